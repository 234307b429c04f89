import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, leads, outbox, users } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { DOCUMENT_TYPES } from '#shared/document-uploads.ts';
import {
  findStageMove,
  LEAD_STAGES,
  type LeadStage,
  PROPOSAL_REQUIRED_DOCUMENTS,
  STAGE_MOVES,
} from '#shared/lead-pipeline.ts';
import { samplePng } from '../documents/sample-files.ts';
import { pdf, upload } from '../documents/test-support.ts';
import { partnerAgent } from '../partners/test-support.ts';
import { freshTaxIds, leadInput } from './test-support.ts';

type Partner = Awaited<ReturnType<typeof partnerAgent>>;

describe('lead pipeline', () => {
  let t: TestApp;
  let admin: TestAgent;
  let owner: Partner;
  let other: Partner;

  const db = () => t.database.db;
  const newLead = async (partner: Partner = owner, overrides = {}) => {
    const response = await partner.agent.post('/api/leads', leadInput(overrides));
    if (response.statusCode !== 201) throw new Error(`lead not created: ${response.body}`);
    return response.json().lead.id as number;
  };
  /** Puts a lead in a stage directly, to test the one move out of it. */
  const putInStage = (leadId: number, stage: LeadStage) =>
    db().update(leads).set({ stage }).where(eq(leads.id, leadId));
  /** Stores a document of each type the proposal needs, accepted. */
  const acceptRequiredDocuments = async (leadId: number) => {
    for (const type of PROPOSAL_REQUIRED_DOCUMENTS) {
      const uploaded = await upload(owner.agent, leadId, type, pdf());
      const id = uploaded.json().document.id;
      const reviewed = await admin.post(`/api/admin/documents/${id}/review`, {
        decision: 'accepted',
      });
      expect(reviewed.statusCode).toBe(200);
    }
  };
  const stageOf = async (leadId: number) =>
    (await db().select({ stage: leads.stage }).from(leads).where(eq(leads.id, leadId)))[0]!.stage;
  const bodyFor = (to: LeadStage, kind?: string) => ({
    stage: to,
    ...(kind === 'back' ? { note: 'Entered one stage too early' } : {}),
    ...(kind === 'lost' ? { lostReason: 'not_interested', note: 'Chose a competitor' } : {}),
    // Won without a proposal on the platform: the admin's audited override.
    ...(to === 'won' ? { override: true, note: 'Accepted on paper' } : {}),
  });
  const mailsTo = (address: string) =>
    db().select().from(outbox).where(eq(outbox.to, address)).orderBy(outbox.id);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    owner = await partnerAgent(t, admin);
    other = await partnerAgent(t, admin);
  });
  afterAll(() => t.close());

  it.each(STAGE_MOVES.map((move) => [`${move.from} → ${move.to}`, move] as const))(
    'allows %s, keeps it in the history and the audit log',
    async (_, move) => {
      const leadId = await newLead();
      await putInStage(leadId, move.from);
      if (move.to === 'proposal') await acceptRequiredDocuments(leadId);
      const response = await admin.post(
        `/api/admin/leads/${leadId}/stage`,
        bodyFor(move.to, move.kind),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().lead.stage).toBe(move.to);
      expect(response.json().change).toMatchObject({ fromStage: move.from, toStage: move.to });
      expect(await stageOf(leadId)).toBe(move.to);

      const detail = (await admin.get(`/api/leads/${leadId}`)).json();
      expect(detail.history.at(-1)).toMatchObject({ fromStage: move.from, toStage: move.to });
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lead.stage'), eq(auditLog.targetId, String(leadId))));
      expect(audit.map((row) => row.details)).toEqual([
        expect.objectContaining({ from: move.from, to: move.to, kind: move.kind }),
      ]);
    },
  );

  const refusedMoves = LEAD_STAGES.flatMap((from) =>
    LEAD_STAGES.filter((to) => !findStageMove(from, to)).map(
      (to) => [`${from} → ${to}`, from, to] as const,
    ),
  );

  it('refuses every move that is not in the table with 409, leaving the stage alone', async () => {
    expect(refusedMoves.length).toBe(LEAD_STAGES.length ** 2 - STAGE_MOVES.length);
    const leadId = await newLead();
    for (const [name, from, to] of refusedMoves) {
      await putInStage(leadId, from);
      // With every extra a move could want, so only the table can be the reason.
      const response = await admin.post(`/api/admin/leads/${leadId}/stage`, {
        stage: to,
        note: 'Trying anyway',
        lostReason: 'other',
      });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error.code, name).toBe('stage_move_refused');
      expect(await stageOf(leadId), name).toBe(from);
    }
  });

  it('needs a note to step back, and a reason (with a note for "other") to lose a lead', async () => {
    const leadId = await newLead();
    await putInStage(leadId, 'qualified');
    const back = await admin.post(`/api/admin/leads/${leadId}/stage`, { stage: 'new' });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.fields).toEqual({ note: 'Please say why the lead goes back a stage' });
    const noReason = await admin.post(`/api/admin/leads/${leadId}/stage`, { stage: 'lost' });
    expect(noReason.json().error.fields).toEqual({
      lostReason: 'Please choose why the lead was lost',
    });
    const otherNoNote = await admin.post(`/api/admin/leads/${leadId}/stage`, {
      stage: 'lost',
      lostReason: 'other',
    });
    expect(otherNoNote.json().error.fields).toEqual({
      note: 'Please describe the reason in the note',
    });
    const unknownReason = await admin.post(`/api/admin/leads/${leadId}/stage`, {
      stage: 'lost',
      lostReason: 'weather',
    });
    expect(unknownReason.statusCode).toBe(400);
    expect(await stageOf(leadId)).toBe('qualified');
    const lost = await admin.post(`/api/admin/leads/${leadId}/stage`, {
      stage: 'lost',
      lostReason: 'roof_unsuitable',
    });
    expect(lost.json().lead).toMatchObject({ stage: 'lost', lostReason: 'roof_unsuitable' });
  });

  it('refuses proposal until the electricity bill, PAN card and GST returns are all accepted', async () => {
    const leadId = await newLead();
    await putInStage(leadId, 'site_survey');
    const ids: Record<string, number> = {};
    for (const type of DOCUMENT_TYPES) {
      ids[type] = (await upload(owner.agent, leadId, type, pdf())).json().document.id;
    }
    const toProposal = () => admin.post(`/api/admin/leads/${leadId}/stage`, { stage: 'proposal' });
    // Every document but the required ones accepted: still refused.
    for (const type of DOCUMENT_TYPES.filter(
      (d) => !PROPOSAL_REQUIRED_DOCUMENTS.includes(d as never),
    ))
      await admin.post(`/api/admin/documents/${ids[type]}/review`, { decision: 'accepted' });
    // Each required document in turn is the one left unaccepted (uploaded, then rejected).
    for (const missing of PROPOSAL_REQUIRED_DOCUMENTS) {
      for (const type of PROPOSAL_REQUIRED_DOCUMENTS)
        await admin.post(`/api/admin/documents/${ids[type]}/review`, {
          decision: type === missing ? 'rejected' : 'accepted',
          reason: 'Unreadable scan',
        });
      const refused = await toProposal();
      expect(refused.statusCode, missing).toBe(409);
      expect(refused.json().error.code).toBe('documents_required');
      // A replacement is uploaded but not yet reviewed: still refused.
      ids[missing] = (await upload(owner.agent, leadId, missing, pdf())).json().document.id;
      expect((await toProposal()).statusCode, missing).toBe(409);
    }
    for (const type of PROPOSAL_REQUIRED_DOCUMENTS)
      await admin.post(`/api/admin/documents/${ids[type]}/review`, { decision: 'accepted' });
    expect((await toProposal()).statusCode).toBe(200);
  });

  it('lets only admins review documents; a rejection needs a reason the partner sees', async () => {
    const leadId = await newLead();
    const id = (await upload(owner.agent, leadId, 'pan_card', pdf())).json().document.id;
    const review = (agent: TestAgent, body: object) =>
      agent.post(`/api/admin/documents/${id}/review`, body);
    expect((await review(owner.agent, { decision: 'accepted' })).statusCode).toBe(403);
    expect(
      (await review((await signedInAgent(t, 'customer')).agent, { decision: 'accepted' }))
        .statusCode,
    ).toBe(403);
    expect((await review(new TestAgent(t.app), { decision: 'accepted' })).statusCode).toBe(401);
    const noReason = await review(admin, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({
      reason: 'Please say why the document is rejected',
    });
    expect(
      (await admin.post('/api/admin/documents/999999/review', { decision: 'accepted' })).statusCode,
    ).toBe(404);

    const rejected = await review(admin, { decision: 'rejected', reason: 'The PAN is cut off' });
    expect(rejected.json().document).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The PAN is cut off',
    });
    const seen = (await owner.agent.get(`/api/leads/${leadId}`)).json();
    expect(seen.checklist.find((e: { type: string }) => e.type === 'pan_card')).toEqual({
      type: 'pan_card',
      status: 'rejected',
      documentId: id,
      rejectionReason: 'The PAN is cut off',
    });
    const replacement = await upload(owner.agent, leadId, 'pan_card', {
      name: 'pan.png',
      contentType: 'image/png',
      content: samplePng(),
    });
    const after = (await owner.agent.get(`/api/leads/${leadId}`)).json();
    expect(after.checklist.find((e: { type: string }) => e.type === 'pan_card')).toMatchObject({
      status: 'uploaded',
      documentId: replacement.json().document.id,
      rejectionReason: null,
    });
    expect(after.checklist.filter((e: { status: string }) => e.status === 'missing')).toHaveLength(
      6,
    );
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'document.review'));
    expect(audit.some((row) => row.targetId === String(id))).toBe(true);
  });

  it("shows a partner their own lead with its history, never another partner's, and no notes", async () => {
    const leadId = await newLead();
    await admin.post(`/api/admin/leads/${leadId}/stage`, { stage: 'qualified' });
    const note = await admin.post(`/api/admin/leads/${leadId}/notes`, {
      text: 'Owner prefers calls after 6 pm',
    });
    expect(note.statusCode).toBe(201);
    expect(
      (await owner.agent.post(`/api/admin/leads/${leadId}/notes`, { text: 'x' })).statusCode,
    ).toBe(403);
    expect((await admin.post(`/api/admin/leads/${leadId}/notes`, { text: '  ' })).statusCode).toBe(
      400,
    );
    expect((await admin.post('/api/admin/leads/999999/notes', { text: 'x' })).statusCode).toBe(404);

    const own = await owner.agent.get(`/api/leads/${leadId}`);
    expect(own.statusCode).toBe(200);
    const detail = own.json();
    expect(detail.lead).toMatchObject({ id: leadId, stage: 'qualified' });
    expect(
      detail.history.map((h: { fromStage: string | null; toStage: string }) => [
        h.fromStage,
        h.toStage,
      ]),
    ).toEqual([
      [null, 'new'],
      ['new', 'qualified'],
    ]);
    expect(detail.history.every((h: { actorName: unknown }) => h.actorName === null)).toBe(true);
    expect(detail).not.toHaveProperty('notes');
    expect(detail).not.toHaveProperty('duplicateAttempts');
    expect(own.body).not.toContain('after 6 pm');

    const asAdmin = (await admin.get(`/api/leads/${leadId}`)).json();
    expect(asAdmin.notes).toEqual([
      expect.objectContaining({ text: 'Owner prefers calls after 6 pm' }),
    ]);
    expect(asAdmin.history[1].actorName).toMatch(/Admin Tester/);

    expect((await other.agent.get(`/api/leads/${leadId}`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/leads/999999')).statusCode).toBe(404);
    expect((await new TestAgent(t.app).get(`/api/leads/${leadId}`)).statusCode).toBe(401);
    // Moves and documents of someone else's lead are out of reach too.
    expect(
      (await owner.agent.post(`/api/admin/leads/${leadId}/stage`, { stage: 'site_survey' }))
        .statusCode,
    ).toBe(403);
    expect((await upload(other.agent, leadId, 'pan_card', pdf())).statusCode).toBe(404);
  });

  it('shows a document inline, still nosniff and sandboxed, to its partner and admins only', async () => {
    const leadId = await newLead();
    const id = (await upload(owner.agent, leadId, 'electricity_bill', pdf('bill.pdf'))).json()
      .document.id;
    for (const agent of [owner.agent, admin]) {
      const inline = await agent.get(`/api/documents/${id}?view=inline`);
      expect(inline.statusCode).toBe(200);
      expect(inline.headers['content-disposition']).toMatch(/^inline; filename="bill.pdf"/);
      expect(inline.headers['x-content-type-options']).toBe('nosniff');
      expect(inline.headers['content-security-policy']).toMatch(/\bsandbox\b/);
      expect(inline.headers['content-type']).toBe('application/pdf');
      const download = await agent.get(`/api/documents/${id}`);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    }
    expect((await other.agent.get(`/api/documents/${id}?view=inline`)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/documents/${id}?view=exec`)).statusCode).toBe(400);
  });

  describe('e-mails to the partner, in their language', () => {
    it.each(['en', 'hi'] as const)(
      '%s: a mail at every stage change and every rejected document',
      async (language) => {
        const partner = await partnerAgent(t, admin);
        await db().update(users).set({ language }).where(eq(users.id, partner.user.id));
        const leadId = await newLead(partner, { businessName: 'Sharma Dyeing' });
        const before = (await mailsTo(partner.user.email)).length;
        await admin.post(`/api/admin/leads/${leadId}/stage`, { stage: 'qualified' });
        const id = (await upload(partner.agent, leadId, 'gst_returns', pdf())).json().document.id;
        await admin.post(`/api/admin/documents/${id}/review`, {
          decision: 'rejected',
          reason: 'Wrong year',
        });
        await admin.post(`/api/admin/documents/${id}/review`, { decision: 'accepted' });
        await admin.post(`/api/admin/leads/${leadId}/stage`, {
          stage: 'lost',
          lostReason: 'financing_refused',
        });
        const mails = (await mailsTo(partner.user.email)).slice(before);
        expect(mails).toHaveLength(3);
        const [qualified, rejected, lost] = mails;
        const link = `/partner-dashboard/leads/${leadId}`;
        for (const mail of mails) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`lang="${language}"`);
        }
        expect(rejected!.text).toContain('Wrong year');
        if (language === 'hi') {
          expect(qualified!.subject).toBe(
            `आपकी लीड Sharma Dyeing (#${leadId}) अब इस चरण में है: योग्य`,
          );
          expect(rejected!.subject).toBe(
            `Sharma Dyeing (#${leadId}) का दस्तावेज़ अस्वीकृत: जीएसटी रिटर्न`,
          );
          expect(lost!.text).toContain('वित्तपोषण अस्वीकृत');
        } else {
          expect(qualified!.subject).toBe(`Your lead Sharma Dyeing (#${leadId}) is now: Qualified`);
          expect(rejected!.subject).toBe(
            `Document rejected for Sharma Dyeing (#${leadId}): GST returns`,
          );
          expect(lost!.text).toContain('Financing refused');
        }
      },
    );
  });

  describe('duplicate protection', () => {
    const base = () => leadInput(freshTaxIds());
    /** The same customer written differently, matching on one field only. */
    const variants = (existing: ReturnType<typeof base>) => ({
      email: { email: existing.email.toUpperCase() },
      phone: { phone: `0${existing.phone.replace(/^\+91\s*/, '').replace(/\s/g, '-')}` },
      panNumber: { panNumber: existing.panNumber!.toLowerCase() },
      gstin: { gstin: ` ${existing.gstin!.toLowerCase()} ` },
    });

    it.each(['email', 'phone', 'panNumber', 'gstin'] as const)(
      'matches on %s alone: another partner gets lead_protected with the end date, the same partner the lead',
      async (field) => {
        const existing = base();
        const created = await owner.agent.post('/api/leads', existing);
        expect(created.statusCode).toBe(201);
        const leadId = created.json().lead.id;
        const candidate = { ...leadInput(), ...variants(existing)[field] };

        const refused = await other.agent.post('/api/leads', candidate);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.code).toBe('lead_protected');
        const until = new Date(t.clock.now().getTime() + 90 * 24 * 3600 * 1000)
          .toISOString()
          .slice(0, 10);
        // The end date, and nothing about whose lead it is.
        expect(refused.json().error).toEqual({
          code: 'lead_protected',
          message: `This customer is already registered with us as another partner's lead. Its protection ends on ${until}.`,
          params: { until },
        });

        const own = await owner.agent.post('/api/leads', candidate);
        expect(own.statusCode).toBe(409);
        expect(own.json().error).toMatchObject({
          code: 'lead_duplicate',
          message: `You have already added this customer as lead #${leadId}.`,
          params: { leadId },
        });

        const attempts = (await admin.get(`/api/leads/${leadId}`)).json().duplicateAttempts;
        expect(
          attempts.map((a: { partnerId: number; matchedOn: string[] }) => [
            a.partnerId,
            a.matchedOn,
          ]),
        ).toEqual([
          [owner.partnerId, [field]],
          [other.partnerId, [field]],
        ]);
      },
    );

    it('ends the protection after 90 days, or when the lead is lost; a won lead protects nothing', async () => {
      const existing = base();
      const leadId = (await owner.agent.post('/api/leads', existing)).json().lead.id;
      const again = () => other.agent.post('/api/leads', { ...leadInput(), email: existing.email });
      // Registered 90 days ago less a minute: still protected; a minute later it is not.
      const registeredAgo = (ms: number) =>
        db()
          .update(leads)
          .set({ createdAt: new Date(t.clock.now().getTime() - ms) })
          .where(eq(leads.id, leadId));
      await registeredAgo(90 * 24 * 3600 * 1000 - 60_000);
      expect((await again()).statusCode).toBe(409);
      await registeredAgo(90 * 24 * 3600 * 1000);
      const afterProtection = await again();
      expect(afterProtection.statusCode).toBe(201);
      // The same partner's own open lead is still a duplicate, however old.
      expect(
        (await owner.agent.post('/api/leads', { ...leadInput(), email: existing.email }))
          .statusCode,
      ).toBe(409);

      const fresh = base();
      const freshId = (await owner.agent.post('/api/leads', fresh)).json().lead.id;
      expect(
        (await other.agent.post('/api/leads', { ...leadInput(), phone: fresh.phone })).statusCode,
      ).toBe(409);
      await admin.post(`/api/admin/leads/${freshId}/stage`, {
        stage: 'lost',
        lostReason: 'duplicate',
      });
      expect(
        (await other.agent.post('/api/leads', { ...leadInput(), phone: fresh.phone })).statusCode,
      ).toBe(201);
      // A won lead is a customer, no longer an open lead: it protects nothing.
      await putInStage(afterProtection.json().lead.id, 'won');
      expect(
        (await owner.agent.post('/api/leads', { ...leadInput(), email: existing.email }))
          .statusCode,
      ).toBe(409);
      await putInStage(leadId, 'won');
      expect(
        (await owner.agent.post('/api/leads', { ...leadInput(), email: existing.email }))
          .statusCode,
      ).toBe(201);
    });
  });

  describe('an admin adds a lead', () => {
    it('for an approved partner or for the company, audited, with the same duplicate rules', async () => {
      const input = leadInput();
      const forPartner = await admin.post('/api/admin/leads', {
        ...input,
        partnerId: other.partnerId,
      });
      expect(forPartner.statusCode).toBe(201);
      const lead = forPartner.json().lead;
      expect(lead).toMatchObject({ partnerId: other.partnerId, stage: 'new' });
      // The partner sees it as their own.
      expect((await other.agent.get(`/api/leads/${lead.id}`)).statusCode).toBe(200);

      const company = await admin.post('/api/admin/leads', { ...leadInput(), partnerId: null });
      expect(company.statusCode).toBe(201);
      expect(company.json().lead.partnerId).toBeNull();
      const detail = (await admin.get(`/api/leads/${company.json().lead.id}`)).json();
      expect(detail.partner).toBeNull();
      expect(detail.history).toEqual([
        expect.objectContaining({ fromStage: null, toStage: 'new' }),
      ]);
      const doc = await upload(admin, company.json().lead.id, 'pan_card', pdf());
      expect(doc.statusCode).toBe(201);
      // A company lead protects its customer from partners too.
      const taken = await owner.agent.post('/api/leads', {
        ...leadInput(),
        email: company.json().lead.email,
      });
      expect(taken.json().error.code).toBe('lead_protected');
      // And the admin adding the partner's customer again for the company is refused.
      const dup = await admin.post('/api/admin/leads', {
        ...leadInput(),
        email: input.email,
        partnerId: null,
      });
      expect(dup.json().error.code).toBe('lead_protected');

      const pending = await partnerAgent(t, admin, { approve: false });
      const refused = await admin.post('/api/admin/leads', {
        ...leadInput(),
        partnerId: pending.partnerId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        partnerId: 'Please choose an approved partner',
      });
      expect(
        (await owner.agent.post('/api/admin/leads', { ...leadInput(), partnerId: null }))
          .statusCode,
      ).toBe(403);

      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'lead.create'));
      expect(audit.map((row) => row.targetId)).toEqual(
        expect.arrayContaining([String(lead.id), String(company.json().lead.id)]),
      );
      const stored = await db()
        .select()
        .from(documents)
        .where(eq(documents.leadId, company.json().lead.id));
      expect(stored).toHaveLength(1);
    });
  });
});
