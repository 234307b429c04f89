import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_KEYS } from '../shared/project-milestones.ts';
import { partnerWithLead, plantInput, winLead } from './features/plants/test-support.ts';
import { OPENAPI_PATH } from './openapi.ts';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from './test/helper.ts';

/** Numbers written in ways JavaScript's Number() reads but a person means something else by. */
const NOT_PLAIN_DECIMALS = [
  '0x10',
  '1e3',
  'Infinity',
  '-Infinity',
  ' 12 ',
  '1_000',
  '',
  '0b1',
  '+5',
];

type JsonSchema = { type?: string; pattern?: string; anyOf?: JsonSchema[] };
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, JsonSchema> } }>;
  };
};

/**
 * A field that takes a number as text: a number in a query, or digits a text pattern asks for
 * (one that takes digits and refuses letters; a recovery code's pattern takes both).
 */
function takesNumberText(schema: JsonSchema, inQuery: boolean): boolean {
  if (schema.anyOf) return schema.anyOf.some((member) => takesNumberText(member, inQuery));
  if (schema.type === 'number' || schema.type === 'integer') return inQuery;
  return (
    schema.type === 'string' &&
    schema.pattern !== undefined &&
    new RegExp(schema.pattern).test('12') &&
    !new RegExp(schema.pattern).test('ab')
  );
}

/**
 * Every numeric field read from text, found in the admin's (full) API description: query
 * parameters and JSON body fields that take a number as text. Each must refuse anything but a
 * plain decimal with 400 naming the field; the readings CSV's cells too.
 */
describe('numbers read from text are plain decimals', () => {
  let t: TestApp;
  let admin: TestAgent;
  let plantId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    const { leadId } = await partnerWithLead(t, admin);
    await winLead(t, leadId);
    const put = await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${leadId}/plant`,
      payload: plantInput(),
    });
    plantId = put.json().system.id;
  });
  afterAll(() => t.close());

  it('refuses them in every query parameter and JSON field that takes a number as text', async () => {
    const doc = (await admin.get(OPENAPI_PATH)).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const fill = (path: string) =>
      path.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'id' ? String(plantId) : name === 'key' ? MILESTONE_KEYS[0] : 'service',
      );
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const url = fill(path);
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query' || !takesNumberText(parameter.schema, true)) continue;
          checked.push(`${method} ${path} ?${parameter.name}`);
          for (const value of NOT_PLAIN_DECIMALS) {
            const query = new URLSearchParams({ [parameter.name]: value });
            const response = await admin.request({
              method: method.toUpperCase() as 'GET',
              url: `${url}?${query}`,
            });
            expect(response.statusCode, `${url}?${query}: ${response.body.slice(0, 100)}`).toBe(
              400,
            );
          }
        }
        const body = operation.requestBody?.content['application/json']?.schema.properties ?? {};
        for (const [name, schema] of Object.entries(body)) {
          if (!takesNumberText(schema, false)) continue;
          checked.push(`${method} ${path} ${name}`);
          for (const value of NOT_PLAIN_DECIMALS) {
            const response = await admin.request({
              method: method.toUpperCase() as 'POST',
              url,
              payload: { [name]: value },
            });
            const label = `${method} ${url} ${name}=${JSON.stringify(value)}: ${response.body}`;
            expect(response.statusCode, label).toBe(400);
            expect(response.json().error.fields?.[name], label).toBeDefined();
          }
        }
      }
    expect(checked).toEqual(
      expect.arrayContaining([
        'get /api/admin/leads ?page',
        'get /api/admin/leads ?pageSize',
        'get /api/feedback/top/{entityType} ?limit',
        'put /api/admin/leads/{id}/system sizeKw',
        'put /api/admin/leads/{id}/system ratePerKwh',
        'post /api/admin/systems/{id}/readings kwh',
        'put /api/admin/projects/{id}/milestones/{key} commissionedKw',
      ]),
    );
  });

  it('refuses them in a readings CSV, and stores the plain ones', async () => {
    // The CSV reader trims each cell ("2026-01, 3906" is common); a blank cell is a missing value.
    for (const value of NOT_PLAIN_DECIMALS.filter((v) => v.trim() === v && v !== '')) {
      const response = await admin.request({
        method: 'POST',
        url: `/api/admin/systems/${plantId}/readings`,
        headers: { 'content-type': 'text/csv' },
        payload: `month,kWh\n2026-01,${value}\n`,
      });
      expect(response.statusCode, `${value}: ${response.body}`).toBe(400);
      expect(response.json().error.fields['row 2']).toBe('kWh must be a number of 0 or more');
    }
    const plain = await admin.request({
      method: 'POST',
      url: `/api/admin/systems/${plantId}/readings`,
      headers: { 'content-type': 'text/csv' },
      payload: 'month,kWh\n2026-01,16\n2026-02,3906.5\n',
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().system.readings).toEqual([
      { month: '2026-01', kwh: 16 },
      { month: '2026-02', kwh: 3906.5 },
    ]);
  });
});
