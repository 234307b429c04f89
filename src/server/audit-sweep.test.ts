import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_REQUIRED_DOCUMENTS } from '../shared/lead-pipeline.ts';
import { API_POLICY } from './access-policy.ts';
import { auditLog, leads, plants, projects, readings, rewards } from './db/schema.ts';
import { multipart, pdf, upload } from './features/documents/test-support.ts';
import { leadInput } from './features/leads/test-support.ts';
import { commissionedPlant, ingestionKey } from './features/monitoring/test-support.ts';
import { partnerAgent } from './features/partners/test-support.ts';
import { partnerWithLead, plantInput, winLead } from './features/plants/test-support.ts';
import {
  buildTestApp,
  registeredRoutes,
  signedInAgent,
  type TestAgent,
  type TestApp,
} from './test/helper.ts';

/** One valid request of a staff write, made ready by the records it needs (multipart: headers). */
type Write = { url: string; payload?: unknown; headers?: Record<string, string> };
type Fixture = (t: TestApp, admin: TestAgent) => Promise<Write>;

const proposalBody = {
  systemKw: 100,
  validUntil: '2026-02-15',
  ppa: { tariffPerKwh: 6.5, escalationPct: 2, termMonths: 60 },
  emi: { bank: 'State Bank of India', interestPct: 9.5, tenureMonths: 60 },
  purchase: { price: 4_500_000 },
};

async function surveyedLead(t: TestApp, admin: TestAgent) {
  const made = await partnerWithLead(t, admin, 100);
  await t.database.db.update(leads).set({ stage: 'site_survey' }).where(eq(leads.id, made.leadId));
  return made;
}

async function draftProposal(t: TestApp, admin: TestAgent) {
  const { leadId } = await surveyedLead(t, admin);
  const created = await admin.post(`/api/admin/leads/${leadId}/proposals`, proposalBody);
  if (created.statusCode !== 201) throw new Error(`proposal: ${created.body}`);
  return created.json().proposal.id as number;
}

async function wonWithPlant(t: TestApp, admin: TestAgent) {
  const made = await partnerWithLead(t, admin, 40);
  await winLead(t, made.leadId);
  const put = await admin.request({
    method: 'PUT',
    url: `/api/admin/leads/${made.leadId}/plant`,
    payload: plantInput(),
  });
  if (put.statusCode !== 200) throw new Error(`system: ${put.body}`);
  return { ...made, plantId: put.json().system.id as number };
}

async function pendingReward(t: TestApp, admin: TestAgent) {
  const { agent } = await wonWithPlant(t, admin);
  const [reward] = (await agent.get('/api/partners/earnings')).json().rewards;
  return reward.id as number;
}

async function wonProject(t: TestApp, admin: TestAgent) {
  const made = await partnerWithLead(t, admin, 40);
  await winLead(t, made.leadId);
  const [project] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.leadId, made.leadId));
  return { ...made, projectId: project!.id };
}

let plantCount = 0;

/** A commissioned PPA plant with December 2025's reading, not yet billed. */
async function ppaPlant(t: TestApp) {
  plantCount++;
  const db = t.database.db;
  const [lead] = await db
    .insert(leads)
    .values({
      contactName: 'Priya Sharma',
      email: `ppa-${plantCount}@sweep.example`,
      phone: '+91 98290 12345',
      businessName: `Sweep Textiles ${plantCount}`,
      address: 'Plot 7, RIICO',
      city: 'Jaipur',
      state: 'Rajasthan',
      monthlyBill: 120_000,
      stage: 'won',
    })
    .returning();
  const [plant] = await db
    .insert(plants)
    .values({
      leadId: lead!.id,
      sizeKw: 100,
      commissionedOn: '2024-11-01',
      ratePerKwh: 6,
      model: 'ppa',
      stage: 'system_activation',
      tariffPaisePerKwh: 600,
      escalationBp: 300,
      ppaStartOn: '2024-11-01',
      billingDay: 1,
    })
    .returning();
  await db.insert(readings).values({ plantId: plant!.id, month: '2025-12', kwh: 1000 });
  return plant!.id;
}

