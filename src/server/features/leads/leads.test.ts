import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { partnerAgent } from '../partners/test-support.ts';
import { leadInput } from './test-support.ts';

describe('leads', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  it('refuses a pending partner with 403 and says why', async () => {
    const { agent } = await partnerAgent(t, admin, { approve: false });
    const response = await agent.post('/api/leads', leadInput());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Your partner application is awaiting approval. You can add leads once an admin approves it.',
    );
    // A customer who applied still has the customer role: the partner area is not theirs yet.
    expect((await agent.get('/api/leads')).statusCode).toBe(403);
    const applicant = (await signedInAgent(t, 'user', { userType: 'partner' })).agent;
    expect((await applicant.get('/api/leads')).json()).toMatchObject({
      leads: [],
      total: 0,
      page: 1,
    });
  });

  it('refuses someone who never applied, and visitors', async () => {
    const { agent } = await signedInAgent(t, 'customer');
    const response = await agent.post('/api/leads', leadInput());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/Only approved partners can add leads/);
    expect((await new TestAgent(t.app).post('/api/leads', leadInput())).statusCode).toBe(401);
    expect((await new TestAgent(t.app).get('/api/leads')).statusCode).toBe(401);
  });

  it('answers each invalid field with the spec’s message', async () => {
    const { agent } = await partnerAgent(t, admin);
    const response = await agent.post('/api/leads', {
      contactName: 'V',
      email: 'vikram-at-mehta',
      phone: '98765-432',
      businessName: 'M',
      address: 'Plot',
      city: 'B',
      state: 'R',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      contactName: 'Name must be at least 2 characters',
      email: 'Please enter a valid email',
      phone: 'Phone number must be at least 10 digits',
      businessName: 'Company name must be at least 2 characters',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      state: 'State must be at least 2 characters',
      monthlyBill: 'Please enter the monthly electricity bill amount',
    });
  });

  it('decides eligibility on the server: ₹50,000 a month or more', async () => {
    const { agent, partnerId } = await partnerAgent(t, admin);
    const eligibility: Record<number, boolean> = {};
    for (const monthlyBill of [49_999, 50_000, 50_001]) {
      // What the caller claims about eligibility is ignored.
      const response = await agent.post('/api/leads', {
        ...leadInput({ monthlyBill }),
        isEligible: monthlyBill < 50_000,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().lead).toMatchObject({ partnerId, monthlyBill, documentCount: 0 });
      eligibility[monthlyBill] = response.json().lead.isEligible;
    }
    expect(eligibility).toEqual({ 49999: false, 50000: true, 50001: true });
  });

  it('returns the one lead shape, and each partner sees only their own leads', async () => {
    const first = await partnerAgent(t, admin);
    const second = await partnerAgent(t, admin);
    const created = await first.agent.post(
      '/api/leads',
      leadInput({
        email: 'Vikram@Mehta-Textiles.example',
        phone: '+91 98765 43210',
        panNumber: 'abcde1234f',
        gstin: '08abcde1234f1z5',
        businessNature: 'Textile mill',
      }),
    );
    expect(created.statusCode).toBe(201);
    const lead = created.json().lead;
    expect(lead).toEqual({
      id: expect.any(Number),
      partnerId: first.partnerId,
      contactName: 'Vikram Mehta',
      email: 'vikram@mehta-textiles.example',
      phone: '+91 98765 43210',
      businessName: 'Mehta Textiles',
      businessNature: 'Textile mill',
      address: 'Plot 7, RIICO Industrial Area',
      city: 'Bhilwara',
      state: 'Rajasthan',
      monthlyBill: 120_000,
      installationSizeKw: 150,
      panNumber: 'ABCDE1234F',
      gstin: '08ABCDE1234F1Z5',
      annualProfit: null,
      facilitySqft: null,
      notes: 'Roof of 20,000 sq ft; owner wants PPA.',
      isEligible: true,
      documentCount: 0,
      stage: 'new',
      lostReason: null,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    await second.agent.post('/api/leads', leadInput({ contactName: 'Someone Else' }));

    const own = (await first.agent.get('/api/leads')).json().leads;
    expect(own).toEqual([lead]);
    const others = (await second.agent.get('/api/leads')).json().leads;
    expect(others.map((l: { contactName: string }) => l.contactName)).toEqual(['Someone Else']);

    const all = (await admin.get('/api/leads')).json().leads;
    const ids = all.map((l: { id: number }) => l.id);
    expect(ids).toContain(lead.id);
    expect(ids).toContain(others[0].id);
  });
});
