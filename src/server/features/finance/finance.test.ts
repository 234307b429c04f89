import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  leads,
  outbox,
  payoutProfiles,
  payoutStatements,
  plants,
  readings,
  rewards,
  users,
} from '#server/db/schema.ts';
import {
  buildTestApp,
  sessionAgent,
  signedInAgent,
  type TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { partnerAgent } from '../partners/test-support.ts';
import { sealStoredAccountNumbers } from './bank-account.ts';

const DAY = 24 * 3600_000;
const dir = mkdtempSync(path.join(tmpdir(), 'finance-pdf-'));
const pdfText = (body: Buffer, name: string) => {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
};

describe('bills and payouts', () => {
  let t: TestApp;
  let admin: TestAgent;
  let finance: TestAgent;
  let financeId: string;
  /** A new session of the finance user: a session lasts 7 days, and some tests move weeks on. */
  const financeAgain = () => sessionAgent(t, financeId);
  let adminId: string;
  /** Back from a trip in time: sessions that lapsed meanwhile were removed, so sign in again. */
  async function comeBack(ms: number) {
    t.clock.advance(-ms);
    finance = await financeAgain();
    admin = await sessionAgent(t, adminId);
  }
  const db = () => t.database.db;
  let plantCounter = 0;

  beforeAll(async () => {
    // The clock starts on 2026-01-15: December 2025 has ended, in FY 2025-26.
    t = await buildTestApp();
    const boss = await signedInAgent(t, 'admin');
    admin = boss.agent;
    adminId = boss.user.id;
    const member = await signedInAgent(t, 'finance');
    finance = member.agent;
    financeId = member.user.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const mailsTo = (to: string) =>
    db().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

  /** A commissioned PPA plant with a customer account and December's reading. */
  async function ppaPlant(options: {
    kwh: number;
    tariffPaise?: number;
    escalationBp?: number;
    startOn?: string;
    language?: 'en' | 'hi';
  }) {
    plantCounter++;
    const customer = await signedInAgent(t, 'customer', { language: options.language ?? 'en' });
    const [lead] = await db()
      .insert(leads)
      .values({
        contactName: 'Priya Sharma',
        email: customer.user.email,
        phone: '+91 98290 12345',
        businessName: `Sitapura Textiles ${plantCounter}`,
        address: 'Plot 7, RIICO',
        city: 'Jaipur',
        state: 'Rajasthan',
        monthlyBill: 120_000,
        stage: 'won',
      })
      .returning();
    const [plant] = await db()
      .insert(plants)
      .values({
        leadId: lead!.id,
        customerUserId: customer.user.id,
        sizeKw: 100,
        commissionedOn: options.startOn ?? '2024-11-01',
        ratePerKwh: 6,
        model: 'ppa',
        stage: 'system_activation',
        tariffPaisePerKwh: options.tariffPaise ?? 600,
        escalationBp: options.escalationBp ?? 300,
        ppaStartOn: options.startOn ?? '2024-11-01',
        billingDay: 1,
      })
      .returning();
    await db().insert(readings).values({ plantId: plant!.id, month: '2025-12', kwh: options.kwh });
    return { customer, plant: plant!, lead: lead! };
  }

  it('the plant of a won lead takes PPA terms; the start follows commissioning', async () => {
    const [lead] = await db()
      .insert(leads)
      .values({
        contactName: 'Meena',
        email: 'meena@ppa-terms.example',
        phone: '+91 98290 12345',
        businessName: 'Terms Test Mills',
        address: 'Road 2',
        city: 'Jaipur',
        state: 'Rajasthan',
        monthlyBill: 90_000,
        stage: 'won',
      })
      .returning();
    const put = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${lead!.id}/plant`,
      payload: {
        sizeKw: 100,
        ratePerKwh: 6,
        model: 'ppa',
        commissionedOn: '2026-01-05',
        ppa: { tariffPaisePerKwh: 600, escalationBp: 300 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().system.ppa).toEqual({
      tariffPaisePerKwh: 600,
      escalationBp: 300,
      startOn: '2026-01-05',
      billingDay: 1,
      paymentTermsDays: 15,
    });
    const bad = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${lead!.id}/plant`,
      payload: {
        sizeKw: 100,
        ratePerKwh: 6,
        model: 'ppa',
        ppa: { tariffPaisePerKwh: 6.5, escalationBp: 300, billingDay: 31 },
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  describe('bills', () => {
    let first: Awaited<ReturnType<typeof ppaPlant>>;
    let billId: number;

    beforeAll(async () => {
      // Contract from 2024-11-01: December 2025 is in contract year 2, 600 × 1.03 = 618 paise.
      first = await ppaPlant({ kwh: 1000 });
    });

    it('a run bills 1,000 kWh × 618 paise = ₹6,180 once; running again makes none', async () => {
      const run = await finance.post('/api/admin/bills/run', { month: '2025-12' });
      expect(run.statusCode, run.body).toBe(200);
      const bill = run
        .json()
        .bills.find((b: { systemId: number }) => b.systemId === first.plant.id);
      expect(bill).toMatchObject({
        number: 'AS/25-26/000001',
        month: '2025-12',
        units: 1000,
        tariffPaisePerKwh: 618,
        contractYear: 2,
        amountPaise: 618_000,
        paidPaise: 0,
        status: 'due',
        issuedOn: '2026-01-15',
        dueOn: '2026-01-30',
      });
      billId = bill.id;
      const again = await finance.post('/api/admin/bills/run', { month: '2025-12' });
      expect(again.json()).toMatchObject({ created: 0, bills: [] });
      const list = await finance.get('/api/admin/bills');
      expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(list.json().items[0]).toMatchObject({ id: billId, amountPaise: 618_000 });
      const [mail] = await mailsTo(first.customer.user.email);
      expect(mail?.subject).toBe('Your solar power bill AS/25-26/000001');
      expect(mail?.text).toContain('₹6,180');
    });

    it('refuses a month that has not ended, with a message', async () => {
      const response = await finance.post('/api/admin/bills/run', { month: '2026-01' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'A month can be billed or paid out only once it has ended.',
      );
      expect((await finance.post('/api/admin/bills/run', { month: '2025-13' })).statusCode).toBe(
        400,
      );
    });

    it('the customer downloads their Bill of Supply; another customer hears 404', async () => {
      const own = await first.customer.agent.get(`/api/bills/${billId}/pdf`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      const text = pdfText(own.rawPayload, 'bill');
      for (const words of [
        'Bill of Supply',
        'AS/25-26/000001',
        'GSTIN 08AAQCA1234B1Z2',
        'CIN U40106RJ2021PTC076543',
        '1,000 kWh',
        'contract year 2',
        '₹6,180',
        '2026-01-30',
      ])
        expect(text).toContain(words);
      const other = await signedInAgent(t, 'customer');
      expect((await other.agent.get(`/api/bills/${billId}/pdf`)).statusCode).toBe(404);
      expect((await finance.get(`/api/bills/${billId}/pdf`)).statusCode).toBe(200);
    });

    it('a Hindi customer’s bill is in Hindi', async () => {
      const hindi = await ppaPlant({ kwh: 500, language: 'hi' });
      const run = await finance.post('/api/admin/bills/run', { month: '2025-12' });
      expect(run.json().created).toBe(1);
      const id = run.json().bills[0].id;
      const text = pdfText(
        (await hindi.customer.agent.get(`/api/bills/${id}/pdf`)).rawPayload,
        'hi',
      );
      expect(text).toContain('आपूर्ति बिल');
      expect(text).toContain('AS/25-26/000002');
    });

    it('partial payments add up: ₹2,000 partly pays, more than is left is 409, the rest pays', async () => {
      const part = await finance.post(`/api/admin/bills/${billId}/payments`, {
        amountPaise: 200_000,
        paidOn: '2026-01-16',
        utr: 'hdfc12345678',
      });
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json().bill).toMatchObject({ paidPaise: 200_000, status: 'partly_paid' });
      expect(part.json().payment.utr).toBe('HDFC12345678');
      const over = await finance.post(`/api/admin/bills/${billId}/payments`, {
        amountPaise: 418_001,
        paidOn: '2026-01-17',
        utr: 'HDFC12345679',
      });
      expect(over.statusCode).toBe(409);
      const bad = await finance.post(`/api/admin/bills/${billId}/payments`, {
        amountPaise: 10.5,
        paidOn: '2026-02-30',
        utr: 'x',
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields).sort()).toEqual(['amountPaise', 'paidOn', 'utr']);
      const rest = await finance.post(`/api/admin/bills/${billId}/payments`, {
        amountPaise: 418_000,
        paidOn: '2026-01-18',
        utr: 'HDFC12345680',
      });
      expect(rest.json().bill).toMatchObject({ paidPaise: 618_000, status: 'paid' });
      const own = await first.customer.agent.get('/api/customer/bills');
      expect(own.json().items).toHaveLength(1);
      expect(
        own.json().items[0].payments.map((p: { amountPaise: number }) => p.amountPaise),
      ).toEqual([200_000, 418_000]);
    });

    it('a correction is a credit note of its own series', async () => {
      const other = await finance.get('/api/admin/bills');
      const hindiBill = other
        .json()
        .items.find((b: { number: string }) => b.number === 'AS/25-26/000002');
      const note = await finance.post(`/api/admin/bills/${hindiBill.id}/credit-note`, {
        amountPaise: 10_000,
        reason: 'Meter read 16 kWh too high',
      });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json().creditNote).toMatchObject({
        number: 'CN/25-26/000001',
        kind: 'credit_note',
        amountPaise: -10_000,
        correctsBillId: hindiBill.id,
      });
    });

    it('aging: unpaid bills by days past due, as JSON and CSV; overdue after the due date', async () => {
      // 500 kWh × 618 = ₹3,090, less the ₹100 credit note = ₹2,990 left, due 2026-01-30.
      const now = await finance.get('/api/admin/bills/aging');
      expect(now.json().buckets).toEqual([
        { bucket: '0-30', bills: 1, duePaise: 299_000 },
        { bucket: '31-60', bills: 0, duePaise: 0 },
        { bucket: '61-90', bills: 0, duePaise: 0 },
        { bucket: '90+', bills: 0, duePaise: 0 },
      ]);
      t.clock.advance(50 * DAY); // 2026-03-06: 35 days past due
      const away = await financeAgain();
      const later = await away.get('/api/admin/bills/aging');
      expect(later.json().buckets[1]).toEqual({ bucket: '31-60', bills: 1, duePaise: 299_000 });
      const csv = await away.get('/api/admin/bills/aging?format=csv');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('AS/25-26/000002');
      expect(csv.body).toContain('31-60');
      const list = await away.get('/api/admin/bills');
      const overdue = list
        .json()
        .items.find((b: { number: string }) => b.number === 'AS/25-26/000002');
      expect(overdue.status).toBe('overdue');
      await comeBack(50 * DAY);
    });

    it('reminders go once at the due date and once 7 days after', async () => {
      const hindiEmail = (
        await db()
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.role, 'customer'), eq(users.language, 'hi')))
      )[0]!.email;
      t.clock.advance(16 * DAY); // 2026-01-31: past due
      await t.app.jobs.runNow('bill-reminders');
      await t.app.jobs.runNow('bill-reminders');
      const due = (await mailsTo(hindiEmail)).filter((m) => m.subject.includes('देय है'));
      expect(due).toHaveLength(1);
      t.clock.advance(7 * DAY);
      await t.app.jobs.runNow('bill-reminders');
      const late = (await mailsTo(hindiEmail)).filter((m) => m.subject.includes('बकाया'));
      expect(late).toHaveLength(1);
      // The paid bill had no reminder.
      const paid = (await mailsTo(first.customer.user.email)).filter((m) =>
        m.subject.includes('due'),
      );
      expect(paid).toHaveLength(0);
      await comeBack(23 * DAY);
    });
  });

  describe('payouts', () => {
    /** An approved partner with approved reward entries in December 2025 (whole rupees, signed). */
    async function partnerWithRewards(rupees: number[], profile?: Record<string, string | null>) {
      const partner = await partnerAgent(t, admin);
      for (const amount of rupees) {
        const [lead] = await db()
          .insert(leads)
          .values({
            partnerId: partner.partnerId,
            contactName: 'Ravi',
            email: `ravi-${partner.partnerId}-${amount}@leads.example`,
            phone: '+91 98290 12345',
            businessName: `Lead of ${partner.partnerId}`,
            address: 'Road 1',
            city: 'Jaipur',
            state: 'Rajasthan',
            monthlyBill: 90_000,
            stage: 'won',
          })
          .returning();
        // A clawback is a negative entry, approved like any other.
        await db()
          .insert(rewards)
          .values({
            leadId: lead!.id,
            partnerId: partner.partnerId,
            amountPaise: amount * 100,
            part: amount < 0 ? 'clawback' : 'won',
            reason: amount < 0 ? 'clawback: project cancelled' : 'won',
            sizeKw: 50,
            status: 'approved',
            earnedAt: new Date('2025-12-10T06:00:00Z'),
            approvedAt: new Date('2025-12-12T06:00:00Z'),
          });
      }
      if (profile) {
        const put = await partner.agent.request({
          method: 'PUT',
          url: '/api/partners/payout-profile',
          payload: {
            pan: 'ABCPE1234F',
            accountName: 'Asha Sharma',
            accountNumber: '001234567890',
            ifsc: 'SBIN0001234',
            gstin: null,
            ...profile,
          },
        });
        if (put.statusCode !== 200) throw new Error(put.body);
      }
      return partner;
    }

    let registered: Awaited<ReturnType<typeof partnerWithRewards>>;
    let small: Awaited<ReturnType<typeof partnerWithRewards>>;
    let clawed: Awaited<ReturnType<typeof partnerWithRewards>>;
    let changed: Awaited<ReturnType<typeof partnerWithRewards>>;
    let runId: number;

    beforeAll(async () => {
      registered = await partnerWithRewards([15_000, 10_000], { gstin: '08AAQCA1234B1Z2' });
      small = await partnerWithRewards([300], {});
      clawed = await partnerWithRewards([10_000, -2_000], {
        accountName: '=HYPERLINK("http://x.example")',
      });
      changed = await partnerWithRewards([5_000], {});
    });

    it('the payout profile checks formats and names each field', async () => {
      const bad = await registered.agent.request({
        method: 'PUT',
        url: '/api/partners/payout-profile',
        payload: {
          pan: 'ABC',
          accountName: 'A',
          accountNumber: '12',
          ifsc: 'SBIN1001234',
          gstin: '27AAPFU0939F1ZW',
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields).sort()).toEqual([
        'accountName',
        'accountNumber',
        'gstin',
        'ifsc',
        'pan',
      ]);
      const got = await registered.agent.get('/api/partners/payout-profile');
      expect(got.json().profile).toMatchObject({
        pan: 'ABCPE1234F',
        accountNumberLast4: '7890',
        gstin: '08AAQCA1234B1Z2',
        heldUntil: null,
      });
      const customer = await signedInAgent(t, 'customer');
      expect((await customer.agent.get('/api/partners/payout-profile')).statusCode).toBe(403);
      // A partner account with no approved partner record has no profile, and cannot save one.
      const applicant = await signedInAgent(t, 'partner');
      expect((await applicant.agent.get('/api/partners/payout-profile')).json()).toEqual({
        profile: null,
      });
    });

    it('a first profile is not held; a change mails the partner and holds payouts 24 hours', async () => {
      const holdMails = async () =>
        (await mailsTo(changed.user.email)).filter((m) => m.subject.includes('payout details'));
      expect(await holdMails()).toHaveLength(0);
      const put = await changed.agent.request({
        method: 'PUT',
        url: '/api/partners/payout-profile',
        payload: {
          pan: 'ABCPE1234F',
          accountName: 'Asha Sharma',
          accountNumber: '009999999999',
          ifsc: 'HDFC0001234',
        },
      });
      expect(put.json().profile.heldUntil).toBe(
        new Date(t.clock.now().getTime() + DAY).toISOString(),
      );
      expect(await holdMails()).toHaveLength(1);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'payout_profile.update'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit?.changes).toMatchObject({ accountNumber: { before: '****', after: '****' } });
      expect(JSON.stringify(audit?.changes)).not.toContain('009999999999');
    });

    it('December’s run: GST and TDS per partner, small nets carried forward, a changed profile held', async () => {
      const run = await finance.post('/api/admin/payouts/run', { month: '2025-12' });
      expect(run.statusCode, run.body).toBe(200);
      runId = run.json().id;
      const of = (p: { partnerId: number }) =>
        run.json().statements.find((s: { partnerId: number }) => s.partnerId === p.partnerId);
      // ₹25,000 in FY 2025-26 crosses ₹20,000: 2 % of ₹25,000 = ₹500; CGST + SGST 9 % each.
      expect(of(registered)).toMatchObject({
        number: 'PS/25-26/000001',
        grossPaise: 2_500_000,
        cgstPaise: 225_000,
        sgstPaise: 225_000,
        igstPaise: 0,
        gstPaise: 450_000,
        tdsPaise: 50_000,
        tdsRatePct: 2,
        tdsReason: 'rate',
        netPaise: 2_900_000,
        status: 'pending',
      });
      expect(of(small)).toMatchObject({
        netPaise: 30_000,
        status: 'carried_forward',
        number: null,
      });
      // ₹10,000 less a ₹2,000 clawback: ₹8,000, under the threshold.
      expect(of(clawed)).toMatchObject({
        grossPaise: 800_000,
        tdsPaise: 0,
        tdsReason: 'under_threshold',
        netPaise: 800_000,
        status: 'pending',
      });
      expect(of(changed)).toMatchObject({ status: 'held', number: null });
      const again = await finance.post('/api/admin/payouts/run', { month: '2025-12' });
      expect(again.json()).toEqual(run.json());
      const list = await finance.get('/api/admin/payouts');
      expect(list.json()).toMatchObject({ total: 1, page: 1 });
    });

    it('the bank file lists what is to pay, with formula cells defused', async () => {
      const file = await finance.get(`/api/admin/payouts/${runId}/bank-file`);
      expect(file.headers['content-type']).toContain('text/csv');
      const lines = file.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Name,Account,IFSC,Amount,Reference');
      expect(lines).toContain('Asha Sharma,001234567890,SBIN0001234,29000.00,PS/25-26/000001');
      expect(lines.some((l) => l.startsWith(`"'=HYPERLINK`))).toBe(true);
      expect(lines).toHaveLength(3);
    });

    it('stores each bank account number sealed, in the profile and the statement; a plain one from an older release is sealed at the next start', async () => {
      const stored = [
        ...(await db().select().from(payoutProfiles)).map((r) => r.accountNumber),
        ...(await db().select().from(payoutStatements)).map((r) => r.accountNumber),
      ].filter((value) => value !== null);
      expect(stored.length).toBeGreaterThanOrEqual(6);
      for (const value of stored) expect(value).toMatch(/^sealed:v1:/);
      expect(JSON.stringify(stored)).not.toMatch(/001234567890|009999999999/);

      const profileOf = async () =>
        (await registered.agent.get('/api/partners/payout-profile')).json().profile;
      const ofRegistered = eq(payoutProfiles.partnerId, registered.partnerId);
      await db().update(payoutProfiles).set({ accountNumber: '001234567890' }).where(ofRegistered);
      expect((await profileOf()).accountNumberLast4).toBe('7890');
      expect(await sealStoredAccountNumbers(t.app)).toBe(1);
      const [row] = await db().select().from(payoutProfiles).where(ofRegistered);
      expect(row!.accountNumber).toMatch(/^sealed:v1:/);
      expect((await profileOf()).accountNumberLast4).toBe('7890');
      expect(await sealStoredAccountNumbers(t.app)).toBe(0);
    });

    it('paid with the UTR: rewards paid, the partner mailed, the statement on their tab', async () => {
      const paid = await finance.post(`/api/admin/payouts/${runId}/paid`, {
        items: [{ partnerId: registered.partnerId, utr: 'SBIN26015123456' }],
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const statement = paid
        .json()
        .statements.find((s: { partnerId: number }) => s.partnerId === registered.partnerId);
      expect(statement).toMatchObject({ status: 'paid', utr: 'SBIN26015123456' });
      const own = await db()
        .select()
        .from(rewards)
        .where(eq(rewards.partnerId, registered.partnerId));
      expect(own.map((r) => r.status)).toEqual(['paid', 'paid']);
      const [mail] = await mailsTo(registered.user.email);
      expect(mail?.subject).toBe('Payout PS/25-26/000001 has been paid');
      const tab = await registered.agent.get('/api/partners/statements');
      expect(tab.json().year).toEqual({
        fy: '2025-26',
        grossPaise: 2_500_000,
        gstPaise: 450_000,
        tdsPaise: 50_000,
        netPaise: 2_900_000,
      });
      const pdf = await registered.agent.get(`/api/payouts/statements/${statement.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload, 'statement');
      for (const words of [
        'Payout statement',
        'PS/25-26/000001',
        'CGST 9%',
        'SGST 9%',
        'TDS under section 194H 2%',
        '₹29,000',
        'ABCPE1234F',
      ])
        expect(text).toContain(words);
      expect(
        (await small.agent.get(`/api/payouts/statements/${statement.id}/pdf`)).statusCode,
      ).toBe(404);
      const unknown = await finance.post(`/api/admin/payouts/${runId}/paid`, {
        items: [{ partnerId: small.partnerId, utr: 'SBIN26015123457' }],
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('January’s run pays the held partner once the 24 hours are over, and the carried-forward entries', async () => {
      await db()
        .update(payoutProfiles)
        .set({ heldUntil: null })
        .where(eq(payoutProfiles.partnerId, changed.partnerId));
      t.clock.advance(20 * DAY); // 2026-02-04
      const away = await financeAgain();
      const run = await away.post('/api/admin/payouts/run', { month: '2026-01' });
      const of = (p: { partnerId: number }) =>
        run.json().statements.find((s: { partnerId: number }) => s.partnerId === p.partnerId);
      expect(of(changed)).toMatchObject({ status: 'pending', grossPaise: 500_000 });
      // ₹300 is still below ₹500 and waits on.
      expect(of(small)).toMatchObject({ status: 'carried_forward' });
      expect(of(registered)).toBeUndefined();
      await comeBack(20 * DAY);
    });

    it('the FY TDS report lists PAN, commission and tax per partner', async () => {
      const report = await finance.get('/api/admin/tds?fy=2025-26');
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain('ABCPE1234F');
      expect(report.body).toContain(
        `${registered.partnerId},Asha Sharma,ABCPE1234F,194H,2025-04-01,2026-03-31,1,2500000,50000,2`,
      );
      expect((await finance.get('/api/admin/tds?fy=2025-27')).statusCode).toBe(400);
    });
  });

  describe('finance settings', () => {
    it('finance reads the dated rows and changes one, with an audit row', async () => {
      const list = await finance.get('/api/admin/finance-settings');
      expect(list.json().items).toHaveLength(7);
      const row = list
        .json()
        .items.find(
          (s: { key: string; effectiveTo: string | null }) => s.key === 'payout_minimum_net_paise',
        );
      const put = await finance.request({
        method: 'PUT',
        url: `/api/admin/finance-settings/${row.id}`,
        payload: {
          value: 100_000,
          effectiveFrom: row.effectiveFrom,
          effectiveTo: null,
          note: 'Raised to ₹1,000',
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'finance_setting.update'));
      expect(audit?.changes).toMatchObject({ value: { before: 50_000, after: 100_000 } });
      const bad = await finance.request({
        method: 'PUT',
        url: `/api/admin/finance-settings/${row.id}`,
        payload: { value: -1, effectiveFrom: '2026-04-01', effectiveTo: '2026-03-01' },
      });
      expect(bad.statusCode).toBe(400);
      const sales = await signedInAgent(t, 'sales');
      expect((await sales.agent.get('/api/admin/finance-settings')).statusCode).toBe(403);
    });
  });
});
