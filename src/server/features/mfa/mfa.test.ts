import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mfaRecoveryCodes, outbox, users } from '#server/db/schema.ts';
import { FAST_TEST_PASSWORD_COST, hashPassword } from '#server/lib/password.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import type { StaffRole } from '#shared/permissions.ts';
import { mfaMessages } from '#shared/schemas/mfa.ts';
import { newAccount } from '../auth/test-support.ts';
import { totpCode } from './totp.ts';

const SECOND = 1000;
const STEP = 30 * SECOND;
const PASSWORD = 'Ghoomar-Rooftop-42';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const code = (secret: string, offsetMs = 0) =>
    totpCode(secret, new Date(t.clock.now().getTime() + offsetMs));

  /** A staff member with a password and no second factor, as an admin makes them. */
  async function staffMember(role: StaffRole, language: 'en' | 'hi' = 'en') {
    const { user } = await signedInAgent(t, role, {
      passwordHash: await hashPassword(PASSWORD, FAST_TEST_PASSWORD_COST),
      mfaSecret: null,
      mfaEnabledAt: null,
      language,
    });
    return user;
  }

  const login = (email: string, ip = '10.0.0.1') => {
    const agent = new TestAgent(t.app);
    return agent
      .request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD },
        remoteAddress: ip,
      })
      .then((response) => ({ agent, response }));
  };

  /** Signs in with the password and sets the second factor up: the secret and recovery codes. */
  async function withSecondFactor(email: string) {
    const { agent, response } = await login(email);
    expect(response.json()).toHaveProperty('user');
    const setup = await agent.post('/api/auth/mfa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json();
    const enabled = await agent.post('/api/auth/mfa/enable', { code: code(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // The next code is of a later step: the one used to enable is spent.
    t.clock.advance(STEP);
    return { agent, secret, otpauthUri, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  it('sends a staff member without a second factor to set one up, then lets them in', async () => {
    const member = await staffMember('admin');
    const { agent, response } = await login(member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.mfaEnabled).toBe(false);

    const refused = await agent.get('/api/admin/summary');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'mfa_setup_required',
      message: 'Set up two-factor sign-in before using the staff workspace.',
    });

    const setup = await agent.post('/api/auth/mfa/setup');
    const { secret, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Arkaja%20Solar:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // Still refused until a first code turns it on; a wrong one does not.
    expect((await agent.get('/api/admin/summary')).statusCode).toBe(403);
    const wrong = await agent.post('/api/auth/mfa/enable', { code: code(secret, 5 * STEP) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(mfaMessages.wrongCode);

    const enabled = await agent.post('/api/auth/mfa/enable', { code: code(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await agent.get('/api/admin/summary')).statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).json().user.mfaEnabled).toBe(true);

    // Stored hashed; the secret is never sent again.
    const stored = await db()
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash);
    const again = await agent.post('/api/auth/mfa/setup');
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect((await agent.get('/api/account')).body).not.toContain(secret);
  });

  it('answers mfaRequired to the password, and the half-made session opens nothing', async () => {
    const member = await staffMember('finance');
    const { secret } = await withSecondFactor(member.email);
    const { agent, response } = await login(member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mfaRequired: true });
    expect(agent.cookie('sid')).toBeTruthy();

    for (const url of ['/api/auth/user', '/api/admin/rewards', '/api/account', '/api/leads'])
      expect((await agent.get(url)).statusCode, url).toBe(401);
    expect((await agent.post('/api/auth/mfa/setup')).statusCode).toBe(401);
    expect((await agent.get('/api/auth/session')).json()).toEqual({ user: null });

    const verified = await agent.post('/api/auth/mfa/verify', { code: code(secret) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ email: member.email, role: 'finance' });
    expect((await agent.get('/api/admin/rewards')).statusCode).toBe(200);
  });

  it('refuses verify without a waiting sign-in, and after it has waited too long', async () => {
    const member = await staffMember('sales');
    const { secret } = await withSecondFactor(member.email);
    const visitor = await new TestAgent(t.app).post('/api/auth/mfa/verify', {
      code: code(secret),
    });
    expect(visitor.statusCode).toBe(401);
    const { agent } = await login(member.email);
    t.clock.advance(11 * 60 * SECOND);
    const late = await agent.post('/api/auth/mfa/verify', { code: code(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(mfaMessages.noPendingSignIn);
  });

  it('takes each code once: a replay within its window is refused', async () => {
    const member = await staffMember('operations');
    const { secret } = await withSecondFactor(member.email);
    const used = code(secret);
    const first = await login(member.email);
    expect((await first.agent.post('/api/auth/mfa/verify', { code: used })).statusCode).toBe(200);
    const second = await login(member.email);
    const replay = await second.agent.post('/api/auth/mfa/verify', { code: used });
    expect(replay.statusCode).toBe(400);
    // Nor an older step's code, though within the drift allowed.
    expect(
      (await second.agent.post('/api/auth/mfa/verify', { code: code(secret, -STEP) })).statusCode,
    ).toBe(400);
    t.clock.advance(STEP);
    expect(
      (await second.agent.post('/api/auth/mfa/verify', { code: code(secret) })).statusCode,
    ).toBe(200);
  });

  it('allows one step of clock drift either way, and no more', async () => {
    const member = await staffMember('sales');
    const { secret } = await withSecondFactor(member.email);
    t.clock.advance(10 * STEP);
    const verify = async (offsetMs: number) => {
      const { agent } = await login(member.email);
      return (await agent.post('/api/auth/mfa/verify', { code: code(secret, offsetMs) }))
        .statusCode;
    };
    expect(await verify(-2 * STEP)).toBe(400);
    expect(await verify(-STEP)).toBe(200);
    expect(await verify(STEP)).toBe(200);
    t.clock.advance(5 * STEP);
    expect(await verify(2 * STEP)).toBe(400);
  });

  it('locks the second step for 15 minutes after five wrong codes, across addresses', async () => {
    const member = await staffMember('finance');
    const { secret } = await withSecondFactor(member.email);
    const wrong = code(secret, 10 * STEP);
    for (let attempt = 0; attempt < 5; attempt++) {
      const { agent } = await login(member.email, `10.0.1.${attempt}`);
      const response = await agent.post('/api/auth/mfa/verify', { code: wrong });
      expect(response.statusCode, response.body).toBe(400);
    }
    const { agent } = await login(member.email, '10.0.2.1');
    const locked = await agent.post('/api/auth/mfa/verify', { code: code(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(mfaMessages.locked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Recovery codes are locked out too.
    t.clock.advance(14 * 60 * SECOND);
    const still = await login(member.email, '10.0.2.2');
    expect(
      (await still.agent.post('/api/auth/mfa/verify', { code: code(secret) })).statusCode,
    ).toBe(429);
    t.clock.advance(60 * SECOND);
    const after = await login(member.email, '10.0.2.3');
    expect(
      (await after.agent.post('/api/auth/mfa/verify', { code: code(secret) })).statusCode,
    ).toBe(200);
  });

  it('locks for 15 minutes from the fifth wrong code, not from the first', async () => {
    const member = await staffMember('operations');
    const { secret } = await withSecondFactor(member.email);
    const wrong = () => code(secret, 10 * STEP);
    const guess = async (ip: string) => {
      const { agent } = await login(member.email, ip);
      return agent.post('/api/auth/mfa/verify', { code: wrong() });
    };
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await guess(`10.0.3.${attempt}`)).statusCode).toBe(400);
    // The fifth comes 10 minutes after the first: the lock runs to 25 minutes after the first.
    t.clock.advance(10 * 60 * SECOND);
    expect((await guess('10.0.3.9')).statusCode).toBe(400);
    const { agent } = await login(member.email, '10.0.4.1');
    const locked = await agent.post('/api/auth/mfa/verify', { code: code(secret) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    t.clock.advance(14 * 60 * SECOND);
    const still = await login(member.email, '10.0.4.2');
    const stillLocked = await still.agent.post('/api/auth/mfa/verify', { code: code(secret) });
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBe(60);
    t.clock.advance(60 * SECOND);
    const after = await login(member.email, '10.0.4.3');
    expect(
      (await after.agent.post('/api/auth/mfa/verify', { code: code(secret) })).statusCode,
    ).toBe(200);
  });

  it('takes a recovery code instead of the app, each once, in any letter case', async () => {
    const member = await staffMember('admin');
    const { recoveryCodes } = await withSecondFactor(member.email);
    const first = await login(member.email);
    const spelled = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    const verified = await first.agent.post('/api/auth/mfa/verify', { code: spelled });
    expect(verified.statusCode, verified.body).toBe(200);
    const again = await login(member.email);
    expect(
      (await again.agent.post('/api/auth/mfa/verify', { code: recoveryCodes[0] })).statusCode,
    ).toBe(400);
    expect(
      (await again.agent.post('/api/auth/mfa/verify', { code: recoveryCodes[1] })).statusCode,
    ).toBe(200);
  });

  it('lets a customer turn it on and off with their password and a code', async () => {
    const account = newAccount({ password: PASSWORD });
    const agent = new TestAgent(t.app);
    expect((await agent.post('/api/auth/register', account)).statusCode).toBe(201);
    const { secret } = await withSecondFactor(account.email);
    expect((await login(account.email)).response.json()).toEqual({ mfaRequired: true });

    const { agent: owner } = await login(account.email);
    await owner.post('/api/auth/mfa/verify', { code: code(secret) });
    t.clock.advance(STEP);
    const wrongPassword = await owner.post('/api/auth/mfa/disable', {
      password: 'not-the-password',
      code: code(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toHaveProperty('password');
    const off = await owner.post('/api/auth/mfa/disable', {
      password: PASSWORD,
      code: code(secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(account.email)).response.json()).toHaveProperty('user');
  });

  it('lets an admin reset another member’s second factor: audited, mailed, set up again', async () => {
    const { agent: admin, user: adminUser } = await signedInAgent(t, 'admin');
    const member = await staffMember('sales', 'hi');
    const { agent: memberAgent } = await withSecondFactor(member.email);

    const { agent: sales } = await signedInAgent(t, 'sales');
    expect((await sales.post(`/api/admin/users/${member.id}/mfa/reset`)).statusCode).toBe(403);
    expect((await admin.post(`/api/admin/users/${adminUser.id}/mfa/reset`)).statusCode).toBe(409);

    const reset = await admin.post(`/api/admin/users/${member.id}/mfa/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(mfaMessages.reset);
    expect((await admin.post(`/api/admin/users/${member.id}/mfa/reset`)).statusCode).toBe(409);

    // Their sessions ended; the next sign-in needs the setup again.
    expect((await memberAgent.get('/api/auth/user')).statusCode).toBe(401);
    const { agent, response } = await login(member.email);
    expect(response.json().user.mfaEnabled).toBe(false);
    expect((await agent.get('/api/admin/leads')).json().error.code).toBe('mfa_setup_required');

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mfa.reset'), eq(auditLog.targetId, member.id)));
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      targetType: 'user',
      changes: { mfaEnabled: { before: true, after: false } },
    });
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(JSON.stringify(entry)).not.toContain(String(row?.mfaSecret));
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, member.email))
      .orderBy(desc(outbox.id));
    expect(mail?.subject).toBe('आपका दो-चरणीय साइन-इन रीसेट किया गया');
  });
});

describe('the log of a whole second-factor life cycle', () => {
  it('holds neither the secret nor any code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const t = await buildTestApp({ log: stream });
    try {
      const { user } = await signedInAgent(t, 'sales', {
        passwordHash: await hashPassword(PASSWORD, FAST_TEST_PASSWORD_COST),
        mfaSecret: null,
        mfaEnabledAt: null,
      });
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const { secret } = (await agent.post('/api/auth/mfa/setup')).json();
      const first = totpCode(secret, t.clock.now());
      const { recoveryCodes } = (await agent.post('/api/auth/mfa/enable', { code: first })).json();
      t.clock.advance(STEP);
      const again = new TestAgent(t.app);
      await again.post('/api/auth/login', { email: user.email, password: PASSWORD });
      await again.post('/api/auth/mfa/verify', { code: '000000' });
      await again.post('/api/auth/mfa/verify', { code: recoveryCodes[0] });
      expect(lines.length).toBeGreaterThan(5);
      const log = lines.join('\n');
      for (const value of [secret, first, ...recoveryCodes]) expect(log).not.toContain(value);
    } finally {
      await t.close();
    }
  });
});
