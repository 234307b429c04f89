import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads, rewards } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { REWARD_RUPEES_PER_KW, rewardAmount } from '#shared/earnings.ts';
import { partnerWithLead, plantInput, winLead } from '../plants/test-support.ts';
import { awardWonLead } from './service.ts';

describe('partner earnings', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  it('computes every reward from the one rule: ₹500 per kW, nothing for no size', () => {
    expect(REWARD_RUPEES_PER_KW).toBe(500);
    for (const kw of [1, 7.5, 40, 150.25]) expect(rewardAmount(kw)).toBe(Math.round(kw * 500));
    for (const kw of [0, -3, Number.NaN]) expect(rewardAmount(kw)).toBe(0);
  });

  it('creates one won part when a lead is won, not a second when it is won again', async () => {
    const { agent, leadId, partnerId } = await partnerWithLead(t, admin, 40);
    expect((await agent.get('/api/partners/earnings')).json()).toMatchObject({
      conversions: 0,
      totalEarnedPaise: 0,
      totalPaidPaise: 0,
      rewards: [],
    });
    // Won through the pipeline's stage route: the reward is made in the same transaction.
    await winLead(t, leadId);
    t.clock.advance(60_000);
    const stage = (to: string) =>
      admin.post(`/api/admin/leads/${leadId}/stage`, {
        stage: to,
        override: true,
        note: 'Accepted on paper',
      });
    expect((await stage('won')).statusCode).toBe(409);
    // Stepped back (the pipeline has no move out of won, so the row is set back directly) and
    // won again through the route, and awarded directly too: one reward, its first date kept.
    await t.database.db.update(leads).set({ stage: 'proposal' }).where(eq(leads.id, leadId));
    expect((await stage('won')).statusCode).toBe(200);
    await awardWonLead(t.database.db, leadId, t.clock.now());
    const rows = await t.database.db.select().from(rewards).where(eq(rewards.leadId, leadId));
    expect(rows).toHaveLength(1);
    const earnings = (await agent.get('/api/partners/earnings')).json();
    // 40 kW: ₹20,000 in all, ₹10,000 of it at won.
    expect(earnings).toMatchObject({
      conversions: 1,
      totalEarnedPaise: 1_000_000,
      totalPaidPaise: 0,
    });
    expect(earnings.rewards).toEqual([
      expect.objectContaining({
        leadId,
        partnerId,
        part: 'won',
        reason: 'won',
        amountPaise: 1_000_000,
        sizeKw: 40,
        status: 'pending',
        earnedAt: rows[0]!.earnedAt.toISOString(),
        paidAt: null,
        reference: null,
      }),
    ]);
  });

  it('follows the recorded system size until approved, then keeps the approved amount', async () => {
    const { agent, leadId } = await partnerWithLead(t, admin, 40);
    await winLead(t, leadId);
    const put = (sizeKw: number) =>
      admin.request({
        method: 'PUT',
        url: `/api/admin/leads/${leadId}/plant`,
        payload: plantInput({ sizeKw }),
      });
    expect((await put(52.5)).statusCode).toBe(200);
    let [reward] = (await agent.get('/api/partners/earnings')).json().rewards;
    // Half of ₹26,250.
    expect(reward).toMatchObject({ sizeKw: 52.5, amountPaise: 1_312_500 });
    expect((await admin.post(`/api/admin/rewards/${reward.id}/approve`)).statusCode).toBe(200);
    expect((await put(80)).statusCode).toBe(200);
    [reward] = (await agent.get('/api/partners/earnings')).json().rewards;
    expect(reward).toMatchObject({ sizeKw: 52.5, amountPaise: 1_312_500, status: 'approved' });
  });

  it('lets only admins approve and pay, in order, with the reference and an audit row', async () => {
    const { agent, leadId } = await partnerWithLead(t, admin, 10);
    await winLead(t, leadId);
    const [reward] = (await agent.get('/api/partners/earnings')).json().rewards;
    const pay = (who: TestAgent) =>
      who.post(`/api/admin/rewards/${reward.id}/paid`, { reference: 'UTR 4471 0093' });

    // The partner, a customer and a visitor may not approve or pay.
    const customer = (await signedInAgent(t, 'customer')).agent;
    for (const [who, status] of [
      [agent, 403],
      [customer, 403],
      [new TestAgent(t.app), 401],
    ] as const) {
      expect((await pay(who)).statusCode).toBe(status);
      expect((await who.post(`/api/admin/rewards/${reward.id}/approve`)).statusCode).toBe(status);
      expect((await who.get('/api/admin/rewards')).statusCode).toBe(status);
    }

    // Paid before approved: refused. A reference is required.
    expect((await pay(admin)).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/rewards/${reward.id}/approve`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/rewards/${reward.id}/approve`)).statusCode).toBe(409);
    const blank = await admin.post(`/api/admin/rewards/${reward.id}/paid`, { reference: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reference).toBe('Please enter the payment reference');

    t.clock.advance(3_600_000);
    const paid = await pay(admin);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().reward).toMatchObject({
      status: 'paid',
      reference: 'UTR 4471 0093',
      paidAt: t.clock.now().toISOString(),
    });
    expect((await pay(admin)).statusCode).toBe(409);
    expect(
      (await admin.post('/api/admin/rewards/2147483647/paid', { reference: 'x-1' })).statusCode,
    ).toBe(404);

    const earnings = (await agent.get('/api/partners/earnings')).json();
    // 10 kW: the won half, ₹2,500.
    expect(earnings).toMatchObject({ totalEarnedPaise: 250_000, totalPaidPaise: 250_000 });
    expect(earnings.rewards[0]).toMatchObject({ status: 'paid', reference: 'UTR 4471 0093' });

    const audit = await t.database.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'reward'), eq(auditLog.targetId, String(reward.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['reward.approve', 'reward.pay']);
    // The changed fields, before and after.
    const changes = Object.fromEntries(audit.map((a) => [a.action, a.changes]));
    expect(changes['reward.approve']).toMatchObject({
      status: { before: 'pending', after: 'approved' },
    });
    expect(changes['reward.pay']).toMatchObject({
      status: { before: 'approved', after: 'paid' },
      reference: { before: null },
    });
  });

  it('refuses to approve a reward with no amount until the system is recorded', async () => {
    const { agent, leadId } = await partnerWithLead(t, admin, null);
    await winLead(t, leadId);
    const [reward] = (await agent.get('/api/partners/earnings')).json().rewards;
    expect(reward.amountPaise).toBe(0);
    const refused = await admin.post(`/api/admin/rewards/${reward.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Record the size of the system/);
  });

  it('lists the rewards due (not the paid ones) and exports them as CSV', async () => {
    const due = (await admin.get('/api/admin/rewards?pageSize=100')).json();
    expect(due.rewards.length).toBeGreaterThan(0);
    expect(due.rewards.every((r: { status: string }) => r.status !== 'paid')).toBe(true);
    const all = (await admin.get('/api/admin/rewards?status=all&pageSize=100')).json();
    expect(all.total).toBe(due.total + 1);
    const csv = await admin.get('/api/admin/rewards?format=csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Partner,Partner Email,Lead ID,Customer,System Size (kW),Part,Amount (INR),Reason,Status,Earned,Approved,Paid,Reference',
    );
    expect(lines).toHaveLength(due.total + 1);
  });

  it('shows each partner only their own rewards; an applicant has none, a customer is refused', async () => {
    const one = await partnerWithLead(t, admin, 12);
    const two = await partnerWithLead(t, admin, 14);
    await winLead(t, one.leadId);
    await winLead(t, two.leadId);
    const mine = (await one.agent.get('/api/partners/earnings')).json();
    expect(mine.rewards.map((r: { leadId: number }) => r.leadId)).toEqual([one.leadId]);
    const applicant = (await signedInAgent(t, 'user', { userType: 'partner' })).agent;
    expect((await applicant.get('/api/partners/earnings')).json().conversions).toBe(0);
    const customer = (await signedInAgent(t, 'customer')).agent;
    expect((await customer.get('/api/partners/earnings')).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get('/api/partners/earnings')).statusCode).toBe(401);
  });
});
