import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, releaseTestDatabase } from '../test/helper.ts';
import type { Database } from './client.ts';
import { auditLog } from './schema.ts';

/**
 * One value of each type whose JavaScript form the two query paths choose differently: drizzle
 * reads timestamps, dates and intervals (and their arrays) as the text PostgreSQL sends, and
 * converts them per column; `executeSql` (pg-boss) reads them as node-postgres does. The same
 * on PGlite and on PostgreSQL, whatever either driver does to make its queries cheap.
 */
const VALUES = sql`select
  '2026-03-01 10:30:00+05:30'::timestamptz as tz,
  '2026-03-01 10:30:00'::timestamp as ts,
  '2026-03-01'::date as day,
  '1 day 02:00:00'::interval as span,
  array['2026-03-01 10:30:00+05:30'::timestamptz] as tzs,
  array['2026-03-01 10:30:00'::timestamp] as tss,
  array['2026-03-01'::date] as days,
  array['1 day'::interval] as spans,
  array[1.50::numeric] as amounts,
  12.50::numeric as amount,
  7::int as count,
  true as yes`;

/** The session's time zone decides how a timestamptz is written: compared as instants. */
const instant = (text: unknown) => new Date(String(text).replace(/^\{"?|"?\}$/g, '')).getTime();
const AT = new Date('2026-03-01T05:00:00Z');

const TEXT_FORMS = {
  ts: '2026-03-01 10:30:00',
  day: '2026-03-01',
  span: '1 day 02:00:00',
  tss: '{"2026-03-01 10:30:00"}',
  days: '{2026-03-01}',
  spans: '{"1 day"}',
  amounts: '{1.50}',
  amount: '12.50',
  count: 7,
  yes: true,
};

function expectTextForms(row: Record<string, unknown> | undefined) {
  const { tz, tzs, ...rest } = row ?? {};
  expect(rest).toEqual(TEXT_FORMS);
  expect([typeof tz, instant(tz)]).toEqual(['string', AT.getTime()]);
  expect([typeof tzs, String(tzs).startsWith('{'), instant(tzs)]).toEqual([
    'string',
    true,
    AT.getTime(),
  ]);
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => releaseTestDatabase(database));

describe('the JavaScript form of database values, on either query path', () => {
  it('drizzle reads timestamps, dates, intervals and their arrays as PostgreSQL writes them', async () => {
    const result = await database.db.execute(VALUES);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expectTextForms(rows[0]);
  });

  it('drizzle also does so inside a transaction, and maps a timestamp column to a Date', async () => {
    const checked = database.db.transaction(async (tx) => {
      const result = await tx.execute(VALUES);
      expectTextForms((result as unknown as { rows: Record<string, unknown>[] }).rows[0]);
      const [row] = await tx
        .insert(auditLog)
        .values({ action: 'value.check', targetType: 'test', targetId: '1', createdAt: AT })
        .returning({ createdAt: auditLog.createdAt });
      expect(row!.createdAt).toEqual(AT);
      tx.rollback();
    });
    await expect(checked).rejects.toBeInstanceOf(TransactionRollbackError);
  });

  it('executeSql reads timestamps as Date objects, as node-postgres does', async () => {
    const { rows } = await database.executeSql(
      `select '2026-03-01 10:30:00+05:30'::timestamptz as tz, $1::int as n`,
      [3],
    );
    expect(rows[0]).toEqual({ tz: AT, n: 3 });
    const script = await database.executeSql(
      `select 1; select '2026-03-01 10:30:00+05:30'::timestamptz as tz`,
    );
    expect(script.rows[0]).toEqual({ tz: AT });
  });
});
