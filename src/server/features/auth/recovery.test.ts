import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { outbox, sessions, users } from '#server/db/schema.ts';
import {
  buildTestApp,
  jobsSettled,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { accountMessages } from '#shared/schemas/account.ts';
import { application } from '../partners/test-support.ts';
import { PASSWORD_RESET_JOB, RECOVERY_LIMITS } from './recovery.ts';
import { newAccount } from './test-support.ts';
import { INVALID_TOKEN_MESSAGE, issueAccountToken } from './tokens.ts';

const MINUTE = 60_000;

describe('password reset, password change and e-mail confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.jobs.start();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** Once the mail that requests queued or started in the background is written. */
  const settled = async () => {
    await t.app.background.idle();
    await jobsSettled(t, PASSWORD_RESET_JOB);
  };
  /** The mail to `to`, once the mail that requests queued is written. */
  const mailsTo = async (to: string) => {
    await settled();
    return db().select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  };
  /** The token of the newest mailed link to `path` for `to`. */
  const tokenMailedTo = async (to: string, path: string) => {
    await settled();
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id));
    for (const mail of mails) {
      const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
      if (match) return match[1]!;
    }
    throw new Error(`no ${path} link mailed to ${to}`);
  };
  const isResetMail = (mail: { text: string }) => mail.text.includes('/auth/reset?token=');
  /** Every reset mail job, queued or done, oldest first: its payload and state. */
  const resetJobs = async () =>
    (
      await t.database.executeSql(
        `select data, state from (select data, state, created_on from pgboss.job where name = $1
         union all select data, state, created_on from pgboss.archive where name = $1) jobs
         order by created_on`,
        [PASSWORD_RESET_JOB],
      )
    ).rows;
  const sessionCount = async (userId: string) =>
    (await db().select().from(sessions)).filter((s) => s.sess.userId === userId).length;

  /** A registered account, signed in on `agent`, plus a second signed-in browser. */
  async function registered(overrides: Record<string, unknown> = {}) {
    const account = newAccount(overrides);
    const agent = new TestAgent(t.app);
    const response = await agent.post('/api/auth/register', account);
    expect(response.statusCode).toBe(201);
    const other = new TestAgent(t.app);
    expect((await other.post('/api/auth/login', account)).statusCode).toBe(200);
    return { account, agent, other, userId: response.json().user.id as string };
  }

  const login = (email: string, password: string) =>
    new TestAgent(t.app).post('/api/auth/login', { email, password });

  describe('forgot password', () => {
    it('answers known and unknown addresses alike and mails only an existing account', async () => {
      const { account } = await registered();
      const unknown = `nobody-${Date.now()}@factory.example`;
      const known = await new TestAgent(t.app).post('/api/auth/password/forgot', {
        email: account.email.toUpperCase(),
      });
      const missing = await new TestAgent(t.app).post('/api/auth/password/forgot', {
        email: unknown,
      });
      expect(known.statusCode).toBe(202);
      expect(missing.statusCode).toBe(202);
      expect(missing.body).toBe(known.body);
      expect(known.json().message).toBe(accountMessages.forgotAccepted);
      expect(await mailsTo(unknown)).toHaveLength(0);
      const mails = await mailsTo(account.email);
      expect(mails.map((m) => m.subject)).toContain('Reset your password');
      expect(mails.at(-1)!.text).toMatch(/http:\/\/localhost:\d+\/auth\/reset\?token=[\w-]{43}\b/);
      expect(mails.at(-1)!.html).toContain('href="http://localhost');
    });

    it('queues the mail as a job, with an id and no address, that a restart does not lose', async () => {
      const { account, userId } = await registered();
      const unknown = `nobody-${Date.now()}@factory.example`;
      await settled();
      const jobsBefore = await resetJobs();
      for (const email of [account.email, unknown])
        expect(
          (await new TestAgent(t.app).post('/api/auth/password/forgot', { email })).statusCode,
        ).toBe(202);
      await settled();
      const queued = (await resetJobs()).slice(jobsBefore.length);
      expect(queued).toEqual([
        { data: { userId }, state: 'completed' },
        { data: { userId: null }, state: 'completed' },
      ]);
      expect(JSON.stringify(queued)).not.toContain('@');
      expect((await mailsTo(account.email)).filter(isResetMail)).toHaveLength(1);

      // Asked of a process that stops right after answering: another one mails it, once.
      const other = await buildApp({
        config: t.app.config,
        database: t.database,
        now: t.clock.now,
        logger: false,
      });
      await other.ready();
      await other.jobs.start();
      const answer = await new TestAgent(other).post('/api/auth/password/forgot', {
        email: account.email,
      });
      expect(answer.statusCode).toBe(202);
      await other.close();
      expect((await mailsTo(account.email)).filter(isResetMail)).toHaveLength(2);
    });

    it('sets the password once per link, ends every session and confirms the address', async () => {
      const { account, agent, other, userId } = await registered();
      expect(await sessionCount(userId)).toBe(2);
      await new TestAgent(t.app).post('/api/auth/password/forgot', { email: account.email });
      const token = await tokenMailedTo(account.email, '/auth/reset');

      const reset = await new TestAgent(t.app).post('/api/auth/password/reset', {
        token,
        password: 'Hawa-Mahal-Sunrise-9',
      });
      expect(reset.statusCode).toBe(200);
      expect(await sessionCount(userId)).toBe(0);
      for (const browser of [agent, other])
        expect((await browser.get('/api/auth/session')).json().user).toBeNull();
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      const fresh = await login(account.email, 'Hawa-Mahal-Sunrise-9');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().user.emailConfirmed).toBe(true);

      const again = await new TestAgent(t.app).post('/api/auth/password/reset', {
        token,
        password: 'Another-Strong-Pass-1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(INVALID_TOKEN_MESSAGE);
    });

    it('refuses an expired, a wrong and another purpose’s token, and a weak password', async () => {
      const { account, userId } = await registered();
      await new TestAgent(t.app).post('/api/auth/password/forgot', { email: account.email });
      const token = await tokenMailedTo(account.email, '/auth/reset');

      const weak = await new TestAgent(t.app).post('/api/auth/password/reset', {
        token,
        password: 'password123',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.fields).toHaveProperty('password');

      const confirmation = await tokenMailedTo(account.email, '/auth/confirm');
      // The last character changed, whatever it was: a fixed replacement was the token itself
      // whenever the token already ended in it (one run in 64).
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [altered, 'x', confirmation]) {
        const response = await new TestAgent(t.app).post('/api/auth/password/reset', {
          token: wrong,
          password: 'Hawa-Mahal-Sunrise-9',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(INVALID_TOKEN_MESSAGE);
      }

      t.clock.advance(30 * MINUTE + 1);
      const late = await new TestAgent(t.app).post('/api/auth/password/reset', {
        token,
        password: 'Hawa-Mahal-Sunrise-9',
      });
      expect(late.statusCode).toBe(400);
      expect((await login(account.email, account.password)).statusCode).toBe(200);

      // A customer's invitation to their plant (decision 024) sets the password the same way.
      const invitation = await issueAccountToken(
        db(),
        { userId, purpose: 'invitation' },
        t.clock.now(),
      );
      const invited = await new TestAgent(t.app).post('/api/auth/password/reset', {
        token: invitation,
        password: 'Hawa-Mahal-Sunrise-9',
      });
      expect(invited.statusCode).toBe(200);
      expect((await login(account.email, 'Hawa-Mahal-Sunrise-9')).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const { account } = await registered();
      await new TestAgent(t.app).post('/api/auth/password/forgot', { email: account.email });
      const token = await tokenMailedTo(account.email, '/auth/reset');
      const answers = await Promise.all(
        ['Hawa-Mahal-Sunrise-9', 'Jal-Mahal-Moonrise-8'].map((password) =>
          new TestAgent(t.app).post('/api/auth/password/reset', { token, password }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    });

    it('mails a disabled account nothing, and writes the link in the account’s language', async () => {
      const { user: disabled } = await signedInAgent(t, 'customer', { disabledAt: t.clock.now() });
      const { user: hindi } = await signedInAgent(t, 'customer', { language: 'hi' });
      for (const email of [disabled.email, hindi.email])
        expect(
          (await new TestAgent(t.app).post('/api/auth/password/forgot', { email })).statusCode,
        ).toBe(202);
      expect(await mailsTo(disabled.email)).toHaveLength(0);
      const [mail] = await mailsTo(hindi.email);
      expect(mail!.subject).toBe('अपना पासवर्ड रीसेट करें');
      expect(mail!.html).toContain('lang="hi"');
    });

    it('is limited per address and per network address', async () => {
      const email = `limit-${Date.now()}@factory.example`;
      const ask = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email },
          remoteAddress: ip,
        });
      for (let i = 0; i < RECOVERY_LIMITS.forgotPerEmail.limit; i++)
        expect((await ask(`198.51.100.${i + 1}`)).statusCode).toBe(202);
      const refused = await ask('198.51.100.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();

      const ip = '192.0.2.77';
      for (let i = 0; i < RECOVERY_LIMITS.forgotPerIp.limit; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email: `ip-${i}-${Date.now()}@factory.example` },
          remoteAddress: ip,
        });
        expect(response.statusCode).toBe(202);
      }
      const fromIp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: `ip-last-${Date.now()}@factory.example` },
        remoteAddress: ip,
      });
      expect(fromIp.statusCode).toBe(429);
    });
  });

  describe('change password', () => {
    it('needs the current password, then ends every other session and keeps this one', async () => {
      const { account, agent, other, userId } = await registered();
      const wrong = await agent.post('/api/auth/password/change', {
        currentPassword: 'not-my-password',
        newPassword: 'Hawa-Mahal-Sunrise-9',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({
        currentPassword: accountMessages.wrongPassword,
      });
      const same = await agent.post('/api/auth/password/change', {
        currentPassword: account.password,
        newPassword: account.password,
      });
      expect(same.statusCode).toBe(400);
      expect(await sessionCount(userId)).toBe(2);

      const changed = await agent.post('/api/auth/password/change', {
        currentPassword: account.password,
        newPassword: 'Hawa-Mahal-Sunrise-9',
      });
      expect(changed.statusCode).toBe(200);
      expect(await sessionCount(userId)).toBe(1);
      expect((await agent.get('/api/auth/session')).json().user.id).toBe(userId);
      expect((await other.get('/api/auth/session')).json().user).toBeNull();
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, 'Hawa-Mahal-Sunrise-9')).statusCode).toBe(200);
    });

    it('is refused without a session', async () => {
      const response = await new TestAgent(t.app).post('/api/auth/password/change', {
        currentPassword: 'x',
        newPassword: 'Hawa-Mahal-Sunrise-9',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('e-mail confirmation', () => {
    it('mails a new account a link that confirms it once', async () => {
      const { account, agent, userId } = await registered();
      expect((await agent.get('/api/auth/session')).json().user.emailConfirmed).toBe(false);
      const token = await tokenMailedTo(account.email, '/auth/confirm');
      const confirmed = await new TestAgent(t.app).post('/api/auth/email/confirm', { token });
      expect(confirmed.statusCode).toBe(200);
      expect((await agent.get('/api/auth/session')).json().user.emailConfirmed).toBe(true);
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      expect(row!.emailConfirmedAt).toEqual(t.clock.now());

      const again = await new TestAgent(t.app).post('/api/auth/email/confirm', { token });
      expect(again.statusCode).toBe(400);
      expect((await agent.post('/api/auth/email/resend')).statusCode).toBe(409);
    });

    it('resends a link valid for 7 days, a few times an hour', async () => {
      const { account, agent } = await registered();
      const first = await tokenMailedTo(account.email, '/auth/confirm');
      const resent = await agent.post('/api/auth/email/resend');
      expect(resent.statusCode).toBe(200);
      const second = await tokenMailedTo(account.email, '/auth/confirm');
      expect(second).not.toBe(first);
      for (let i = 1; i < RECOVERY_LIMITS.confirmationPerAccount.limit; i++)
        expect((await agent.post('/api/auth/email/resend')).statusCode).toBe(200);
      expect((await agent.post('/api/auth/email/resend')).statusCode).toBe(429);

      t.clock.advance(7 * 24 * 60 * MINUTE + 1);
      const late = await new TestAgent(t.app).post('/api/auth/email/confirm', { token: second });
      expect(late.statusCode).toBe(400);
    });

    it('keeps an application from approval until the applicant confirms, and says why', async () => {
      const { agent: admin } = await signedInAgent(t, 'admin');
      const visitor = new TestAgent(t.app);
      const applied = await visitor.post('/api/partners/signup', {
        ...application(),
        password: 'Ghoomar-Rooftop-42',
      });
      expect(applied.statusCode).toBe(201);
      const { id, email } = applied.json().partner;
      const refused = await admin.post(`/api/admin/partners/${id}/approve`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/has not confirmed their e-mail address/);

      const token = await tokenMailedTo(email, '/auth/confirm');
      expect((await visitor.post('/api/auth/email/confirm', { token })).statusCode).toBe(200);
      expect((await admin.post(`/api/admin/partners/${id}/approve`)).statusCode).toBe(200);
      const [row] = await db()
        .select()
        .from(users)
        .where(and(eq(users.email, email)));
      expect(row!.role).toBe('partner');
    });
  });
});