async function issuedBill(t: TestApp, admin: TestAgent) {
  const plantId = await ppaPlant(t);
  const run = await admin.post('/api/admin/bills/run', { month: '2025-12' });
  if (run.statusCode !== 200) throw new Error(`bill run: ${run.body}`);
  return run.json().bills.find((b: { systemId: number }) => b.systemId === plantId).id as number;
}

async function customerTicket(t: TestApp, admin: TestAgent) {
  const { customer } = await commissionedPlant(t, admin);
  const raised = await customer.agent.post('/api/customer/tickets', {
    category: 'low_generation',
    description: 'The inverter shows a red light since this morning.',
  });
  if (raised.statusCode !== 201) throw new Error(`ticket: ${raised.body}`);
  return raised.json().ticket.id as number;
}

/** Records the plant of a newly won lead, through `pattern` (a spelling of the route). */
const recordPlant =
  (pattern: string): Fixture =>
  async (t, admin) => {
    const { leadId } = await partnerWithLead(t, admin, 40);
    await winLead(t, leadId);
    return { url: pattern.replace(':id', String(leadId)), payload: plantInput() };
  };

/** Adds a month's reading to a new plant, through `pattern` (a spelling of the route). */
const addReading =
  (pattern: string): Fixture =>
  async (t, admin) => {
    const { plantId } = await wonWithPlant(t, admin);
    return {
      url: pattern.replace(':id', String(plantId)),
      payload: { month: '2026-01', kwh: 5200 },
    };
  };

/**
 * A valid request for every staff write ("METHOD /url" as API_POLICY names it). A new staff write
 * route needs its line here, or the first test fails.
 */
