import { createHash, randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dailyGeneration, ingestionKeys, plants } from '#server/db/schema.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '#server/errors.ts';
import { consumeRateLimit } from '#server/lib/security-rate-limit.ts';
import { parseDecimal } from '#shared/schemas/decimal.ts';
import {
  ABSURD_KWH_PER_KW_HOUR,
  DEFAULT_INTERVAL_MINUTES,
  INGEST_BATCH_MAX,
  INGEST_BATCHES_PER_HOUR,
  INGEST_CLOCK_SKEW_MS,
  INTERVAL_MINUTES,
  type IngestionKey,
  type IngestRow,
  monitoringMessages as M,
} from '#shared/schemas/monitoring.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { istDay, istDayStart } from './time.ts';

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

function toKey(row: typeof ingestionKeys.$inferSelect): IngestionKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function assertPlant(db: Db, plantId: number) {
  const [plant] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId));
  if (!plant) throw notFound(M.plantNotFound);
}

/** POST /api/admin/plants/:id/keys: a new key, returned in full this once. */
export async function createIngestionKey(
  db: Db,
  actor: SessionUser,
  plantId: number,
  name: string,
  now: Date,
) {
  const key = `ak_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await assertPlant(tx, plantId);
    const [row] = await tx
      .insert(ingestionKeys)
      .values({
        plantId,
        name,
        keyHash: hash(key),
        prefix: key.slice(0, 8),
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'plant.key_create',
        targetType: 'system',
        targetId: plantId,
        details: { keyId: row!.id, name },
        changes: changedFields(null, { keyId: row!.id, name: row!.name, prefix: row!.prefix }),
      },
      now,
    );
    return { id: row!.id, name: row!.name, key };
  });
}

/** GET /api/admin/plants/:id/keys: the plant's keys, newest first, revoked ones too. */
export async function listIngestionKeys(db: Db, plantId: number) {
  await assertPlant(db, plantId);
  const rows = await db
    .select()
    .from(ingestionKeys)
    .where(eq(ingestionKeys.plantId, plantId))
    .orderBy(desc(ingestionKeys.createdAt), desc(ingestionKeys.id));
  return { keys: rows.map(toKey) };
}

/** DELETE /api/admin/plants/:id/keys/:keyId: the key stops working at once. */
export async function revokeIngestionKey(
  db: Db,
  actor: SessionUser,
  plantId: number,
  keyId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ revokedAt: ingestionKeys.revokedAt })
      .from(ingestionKeys)
      .where(and(eq(ingestionKeys.id, keyId), eq(ingestionKeys.plantId, plantId)));
    const [row] = await tx
      .update(ingestionKeys)
      .set({
        revokedAt: sql`coalesce(${ingestionKeys.revokedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(ingestionKeys.id, keyId), eq(ingestionKeys.plantId, plantId)))
      .returning();
    if (!row) throw notFound(M.keyNotFound);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'plant.key_revoke',
        targetType: 'system',
        targetId: plantId,
        details: { keyId },
        // Revoking twice keeps the first time, so a repeat records `changes` of none.
        changes: changedFields(before ?? null, { revokedAt: row.revokedAt }),
      },
      now,
    );
    return { key: toKey(row) };
  });
}

/** The plant an `Authorization: Bearer <key>` header names; 401 for none, unknown or revoked. */
export async function plantOfKey(db: Db, authorization: string | undefined) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw unauthorized(M.noKey);
  const [row] = await db
    .select({
      keyId: ingestionKeys.id,
      id: plants.id,
      sizeKw: plants.sizeKw,
      commissionedOn: plants.commissionedOn,
    })
    .from(ingestionKeys)
    .innerJoin(plants, eq(plants.id, ingestionKeys.plantId))
    .where(and(eq(ingestionKeys.keyHash, hash(match[1]!)), isNull(ingestionKeys.revokedAt)))
    .limit(1);
  if (!row) throw unauthorized(M.badKey);
  return row;
}

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

type Checked = { at: Date; kwh: number; minutes: number; day: string };

/**
 * Checks every row against the plant; throws 400 with a message per bad row (named by `label`)
 * so nothing of a bad batch is stored. Within a batch the last row of a time wins.
 */
