import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/helper.ts';
import { createJobs, type Jobs } from './engine.ts';

/**
 * The job interface on the database the tests run on: the embedded PGlite (the default), or
 * PostgreSQL with DATABASE_URL. The engine is the same pg-boss on both (decision 039); two
 * engines on one database stand for two processes. Intervals are 1 s where the server's are
 * minutes: the same code paths, shorter waits.
 */

declare module './engine.ts' {
  interface JobPayloads {
    'test-greet': { name: string };
    'test-fail': { secret: string };
    'test-slow': Record<string, never>;
  }
}

const log = pino({ level: 'silent' });
let database: Database;
const engines: Jobs[] = [];

function engine(stopGraceMs = 2_000): Jobs {
  const jobs = createJobs({ database, log, pollSeconds: 0.5, maintenanceSeconds: 1, stopGraceMs });
  engines.push(jobs);
  return jobs;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const jobs of engines) await jobs.stop();
  await database.close();
});

describe('jobs', () => {
  it('runs an enqueued job with its checked payload, and refuses a payload that does not fit', async () => {
    const jobs = engine();
    const greeted: string[] = [];
    jobs.define('test-greet', z.object({ name: z.string().min(1) }), async ({ name }) => {
      greeted.push(name);
    });
    await jobs.start();
    await jobs.enqueue('test-greet', { name: 'Asha' });
    await expect(jobs.enqueue('test-greet', { name: '' })).rejects.toThrow(z.ZodError);
    await until(() => greeted.length === 1);
    expect(greeted).toEqual(['Asha']);
    await until(
      async () => (await jobs.status()).find((s) => s.name === 'test-greet')?.lastRunAt !== null,
    );
    await jobs.stop();
  });

  it('retries a failing job with growing waits, then keeps it failed with its last error and no secret', async () => {
    const jobs = engine();
    const attempts: number[] = [];
    jobs.define(
      'test-fail',
      z.object({ secret: z.string() }),
      async ({ secret }) => {
        attempts.push(Date.now());
        throw new Error(`relay refused the password ${secret}`);
      },
      { retry: { limit: 2, delaySeconds: 1, backoff: true } },
    );
    await jobs.start();
    await jobs.enqueue('test-fail', { secret: 's3cr3t-value' });
    await until(
      async () => (await jobs.status()).find((s) => s.name === 'test-fail')?.failed === 1,
    );
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    // pg-boss's backoff: the n-th retry waits between 2^(n-1) and 2^n times the delay.
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    const status = (await jobs.status()).find((s) => s.name === 'test-fail');
    expect(status).toMatchObject({ queued: 0, running: 0, failed: 1, lastError: 'Error' });
    const stored = await database.executeSql(
      `select output::text as output from pgboss.job where name = 'test-fail'`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain('s3cr3t-value');
    expect(JSON.stringify(stored.rows)).not.toContain('jobs.test.ts');
    await jobs.stop();
  });

  it('runs a schedule once per slot however many engines keep it', async () => {
    const runs: string[] = [];
    const pair = [engine(), engine()];
    for (const jobs of pair)
      jobs.schedule('test-tick', '* * * * * *', async ({ slot }) => {
        runs.push(slot!.toISOString());
      });
    await Promise.all(pair.map((jobs) => jobs.start()));
    await sleep(3_500);
    await Promise.all(pair.map((jobs) => jobs.stop()));
    // Every slot once: 3 or 4 seconds' slots in 3.5 s, never one twice.
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const status = (await pair[0]!.status()).find((s) => s.name === 'test-tick');
    expect(status?.schedule).toBe('* * * * * *');
    expect(status?.nextRunAt?.getTime()).toBeGreaterThan(Date.now() - 1_000);
  });

  it('hands a running job back at stop, and another engine runs it without counting an attempt', async () => {
    const first = engine(300);
    const started: number[] = [];
    let aborted = false;
    first.define('test-slow', z.object({}).strict(), async (_payload, { signal, attempt }) => {
      started.push(attempt);
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      aborted = true;
    });
    await first.start();
    await first.enqueue('test-slow', {});
    await until(() => started.length === 1);
    await first.stop();
    expect(aborted).toBe(true);
    const [row] = (
      await database.executeSql(
        `select state, retry_count from pgboss.job where name = 'test-slow'`,
      )
    ).rows;
    expect(row).toEqual({ state: 'retry', retry_count: 0 });

    const second = engine();
    const done: number[] = [];
    second.define('test-slow', z.object({}).strict(), async (_payload, { attempt }) => {
      done.push(attempt);
    });
    await second.start();
    await until(() => done.length === 1);
    expect(done).toEqual([1]);
    await second.stop();
  });
});
