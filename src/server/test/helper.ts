import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { isStaffRole } from '#shared/permissions.ts';
import type { Role } from '#shared/schemas/user.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { mfaSecretContext } from '../features/mfa/service.ts';
import { newTotpSecret } from '../features/mfa/totp.ts';
import { SESSION_COOKIE } from '../features/sessions/index.ts';
import type { HttpTimeouts } from '../http-timeouts.ts';
import { type PristineState, pristineState, restorePristine } from './reusable-database.ts';

export const TEST_ORIGIN = 'http://localhost:80';

/** A clock tests can move forward. */
export function testClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** Runs one statement on the PostgreSQL server of `url`, in a session of its own; its rows. */
export async function onPostgresServer(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and `drop()`. */
export async function createPostgresDatabase(serverUrl: string, prefix = 'test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /**
     * Waits until no session is left on the database. A closed pool's clients say goodbye on
     * their own time; killing one still closing (drop ... with force) raises an error on a pool
     * nobody listens to any more.
     */
    async whenDisconnected() {
      for (let wait = 0; wait < 100; wait++) {
        const [row] = await onPostgresServer(
          serverUrl,
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (row?.open === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    drop: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * An empty, migrated database for one test file: PGlite in a memory-backed folder, copied from
 * the run's migrated template (global-setup.ts), or a new database on the PostgreSQL server
 * named by DATABASE_URL (so the same suite runs on both).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openEmbeddedTestDatabase();
  const created = await createPostgresDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url: created.url, max: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
        await created.whenDisconnected();
      } finally {
        await created.drop();
      }
    },
  };
}

/**
 * Embedded databases that test apps of this worker were done with, and the state a fresh copy of
 * the template is in: the next test file takes one back and has it put in that state
 * (reusable-database.ts) instead of opening a copy.
 */
const idleDatabases: Database[] = [];
let pristine: PristineState | undefined;
/** The database behind each handle given to a test. */
const reusable = new WeakMap<Database, Database>();
/** The databases a test closed itself: never handed back, as it may go on using them. */
const closedByTest = new WeakSet<Database>();

/**
 * A copy of the run's template, or an earlier test app's database put back as the template made
 * it. Its folder lies in the run's scratch folder, which the global teardown removes.
 */
async function openEmbeddedTestDatabase(): Promise<Database> {
  // The one handed back last first: its pages are the warmest.
  for (let underlying = idleDatabases.pop(); underlying; underlying = idleDatabases.pop()) {
    try {
      await restorePristine(underlying, pristine!);
      return tracked(underlying);
    } catch {
      await underlying.close().catch(() => {});
    }
  }
  const dataDir = mkdtempSync(path.join(inject('testScratch'), 'pglite-'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    template: inject('pgliteTemplate'),
  });
  // Already migrated in the template; this only confirms it, as the server does at start.
  await database.migrate();
  pristine ??= await pristineState(database);
  return tracked(database);
}

function tracked(underlying: Database): Database {
  const handle: Database = {
    ...underlying,
    close: async () => {
      closedByTest.add(handle);
      await underlying.close();
    },
  };
  reusable.set(handle, underlying);
  return handle;
}

/**
 * A test app is done with `database`: an embedded one the test did not close waits for the next
 * test file of this worker; any other is closed.
 */
export async function releaseTestDatabase(database: Database): Promise<void> {
  const underlying = reusable.get(database);
  if (!underlying || closedByTest.has(database)) return database.close().catch(() => {});
  reusable.delete(database);
  idleDatabases.push(underlying);
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
};

/**
 * Builds the app on a fresh database; `env` overrides configuration (e.g. SMTP_URL), `log`
 * receives the app's log at trace level (silent otherwise), `timeouts` shortens waits on clients,
 * and `fullPasswordCost` keeps the server's own scrypt cost instead of the cheap test cost.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    log?: NodeJS.WritableStream;
    timeouts?: Partial<HttpTimeouts>;
    fullPasswordCost?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = testClock();
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    DIST_DIR: 'dist-none',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Password tests ask for the server's own cost; the rest hash fast (decision 056).
    ...(options.fullPasswordCost ? {} : { PASSWORD_HASHING: 'fast-for-tests' }),
    // A key of the test's own, so that no key file is made in the project's data folder.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: options.log ? { level: 'trace', stream: options.log } : false,
    timeouts: options.timeouts,
    // Only for tests that start the engine (app.jobs.start()): an idle worker looks sooner.
    jobPollSeconds: 0.5,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await releaseTestDatabase(database);
    },
  };
}

/**
 * Waits until no job of `name` is queued or running (the engine must be started), so that what
 * the jobs do (the mail they send) is done; throws after `timeoutMs`.
 */
export async function jobsSettled(t: TestApp, name: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.database.executeSql(
      `select count(*)::int as open from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
      [name],
    );
    if (rows[0]?.open === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs ${name} still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Keeps cookies between requests, as a browser on the site would, and sends its Origin. */
export class TestAgent {
  /** Writes any agent has sent (a method other than GET, HEAD, OPTIONS), refused ones too. */
  static writesSent = 0;
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions) {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(options.headers as Record<string, string>),
    };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({ ...options, headers });
    if (!['GET', 'HEAD', 'OPTIONS'].includes(options.method ?? 'GET')) TestAgent.writesSent++;
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      if (
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now())
      ) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

let userCounter = 0;

/**
 * A user stored directly (no password login), with a session cookie on a new agent: for tests of
 * features that only need "a signed-in customer/partner/staff member". Auth tests use the real
 * routes. A staff member gets a second factor with a real secret (`mfaSecret`, for computing
 * codes with `totpCode`) and a session as POST /api/auth/mfa/verify leaves it; pass
 * `{ mfaSecret: null, mfaEnabledAt: null }` for one who has not set it up.
 */
export async function signedInAgent(
  t: TestApp,
  role: Role,
  fields: Partial<typeof users.$inferInsert> = {},
) {
  userCounter++;
  const id = randomUUID();
  const email = fields.email ?? `${role}${userCounter}-${id.slice(0, 8)}@test.example`;
  const secret =
    fields.mfaSecret !== undefined ? fields.mfaSecret : isStaffRole(role) ? newTotpSecret() : null;
  await t.database.db.insert(users).values({
    id,
    email,
    passwordHash: 'not-a-login-account',
    role,
    userType: isStaffRole(role) ? 'admin' : role === 'partner' || role === 'customer' ? role : null,
    ...(isStaffRole(role) ? { mfaEnabledAt: t.clock.now() } : {}),
    firstName: `${role[0]!.toUpperCase()}${role.slice(1)}`,
    lastName: `Tester${userCounter}`,
    username: `${role}_${userCounter}_${id.slice(0, 6)}`,
    // A user who confirmed their address; pass `emailConfirmedAt: null` for one who has not.
    emailConfirmedAt: t.clock.now(),
    ...fields,
    // Stored sealed, as the server stores it; the test gets the secret itself.
    mfaSecret: secret && t.app.secrets.seal(secret, mfaSecretContext(id)),
  });
  return {
    agent: await sessionAgent(t, id),
    user: { id, email, role, mfaSecret: secret },
  };
}

/** One more signed-in session of an existing account (another browser of the same user). */
export async function sessionAgent(t: TestApp, userId: string): Promise<TestAgent> {
  const sid = randomBytes(32).toString('base64url');
  await t.database.db.insert(sessions).values({
    sid: createHash('sha256').update(sid).digest('hex'),
    sess: { userId, createdAt: t.clock.now().toISOString() },
    expire: new Date(t.clock.now().getTime() + 7 * 24 * 3600 * 1000),
  });
  const agent = new TestAgent(t.app);
  agent.setCookie(SESSION_COOKIE, sid);
  return agent;
}

/**
 * One signed-in agent per caller for a walk over many routes, made again only when a request
 * ended its session (a logout, an account deleted): making an account and a session for each
 * request was most of the route walks' time. The session table is looked at only after some
 * agent sent a write, since only a write ends a session (a refused one too: a wrong current
 * password counts as a login try). A walk's requests go through agents.
 */
export function agentsUntilSignedOut<Caller>(
  t: TestApp,
  make: (caller: Caller) => Promise<TestAgent>,
) {
  const agents = new Map<Caller, { agent: TestAgent; checkedAtWrites: number }>();
  const stillSignedIn = async (agent: TestAgent) => {
    const sid = agent.cookie(SESSION_COOKIE);
    if (!sid) return false;
    const hash = createHash('sha256').update(sid).digest('hex');
    const [row] = await t.database.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.sid, hash));
    return row !== undefined;
  };
  return async (caller: Caller): Promise<TestAgent> => {
    const kept = agents.get(caller);
    if (kept) {
      if (kept.checkedAtWrites === TestAgent.writesSent) return kept.agent;
      if (await stillSignedIn(kept.agent)) {
        kept.checkedAtWrites = TestAgent.writesSent;
        return kept.agent;
      }
    }
    const agent = await make(caller);
    agents.set(caller, { agent, checkedAtWrites: TestAgent.writesSent });
    return agent;
  };
}

/** Every route of the app as "METHOD /url" (HEAD routes included), read from Fastify's own tree. */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of match[3]!.split(', ')) routes.push(`${method} ${url}`);
  }
  return routes;
}

/** A well-formed value of parameters with a shape of their own (a link's 43-character token). */
const SHAPED_PARAMETERS: Record<string, string> = { token: 'A'.repeat(43), key: 'survey_report' };

/**
 * A concrete path for a route pattern: every parameter filled with `value`, except that a
 * shaped parameter left at the default gets a well-formed value, so the path names a route.
 */
export const fillParams = (pattern: string, value?: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => value ?? SHAPED_PARAMETERS[name] ?? '1');