export function checkRows(
  rows: IngestRow[],
  plant: { sizeKw: number; commissionedOn: string | null },
  now: Date,
  label: (index: number) => string,
): Checked[] {
  if (rows.length === 0) throw badRequest(M.empty);
  if (rows.length > INGEST_BATCH_MAX) throw new AppError(413, 'payload_too_large', M.tooMany);
  if (!plant.commissionedOn) throw conflict(M.notCommissioned);
  const commissioned = istDayStart(plant.commissionedOn).getTime();
  const errors: Record<string, string> = {};
  const byTime = new Map<number, Checked>();
  for (const [index, row] of rows.entries()) {
    const fail = (message: string) => {
      errors[label(index)] = message;
    };
    const minutes =
      row.minutes === undefined || row.minutes === null || row.minutes === ''
        ? DEFAULT_INTERVAL_MINUTES
        : typeof row.minutes === 'number'
          ? row.minutes
          : typeof row.minutes === 'string'
            ? parseDecimal(row.minutes.trim(), { integer: true })
            : null;
    if (minutes === null || !(INTERVAL_MINUTES as readonly number[]).includes(minutes)) {
      fail(M.minutes);
      continue;
    }
    const parts = typeof row.at === 'string' ? ISO_WITH_OFFSET.exec(row.at.trim()) : null;
    const at = parts ? new Date(row.at as string) : null;
    if (!parts || !at || Number.isNaN(at.getTime())) {
      fail(M.at);
      continue;
    }
    // A day or hour that does not exist (2026-02-30, 25:00) is not silently moved on.
    const [, y, mo, d, h, mi] = parts.map(Number) as number[];
    if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59) {
      fail(M.at);
      continue;
    }
    const local = new Date(Date.UTC(y!, mo! - 1, d!));
    if (local.getUTCMonth() !== mo! - 1) {
      fail(M.at);
      continue;
    }
    if (at.getUTCSeconds() !== 0 || at.getUTCMilliseconds() !== 0) {
      fail(M.atGrid);
      continue;
    }
    if (Math.round(at.getTime() / 60_000) % minutes !== 0) {
      fail(M.atGrid);
      continue;
    }
    let kwh: number | null;
    if (typeof row.kwh === 'number') kwh = Number.isFinite(row.kwh) ? row.kwh : null;
    else if (typeof row.kwh === 'string') {
      const text = row.kwh.trim();
      kwh = /^-\d/.test(text) ? -1 : parseDecimal(text);
    } else kwh = null;
    if (kwh === null) {
      fail(M.kwhDecimal);
      continue;
    }
    if (kwh < 0) {
      fail(M.kwhNegative);
      continue;
    }
    if (kwh > plant.sizeKw * (minutes / 60) * ABSURD_KWH_PER_KW_HOUR) {
      fail(M.kwhAbsurd);
      continue;
    }
    if (at.getTime() > now.getTime() + INGEST_CLOCK_SKEW_MS) {
      fail(M.future);
      continue;
    }
    const start = at.getTime() - minutes * 60_000;
    if (start < commissioned) {
      fail(M.beforeCommissioning);
      continue;
    }
    byTime.set(at.getTime(), { at, kwh, minutes, day: istDay(start) });
  }
  if (Object.keys(errors).length > 0) throw badRequest(M.rowsRefused, errors);
  return [...byTime.values()];
}

/** The rows of a logger's CSV export: a header with `at` and `kwh` (and `minutes`), any order. */
export function parseIngestCsv(text: string): IngestRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    throw badRequest(M.csvUnreadable);
  }
  if (records.length > INGEST_BATCH_MAX) throw new AppError(413, 'payload_too_large', M.tooMany);
  const first = records[0];
  if (first && (!('at' in first) || !('kwh' in first))) throw badRequest(M.csvShape);
  return records.map((record) => ({ at: record.at, kwh: record.kwh, minutes: record.minutes }));
}

/**
 * Stores a checked batch in one transaction: one multi-row upsert of the readings, then the
 * touched days' totals from their rows, then the touched months' totals from their days.
 */
