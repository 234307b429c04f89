import type { Db } from '#server/db/client.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { ABSOLUTE_MS, hashSid, IDLE_MS, TOUCH_AFTER_MS } from './cookie.ts';

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

export function sessionCache(db: Db): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  return cache;
}

export function cachedSession(db: Db, key: string, now: Date): Readonly<SessionUser> | null {
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

export function rememberSession(db: Db, key: string, entry: Omit<CachedSession, 'readAt'>) {
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
