import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer, waitForReady } from '../support/built-server.ts';
import { type ScratchDatabase, scratchDatabase } from '../support/postgres.ts';
import { startTcpProxy } from '../support/tcp-proxy.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let requestCounter = 0;

type Answer = { status: number; retryAfter: string | null; code: string | undefined };

/** A request as a distinct visitor (its own address, so no rate limit stands in the way). */
async function post(server: BuiltServer, path: string, body: object): Promise<Answer> {
  const n = requestCounter++;
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), code };
}

const subscribe = (server: BuiltServer, email: string) =>
  post(server, '/api/newsletter', { email });

/** What the app must answer while the database comes and goes: a result, or a 503 to retry. */
function judge(answer: Answer): 'ok' | 'unavailable' | 'client-error' | 'wrong' {
  if (answer.status >= 200 && answer.status < 300) return 'ok';
  if (answer.status === 503)
    return answer.code === 'service_unavailable' && Number(answer.retryAfter) > 0
      ? 'unavailable'
      : 'wrong';
  if (answer.status >= 400 && answer.status < 500 && answer.code) return 'client-error';
  return 'wrong';
}

/**
 * Four clients in a loop until stopped: newsletter sign-ups (plain writes, whose acknowledged
 * addresses are returned) and code checks (transactions on a checked-out connection).
 */
function startLoad(server: BuiltServer) {
  let running = true;
  const acknowledged: string[] = [];
  const wrong: string[] = [];
  const counts = { ok: 0, unavailable: 0, 'client-error': 0 };
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const email = `load-${n}-${i}-${Date.now()}@test.example`;
      try {
        const answer =
          i % 3 === 2
            ? await post(server, '/api/verify/check', { email, code: '123456' })
            : await subscribe(server, email);
        const verdict = judge(answer);
        if (verdict === 'wrong') wrong.push(`${answer.status} ${answer.code}`);
        else counts[verdict]++;
        if (verdict === 'ok' && i % 3 !== 2) acknowledged.push(email);
        if (verdict === 'unavailable') await sleep(50);
      } catch (err) {
        wrong.push(`no answer: ${(err as Error).message}`);
      }
    }
  };
  const clients = [0, 1, 2, 3].map(client);
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(clients);
      return { acknowledged, wrong, counts };
    },
  };
}

/**
 * Runs the load while `faults` does its harm, then checks: every answer was a result or a 503,
 * the process lives, it is ready again within seconds, and every acknowledged write is stored.
 */
async function underLoad(
  server: BuiltServer,
  database: ScratchDatabase,
  faults: () => Promise<void>,
) {
  const load = startLoad(server);
  await faults();
  await sleep(400);
  // A busy machine answers fewer requests in the same time (15 in one run of the whole suite):
  // the load runs on after the faults until its results are enough to mean something.
  const enough = Date.now() + 20_000;
  while (load.counts.ok <= 20 && Date.now() < enough) await sleep(100);
  const { acknowledged, wrong, counts } = await load.stop();
  expect(wrong).toEqual([]);
  expect(counts.ok).toBeGreaterThan(20);
  expect(server.child.exitCode, server.output()).toBeNull();

  await waitForReady(server, 10_000);
  expect((await subscribe(server, `after-load-${Date.now()}@test.example`)).status).toBe(200);
  const rows = await database.query<{ email: string }>('select email from newsletter');
  const stored = new Set(rows.map((r) => r.email));
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  return counts;
}

/**
 * For each test: a database of its own, reached directly or through a proxy that can be cut,
 * and the built server on it. `close()` checks that the process is still alive, then cleans up.
 */
async function faultRig(prefix: string, through: 'direct' | 'proxy') {
  const database = await scratchDatabase(prefix);
  const url = new URL(database.url);
  const proxy =
    through === 'proxy'
      ? await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      : undefined;
  if (proxy) url.host = `127.0.0.1:${proxy.port}`;
  const server = await startBuiltServer({
    DATABASE_URL: url.toString(),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
  });
  return {
    database,
    proxy: proxy!,
    server,
    async close() {
      try {
        expect(server.child.exitCode, server.output()).toBeNull();
      } finally {
        await server.stop();
        await proxy?.close();
        await database.drop();
      }
    },
  };
}

