import { accessSync, constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import {
  clearInterruptedCopy,
  copyPgliteTemplate,
  expectedManifest,
  isInterruptedCopy,
  matchingTemplate,
  writePgliteTemplate,
} from './pglite-template.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations in drizzle/ (or those in `migrationsFolder`). */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs SQL as written, for the job engine (pg-boss): with `values`, one parameterised statement;
   * without, a script of one or more statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

const defaultMigrationsFolder = () => path.join(projectRoot(), 'drizzle');

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * A template the build made (dist/pglite-template, pglite-template.ts): an empty dataDir
       * becomes a copy of it when it was made by this PGlite, with these start parameters and the
       * migrations of drizzle/; otherwise initdb runs.
       */
      template?: string | undefined;
    }
  | { kind: 'postgres'; url: string; max?: number | undefined };

/**
 * Limits that turn a database that is away into a quick error (a 503) instead of a request that
 * hangs: connecting (or waiting for a free pooled connection), and waiting for a query's answer.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, queryMs: 15_000, pingMs: 3_000 };

/**
 * Migrations run holding this PostgreSQL advisory lock, so that N processes starting at once (or
 * a rolling deploy that brings a new migration) apply each migration once: the others wait for
 * the lock, then find the migration applied.
 */
const MIGRATION_LOCK_KEY = 0x61726b616a61; // "arkaja"

/** PGlite in dataDir, or PostgreSQL through a pg pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      query_timeout: POSTGRES_TIMEOUTS.queryMs,
      keepAlive: true,
    });
    // A connection that breaks (the server restarts, an administrator ends it) is an error event
    // on its client: without listeners it would end the process. The pool drops idle ones itself;
    // a query on a checked-out one fails, and the request that ran it answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate(migrationsFolder = defaultMigrationsFolder()) {
        // Its own session, without the query timeout: a migration may take long, and so may the
        // wait for another process's migration.
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
        });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          // Ending the session releases the advisory lock.
          await client.end();
        }
      },
      async ping() {
        // node-postgres reads query_timeout per query too; its types list it only for the pool.
        await pool.query({
          text: 'select 1',
          query_timeout: POSTGRES_TIMEOUTS.pingMs,
        } as pg.QueryConfig);
      },
      async executeSql(text, values) {
        // A script of several statements answers with a result per statement: its last, as on
        // PGlite.
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
      },
      close: () => pool.end(),
    };
  }
  return openPglite(options.dataDir, options.template);
}

/**
 * PGlite's PostgreSQL settings: its own defaults, with 16 MB of shared buffers instead of
 * 128 MB (about 125 MB less resident memory; the site's data fits many times over).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The extensions the migrations create: pg_trgm serves the lists' searches (lib/lists.ts). */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Compiles PGlite's WebAssembly with V8's baseline compiler (Liftoff) only, never TurboFan. The
 * optimising tier compiled PostgreSQL's hot functions a second time, and the memory of those
 * compilations stayed with the process: ~40 MB more resident memory at idle (212 against 172 MB
 * once settled), for no measurable gain in the site's queries (newsletter writes at the same
 * rate or faster, since no compilation competes with them). V8 reads the flag when it compiles a
 * module, so it must be set before the first PGlite starts; it applies to the whole process
 * (the server's only WebAssembly is PGlite). Decision 045.
 */
export function compilePgliteForMemory(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * Creates the database files in an empty folder (initdb) in a worker thread that ends when it is
 * done: PGlite keeps initdb's WebAssembly memory (~440 MB) referenced for as long as the
 * instance lives, so doing it in the server's own instance would keep it for the whole run.
 */
async function initPgliteFolder(dataDir: string): Promise<void> {
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
    const { PGlite } = require(workerData.pglite);
    (async () => {
      const db = new PGlite(workerData.dataDir, { startParams: workerData.startParams });
      await db.waitReady;
      await db.close();
      parentPort.postMessage('done');
    })().catch((error) => { throw error; });`,
    {
      eval: true,
      workerData: {
        pglite: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
        dataDir,
        startParams: PGLITE_START_PARAMS,
      },
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`initdb worker exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Makes the build's template (scripts/build.mjs → dist/pglite-template): a new folder, initialised
 * and migrated, with the manifest a server compares before it copies it. With `cacheDir`, a
 * template there with the same manifest is copied instead of made (initdb and the migrations
 * cost some ten core-seconds), and one made is left there: `npm test`'s build and its API tests
 * both need one (decision 045, amended).
 */
export async function createPgliteTemplate(
  templateDir: string,
  {
    migrationsFolder = defaultMigrationsFolder(),
    cacheDir,
  }: { migrationsFolder?: string; cacheDir?: string } = {},
): Promise<void> {
  await writePgliteTemplate(
    templateDir,
    expectedManifest(PGLITE_START_PARAMS, migrationsFolder),
    async (dataDir) => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await database.migrate(migrationsFolder);
      } finally {
        await database.close();
      }
    },
    cacheDir,
  );
}

/** The embedded folder exists but PGlite could not open it. */
export class DataFolderDamaged extends Error {
  constructor(
    readonly folder: string,
    options: ErrorOptions,
  ) {
    super(
      `The embedded database in ${folder} could not be opened: its files are damaged, incomplete or from another version. Restore the folder from a backup, or move it away to start with an empty database.`,
      options,
    );
    this.name = 'DataFolderDamaged';
  }
}

async function openPglite(dataDir: string, template: string | undefined): Promise<Database> {
  const lock = lockDataFolder(dataDir);
  let client: PGlite;
  try {
    client = await openPgliteFolder(dataDir, template);
  } catch (err) {
    lock.release();
    throw err;
  }
  const executeOwn = readDrizzleTypesAsText(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = defaultMigrationsFolder()) =>
      migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    async executeSql(text, values) {
      if (values?.length) return executeOwn.query<Record<string, unknown>>(text, values);
      // PGlite's query() takes one statement; exec() runs a script and answers per statement.
      const results = await executeOwn.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** The types drizzle reads as PostgreSQL's text (its PGlite driver), element types first. */
const DRIZZLE_TEXT_TYPES = {
  [types.TIMESTAMP]: 1115,
  [types.TIMESTAMPTZ]: 1185,
  [types.INTERVAL]: 1187,
  [types.DATE]: 1182,
} as const;
/** numeric[], which drizzle reads as text too (numeric itself PGlite reads as text already). */
const NUMERIC_ARRAY = 1231;
const asText = (value: string) => value;

/**
 * drizzle asks PGlite for timestamps, dates and intervals as text by passing parsers with every
 * query, and PGlite then copies its table of 300-odd parsers for that query: half the cost of a
 * small query (310 µs against 150 on a quiet core). This client reads those types as text for
 * every query instead, and drops the per-query parsers drizzle sends. `executeSql` (pg-boss,
 * scripts) keeps PGlite's own reading (timestamps as Date objects, as node-postgres), by asking
 * for it per query; value-types.test.ts holds both paths to their forms.
 */
function readDrizzleTypesAsText(client: PGlite) {
  const own: Record<number, (value: string) => unknown> = {};
  for (const [element, array] of Object.entries(DRIZZLE_TEXT_TYPES)) {
    const parse = client.parsers[element]!;
    own[Number(element)] = parse;
    own[array] = (value) => types.arrayParser(value, parse, array);
    client.parsers[element] = asText;
    client.parsers[array] = asText;
  }
  own[NUMERIC_ARRAY] = client.parsers[NUMERIC_ARRAY]!;
  client.parsers[NUMERIC_ARRAY] = asText;

  const withoutParsers = <O extends { parsers?: unknown } | undefined>(options: O) =>
    options?.parsers ? { ...options, parsers: undefined } : options;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => query(text, params, withoutParsers(options));
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutParsers(options));
      return callback(tx);
    });
  return {
    query: <T>(text: string, params: unknown[]) => query<T>(text, params, { parsers: own }),
    exec: (text: string) => client.exec(text, { parsers: own }),
  };
}

