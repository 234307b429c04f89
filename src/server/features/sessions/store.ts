import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { unauthorized } from '#server/errors.ts';
import { describeDevice } from '#server/lib/device.ts';
import { type SessionUser, toSessionUser } from '#shared/schemas/user.ts';
import {
  cachedSession,
  forgetSession,
  forgetUserSessions,
  rememberSession,
  sessionCache,
} from './cache.ts';
import {
  ABSOLUTE_MS,
  hashSid,
  IDLE_MS,
  MFA_PENDING_MS,
  SESSION_COOKIE,
  TOUCH_AFTER_MS,
} from './cookie.ts';
import { assertOwnOrigin } from './origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Frozen: one object serves every request of a cached session. */
    user: Readonly<SessionUser> | null;
  }
}

/**
 * Sets request.user from the session cookie. A state-changing request that carries the cookie
 * must come from the site's own pages: a browser sends the cookie on cross-site form posts too.
 */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid) return;
  assertOwnOrigin(request);
  const { db } = request.server;
  const now = request.server.now();
  const key = hashSid(sid);
  const cached = cachedSession(db, key, now);
  if (cached) {
    request.user = cached;
    return;
  }
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .where(
      and(
        eq(sessions.sid, key),
        gt(sessions.expire, now),
        // A disabled or deleted account has no sessions; this holds even for one left behind.
        isNull(users.disabledAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  // A session still waiting for its second factor is no session to any route but verify's.
  if (!row || row.session.sess.mfaPending) return;
  const started = new Date(row.session.sess.createdAt).getTime();
  if (now.getTime() - started > ABSOLUTE_MS) {
    await db.delete(sessions).where(eq(sessions.sid, key));
    sessionCache(db).delete(key);
    return;
  }
  const user = Object.freeze(toSessionUser(row.user));
  request.user = user;
  let expire = row.session.expire.getTime();
  if (expire - now.getTime() < IDLE_MS - TOUCH_AFTER_MS) {
    expire = now.getTime() + IDLE_MS;
    await db
      .update(sessions)
      .set({ expire: new Date(expire), lastSeenAt: now })
      .where(eq(sessions.sid, key));
  }
  rememberSession(db, key, { user, expire, started });
}

/**
 * Starts a fresh session for userId, ending the one the request came with (rotation at login).
 * `mfaPending` starts one that waits for the second factor: usable by no route but verify's.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: { mfaPending?: boolean } = {},
): Promise<void> {
  const { db, config } = request.server;
  const old = request.cookies[SESSION_COOKIE];
  if (old) {
    await db.delete(sessions).where(eq(sessions.sid, hashSid(old)));
    forgetSession(db, old);
  }
  const sid = randomBytes(32).toString('base64url');
  const now = request.server.now();
  await db.insert(sessions).values({
    sid: hashSid(sid),
    sess: {
      userId,
      createdAt: now.toISOString(),
      ...(options.mfaPending ? { mfaPending: true } : {}),
    },
    expire: new Date(now.getTime() + (options.mfaPending ? MFA_PENDING_MS : IDLE_MS)),
    device: describeDevice(request.headers['user-agent']),
    lastSeenAt: now,
  });
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secure,
    maxAge: IDLE_MS / 1000,
  });
}

/**
 * The account whose session, on this request, waits for its second factor (its password was
 * right within MFA_PENDING_MS), or null.
 */
export async function pendingSecondFactor(request: FastifyRequest): Promise<string | null> {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid) return null;
  const { db } = request.server;
  const [row] = await db
    .select({ sess: sessions.sess })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .where(
      and(
        eq(sessions.sid, hashSid(sid)),
        gt(sessions.expire, request.server.now()),
        isNull(users.disabledAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.sess.mfaPending ? row.sess.userId : null;
}

/** Deletes the caller's own session row and cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sid = request.cookies[SESSION_COOKIE];
  if (sid) {
    await request.server.db.delete(sessions).where(eq(sessions.sid, hashSid(sid)));
    forgetSession(request.server.db, sid);
  }
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secure,
  });
}

/** The signed-in user, in a route whose policy requires one. */
export function currentUser(request: FastifyRequest): Readonly<SessionUser> {
  if (!request.user) throw unauthorized();
  return request.user;
}

const sessionOf = (userId: string) => sql`${sessions.sess}->>'userId' = ${userId}`;

/**
 * Ends every session of the account (password reset, disabling, deletion). Inside a transaction,
 * the caller also calls `forgetUserSessions` with the app's database once it has committed.
 */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(sessionOf(userId));
}

/** Ends every session of the signed-in user except the one this request came with. */
export async function endOtherSessions(request: FastifyRequest, userId: string): Promise<number> {
  const sid = request.cookies[SESSION_COOKIE];
  const rows = await request.server.db
    .delete(sessions)
    .where(sid ? and(sessionOf(userId), ne(sessions.sid, hashSid(sid))) : sessionOf(userId))
    .returning({ sid: sessions.sid });
  forgetUserSessions(request.server.db, userId);
  return rows.length;
}

export type SessionSummary = {
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
  current: boolean;
};

/** The account's live sessions, the one of this request first, then the most recently seen. */
export async function listSessions(request: FastifyRequest, userId: string) {
  const sid = request.cookies[SESSION_COOKIE];
  const currentKey = sid ? hashSid(sid) : null;
  const rows = await request.server.db
    .select()
    .from(sessions)
    .where(and(sessionOf(userId), gt(sessions.expire, request.server.now())))
    .orderBy(desc(sessions.lastSeenAt));
  const list: SessionSummary[] = rows.map((row) => ({
    device: row.device,
    createdAt: new Date(row.sess.createdAt),
    lastSeenAt: row.lastSeenAt,
    current: row.sid === currentKey,
  }));
  return list.sort((a, b) => Number(b.current) - Number(a.current));
}
