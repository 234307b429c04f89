import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, documents, leads, partners, users } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { can, STAFF_ROLES } from '#shared/permissions.ts';
import { SUMMARY_COUNT_PERMISSIONS } from '#shared/schemas/admin.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A database seeded straight through Drizzle: 3 partners (2 pending), 25 leads (10 eligible),
 * 3 documents on 2 leads, 6 contacts (4 within the last 7 days). Row i of each table is i
 * minutes newer than row i-1, so "newest first" has one right answer.
 */
async function seed(t: TestApp) {
  const db = t.database.db;
  const now = t.clock.now().getTime();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);

  const partnerRows = [
    { fullName: 'Asha Sharma', companyName: 'Sharma Energy', status: 'approved' as const },
    { fullName: 'Ravi Kumar', companyName: 'Kumar Solar Advisors', status: 'pending' as const },
    { fullName: 'Meena Joshi', companyName: null, status: 'pending' as const },
  ];
  const partnerIds: number[] = [];
  for (const [i, row] of partnerRows.entries()) {
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email: `p${i}@seed.example`, passwordHash: 'x' });
    const [inserted] = await db
      .insert(partners)
      .values({
        ...row,
        userId,
        email: `partner${i}@seed.example`,
        phone: '+91 98290 00000',
        city: 'Jaipur',
        state: 'Rajasthan',
        createdAt: at(1000 - i),
      })
      .returning({ id: partners.id });
    partnerIds.push(inserted!.id);
  }

  const leadIds: number[] = [];
  for (let i = 0; i < 25; i++) {
    const [inserted] = await db
      .insert(leads)
      .values({
        partnerId: partnerIds[0]!,
        contactName: i === 7 ? 'Vikram 100% Mehta' : `Lead Person ${i}`,
        email: i === 3 ? 'Owner@Mehta-Textiles.example' : `lead${i}@seed.example`,
        phone: '+91 98765 43210',
        businessName: i === 11 ? 'MEHTA TEXTILES' : `Business ${i}`,
        address: 'Plot 7, RIICO Industrial Area',
        city: 'Bhilwara',
        state: 'Rajasthan',
        monthlyBill: i < 10 ? 75_000 : 20_000,
        isEligible: i < 10,
        stage: i === 1 ? 'qualified' : i === 2 ? 'lost' : 'new',
        createdAt: at(500 - i),
      })
      .returning({ id: leads.id });
    leadIds.push(inserted!.id);
  }

  const pdf = new TextEncoder().encode('%PDF-1.4 test');
  const documentRows = [
    { leadId: leadIds[0]!, type: 'electricity_bill', fileName: 'bill-march.pdf' },
    { leadId: leadIds[0]!, type: 'pan_card', fileName: 'pan.pdf' },
    { leadId: leadIds[3]!, type: 'gst_returns', fileName: 'gst-2025.pdf' },
  ];
  for (const [i, row] of documentRows.entries()) {
    await db.insert(documents).values({
      ...row,
      mimeType: 'application/pdf',
      size: pdf.byteLength,
      content: pdf,
      createdAt: at(100 - i),
    });
  }

  const contactRows = [
    { name: 'Old Enquiry', daysAgo: 30 },
    { name: 'Eight Days', daysAgo: 8 },
    { name: '=HYPERLINK("http://evil.example")', daysAgo: 6 },
    { name: 'Sunita, Rao', daysAgo: 3 },
    { name: 'Karan Singh', daysAgo: 1 },
    { name: 'Today Visitor', daysAgo: 0 },
  ];
  for (const [i, row] of contactRows.entries()) {
    await db.insert(contacts).values({
      name: row.name,
      email: `contact${i}@seed.example`,
      phone: '+91 90000 00000',
      subject: 'Rooftop solar for our plant',
      message: 'Please call me about a 200 kW system.',
      createdAt: new Date(now - row.daysAgo * DAY - i * MINUTE),
    });
  }
  return { partnerIds, leadIds };
}