const STAFF_WRITES: Record<string, Fixture> = {
  'POST /api/admin/partners/:id/approve': async (t, admin) => {
    const { partnerId } = await partnerAgent(t, admin, { approve: false });
    return { url: `/api/admin/partners/${partnerId}/approve` };
  },
  'POST /api/admin/users/:id/disable': async (t) => {
    const { user } = await signedInAgent(t, 'customer');
    return { url: `/api/admin/users/${user.id}/disable` };
  },
  'POST /api/admin/users/:id/enable': async (t) => {
    const { user } = await signedInAgent(t, 'customer', { disabledAt: t.clock.now() });
    return { url: `/api/admin/users/${user.id}/enable` };
  },
  'PUT /api/admin/users/:id/role': async (t) => {
    const { user } = await signedInAgent(t, 'customer');
    return { url: `/api/admin/users/${user.id}/role`, payload: { role: 'sales' } };
  },
  'POST /api/admin/users/:id/mfa/reset': async (t) => {
    const { user } = await signedInAgent(t, 'finance');
    return { url: `/api/admin/users/${user.id}/mfa/reset` };
  },
  'POST /api/admin/leads': async () => ({
    url: '/api/admin/leads',
    payload: { ...leadInput(), partnerId: null },
  }),
  'POST /api/admin/leads/:id/stage': async (t, admin) => {
    const { leadId } = await partnerWithLead(t, admin);
    return { url: `/api/admin/leads/${leadId}/stage`, payload: { stage: 'qualified' } };
  },
  'POST /api/admin/leads/:id/notes': async (t, admin) => {
    const { leadId } = await partnerWithLead(t, admin);
    return { url: `/api/admin/leads/${leadId}/notes`, payload: { text: 'Call after 6 pm' } };
  },
  'POST /api/admin/documents/:id/review': async (t, admin) => {
    const { agent, leadId } = await partnerWithLead(t, admin);
    const uploaded = await upload(agent, leadId, PROPOSAL_REQUIRED_DOCUMENTS[0], pdf());
    if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
    return {
      url: `/api/admin/documents/${uploaded.json().document.id}/review`,
      payload: { decision: 'accepted' },
    };
  },
  'POST /api/admin/leads/:id/proposals': async (t, admin) => {
    const { leadId } = await surveyedLead(t, admin);
    return { url: `/api/admin/leads/${leadId}/proposals`, payload: proposalBody };
  },
  'POST /api/admin/proposals/:id/send': async (t, admin) => ({
    url: `/api/admin/proposals/${await draftProposal(t, admin)}/send`,
  }),
  'PUT /api/admin/leads/:id/plant': recordPlant('/api/admin/leads/:id/plant'),
  'POST /api/admin/plants/:id/readings': addReading('/api/admin/plants/:id/readings'),
  // The first spellings of the two routes above (decision 058).
  'PUT /api/admin/leads/:id/system': recordPlant('/api/admin/leads/:id/system'),
  'POST /api/admin/systems/:id/readings': addReading('/api/admin/systems/:id/readings'),
  'POST /api/admin/leads/:id/invite': async (t, admin) => {
    const { leadId } = await wonWithPlant(t, admin);
    return { url: `/api/admin/leads/${leadId}/invite`, payload: { language: 'en' } };
  },
  'POST /api/admin/rewards/:id/approve': async (t, admin) => ({
    url: `/api/admin/rewards/${await pendingReward(t, admin)}/approve`,
  }),
  'POST /api/admin/rewards/:id/paid': async (t, admin) => {
    const id = await pendingReward(t, admin);
    const approved = await admin.post(`/api/admin/rewards/${id}/approve`);
    if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
    return { url: `/api/admin/rewards/${id}/paid`, payload: { reference: 'UTR 4471 0093' } };
  },
  'PUT /api/admin/projects/:id/milestones/:key': async (t, admin) => {
    const { projectId } = await wonProject(t, admin);
    return {
      url: `/api/admin/projects/${projectId}/milestones/survey_report`,
      payload: { status: 'done', doneOn: '2026-01-15' },
    };
  },
  'POST /api/admin/projects/:id/milestones/:key/attachments': async (t, admin) => {
    const { projectId } = await wonProject(t, admin);
    return {
      url: `/api/admin/projects/${projectId}/milestones/survey_report/attachments`,
      ...multipart({}, pdf('survey.pdf')),
    };
  },
  'POST /api/admin/projects/:id/cancel': async (t, admin) => {
    const { projectId, leadId } = await wonProject(t, admin);
    // A paid reward part, so the cancel also claws it back.
    await t.database.db
      .update(rewards)
      .set({ status: 'paid', approvedAt: t.clock.now(), paidAt: t.clock.now() })
      .where(eq(rewards.leadId, leadId));
    return {
      url: `/api/admin/projects/${projectId}/cancel`,
      payload: { reason: 'The customer sold the factory' },
    };
  },
  'POST /api/admin/bills/run': async (t) => {
    await ppaPlant(t);
    return { url: '/api/admin/bills/run', payload: { month: '2025-12' } };
  },
  'POST /api/admin/bills/:id/payments': async (t, admin) => ({
    url: `/api/admin/bills/${await issuedBill(t, admin)}/payments`,
    payload: { amountPaise: 100_000, paidOn: '2026-01-14', utr: 'SBIN26014000001' },
  }),
  'POST /api/admin/bills/:id/credit-note': async (t, admin) => ({
    url: `/api/admin/bills/${await issuedBill(t, admin)}/credit-note`,
    payload: { amountPaise: 18_000, reason: 'Meter read 30 kWh high' },
  }),
  // One run per month: this run takes November 2025, the paid one below December.
  'POST /api/admin/payouts/run': async () => ({
    url: '/api/admin/payouts/run',
    payload: { month: '2025-11' },
  }),
  'POST /api/admin/payouts/:id/paid': async (t, admin) => {
    const partner = await partnerAgent(t, admin);
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        partnerId: partner.partnerId,
        contactName: 'Ravi',
        email: `ravi-${partner.partnerId}@sweep.example`,
        phone: '+91 98290 12345',
        businessName: 'Sweep Payout Mills',
        address: 'Road 2',
        city: 'Jaipur',
        state: 'Rajasthan',
        monthlyBill: 90_000,
        stage: 'won',
      })
      .returning();
    await t.database.db.insert(rewards).values({
      leadId: lead!.id,
      partnerId: partner.partnerId,
      amountPaise: 1_000_000,
      part: 'won',
      reason: 'won',
      sizeKw: 50,
      status: 'approved',
      earnedAt: new Date('2025-12-10T06:00:00Z'),
      approvedAt: new Date('2025-12-12T06:00:00Z'),
    });
    const profile = await partner.agent.request({
      method: 'PUT',
      url: '/api/partners/payout-profile',
      payload: {
        pan: 'ABCPE1234F',
        accountName: 'Asha Sharma',
        accountNumber: '001234567890',
        ifsc: 'SBIN0001234',
        gstin: null,
      },
    });
    if (profile.statusCode !== 200) throw new Error(`profile: ${profile.body}`);
    const run = await admin.post('/api/admin/payouts/run', { month: '2025-12' });
    if (run.statusCode !== 200) throw new Error(`payout run: ${run.body}`);
    return {
      url: `/api/admin/payouts/${run.json().id}/paid`,
      payload: { items: [{ partnerId: partner.partnerId, utr: 'SBIN26015123456' }] },
    };
  },
  'PUT /api/admin/finance-settings/:id': async (_t, admin) => {
    const [row] = (await admin.get('/api/admin/finance-settings')).json().items;
    return {
      url: `/api/admin/finance-settings/${row.id}`,
      payload: {
        value: row.value,
        effectiveFrom: row.effectiveFrom,
        effectiveTo: row.effectiveTo,
        note: 'Checked against the board’s circular',
      },
    };
  },
  'POST /api/admin/plants/:id/keys': async (t, admin) => {
    const { plantId } = await commissionedPlant(t, admin);
    return { url: `/api/admin/plants/${plantId}/keys`, payload: { name: 'Logger on roof B' } };
  },
  'DELETE /api/admin/plants/:id/keys/:keyId': async (t, admin) => {
    const { plantId } = await commissionedPlant(t, admin);
    const key = await ingestionKey(admin, plantId);
    return { url: `/api/admin/plants/${plantId}/keys/${key.id}` };
  },
  'POST /api/admin/tickets/:id/status': async (t, admin) => ({
    url: `/api/admin/tickets/${await customerTicket(t, admin)}/status`,
    payload: { status: 'acknowledged', note: 'Looking at it today' },
  }),
  'POST /api/admin/tickets/:id/comments': async (t, admin) => ({
    url: `/api/admin/tickets/${await customerTicket(t, admin)}/comments`,
    payload: { body: 'Our technician visits tomorrow at 10.', internal: false },
  }),
  'POST /api/admin/tickets/:id/owner': async (t, admin) => {
    const { user } = await signedInAgent(t, 'operations');
    return {
      url: `/api/admin/tickets/${await customerTicket(t, admin)}/owner`,
      payload: { ownerId: user.id },
    };
  },
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

