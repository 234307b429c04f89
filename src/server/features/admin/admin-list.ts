import type { SQL } from 'drizzle-orm';
import { type AnyColumn, and, ilike, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AdminListQuery, PageInfo } from '../../../shared/schemas/admin.ts';
import { attachmentDisposition } from '../documents/file-name.ts';
import { type CsvColumn, toCsv } from './csv.ts';

/**
 * One admin table: how to count and read its rows (newest first) under an optional filter,
 * which columns the search looks in, and its CSV columns. Every admin list endpoint answers
 * through `answerAdminList`, so paging, search and export behave the same everywhere.
 */
export type AdminList<T> = {
  /** The CSV file's name before the date, e.g. "leads". */
  name: string;
  searchColumns: readonly AnyColumn[];
  count(where: SQL | undefined): Promise<number>;
  /** Rows newest first; every matching row when `window` is left out. */
  rows(where: SQL | undefined, window?: { limit: number; offset: number }): Promise<T[]>;
  csv: readonly CsvColumn<T>[];
};

/** `%`, `_` and `\` typed in the search box are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" over the list's search columns; undefined for no search. */
export function searchFilter(columns: readonly AnyColumn[], q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * One page of the list as `{ items, total, page, pageSize }`, or — for `format=csv` — every
 * matching row sent as a CSV attachment (then the reply has been sent and null is returned).
 */
export async function answerAdminList<T>(
  reply: FastifyReply,
  list: AdminList<T>,
  query: AdminListQuery,
  now: Date,
  /** A list's own filters (the audit log's actor, entity and days), beside the search. */
  filter?: SQL,
): Promise<({ items: T[] } & PageInfo) | null> {
  const where = and(searchFilter(list.searchColumns, query.q), filter);
  if (query.format === 'csv') {
    const rows = await list.rows(where);
    const day = now.toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`${list.name}-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(toCsv(rows, list.csv));
    return null;
  }
  const { page, pageSize } = query;
  const [total, items] = await Promise.all([
    list.count(where),
    list.rows(where, { limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  return { items, total, page, pageSize };
}
