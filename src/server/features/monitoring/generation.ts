import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dailyGeneration, ingestionKeys, leads, plantAlerts, readings } from '#server/db/schema.ts';
import { plantCoordinates } from '#shared/plant-locations.ts';
import type { Generation, PlantStatus } from '#shared/schemas/monitoring.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { expectedOn } from './alerts.ts';
import { customerPlantRow } from './customer-plant.ts';
import { openTicketsOf } from './tickets.ts';
import { addDays, DAY_MS, daylightBetween, istDay, istDayStart } from './time.ts';

const round = (n: number) => Math.round(n * 100) / 100;

/** Days of a month a plant was running, up to `today` (a new plant's first month is partial). */
function expectedForMonth(
  plant: { sizeKw: number; commissionedOn: string | null },
  month: string,
  today: string,
) {
  let total = 0;
  for (let day = `${month}-01`; day.startsWith(month) && day <= today; day = addDays(day, 1))
    total += expectedOn(plant, day);
  return total;
}

/**
 * GET /api/customer/generation: the caller's plant from its rollups only (days and months),
 * never its interval rows: today so far, 30 days, months and years against expected, status.
 */
export async function customerGeneration(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<Generation> {
  const plant = await customerPlantRow(db, user);
  if (!plant) return { plant: null, openTickets: [] };
  const today = istDay(now);
  const first = addDays(today, -29);
  const days = await db
    .select({ day: dailyGeneration.day, kwh: dailyGeneration.kwh, lastAt: dailyGeneration.lastAt })
    .from(dailyGeneration)
    .where(
      and(
        eq(dailyGeneration.plantId, plant.id),
        gte(dailyGeneration.day, first),
        lte(dailyGeneration.day, today),
      ),
    );
  const byDay = new Map(days.map((row) => [row.day, row.kwh]));
  const [last] = await db
    .select({ lastAt: dailyGeneration.lastAt })
    .from(dailyGeneration)
    .where(eq(dailyGeneration.plantId, plant.id))
    .orderBy(desc(dailyGeneration.day))
    .limit(1);
  const months = await db
    .select({ month: readings.month, kwh: readings.kwh })
    .from(readings)
    .where(eq(readings.plantId, plant.id))
    .orderBy(readings.month);
  const [lead] = await db
    .select({ city: leads.city })
    .from(leads)
    .where(eq(leads.id, plant.leadId));
  const place = plantCoordinates({ ...plant, city: lead?.city ?? null });
  const dayStart = istDayStart(today);
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  const light = daylightBetween(dayStart, dayEnd, place);
  const share = light > 0 ? daylightBetween(dayStart, now, place) / light : 0;
  const monthFigures = months.map((row) => ({
    month: row.month,
    kwh: round(row.kwh),
    expectedKwh: round(expectedForMonth(plant, row.month, today)),
  }));
  const years = new Map<string, { kwh: number; expectedKwh: number }>();
  for (const m of monthFigures) {
    const year = years.get(m.month.slice(0, 4)) ?? { kwh: 0, expectedKwh: 0 };
    year.kwh += m.kwh;
    year.expectedKwh += m.expectedKwh;
    years.set(m.month.slice(0, 4), year);
  }
  const alerts = await db
    .select({ kind: plantAlerts.kind })
    .from(plantAlerts)
    .where(and(eq(plantAlerts.plantId, plant.id), isNull(plantAlerts.resolvedAt)));
  const [key] = await db
    .select({ one: sql`1` })
    .from(ingestionKeys)
    .where(and(eq(ingestionKeys.plantId, plant.id), isNull(ingestionKeys.revokedAt)))
    .limit(1);
  const status: PlantStatus = alerts.some((a) => a.kind === 'no_data')
    ? 'no_data'
    : alerts.some((a) => a.kind === 'low_generation')
      ? 'low'
      : key || last
        ? 'producing'
        : 'not_monitored';
  return {
    plant: {
      id: plant.id,
      sizeKw: plant.sizeKw,
      commissionedOn: plant.commissionedOn,
      status,
      lastReadingAt: last?.lastAt.toISOString() ?? null,
      today: {
        day: today,
        kwh: round(byDay.get(today) ?? 0),
        expectedKwh: round(expectedOn(plant, today) * share),
      },
      days: Array.from({ length: 30 }, (_, i) => {
        const day = addDays(first, i);
        return { day, kwh: round(byDay.get(day) ?? 0), expectedKwh: round(expectedOn(plant, day)) };
      }),
      months: monthFigures,
      years: [...years].map(([year, f]) => ({
        year,
        kwh: round(f.kwh),
        expectedKwh: round(f.expectedKwh),
      })),
    },
    openTickets: await openTicketsOf(db, plant.id, now),
  };
}
