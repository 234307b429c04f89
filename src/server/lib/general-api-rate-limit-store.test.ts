import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy } from '#tests/support/tcp-proxy.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { sharedRateLimitStore } from './general-api-rate-limit-store.ts';

/**
 * The general /api limit against the Redis on 127.0.0.1:6379. Keys carry a random prefix
 * (ioredis takes `keyPrefix` from the URL) and are deleted afterwards.
 */

const REDIS = { host: '127.0.0.1', port: 6379 };
const PER_MINUTE = 5;
const prefix = `test-rate-limit-${randomBytes(6).toString('hex')}:`;
const redisUrl = (port = REDIS.port) => `redis://127.0.0.1:${port}/0?keyPrefix=${prefix}`;

/** A TCP hop in front of Redis that a test can cut and restore, to take Redis away. */
async function startRedisHop() {
  const sockets = new Set<Socket>();
  const listen = (port: number) => {
    const server = createServer((client) => {
      const upstream = connect(REDIS.port, REDIS.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise<typeof server>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve(server)),
    );
  };
  let server = await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    async restore() {
      server = await listen(port);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** A port on which nothing listens. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the general /api rate limit', () => {
  const apps: TestApp[] = [];
  const startProcess = async (env: Record<string, string> = {}) => {
    const t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), ...env } });
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  afterAll(async () => {
    const redis = new Redis(REDIS);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  let clientCounter = 0;
  const newClient = () => `10.77.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;
  const ask = async (t: TestApp, ip: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: ip })).statusCode;
  /** Status codes of `n` requests from `ip`, spread over `processes` in turn. */
  const askInTurn = async (processes: TestApp[], ip: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push(await ask(processes[i % processes.length]!, ip));
    return statuses;
  };
  const allowed = Array(PER_MINUTE).fill(200);

  it('counts one client across two processes that share a Redis', async () => {
    const processes = [
      await startProcess({ REDIS_URL: redisUrl() }),
      await startProcess({ REDIS_URL: redisUrl() }),
    ];
    const client = newClient();
    expect(await askInTurn(processes, client, PER_MINUTE)).toEqual(allowed);
    // The next request is refused by either process.
    for (const t of processes) expect(await ask(t, client)).toBe(429);
    // Another client has its own count.
    expect(await ask(processes[0]!, newClient())).toBe(200);
    const redis = new Redis(REDIS);
    expect(await redis.keys(`${prefix}*`)).not.toEqual([]);
    redis.disconnect();
  });

  it('without REDIS_URL counts in each process on its own', async () => {
    const processes = [await startProcess(), await startProcess()];
    const client = newClient();
    for (const t of processes) expect(await askInTurn([t], client, PER_MINUTE)).toEqual(allowed);
    for (const t of processes) expect(await ask(t, client)).toBe(429);
  });

  it('counts an IPv6 client by its /64, and refuses with Retry-After and the JSON error', async () => {
    const t = await startProcess();
    const [one, sameNetwork, otherNetwork] = [
      '2001:db8:7:1::1',
      '2001:db8:7:1:ffff::9',
      '2001:db8:7:2::1',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) statuses.push(await ask(t, i % 2 ? one : sameNetwork));
    expect(statuses).toEqual(allowed);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      remoteAddress: one,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `Too many requests. Please try again in ${refused.headers['retry-after']} seconds.`,
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': String(PER_MINUTE),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': refused.headers['retry-after'],
    });
    expect(await ask(t, otherNetwork)).toBe(200);
  });

  it('keeps serving, and limiting per process, when Redis cannot be reached at start', async () => {
    const t = await startProcess({ REDIS_URL: redisUrl(await closedPort()) });
    const client = newClient();
    expect(await askInTurn([t], client, PER_MINUTE)).toEqual(allowed);
    expect(await ask(t, client)).toBe(429);
  });

  it('rides through Redis going away and shares the count again once it is back', async () => {
    const hop = await startRedisHop();
    try {
      const processes = [
        await startProcess({ REDIS_URL: redisUrl(hop.port) }),
        await startProcess({ REDIS_URL: redisUrl(hop.port) }),
      ];
      expect(await askInTurn(processes, newClient(), PER_MINUTE + 1)).toEqual([...allowed, 429]);

      await hop.cut();
      // Each process answers and counts on its own.
      const during = newClient();
      expect(await askInTurn(processes, during, 2 * PER_MINUTE)).toEqual([...allowed, ...allowed]);
      expect(await askInTurn(processes, during, 2)).toEqual([429, 429]);

      await hop.restore();
      // The clients reconnect by themselves; from then on the count is shared again.
      const deadline = Date.now() + 15_000;
      let shared = false;
      while (!shared && Date.now() < deadline) {
        const statuses = await askInTurn(processes, newClient(), PER_MINUTE + 1);
        shared = statuses.at(-1) === 429;
        if (!shared) await new Promise((r) => setTimeout(r, 250));
      }
      expect(shared).toBe(true);
    } finally {
      hop.close();
    }
  });
});

describe('the log of a Redis outage', () => {
  /** A Fastify app whose log lines are kept, with the shared store built on it as the app does. */
  async function storeBehind(port: number) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)).msg);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    const { store } = await sharedRateLimitStore(app, redisUrl(port));
    await app.ready();
    const counter = new store!({ continueExceeding: false, exponentialBackoff: false } as never);
    const count = (key: string) =>
      new Promise<void>((resolve, reject) =>
        counter.incr(key, (err) => (err ? reject(err) : resolve()), 60_000, 1_000),
      );
    const said = (start: string) => lines.filter((line) => line.startsWith(start)).length;
    return { app, count, said };
  }

  const outages = {
    'Redis refuses connections': { begin: 'cut', end: 'restore' },
    'Redis goes silent on the open connection': { begin: 'stall', end: 'resume' },
  } as const;

  it.each(Object.entries(outages))(
    'says when each outage begins and ends: %s',
    async (_, { begin, end }) => {
      const proxy = await startTcpProxy(REDIS);
      const { app, count, said } = await storeBehind(proxy.port);
      try {
        await count('log-probe');
        for (const outage of [1, 2]) {
          await proxy[begin]();
          // Counting goes on, in memory, while Redis is away; the outage is said once.
          for (let i = 0; i < 3; i++) await count('log-probe');
          expect(said('Redis cannot be reached')).toBe(outage);
          await proxy[end]();
          const deadline = Date.now() + 15_000;
          while (said('Redis is back') < outage && Date.now() < deadline) {
            await count('log-probe');
            await sleep(200);
          }
          expect(said('Redis is back')).toBe(outage);
        }
      } finally {
        await app.close();
        await proxy.close();
      }
    },
    40_000,
  );
});
