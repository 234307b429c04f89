import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactList, documentList, partnerList } from '../features/admin/service.ts';
import { auditList, userList } from '../features/admin/users.ts';
import { rewardList } from '../features/earnings/service.ts';
import { billList } from '../features/finance/bills.ts';
import { runList } from '../features/finance/payouts.ts';
import { leadList } from '../features/leads/service.ts';
import { ticketList } from '../features/monitoring/tickets.ts';
import { plantList } from '../features/plants/service.ts';
import { projectList } from '../features/projects/service.ts';
import { SESSION_COOKIE } from '../features/sessions/index.ts';
import { OPENAPI_PATH } from '../openapi.ts';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from '../test/helper.ts';
import {
  type CsvColumn,
  csvLine,
  csvLineSql,
  decimalCellSql,
  JS_WHITE_SPACE,
  toCsv,
} from './csv.ts';
import { exportReads, isoTimeSql, slimReader } from './lists.ts';

/** More leads and documents than one export batch holds, with ties on created_at. */
const LEADS = 1_230;
const DOCUMENTS = 640;
/** The lists whose export selects its cells as text (lib/lists.ts `slim`). */
const SLIM_EXPORTS = ['leads', 'documents', 'plants', 'rewards'];

/**
 * Seeded with SQL: Hindi and English names, commas, quotes, text a spreadsheet would run (after
 * a tab or U+3000 too), white space at either end, numeric columns with trailing zeros and one
 * JavaScript writes with an exponent, and three rows to each minute, so that the order's
 * tie-break (the id) matters.
 */
async function seed(t: TestApp) {
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  await run(`insert into users (id, email, password_hash, first_name, last_name, role, user_type, created_at)
    select 'seed-user-' || i, 'user' || i || '@seed.example', 'x',
      case when i % 3 = 0 then 'राम' else 'Asha, "A"' end, 'Kumar ' || i,
      case when i <= 12 then 'partner' else 'customer' end,
      case when i <= 12 then 'partner' else 'customer' end,
      timestamptz '2025-12-01 00:00:00+00' + (i / 3) * interval '1 minute'
    from generate_series(1, 40) i`);
  await run(`insert into partners (user_id, full_name, company_name, email, phone, city, state, status, created_at)
    select 'seed-user-' || i, case when i % 2 = 0 then 'सुनीता शर्मा' else '=cmd Partner ' || i end,
      'Sharma Solar ' || i, 'partner' || i || '@seed.example', '+91 98290 0000' || (i % 10),
      'Jaipur', 'Rajasthan', case when i % 4 = 0 then 'pending' else 'approved' end,
      timestamptz '2025-12-02 00:00:00+00' + (i / 3) * interval '1 minute'
    from generate_series(1, 12) i`);
  await run(`insert into leads (partner_id, contact_name, email, phone, business_name, address, city, state,
      monthly_bill, installation_size_kw, is_eligible, stage, created_at, updated_at)
    select (select id from partners order by id limit 1 offset (i % 12)),
      case when i % 5 = 0 then 'विक्रम मेहता ' || i else 'Lead, Person "' || i || '"' end,
      'lead' || i || '@Seed.example', '+91 98765 ' || lpad(i::text, 5, '0'),
      case when i % 7 = 0 then 'मेहता टेक्सटाइल्स' when i % 11 = 0 then ' Padded ' || i || chr(160)
        when i % 13 = 0 then chr(9) || '=SUM(' || i || ')' when i % 17 = 0 then '@Business ' || i
        when i % 19 = 0 then chr(12288) || '-' || i else 'Business ' || i end,
      'Plot 7, RIICO', 'Bhilwara', 'Rajasthan', 20000 + i,
      case when i % 3 = 0 then 12.50 + i % 4 when i % 3 = 1 then i / 8.0 when i % 29 = 0 then 0.0000001 end,
      i % 2 = 0, case when i % 50 = 0 then 'won' else 'new' end,
      timestamptz '2025-12-03 00:00:00+00' + (i / 3) * interval '1 minute',
      timestamptz '2025-12-03 00:00:00+00' + (i / 3) * interval '1 minute'
    from generate_series(1, ${LEADS}) i`);
  await run(`insert into documents (lead_id, type, file_name, mime_type, size, content, status, created_at)
    select (select id from leads order by id limit 1 offset (i % 300)), 'pan_card',
      'पैन ' || i || '.pdf', 'application/pdf', 1000 + i, '\\x00'::bytea, 'uploaded',
      timestamptz '2025-12-04 00:00:00+00' + (i / 3) * interval '1 minute'
    from generate_series(1, ${DOCUMENTS}) i`);
  await run(`insert into contacts (name, email, phone, subject, message, created_at)
    select 'संपर्क ' || i, 'contact' || i || '@seed.example', '+91 90000 0000' || (i % 10),
      'Subject ' || i, 'Line one,' || chr(10) || 'line two', timestamptz '2025-12-05 00:00:00+00' + (i / 3) * interval '1 minute'
    from generate_series(1, 20) i`);
  await run(`insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
    select 'seed-user-1', 'partner.approve', 'partner', i::text, jsonb_build_object('note', 'a, "b"'),
      timestamptz '2025-12-06 00:00:00+00' + (i / 3) * interval '1 minute'
    from generate_series(1, 20) i`);
  await run(`insert into systems (lead_id, size_kw, rate_per_kwh, model, created_at, updated_at)
    select id, 12.50 + id % 4, 6.250, 'ppa', created_at, created_at from leads where stage = 'won' and id % 3 <> 0`);
  // Some won leads have no plant recorded yet, and some plants have readings.
  await run(`insert into readings (system_id, month, kwh)
    select s.id, to_char(date '2025-01-01' + m * interval '1 month', 'YYYY-MM'), 5000 + m
    from systems s, generate_series(0, s.id % 4) m`);
  await run(`insert into rewards (lead_id, partner_id, amount, size_kw, status, earned_at, approved_at, paid_at, reference)
    select id, partner_id, 10000 + id, 12.50 + id % 4,
      (array['pending', 'approved', 'paid'])[1 + id % 3], created_at,
      case when id % 3 > 0 then created_at + interval '1.234 day' end,
      case when id % 3 = 2 then created_at + interval '2.5 day' end,
      case when id % 3 = 2 then '=UTR ' || id end
    from leads where stage = 'won'`);
}

