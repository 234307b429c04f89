import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '#server/db/schema.ts';
import { FAST_TEST_PASSWORD_COST, hashPassword } from '#server/lib/password.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/service.ts';
import { partnerAgent } from '../partners/test-support.ts';
import { CANNOT_CHANGE_OWN_ROLE, CANNOT_DISABLE_SELF } from './users.ts';

const PASSWORD = 'Ghoomar-Rooftop-42';

describe('admin user management and the audit log', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const signedIn = await signedInAgent(t, 'admin');
    admin = signedIn.agent;
    adminId = signedIn.user.id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const put = (agent: TestAgent, url: string, payload: unknown) =>
    agent.request({ method: 'PUT', url, payload: payload as object });
  const auditRows = (targetId: string) =>
    db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);

  /** A customer with a real password and a session of its own. */
  async function customer(fields: Partial<typeof users.$inferInsert> = {}) {
    const passwordHash = await hashPassword(PASSWORD, FAST_TEST_PASSWORD_COST);
    return signedInAgent(t, 'customer', { passwordHash, ...fields });
  }
  const login = (email: string) =>
    new TestAgent(t.app).post('/api/auth/login', { email, password: PASSWORD });

  it('lists accounts with role, status, confirmation, creation and last login; searches and exports', async () => {
    const { user } = await customer({ firstName: 'Zorawar', emailConfirmedAt: null });
    t.clock.advance(1000);
    expect((await login(user.email)).statusCode).toBe(200);
    const page = await admin.get('/api/admin/users?q=zorawar');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, page: 1 });
    expect(page.json().users[0]).toEqual({
      id: user.id,
      email: user.email,
      name: expect.stringContaining('Zorawar'),
      role: 'customer',
      userType: 'customer',
      status: 'active',
      emailConfirmed: false,
      mfaEnabled: false,
      createdAt: expect.any(String),
      lastLoginAt: t.clock.now().toISOString(),
    });
    expect(page.body).not.toContain('scrypt');
    const csv = await admin.get('/api/admin/users?q=zorawar&format=csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'ID,Name,Email,Role,Status,Email Confirmed,Created,Last Login',
    );
    expect(csv.body).toContain(user.email);

    const paged = await admin.get('/api/admin/users?pageSize=1&page=2');
    expect(paged.json().users).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
  });

  it('disables an account: login refused with a clear message, sessions ended; enables it again', async () => {
    const { agent, user } = await customer();
    const response = await admin.post(`/api/admin/users/${user.id}/disable`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.status).toBe('disabled');
    expect((await agent.get('/api/auth/session')).json().user).toBeNull();
    const rows = await db().select().from(sessions);
    expect(rows.filter((s) => s.sess.userId === user.id)).toHaveLength(0);
    const refused = await login(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    // A wrong password still gets the usual answer: the message is for the owner only.
    const guess = await new TestAgent(t.app).post('/api/auth/login', {
      email: user.email,
      password: 'wrong-password-1',
    });
    expect(guess.statusCode).toBe(401);

    // Disabling again changes nothing and writes nothing.
    await admin.post(`/api/admin/users/${user.id}/disable`);
    const enabled = await admin.post(`/api/admin/users/${user.id}/enable`);
    expect(enabled.json().user.status).toBe('active');
    expect((await login(user.email)).statusCode).toBe(200);
    expect((await auditRows(user.id)).map((r) => [r.action, r.actorId])).toEqual([
      ['user.disable', adminId],
      ['user.enable', adminId],
    ]);
  });

  it('ignores a session left behind by a disabled account', async () => {
    const { agent, user } = await customer();
    await db().update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await agent.get('/api/auth/session')).json().user).toBeNull();
    expect((await agent.get('/api/account')).statusCode).toBe(401);
  });

  it('changes roles between customer, partner and every staff role, with an audit row each', async () => {
    const { user } = await customer();
    const roles = ['partner', 'admin', 'sales', 'operations', 'finance', 'customer'] as const;
    for (const role of roles) {
      const response = await put(admin, `/api/admin/users/${user.id}/role`, { role });
      expect(response.statusCode).toBe(200);
      const userType = role === 'customer' || role === 'partner' ? role : 'admin';
      expect(response.json().user).toMatchObject({ role, userType });
    }
    const rows = await auditRows(user.id);
    expect(rows.map((r) => r.details)).toEqual(
      roles.map((to, i) => ({ from: i ? roles[i - 1] : 'customer', to })),
    );
    // Before and after of the changed fields only: partner → admin changes both.
    expect(rows[1]!.changes).toEqual({
      role: { before: 'partner', after: 'admin' },
      userType: { before: 'partner', after: 'admin' },
    });
    expect(rows[2]!.changes).toEqual({ role: { before: 'admin', after: 'sales' } });
    const invalid = await put(admin, `/api/admin/users/${user.id}/role`, { role: 'user' });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses every user-management route to non-admins, and answers 404 for unknown ids', async () => {
    const { user } = await customer();
    for (const role of ['customer', 'partner', 'user', 'sales', 'operations', 'finance'] as const) {
      const { agent } = await signedInAgent(t, role);
      expect(
        (await put(agent, `/api/admin/users/${user.id}/role`, { role: 'admin' })).statusCode,
      ).toBe(403);
      expect((await agent.post(`/api/admin/users/${user.id}/disable`)).statusCode).toBe(403);
      expect((await agent.get('/api/admin/users')).statusCode).toBe(403);
      expect((await agent.get('/api/admin/audit')).statusCode).toBe(403);
    }
    expect((await new TestAgent(t.app).get('/api/admin/users')).statusCode).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('customer');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      expect((await admin.post(`/api/admin/users/${id}/disable`)).statusCode).toBe(404);
      expect((await put(admin, `/api/admin/users/${id}/role`, { role: 'admin' })).statusCode).toBe(
        404,
      );
    }
  });

  it('keeps the last active admin: nobody changes their own role or disables themselves', async () => {
    const lone = await buildTestApp();
    try {
      const { agent, user } = await signedInAgent(lone, 'admin');
      const self = await agent.post(`/api/admin/users/${user.id}/disable`);
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe(CANNOT_DISABLE_SELF);
      const demote = await agent.request({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/role`,
        payload: { role: 'customer' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe(CANNOT_CHANGE_OWN_ROLE);

      // Another admin may, once enabled; the last one is then the other.
      const second = await signedInAgent(lone, 'admin', { disabledAt: lone.clock.now() });
      await agent.post(`/api/admin/users/${second.user.id}/enable`);
      const demoted = await second.agent.request({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/role`,
        payload: { role: 'customer' },
      });
      expect(demoted.statusCode).toBe(200);
      const lastOne = await agent.request({
        method: 'PUT',
        url: `/api/admin/users/${second.user.id}/role`,
        payload: { role: 'customer' },
      });
      expect(lastOne.statusCode).toBe(403);
      // Now the second admin is the last one: the first, a customer, can do nothing more.
      const disableLast = await second.agent.post(`/api/admin/users/${second.user.id}/disable`);
      expect(disableLast.statusCode).toBe(409);
    } finally {
      await lone.close();
    }
  });

  it('writes the approval into the audit log, which admins read newest first and search', async () => {
    const { partnerId } = await partnerAgent(t, admin);
    const response = await admin.get('/api/admin/audit?q=partner.approve');
    expect(response.statusCode).toBe(200);
    expect(response.json().audit[0]).toMatchObject({
      actorId: adminId,
      actorEmail: expect.stringContaining('@test.example'),
      action: 'partner.approve',
      targetType: 'partner',
      targetId: String(partnerId),
      details: { from: 'pending', to: 'approved' },
    });
    const [newest] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const all = (await admin.get('/api/admin/audit')).json();
    expect(all.audit[0].id).toBe(newest!.id);
    expect(all.total).toBeGreaterThanOrEqual(1);
    const csv = await admin.get('/api/admin/audit?format=csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'ID,Date,Actor,Action,Target Type,Target ID,Details,Changes',
    );
  });

  it('filters the audit log by actor, entity and day, in the list and the CSV alike', async () => {
    const other = await signedInAgent(t, 'admin');
    const { user } = await customer();
    await partnerAgent(t, admin);
    t.clock.advance(2 * 24 * 3600 * 1000);
    const day = (at: Date) => new Date(at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    const today = day(t.clock.now());
    await put(other.agent, `/api/admin/users/${user.id}/role`, { role: 'finance' });
    await other.agent.post(`/api/admin/users/${user.id}/disable`);

    const list = async (query: string) => {
      const response = await admin.get(`/api/admin/audit?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().audit as { actorId: string; action: string; targetType: string }[];
    };
    const byActor = await list(`actor=${encodeURIComponent(other.user.email.toUpperCase())}`);
    expect(byActor.map((e) => e.action)).toEqual(['user.disable', 'user.role']);
    expect(await list(`actor=${other.user.id}`)).toEqual(byActor);
    const byEntity = await list('entity=partner');
    expect(byEntity.map((e) => e.action)).toContain('partner.approve');
    expect(byEntity.every((e) => e.targetType === 'partner')).toBe(true);
    expect(await list(`from=${today}&to=${today}`)).toEqual(byActor);
    expect(
      await list(
        `to=${day(new Date(t.clock.now().getTime() - 24 * 3600 * 1000))}&actor=${other.user.id}`,
      ),
    ).toEqual([]);
    const csv = await admin.get(`/api/admin/audit?format=csv&actor=${other.user.id}`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    expect(csv.body).toContain('{""role"":{""after"":""finance"",""before"":""customer""}');
    const bad = await admin.get('/api/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
  });
});
