import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '#server/access-policy.ts';
import { auditLog, leads, outbox, proposals, users } from '#server/db/schema.ts';
import {
  buildTestApp,
  fillParams,
  registeredRoutes,
  signedInAgent,
  TEST_ORIGIN,
  type TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { can, type Permission, STAFF_ROLES } from '#shared/permissions.ts';
import { partnerWithLead } from '../plants/test-support.ts';

describe('proposals', () => {
  let t: TestApp;
  let admin: TestAgent;
  const db = () => t.database.db;
  const offers = {
    ppa: { tariffPerKwh: 6.5, escalationPct: 2, termMonths: 60 },
    emi: { bank: 'State Bank of India', interestPct: 9.5, tenureMonths: 60 },
    purchase: { price: 4_500_000 },
  };
  const body = (extra: object = {}) => ({
    systemKw: 100,
    validUntil: '2026-02-15',
    ...offers,
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin', { language: 'hi' })).agent;
  });
  afterAll(() => t.close());

  /** A partner's lead (partner writing in Hindi) put at `site_survey`. */
  async function surveyedLead(
    stage: 'site_survey' | 'proposal' | 'lost' | 'qualified' = 'site_survey',
  ) {
    const made = await partnerWithLead(t, admin, 100);
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, made.user.id));
    await db().update(leads).set({ stage }).where(eq(leads.id, made.leadId));
    const [lead] = await db().select().from(leads).where(eq(leads.id, made.leadId));
    return { ...made, lead: lead! };
  }
  const lastMail = async (to: string) =>
    (
      await db().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1)
    )[0];
  const tokenFrom = async (to: string) => {
    const mail = await lastMail(to);
    const match = /(?:\/hi)?\/proposal\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no proposal link mailed to ${to}`);
    return { token: match[1]!, url: match[0], text: mail!.text };
  };
  const codeFrom = async (to: string) => /\b(\d{6})\b/.exec((await lastMail(to))?.text ?? '')?.[1];
  const customer = (ip = '203.0.113.9') => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN, 'user-agent': 'Mozilla/5.0 (Test) Firefox/140.0' },
      }),
  });
  async function sentProposal(extra: object = {}) {
    const lead = await surveyedLead();
    const created = await admin.post(`/api/admin/leads/${lead.leadId}/proposals`, body(extra));
    expect(created.statusCode, created.body).toBe(201);
    const sent = await admin.post(`/api/admin/proposals/${created.json().proposal.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...lead, proposal: sent.json().proposal, ...(await tokenFrom(lead.lead.email)) };
  }

  it('makes versions in the partner’s language, with the calculator’s figures; sending voids older links', async () => {
    const { leadId, lead } = await surveyedLead();
    const first = await admin.post(
      `/api/admin/leads/${leadId}/proposals`,
      body({ language: undefined }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().proposal).toMatchObject({
      leadId,
      version: 1,
      status: 'draft',
      language: 'hi',
    });
    expect(first.json().proposal.figures.annualGenerationKwh).toBe(126_000);
    const v1 = first.json().proposal.id;
    expect((await admin.post(`/api/admin/proposals/${v1}/send`)).json().proposal.status).toBe(
      'sent',
    );
    const link1 = await tokenFrom(lead.email);
    expect(link1.url).toBe(`/hi/proposal/${link1.token}`);
    expect(link1.text).toContain(`http://localhost:${t.app.config.port}/hi/proposal/`);
    // Sent twice: refused; the version never changes.
    expect((await admin.post(`/api/admin/proposals/${v1}/send`)).statusCode).toBe(409);

    // Only the hash of the token is stored.
    const [stored] = await db().select().from(proposals).where(eq(proposals.id, v1));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(link1.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(link1.token);

    const second = await admin.post(
      `/api/admin/leads/${leadId}/proposals`,
      body({ language: 'en', ppa: { ...offers.ppa, tariffPerKwh: 6 } }),
    );
    expect(second.json().proposal.version).toBe(2);
    await admin.post(`/api/admin/proposals/${second.json().proposal.id}/send`);
    const link2 = await tokenFrom(lead.email);
    expect(link2.url).toBe(`/proposal/${link2.token}`);

    const old = await customer().get(`/api/proposals/${link1.token}`);
    expect(old.statusCode).toBe(410);
    expect(old.json().error).toEqual({
      code: 'proposal_replaced',
      message: 'This proposal was replaced by a newer one.',
    });
    expect(old.body).not.toContain('6.5');
    expect((await customer().get(`/api/proposals/${link1.token}/pdf`)).statusCode).toBe(410);

    const list = (await admin.get(`/api/admin/leads/${leadId}/proposals`)).json().proposals;
    expect(list.map((p: { version: number; status: string }) => [p.version, p.status])).toEqual([
      [2, 'sent'],
      [1, 'replaced'],
    ]);
  });

  it('answers unknown and malformed tokens 404, with no hint', async () => {
    await sentProposal();
    for (const token of ['A'.repeat(43), 'short', `${'b'.repeat(42)}!`, 'x'.repeat(44)]) {
      for (const suffix of ['', '/pdf', '/certificate']) {
        const response = await customer().get(
          `/api/proposals/${encodeURIComponent(token)}${suffix}`,
        );
        expect(response.statusCode, token + suffix).toBe(404);
        expect(response.body).not.toMatch(/version|lead|replaced/i);
      }
      const accept = await customer().post(`/api/proposals/${encodeURIComponent(token)}/accept`, {
        name: 'A B',
        code: '123456',
      });
      expect(accept.statusCode).toBe(404);
    }
  });

  it('refuses a proposal for a lead not yet surveyed, lost, or unknown, with a clear message', async () => {
    for (const stage of ['qualified', 'lost'] as const) {
      const { leadId } = await surveyedLead(stage);
      const response = await admin.post(`/api/admin/leads/${leadId}/proposals`, body());
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'A proposal is made from the site survey on, for a lead that is not lost.',
      );
    }
    expect((await admin.post('/api/admin/leads/999999/proposals', body())).statusCode).toBe(404);
    const { leadId } = await surveyedLead();
    const noOffer = await admin.post(`/api/admin/leads/${leadId}/proposals`, {
      systemKw: 100,
      validUntil: '2026-02-15',
    });
    expect(noOffer.statusCode).toBe(400);
    const past = await admin.post(
      `/api/admin/leads/${leadId}/proposals`,
      body({ validUntil: '2026-01-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('validUntil');
  });

  it('records the first view, serves the PDF, and accepts with the mailed code, once', async () => {
    const sent = await sentProposal();
    const c = customer();
    const view = await c.get(`/api/proposals/${sent.token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().proposal).toMatchObject({ status: 'viewed', version: 1, acceptance: null });
    expect(view.json().proposal.emailHint).not.toBe(sent.lead.email);
    t.clock.advance(60_000);
    await c.get(`/api/proposals/${sent.token}`);
    const [row] = await db().select().from(proposals).where(eq(proposals.id, sent.proposal.id));
    expect(row!.firstViewedAt!.getTime()).toBe(t.clock.now().getTime() - 60_000);

    const pdf = await c.get(`/api/proposals/${sent.token}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfHash = createHash('sha256').update(pdf.rawPayload).digest('hex');
    const adminPdf = await admin.get(`/api/admin/proposals/${sent.proposal.id}/pdf`);
    expect(createHash('sha256').update(adminPdf.rawPayload).digest('hex')).toBe(pdfHash);

    expect((await c.post(`/api/proposals/${sent.token}/code`)).json()).toMatchObject({
      sent: true,
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    expect((await c.post(`/api/proposals/${sent.token}/code`)).statusCode).toBe(429);
    const code = await codeFrom(sent.lead.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await c.post(`/api/proposals/${sent.token}/accept`, {
      name: 'Vikram Mehta',
      code: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('verification_invalid');

    const staff = await Promise.all(
      STAFF_ROLES.map(async (role) => ({ ...(await signedInAgent(t, role)).user, role })),
    );
    const accepted = await c.post(`/api/proposals/${sent.token}/accept`, {
      name: 'Vikram Mehta',
      code,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().proposal.status).toBe('accepted');
    expect(accepted.json().proposal.acceptance).toEqual({
      acceptedAt: t.clock.now().toISOString(),
      name: 'Vikram Mehta',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (Test) Firefox/140.0',
      pdfSha256: pdfHash,
    });
    // Idempotent: again (even with a spent code) answers the same acceptance.
    t.clock.advance(5_000);
    const again = await c.post(`/api/proposals/${sent.token}/accept`, {
      name: 'Someone Else',
      code,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().proposal.acceptance).toEqual(accepted.json().proposal.acceptance);

    const certificate = await c.get(`/api/proposals/${sent.token}/certificate`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The customer, sales (the Hindi-speaking admin) and the partner are told.
    expect((await lastMail(sent.lead.email))!.text).toContain(pdfHash);
    expect((await lastMail(sent.user.email))!.subject).toMatch(/^प्रस्ताव स्वीकृत/);
    // Of the staff, exactly the members whose role may write proposals.
    for (const member of staff) {
      const told = (await lastMail(member.email))?.subject ?? '';
      expect(/accepted/i.test(told), `${member.role} told`).toBe(
        can(member.role, 'write:proposal'),
      );
    }
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'proposal.accept'), eq(auditLog.targetId, String(sent.leadId))),
      );
    expect(audit).toHaveLength(1);
  });

  it('burns the code after five wrong tries, and refuses an expired proposal', async () => {
    const sent = await sentProposal();
    const c = customer('203.0.113.10');
    await c.post(`/api/proposals/${sent.token}/code`);
    const code = await codeFrom(sent.lead.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect(
        (await c.post(`/api/proposals/${sent.token}/accept`, { name: 'V M', code: wrong }))
          .statusCode,
      ).toBe(400);
    const locked = await c.post(`/api/proposals/${sent.token}/accept`, { name: 'V M', code });
    expect(locked.json().error.code).toBe('verification_locked');

    // Past its validity day (India's calendar) it can no longer be accepted.
    const late = await sentProposal({ validUntil: '2026-01-16' });
    t.clock.advance(3 * 24 * 3600 * 1000);
    expect((await c.get(`/api/proposals/${late.token}`)).json().proposal.status).toBe('expired');
    expect((await c.post(`/api/proposals/${late.token}/code`)).statusCode).toBe(409);
    const refused = await c.post(`/api/proposals/${late.token}/accept`, {
      name: 'V M',
      code: '123456',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This proposal has expired.');
  });

  it('lets a lead be won only with an accepted proposal, or an admin’s audited override with a note', async () => {
    const sent = await sentProposal();
    await db().update(leads).set({ stage: 'proposal' }).where(eq(leads.id, sent.leadId));
    const won = () => admin.post(`/api/admin/leads/${sent.leadId}/stage`, { stage: 'won' });
    const refused = await won();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('proposal_required');
    const noNote = await admin.post(`/api/admin/leads/${sent.leadId}/stage`, {
      stage: 'won',
      override: true,
    });
    expect(noNote.statusCode).toBe(400);

    // The partner sees the status and date, never the prices.
    const partnerView = async () => (await sent.agent.get(`/api/leads/${sent.leadId}`)).json();
    expect((await partnerView()).proposal).toMatchObject({ version: 1, status: 'sent' });

    const c = customer('203.0.113.11');
    await c.post(`/api/proposals/${sent.token}/code`);
    const code = await codeFrom(sent.lead.email);
    expect(
      (await c.post(`/api/proposals/${sent.token}/accept`, { name: 'V M', code: code! }))
        .statusCode,
    ).toBe(200);
    const detail = await partnerView();
    expect(detail.proposal).toMatchObject({ version: 1, status: 'accepted' });
    expect(JSON.stringify(detail)).not.toMatch(/tariffPerKwh|4500000|figures/);
    expect((await won()).statusCode).toBe(200);

    const other = await surveyedLead('proposal');
    const override = await admin.post(`/api/admin/leads/${other.leadId}/stage`, {
      stage: 'won',
      override: true,
      note: 'Signed on paper at the site',
    });
    expect(override.statusCode).toBe(200);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'lead.won_override'), eq(auditLog.targetId, String(other.leadId))),
      );
    expect(audit.map((a) => a.details)).toEqual([{ note: 'Signed on paper at the site' }]);
  });

  it('keeps the staff routes to the proposal permissions and the link routes public, by the policy', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.includes('proposals') && !r.startsWith('HEAD'),
    );
    expect(routes.length).toBe(9);
    const agents: [
      string,
      {
        get(url: string): Promise<{ statusCode: number }>;
        post(url: string, body: object): Promise<{ statusCode: number }>;
      },
    ][] = [
      ['anonymous', customer()],
      ['customer', (await signedInAgent(t, 'customer')).agent],
      ['partner', (await signedInAgent(t, 'partner')).agent],
    ];
    for (const role of STAFF_ROLES) agents.push([role, (await signedInAgent(t, role)).agent]);
    let staffRoutes = 0;
    for (const route of routes) {
      const access = API_POLICY[route];
      expect(access, route).toBeDefined();
      if (access === 'public') continue;
      staffRoutes++;
      expect(['read:proposal', 'write:proposal'], route).toContain(access);
      const [method, path] = route.split(' ') as [string, string];
      for (const [who, agent] of agents) {
        const url = fillParams(path, '1');
        const response = method === 'GET' ? await agent.get(url) : await agent.post(url, body());
        const expected = who === 'anonymous' ? 401 : can(who, access as Permission) ? null : 403;
        if (expected) expect(response.statusCode, `${who} ${route}`).toBe(expected);
        else expect([401, 403], `${who} ${route}`).not.toContain(response.statusCode);
      }
    }
    expect(staffRoutes).toBe(4);
  });
});
