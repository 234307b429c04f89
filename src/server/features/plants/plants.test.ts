import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '#server/access-policy.ts';
import { plants } from '#server/db/schema.ts';
import { OPENAPI_PATH } from '#server/openapi.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { PROPOSAL_REQUIRED_DOCUMENTS } from '#shared/lead-pipeline.ts';
import { PLANT_STAGES, plantsOldSpellings, plantsPatterns } from '#shared/schemas/plants.ts';
import { samplePdf } from '../documents/sample-files.ts';
import { partnerWithLead, plantInput, winLead } from './test-support.ts';

describe('plants and readings', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const putPlant = (who: TestAgent, leadId: number, payload: unknown) =>
    who.request({
      method: 'PUT',
      url: `/api/admin/leads/${leadId}/plant`,
      payload: payload as object,
    });

  const csv = (plantId: number, body: string) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/plants/${plantId}/readings`,
      headers: { 'content-type': 'text/csv' },
      payload: body,
    });

  async function wonPlant() {
    const lead = await partnerWithLead(t, admin);
    await winLead(t, lead.leadId);
    const response = await putPlant(admin, lead.leadId, plantInput());
    expect(response.statusCode).toBe(200);
    return { ...lead, plantId: response.json().system.id as number };
  }

  it('records the plant of a won lead only, and only for admins', async () => {
    const { agent, leadId } = await partnerWithLead(t, admin);
    const refused = await putPlant(admin, leadId, plantInput());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A system can be recorded only for a won lead.');
    expect((await putPlant(admin, 2_147_483_647, plantInput())).statusCode).toBe(404);
    expect((await putPlant(admin, 0, plantInput())).statusCode).toBe(404);
    await winLead(t, leadId);
    expect((await putPlant(agent, leadId, plantInput())).statusCode).toBe(403);
    expect((await putPlant(new TestAgent(t.app), leadId, plantInput())).statusCode).toBe(401);

    const created = await putPlant(admin, leadId, plantInput());
    expect(created.statusCode).toBe(200);
    expect(created.json().system).toMatchObject({
      leadId,
      sizeKw: 50,
      commissionedOn: '2026-01-10',
      ratePerKwh: 6.5,
      model: 'ppa',
      stage: 'installation',
      customerLinked: false,
      readings: [],
    });
    // A second PUT corrects the same plant; there is never a second one for the lead.
    const corrected = await putPlant(
      admin,
      leadId,
      plantInput({ model: 'emi', commissionedOn: '' }),
    );
    expect(corrected.json().system).toMatchObject({
      id: created.json().system.id,
      model: 'emi',
      commissionedOn: null,
    });
    expect(await t.database.db.select().from(plants).where(eq(plants.leadId, leadId))).toHaveLength(
      1,
    );
  });

  it('answers each invalid field of a plant with its message', async () => {
    const { leadId } = await partnerWithLead(t, admin);
    await winLead(t, leadId);
    const response = await putPlant(admin, leadId, {
      sizeKw: 0,
      commissionedOn: '2026-02-30',
      ratePerKwh: -1,
      model: 'lease',
      stage: 'done',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      sizeKw: 'Please enter the system size in kW',
      commissionedOn: 'Please enter a valid date',
      ratePerKwh: 'Please enter the rate in rupees per kWh',
      model: 'Please choose PPA, EMI or purchase',
      stage: 'Please choose a project stage',
    });
    // Every stage of the timeline is accepted.
    for (const stage of PLANT_STAGES) {
      const ok = await putPlant(admin, leadId, plantInput({ stage }));
      expect(ok.json().system.stage).toBe(stage);
    }
  });

  it('validates readings: the month format and kWh of 0 or more', async () => {
    const { plantId } = await wonPlant();
    const url = `/api/admin/plants/${plantId}/readings`;
    for (const month of ['2026-13', '2026-00', '26-01', '2026-1', '2026/01', 'January', '']) {
      const response = await admin.post(url, { month, kwh: 10 });
      expect(response.statusCode, month).toBe(400);
      expect(response.json().error.fields.month).toBe('Month must be written as YYYY-MM');
    }
    for (const kwh of [-1, -0.5, 'many', null]) {
      const response = await admin.post(url, { month: '2026-01', kwh });
      expect(response.statusCode, String(kwh)).toBe(400);
      expect(response.json().error.fields.kwh).toBe('kWh must be a number of 0 or more');
    }
    expect((await admin.post(url, { month: '2026-01', kwh: 0 })).statusCode).toBe(200);
    expect(
      (await admin.post('/api/admin/plants/2147483647/readings', { month: '2026-01', kwh: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('replaces a month entered again, by JSON or CSV, and keeps months in order', async () => {
    const { plantId } = await wonPlant();
    const url = `/api/admin/plants/${plantId}/readings`;
    await admin.post(url, { month: '2026-03', kwh: 5000 });
    await admin.post(url, { month: '2026-01', kwh: 4000 });
    const again = await admin.post(url, { month: '2026-03', kwh: 5200.5 });
    expect(again.json()).toMatchObject({ stored: 1 });
    expect(again.json().system.readings).toEqual([
      { month: '2026-01', kwh: 4000 },
      { month: '2026-03', kwh: 5200.5 },
    ]);
    const uploaded = await csv(plantId, 'month,kWh\r\n2026-02,4500\r\n2026-01,4100\r\n\r\n');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().stored).toBe(2);
    expect(uploaded.json().system.readings).toEqual([
      { month: '2026-01', kwh: 4100 },
      { month: '2026-02', kwh: 4500 },
      { month: '2026-03', kwh: 5200.5 },
    ]);
  });

  it('answers a CSV with an error per bad row and stores nothing from it', async () => {
    const { plantId } = await wonPlant();
    const response = await csv(
      plantId,
      ['month,kWh', '2026-01,4000', '2026-13,10', '2026-02,-5', '2026-03', '2026-04,abc'].join(
        '\n',
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Some rows have errors; nothing was saved.',
      fields: {
        'row 3': 'Month must be written as YYYY-MM',
        'row 4': 'kWh must be a number of 0 or more',
        'row 5': 'Each row needs two values: month and kWh',
        'row 6': 'kWh must be a number of 0 or more',
      },
    });
    expect((await csv(plantId, '\n\n')).json().error.message).toBe('The file has no readings.');
    const [row] = await t.database.db.select().from(plants).where(eq(plants.id, plantId));
    expect(row).toBeDefined();
    const customer = await admin.get('/api/admin/plants?pageSize=100');
    const plant = customer
      .json()
      .plants.find((p: { system: { id: number } | null }) => p.system?.id === plantId);
    expect(plant.system.readings).toEqual([]);
  });

  it('shows a customer only the plant linked to their account, and none to others', async () => {
    const { plantId } = await wonPlant();
    const owner = await signedInAgent(t, 'customer');
    await t.database.db
      .update(plants)
      .set({ customerUserId: owner.user.id })
      .where(eq(plants.id, plantId));
    await admin.post(`/api/admin/plants/${plantId}/readings`, { month: '2026-01', kwh: 4321 });
    const mine = await owner.agent.get('/api/customer/plant');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().system).toMatchObject({
      id: plantId,
      customerLinked: true,
      readings: [{ month: '2026-01', kwh: 4321 }],
    });
    for (const role of ['customer', 'partner', 'admin'] as const) {
      const other = (await signedInAgent(t, role)).agent;
      expect((await other.get('/api/customer/plant')).json()).toEqual({
        system: null,
        documents: [],
      });
    }
    expect((await new TestAgent(t.app).get('/api/customer/plant')).statusCode).toBe(401);
  });

  it('lets the customer upload onto their lead’s checklist, and no one else’s', async () => {
    const { plantId, leadId, agent: partner } = await wonPlant();
    const owner = await signedInAgent(t, 'customer');
    await t.database.db
      .update(plants)
      .set({ customerUserId: owner.user.id })
      .where(eq(plants.id, plantId));
    const boundary = '----h18form';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nelectricity_bill\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bill.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      samplePdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const send = (who: TestAgent) =>
      who.request({
        method: 'POST',
        url: `/api/leads/${leadId}/documents`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: form,
      });
    const stranger = (await signedInAgent(t, 'customer')).agent;
    expect((await send(stranger)).statusCode).toBe(404);
    const uploaded = await send(owner.agent);
    expect(uploaded.statusCode).toBe(201);
    const mine = (await owner.agent.get('/api/customer/plant')).json();
    // The checklist already held the three documents the proposal needed; the bill joins them.
    expect(mine.documents).toHaveLength(PROPOSAL_REQUIRED_DOCUMENTS.length + 1);
    expect(mine.documents.at(-1)).toEqual(
      expect.objectContaining({
        leadId,
        type: 'electricity_bill',
        status: 'uploaded',
        fileName: uploaded.json().document.fileName,
      }),
    );
    // The lead's own checklist (the partner's and admins' view) has it.
    const detail = (await partner.get(`/api/leads/${leadId}`)).json();
    expect(detail.documents.map((d: { id: number }) => d.id)).toContain(
      uploaded.json().document.id,
    );
    expect((await stranger.get('/api/customer/plant')).json()).toEqual({
      system: null,
      documents: [],
    });
  });

  it('lists won leads as plants for admins, with CSV', async () => {
    const { leadId } = await partnerWithLead(t, admin);
    await winLead(t, leadId);
    const page = (await admin.get('/api/admin/plants?pageSize=100')).json();
    expect(page.plants.find((p: { leadId: number }) => p.leadId === leadId)).toMatchObject({
      system: null,
    });
    const file = await admin.get('/api/admin/plants?format=csv');
    expect(file.body).toContain('Lead ID,Name,Company,Email,System Size (kW)');
    const partner = (await signedInAgent(t, 'partner')).agent;
    expect((await partner.get('/api/admin/plants')).statusCode).toBe(403);
  });

  describe('the first spellings of the plant routes (decision 058)', () => {
    /** The route's methods, from the policy table. */
    const methodsOf = (pattern: string) =>
      Object.keys(API_POLICY)
        .filter((key) => key.split(' ')[1] === pattern)
        .map((key) => key.split(' ')[0]!);

    it('answers each as its plant route: every method, every caller, same status and body', async () => {
      const { leadId, plantId, agent: partner } = await wonPlant();
      const owner = await signedInAgent(t, 'customer');
      await t.database.db
        .update(plants)
        .set({ customerUserId: owner.user.id })
        .where(eq(plants.id, plantId));
      /** What each route is sent: its id, and a body that it stores (sent again, it changes nothing). */
      const requests: Record<string, { id?: number; payload?: object }> = {
        [plantsPatterns.customerPlant]: {},
        [plantsPatterns.save]: { id: leadId, payload: plantInput({ sizeKw: 60 }) },
        [plantsPatterns.readings]: { id: plantId, payload: { month: '2026-02', kwh: 4100 } },
      };
      expect(plantsOldSpellings.map(({ pattern }) => pattern).sort()).toEqual(
        Object.keys(requests).sort(),
      );
      const callers = [admin, owner.agent, partner, new TestAgent(t.app)];
      let compared = 0;
      for (const { pattern, old } of plantsOldSpellings) {
        const { id, payload } = requests[pattern]!;
        for (const method of methodsOf(pattern)) {
          for (const caller of callers) {
            const send = (url: string) =>
              caller.request({
                method: method as 'GET',
                url: url.replace(':id', String(id)),
                ...(payload ? { payload } : {}),
              });
            const now = await send(pattern);
            const then = await send(old);
            const label = `${method} ${old} as ${pattern}`;
            expect(then.statusCode, label).toBe(now.statusCode);
            expect(then.json(), label).toEqual(now.json());
            if (now.statusCode === 200) compared++;
          }
        }
      }
      // Each route answered at least one caller with its data, not only refusals.
      expect(compared).toBeGreaterThanOrEqual(plantsOldSpellings.length);
    });

    it('describes each as deprecated in the API description, and its plant route as not', async () => {
      const paths = (await admin.get(OPENAPI_PATH)).json().paths as Record<
        string,
        Record<string, { deprecated?: boolean }>
      >;
      const operations = (pattern: string) => {
        const path = pattern.replace(/:(\w+)/g, '{$1}');
        return methodsOf(pattern).map((method) => paths[path]?.[method.toLowerCase()]);
      };
      for (const { pattern, old } of plantsOldSpellings) {
        for (const operation of operations(old)) expect(operation?.deprecated, old).toBe(true);
        for (const operation of operations(pattern)) {
          expect(operation, pattern).toBeDefined();
          expect(operation?.deprecated, pattern).toBeUndefined();
        }
      }
    });
  });
});
