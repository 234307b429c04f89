import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from '../errors.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window kept in the database, so every app process shares it.
 * Throws a 429 AppError (with Retry-After) once the limit is passed.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
  message?: string,
): Promise<void> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (row && row.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(retryAfter, message);
  }
}

/**
 * Turns a count that has reached its limit into a lock-out of the rule's full window from `now`
 * (the failure that reached it), instead of whatever was left of the window the first failure
 * began. Call it after a failure; it changes nothing below the limit.
 */
export async function lockRateLimitFrom(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ resetAt: new Date(now.getTime() + rule.windowSeconds * 1000) })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.count} >= ${rule.limit}`);
}

/** Forgets a key, e.g. the failed-login counter after a successful login. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Gives back one hit on `key`: for limits that count only failures, the attempt is counted
 * before its outcome is known (so parallel attempts cannot pass the limit) and given back when
 * it succeeds.
 */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}