/**
 * Cells that test each part of `csvCell`'s rule: formula starts, with white space before them,
 * tab and CR first, quotes, commas, line breaks, Hindi, every white space JavaScript trims at
 * either end and alone, characters that look like white space but are not, the U+001F the SQL
 * joins a row's cells with, and null.
 */
const AWKWARD_CELLS: (string | null)[] = [
  null,
  '',
  'plain',
  'Mehta Textiles',
  '=1+1',
  '+91 98290 00000',
  '-2',
  '@SUM(A1)',
  '=HYPERLINK("http://evil.example")',
  '=a,b',
  '=x ',
  ' =1',
  '  -1',
  '\t=1',
  '\tplain',
  '\rx',
  '\r\n',
  '\nx',
  'x\n',
  'a\tb',
  "'=already",
  '-',
  '=',
  'a"b',
  '"',
  '""',
  ',',
  'Plot 7, RIICO',
  'सुनीता शर्मा',
  'सुनीता, "शर्मा"',
  '  सुनीता  ',
  '=मेहता',
  'x\u001fy',
  '\u001f',
  '\u001f ',
  ' \u001f',
  'a\u001f b',
  'emoji 😀',
  '2025-12-03T00:00:00.000Z',
  '12.50',
  ...[0x85, 0x180e, 0x200b, 0x2060, 0xad].map(
    (c) => `${String.fromCodePoint(c)}x${String.fromCodePoint(c)}`,
  ),
  ...JS_WHITE_SPACE.flatMap((c) => {
    const space = String.fromCodePoint(c);
    return [space, `${space}x`, `x${space}`, `${space}=1`, `${space}x,y`];
  }),
];

/** Numbers as numeric text, read by drizzle with Number(): trailing zeros, tiny and huge. */
const AWKWARD_NUMBERS = [
  '0',
  '0.00',
  '1',
  '-1',
  '12.50',
  '0.1',
  '0.30000000000000004',
  '100000',
  '5000.25',
  '0.000001',
  '0.0000001',
  '-0.00000015',
  '123456789012345.6',
  '100000000000000000000',
  '1000000000000000000000',
  '12345678901234568000000',
  '-42',
];

