import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { PASSWORD_WORK_CONCURRENCY } from '#server/lib/password.ts';
import {
  buildTestApp,
  jobsSettled,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { STUB_ASSET, stubClient } from '#server/test/stub-client.ts';
import { accountMessages } from '#shared/schemas/account.ts';
import { application } from '../partners/test-support.ts';
import { LOGIN_PER_ACCOUNT } from './login-and-register-limits.ts';
import { PASSWORD_RESET_JOB } from './recovery.ts';
import { newAccount } from './test-support.ts';
import {
  consumeAccountToken,
  INVALID_TOKEN_MESSAGE,
  issueAccountToken,
  TOKEN_LIMITS,
  TOKEN_TTL_MS,
} from './tokens.ts';

/** A token of the right shape that names no link. */
const randomToken = () => randomBytes(32).toString('base64url');

type Attempt = { name: string; send: () => Promise<LightMyRequestResponse>; status: number };

/**
 * The routes whose request body carries a password, from the API description (every route's
 * zod body schema), as `METHOD /path`. A new one must be added to the tables below.
 */
function passwordRoutes(t: TestApp, which: 'all' | 'signed-in' = 'all'): string[] {
  const spec = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const found: string[] = [];
  for (const [url, operations] of Object.entries(spec.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const body = (
        operation.requestBody as
          | { content?: Record<string, { schema?: { properties?: object } }> }
          | undefined
      )?.content?.['application/json']?.schema?.properties;
      if (!body || !Object.keys(body).some((field) => /password/i.test(field))) continue;
      if (which === 'signed-in' && operation['x-access'] === 'public') continue;
      found.push(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  return found.sort();
}

describe('password work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.jobs.start();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const derivations = () => t.app.passwords.derivations;

  /** A registered account, signed in on `agent`. */
  async function registered() {
    const account = newAccount();
    const agent = new TestAgent(t.app);
    const response = await agent.post('/api/auth/register', account);
    expect(response.statusCode).toBe(201);
    return { account, agent, userId: response.json().user.id as string };
  }

  /** Uses up this address's login tries at the account (each one a wrong password). */
  async function exhaustLoginTries(email: string) {
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i++)
      await new TestAgent(t.app).post('/api/auth/login', { email, password: `wrong-${i}-try` });
  }

  /**
   * For every route that hashes or checks a password: requests that the cheap checks (body,
   * session, token, limits, the password rules) refuse.
   */
  const refusedCheaply: Record<string, () => Promise<Attempt[]>> = {
    'POST /api/auth/login': async () => {
      const { account } = await registered();
      await exhaustLoginTries(account.email);
      const login = (password: string) => () =>
        new TestAgent(t.app).post('/api/auth/login', { email: account.email, password });
      return [
        { name: 'no password', send: login(''), status: 400 },
        { name: 'over the login limit', send: login(account.password), status: 429 },
      ];
    },
    'POST /api/auth/register': async () => [
      {
        name: 'a common password',
        send: () =>
          new TestAgent(t.app).post('/api/auth/register', newAccount({ password: 'password123' })),
        status: 400,
      },
    ],
    'POST /api/auth/password/reset': async () => {
      const reset =
        (token: string, password = 'Hawa-Mahal-Sunrise-9') =>
        () =>
          new TestAgent(t.app).post('/api/auth/password/reset', { token, password });
      const { userId } = await registered();
      const expired = await issueAccountToken(
        db(),
        { userId, purpose: 'password_reset', ttlMs: 1 },
        new Date(t.clock.now().getTime() - 60_000),
      );
      const confirmation = await issueAccountToken(
        db(),
        { userId, purpose: 'email_confirmation' },
        t.clock.now(),
      );
      const valid = await issueAccountToken(
        db(),
        { userId, purpose: 'password_reset' },
        t.clock.now(),
      );
      return [
        { name: 'a random token', send: reset(randomToken()), status: 400 },
        { name: 'an expired token', send: reset(expired), status: 400 },
        { name: 'another purpose’s token', send: reset(confirmation), status: 400 },
        { name: 'a common password', send: reset(valid, 'password123'), status: 400 },
      ];
    },
    'POST /api/auth/password/change': async () => {
      const { account, agent } = await registered();
      const change = (browser: TestAgent, currentPassword: string, newPassword: string) => () =>
        browser.post('/api/auth/password/change', { currentPassword, newPassword });
      const { account: limited, agent: limitedAgent } = await registered();
      await exhaustLoginTries(limited.email);
      return [
        {
          name: 'no session',
          send: change(new TestAgent(t.app), account.password, 'New-Strong-Pass-7'),
          status: 401,
        },
        {
          name: 'the same password',
          send: change(agent, account.password, account.password),
          status: 400,
        },
        {
          name: 'a common password',
          send: change(agent, account.password, 'password123'),
          status: 400,
        },
        {
          name: 'over the login limit',
          send: change(limitedAgent, limited.password, 'New-Strong-Pass-7'),
          status: 429,
        },
      ];
    },
    'DELETE /api/account': async () => {
      const remove = (browser: TestAgent, password: string) => () =>
        browser.request({ method: 'DELETE', url: '/api/account', payload: { password } });
      const { account: limited, agent: limitedAgent } = await registered();
      await exhaustLoginTries(limited.email);
      return [
        { name: 'no session', send: remove(new TestAgent(t.app), limited.password), status: 401 },
        { name: 'over the login limit', send: remove(limitedAgent, limited.password), status: 429 },
      ];
    },
    'POST /api/auth/mfa/disable': async () => {
      const disable = (browser: TestAgent, password: string) => () =>
        browser.post('/api/auth/mfa/disable', { password, code: '123456' });
      const { account: limited, agent: limitedAgent } = await registered();
      await exhaustLoginTries(limited.email);
      return [
        { name: 'no session', send: disable(new TestAgent(t.app), limited.password), status: 401 },
        {
          name: 'over the login limit',
          send: disable(limitedAgent, limited.password),
          status: 429,
        },
      ];
    },
    'POST /api/partners/signup': async () => {
      const { account } = await registered();
      const apply = (overrides: Record<string, unknown>) => () =>
        new TestAgent(t.app).post('/api/partners/signup', application(overrides));
      return [
        { name: 'no password', send: apply({}), status: 400 },
        { name: 'a common password', send: apply({ password: 'password123' }), status: 400 },
        {
          name: 'an address with an account',
          send: apply({ email: account.email, password: 'Sitapura-Sun-2024' }),
          status: 409,
        },
      ];
    },
  };

  it('lists every route that takes a password', () => {
    expect(passwordRoutes(t)).toEqual(Object.keys(refusedCheaply).sort());
  });

  for (const route of Object.keys(refusedCheaply))
    it(`${route}: a request the cheap checks refuse does no password hashing`, async () => {
      for (const attempt of await refusedCheaply[route]!()) {
        const before = derivations();
        const response = await attempt.send();
        expect({ attempt: attempt.name, status: response.statusCode }).toEqual({
          attempt: attempt.name,
          status: attempt.status,
        });
        expect({ attempt: attempt.name, hashed: derivations() - before }).toEqual({
          attempt: attempt.name,
          hashed: 0,
        });
      }
    });

  describe('links (reset, invitation, confirmation)', () => {
    const fromAddress = (url: string, payload: object, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    const LINK_ROUTES = [
      ['/api/auth/password/reset', (token: string) => ({ token, password: 'Hawa-Mahal-9x' })],
      ['/api/auth/email/confirm', (token: string) => ({ token })],
    ] as const;

    for (const [index, [url, body]] of LINK_ROUTES.entries())
      it(`${url}: five wrong links from one address, then 429 for any link from it`, async () => {
        const address = `198.51.100.${index + 1}`;
        for (let i = 0; i < TOKEN_LIMITS.failuresPerIp.limit; i++) {
          const response = await fromAddress(url, body(randomToken()), address);
          expect(response.statusCode).toBe(400);
          expect(response.json().error.message).toBe(INVALID_TOKEN_MESSAGE);
        }
        const sixth = await fromAddress(url, body(randomToken()), address);
        expect(sixth.statusCode).toBe(429);
        expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
        // Every link route shares the address's count.
        for (const [other, otherBody] of LINK_ROUTES)
          expect((await fromAddress(other, otherBody(randomToken()), address)).statusCode).toBe(
            429,
          );
        // Another address is not held up.
        expect((await fromAddress(url, body(randomToken()), '203.0.113.77')).statusCode).toBe(400);
        t.clock.advance(TOKEN_LIMITS.failuresPerIp.windowSeconds * 1000);
      });

    it('valid links do not add up per address, and one link is tried a few times at most', async () => {
      const address = '198.51.100.200';
      for (let i = 0; i < TOKEN_LIMITS.failuresPerIp.limit + 2; i++) {
        const { userId } = await registered();
        const token = await issueAccountToken(
          db(),
          { userId, purpose: 'email_confirmation' },
          t.clock.now(),
        );
        expect((await fromAddress('/api/auth/email/confirm', { token }, address)).statusCode).toBe(
          200,
        );
      }
      // One token from many addresses: each address has tries left, the token has not.
      const token = randomToken();
      const statuses: number[] = [];
      for (let i = 0; i <= TOKEN_LIMITS.triesPerToken.limit; i++)
        statuses.push(
          (
            await fromAddress(
              '/api/auth/password/reset',
              { token, password: 'Hawa-Mahal-Sunrise-9' },
              `203.0.113.${100 + i}`,
            )
          ).statusCode,
        );
      expect(statuses).toEqual([...Array(TOKEN_LIMITS.triesPerToken.limit).fill(400), 429]);
      t.clock.advance(TOKEN_LIMITS.triesPerToken.windowSeconds * 1000);
    });
  });

  describe('the same work whoever asks', () => {
    it('logs in an unknown address, an invited and a deleted account with a full check, as a wrong password', async () => {
      const { account } = await registered();
      const invited = `invited-${randomBytes(4).toString('hex')}@factory.example`;
      const deleted = `deleted-${randomBytes(4).toString('hex')}@deleted.invalid`;
      for (const [email, passwordHash] of [
        [invited, 'invited'],
        [deleted, 'deleted'],
      ] as const)
        await signedInAgent(t, 'customer', { email, passwordHash });
      const answers: Record<string, { status: number; body: string; hashed: number }> = {};
      for (const [who, email] of [
        ['wrong password', account.email],
        ['unknown address', `nobody-${Date.now()}@factory.example`],
        ['invited, no password yet', invited],
        ['deleted', deleted],
      ] as const) {
        const before = derivations();
        const response = await new TestAgent(t.app).post('/api/auth/login', {
          email,
          password: 'Guess-Something-9',
        });
        answers[who] = {
          status: response.statusCode,
          body: response.body,
          hashed: derivations() - before,
        };
      }
      const expected = answers['wrong password']!;
      expect(expected).toMatchObject({ status: 401, hashed: 1 });
      for (const answer of Object.values(answers)) expect(answer).toEqual(expected);
    });

    const resetJobsQueued = async () =>
      Number(
        (
          await t.database.executeSql(
            `select count(*)::int as n from (select id from pgboss.job where name = $1
             union all select id from pgboss.archive where name = $1) jobs`,
            [PASSWORD_RESET_JOB],
          )
        ).rows[0]?.n,
      );

    it('answers "forgot password" for a known and an unknown address after the same steps', async () => {
      const { account } = await registered();
      const unknown = `nobody-${Date.now()}@factory.example`;
      const steps: Record<
        string,
        { status: number; body: string; hashed: number; deferred: number }
      > = {};
      for (const [who, email] of [
        ['known', account.email],
        ['unknown', unknown],
      ] as const) {
        await jobsSettled(t, PASSWORD_RESET_JOB);
        const [hashedBefore, queuedBefore] = [derivations(), await resetJobsQueued()];
        const response = await new TestAgent(t.app).post('/api/auth/password/forgot', { email });
        steps[who] = {
          status: response.statusCode,
          body: response.body,
          hashed: derivations() - hashedBefore,
          // The link and the mail are a job's, queued for both.
          deferred: (await resetJobsQueued()) - queuedBefore,
        };
      }
      expect(steps.known).toEqual({
        status: 202,
        body: JSON.stringify({ message: accountMessages.forgotAccepted }),
        hashed: 0,
        deferred: 1,
      });
      expect(steps.unknown).toEqual(steps.known);
      await jobsSettled(t, PASSWORD_RESET_JOB);
      expect(await db().select().from(outbox).where(eq(outbox.to, unknown))).toHaveLength(0);
      const mails = await db().select().from(outbox).where(eq(outbox.to, account.email));
      expect(mails.map((mail) => mail.subject)).toContain('Reset your password');
    });
  });

  describe('only the newest link of a purpose works', () => {
    for (const purpose of Object.keys(TOKEN_TTL_MS) as (keyof typeof TOKEN_TTL_MS)[])
      it(`${purpose}: a new link ends the older unused ones`, async () => {
        const { userId } = await registered();
        const issue = () => issueAccountToken(db(), { userId, purpose }, t.clock.now());
        const [first, second] = [await issue(), await issue()];
        const newest = await issue();
        for (const older of [first, second])
          await expect(
            consumeAccountToken(db(), { token: older, purposes: [purpose] }, t.clock.now()),
          ).rejects.toMatchObject({ statusCode: 400, message: INVALID_TOKEN_MESSAGE });
        await expect(
          consumeAccountToken(db(), { token: newest, purposes: [purpose] }, t.clock.now()),
        ).resolves.toMatchObject({ userId, purpose });
      });

    it('a newer reset mail makes the older link useless, through the routes', async () => {
      const { account } = await registered();
      const linkFor = async () => {
        await new TestAgent(t.app).post('/api/auth/password/forgot', { email: account.email });
        await jobsSettled(t, PASSWORD_RESET_JOB);
        const [mail] = await db()
          .select()
          .from(outbox)
          .where(eq(outbox.to, account.email))
          .orderBy(outbox.id)
          .then((rows) => rows.filter((row) => row.text.includes('/auth/reset?')).slice(-1));
        return /\/auth\/reset\?token=([\w-]+)/.exec(mail!.text)![1]!;
      };
      const older = await linkFor();
      const newer = await linkFor();
      const reset = (token: string) =>
        new TestAgent(t.app).post('/api/auth/password/reset', {
          token,
          password: 'Hawa-Mahal-Sunrise-9',
        });
      expect((await reset(older)).statusCode).toBe(400);
      expect((await reset(newer)).statusCode).toBe(200);
    });
  });

  describe('current-password checks count as login tries', () => {
    /** Each route that asks a signed-in user for their password, with a wrong one. */
    const wrongTry: Record<string, (agent: TestAgent) => Promise<LightMyRequestResponse>> = {
      'POST /api/auth/password/change': (agent) =>
        agent.post('/api/auth/password/change', {
          currentPassword: 'Not-My-Password-1',
          newPassword: 'New-Strong-Pass-7',
        }),
      'POST /api/auth/mfa/disable': (agent) =>
        agent.post('/api/auth/mfa/disable', { password: 'Not-My-Password-1', code: '123456' }),
      'DELETE /api/account': (agent) =>
        agent.request({
          method: 'DELETE',
          url: '/api/account',
          payload: { password: 'Not-My-Password-1' },
        }),
    };

    it('lists every signed-in route that takes a password', () => {
      expect(passwordRoutes(t, 'signed-in')).toEqual(Object.keys(wrongTry).sort());
    });

    for (const route of Object.keys(wrongTry))
      it(`${route}: after the login limit of wrong tries, it and login answer 429`, async () => {
        const { account, agent } = await registered();
        for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i++) {
          const response = await wrongTry[route]!(agent);
          expect(response.statusCode).toBe(400);
          expect(response.json().error.message).toBe(accountMessages.wrongPassword);
        }
        for (const other of Object.values(wrongTry))
          expect((await other(agent)).statusCode).toBe(429);
        const login = await new TestAgent(t.app).post('/api/auth/login', account);
        expect(login.statusCode).toBe(429);
      });

    it('wrong logins count for these routes too, and a right password still works once the window passes', async () => {
      const { account, agent } = await registered();
      await exhaustLoginTries(account.email);
      for (const send of Object.values(wrongTry)) expect((await send(agent)).statusCode).toBe(429);
      t.clock.advance(LOGIN_PER_ACCOUNT.windowSeconds * 1000);
      const change = await agent.post('/api/auth/password/change', {
        currentPassword: account.password,
        newPassword: 'New-Strong-Pass-7',
      });
      expect(change.statusCode).toBe(200);
    });
  });
});

describe('hashing and file serving', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = stubClient();
    t = await buildTestApp({ env: { DIST_DIR: distDir }, fullPasswordCost: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('takes about as long to refuse an invited account or an unknown address as a wrong password', async () => {
    const account = newAccount();
    expect((await new TestAgent(t.app).post('/api/auth/register', account)).statusCode).toBe(201);
    const invited = `invited-${randomBytes(4).toString('hex')}@factory.example`;
    await signedInAgent(t, 'customer', { email: invited, passwordHash: 'invited' });
    const msFor = async (email: string) => {
      const derivations = t.app.passwords.derivations;
      const started = performance.now();
      const response = await new TestAgent(t.app).post('/api/auth/login', {
        email,
        password: 'Guess-Something-9',
      });
      expect(response.statusCode).toBe(401);
      const ms = performance.now() - started;
      // One full-cost check each, whatever the account: the sure sign, as times vary.
      expect(t.app.passwords.derivations - derivations, email).toBe(1);
      return ms;
    };
    const wrongPassword = await msFor(account.email);
    // Loose on purpose: on a machine busy with the whole suite one sample varies threefold.
    // Without the dummy check an invited account took 142 ms against 1,518–2,072 ms.
    expect(await msFor(invited)).toBeGreaterThan(wrongPassword / 6);
    expect(await msFor(`nobody-${Date.now()}@factory.example`)).toBeGreaterThan(wrongPassword / 6);
  }, 120_000);

  it('serves a static asset at once while logins wait for their password checks', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@factory.example`;
    // One full-cost check alone, for scale.
    let started = performance.now();
    await t.app.passwords.verify('Guess-0', null);
    const oneCheckMs = performance.now() - started;

    // One more than run at once, so that one waits (each is a full-cost hash: about 0.7 s).
    const logins = Array.from({ length: PASSWORD_WORK_CONCURRENCY + 1 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `Guess-${i}-password` },
        remoteAddress: `203.0.113.${i + 1}`,
      }),
    );
    await expect.poll(() => t.app.passwords.load.waiting, { interval: 5 }).toBeGreaterThan(0);
    started = performance.now();
    const asset = await t.app.inject({ method: 'GET', url: STUB_ASSET });
    const assetMs = performance.now() - started;
    const queuedMeanwhile = t.app.passwords.load;
    expect(asset.statusCode).toBe(200);
    expect(queuedMeanwhile.running + queuedMeanwhile.waiting).toBeGreaterThan(0);
    // Without the bound the read waits for a free thread, behind every check (about 9 s against
    // a check of 1.4 s, with ten logins on a busy machine); with it, a fraction of one check.
    expect(assetMs).toBeLessThan(oneCheckMs);
    expect((await Promise.all(logins)).map((r) => r.statusCode)).toEqual(
      Array(logins.length).fill(401),
    );
  }, 120_000);
});
