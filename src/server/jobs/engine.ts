import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { describeJobError } from './job-error.ts';

/**
 * The server's one job interface (decision 039): `define` a job with a zod payload, `enqueue` it
 * from anywhere, `schedule` work on a cron calendar. Backed by pg-boss on the app's own database,
 * PostgreSQL or the embedded PGlite alike, so every process on one database shares the queue.
 */

/** Payloads by job name; each job's module adds its own entry (declaration merging). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules that define jobs
export interface JobPayloads {}

export type RetryPolicy = {
  /** Attempts after the first. */
  limit: number;
  /** The wait before the first retry; doubled for each one after it (with backoff). */
  delaySeconds: number;
  backoff: boolean;
};

export type JobContext = {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when shutdown stops waiting for the job: it is handed back to the queue. */
  signal: AbortSignal;
  /** The calendar slot a scheduled run is for. */
  slot?: Date;
};

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export type JobSettings = {
  retry?: Partial<RetryPolicy>;
  /**
   * How long a started job belongs to its process. A process killed mid-job loses it when the
   * lease ends, and another process runs it again (as a retry).
   */
  leaseSeconds?: number;
};

export type EnqueueOptions = {
  /** Not before this many seconds from now. */
  delaySeconds?: number;
  /** At most one queued job per key (a second enqueue with the same key is dropped). */
  key?: string;
};

export type JobRun = {
  name: string;
  outcome: 'completed' | 'failed';
  seconds: number;
};

export type JobStatus = {
  name: string;
  /** The cron expression when it is scheduled. */
  schedule: string | null;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
  queued: number;
  running: number;
  failed: number;
  lastError: string | null;
};

export type JobsOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs (seconds, ≥ 0.5). */
  pollSeconds?: number;
  /** How often expired leases are looked for, across every process (seconds). */
  maintenanceSeconds?: number;
  /** At shutdown, how long running jobs are waited for before they are handed back. */
  stopGraceMs?: number;
};

export type Jobs = ReturnType<typeof createJobs>;

export const DEFAULT_RETRY: RetryPolicy = { limit: 4, delaySeconds: 30, backoff: true };
const DEFAULT_LEASE_SECONDS = 10 * 60;
const DEFAULT_POLL_SECONDS = 2;
const DEFAULT_MAINTENANCE_SECONDS = 30;
const DEFAULT_STOP_GRACE_MS = 5_000;
/** After the grace, how long a handler is given to return once told to stop. */
const HANDLER_ABORT_MS = 500;
/** pg-boss's own tables; the status query reads them. */
const SCHEMA = 'pgboss';
/** Queue names pg-boss accepts: letters, digits, dashes, dots, underscores. */
const JOB_NAME = /^[a-z][a-z0-9-]*$/;

type Definition = {
  name: string;
  payload: z.ZodType;
  handler: JobHandler<unknown>;
  settings: JobSettings;
  cron?: string;
};

