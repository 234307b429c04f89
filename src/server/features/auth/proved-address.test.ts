import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, newsletter, outbox } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { pdf, upload } from '../documents/test-support.ts';
import { application } from '../partners/test-support.ts';
import { partnerWithLead, plantInput, winLead } from '../plants/test-support.ts';
import { issueAccountToken } from './tokens.ts';

/**
 * Every path that grants records to an account by its e-mail address, each tried with an
 * account whose address is not proved (someone signed up with it) and then proved: an invited
 * plant (its readings, documents and uploads), the contact messages and newsletter row of an
 * export, and a partner application's approval.
 */
describe('data granted by e-mail address goes only to a proved address', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const tokenMailedTo = async (to: string) => {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id));
    const match = /\/auth\/reset\?token=([\w-]{43})\b/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no invitation mailed to ${to}`);
    return match[1]!;
  };

  /** A won lead with its plant and an accepted document; the lead's address and ids. */
  async function invitablePlant() {
    const lead = await partnerWithLead(t, admin);
    await winLead(t, lead.leadId);
    const email = (await lead.agent.get('/api/leads')).json().leads[0].email as string;
    const put = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${lead.leadId}/plant`,
      payload: plantInput(),
    });
    const accepted = (await admin.get(`/api/leads/${lead.leadId}`))
      .json()
      .documents.find((d: { status: string }) => d.status === 'accepted').id as number;
    return { leadId: lead.leadId, email, plantId: put.json().system.id as number, accepted };
  }

  /** What a session holds of the plant: its id, a document's bytes, an upload. */
  async function plantAccess(agent: TestAgent, plant: Awaited<ReturnType<typeof invitablePlant>>) {
    return {
      system: (await agent.get('/api/customer/plant')).json().system?.id ?? null,
      document: (await agent.get(`/api/documents/${plant.accepted}`)).statusCode,
      upload: (await upload(agent, plant.leadId, 'pan_card', pdf())).statusCode,
    };
  }
  const none = { system: null, document: 404, upload: 404 };

  it('an invitation links the plant to an unconfirmed account only once its link is followed', async () => {
    const plant = await invitablePlant();
    const squatter = await signedInAgent(t, 'user', {
      email: plant.email,
      emailConfirmedAt: null,
    });
    const invited = await admin.post(`/api/admin/leads/${plant.leadId}/invite`);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().system.customerLinked).toBe(false);
    expect(await plantAccess(squatter.agent, plant)).toEqual(none);

    // The mailed link proves the address: the plant is the account's, the earlier sessions end.
    const token = await tokenMailedTo(plant.email);
    const reset = await new TestAgent(t.app).post('/api/auth/password/reset', {
      token,
      password: 'Surya-Rooftop-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await squatter.agent.get('/api/customer/plant')).statusCode).toBe(401);
    const owner = new TestAgent(t.app);
    const login = await owner.post('/api/auth/login', {
      email: plant.email,
      password: 'Surya-Rooftop-2026',
    });
    expect(login.statusCode).toBe(200);
    expect(await plantAccess(owner, plant)).toEqual({
      system: plant.plantId,
      document: 200,
      upload: 201,
    });
  });

  it('an invitation links a confirmed account at once, and an unconfirmed one when it confirms', async () => {
    const confirmedPlant = await invitablePlant();
    const confirmed = await signedInAgent(t, 'user', { email: confirmedPlant.email });
    await admin.post(`/api/admin/leads/${confirmedPlant.leadId}/invite`);
    expect(await plantAccess(confirmed.agent, confirmedPlant)).toEqual({
      system: confirmedPlant.plantId,
      document: 200,
      upload: 201,
    });

    const laterPlant = await invitablePlant();
    const later = await signedInAgent(t, 'user', {
      email: laterPlant.email,
      emailConfirmedAt: null,
    });
    await admin.post(`/api/admin/leads/${laterPlant.leadId}/invite`);
    expect(await plantAccess(later.agent, laterPlant)).toEqual(none);
    const token = await issueAccountToken(
      t.database.db,
      { userId: later.user.id, purpose: 'email_confirmation' },
      t.clock.now(),
    );
    expect((await later.agent.post('/api/auth/email/confirm', { token })).statusCode).toBe(200);
    expect((await plantAccess(later.agent, laterPlant)).system).toBe(laterPlant.plantId);
  });

  it('an export carries contact messages and the newsletter of a proved address only', async () => {
    for (const proved of [false, true]) {
      const { agent, user } = await signedInAgent(t, 'customer', {
        ...(proved ? {} : { emailConfirmedAt: null }),
      });
      await t.database.db.insert(contacts).values({
        name: 'Someone',
        email: user.email,
        phone: '1',
        subject: 'By address',
        message: 'm',
      });
      await t.database.db.insert(newsletter).values({ email: user.email });
      const data = (await agent.get('/api/account/export')).json();
      expect(data.contactMessages, `proved: ${proved}`).toHaveLength(proved ? 1 : 0);
      expect(data.newsletter, `proved: ${proved}`).toHaveLength(proved ? 1 : 0);
    }
  });

  it('a partner application is approved only for a proved address', async () => {
    for (const proved of [false, true]) {
      const { agent, user } = await signedInAgent(t, 'user', {
        ...(proved ? {} : { emailConfirmedAt: null }),
      });
      const applied = await agent.post('/api/partners/signup', application({ email: user.email }));
      expect(applied.statusCode).toBe(201);
      const approved = await admin.post(`/api/admin/partners/${applied.json().partner.id}/approve`);
      expect(approved.statusCode, `proved: ${proved}`).toBe(proved ? 200 : 409);
    }
  });
});
