import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { type ErrorBody, unauthorized } from '../errors.ts';
import { countUndelivered } from '../mail/outbox-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate metrics listener, when METRICS_PORT is set. */
    metricsServer?: Server;
  }
}

export const METRICS_PATH = '/metrics';
/** The route label of requests no route matched: one label, whatever the path. */
const UNMATCHED = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when `authorization` is `Bearer <token>`; compared in constant time. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** The pg pool behind the database, if it is PostgreSQL (drizzle keeps it as `$client`). */
const pgPoolOf = (database: Database) => {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

function createMetrics(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new Gauge({
    name: 'arkaja_outbox_messages',
    help: 'Outgoing e-mails in the outbox (all processes): pending = waiting to be sent, failed = given up',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      try {
        const { pending, failed } = await countUndelivered(app.db);
        this.set({ status: 'pending' }, pending);
        this.set({ status: 'failed' }, failed);
      } catch (err) {
        // The database is away: the series is left out of this scrape rather than made up.
        app.log.debug({ err }, 'metrics: could not count the outbox');
      }
    },
  });
  const attempts = new Counter({
    name: 'arkaja_mail_delivery_attempts_total',
    help: 'Mail delivery attempts of this process by outcome: sent, retry (failed, will be retried), failed (given up)',
    labelNames: ['outcome'],
    registers,
  });
  app.mailer.onAttempt((outcome) => attempts.inc({ outcome }));

  const job = ['job'] as const;
  const jobRuns = new Counter({
    name: 'arkaja_job_runs_total',
    help: 'Job runs finished in this process, by job name (failed ones included)',
    labelNames: job,
    registers,
  });
  const jobFailures = new Counter({
    name: 'arkaja_job_failures_total',
    help: 'Job runs of this process that failed (each is retried until its last attempt)',
    labelNames: job,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'arkaja_job_duration_seconds',
    help: 'Time a job run took in this process, by job name',
    labelNames: job,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers,
  });
  for (const { name } of app.jobs.list()) {
    jobRuns.inc({ job: name }, 0);
    jobFailures.inc({ job: name }, 0);
  }
  app.jobs.onRun((run) => {
    jobRuns.inc({ job: run.name });
    if (run.outcome === 'failed') jobFailures.inc({ job: run.name });
    jobDuration.observe({ job: run.name }, run.seconds);
  });
  new Gauge({
    name: 'arkaja_job_queue_length',
    help: 'Jobs in the queue (all processes), by job name and state: queued, running, failed',
    labelNames: ['job', 'state'],
    registers,
    async collect() {
      this.reset();
      try {
        for (const status of await app.jobs.status()) {
          for (const state of ['queued', 'running', 'failed'] as const)
            this.set({ job: status.name, state }, status[state]);
        }
      } catch (err) {
        app.log.debug({ err }, 'metrics: could not count the jobs');
      }
    },
  });

  const pool = pgPoolOf(app.database);
  new Gauge({
    name: 'arkaja_db_pool_connections',
    help: 'Open database connections of this process (PGlite: its one embedded connection)',
    registers,
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  if (pool) {
    new Gauge({
      name: 'arkaja_db_pool_idle_connections',
      help: 'Open PostgreSQL connections not running a query',
      registers,
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'arkaja_db_pool_waiting_queries',
      help: 'Queries waiting for a free PostgreSQL connection',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return {
    registry,
    observe(request: FastifyRequest, statusCode: number, seconds: number) {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: statusCode,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

/**
 * Prometheus metrics on GET /metrics, readable only with METRICS_TOKEN as a bearer token,
 * and/or on a listener of its own on METRICS_PORT. With neither set, nothing is collected
 * or served.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, port } = app.config.metrics;
    if (!token && port === undefined) return;
    const metrics = createMetrics(app);
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(request, reply.statusCode, reply.elapsedTime / 1000);
    });

    const denied = () => unauthorized('A valid metrics token is required.');
    const deniedBody: ErrorBody = { error: { code: denied().code, message: denied().message } };
    const allowed = (authorization: string | undefined) =>
      !token || bearerMatches(authorization, token);

    if (token) {
      app.get(METRICS_PATH, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!allowed(request.headers.authorization)) {
          reply.header('www-authenticate', 'Bearer');
          throw denied();
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
    }

    if (port === undefined) return;
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      const known = path === METRICS_PATH && ['GET', 'HEAD'].includes(request.method ?? '');
      const answer = (status: number, type: string, body: string) => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      };
      if (!known) return answer(404, 'text/plain', 'Not found\n');
      if (!allowed(request.headers.authorization))
        return answer(401, 'application/json', JSON.stringify(deniedBody));
      metrics.registry.metrics().then(
        (text) => answer(200, metrics.registry.contentType, text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics: could not render');
          answer(500, 'text/plain', 'Metrics are unavailable\n');
        },
      );
    });
    app.decorate('metricsServer', server);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, app.config.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics', dependencies: ['deps'] },
);
