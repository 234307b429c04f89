import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionUser, toSessionUser } from '../../shared/schemas/user.ts';
import { isApiRoute } from '../access-policy.ts';
import type { Db } from '../db/client.ts';
import { rateLimits, sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { describeDevice } from '../lib/device.ts';

export const SESSION_COOKIE = 'sid';
const IDLE_MS = 7 * 24 * 3600 * 1000;
const ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Extend the idle expiry at most once an hour, not on every request. */
const TOUCH_AFTER_MS = 3600 * 1000;
const CLEANUP_EVERY_MS = 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Frozen: one object serves every request of a cached session. */
    user: Readonly<SessionUser> | null;
  }
}

const hashSid = (sid: string) => createHash('sha256').update(sid).digest('hex');

/**
 * How long this process trusts a session it has read, without asking the database again
 * (decision 026). A change made through this process (logout, login rotation, a role change,
 * `forgetSession`, `forgetUserSessions`) applies at once; one made by another process (or by hand
 * in the database) reaches this one within this time.
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

type CachedSession = {
  /**
   * Frozen and shared by every request the entry serves: what is derived from it (the prepared
   * session answer, `preparedPer`) lives exactly as long as the entry (decision 033).
   */
  user: Readonly<SessionUser>;
  /** The session row's idle expiry and start, so the cache never outlives the session. */
  expire: number;
  started: number;
  /** performance.now() when read: the cache's age is real time even when tests move app.now(). */
  readAt: number;
};

/** Sessions read recently, per database (so each test app has its own), by session-id hash. */
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();

function sessionCache(db: Db): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  return cache;
}

function cachedSession(db: Db, key: string, now: Date): Readonly<SessionUser> | null {
  const cache = sessionCache(db);
  const entry = cache.get(key);
  if (!entry) return null;
  // Never past the session's own end, and never when its idle expiry is due to be extended.
  const fresh =
    performance.now() - entry.readAt < SESSION_CACHE_MS &&
    entry.expire - now.getTime() >= IDLE_MS - TOUCH_AFTER_MS &&
    now.getTime() - entry.started <= ABSOLUTE_MS;
  if (!fresh) {
    cache.delete(key);
    return null;
  }
  return entry.user;
}

function rememberSession(db: Db, key: string, entry: Omit<CachedSession, 'readAt'>) {
  const cache = sessionCache(db);
  // The oldest entry goes first (a Map keeps insertion order).
  if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { ...entry, readAt: performance.now() });
}

/** Drops one session (by its cookie value) from this process's cache. */
export function forgetSession(db: Db, sid: string): void {
  sessionCache(db).delete(hashSid(sid));
}

/**
 * Drops every cached session of a user: call it after changing the account (its role, its kind,
 * disabling it) or ending its sessions, once the change is committed.
 */
export function forgetUserSessions(db: Db, userId: string): void {
  const cache = sessionCache(db);
  for (const [key, entry] of cache) if (entry.user.id === userId) cache.delete(key);
}
/** Methods that must not change state; every other one needs the site's own Origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL, normalised ("http://localhost:80" → "http://localhost"), or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin a request claims (Origin, else Referer), or null when it names none. */
function claimedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return originOf(origin && origin !== 'null' ? origin : request.headers.referer);
}

/** The site's own origins: the one the request was addressed to, and PUBLIC_URL's. */
function ownOrigins(request: FastifyRequest): string[] {
  const origins = [originOf(`${request.protocol}://${request.host}`)];
  const { publicUrl } = request.server.config;
  if (publicUrl) origins.push(publicUrl.origin);
  return origins.filter((origin): origin is string => origin !== null);
}

/**
 * Sets request.user from the session cookie. A state-changing request that carries the cookie
 * must come from the site's own pages: a browser sends the cookie on cross-site form posts too.
 */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid) return;
  if (!SAFE_METHODS.has(request.method)) {
    const origin = claimedOrigin(request);
    if (!origin || !ownOrigins(request).includes(origin)) {
      throw forbidden('This request must come from the site itself.');
    }
  }
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

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    app.decorateRequest('user', null);

    // By the route the router matched, so every spelling of an /api path is treated alike.
    // A callback hook: pages, assets and calls without the cookie (most requests) pass without
    // a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isApiRoute(request) || !request.cookies[SESSION_COOKIE]) return done();
      identifyUser(request).then(() => done(), done);
    });

    const cleanup = async () => {
      const now = app.now();
      await db.delete(sessions).where(lt(sessions.expire, now));
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await cleanup();
      timer = setInterval(
        () => cleanup().catch((err) => app.log.warn({ err }, 'session cleanup failed')),
        CLEANUP_EVERY_MS,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['deps'] },
);

/** How long a session may wait for its second factor after the password was right. */
export const MFA_PENDING_MS = 10 * 60 * 1000;

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