type Operation = { parameters?: { in: string; name: string }[] };

/** Each list's CSV columns, by the name its file carries: a new list is added here. */
function csvColumnsByName(t: TestApp): Record<string, readonly CsvColumn<never>[]> {
  const db = t.database.db;
  const lists = [
    partnerList(db),
    leadList(db),
    documentList(db),
    contactList(db),
    userList(db),
    auditList(db),
    rewardList(db, 'all'),
    plantList(db),
    ticketList(db, t.clock.now()),
    projectList(
      db,
      { page: 1, pageSize: 25, q: undefined, format: 'csv', overdue: undefined },
      t.clock.now(),
    ),
    billList(db, t.clock.now()),
    runList(db),
  ];
  return Object.fromEntries(lists.map((list) => [list.name, list.csv as never]));
}

/** The one array an answer of a list holds (`leads`, `partners`, …). */
const itemsOf = (body: Record<string, unknown>) =>
  Object.values(body).find((value): value is unknown[] => Array.isArray(value))!;

async function allPages(agent: TestAgent, path: string, pageSize = 100) {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const joiner = path.includes('?') ? '&' : '?';
    const response = await agent.get(`${path}${joiner}page=${page}&pageSize=${pageSize}`);
    expect(response.statusCode, path).toBe(200);
    const batch = itemsOf(response.json());
    items.push(...batch);
    if (batch.length < pageSize) return items;
  }
}