describe('admin dashboard API', () => {
  let t: TestApp;
  let admin: TestAgent;
  let seeded: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    t = await buildTestApp();
    seeded = await seed(t);
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const endpoints = [
    '/api/admin/summary',
    '/api/admin/partners',
    '/api/admin/leads',
    '/api/admin/documents',
    '/api/admin/contacts',
  ];

  it.each(endpoints)('%s refuses visitors (401) and non-admins (403)', async (url) => {
    expect((await new TestAgent(t.app).get(url)).statusCode).toBe(401);
    for (const role of ['customer', 'partner', 'user'] as const) {
      const { agent } = await signedInAgent(t, role);
      expect((await agent.get(url)).statusCode).toBe(403);
      expect((await agent.get(`${url}?format=csv`)).statusCode).toBe(403);
    }
  });

  it('counts every card and its sub-count in one call', async () => {
    const response = await admin.get('/api/admin/summary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partners: { total: 3, pending: 2 },
      leads: {
        total: 25,
        eligible: 10,
        byStage: { new: 23, qualified: 1, site_survey: 0, proposal: 0, won: 0, lost: 1 },
      },
      documents: { total: 3, leadsWithDocuments: 2 },
      contacts: { total: 6, recent: 4 },
    });
  });

  it('answers each staff role only the counts its permissions allow', async () => {
    const all = (await admin.get('/api/admin/summary')).json();
    for (const role of STAFF_ROLES) {
      const { agent } = await signedInAgent(t, role);
      const response = await agent.get('/api/admin/summary');
      expect(response.statusCode, role).toBe(200);
      const allowed = Object.fromEntries(
        Object.entries(SUMMARY_COUNT_PERMISSIONS)
          .filter(([, permission]) => can(role, permission))
          .map(([count]) => [count, all[count]]),
      );
      expect(response.json(), role).toEqual(allowed);
    }
    // Sales holds every card's permission; finance none, so it is answered none.
    const { agent: finance } = await signedInAgent(t, 'finance');
    expect((await finance.get('/api/admin/summary')).json()).toEqual({});
    const { agent: sales } = await signedInAgent(t, 'sales');
    expect(Object.keys((await sales.get('/api/admin/summary')).json()).sort()).toEqual([
      'contacts',
      'documents',
      'leads',
      'partners',
    ]);
  });

  it('moves the 7-day contact window with the clock', async () => {
    t.clock.advance(2 * DAY);
    try {
      expect((await admin.get('/api/admin/summary')).json().contacts).toEqual({
        total: 6,
        recent: 3,
      });
    } finally {
      t.clock.advance(-2 * DAY);
    }
  });

  describe('paging', () => {
    it('pages the leads newest first and reports the total', async () => {
      const first = (await admin.get('/api/admin/leads?pageSize=10')).json();
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
      expect(first.leads.map((l: { id: number }) => l.id)).toEqual(
        seeded.leadIds.slice(15).reverse(),
      );
      const last = (await admin.get('/api/admin/leads?pageSize=10&page=3')).json();
      expect(last.leads.map((l: { id: number }) => l.id)).toEqual(
        seeded.leadIds.slice(0, 5).reverse(),
      );
      expect((await admin.get('/api/admin/leads?pageSize=10&page=4')).json().leads).toEqual([]);
    });

    it('answers leads in the one lead shape, with their document count', async () => {
      const { leads: rows } = (await admin.get('/api/admin/leads?pageSize=100')).json();
      const withDocs = rows.find((l: { id: number }) => l.id === seeded.leadIds[0]);
      expect(withDocs).toMatchObject({ isEligible: true, documentCount: 2, monthlyBill: 75_000 });
      expect(rows.find((l: { id: number }) => l.id === seeded.leadIds[20]).documentCount).toBe(0);
    });

    it('refuses a search with a NUL character or longer than 100 characters', async () => {
      expect((await admin.get('/api/admin/leads?q=a%00b')).statusCode).toBe(400);
      expect((await admin.get(`/api/admin/leads?q=${'z'.repeat(101)}`)).statusCode).toBe(400);
    });

    it('uses 20 rows a page by default and refuses a page size above 100', async () => {
      expect((await admin.get('/api/admin/leads')).json().leads).toHaveLength(20);
      expect((await admin.get('/api/admin/leads?pageSize=101')).statusCode).toBe(400);
      expect((await admin.get('/api/admin/leads?page=0')).statusCode).toBe(400);
    });

    it.each([
      ['partners', 3],
      ['documents', 3],
      ['contacts', 6],
    ])('pages the %s too', async (name, total) => {
      const page = (await admin.get(`/api/admin/${name}?pageSize=2&page=2`)).json();
      expect(page).toMatchObject({ total, page: 2, pageSize: 2 });
      expect(page[name]).toHaveLength(Math.min(2, total - 2));
      const all = (await admin.get(`/api/admin/${name}?pageSize=100`)).json()[name];
      const dates = all.map((row: { createdAt: string }) => row.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });
  });

  describe('search', () => {
    const names = async (url: string, key: string, field: string) =>
      (await admin.get(url)).json()[key].map((row: Record<string, unknown>) => row[field]);

    it('finds leads by name, e-mail or company, ignoring case', async () => {
      const found = (await admin.get('/api/admin/leads?q=mehta')).json();
      expect(found.total).toBe(3);
      expect(
        found.leads.map((l: { id: number }) => l.id).sort((a: number, b: number) => a - b),
      ).toEqual([seeded.leadIds[3], seeded.leadIds[7], seeded.leadIds[11]]);
    });

    it('matches % and _ literally', async () => {
      expect(await names('/api/admin/leads?q=100%25', 'leads', 'contactName')).toEqual([
        'Vikram 100% Mehta',
      ]);
      expect((await admin.get('/api/admin/leads?q=_')).json().total).toBe(0);
    });

    it('finds partners by company and contacts by e-mail', async () => {
      expect(await names('/api/admin/partners?q=KUMAR%20solar', 'partners', 'fullName')).toEqual([
        'Ravi Kumar',
      ]);
      expect(await names('/api/admin/contacts?q=CONTACT4@', 'contacts', 'name')).toEqual([
        'Karan Singh',
      ]);
    });

    it('finds documents by file name or by their lead', async () => {
      expect(await names('/api/admin/documents?q=GST', 'documents', 'fileName')).toEqual([
        'gst-2025.pdf',
      ]);
      expect(await names('/api/admin/documents?q=mehta-textiles', 'documents', 'fileName')).toEqual(
        ['gst-2025.pdf'],
      );
    });
  });

  describe('CSV export', () => {
    const csvLines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');

    it('exports every matching lead, all pages, with a header row', async () => {
      const response = await admin.get('/api/admin/leads?format=csv&pageSize=5&page=2');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="leads-2026-01-15\.csv"/,
      );
      const lines = csvLines(response.body);
      expect(lines[0]).toMatch(/^ID,Name,Email,Phone,Company,Partner ID,/);
      expect(lines).toHaveLength(26);
      expect(lines[1]).toMatch(new RegExp(`^${seeded.leadIds[24]},Lead Person 24,`));
    });

    it('applies the search to the export', async () => {
      const lines = csvLines((await admin.get('/api/admin/leads?format=csv&q=MEHTA')).body);
      expect(lines).toHaveLength(4);
    });

    it('quotes commas and defuses formulas', async () => {
      const body = (await admin.get('/api/admin/contacts?format=csv')).body;
      expect(body).toContain('"Sunita, Rao"');
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
      expect(csvLines(body)[0]).toBe('ID,Name,Email,Phone,Subject,Message,Date');
    });

    it.each([
      ['partners', 'ID,Company,Name,Email,Phone,', 3],
      ['documents', 'ID,Lead ID,Lead Name,Company,File Name,Document Type,', 3],
      ['contacts', 'ID,Name,Email,', 6],
    ])('exports the %s', async (name, header, rows) => {
      const response = await admin.get(`/api/admin/${name}?format=csv`);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csvLines(response.body);
      expect(lines[0]!.startsWith(header)).toBe(true);
      expect(lines).toHaveLength(rows + 1);
    });
  });
});