export async function storeReadings(
  db: Db,
  plantId: number,
  rows: Checked[],
  now: Date,
  keyId?: number,
): Promise<string[]> {
  const days = [...new Set(rows.map((row) => row.day))].sort();
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  await db.transaction(async (tx) => {
    // The key's last use is written in the same commit as its readings.
    if (keyId !== undefined)
      await tx.update(ingestionKeys).set({ lastUsedAt: now }).where(eq(ingestionKeys.id, keyId));
    // The rows go as four arrays (four parameters, not six a row): the statement is parsed and
    // its parameters passed at about half the cost of a VALUES list of 96 rows.
    await tx.execute(sql`
      insert into interval_readings (system_id, at, minutes, kwh, day, received_at)
      select ${plantId}, r.at, r.minutes, r.kwh, r.day, ${now.toISOString()}::timestamptz
      from unnest(
        ${sql.param(rows.map((row) => row.at.toISOString()))}::timestamptz[],
        ${sql.param(rows.map((row) => row.minutes))}::integer[],
        ${sql.param(rows.map((row) => String(row.kwh)))}::numeric[],
        ${sql.param(rows.map((row) => row.day))}::text[]
      ) as r(at, minutes, kwh, day)
      on conflict (system_id, at) do update
        set kwh = excluded.kwh, minutes = excluded.minutes, day = excluded.day,
          received_at = excluded.received_at`);
    // The rows of the touched days lie between the first day's start and the last day's end
    // plus the longest interval: a range of the primary key.
    const from = istDayStart(days[0]!);
    const to = new Date(istDayStart(days.at(-1)!).getTime() + 25 * 3600_000);
    const dayList = sql.join(
      days.map((day) => sql`${day}`),
      sql`, `,
    );
    // One statement for both rollups: the touched days' new totals come from the upsert's
    // RETURNING (the statement's own reads see the days as they were before it), the month's
    // other days from the table.
    await tx.execute(sql`
      with touched as (
        insert into daily_generation (system_id, day, kwh, readings, last_at)
        select system_id, day, sum(kwh), count(*), max(at)
        from interval_readings
        where system_id = ${plantId} and at > ${from.toISOString()}::timestamptz
          and at <= ${to.toISOString()}::timestamptz and day in (${dayList})
        group by system_id, day
        on conflict (system_id, day) do update
          set kwh = excluded.kwh, readings = excluded.readings, last_at = excluded.last_at
        returning day, kwh
      )
      insert into readings (system_id, month, kwh, created_at, updated_at)
      select ${plantId}, left(day, 7), sum(kwh), ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz
      from (
        select day, kwh from touched
        union all
        select day, kwh from daily_generation
        where system_id = ${plantId} and day >= ${`${months[0]}-01`}
          and day <= ${`${months.at(-1)}-31`}
          and left(day, 7) in (${sql.join(
            months.map((month) => sql`${month}`),
            sql`, `,
          )})
          and day not in (${dayList})
      ) as month_days
      group by left(day, 7)
      on conflict (system_id, month) do update
        set kwh = excluded.kwh, updated_at = excluded.updated_at`);
  });
  return days;
}

/** POST /api/ingest/readings: the key's plant takes the batch, or the batch is refused whole. */
export async function ingestReadings(
  db: Db,
  authorization: string | undefined,
  readRows: () => IngestRow[],
  label: (index: number) => string,
  now: Date,
) {
  const plant = await plantOfKey(db, authorization);
  await consumeRateLimit(
    db,
    `ingest:${plant.keyId}`,
    { limit: INGEST_BATCHES_PER_HOUR, windowSeconds: 3600 },
    now,
    M.rateLimited,
  );
  let checked: Checked[];
  try {
    checked = checkRows(readRows(), plant, now, label);
  } catch (error) {
    // A refused batch still counts as the key's use.
    await db
      .update(ingestionKeys)
      .set({ lastUsedAt: now })
      .where(eq(ingestionKeys.id, plant.keyId));
    throw error;
  }
  const days = await storeReadings(db, plant.id, checked, now, plant.keyId);
  return { stored: checked.length, days };
}

/** The months of `months` whose total comes from the logger (typing over them is refused). */
export async function monthsWithIntervalData(db: Db, plantId: number, months: string[]) {
  if (months.length === 0) return [];
  const rows = await db
    .selectDistinct({ month: sql<string>`left(${dailyGeneration.day}, 7)` })
    .from(dailyGeneration)
    .where(
      and(
        eq(dailyGeneration.plantId, plantId),
        sql`left(${dailyGeneration.day}, 7) in (${sql.join(
          months.map((month) => sql`${month}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(sql`1`));
  return rows.map((row) => row.month);
}