/** Written at every checkpoint: a restored copy owned by another user fails here first. */
const CONTROL_FILE = 'global/pg_control';

/** The template's data folder when it suits this server, else null (initdb then). */
function usableTemplate(template: string | undefined): string | null {
  if (!template) return null;
  return matchingTemplate(
    template,
    expectedManifest(PGLITE_START_PARAMS, defaultMigrationsFolder()),
  );
}

async function openPgliteFolder(dataDir: string, template: string | undefined): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  // PGlite reports a folder it may not write to as a failed start, like a damaged one.
  accessSync(dataDir, constants.W_OK);
  const interrupted = isInterruptedCopy(dataDir);
  if (interrupted) clearInterruptedCopy(dataDir);
  const isNew = interrupted || readdirSync(dataDir).length === 0;
  if (!isNew && existsSync(path.join(dataDir, CONTROL_FILE)))
    accessSync(path.join(dataDir, CONTROL_FILE), constants.W_OK);
  try {
    if (isNew) {
      const templateData = usableTemplate(template);
      // A copy of the build's initialised and migrated folder: no initdb, no WebAssembly for it.
      if (templateData) copyPgliteTemplate(templateData, dataDir);
      else await initPgliteFolder(dataDir);
    }
    const client = new PGlite(dataDir, {
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
    return client;
  } catch (err) {
    if (isNew) throw err;
    throw new DataFolderDamaged(dataDir, { cause: err });
  }
}
