import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, rewards } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import { commissionedPartPaise, rewardPaise, wonPartPaise } from '#shared/earnings.ts';
import { formatPaise } from '#shared/format.ts';
import { MILESTONE_KEYS } from '#shared/project-milestones.ts';
import { projectsApi } from '#shared/schemas/projects.ts';
import { samplePdf } from '../documents/sample-files.ts';
import { multipart } from '../documents/test-support.ts';
import { partnerWithLead, winLead } from '../plants/test-support.ts';

const TODAY = '2026-01-15';

describe('rewards follow the work', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  it('splits by the one rule: half at won, the rest (odd paisa too) at commissioned', () => {
    expect(rewardPaise(50)).toBe(2_500_000);
    expect(wonPartPaise(50) + commissionedPartPaise(50, wonPartPaise(50))).toBe(rewardPaise(50));
    // 0.003 kW rounds to ₹2: 100 paise each.
    expect([wonPartPaise(0.003), commissionedPartPaise(0.003, wonPartPaise(0.003))]).toEqual([
      100, 100,
    ]);
    // 7.003 kW → ₹3,502 (one rounding, to the rupee) → ₹1,751 at won.
    expect(wonPartPaise(7.003)).toBe(175_100);
    // A reward made whole before the split adds nothing at commissioning.
    expect(commissionedPartPaise(50, rewardPaise(50))).toBe(0);
    expect(formatPaise(1_250_000)).toBe('₹12,500');
    expect(formatPaise(-1_250_050)).toBe('-₹12,500.50');
  });

  async function project(kw: number) {
    const made = await partnerWithLead(t, admin, kw);
    await winLead(t, made.leadId);
    const [row] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.leadId, made.leadId));
    return { ...made, projectId: row!.id };
  }

  async function commission(projectId: number) {
    for (const key of MILESTONE_KEYS.slice(0, 8)) {
      const response = await admin.request({
        method: 'PUT',
        url: projectsApi.milestone(projectId, key),
        payload: { status: 'done', doneOn: TODAY },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await admin.request({
      method: 'POST',
      url: projectsApi.milestoneAttachments(projectId, 'commissioned'),
      ...multipart({}, { name: 'cert.pdf', contentType: 'application/pdf', content: samplePdf() }),
    });
    const response = await admin.request({
      method: 'PUT',
      url: projectsApi.milestone(projectId, 'commissioned'),
      payload: { status: 'done', doneOn: TODAY },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const parts = async (leadId: number) =>
    (await t.database.db.select().from(rewards).where(eq(rewards.leadId, leadId)))
      .map((r) => ({
        part: r.part,
        amountPaise: r.amountPaise,
        status: r.status,
        reason: r.reason,
      }))
      .sort((a, b) => a.part.localeCompare(b.part));

  it('50 kW: ₹12,500 at won + ₹12,500 at commissioned, each pending → approved → paid', async () => {
    const { leadId, projectId, agent } = await project(50);
    expect(await parts(leadId)).toEqual([
      { part: 'won', amountPaise: 1_250_000, status: 'pending', reason: 'won' },
    ]);
    await commission(projectId);
    expect(await parts(leadId)).toEqual([
      { part: 'commissioned', amountPaise: 1_250_000, status: 'pending', reason: 'commissioned' },
      { part: 'won', amountPaise: 1_250_000, status: 'pending', reason: 'won' },
    ]);
    const earnings = (await agent.get('/api/partners/earnings')).json();
    expect(earnings).toMatchObject({ conversions: 1, totalEarnedPaise: 2_500_000 });
    for (const reward of earnings.rewards) {
      expect((await admin.post(`/api/admin/rewards/${reward.id}/approve`)).statusCode).toBe(200);
      const paid = await admin.post(`/api/admin/rewards/${reward.id}/paid`, { reference: 'UTR 1' });
      expect(paid.statusCode).toBe(200);
    }
    expect((await agent.get('/api/partners/earnings')).json().totalPaidPaise).toBe(2_500_000);
  });

  it('40 kW cancelled before any payment: ₹10,000 won part cancelled, no clawback', async () => {
    const { leadId, projectId, agent } = await project(40);
    const response = await admin.post(projectsApi.cancel(projectId), {
      reason: 'Roof lease ended',
    });
    expect(response.statusCode).toBe(200);
    expect(await parts(leadId)).toEqual([
      { part: 'won', amountPaise: 1_000_000, status: 'cancelled', reason: 'won' },
    ]);
    expect((await agent.get('/api/partners/earnings')).json()).toMatchObject({
      totalEarnedPaise: 0,
      totalPaidPaise: 0,
    });
  });

  it('60 kW cancelled after the won part was paid: ₹15,000 paid, -₹15,000 clawback approved', async () => {
    const { leadId, projectId, agent } = await project(60);
    const [won] = (await agent.get('/api/partners/earnings')).json().rewards;
    await admin.post(`/api/admin/rewards/${won.id}/approve`);
    await admin.post(`/api/admin/rewards/${won.id}/paid`, { reference: 'UTR 2' });
    await admin.post(projectsApi.cancel(projectId), { reason: 'Customer withdrew' });
    expect(await parts(leadId)).toEqual([
      {
        part: 'clawback',
        amountPaise: -1_500_000,
        status: 'approved',
        reason: 'clawback: project cancelled',
      },
      { part: 'won', amountPaise: 1_500_000, status: 'paid', reason: 'won' },
    ]);
    const earnings = (await agent.get('/api/partners/earnings')).json();
    // Earned nets to nothing; the partner sees both entries and why.
    expect(earnings).toMatchObject({ totalEarnedPaise: 0, totalPaidPaise: 1_500_000 });
    expect(earnings.rewards.map((r: { part: string }) => r.part).sort()).toEqual([
      'clawback',
      'won',
    ]);
    // The clawback is due: the admin's list of rewards to pay shows it, to be deducted.
    const due = (await admin.get('/api/admin/rewards?pageSize=100')).json().rewards;
    expect(due).toContainEqual(
      expect.objectContaining({ leadId, part: 'clawback', amountPaise: -1_500_000 }),
    );
  });

  it('30 kW commissioned, won part paid, then cancelled: ₹7,500 clawed back, ₹7,500 cancelled', async () => {
    const { leadId, projectId, agent } = await project(30);
    await commission(projectId);
    const won = (await agent.get('/api/partners/earnings'))
      .json()
      .rewards.find((r: { part: string }) => r.part === 'won');
    await admin.post(`/api/admin/rewards/${won.id}/approve`);
    await admin.post(`/api/admin/rewards/${won.id}/paid`, { reference: 'UTR 3' });
    await admin.post(projectsApi.cancel(projectId), { reason: 'Plant dismantled' });
    expect(await parts(leadId)).toEqual([
      {
        part: 'clawback',
        amountPaise: -750_000,
        status: 'approved',
        reason: 'clawback: project cancelled',
      },
      { part: 'commissioned', amountPaise: 750_000, status: 'cancelled', reason: 'commissioned' },
      { part: 'won', amountPaise: 750_000, status: 'paid', reason: 'won' },
    ]);
  });
});
