import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { financeSettings } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  type DocumentSeries,
  documentNumber,
  type FinanceSetting,
  financialYearShort,
  financialYearStart,
  istMonth,
} from '#shared/finance.ts';
import { financeMessages } from '#shared/schemas/finance.ts';

export type FinanceDeps = { db: Db; mailer: Mailer; origin: string };

/** Every dated setting; few rows, read once per run. */
export async function loadSettings(db: Db): Promise<FinanceSetting[]> {
  const rows = await db.select().from(financeSettings).orderBy(asc(financeSettings.effectiveFrom));
  return rows.map((r) => ({
    key: r.key,
    value: r.value,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
  }));
}

/**
 * The next number of a series in the financial year of `day`, taken in the caller's
 * transaction: if the document is not written, the number is not taken either.
 */
export async function takeNumber(tx: Db, series: DocumentSeries, day: string): Promise<string> {
  const fy = financialYearShort(financialYearStart(day));
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into document_series (series, fy, last_number) values (${series}, ${fy}, 1)
    on conflict (series, fy) do update set last_number = document_series.last_number + 1
    returning last_number`);
  const rows = (result as unknown as { rows: { last_number: number }[] }).rows;
  return documentNumber(series, day, Number(rows[0]?.last_number));
}

/** A month may be billed or paid out once it has ended in India. */
export function assertMonthEnded(month: string, now: Date): void {
  if (month >= istMonth(now))
    throw badRequest(financeMessages.futureMonth, { month: financeMessages.futureMonth });
}

export const iso = (date: Date | null) => date?.toISOString() ?? null;
