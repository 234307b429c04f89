import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { partnerWithLead, plantInput, winLead } from './test-support.ts';

const PASSWORD = 'Surya-Rooftop-2026';

describe('customer invitation', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  const tokenMailedTo = async (to: string) => {
    const [mail] = await mailsTo(to);
    const match = /\/auth\/reset\?token=([\w-]{43})\b/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no invitation mailed to ${to}`);
    return match[1]!;
  };
  const reset = (token: string, password = PASSWORD) =>
    new TestAgent(t.app).post('/api/auth/password/reset', { token, password });
  const invite = (leadId: number, body?: object) =>
    admin.post(`/api/admin/leads/${leadId}/invite`, body);

  async function plant() {
    const lead = await partnerWithLead(t, admin);
    await winLead(t, lead.leadId);
    const email = (await lead.agent.get('/api/leads')).json().leads[0].email as string;
    return { ...lead, email };
  }

  async function withPlant() {
    const p = await plant();
    const put = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${p.leadId}/plant`,
      payload: plantInput(),
    });
    return { ...p, plantId: put.json().system.id as number };
  }

  it('needs a recorded system, and only an admin may invite', async () => {
    const { leadId, agent } = await plant();
    const refused = await invite(leadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Record the system before inviting the customer.');
    expect((await agent.post(`/api/admin/leads/${leadId}/invite`)).statusCode).toBe(403);
    expect((await invite(2_147_483_647)).statusCode).toBe(404);
  });

  it('mails a link in the chosen language that sets the password once; the customer sees their plant', async () => {
    const { leadId, email, plantId } = await withPlant();
    const sent = await invite(leadId, { language: 'hi' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ email, system: { id: plantId, customerLinked: true } });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('आपका सोलर संयंत्र आपके डैशबोर्ड पर है: अपना पासवर्ड सेट करें');
    expect(mail!.text).toContain('7 दिनों');
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'customer', userType: 'customer', language: 'hi' });

    // Before the link is used, no password opens the account.
    const agent = new TestAgent(t.app);
    expect((await agent.post('/api/auth/login', { email, password: 'invited' })).statusCode).toBe(
      401,
    );

    const token = await tokenMailedTo(email);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await reset(token, 'Another-Rooftop-77')).statusCode).toBe(400);
    expect((await agent.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const mine = await agent.get('/api/customer/plant');
    expect(mine.json().system).toMatchObject({ id: plantId, leadId, sizeKw: 50 });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.invite'));
    expect(audit.some((row) => row.targetId === String(leadId))).toBe(true);
  });

  it('refuses an address that belongs to a partner or admin account', async () => {
    const { leadId, email } = await withPlant();
    await signedInAgent(t, 'partner', { email });
    const refused = await invite(leadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/belongs to a partner or admin account/);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('links an existing customer account instead of making a second one', async () => {
    const { leadId, email, plantId } = await withPlant();
    const existing = await signedInAgent(t, 'user', { email, language: 'hi' });
    expect((await invite(leadId)).statusCode).toBe(200);
    expect((await mailsTo(email))[0]!.subject).toMatch(/सोलर/);
    const mine = await existing.agent.get('/api/customer/plant');
    expect(mine.json().system.id).toBe(plantId);
    // Another customer still sees no plant.
    const other = (await signedInAgent(t, 'customer')).agent;
    expect((await other.get('/api/customer/plant')).json().system).toBeNull();
  });
  it('expires after 7 days, and inviting again ends the earlier link', async () => {
    const { leadId, email } = await withPlant();
    await invite(leadId);
    const first = await tokenMailedTo(email);
    expect((await mailsTo(email))[0]!.subject).toBe(
      'Your solar plant is on your dashboard: set your password',
    );
    await invite(leadId);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await reset(second)).statusCode).toBe(400);
    // The admin's own session has run out meanwhile too.
    admin = (await signedInAgent(t, 'admin')).agent;
    await invite(leadId);
    expect((await reset(await tokenMailedTo(email))).statusCode).toBe(200);
  });
});
