import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dailyGeneration, plantAlerts, tickets } from '#server/db/schema.ts';
import { mailLink } from '#server/mail/links.ts';
import { plantAlertMail } from '#server/mail/templates/monitoring.ts';
import { paths } from '#shared/paths.ts';
import { plantCoordinates } from '#shared/plant-locations.ts';
import {
  ALERT_CATEGORY,
  type AlertKind,
  LOW_GENERATION_DAYS,
  LOW_GENERATION_SHARE,
  NO_DATA_DAYLIGHT_HOURS,
} from '#shared/schemas/monitoring.ts';
import { expectedDailyKwh } from '#shared/solar-rules.ts';
import { insertTicket, moveTicket, recipients, type TicketDeps } from './tickets.ts';
import { addDays, daylightBetween, HOUR_MS, istDay, yearsSince } from './time.ts';

/** The note of a ticket its alert resolved. */
export const RECOVERED_NOTE = 'Recovered on its own.';

type Plant = {
  id: number;
  sizeKw: number;
  commissionedOn: string;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  businessName: string;
  lastAt: Date | null;
  keySince: Date;
};

/** Expected kWh of a plant on an IST day (the shared rule of thumb, with its degradation). */
export const expectedOn = (
  plant: { sizeKw: number; commissionedOn: string | null },
  day: string,
) =>
  plant.commissionedOn && day < plant.commissionedOn
    ? 0
    : expectedDailyKwh(plant.sizeKw, yearsSince(plant.commissionedOn, day));

/**
 * The alert job (decision 050): for every commissioned plant with a live ingestion key, opens
 * "no data" after 2 daylight hours without a reading and "low generation" after 3 days running
 * below 70 % of expected, and resolves each when the plant recovers. One open alert and one
 * open ticket per plant and kind.
 */
export async function runPlantAlerts(
  deps: Omit<TicketDeps, 'mailer'> & Pick<TicketDeps, 'mailer'>,
  now: Date,
) {
  const { db } = deps;
  const result = await db.execute(sql`
    select s.id, s.size_kw as "sizeKw", s.commissioned_on as "commissionedOn",
      s.latitude, s.longitude, l.city, l.business_name as "businessName",
      (select max(r.at) from interval_readings r where r.system_id = s.id) as "lastAt",
      k.since as "keySince"
    from systems s
    join leads l on l.id = s.lead_id
    join (select system_id, min(created_at) as since from ingestion_keys
          where revoked_at is null group by system_id) k on k.system_id = s.id
    where s.commissioned_on is not null and s.commissioned_on <= ${istDay(now)}`);
  const plants = (result as unknown as { rows: Record<string, unknown>[] }).rows.map(
    (row): Plant => ({
      id: Number(row.id),
      sizeKw: Number(row.sizeKw),
      commissionedOn: String(row.commissionedOn),
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      city: (row.city as string | null) ?? null,
      businessName: String(row.businessName),
      lastAt: row.lastAt ? new Date(row.lastAt as string) : null,
      keySince: new Date(row.keySince as string),
    }),
  );
  const today = istDay(now);
  const lowDays = Array.from({ length: LOW_GENERATION_DAYS }, (_, i) => addDays(today, -1 - i));
  const ids = plants.map((plant) => plant.id);
  const dayRows = ids.length
    ? await db
        .select({
          plantId: dailyGeneration.plantId,
          day: dailyGeneration.day,
          kwh: dailyGeneration.kwh,
        })
        .from(dailyGeneration)
        .where(and(inArray(dailyGeneration.plantId, ids), inArray(dailyGeneration.day, lowDays)))
    : [];
  const dayKwh = new Map(dayRows.map((row) => [`${row.plantId} ${row.day}`, row.kwh]));
  const open = await db
    .select({
      id: plantAlerts.id,
      plantId: plantAlerts.plantId,
      kind: plantAlerts.kind,
      ticketId: plantAlerts.ticketId,
    })
    .from(plantAlerts)
    .where(isNull(plantAlerts.resolvedAt));
  const openOf = new Map(open.map((alert) => [`${alert.plantId} ${alert.kind}`, alert]));
  let opened = 0;
  let resolved = 0;
  for (const plant of plants) {
    const place = plantCoordinates(plant);
    const since = plant.lastAt ?? plant.keySince;
    const silent = daylightBetween(since, now, place) >= NO_DATA_DAYLIGHT_HOURS * HOUR_MS;
    const low = lowDays.map((day) => {
      if (day < plant.commissionedOn) return null;
      const kwh = dayKwh.get(`${plant.id} ${day}`);
      if (kwh === undefined) return null;
      return kwh < LOW_GENERATION_SHARE * expectedOn(plant, day);
    });
    const verdicts: Record<AlertKind, boolean | null> = {
      no_data: silent,
      // Open on three low days with data; resolve on a good yesterday; else leave as it is.
      low_generation: low.every((day) => day === true) ? true : low[0] === false ? false : null,
    };
    for (const kind of ['no_data', 'low_generation'] as const) {
      const current = openOf.get(`${plant.id} ${kind}`);
      if (verdicts[kind] === true && !current) {
        if (await openAlert(deps, plant, kind, now)) opened++;
      } else if (verdicts[kind] === false && current) {
        await resolveAlert(deps, plant, current, now);
        resolved++;
      }
    }
  }
  return { plants: plants.length, opened, resolved };
}

