import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { trackConnections } from './connection-drain.ts';
import { compilePgliteForMemory, type Database, openDatabase } from './db/client.ts';
import { boundHeapGrowth } from './heap-growth.ts';
import { describeStartupError } from './startup-error.ts';

/** Requests still running this long after SIGTERM lose their connection; the database closes. */
const SHUTDOWN_GRACE_MS = 8_000;
/** Past this, shutdown gives up on a clean close and exits 1. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function start(config: Config) {
  boundHeapGrowth();
  if (!config.databaseUrl) compilePgliteForMemory();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : {
          kind: 'pglite',
          dataDir: `${config.dataDir}/pglite`,
          // Beside the compiled server: dist/pglite-template (scripts/build.mjs). From src/
          // (npm run dev) there is none, and a new folder is made by initdb.
          template: path.resolve(import.meta.dirname, '../../pglite-template'),
        },
  );
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    app = await buildApp({
      config,
      database,
      mailSpoolDir: path.join(config.dataDir, 'outbox'),
    });
    handleShutdown(app, database);
    await app.jobs.start();
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Close what was opened, so the embedded database's lock is released.
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
}

function handleShutdown(app: FastifyInstance, database: Database) {
  const connections = trackConnections(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.warn(
        { requests: connections.inFlight },
        'requests still running at the shutdown deadline: closing their connections',
      );
      connections.cut();
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // The job engine takes no more jobs from here, and has handed back those still running
      // after its grace (5 s, inside this one) before the database closes. Every request that
      // has started is answered (or cut at the grace) before the app closes.
      const jobsStopped = app.jobs.stop();
      connections.drain();
      await connections.drained;
      await Promise.all([app.close(), jobsStopped]);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

let config: Config | undefined;
try {
  config = loadConfig();
  await start(config);
} catch (err) {
  process.stderr.write(`${describeStartupError(err, config)}\n`);
  process.exit(1);
}
