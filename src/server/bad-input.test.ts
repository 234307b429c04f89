import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from './access-policy.ts';
import * as schema from './db/schema.ts';
import { samplePdf } from './features/documents/sample-files.ts';
import { leadInput } from './features/leads/test-support.ts';
import { partnerAgent } from './features/partners/test-support.ts';
import {
  agentsUntilSignedOut,
  buildTestApp,
  registeredRoutes,
  signedInAgent,
  TEST_ORIGIN,
  type TestAgent,
  type TestApp,
} from './test/helper.ts';

/** Tables whose rows a refused request must not change (counters and sessions are bookkeeping). */
const guardedTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table))
  .filter((name) => name !== 'rate_limits' && name !== 'sessions');

const FIELD_NAMES = [
  'email',
  'password',
  'confirmPassword',
  'name',
  'firstName',
  'lastName',
  'username',
  'phone',
  'company',
  'subject',
  'message',
  'code',
  'verificationCode',
  'userType',
  'fullName',
  'companyName',
  'city',
  'state',
  'experience',
  'terms',
  'customerName',
  'customerEmail',
  'customerPhone',
  'address',
  'electricityBill',
  'monthlyBill',
  'entityType',
  'entityId',
  'reaction',
  'points',
  'language',
  'type',
];

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const everyField = (value: unknown) => Object.fromEntries(FIELD_NAMES.map((f) => [f, value]));

/** Malformed bodies: raw text (sent as application/json) or values to JSON-encode. */
const MALFORMED: { label: string; raw?: string; json?: unknown; contentType?: string }[] = [
  { label: 'truncated JSON', raw: '{"email": "a@b.in"' },
  { label: 'not JSON at all', raw: 'hello=world' },
  { label: 'JSON null', raw: 'null' },
  { label: 'JSON array', json: [1, 2, 3] },
  { label: 'JSON string', json: 'just a string' },
  { label: 'JSON number', raw: '12345' },
  { label: 'empty object', json: {} },
  { label: 'numbers everywhere', json: everyField(42) },
  { label: 'arrays everywhere', json: everyField(['a', 'b']) },
  { label: 'objects everywhere', json: everyField({ nested: { deeper: true } }) },
  { label: 'nulls everywhere', json: everyField(null) },
  { label: 'booleans everywhere', json: everyField(true) },
  { label: 'negative and huge numbers', json: everyField(-1e308) },
  { label: 'long strings', json: everyField('x'.repeat(1500)) },
  { label: 'over the body limit', json: { email: 'a@b.in', message: 'y'.repeat(200_000) } },
  { label: 'deep nesting', raw: `{"email":${deep(5000)}}` },
  { label: 'NUL character', json: everyField('abc\u0000def') },
  {
    label: 'lone surrogates and bidi overrides',
    json: everyField('\ud800\u202e\u200b\ufeff名前 नाम 🙂'),
  },
  { label: 'SQL-looking text', json: everyField("' or 1=1; drop table users; --") },
  { label: '__proto__ key', raw: '{"__proto__": {"isAdmin": true}, "email": "a@b.in"}' },
  { label: 'constructor.prototype key', raw: '{"constructor": {"prototype": {"isAdmin": true}}}' },
  {
    label: 'wrong content type',
    raw: 'email=a@b.in',
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'text/plain JSON', raw: '{"email":"a@b.in"}', contentType: 'text/plain' },
  // The routes that take a CSV file refuse it as they refuse JSON; the others do not take CSV.
  {
    label: 'CSV with a NUL character',
    raw: 'month,kWh\n2026-01,1\u0000\n',
    contentType: 'text/csv',
  },
];

const PDF = samplePdf().toString('latin1');
const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bill.pdf"\r\n` +
  `Content-Type: application/pdf\r\n\r\n${PDF}\r\n`;
const typePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nelectricity_bill\r\n`;
const wholeForm = (boundary: string) =>
  `${typePart(boundary)}${filePart(boundary)}--${boundary}--\r\n`;
const MULTIPART = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** Upload bodies no browser sends: every one must be refused with a 4xx, storing nothing. */
const BROKEN_MULTIPART: { label: string; contentType: string; body: string }[] = [
  { label: 'no boundary', contentType: 'multipart/form-data', body: wholeForm('XYZ') },
  {
    label: 'empty boundary',
    contentType: 'multipart/form-data; boundary=',
    body: wholeForm('XYZ'),
  },
  { label: 'mismatched boundary', contentType: MULTIPART('AAA'), body: wholeForm('XYZ') },
  {
    label: 'truncated in the file',
    contentType: MULTIPART('XYZ'),
    body: `${typePart('XYZ')}${filePart('XYZ').slice(0, 200)}`,
  },
  {
    label: 'truncated after the part headers',
    contentType: MULTIPART('XYZ'),
    body: `${typePart('XYZ')}--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`,
  },
  {
    label: 'truncated in a field',
    contentType: MULTIPART('XYZ'),
    body: '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\nelectri',
  },
  {
    label: 'no closing delimiter',
    contentType: MULTIPART('XYZ'),
    body: `${typePart('XYZ')}${filePart('XYZ')}`,
  },
  {
    label: 'malformed part header',
    contentType: MULTIPART('XYZ'),
    body: `--XYZ\r\nthis is not a header\r\n\r\n${PDF}\r\n--XYZ--\r\n`,
  },
  {
    label: 'part without Content-Disposition',
    contentType: MULTIPART('XYZ'),
    body: `${typePart('XYZ')}--XYZ\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n--XYZ--\r\n`,
  },
  {
    label: 'only a field, no file',
    contentType: MULTIPART('XYZ'),
    body: `${typePart('XYZ')}--XYZ--\r\n`,
  },
  { label: 'only the closing delimiter', contentType: MULTIPART('XYZ'), body: '--XYZ--\r\n' },
  { label: 'empty body', contentType: MULTIPART('XYZ'), body: '' },
  { label: 'garbage', contentType: MULTIPART('XYZ'), body: '\u0000\u0001garbage--XYZ--' },
  {
    label: 'multipart/mixed',
    contentType: 'multipart/mixed; boundary=XYZ',
    body: wholeForm('XYZ'),
  },
  {
    label: 'two files',
    contentType: MULTIPART('XYZ'),
    body: `${typePart('XYZ')}${filePart('XYZ')}${filePart('XYZ')}--XYZ--\r\n`,
  },
  {
    label: 'NUL in a part header',
    contentType: MULTIPART('XYZ'),
    body: wholeForm('XYZ').replace('name="type"', 'name="ty\u0000pe"'),
  },
];

/** Routes whose every body field is optional: `{}` or unknown fields are a valid no-op. */
const ALL_OPTIONAL = new Set(['PATCH /api/account']);

/** Routes that read no body: they may ignore one, but never answer 5xx or write because of it. */
const BODYLESS = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/email/resend',
  'DELETE /api/account/sessions/others',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
]);

/**
 * Path and query values that name no record, as sent on the wire: beyond PostgreSQL's integer
 * (2^31 and up, beyond 2^53), signs, zero, fractions, exponents, hex, spaces, fullwidth digits,
 * NUL, SQL, an encoded slash. Only plain digits up to 2^31−1 are ids.
 */
const ID_VALUES = [
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '%201',
  '1%20',
  'abc',
  '%00',
  '%EF%BC%91',
  'NaN',
  'Infinity',
  "1'%20or%20'1'%3D'1",
  '1%2F',
];
/** A valid body for the routes with an id that take JSON, so only the id can be wrong. */
const VALID_BODIES: Record<string, object> = {
  'POST /api/admin/leads/:id/stage': { stage: 'qualified' },
  'POST /api/admin/leads/:id/notes': { text: 'A note' },
  'POST /api/admin/documents/:id/review': { decision: 'accepted' },
  'POST /api/admin/rewards/:id/paid': { reference: 'UTR 1234' },
  'PUT /api/admin/leads/:id/plant': { sizeKw: 10, ratePerKwh: 6, model: 'ppa' },
  'POST /api/admin/plants/:id/readings': { month: '2026-01', kwh: 100 },
  'PUT /api/admin/leads/:id/system': { sizeKw: 10, ratePerKwh: 6, model: 'ppa' },
  'POST /api/admin/systems/:id/readings': { month: '2026-01', kwh: 100 },
  'POST /api/admin/leads/:id/proposals': {
    systemKw: 10,
    validUntil: '2099-01-01',
    purchase: { price: 500_000 },
  },
  'POST /api/proposals/:token/accept': { name: 'Meena Gupta', code: '123456' },
  'POST /api/admin/bills/:id/payments': {
    amountPaise: 100,
    paidOn: '2026-01-01',
    utr: 'UTR123456',
  },
  'POST /api/admin/bills/:id/credit-note': { amountPaise: 100, reason: 'Meter misread' },
  'POST /api/admin/payouts/:id/paid': { items: [{ partnerId: 1, utr: 'UTR123456' }] },
  'PUT /api/admin/finance-settings/:id': {
    value: 200,
    effectiveFrom: '2024-10-01',
    effectiveTo: null,
  },
  'PUT /api/admin/projects/:id/milestones/:key': { status: 'pending' },
  'POST /api/admin/projects/:id/cancel': { reason: 'Customer withdrew' },
  'POST /api/admin/plants/:id/keys': { name: 'Logger on roof B' },
  'POST /api/admin/tickets/:id/status': { status: 'acknowledged' },
  'POST /api/admin/tickets/:id/comments': { body: 'On our way' },
  'POST /api/admin/tickets/:id/owner': { ownerId: null },
  'POST /api/customer/tickets/:id/comments': { body: 'Still down' },
  'POST /api/customer/tickets/:id/reopen': {},
};

/** Valid in form, but no such record. */
const UNKNOWN_ID = '2147483647';

/**
 * The requests to send to `url`: every one of `inputs` with a plain id (or none), and each odd id
 * of ID_VALUES with one input, a different one for each id in turn. Every input and every odd id
 * is sent, and an odd id meets a bad input too, in 1 + 18 paths instead of 19 × every input (a
 * sixth of the requests: the full product made this the suite's slowest file).
 */
function requestsTo<Input>(url: string, inputs: Input[]): [path: string, input: Input][] {
  const withId = (value: string) => url.replace(/:[a-zA-Z]+/g, value);
  const plain = inputs.map((input): [string, Input] => [withId('1'), input]);
  if (!url.includes(':')) return plain;
  return [
    ...plain,
    ...ID_VALUES.map((value, i): [string, Input] => [withId(value), inputs[i % inputs.length]!]),
  ];
}

const writeRoutes = Object.keys(API_POLICY)
  .map((key) => key.split(' ') as [string, string])
  .filter(([method]) => method !== 'GET');
const readRoutes = Object.keys(API_POLICY)
  .map((key) => key.split(' ') as [string, string])
  .filter(([method]) => method === 'GET');

describe('bad input never causes a 5xx or a write', () => {
  let t: TestApp;

  // An admin passes every role guard, so the bodies reach validation. One for the walk, made
  // again after a route signed it out.
  let signedInAdmin: () => Promise<TestAgent>;
  beforeAll(async () => {
    t = await buildTestApp();
    const admins = agentsUntilSignedOut(t, async () => (await signedInAgent(t, 'admin')).agent);
    signedInAdmin = () => admins('admin');
  });
  afterAll(() => t.close());

  /** Every guarded table's row count, in one query. */
  async function rowCounts(): Promise<Record<string, number>> {
    const counts = guardedTables
      .map((table) => `(select count(*)::int from "${table}") as "${table}"`)
      .join(', ');
    const result = (await t.database.db.execute(sql.raw(`select ${counts}`))) as unknown as {
      rows: Record<string, number>[];
    };
    return result.rows[0]!;
  }

  function expectRefusedAsJson(
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
    what: string,
  ) {
    expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, what).toBeLessThan(500);
    expect(String(response.headers['content-type']), what).toContain('application/json');
    expect(JSON.parse(response.body).error.message, what).toEqual(expect.any(String));
    expect(response.body, what).not.toMatch(/\bat \S+\.(ts|js):\d+|FST_|ERR_|stack/);
  }

  it.each(writeRoutes)('%s %s refuses every malformed body', async (method, url) => {
    const admin = await signedInAdmin();
    const bodyless = BODYLESS.has(`${method} ${url}`);
    const before = await rowCounts();
    for (const [path, body] of requestsTo(url, MALFORMED)) {
      const payload = body.raw ?? JSON.stringify(body.json);
      const response = await admin.request({
        method: method as 'POST',
        url: path,
        headers: { 'content-type': body.contentType ?? 'application/json', origin: TEST_ORIGIN },
        payload,
      });
      if (bodyless || (ALL_OPTIONAL.has(`${method} ${url}`) && response.statusCode === 200))
        expect(response.statusCode, `${method} ${path} with ${body.label}`).toBeLessThan(500);
      else expectRefusedAsJson(response, `${method} ${path} with ${body.label}`);
    }
    if (url.includes('documents')) {
      for (const [path, body] of requestsTo(url, BROKEN_MULTIPART.slice(0, 4))) {
        const response = await admin.request({
          method: method as 'POST',
          url: path,
          headers: { 'content-type': body.contentType },
          payload: body.body,
        });
        expectRefusedAsJson(response, `${method} ${path} with ${body.label}`);
      }
    }
    expect(await rowCounts()).toEqual(before);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it.each(readRoutes)('%s %s answers odd query strings without a 5xx', async (_method, url) => {
    const admin = await signedInAdmin();
    const queries = [
      '?entityType=project&entityId=abc',
      '?page=-1&pageSize=100000',
      '?q=%00',
      '?limit=1e9',
      '?entityType=project&entityId=2147483648',
      '?entityType=project&entityId=1e3',
      '?page=9007199254740993&pageSize=20',
      '?page=1e308',
      '?entityType[]=a&entityType[]=b',
      `?q=${'z'.repeat(3000)}`,
    ];
    for (const [path, query] of requestsTo(url, queries)) {
      const response = await admin.get(`${path}${query}`);
      expect(response.statusCode, `${path}${query}`).toBeLessThan(500);
    }
  });
});

describe('record ids and uploads that name nothing or cannot be read', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof partnerAgent>>;
  let leadId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const { agent: admin } = await signedInAgent(t, 'admin');
    owner = await partnerAgent(t, admin);
    leadId = (await owner.agent.post('/api/leads', leadInput())).json().lead.id;
  });
  afterAll(() => t.close());

  const storedDocuments = async () => (await t.database.db.select().from(schema.documents)).length;

  it('answers 404 JSON on every route with a path parameter, for every value that names nothing', async () => {
    // Routes from Fastify itself; the owner passes every guard of the routes with an id.
    const routes = registeredRoutes(t.app)
      .map((route) => route.split(' ') as [string, string])
      .filter(([method, url]) => url.startsWith('/api/') && url.includes(':') && method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const { agent: admin } = await signedInAgent(t, 'admin');
    for (const [method, pattern] of routes) {
      for (const value of [...ID_VALUES, UNKNOWN_ID]) {
        // The partner, too, where the policy lets them call the route.
        const access = API_POLICY[`${method} ${pattern}`];
        const callers = access === 'user' || access === 'public' ? [admin, owner.agent] : [admin];
        for (const agent of callers) {
          const url = pattern.replace(/:[a-zA-Z]+/g, value);
          const upload = url.endsWith('/documents') && method === 'POST';
          const body = VALID_BODIES[`${method} ${pattern}`];
          const response = await agent.request({
            method: method as 'GET',
            url,
            ...(upload
              ? { headers: { 'content-type': MULTIPART('XYZ') }, payload: wholeForm('XYZ') }
              : {}),
            ...(body ? { payload: body } : {}),
          });
          const label = `${method} ${url}: ${response.body.slice(0, 120)}`;
          expect(response.statusCode, label).toBe(404);
          expect(response.json().error.code, label).toBe('not_found');
        }
      }
    }
  });

  it('refuses ids out of range in query strings and JSON bodies with 400', async () => {
    const { agent } = await signedInAgent(t, 'customer');
    for (const value of ID_VALUES) {
      const response = await agent.get(`/api/feedback?entityType=project&entityId=${value}`);
      expect(response.statusCode, `?entityId=${value}: ${response.body}`).toBe(400);
    }
    for (const entityId of [2 ** 31, 2 ** 53 + 2, -1, 0, 1.5, 1e308, '1', null]) {
      const response = await agent.post('/api/feedback', {
        entityType: 'project',
        entityId,
        reaction: 'heart',
      });
      expect(response.statusCode, `entityId ${entityId}: ${response.body}`).toBe(400);
    }
  });

  it.each(BROKEN_MULTIPART)(
    'refuses an upload with $label (4xx JSON, nothing stored)',
    async ({ contentType, body }) => {
      const before = await storedDocuments();
      const response = await owner.agent.request({
        method: 'POST',
        url: `/api/leads/${leadId}/documents`,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await storedDocuments()).toBe(before);
    },
  );

  it('still stores the same form when it is whole', async () => {
    const response = await owner.agent.request({
      method: 'POST',
      url: `/api/leads/${leadId}/documents`,
      headers: { 'content-type': MULTIPART('XYZ') },
      payload: wholeForm('XYZ'),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