describe('every list endpoint', () => {
  let t: TestApp;
  let admin: TestAgent;
  let listPaths: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t);
    admin = (await signedInAgent(t, 'admin')).agent;
    const doc = (await admin.get(OPENAPI_PATH)).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    // A list is a GET that takes `page`; the admin's lists also take `format`.
    listPaths = Object.entries(doc.paths)
      .filter(([, ops]) =>
        ['format', 'page'].every((name) =>
          ops.get?.parameters?.some((p) => p.in === 'query' && p.name === name),
        ),
      )
      .map(([path]) => path);
  }, 60_000);
  afterAll(() => t?.close());

  it('finds the admin lists in the route list', () => {
    expect(listPaths).toEqual(
      expect.arrayContaining([
        '/api/admin/leads',
        '/api/admin/partners',
        '/api/admin/users',
        '/api/admin/documents',
        '/api/admin/contacts',
        '/api/admin/audit',
        '/api/admin/rewards',
        '/api/admin/plants',
        '/api/admin/tickets',
        '/api/admin/projects',
        '/api/admin/bills',
        '/api/admin/payouts',
      ]),
    );
  });

  it('exports as CSV exactly the rows it lists page by page, in the same bytes as before', async () => {
    const columns = csvColumnsByName(t);
    for (const path of listPaths) {
      const items = await allPages(admin, path);
      const slimBefore = exportReads.slimBatches;
      const response = await admin.get(`${path}?format=csv`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/csv; charset=utf-8');
      const name = /filename="([a-z-]+)-\d{4}-\d\d-\d\d\.csv"/.exec(
        String(response.headers['content-disposition']),
      )?.[1];
      expect(columns[name!], `${path}: add its list to csvColumnsByName`).toBeDefined();
      if (SLIM_EXPORTS.includes(name!))
        expect(exportReads.slimBatches, `${path} exports through the slim read`).toBeGreaterThan(
          slimBefore,
        );
      expect(
        response.rawPayload.equals(Buffer.from(toCsv(items as never[], columns[name!]!))),
        path,
      ).toBe(true);
    }
  }, 120_000);

  it('writes in SQL the CSV lines csvLine writes, cell for cell', async () => {
    const read = slimReader(t.database.db);
    const column = (name: string, number = false) => ({ column: sql.raw(name), number });
    // Each cell alone, after a plain cell, and beside one that needs quotes: a row needing none
    // and a row needing some take different paths in the SQL.
    const values = sql.join(
      AWKWARD_CELLS.map((cell, i) => sql`(${i}::int, ${cell}::text)`),
      sql`, `,
    );
    const lines = await read.rows(
      sql`select ${csvLineSql([column('a')])}, ${csvLineSql([column('p'), column('a')])},
          ${csvLineSql([column('a'), column('q')])}
        from (values ${values}) v(i, a), (select 'plain'::text p, 'x,y'::text q) f order by i`,
    );
    expect(lines).toEqual(
      AWKWARD_CELLS.map((cell) => [
        csvLine([cell]),
        csvLine(['plain', cell]),
        csvLine([cell, 'x,y']),
      ]),
    );

    const numbers = sql.join(
      AWKWARD_NUMBERS.map((text, i) => sql`(${i}::int, ${text}::numeric)`),
      sql`, `,
    );
    const numberLines = await read.rows(
      sql`select ${csvLineSql([column('n', true), column('p')])}, ${csvLineSql([column('n', true), column('q')])}
        from (select i, ${decimalCellSql(sql`x`)} n from (values ${numbers}) v(i, x)) d,
          (select '-1'::text p, 'x,y'::text q) f order by i`,
    );
    expect(numberLines).toEqual(
      AWKWARD_NUMBERS.map((text) => [
        csvLine([Number(text), '-1']),
        csvLine([Number(text), 'x,y']),
      ]),
    );

    // Dates as `toISOString` writes them: UTC, milliseconds truncated.
    const times = {
      '2025-12-03 00:00:00.1239+00': '2025-12-03T00:00:00.123Z',
      '1999-12-31 23:59:59.9999+05:30': '1999-12-31T18:29:59.999Z',
      '2024-02-29 12:00:00-08': '2024-02-29T20:00:00.000Z',
    };
    const written = await read.rows(
      sql`select ${isoTimeSql(sql`x` as never)} from unnest(array[${sql.join(
        Object.keys(times).map((time) => sql`${time}::timestamptz`),
        sql`, `,
      )}]) with ordinality as u(x, i) order by i`,
    );
    expect(written.flat()).toEqual(Object.values(times));
  });

  it('exports more rows than one batch in full, and a search the same way', async () => {
    const leadsCsv = (await admin.get('/api/admin/leads?format=csv')).body;
    expect(leadsCsv.trimEnd().split('\r\n')).toHaveLength(LEADS + 1);
    const documentsCsv = (await admin.get('/api/admin/documents?format=csv')).body;
    expect(documentsCsv.trimEnd().split('\r\n')).toHaveLength(DOCUMENTS + 1);
    const hindi = (await admin.get(`/api/admin/leads?format=csv&q=${encodeURIComponent('मेहता')}`))
      .body;
    // Every 5th lead's name and every 7th one's company, counted once when both.
    const expected = Array.from({ length: LEADS }, (_, i) => i + 1).filter(
      (i) => i % 5 === 0 || i % 7 === 0,
    ).length;
    expect(hindi.trimEnd().split('\r\n')).toHaveLength(expected + 1);
    // A search through the joined lead, read by the slim read, lists the same rows as the pages.
    const columns = csvColumnsByName(t);
    for (const [path, name] of [
      ['/api/admin/documents', 'documents'],
      ['/api/admin/plants', 'plants'],
    ] as const) {
      const q = `q=${encodeURIComponent('मेहता')}`;
      const items = await allPages(admin, `${path}?${q}`);
      expect(items.length, path).toBeGreaterThan(0);
      const csv = (await admin.get(`${path}?format=csv&${q}`)).rawPayload;
      expect(csv.equals(Buffer.from(toCsv(items as never[], columns[name]!))), path).toBe(true);
    }
  });

  it('finds by the stored search column exactly the leads ilike finds over their fields', async () => {
    // Case-blind in English and Hindi, quotes, commas, and the wildcards typed literally.
    const searches = ['SEED.example', 'मेहता', 'person "12', 'LEAD, P', 'ss 1', '%', '_', '\\'];
    for (const q of searches) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = (await t.database.db.execute(
        sql`select id from leads where contact_name ilike ${pattern} or email ilike ${pattern}
          or business_name ilike ${pattern} order by created_at desc, id desc`,
      )) as unknown as { rows: { id: number }[] } | { id: number }[];
      const expected = ('rows' in rows ? rows.rows : rows).map((row) => Number(row.id));
      const listed = await allPages(admin, `/api/admin/leads?q=${encodeURIComponent(q)}`);
      expect(
        listed.map((lead) => (lead as { id: number }).id),
        q,
      ).toEqual(expected);
    }
    // The fields are stored joined by a unit separator, which a search may not contain.
    const joined = await admin.get(`/api/admin/leads?q=${encodeURIComponent('a\u001fb')}`);
    expect(joined.statusCode).toBe(400);
  });
});

