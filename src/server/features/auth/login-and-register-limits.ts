import type { Db } from '#server/db/client.ts';
import {
  consumeRateLimit,
  type RateLimitRule,
  refundRateLimit,
  resetRateLimit,
} from '#server/lib/security-rate-limit.ts';

/** Tries at one account from one address: the 10 per 15 minutes. */
export const LOGIN_PER_ACCOUNT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/**
 * Failed logins at one account from all addresses together (docs/decisions/008): twice the
 * per-address limit, so one person's typos meet that one first; at most 1,920 guesses a day
 * however many addresses an attacker rotates, and the owner waits at most 15 minutes once the
 * guessing stops.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
/** Tries from one address across accounts; higher, as an office may share one address. */
export const LOGIN_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 15 * 60 };
/**
 * New accounts from one address per hour: 30 with the default general limit of 600 requests a
 * minute. An operator who raises that limit (many users behind one address, or a browser test
 * run) raises this one in proportion.
 */
export function registerRule(rateLimitPerMinute: number): RateLimitRule {
  return { limit: Math.max(30, Math.floor(rateLimitPerMinute / 20)), windowSeconds: 60 * 60 };
}

export const LOGIN_LIMIT_MESSAGE = 'Too many login attempts. Please try again later.';
export const REGISTER_LIMIT_MESSAGE =
  'Too many sign-ups from your network. Please try again later.';

const accountKey = (ip: string, email: string) => `login:${ip}:${email.toLowerCase()}`;
const failuresKey = (email: string) => `login-failures:${email.toLowerCase()}`;

/**
 * Counts a login try; throws 429 with Retry-After once a limit is passed, before the password
 * is checked, so a refused guess tells nothing. The try also counts as a failure of the
 * account until loginSucceeded gives it back.
 */
export async function limitLoginAttempts(db: Db, ip: string, email: string, now: Date) {
  await consumeRateLimit(db, accountKey(ip, email), LOGIN_PER_ACCOUNT, now, LOGIN_LIMIT_MESSAGE);
  await consumeRateLimit(db, `login-ip:${ip}`, LOGIN_PER_IP, now, LOGIN_LIMIT_MESSAGE);
  await consumeRateLimit(
    db,
    failuresKey(email),
    LOGIN_FAILURES_PER_ACCOUNT,
    now,
    LOGIN_LIMIT_MESSAGE,
  );
}

/**
 * A successful login clears this address's count for the account, so earlier typos do not add
 * up, and gives back its own try to the account's failures, leaving everyone else's counted.
 */
export async function loginSucceeded(db: Db, ip: string, email: string) {
  await resetRateLimit(db, accountKey(ip, email));
  await refundRateLimit(db, failuresKey(email));
}

export async function limitRegistrations(
  db: Db,
  ip: string,
  now: Date,
  rateLimitPerMinute: number,
) {
  const rule = registerRule(rateLimitPerMinute);
  await consumeRateLimit(db, `register:${ip}`, rule, now, REGISTER_LIMIT_MESSAGE);
}