/** The job id of one calendar slot: the same in every process, so the slot is queued once. */
export function slotJobId(name: string, slot: Date): string {
  const hex = createHash('sha256').update(`${name}\n${slot.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The next slot of `cron` after `after` (six fields: seconds first; five: minutes first). */
export function nextSlot(cron: string, after: Date): Date {
  return cronParser.parseExpression(cron, { currentDate: after, utc: true }).next().toDate();
}

export function createJobs(options: JobsOptions) {
  const { database, log } = options;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const definitions = new Map<string, Definition>();
  const runListeners: ((run: JobRun) => void)[] = [];
  /** Jobs this process is running: id → name and the controller that aborts it. */
  const running = new Map<string, { name: string; abort: AbortController; handedBack?: boolean }>();
  const timers = new Map<string, NodeJS.Timeout>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job is called ${name}`);
    return definition;
  }

  function add(definition: Definition) {
    if (!JOB_NAME.test(definition.name))
      throw new Error(`Job names are lowercase words joined by dashes: ${definition.name}`);
    if (definitions.has(definition.name))
      throw new Error(`The job ${definition.name} is defined twice`);
    if (boss) throw new Error('Jobs are defined before the engine starts');
    definitions.set(definition.name, definition);
  }

  function retryOf(definition: Definition): RetryPolicy {
    return { ...DEFAULT_RETRY, ...definition.settings.retry };
  }

  /** Runs one job in this process: checks its payload, calls its handler, reports the run. */
  async function execute(definition: Definition, data: unknown, context: JobContext) {
    const started = performance.now();
    try {
      await definition.handler(definition.payload.parse(data), context);
      report(definition.name, 'completed', started);
    } catch (err) {
      report(definition.name, 'failed', started);
      log.warn(
        { job: definition.name, jobId: context.id, attempt: context.attempt, err },
        'job failed',
      );
      throw err;
    }
  }

  function report(name: string, outcome: JobRun['outcome'], started: number) {
    const run = { name, outcome, seconds: (performance.now() - started) / 1000 };
    for (const listener of runListeners) listener(run);
  }

  async function work(engine: PgBoss, definition: Definition) {
    let workerId = '';
    workerId = await engine.work(
      definition.name,
      { batchSize: 1, includeMetadata: true },
      async ([job]: PgBoss.JobWithMetadata<Record<string, unknown>>[]) => {
        if (!job) return;
        const abort = new AbortController();
        const entry: { name: string; abort: AbortController; handedBack?: boolean } = {
          name: definition.name,
          abort,
        };
        running.set(job.id, entry);
        const { slot, ...payload } = job.data ?? {};
        try {
          await execute(definition, definition.cron ? undefined : payload, {
            id: job.id,
            attempt: job.retryCount + 1,
            signal: abort.signal,
            ...(typeof slot === 'string' ? { slot: new Date(slot) } : {}),
          });
        } catch (err) {
          // Handed back at shutdown: the queue has it again, whatever came of this run.
          if (entry.handedBack) return;
          // pg-boss keeps what is thrown as the job's output: a description without values.
          throw describeJobError(err);
        } finally {
          running.delete(job.id);
          // One job per fetch: without this the worker waits a whole poll before the next one,
          // and a queue of n jobs took n polls. Told, it fetches again at once (idle: it waits).
          engine.notifyWorker(workerId);
        }
      },
    );
  }

  async function ensureQueue(engine: PgBoss, definition: Definition) {
    const retry = retryOf(definition);
    const queue = {
      name: definition.name,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: definition.settings.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    };
    // Processes starting together may create the same queue at once: PostgreSQL refuses one of
    // them (a duplicate, or a deadlock over the queue's new table), which then finds it made.
    for (let attempt = 1; ; attempt++) {
      try {
        if (await engine.getQueue(definition.name))
          return await engine.updateQueue(definition.name, queue);
        return await engine.createQueue(definition.name, queue);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '23505' && code !== '40P01')) throw err;
        await sleep(50 + Math.random() * 200);
      }
    }
  }

  /**
   * Puts a job this process was running back in the queue, due now, without counting the attempt
   * (pg-boss counts one when a job with a start time is fetched again). After pg-boss failed it,
   * only while no other process has taken it since (it would have a start time again).
   */
  async function handBack(name: string, id: string, from: 'running' | 'failed by pg-boss') {
    const state =
      from === 'running'
        ? `state = 'active'`
        : `state in ('retry', 'failed') and started_on is null`;
    await database.executeSql(
      `update ${SCHEMA}.job set state = 'retry', start_after = now(), started_on = null, output = null
       where name = $1 and id = $2 and ${state}`,
      [name, id],
    );
  }

  /** Queues the slot due now in every process; the slot's fixed id lets one of them through. */
  function armSchedule(engine: PgBoss, definition: Definition & { cron: string }, after: Date) {
    const slot = nextSlot(definition.cron, after);
    const timer = setTimeout(
      () => {
        // A process that fell behind queues the latest due slot, not every one it missed.
        let due = slot;
        for (let next = nextSlot(definition.cron, due); next <= new Date(); )
          [due, next] = [next, nextSlot(definition.cron, next)];
        armSchedule(engine, definition, due);
        engine
          .send(
            definition.name,
            { slot: due.toISOString() },
            { id: slotJobId(definition.name, due) },
          )
          .catch((err: unknown) =>
            log.warn({ job: definition.name, err }, 'could not queue a scheduled job'),
          );
      },
      Math.max(0, slot.getTime() - Date.now()),
    );
    timer.unref();
    timers.set(definition.name, timer);
  }

  async function startEngine() {
    const engine = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: SCHEMA,
      schedule: false,
      supervise: true,
      migrate: true,
      pollingIntervalSeconds: options.pollSeconds ?? DEFAULT_POLL_SECONDS,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
    });
    engine.on('error', (err) => log.warn({ err }, 'job engine error; it tries again'));
    await engine.start();
    for (const definition of definitions.values()) await ensureQueue(engine, definition);
    boss = engine;
  }

  return {
    /** Defines a job that runs when enqueued; its payload is checked by `payload`. */
    define<Name extends keyof JobPayloads & string, Schema extends z.ZodType<JobPayloads[Name]>>(
      name: Name,
      payload: Schema,
      handler: JobHandler<z.output<Schema>>,
      settings: JobSettings = {},
    ): void {
      add({ name, payload, handler: handler as JobHandler<unknown>, settings });
    },

    /**
     * Runs `handler` once per slot of `cron` (six fields with seconds, or five), in one of the
     * processes on the database however many run.
     */
    schedule(
      name: string,
      cron: string,
      handler: (context: JobContext) => Promise<void>,
      settings: JobSettings = {},
    ): void {
      nextSlot(cron, new Date()); // a malformed expression throws here, at definition
      add({
        name,
        cron,
        payload: { parse: () => undefined } as unknown as z.ZodType,
        handler: (_payload, context) => handler(context),
        settings,
      });
    },

    /** Queues a job; resolves with its id (null when `key` found one already queued). */
    async enqueue<Name extends keyof JobPayloads & string>(
      name: Name,
      payload: JobPayloads[Name],
      enqueueOptions: EnqueueOptions = {},
    ): Promise<string | null> {
      const definition = definitionOf(name);
      if (definition.cron) throw new Error(`${name} is scheduled, not enqueued`);
      const data = definition.payload.parse(payload) as object;
      if (!boss) throw new Error('The job engine is not started');
      return boss.send(name, data, {
        ...(enqueueOptions.delaySeconds ? { startAfter: enqueueOptions.delaySeconds } : {}),
        ...(enqueueOptions.key ? { singletonKey: enqueueOptions.key } : {}),
      });
    },

    /** Creates the engine's tables when missing, then takes jobs and keeps the schedules. */
    start(): Promise<void> {
      starting ??= (async () => {
        await startEngine();
        const engine = boss as PgBoss;
        for (const definition of definitions.values()) {
          await work(engine, definition);
          if (definition.cron)
            armSchedule(engine, definition as Definition & { cron: string }, new Date());
        }
        log.info({ jobs: [...definitions.keys()] }, 'job engine started');
      })();
      return starting;
    },

    /**
     * Takes no more jobs, waits up to the grace time for those running, then hands them back to
     * the queue (another process, or the next start, runs them) without counting an attempt.
     */
    stop(): Promise<void> {
      stopping ??= (async () => {
        await starting?.catch(() => {});
        const engine = boss;
        if (!engine) return;
        for (const timer of timers.values()) clearTimeout(timer);
        for (const name of definitions.keys()) await engine.offWork(name);
        const deadline = Date.now() + stopGraceMs;
        while (running.size > 0 && Date.now() < deadline) await sleep(50);
        // Handed back in the database first, so that whatever the handler does next, pg-boss
        // cannot mark the job completed (it completes only active jobs); then told to stop.
        const handedBack = [...running.entries()];
        for (const [id, job] of handedBack) {
          job.handedBack = true;
          await handBack(job.name, id, 'running');
          job.abort.abort();
        }
        const abandonAt = Date.now() + HANDLER_ABORT_MS;
        while (running.size > 0 && Date.now() < abandonAt) await sleep(20);
        // pg-boss fails the jobs of handlers still running (a handler that ignores its signal):
        // hand those back again, as they were.
        await engine.stop({ graceful: false, close: false, wait: true });
        for (const [id, job] of handedBack) await handBack(job.name, id, 'failed by pg-boss');
        if (handedBack.length > 0)
          log.warn(
            { jobs: handedBack.map(([id, job]) => ({ id, name: job.name })) },
            'shutdown: running jobs handed back to the queue',
          );
      })();
      return stopping;
    },

    /** Runs a job in this process now, outside the queue (npm run job). */
    async runNow(name: string, payload?: unknown): Promise<void> {
      const definition = definitionOf(name);
      await execute(definition, definition.cron ? undefined : (payload ?? {}), {
        id: 'by-hand',
        attempt: 1,
        signal: new AbortController().signal,
        ...(definition.cron ? { slot: new Date() } : {}),
      });
    },

    /** Every defined job, with its schedule. */
    list(): { name: string; schedule: string | null }[] {
      return [...definitions.values()].map((d) => ({ name: d.name, schedule: d.cron ?? null }));
    },

    /** Calls `listener` after each run in this process (the metrics count them). */
    onRun(listener: (run: JobRun) => void): void {
      runListeners.push(listener);
    },

    /** Every job's counts, last and next run and last error, across every process. */
    async status(now = new Date()): Promise<JobStatus[]> {
      const names = [...definitions.keys()];
      const [counts, lastErrors] = boss
        ? await Promise.all([
            database.executeSql(
              `select name,
                 count(*) filter (where state in ('created', 'retry'))::int as queued,
                 count(*) filter (where state = 'active')::int as running,
                 count(*) filter (where state = 'failed')::int as failed,
                 min(start_after) filter (where state in ('created', 'retry')) as next_run,
                 max(started_on) as last_run
               from (select name, state, start_after, started_on from ${SCHEMA}.job where name = any($1)
                     union all
                     select name, state, start_after, started_on from ${SCHEMA}.archive where name = any($1)) jobs
               group by name`,
              [names],
            ),
            database.executeSql(
              `select distinct on (name) name, output->>'message' as message
               from (select name, output, completed_on, started_on from ${SCHEMA}.job
                       where name = any($1) and state in ('retry', 'failed') and output ? 'message'
                     union all
                     select name, output, completed_on, started_on from ${SCHEMA}.archive
                       where name = any($1) and state = 'failed' and output ? 'message') failures
               order by name, coalesce(completed_on, started_on) desc nulls last`,
              [names],
            ),
          ])
        : [{ rows: [] }, { rows: [] }];
      const date = (value: unknown) => (value ? new Date(value as string) : null);
      return [...definitions.values()].map((definition) => {
        const row = counts.rows.find((r) => r.name === definition.name) ?? {};
        const error = lastErrors.rows.find((r) => r.name === definition.name);
        const queuedAt = date(row.next_run);
        const slot = definition.cron ? nextSlot(definition.cron, now) : null;
        return {
          name: definition.name,
          schedule: definition.cron ?? null,
          lastRunAt: date(row.last_run),
          nextRunAt: queuedAt && (!slot || queuedAt < slot) ? queuedAt : slot,
          queued: Number(row.queued ?? 0),
          running: Number(row.running ?? 0),
          failed: Number(row.failed ?? 0),
          lastError: typeof error?.message === 'string' ? error.message : null,
        };
      });
    },
  };
}