describe('every list a partner reads', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('pages their own rows, whatever their number', async () => {
    t = await buildTestApp();
    const { agent, user } = await signedInAgent(t, 'partner');
    const run = (text: string) => t.database.db.execute(sql.raw(text));
    await run(`insert into partners (user_id, full_name, email, phone, city, state, status)
      values ('${user.id}', 'Asha', 'asha@seed.example', '+91 98290 00000', 'Jaipur', 'Rajasthan', 'approved')`);
    await run(`insert into leads (partner_id, contact_name, email, phone, business_name, address, city, state, monthly_bill, stage, created_at)
      select (select id from partners), 'Lead ' || i, 'lead' || i || '@seed.example', '+91 98765 43210',
        'Business ' || i, 'Plot 7', 'Bhilwara', 'Rajasthan', 20000, 'won',
        timestamptz '2025-12-03 00:00:00+00' + (i / 2) * interval '1 minute'
      from generate_series(1, 45) i`);
    await run(`insert into rewards (lead_id, partner_id, amount, size_kw, earned_at)
      select id, partner_id, 1000, 10, created_at from leads`);
    // Someone else's lead, never in the partner's pages.
    await run(`insert into leads (contact_name, email, phone, business_name, address, city, state, monthly_bill)
      values ('Other', 'other@seed.example', '+91 98765 43210', 'Other', 'Plot 8', 'Jaipur', 'Rajasthan', 20000)`);
    const admin = (await signedInAgent(t, 'admin')).agent;
    const doc = (await admin.get(OPENAPI_PATH)).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const partnerLists = Object.entries(doc.paths)
      .filter(([path, ops]) => {
        const names = ops.get?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
        return !path.startsWith('/api/admin/') && names?.includes('page');
      })
      .map(([path]) => path);
    expect(partnerLists).toEqual(expect.arrayContaining(['/api/leads', '/api/partners/earnings']));
    for (const path of partnerLists) {
      const first = (await agent.get(`${path}?page=1&pageSize=20`)).json();
      expect(first, path).toMatchObject({ total: 45, totalAtLeast: false, page: 1, pageSize: 20 });
      expect(itemsOf(first), path).toHaveLength(20);
      const all = await allPages(agent, path, 20);
      expect(all, path).toHaveLength(45);
      expect(new Set(all.map((item) => (item as { id: number }).id)).size, path).toBe(45);
    }
  }, 60_000);
});

describe('an export whose client goes away', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('stops reading the database', async () => {
    t = await buildTestApp();
    // Twenty batches of the leads export's read: 500 rows each on PGlite, 5,000 on PostgreSQL
    // (inserted a batch at a time, each insert well inside the query timeout).
    const batchRows = slimReader(t.database.db).batchRows;
    const batches = 20;
    for (let b = 0; b < batches; b += 5) {
      await t.database.db.execute(
        sql.raw(`insert into leads (contact_name, email, phone, business_name, address, city, state, monthly_bill, created_at)
          select 'Lead ' || i, 'lead' || i || '@seed.example', '+91 98765 43210', 'Business ' || i, 'Plot 7',
            'Bhilwara', 'Rajasthan', 20000, timestamptz '2025-12-03 00:00:00+00' + i * interval '1 second'
          from generate_series(${b * batchRows + 1}, ${(b + 5) * batchRows}) i`),
      );
    }
    const { agent } = await signedInAgent(t, 'admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = exportReads.batches;
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/admin/leads?format=csv',
          headers: { cookie: `${SESSION_COOKIE}=${agent.cookie(SESSION_COOKIE)}` },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => {});
      req.once('error', reject);
      req.end();
    });
    // Until no batch has been read for a while: an export that went on would read all 21.
    let read = -1;
    while (read !== exportReads.batches - before) {
      read = exportReads.batches - before;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(batches / 2);
  }, 60_000);
});
