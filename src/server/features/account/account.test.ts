import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  documents,
  feedback,
  leads,
  newsletter,
  outbox,
  partners,
  payoutRuns,
  payoutStatements,
  sessions,
  users,
} from '#server/db/schema.ts';
import { describeDevice } from '#server/lib/device.ts';
import { FAST_TEST_PASSWORD_COST, hashPassword } from '#server/lib/password.ts';
import {
  buildTestApp,
  jobsSettled,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { accountMessages } from '#shared/schemas/account.ts';
import { LAST_ADMIN_MESSAGE } from '../auth/last-admin.ts';
import { PASSWORD_RESET_JOB } from '../auth/recovery.ts';
import { newAccount } from '../auth/test-support.ts';
import { statementAccountContext } from '../finance/bank-account.ts';
import { leadInput } from '../leads/test-support.ts';
import { partnerAgent } from '../partners/test-support.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('describeDevice', () => {
  it.each([
    [CHROME_ANDROID, 'Chrome · Android'],
    [FIREFOX_WINDOWS, 'Firefox · Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari · macOS',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['', null],
    [undefined, null],
  ])('names %s as %s', (agent, name) => {
    expect(describeDevice(agent)).toBe(name);
  });

  it('keeps an unknown agent short', () => {
    expect(describeDevice(`${'x'.repeat(500)} more`)!.length).toBeLessThanOrEqual(60);
  });
});

