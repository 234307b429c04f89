import { once } from 'node:events';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where @fastify/rate-limit keeps the general /api counters. Without REDIS_URL: in each
 * process's memory (the plugin's default). With it: in Redis, so every process counts one
 * client together; while Redis cannot be reached, each process counts in memory again and the
 * API keeps serving (docs/decisions/012).
 */

type StoreFlags = { continueExceeding: boolean; exponentialBackoff: boolean };
type Store = FastifyRateLimitStore;

// The plugin's own two stores; its typings do not declare these modules.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

const KEY_PREFIX = 'arkaja:rate-limit:';
const CONNECT_WAIT_MS = 2_000;
/** After a failed command, requests are counted in memory this long before Redis is tried again. */
const PAUSE_AFTER_ERROR_MS = 5_000;

/**
 * A store of the kind these options give the plugin, for a limiter that counts by itself
 * (general-api-rate-limit.ts): the plugin's memory store, or a Redis one that falls back to memory.
 */
export function rateLimitStoreOf(options: Pick<RateLimitPluginOptions, 'store'>): Store {
  return options.store
    ? new options.store({ continueExceeding: false, exponentialBackoff: false })
    : new LocalStore(false, false);
}

/**
 * Options to spread into the rate-limit plugin's registration. The Redis client is loaded only
 * when a REDIS_URL is set (loading it cost about 0.2 core-second at every start).
 */
export async function sharedRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<Pick<RateLimitPluginOptions, 'store'>> {
  if (!redisUrl) return {};
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    // While disconnected, a command fails at once instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 500,
  });
  let pausedUntil = 0;
  let outageReported = false;
  const reportOutage = (err: unknown) => {
    pausedUntil = Date.now() + PAUSE_AFTER_ERROR_MS;
    if (outageReported) return;
    outageReported = true;
    app.log.warn(
      { err },
      'Redis cannot be reached: each process counts the /api rate limit on its own until it is back',
    );
  };
  // Redis is back when it answers: a new connection that is ready (it refused before), or a
  // command answered on the old one (it went silent, without dropping the connection, so the
  // client never reconnects and never says 'ready' again).
  const reportBack = () => {
    pausedUntil = 0;
    if (!outageReported) return;
    outageReported = false;
    app.log.info('Redis is back: the /api rate limit is shared again');
  };
  redis.on('error', reportOutage);
  redis.on('ready', reportBack);
  // Start-up waits briefly for the first connection, so counting is shared from the first
  // request; an unreachable Redis does not stop the start.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    const stopWaiting = new AbortController();
    const { signal } = stopWaiting;
    // once() rejects on an 'error' event: that ends the wait too.
    await Promise.race([once(redis, 'ready', { signal }), sleep(CONNECT_WAIT_MS, null, { signal })])
      .catch(() => {})
      .finally(() => stopWaiting.abort());
  });
  app.addHook('onClose', async () => redis.disconnect());
  const usable = () => redis.status === 'ready' && Date.now() >= pausedUntil;

  class RedisOrMemoryStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(options: FastifyRateLimitOptions, stores?: { shared: Store; local: Store }) {
      const { continueExceeding, exponentialBackoff } = options as StoreFlags;
      this.shared =
        stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX);
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<Store['incr']>) {
      if (!usable()) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) {
            reportBack();
            return callback(null, result);
          }
          reportOutage(err);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<Store['child']>[0]) {
      return new RedisOrMemoryStore(routeOptions as FastifyRateLimitOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }
  return { store: RedisOrMemoryStore };
}
