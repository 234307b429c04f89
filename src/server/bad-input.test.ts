import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';
import { API_POLICY } from './policy.ts';
import { buildTestApp, signedInAgent, TEST_ORIGIN, type TestApp } from './test/helper.ts';

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
];

const BROKEN_MULTIPART: { label: string; contentType: string; body: string }[] = [
  { label: 'no boundary', contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
  {
    label: 'truncated part',
    contentType: 'multipart/form-data; boundary=XYZ',
    body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
  },
  {
    label: 'only a field, no file',
    contentType: 'multipart/form-data; boundary=XYZ',
    body: '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\nelectricity_bill\r\n--XYZ--\r\n',
  },
  {
    label: 'garbage',
    contentType: 'multipart/form-data; boundary=XYZ',
    body: '\u0000\u0001garbage--XYZ--',
  },
];

/** Routes that read no body: they may ignore one, but never answer 5xx or write because of it. */
const BODYLESS = new Set(['POST /api/auth/logout']);

const PARAM_VALUES = ['1', 'abc', '-1', '99999999999999999999', "1' or '1'='1", '%00'];

function expandPath(url: string): string[] {
  if (!url.includes(':')) return [url];
  return PARAM_VALUES.map((value) => url.replace(/:[a-zA-Z]+/g, encodeURIComponent(value)));
}

const writeRoutes = Object.keys(API_POLICY)
  .map((key) => key.split(' ') as [string, string])
  .filter(([method]) => method !== 'GET');
const readRoutes = Object.keys(API_POLICY)
  .map((key) => key.split(' ') as [string, string])
  .filter(([method]) => method === 'GET');

describe('bad input never causes a 5xx or a write', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of guardedTables) {
      const result = (await t.database.db.execute(
        sql.raw(`select count(*)::int as n from "${table}"`),
      )) as unknown as { rows: { n: number }[] };
      counts[table] = result.rows[0]!.n;
    }
    return counts;
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
    // An admin passes every role guard, so the bodies reach validation.
    const { agent: admin } = await signedInAgent(t, 'admin');
    const bodyless = BODYLESS.has(`${method} ${url}`);
    const before = await rowCounts();
    for (const path of expandPath(url)) {
      for (const body of MALFORMED) {
        const payload = body.raw ?? JSON.stringify(body.json);
        const response = await admin.request({
          method: method as 'POST',
          url: path,
          headers: { 'content-type': body.contentType ?? 'application/json', origin: TEST_ORIGIN },
          payload,
        });
        if (bodyless)
          expect(response.statusCode, `${method} ${path} with ${body.label}`).toBeLessThan(500);
        else expectRefusedAsJson(response, `${method} ${path} with ${body.label}`);
      }
      if (url.includes('documents')) {
        for (const body of BROKEN_MULTIPART) {
          const response = await admin.request({
            method: method as 'POST',
            url: path,
            headers: { 'content-type': body.contentType },
            payload: body.body,
          });
          expectRefusedAsJson(response, `${method} ${path} with ${body.label}`);
        }
      }
    }
    expect(await rowCounts()).toEqual(before);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it.each(readRoutes)('%s %s answers odd query strings without a 5xx', async (_method, url) => {
    const { agent: admin } = await signedInAgent(t, 'admin');
    const queries = [
      '?entityType=project&entityId=abc',
      '?page=-1&pageSize=100000',
      '?q=%00',
      '?limit=1e9',
      '?entityType[]=a&entityType[]=b',
      `?q=${'z'.repeat(3000)}`,
    ];
    for (const path of expandPath(url)) {
      for (const query of queries) {
        const response = await admin.get(`${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBeLessThan(500);
      }
    }
  });
});