async function mailAlert(
  deps: TicketDeps,
  plant: Plant,
  kind: AlertKind,
  ticketId: number,
  recovered: boolean,
) {
  const { list } = await recipients(deps.db, ticketId, true);
  for (const person of list)
    await deps.mailer.send({
      to: person.email,
      ...plantAlertMail({
        language: person.language,
        kind,
        recovered,
        plant: plant.businessName,
        ticketId,
        link: mailLink(
          deps.origin,
          person.staff ? paths.adminDashboard : paths.customerDashboard,
          person.language,
          { ticket: String(ticketId) },
        ),
      }),
    });
}

async function openAlert(deps: TicketDeps, plant: Plant, kind: AlertKind, now: Date) {
  const category = ALERT_CATEGORY[kind];
  const ticketId = await deps.db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into plant_alerts (system_id, kind, opened_at)
      values (${plant.id}, ${kind}, ${now.toISOString()}::timestamptz)
      on conflict (system_id, kind) where resolved_at is null do nothing
      returning id`);
    const alertId = (inserted as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (alertId === undefined) return null;
    // A ticket of the kind still open (raised by the customer, say) takes the alert.
    const [existing] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.plantId, plant.id),
          eq(tickets.category, category),
          inArray(tickets.status, ['open', 'acknowledged', 'in_progress']),
        ),
      )
      .limit(1);
    const id =
      existing?.id ??
      (await insertTicket(
        tx,
        {
          plantId: plant.id,
          source: 'alert',
          category,
          description:
            kind === 'no_data'
              ? 'Automatic alert: no readings for two hours of daylight.'
              : 'Automatic alert: below 70 % of expected generation for three days running.',
          raisedBy: null,
          businessName: plant.businessName,
        },
        deps.sla,
        now,
      ));
    await tx
      .update(plantAlerts)
      .set({ ticketId: id })
      .where(eq(plantAlerts.id, Number(alertId)));
    return id;
  });
  if (ticketId === null) return false;
  await mailAlert(deps, plant, kind, ticketId, false);
  return true;
}

async function resolveAlert(
  deps: TicketDeps,
  plant: Plant,
  alert: { id: number; kind: AlertKind; ticketId: number | null },
  now: Date,
) {
  const moved = await deps.db.transaction(async (tx) => {
    await tx.update(plantAlerts).set({ resolvedAt: now }).where(eq(plantAlerts.id, alert.id));
    if (alert.ticketId === null) return false;
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(eq(tickets.id, alert.ticketId))
      .for('update');
    if (!ticket || ticket.status === 'resolved' || ticket.status === 'closed') return false;
    await moveTicket(
      tx,
      ticket,
      'resolved',
      { actorId: null, byCustomer: false, note: RECOVERED_NOTE },
      deps.sla,
      now,
    );
    return true;
  });
  if (moved && alert.ticketId !== null)
    await mailAlert(deps, plant, alert.kind, alert.ticketId, true);
}