describe('the account of the signed-in user', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.jobs.start();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const patch = (agent: TestAgent, url: string, payload: unknown) =>
    agent.request({ method: 'PATCH', url, payload: payload as object });
  const del = (agent: TestAgent, url: string, payload?: unknown) =>
    agent.request({ method: 'DELETE', url, ...(payload ? { payload: payload as object } : {}) });

  /** Registers through the route (so the password is real), in a browser with `userAgent`. */
  async function registered(userAgent = CHROME_ANDROID) {
    const account = newAccount();
    const agent = new TestAgent(t.app);
    const response = await agent.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode).toBe(201);
    return { account, agent, userId: response.json().user.id as string };
  }

  it('shows and saves the settings, and mails in the chosen language from then on', async () => {
    const { account, agent } = await registered();
    const shown = await agent.get('/api/account');
    expect(shown.json().account).toMatchObject({
      email: account.email,
      firstName: 'Asha',
      phone: account.phone,
      company: account.company,
      language: 'en',
      emailConfirmed: false,
    });
    expect(shown.body).not.toContain('scrypt');

    const saved = await patch(agent, '/api/account', {
      firstName: ' Meera ',
      lastName: 'Rathore',
      phone: '+91 94140 55555',
      company: '',
      language: 'hi',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().account).toMatchObject({
      firstName: 'Meera',
      company: null,
      language: 'hi',
    });
    expect((await agent.get('/api/auth/session')).json().user).toMatchObject({
      name: 'Meera Rathore',
      language: 'hi',
    });

    await new TestAgent(t.app).post('/api/auth/password/forgot', { email: account.email });
    await jobsSettled(t, PASSWORD_RESET_JOB);
    const mails = await db().select().from(outbox).where(eq(outbox.to, account.email));
    expect(mails.at(-1)!.subject).toBe('अपना पासवर्ड रीसेट करें');

    const invalid = await patch(agent, '/api/account', {
      firstName: '',
      lastName: 'R',
      phone: '12',
      language: 'fr',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'firstName',
      'language',
      'phone',
    ]);
    // Role and e-mail are not the owner's to change: unknown fields are ignored.
    await patch(agent, '/api/account', {
      firstName: 'Meera',
      lastName: 'Rathore',
      phone: '+91 94140 55555',
      language: 'en',
      // What the settings form sends for an empty company, after its own parsing.
      company: null,
      role: 'admin',
      email: 'someone@else.example',
    });
    expect((await agent.get('/api/account')).json().account).toMatchObject({
      role: 'customer',
      email: account.email,
    });
  });

  it('PATCH changes only the fields it is given, each checked as in the form', async () => {
    const { agent } = await registered();
    const full = await patch(agent, '/api/account', {
      firstName: 'Meera',
      lastName: 'Rathore',
      phone: '+91 94140 55555',
      company: 'Rathore Textiles',
      language: 'en',
    });
    expect(full.statusCode).toBe(200);
    const before = full.json().account;

    const language = await patch(agent, '/api/account', { language: 'hi' });
    expect(language.statusCode).toBe(200);
    expect(language.json().account).toEqual({ ...before, language: 'hi' });

    const company = await patch(agent, '/api/account', { company: null });
    expect(company.json().account).toEqual({ ...before, language: 'hi', company: null });

    const name = await patch(agent, '/api/account', { lastName: ' Singh ' });
    expect(name.json().account).toMatchObject({ firstName: 'Meera', lastName: 'Singh' });

    const nothing = await patch(agent, '/api/account', {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().account).toEqual((await agent.get('/api/account')).json().account);

    // A field that is given is checked as in the form, alone too.
    for (const [body, field] of [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: '   ' }, 'lastName'],
      [{ phone: '12' }, 'phone'],
      [{ language: 'fr' }, 'language'],
      [{ company: 'x'.repeat(500) }, 'company'],
      [{ firstName: null }, 'firstName'],
    ] as const) {
      const refused = await patch(agent, '/api/account', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual([field]);
    }
    expect((await agent.get('/api/account')).json().account).toMatchObject({
      firstName: 'Meera',
      lastName: 'Singh',
      company: null,
      language: 'hi',
    });
  });

  it('lists the sessions with device and last seen, and logs out the other devices', async () => {
    const { account, agent, userId } = await registered(CHROME_ANDROID);
    const other = new TestAgent(t.app);
    await other.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      headers: { 'user-agent': FIREFOX_WINDOWS },
    });
    t.clock.advance(2 * 3600_000);
    await other.get('/api/auth/session');
    const list = (await agent.get('/api/account/sessions')).json().sessions;
    expect(list).toEqual([
      expect.objectContaining({ device: 'Chrome · Android', current: true }),
      expect.objectContaining({
        device: 'Firefox · Windows',
        current: false,
        lastSeenAt: t.clock.now().toISOString(),
      }),
    ]);
    expect(JSON.stringify(list)).not.toMatch(/sid|[0-9a-f]{64}/);

    const ended = await del(agent, '/api/account/sessions/others');
    expect(ended.json().message).toBe(accountMessages.othersLoggedOut);
    expect((await other.get('/api/auth/session')).json().user).toBeNull();
    expect((await agent.get('/api/auth/session')).json().user.id).toBe(userId);
    expect((await agent.get('/api/account/sessions')).json().sessions).toHaveLength(1);
  });

  it('exports every record of the user and nothing of anyone else', async () => {
    const mine = await partnerAgent(t, admin);
    const theirs = await partnerAgent(t, admin);
    for (const [who, business] of [
      [mine, 'Mine Textiles'],
      [theirs, 'Their Textiles'],
    ] as const) {
      const lead = await who.agent.post('/api/leads', leadInput({ businessName: business }));
      expect(lead.statusCode).toBe(201);
      await who.agent.post('/api/feedback', {
        entityType: 'service',
        entityId: who === mine ? 1 : 2,
        reaction: 'thumbs_up',
      });
    }
    await db()
      .insert(contacts)
      .values([
        { name: 'Me', email: mine.user.email, phone: '1', subject: 'mine', message: 'm' },
        { name: 'Them', email: theirs.user.email, phone: '2', subject: 'theirs', message: 't' },
      ]);
    await db().insert(newsletter).values({ email: mine.user.email });
    // Where each is paid, and a statement of mine with its copy of the account (sealed).
    for (const [who, accountNumber] of [
      [mine, '501000123456'],
      [theirs, '609000987654'],
    ] as const) {
      const saved = await who.agent.request({
        method: 'PUT',
        url: '/api/partners/payout-profile',
        payload: {
          pan: who === mine ? 'ABCPE1234F' : 'ABCPT1234F',
          accountName: who === mine ? 'Mine Textiles' : 'Their Textiles',
          accountNumber,
          ifsc: 'HDFC0001234',
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const [run] = await db()
      .insert(payoutRuns)
      .values({ month: '2026-10' })
      .returning({ id: payoutRuns.id });
    await db()
      .insert(payoutStatements)
      .values({
        runId: run!.id,
        partnerId: mine.partnerId,
        number: 'ARK/PO/2026-27/0001',
        fyStart: 2026,
        issuedOn: '2026-11-01',
        grossPaise: 1_000_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        tdsPaise: 20_000,
        tdsRateBp: 200,
        tdsReason: 'rate',
        netPaise: 980_000,
        status: 'pending',
        pan: 'ABCPE1234F',
        accountName: 'Mine Textiles',
        accountNumber: t.app.secrets.seal(
          '501000123456',
          statementAccountContext(run!.id, mine.partnerId),
        ),
        ifsc: 'HDFC0001234',
        pdf: new Uint8Array([37, 80, 68, 70]),
      });

    const response = await mine.agent.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="arkaja-account-/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ id: mine.user.id, email: mine.user.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.profile).not.toHaveProperty('mfaSecret');
    expect(data.profile).toHaveProperty('mfaEnabledAt');
    expect(data.partner).toMatchObject({ id: mine.partnerId });
    expect(data.leads.map((l: { businessName: string }) => l.businessName)).toEqual([
      'Mine Textiles',
    ]);
    // Its records, not the lists' derived search text.
    expect(data.leads[0]).not.toHaveProperty('search');
    expect(data.reactions).toHaveLength(1);
    expect(data.contactMessages.map((c: { subject: string }) => c.subject)).toEqual(['mine']);
    expect(data.newsletter).toHaveLength(1);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    // The bank account as the partner's own screens show it: the last four digits.
    expect(data.payoutProfile).toMatchObject({
      pan: 'ABCPE1234F',
      ifsc: 'HDFC0001234',
      accountNumberLast4: '3456',
    });
    expect(data.payoutStatements).toEqual([
      expect.objectContaining({
        number: 'ARK/PO/2026-27/0001',
        netPaise: 980_000,
        accountNumberLast4: '3456',
      }),
    ]);
    expect(data.payoutStatements[0]).not.toHaveProperty('pdf');
    const text = response.body;
    for (const foreign of [theirs.user.email, theirs.user.id, 'Their Textiles', 'scrypt'])
      expect(text).not.toContain(foreign);
    // Neither the whole number nor its sealed form, of anyone.
    for (const secret of [
      '501000123456',
      '609000987654',
      t.app.secrets.currentKeyPattern.replace('%', ''),
    ])
      expect(text).not.toContain(secret);
  });

  it('deletes with the password: personal data erased, leads kept without the partner’s name', async () => {
    const partner = await partnerAgent(t, admin);
    // A partner made through the route has a real password.
    const password = 'Ghoomar-Rooftop-42';
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(password, FAST_TEST_PASSWORD_COST) })
      .where(eq(users.id, partner.user.id));
    const lead = (await partner.agent.post('/api/leads', leadInput())).json().lead;
    await db()
      .insert(documents)
      .values({
        leadId: lead.id,
        type: 'electricity_bill',
        fileName: 'bill.pdf',
        mimeType: 'application/pdf',
        size: 3,
        content: new Uint8Array([1, 2, 3]),
        uploadedBy: partner.user.id,
      });
    await partner.agent.post('/api/feedback', {
      entityType: 'service',
      entityId: 3,
      reaction: 'thumbs_up',
    });

    const wrong = await del(partner.agent, '/api/account', { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: accountMessages.wrongPassword });

    const deleted = await del(partner.agent, '/api/account', { password });
    expect(deleted.statusCode).toBe(200);
    expect((await partner.agent.get('/api/auth/session')).json().user).toBeNull();
    const [row] = await db().select().from(users).where(eq(users.id, partner.user.id));
    expect(row).toMatchObject({
      firstName: null,
      lastName: null,
      username: null,
      phone: null,
      company: null,
      deletedAt: t.clock.now(),
    });
    expect(row!.email).not.toContain(partner.user.email.split('@')[0]!);
    const everything = JSON.stringify(
      await Promise.all([
        db().select().from(users).where(eq(users.id, partner.user.id)),
        db().select().from(partners).where(eq(partners.userId, partner.user.id)),
        db().select().from(feedback).where(eq(feedback.userId, partner.user.id)),
        db().select().from(sessions),
      ]),
    );
    expect(everything).not.toContain(partner.user.email);
    expect(everything).not.toContain('Asha Sharma');
    // The lead stays with the company, pointing at a partner record that names no one.
    const [kept] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(kept).toMatchObject({ businessName: 'Mehta Textiles', partnerId: partner.partnerId });
    const [anonymous] = await db()
      .select()
      .from(partners)
      .where(eq(partners.id, partner.partnerId));
    expect(anonymous).toMatchObject({ fullName: '—', phone: '', companyName: null });
    const [document] = await db().select().from(documents).where(eq(documents.leadId, lead.id));
    expect(document!.uploadedBy).toBeNull();
    // Nobody can log in as the deleted account, and the address is free again.
    const login = await new TestAgent(t.app).post('/api/auth/login', {
      email: partner.user.email,
      password,
    });
    expect(login.statusCode).toBe(401);
    const again = await new TestAgent(t.app).post(
      '/api/auth/register',
      newAccount({ email: partner.user.email }),
    );
    expect(again.statusCode).toBe(201);
    // The admin lists do not show the tombstone.
    const list = (await admin.get('/api/admin/users?pageSize=100')).json().users;
    expect(list.some((u: { id: string }) => u.id === partner.user.id)).toBe(false);
  });

  it('never deletes the last admin', async () => {
    const lone = await buildTestApp();
    try {
      const { agent, user } = await signedInAgent(lone, 'admin', {
        passwordHash: await hashPassword('Ghoomar-Rooftop-42', FAST_TEST_PASSWORD_COST),
      });
      const refused = await agent.request({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: 'Ghoomar-Rooftop-42' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(LAST_ADMIN_MESSAGE);
      const [row] = await lone.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.deletedAt).toBeNull();
    } finally {
      await lone.close();
    }
  });
});
