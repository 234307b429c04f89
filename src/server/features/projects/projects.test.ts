import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  outbox,
  plants,
  projectMilestones,
  projects,
  proposals,
} from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import {
  MAY_BE_NOT_APPLICABLE,
  MILESTONE_KEYS,
  MILESTONE_STATUSES,
  type MilestoneKey,
  type MilestoneStatus,
  milestoneMessages,
} from '#shared/project-milestones.ts';
import { projectMessages, projectsApi } from '#shared/schemas/projects.ts';
import { htmlDisguisedAsPdf, samplePdf } from '../documents/sample-files.ts';
import { multipart } from '../documents/test-support.ts';
import { partnerWithLead, plantInput, winLead } from '../plants/test-support.ts';

const TODAY = '2026-01-15'; // the test clock's day in India

describe('installation projects', () => {
  let t: TestApp;
  let admin: TestAgent;
  let ops: TestAgent;
  let opsId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    const operations = await signedInAgent(t, 'operations');
    ops = operations.agent;
    opsId = operations.user.id;
  });
  afterAll(() => t.close());

  async function wonProject(kw: number | null = 50) {
    const made = await partnerWithLead(t, admin, kw);
    await winLead(t, made.leadId);
    const [project] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.leadId, made.leadId));
    return { ...made, projectId: project!.id };
  }

  const put = (agent: TestAgent, id: number, key: string, body: Record<string, unknown>) =>
    agent.request({ method: 'PUT', url: projectsApi.milestone(id, key), payload: body });
  const done = (agent: TestAgent, id: number, key: string, extra: Record<string, unknown> = {}) =>
    put(agent, id, key, { status: 'done', doneOn: TODAY, ...extra });
  const attach = (agent: TestAgent, id: number, key: string, content = samplePdf()) =>
    agent.request({
      method: 'POST',
      url: projectsApi.milestoneAttachments(id, key),
      ...multipart({}, { name: 'certificate.pdf', contentType: 'application/pdf', content }),
    });

  it('opens a project with nine pending milestones when a lead is won, once', async () => {
    const { projectId, leadId } = await wonProject();
    const response = await ops.get(projectsApi.project(projectId));
    expect(response.statusCode).toBe(200);
    const { project } = response.json();
    expect(project).toMatchObject({ leadId, status: 'active', nextKey: 'survey_report' });
    expect(project.milestones.map((m: { key: string }) => m.key)).toEqual([...MILESTONE_KEYS]);
    expect(project.milestones.every((m: { status: string }) => m.status === 'pending')).toBe(true);
    const rows = await t.database.db.select().from(projects).where(eq(projects.leadId, leadId));
    expect(rows).toHaveLength(1);
  });

  /*
   * The order rule as a table: for every milestone, every status it may be set to, with the
   * milestone before it settled or not and the one after it settled or not. Allowed exactly when
   * pending ⇒ the next is pending; done or not applicable ⇒ the previous is settled; not
   * applicable ⇒ the milestone may be (CEIG) and a reason is given. Everything else is refused.
   */
  const cases: {
    key: MilestoneKey;
    to: MilestoneStatus;
    beforeSettled: boolean;
    afterSettled: boolean;
    allowed: boolean;
  }[] = [];
  for (const [index, key] of MILESTONE_KEYS.entries())
    for (const to of MILESTONE_STATUSES)
      for (const beforeSettled of index === 0 ? [true] : [false, true])
        for (const afterSettled of index === MILESTONE_KEYS.length - 1 ? [false] : [false, true]) {
          if (afterSettled && !beforeSettled) continue; // no project can stand so
          const allowed =
            to === 'pending'
              ? !afterSettled
              : beforeSettled && (to === 'done' || MAY_BE_NOT_APPLICABLE.includes(key));
          cases.push({ key, to, beforeSettled, afterSettled, allowed });
        }

  /**
   * A project for one case: a won lead's own where the case may commission it (that makes a
   * plant and ends the project), else one shared project with its milestones put back to pending,
   * as won (a lead won for each case was most of this file's time).
   */
  let sharedProjectId: number | undefined;
  async function projectForCase(key: MilestoneKey) {
    if (key === 'commissioned') return (await wonProject()).projectId;
    sharedProjectId ??= (await wonProject()).projectId;
    await t.database.db
      .update(projectMilestones)
      .set({ status: 'pending', doneOn: null, note: null, reference: null })
      .where(eq(projectMilestones.projectId, sharedProjectId));
    return sharedProjectId;
  }

  it.each(cases)(
    '$key → $to (before settled: $beforeSettled, after settled: $afterSettled): allowed $allowed',
    async ({ key, to, beforeSettled, afterSettled, allowed }) => {
      const projectId = await projectForCase(key);
      const index = MILESTONE_KEYS.indexOf(key);
      // Stand the project as the case says, directly in the table.
      const settledUpTo = afterSettled ? index + 1 : beforeSettled ? index - 1 : index - 2;
      await t.database.db
        .update(projectMilestones)
        .set({ status: 'done', doneOn: '2026-01-01' })
        .where(
          and(
            eq(projectMilestones.projectId, projectId),
            inArray(projectMilestones.key, MILESTONE_KEYS.slice(0, settledUpTo + 1)),
          ),
        );
      if (key === 'commissioned' && to === 'done') await attach(ops, projectId, key);
      const response = await put(ops, projectId, key, {
        status: to,
        doneOn: to === 'done' ? TODAY : null,
        note: to === 'not_applicable' ? 'No inspection needed below 10 kW here' : null,
        ...(key === 'commissioned' ? { commissionedKw: 50 } : {}),
      });
      expect(response.statusCode, response.body).toBe(
        allowed ? 200 : to === 'not_applicable' && beforeSettled ? 400 : 409,
      );
      if (allowed)
        expect(
          response.json().project.milestones.find((m: { key: string }) => m.key === key).status,
        ).toBe(to);
      else expect(response.json().error.message).toBeTruthy();
    },
  );

  it('refuses a done date in the future (India’s day), a missing one and one before the previous', async () => {
    const { projectId } = await wonProject();
    let response = await done(ops, projectId, 'survey_report', { doneOn: '2026-01-16' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.doneOn).toBe(milestoneMessages.doneInFuture);
    response = await put(ops, projectId, 'survey_report', { status: 'done' });
    expect(response.json().error.fields.doneOn).toBe(milestoneMessages.doneDateRequired);
    // 23:30 in India on the 15th is still the 15th in UTC's 18:00: today is allowed.
    expect((await done(ops, projectId, 'survey_report', { doneOn: '2026-01-10' })).statusCode).toBe(
      200,
    );
    response = await done(ops, projectId, 'design_approved', { doneOn: '2026-01-09' });
    expect(response.json().error.message).toBe(milestoneMessages.doneBeforePrevious);
  });

  it('allows not applicable only for CEIG and only with a reason', async () => {
    const { projectId } = await wonProject();
    for (const key of MILESTONE_KEYS.slice(0, 6))
      expect((await done(ops, projectId, key)).statusCode).toBe(200);
    let response = await put(ops, projectId, 'ceig_inspection', { status: 'not_applicable' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.note).toBe(milestoneMessages.reasonRequired);
    response = await put(ops, projectId, 'ceig_inspection', {
      status: 'not_applicable',
      note: 'Below the CEIG threshold in this state',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project.nextKey).toBe('net_meter');
  });

  it('takes a milestone owner only from staff who write projects', async () => {
    const { projectId } = await wonProject();
    const sales = await signedInAgent(t, 'sales');
    let response = await put(ops, projectId, 'survey_report', {
      status: 'pending',
      ownerId: sales.user.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.ownerId).toBeTruthy();
    response = await put(ops, projectId, 'survey_report', {
      status: 'pending',
      ownerId: opsId,
      plannedOn: '2026-01-20',
      reference: 'SR-1',
      note: 'Roof access via the east stairs',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project.milestones[0]).toMatchObject({
      ownerId: opsId,
      plannedOn: '2026-01-20',
      reference: 'SR-1',
      overdue: false,
    });
    // The history keeps who changed what, before and after.
    const history = response.json().project.history;
    expect(history[0]).toMatchObject({
      action: 'project.milestone',
      key: 'survey_report',
      changes: {
        ownerId: { before: null, after: opsId },
        plannedOn: { before: null, after: '2026-01-20' },
      },
    });
    expect(history[0].actorName).toMatch(/Operations/);
  });

  it('commissions only with the certificate, and creates the plant once', async () => {
    const { projectId, leadId } = await wonProject(50);
    for (const key of MILESTONE_KEYS.slice(0, 8)) {
      const response = await done(ops, projectId, key);
      expect(response.statusCode, key).toBe(200);
    }
    let response = await done(ops, projectId, 'commissioned', { commissionedKw: 48 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(milestoneMessages.certificateRequired);
    const wrong = await attach(ops, projectId, 'commissioned', htmlDisguisedAsPdf());
    expect(wrong.statusCode).toBe(415);
    expect((await attach(ops, projectId, 'commissioned')).statusCode).toBe(201);
    // The size as the form sends it: a number, or its text as typed, read by decimal rules.
    for (const kw of ['0x10', '1e3', '-48', '0', 'abc', 100_001]) {
      response = await done(ops, projectId, 'commissioned', { commissionedKw: kw });
      expect(response.statusCode, String(kw)).toBe(400);
      expect(response.json().error.fields, String(kw)).toEqual({
        commissionedKw: projectMessages.kw,
      });
    }
    response = await done(ops, projectId, 'commissioned', { commissionedKw: '48' });
    expect(response.statusCode).toBe(200);
    expect(response.json().project).toMatchObject({ status: 'commissioned', nextKey: null });
    let stored = await t.database.db.select().from(plants).where(eq(plants.leadId, leadId));
    expect(stored).toMatchObject([
      { sizeKw: 48, commissionedOn: TODAY, stage: 'system_activation' },
    ]);
    // Reopened and commissioned again, and the admin's plant form used: still one plant.
    expect((await put(ops, projectId, 'commissioned', { status: 'pending' })).statusCode).toBe(200);
    expect((await done(ops, projectId, 'commissioned')).statusCode).toBe(200);
    const form = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${leadId}/plant`,
      payload: plantInput({ sizeKw: 48, commissionedOn: TODAY }),
    });
    expect(form.statusCode).toBe(200);
    stored = await t.database.db.select().from(plants).where(eq(plants.leadId, leadId));
    expect(stored).toHaveLength(1);
  });

  it('commissions a PPA lead into a plant with its contract terms: ₹6.50/kWh = 650 paise, 2 % = 200 bp', async () => {
    const { projectId, leadId } = await wonProject(50);
    await t.database.db.insert(proposals).values({
      leadId,
      version: 1,
      language: 'en',
      systemKw: 50,
      validUntil: '2026-02-15',
      offers: { ppa: { tariffPerKwh: 6.5, escalationPct: 2, termMonths: 300 } },
      gstRate: 0.05,
      figures: {} as never,
      acceptedAt: t.clock.now(),
    });
    for (const key of MILESTONE_KEYS.slice(0, 8))
      expect((await done(ops, projectId, key)).statusCode, key).toBe(200);
    expect((await attach(ops, projectId, 'commissioned')).statusCode).toBe(201);
    expect((await done(ops, projectId, 'commissioned')).statusCode).toBe(200);
    const [plant] = await t.database.db.select().from(plants).where(eq(plants.leadId, leadId));
    expect(plant).toMatchObject({
      model: 'ppa',
      commissionedOn: TODAY,
      tariffPaisePerKwh: 650,
      escalationBp: 200,
      ppaStartOn: TODAY,
      billingDay: 1,
    });
  });

  it('activates a plant recorded before commissioning instead of making another', async () => {
    const { projectId, leadId } = await wonProject(50);
    const recorded = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${leadId}/plant`,
      payload: plantInput({ sizeKw: 52, commissionedOn: null, stage: 'installation' }),
    });
    expect(recorded.statusCode).toBe(200);
    for (const key of MILESTONE_KEYS.slice(0, 8)) await done(ops, projectId, key);
    await attach(ops, projectId, 'commissioned');
    expect((await done(ops, projectId, 'commissioned')).statusCode).toBe(200);
    const stored = await t.database.db.select().from(plants).where(eq(plants.leadId, leadId));
    expect(stored).toMatchObject([
      { id: recorded.json().system.id, sizeKw: 52, commissionedOn: TODAY },
    ]);
  });

  it('cancels with a reason, once; a cancelled project refuses every change', async () => {
    const { projectId, leadId, agent: partner } = await wonProject();
    let response = await ops.post(projectsApi.cancel(projectId), {});
    expect(response.statusCode).toBe(400);
    response = await ops.post(projectsApi.cancel(projectId), {
      reason: 'Customer sold the building',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer sold the building',
    });
    response = await ops.post(projectsApi.cancel(projectId), { reason: 'Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(milestoneMessages.alreadyCancelled);
    response = await done(ops, projectId, 'survey_report');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(milestoneMessages.cancelled);
    expect((await attach(ops, projectId, 'survey_report')).statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.cancel'), eq(auditLog.targetId, String(projectId))));
    expect(audit).toMatchObject({
      details: expect.objectContaining({ reason: 'Customer sold the building' }),
    });
    // The partner's lead page: still won, with the project cancelled.
    const lead = (await partner.get(`/api/leads/${leadId}`)).json();
    expect(lead.lead.stage).toBe('won');
    expect(lead.project.status).toBe('cancelled');
  });

  it('shows the partner names and dates, never notes, owners or internal references', async () => {
    const { projectId, leadId, agent: partner } = await wonProject();
    await put(ops, projectId, 'survey_report', {
      status: 'done',
      doneOn: TODAY,
      note: 'Internal: owner was difficult',
      reference: 'SURVEY-INTERNAL-7',
      ownerId: opsId,
    });
    await put(ops, projectId, 'design_approved', { status: 'done', doneOn: TODAY });
    await put(ops, projectId, 'discom_applied', {
      status: 'done',
      doneOn: TODAY,
      reference: 'JVVNL/NM/2026/123',
    });
    const response = await partner.get(`/api/leads/${leadId}`);
    expect(response.statusCode).toBe(200);
    const { project } = response.json();
    expect(project.milestones[0]).toEqual({
      key: 'survey_report',
      status: 'done',
      plannedOn: null,
      doneOn: TODAY,
      reference: null,
    });
    expect(project.milestones[2].reference).toBe('JVVNL/NM/2026/123');
    expect(response.body).not.toContain('owner was difficult');
    expect(response.body).not.toContain('SURVEY-INTERNAL-7');
  });

  it('shows the customer their project and files of done milestones; others see none', async () => {
    const { projectId, leadId } = await wonProject();
    const leadRow = (await admin.get(`/api/leads/${leadId}`)).json().lead;
    const customer = await signedInAgent(t, 'customer', { email: leadRow.email });
    expect((await customer.agent.get(projectsApi.customerProject())).json().project).toMatchObject({
      id: projectId,
      nextKey: 'survey_report',
    });
    const file = await attach(ops, projectId, 'survey_report');
    const fileId = file.json().attachment.id;
    // Not done yet: the file is not the customer's to open.
    expect((await customer.agent.get(`/api/project-attachments/${fileId}`)).statusCode).toBe(404);
    await done(ops, projectId, 'survey_report');
    const seen = (await customer.agent.get(projectsApi.customerProject())).json().project;
    expect(seen.milestones[0].attachments).toEqual([expect.objectContaining({ id: fileId })]);
    expect((await customer.agent.get(`/api/project-attachments/${fileId}`)).statusCode).toBe(200);
    // An account with the address unproved, or another customer, sees nothing.
    const other = await signedInAgent(t, 'customer');
    expect((await other.agent.get(projectsApi.customerProject())).json()).toEqual({
      project: null,
    });
    expect((await other.agent.get(`/api/project-attachments/${fileId}`)).statusCode).toBe(404);
  });

  it('mails the customer once per done milestone, in their language', async () => {
    const { projectId, leadId } = await wonProject();
    const leadRow = (await admin.get(`/api/leads/${leadId}`)).json().lead;
    await signedInAgent(t, 'customer', { email: leadRow.email, language: 'hi' });
    await put(ops, projectId, 'survey_report', { status: 'pending', plannedOn: '2026-01-14' });
    await done(ops, projectId, 'survey_report');
    // Saving it again (a note) is no second mail.
    await done(ops, projectId, 'survey_report', { note: 'Report filed' });
    await put(ops, projectId, 'design_approved', { status: 'pending', plannedOn: '2026-01-20' });
    await done(ops, projectId, 'design_approved');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, leadRow.email));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('आपकी सोलर परियोजना: साइट सर्वेक्षण रिपोर्ट');
    expect(mails[1]!.text).toContain('डिज़ाइन और सामग्री सूची स्वीकृत');
    expect(mails[1]!.text).toMatch(/customer-dashboard\S*lang=hi/);
  });

  it('lists projects for the board: next milestone, overdue, owner and city filters, search, CSV', async () => {
    const a = await wonProject();
    const b = await wonProject();
    const owner = await signedInAgent(t, 'operations');
    await put(ops, a.projectId, 'survey_report', {
      status: 'pending',
      plannedOn: '2026-01-10',
      ownerId: owner.user.id,
    });
    let page = (await ops.get(`${projectsApi.list()}?overdue=true&pageSize=100`)).json();
    expect(page.projects.map((p: { id: number }) => p.id)).toContain(a.projectId);
    expect(page.projects.map((p: { id: number }) => p.id)).not.toContain(b.projectId);
    expect(page.projects.find((p: { id: number }) => p.id === a.projectId)).toMatchObject({
      overdue: true,
      nextKey: 'survey_report',
      nextPlannedOn: '2026-01-10',
    });
    page = (await ops.get(`${projectsApi.list()}?owner=${owner.user.id}&pageSize=100`)).json();
    expect(page.projects.map((p: { id: number }) => p.id)).toEqual([a.projectId]);
    page = (await ops.get(`${projectsApi.list()}?city=bhilwara&q=plant works&pageSize=5`)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    page = (await ops.get(`${projectsApi.list()}?city=Mumbai`)).json();
    expect(page.total).toBe(0);
    const csv = await ops.get(`${projectsApi.list()}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Next Milestone');
  });

  it('answers a bad milestone key, project id or body with a clear 4xx', async () => {
    const { projectId } = await wonProject();
    expect((await done(ops, projectId, 'roof_painted')).statusCode).toBe(404);
    expect((await done(ops, 999_999, 'survey_report')).statusCode).toBe(404);
    const response = await put(ops, projectId, 'survey_report', { status: 'finished' });
    expect(response.statusCode).toBe(400);
    expect(
      (await put(ops, projectId, 'survey_report', { status: 'pending', plannedOn: '2026-02-30' }))
        .statusCode,
    ).toBe(400);
  });

  it('lets operations and admins work projects; sales, finance, partners, customers and visitors not', async () => {
    const { projectId } = await wonProject();
    const expected = {
      admin: 200,
      operations: 200,
      sales: 403,
      finance: 403,
      partner: 403,
      customer: 403,
      user: 403,
    } as const;
    for (const [role, status] of Object.entries(expected)) {
      const { agent } = await signedInAgent(t, role as keyof typeof expected);
      expect((await agent.get(projectsApi.list())).statusCode, role).toBe(status);
      expect((await agent.get(projectsApi.project(projectId))).statusCode, role).toBe(status);
      const write = await put(agent, projectId, 'survey_report', { status: 'pending' });
      expect(write.statusCode, role).toBe(status);
    }
    const visitor = new TestAgent(t.app);
    expect((await visitor.get(projectsApi.list())).statusCode).toBe(401);
    expect((await visitor.get(projectsApi.customerProject())).statusCode).toBe(401);
  });
});
