import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../support/postgres.ts';

/**
 * The built job engine in separate processes on one PostgreSQL database
 * (fixtures/job-process.mjs). The intervals are seconds where production's are minutes (a
 * schedule every 1 s over 6 s rather than every 10 s over a minute, a 2 s lease): the same code
 * and the same SQL, shorter waits.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type JobProcess = { child: ChildProcess; exited: Promise<number | string>; output: () => string };

async function startJobProcess(url: string, env: Record<string, string> = {}): Promise<JobProcess> {
  const child = spawn(process.execPath, [path.resolve('tests/process/fixtures/job-process.mjs')], {
    env: { ...process.env, DATABASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const deadline = Date.now() + 30_000;
  while (!output.includes('ready\n')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`job process did not start: ${output}`);
    await sleep(50);
  }
  return { child, exited, output: () => output };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

describe('jobs across processes on PostgreSQL', () => {
  let database: ScratchDatabase;
  let processes: JobProcess[] = [];
  beforeEach(async () => {
    database = await scratchDatabase('jobs');
    // The server's migrations are not needed: the engine makes its own tables.
    await database.query(
      'create table probe_runs (job text not null, detail text not null, pid int not null, at timestamptz not null default now())',
    );
  });
  afterEach(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    processes = [];
    await database.drop();
  });
  const runs = (job: string) =>
    database.query<{ detail: string; pid: number }>(
      'select detail, pid from probe_runs where job = $1 order by at',
      [job],
    );
  const holdJob = async () =>
    (
      await database.query<{ state: string; retry_count: number }>(
        `select state::text, retry_count from pgboss.job where name = 'probe-hold'`,
      )
    )[0];

  it('runs a schedule once per slot with three processes keeping it', async () => {
    processes = await Promise.all([1, 2, 3].map(() => startJobProcess(database.url)));
    const from = Date.now();
    await sleep(6_000);
    const to = Date.now();
    // The last slots' runs finish (a run starts within the 0.5 s poll).
    await sleep(1_500);
    const slots = (await runs('probe-tick'))
      .map((run) => Date.parse(run.detail))
      .filter((slot) => slot >= from && slot < to);
    const expected = Math.ceil(to / 1000) - Math.ceil(from / 1000);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.length).toBe(expected);
  });

  it('lets another process take over a job whose process was killed, once its lease ends', async () => {
    const doomed = await startJobProcess(database.url, { HOLD: '1', ENQUEUE_HOLD: '1' });
    processes.push(doomed);
    await until(
      () => runs('probe-hold'),
      (rows) => rows.length === 1,
    );
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const killedAt = Date.now();
    processes.push(await startJobProcess(database.url));
    const rows = await until(
      () => runs('probe-hold'),
      (r) => r.length === 2,
    );
    expect(rows.map((r) => r.detail)).toEqual(['1', '2']);
    expect(rows[1]?.pid).not.toBe(rows[0]?.pid);
    // Not before the 2 s lease has ended.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(1_000);
    expect(await until(holdJob, (job) => job?.state === 'completed')).toMatchObject({
      state: 'completed',
    });
  });

  it('on SIGTERM takes no more jobs, hands a running one back after its grace and exits 0', async () => {
    const stopping = await startJobProcess(database.url, {
      HOLD: '1',
      ENQUEUE_HOLD: '1',
      STOP_GRACE_MS: '1000',
    });
    processes.push(stopping);
    await until(
      () => runs('probe-hold'),
      (rows) => rows.length === 1,
    );
    const signalled = Date.now();
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(5_000);
    // Handed back at once, without counting the interrupted attempt: no lease to wait for.
    expect(await holdJob()).toEqual({ state: 'retry', retry_count: 0 });

    const next = await startJobProcess(database.url);
    processes.push(next);
    expect(await until(holdJob, (job) => job?.state === 'completed')).toMatchObject({
      state: 'completed',
    });
    const rows = await runs('probe-hold');
    expect(rows.map((r) => r.detail)).toEqual(['1', '1']);
    expect(rows[1]?.pid).toBe(next.child.pid);
  });

  it('npm run job runs one job by hand from the build, and names the jobs when asked for another', async () => {
    const run = (name: string) =>
      promisify(execFile)(process.execPath, ['scripts/cli.mjs', 'job', name], {
        env: {
          PATH: process.env.PATH ?? '',
          DIST_DIR: process.env.DIST_DIR ?? 'dist',
          DATABASE_URL: database.url,
          LOG_LEVEL: 'warn',
        },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
    const ran = await run('clean-expired-records');
    expect(ran).toMatchObject({ code: 0, stderr: '' });
    expect(ran.stdout).toMatch(/^clean-expired-records ran in [\d.]+ s\.\n$/);
    const unknown = await run('no-such-job');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no job called no-such-job.');
    expect(unknown.stderr).toContain('clean-expired-records');
  });
});
