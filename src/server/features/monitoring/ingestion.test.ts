import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyGeneration, ingestionKeys, intervalReadings, readings } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import { INGEST_BATCHES_PER_HOUR, monitoringMessages as M } from '#shared/schemas/monitoring.ts';
import { commissionedPlant, ingest, ingestionKey, quarterHours } from './test-support.ts';

// The test clock starts at 2026-01-15T10:00Z (15:30 IST); the plants are 50 kW, commissioned
// on 2026-01-10, so a quarter-hour may hold at most 50 × 0.25 × 1.2 = 15 kWh.
describe('ingestion keys and readings', () => {
  let t: TestApp;
  let admin: TestAgent;
  let plant: Awaited<ReturnType<typeof commissionedPlant>>;
  let key: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    plant = await commissionedPlant(t, admin);
    key = (await ingestionKey(admin, plant.plantId)).key;
  });
  afterAll(() => t.close());

  it('shows a key once, stores its hash, lists it with its last use and revokes it at once', async () => {
    const created = await admin.post(`/api/admin/plants/${plant.plantId}/keys`, {
      name: 'Inverter 2',
    });
    expect(created.statusCode).toBe(201);
    const { id, key: shown } = created.json();
    expect(shown).toMatch(/^ak_[\w-]{43}$/);
    const [stored] = await t.database.db
      .select()
      .from(ingestionKeys)
      .where(eq(ingestionKeys.id, id));
    expect(stored!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(shown);

    const listed = await admin.get(`/api/admin/plants/${plant.plantId}/keys`);
    const entry = listed.json().keys.find((k: { id: number }) => k.id === id);
    expect(entry).toMatchObject({ name: 'Inverter 2', lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(listed.json())).not.toContain(shown);

    const sent = await ingest(t, shown, { readings: quarterHours(t.clock.now(), 1) });
    expect(sent.statusCode).toBe(200);
    const afterUse = await admin.get(`/api/admin/plants/${plant.plantId}/keys`);
    expect(afterUse.json().keys.find((k: { id: number }) => k.id === id).lastUsedAt).toBe(
      t.clock.now().toISOString(),
    );

    const done = await admin.request({
      method: 'DELETE',
      url: `/api/admin/plants/${plant.plantId}/keys/${id}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().key.revokedAt).toBe(t.clock.now().toISOString());
    const refused = await ingest(t, shown, { readings: quarterHours(t.clock.now(), 1) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(M.badKey);
  });

  it('refuses no key, a malformed header, an unknown key and a key of another plant’s id path', async () => {
    const none = await ingest(t, null, { readings: quarterHours(t.clock.now(), 1) });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(M.noKey);
    const unknown = await ingest(t, 'ak_not-a-key', { readings: quarterHours(t.clock.now(), 1) });
    expect(unknown.statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/readings',
      headers: { authorization: `Basic ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ readings: [] }),
    });
    expect(basic.statusCode).toBe(401);
    // Another plant's key writes to its own plant only; revoking it through this plant's path
    // finds nothing.
    const other = await commissionedPlant(t, admin);
    const otherKey = await ingestionKey(admin, other.plantId);
    const wrongPath = await admin.request({
      method: 'DELETE',
      url: `/api/admin/plants/${plant.plantId}/keys/${otherKey.id}`,
    });
    expect(wrongPath.statusCode).toBe(404);
    const at = new Date('2026-01-14T06:00:00Z');
    expect((await ingest(t, otherKey.key, { readings: quarterHours(at, 4, 3) })).statusCode).toBe(
      200,
    );
    const mine = await t.database.db
      .select()
      .from(intervalReadings)
      .where(and(eq(intervalReadings.plantId, plant.plantId), eq(intervalReadings.at, at)));
    expect(mine).toHaveLength(0);
    const theirs = await t.database.db
      .select()
      .from(intervalReadings)
      .where(and(eq(intervalReadings.plantId, other.plantId), eq(intervalReadings.at, at)));
    expect(theirs).toHaveLength(1);
  });

  it('refuses every bad row by name and stores nothing of the batch', async () => {
    const good = { at: '2026-01-13T12:00:00+05:30', kwh: 3 };
    const cases: [string, Record<string, unknown>, string][] = [
      ['negative', { at: '2026-01-13T12:15:00+05:30', kwh: -1 }, M.kwhNegative],
      ['negative text', { at: '2026-01-13T12:15:00+05:30', kwh: '-1' }, M.kwhNegative],
      ['hex', { at: '2026-01-13T12:15:00+05:30', kwh: '0x10' }, M.kwhDecimal],
      ['exponent', { at: '2026-01-13T12:15:00+05:30', kwh: '1e1' }, M.kwhDecimal],
      ['not a number', { at: '2026-01-13T12:15:00+05:30', kwh: true }, M.kwhDecimal],
      ['absurd', { at: '2026-01-13T12:15:00+05:30', kwh: 15.01 }, M.kwhAbsurd],
      [
        'absurd for 5 minutes',
        { at: '2026-01-13T12:15:00+05:30', kwh: 5.1, minutes: 5 },
        M.kwhAbsurd,
      ],
      ['future', { at: '2026-01-15T16:00:00+05:30', kwh: 1 }, M.future],
      ['before commissioning', { at: '2026-01-09T23:45:00+05:30', kwh: 0 }, M.beforeCommissioning],
      ['no offset', { at: '2026-01-13T12:15:00', kwh: 1 }, M.at],
      ['not a time', { at: 'yesterday', kwh: 1 }, M.at],
      ['no such day', { at: '2026-02-30T12:15:00+05:30', kwh: 1 }, M.at],
      ['off the grid', { at: '2026-01-13T12:07:00+05:30', kwh: 1 }, M.atGrid],
      ['seconds', { at: '2026-01-13T12:15:30+05:30', kwh: 1 }, M.atGrid],
      ['interval 30', { at: '2026-01-13T12:30:00+05:30', kwh: 1, minutes: 30 }, M.minutes],
    ];
    for (const [name, row, message] of cases) {
      const response = await ingest(t, key, { readings: [good, row] });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.message, name).toBe(M.rowsRefused);
      expect(response.json().error.fields, name).toEqual({ 'readings.1': message });
    }
    const stored = await t.database.db
      .select()
      .from(intervalReadings)
      .where(
        and(
          eq(intervalReadings.plantId, plant.plantId),
          eq(intervalReadings.at, new Date(good.at)),
        ),
      );
    expect(stored).toHaveLength(0);
  });

  it('refuses an empty batch, one over 2,000 rows, a shapeless body and an uncommissioned plant', async () => {
    expect((await ingest(t, key, { readings: [] })).json().error.message).toBe(M.empty);
    const many = await ingest(t, key, { readings: quarterHours(t.clock.now(), 2001, 1) });
    expect(many.statusCode).toBe(413);
    expect(many.json().error.message).toBe(M.tooMany);
    const shapeless = await ingest(t, key, { values: [] });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().error.message).toBe(M.bodyShape);
    const broken = await ingest(t, key, '{"readings": [', 'application/json');
    expect(broken.statusCode).toBe(400);
    const fresh = await commissionedPlant(t, admin, { commissionedOn: '' });
    const freshKey = await ingestionKey(admin, fresh.plantId);
    const refused = await ingest(t, freshKey.key, { readings: quarterHours(t.clock.now(), 1) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.notCommissioned);
  });

  it('reads a logger’s CSV export with a BOM, quoted fields and a minutes column', async () => {
    const csv =
      '\uFEFF"at","kwh","minutes"\r\n"2026-01-12T10:00:00+05:30","1.5","15"\r\n' +
      '"2026-01-12T10:05:00+05:30","0.5","5"\r\n\r\n';
    const response = await ingest(t, key, csv, 'text/csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ stored: 2, days: ['2026-01-12'] });
    const bad = await ingest(
      t,
      key,
      'at,kwh\n2026-01-12T11:00:00+05:30,1\n2026-01-12T11:15:00+05:30,abc\n',
      'text/csv',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'row 3': M.kwhDecimal });
    const noHeader = await ingest(t, key, 'time,value\n1,2\n', 'text/csv');
    expect(noHeader.json().error.message).toBe(M.csvShape);
    const unreadable = await ingest(t, key, 'at,kwh\n"2026-01-12T11:00:00+05:30,1\n', 'text/csv');
    expect(unreadable.statusCode).toBe(400);
  });

  it('replaces a reading sent again, and keeps days and months equal to the sums of the rows', async () => {
    const day = new Date('2026-01-11T18:30:00Z'); // 2026-01-12 00:00 IST
    const batch = quarterHours(new Date(day.getTime() + 24 * 3600_000), 96, 1.25);
    expect((await ingest(t, key, { readings: batch })).statusCode).toBe(200);
    // The same times again with other values: replaced, not added.
    const again = batch.slice(40, 50).map((row) => ({ ...row, kwh: 2 }));
    expect((await ingest(t, key, { readings: again })).statusCode).toBe(200);
    const sums = await t.database.db.execute(sql`
      select r.day, sum(r.kwh)::float8 as raw, d.kwh::float8 as rolled, count(*)::int as n, d.readings
      from interval_readings r join daily_generation d on d.system_id = r.system_id and d.day = r.day
      where r.system_id = ${plant.plantId} group by r.day, d.kwh, d.readings order by r.day`);
    const rows = (sums as unknown as { rows: Record<string, number | string>[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.rolled).toBeCloseTo(row.raw as number, 6);
      expect(row.readings).toBe(row.n);
    }
    const day12 = rows.find((row) => row.day === '2026-01-12')!;
    // 96 quarter-hours of 1.25 with ten of them replaced by 2, and the CSV test's two readings
    // of that morning replaced by this batch's.
    expect(day12.rolled).toBeCloseTo(86 * 1.25 + 10 * 2 + 0.5, 6);
    const [month] = await t.database.db
      .select()
      .from(readings)
      .where(and(eq(readings.plantId, plant.plantId), eq(readings.month, '2026-01')));
    const days = await t.database.db
      .select({ total: sql<number>`sum(${dailyGeneration.kwh})::float8` })
      .from(dailyGeneration)
      .where(eq(dailyGeneration.plantId, plant.plantId));
    expect(month!.kwh).toBeCloseTo(days[0]!.total, 6);
  });

  it('refuses typing over a month with logger data, and still takes other months and CSV', async () => {
    const typed = await admin.post(`/api/admin/plants/${plant.plantId}/readings`, {
      month: '2026-01',
      kwh: 10,
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().error.message).toBe(M.monthHasIntervalData);
    const csv = await admin.request({
      method: 'POST',
      url: `/api/admin/plants/${plant.plantId}/readings`,
      headers: { 'content-type': 'text/csv' },
      payload: 'month,kWh\n2025-12,4000\n2026-01,1\n',
    });
    expect(csv.statusCode).toBe(409);
    const other = await admin.post(`/api/admin/plants/${plant.plantId}/readings`, {
      month: '2025-12',
      kwh: 4000,
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a CSV file holding a NUL character on both routes that take one, storing nothing', async () => {
    const before = (await t.database.db.select().from(intervalReadings)).length;
    const answers = [
      await ingest(t, key, 'at,kwh\n2026-01-13T10:00:00+05:30,1\u0000\n', 'text/csv'),
      await admin.request({
        method: 'POST',
        url: `/api/admin/plants/${plant.plantId}/readings`,
        headers: { 'content-type': 'text/csv' },
        payload: 'month,kWh\n2025-11,3900\u0000\n',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.message).toBe(
        'The request contains characters that are not allowed.',
      );
    }
    expect((await t.database.db.select().from(intervalReadings)).length).toBe(before);
  });

  it('limits each key to its batches per hour', async () => {
    const limited = await commissionedPlant(t, admin);
    const k = await ingestionKey(admin, limited.plantId);
    const one = { readings: quarterHours(new Date('2026-01-14T06:00:00Z'), 1) };
    for (let i = 0; i < INGEST_BATCHES_PER_HOUR; i++)
      expect((await ingest(t, k.key, one)).statusCode).toBe(200);
    const over = await ingest(t, k.key, one);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(M.rateLimited);
    // Another key is counted on its own.
    const k2 = await ingestionKey(admin, limited.plantId);
    expect((await ingest(t, k2.key, one)).statusCode).toBe(200);
    t.clock.advance(3600_000);
    expect((await ingest(t, k.key, one)).statusCode).toBe(200);
  });
});
