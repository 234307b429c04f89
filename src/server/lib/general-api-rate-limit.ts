import { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { onRequestHookHandler } from 'fastify';
import { tooManyRequests } from '../errors.ts';

/** The answer to a client over a limit, in one wording for every limit the plugin or we count. */
export const rateLimitedMessage = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} seconds.`;

export type ApiRateLimit = { max: number; windowMs: number };

/**
 * The general /api limit (RATE_LIMIT_PER_MINUTE requests per client address and minute), as an
 * onRequest hook on each /api route. It counts in the store @fastify/rate-limit would use (memory,
 * or Redis shared by every process: general-api-rate-limit-store.ts) and answers as the plugin does:
 * `x-ratelimit-limit`, `-remaining` and `-reset` on every answer, `retry-after` and a 429 over
 * the limit. A callback hook: with the memory store a request passes without a promise, where
 * the plugin's own hook took three awaits and a fresh `routeOptions` object (decision 038).
 */
export function apiRateLimit(
  store: FastifyRateLimitStore,
  { max, windowMs }: ApiRateLimit,
): onRequestHookHandler {
  const limit = String(max);
  return (request, reply, done) => {
    // An IPv6 client is counted by its /64, as the plugin does: it may hold all of it.
    const address = request.ip ?? '';
    const key = address.includes(':') ? normalizeIP(address) : address;
    store.incr(
      key,
      (err, counted) => {
        if (err || !counted) return done(err ?? new Error('the rate-limit store counted nothing'));
        const resetSeconds = Math.ceil(counted.ttl / 1000);
        reply.header('x-ratelimit-limit', limit);
        reply.header('x-ratelimit-remaining', String(Math.max(0, max - counted.current)));
        reply.header('x-ratelimit-reset', String(resetSeconds));
        if (counted.current <= max) return done();
        done(tooManyRequests(resetSeconds, rateLimitedMessage(resetSeconds)));
      },
      windowMs,
      max,
    );
  };
}