describe('PostgreSQL sessions ended by an administrator (pg_terminate_backend)', () => {
  let rig: Awaited<ReturnType<typeof faultRig>>;
  let database: ScratchDatabase;
  let server: BuiltServer;
  beforeEach(async () => {
    rig = await faultRig('fault_terminate', 'direct');
    ({ database, server } = rig);
  });
  afterEach(() => rig.close());

  it('lives on when its idle connections are ended, and is ready again within seconds', async () => {
    // Several pooled connections, all idle afterwards.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => subscribe(server, `idle-${i}@test.example`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await database.terminateSessions()).toBeGreaterThan(0);
    await sleep(500);
    expect(server.child.exitCode, server.output()).toBeNull();
    await waitForReady(server, 10_000);
    expect((await subscribe(server, 'after-idle@test.example')).status).toBe(200);
  });

  it('answers 503 or a result while sessions end under requests in flight, and keeps every acknowledged write', async () => {
    await underLoad(server, database, async () => {
      for (let round = 0; round < 6; round++) {
        await sleep(400);
        await database.terminateSessions();
      }
    });
  }, 60_000);
});

describe('PostgreSQL going away and coming back (through a proxy that can be cut)', () => {
  let rig: Awaited<ReturnType<typeof faultRig>>;
  let database: ScratchDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: BuiltServer;
  beforeEach(async () => {
    rig = await faultRig('fault_away', 'proxy');
    ({ database, proxy, server } = rig);
  });
  afterEach(() => rig.close());

  /** Time an answer takes, and the answer. */
  async function timed<T>(work: () => Promise<T>) {
    const started = Date.now();
    const value = await work();
    return { value, ms: Date.now() - started };
  }

  it('answers 503 at once while PostgreSQL is down, and recovers by itself when it is back', async () => {
    expect((await subscribe(server, 'before-cut@test.example')).status).toBe(200);
    await proxy.cut();

    const ready = await timed(() => fetch(`${server.url}/readyz`));
    expect(ready.value.status).toBe(503);
    const write = await timed(() => subscribe(server, 'during-cut@test.example'));
    expect(judge(write.value)).toBe('unavailable');
    // Refused connections fail at once; a few seconds leave room for a busy machine.
    expect(ready.ms).toBeLessThan(5_000);
    expect(write.ms).toBeLessThan(5_000);
    await sleep(500);
    expect(server.child.exitCode, server.output()).toBeNull();

    await proxy.restore();
    await waitForReady(server, 10_000);
    expect((await subscribe(server, 'after-cut@test.example')).status).toBe(200);
  });

  it('never hangs while PostgreSQL is unreachable without a word (packets dropped)', async () => {
    // Open pooled connections first, so some requests meet a connection that has gone silent.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => subscribe(server, `pre-stall-${i}@test.example`)),
    );
    proxy.stall();
    const ready = await timed(() => fetch(`${server.url}/readyz`));
    expect(ready.value.status).toBe(503);
    const writes = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        timed(() => subscribe(server, `during-stall-${i}@test.example`)),
      ),
    );
    for (const write of writes) expect(judge(write.value)).toBe('unavailable');
    // Bounded by the connect (5 s) and query (15 s) timeouts, not by TCP's own minutes.
    expect(ready.ms).toBeLessThan(10_000);
    for (const write of writes) expect(write.ms).toBeLessThan(25_000);

    await proxy.restore();
    await waitForReady(server, 10_000);
    expect((await subscribe(server, 'after-stall@test.example')).status).toBe(200);
  }, 90_000);

  it('keeps every acknowledged write across repeated outages under load', async () => {
    const counts = await underLoad(server, database, async () => {
      for (let round = 0; round < 3; round++) {
        await sleep(700);
        await proxy.cut();
        await sleep(700);
        await proxy.restore();
      }
    });
    expect(counts.unavailable).toBeGreaterThan(0);
  }, 60_000);
});