describe('every staff write records its change in the audit log', () => {
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

  /** Every route Fastify serves whose policy is a staff permission and whose method writes. */
  const staffWrites = () =>
    registeredRoutes(t.app).filter((route) => {
      const access = API_POLICY[route];
      return (
        access !== undefined &&
        access !== 'public' &&
        access !== 'user' &&
        !READ_METHODS.has(route.split(' ')[0]!)
      );
    });

  it('has a valid request for each staff write route', () => {
    const routes = staffWrites();
    expect(routes.length).toBeGreaterThan(10);
    expect([...routes].sort()).toEqual(Object.keys(STAFF_WRITES).sort());
  });

  it.each(Object.keys(STAFF_WRITES))('%s writes an audit row with its changes', async (route) => {
    const write = await STAFF_WRITES[route]!(t, admin);
    const method = route.split(' ')[0]!;
    const [{ last } = { last: null }] = await t.database.db
      .select({ last: max(auditLog.id) })
      .from(auditLog);
    const maxBefore = last ?? 0;
    const response = await admin.request({
      method: method as 'POST',
      url: write.url,
      ...(write.payload === undefined ? {} : { payload: write.payload as object }),
      ...(write.headers === undefined ? {} : { headers: write.headers }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, maxBefore), eq(auditLog.actorId, adminId)));
    expect(rows.length, 'an audit row by the caller').toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row.changes ?? {}).length, `${row.action} has changes`).toBeGreaterThan(0);
      for (const change of Object.values(row.changes as Record<string, object>))
        expect(Object.keys(change).sort()).toEqual(['after', 'before']);
    }
  });
});
