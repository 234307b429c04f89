import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, plantAlerts, plants, ticketStatusChanges, tickets } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import { CITY_COORDINATES, plantCoordinates } from '#shared/plant-locations.ts';
import { commissionedPlant, ingest, ingestionKey, quarterHours } from './test-support.ts';
import { daylight, istDayStart } from './time.ts';

const delhi = CITY_COORDINATES.delhi;

async function openAlerts(t: TestApp, plantId: number) {
  return t.database.db
    .select()
    .from(plantAlerts)
    .where(and(eq(plantAlerts.plantId, plantId), isNull(plantAlerts.resolvedAt)));
}

const runAlerts = (t: TestApp) => t.app.jobs.runNow('plant-alerts');

describe('the plant alert job, on the test clock', () => {
  let t: TestApp;
  let admin: TestAgent;
  let operations: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    operations = await signedInAgent(t, 'operations', { language: 'en' });
  });
  afterAll(() => t.close());

  it('finds a plant by its coordinates, else its city, else India’s middle', () => {
    expect(plantCoordinates({ latitude: 1, longitude: 2, city: 'Delhi' })).toEqual({
      latitude: 1,
      longitude: 2,
    });
    expect(plantCoordinates({ latitude: null, longitude: null, city: ' Bengaluru ' })).toEqual(
      CITY_COORDINATES.bangalore,
    );
    expect(plantCoordinates({ latitude: null, longitude: null, city: 'Bhilwara' }).latitude).toBe(
      21.1458,
    );
  });

  it('counts daylight only for "no data", and resolves it when readings come back', async () => {
    const plant = await commissionedPlant(t, admin, {}, 'hi');
    await t.database.db
      .update(plants)
      .set({ latitude: delhi.latitude, longitude: delhi.longitude })
      .where(eq(plants.id, plant.plantId));
    const { key } = await ingestionKey(admin, plant.plantId);
    // The last reading an hour before sunset on 2026-01-15.
    const { sunset } = daylight('2026-01-15', delhi);
    const last = new Date(Math.floor((sunset.getTime() - 3600_000) / 900_000) * 900_000);
    t.clock.advance(last.getTime() + 60_000 - t.clock.now().getTime());
    expect((await ingest(t, key, { readings: quarterHours(last, 4, 1) })).statusCode).toBe(200);

    // Ten hours later it is night: an hour of daylight without data is no alert.
    t.clock.advance(sunset.getTime() + 10 * 3600_000 - t.clock.now().getTime());
    await runAlerts(t);
    expect(await openAlerts(t, plant.plantId)).toHaveLength(0);

    // An hour after the next sunrise: two daylight hours have passed without data.
    const { sunrise } = daylight('2026-01-16', delhi);
    t.clock.advance(sunrise.getTime() + 3600_000 + 60_000 - t.clock.now().getTime());
    await runAlerts(t);
    await runAlerts(t);
    const open = await openAlerts(t, plant.plantId);
    expect(open.map((a) => a.kind)).toEqual(['no_data']);
    const [ticket] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.plantId, plant.plantId));
    expect(ticket).toMatchObject({ source: 'alert', category: 'no_generation', status: 'open' });
    const toCustomer = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, plant.customer.user.email));
    expect(toCustomer.map((m) => m.subject)).toEqual([
      expect.stringContaining('संयंत्र ने डेटा भेजना बंद कर दिया है'),
    ]);
    const toOperations = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, operations.user.email));
    expect(toOperations.map((m) => m.subject)).toEqual([
      expect.stringContaining('the plant has stopped reporting'),
    ]);

    // Data comes back: the alert and its ticket resolve themselves.
    const now = new Date(Math.floor(t.clock.now().getTime() / 900_000) * 900_000);
    expect((await ingest(t, key, { readings: quarterHours(now, 4, 1) })).statusCode).toBe(200);
    await runAlerts(t);
    expect(await openAlerts(t, plant.plantId)).toHaveLength(0);
    const [after] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(after!.status).toBe('resolved');
    const history = await t.database.db
      .select()
      .from(ticketStatusChanges)
      .where(eq(ticketStatusChanges.ticketId, ticket!.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, 'open', null],
      ['open', 'resolved', 'Recovered on its own.'],
    ]);
  });

  it('opens exactly one "low generation" ticket after 3 low days, and recovery closes it', async () => {
    // 50 kW: 175 kWh expected a day; 96 quarter-hours of 0.9 kWh make 86.4 (49 %).
    const plant = await commissionedPlant(t, admin);
    const { key } = await ingestionKey(admin, plant.plantId);
    const dayEnd = (day: string) => new Date(istDayStart(day).getTime() + 24 * 3600_000);
    // 2026-01-20 at noon IST, with today's readings up to now.
    t.clock.advance(istDayStart('2026-01-20').getTime() + 12 * 3600_000 - t.clock.now().getTime());
    for (const day of ['2026-01-17', '2026-01-18', '2026-01-19'])
      expect(
        (await ingest(t, key, { readings: quarterHours(dayEnd(day), 96, 0.9) })).statusCode,
      ).toBe(200);
    expect(
      (await ingest(t, key, { readings: quarterHours(t.clock.now(), 48, 2) })).statusCode,
    ).toBe(200);
    await runAlerts(t);
    await runAlerts(t);
    expect((await openAlerts(t, plant.plantId)).map((a) => a.kind)).toEqual(['low_generation']);
    const opened = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.plantId, plant.plantId));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ category: 'low_generation', status: 'open' });

    // A good day (2026-01-20 complete at 2 kWh a quarter-hour: 192 kWh), checked the next noon.
    t.clock.advance(24 * 3600_000);
    expect(
      (await ingest(t, key, { readings: quarterHours(dayEnd('2026-01-20'), 96, 2) })).statusCode,
    ).toBe(200);
    expect(
      (await ingest(t, key, { readings: quarterHours(t.clock.now(), 48, 2) })).statusCode,
    ).toBe(200);
    await runAlerts(t);
    expect(await openAlerts(t, plant.plantId)).toHaveLength(0);
    const [closed] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, opened[0]!.id));
    expect(closed!.status).toBe('resolved');
    await runAlerts(t);
    expect(
      await t.database.db.select().from(tickets).where(eq(tickets.plantId, plant.plantId)),
    ).toHaveLength(1);
  });
});
