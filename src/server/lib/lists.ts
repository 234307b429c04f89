import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { type AnyColumn, and, count, ilike, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { AdminListQuery, PageInfo } from '../../shared/schemas/admin.ts';
import { EXACT_TOTAL_LIMIT } from '../../shared/schemas/admin.ts';
import type { Db } from '../db/client.ts';
import { CSV_START, type CsvColumn, csvLine } from './csv.ts';
import { attachmentDisposition } from './file-name.ts';

/**
 * One list (an admin table, a partner's own leads): how to count and read its rows newest first
 * under an optional filter, which columns the search looks in, and its CSV columns. Every list
 * answers through `answerList`, so paging, counting, search and export behave the same
 * everywhere (ARCHITECTURE.md "Lists").
 */
export type ListSource<T> = {
  /** The CSV file's name before the date, e.g. "leads". */
  name: string;
  /** Each needs a trigram index (gin_trgm_ops) for the search to be served by an index. */
  searchColumns: readonly AnyColumn[];
  /**
   * The order, newest first: `time` then `id` of `table` (not null, the index (time, id) serves
   * it). An export reads on from the last row it sent, found again by `idOf`.
   */
  order: { table: PgTable; time: AnyColumn; id: AnyColumn; idOf(row: T): string | number };
  /** How many rows match, counting no further than `upTo` (use `countUpTo`). */
  count(where: SQL | undefined, upTo: number): Promise<number>;
  /** Rows newest first: `limit` of them after skipping `offset`. */
  rows(where: SQL | undefined, window: { limit: number; offset: number }): Promise<T[]>;
  csv: readonly CsvColumn<T>[];
};

/** Rows an export reads per query; between two, other requests are answered. */
export const EXPORT_BATCH_ROWS = 500;

/** Export batches read since the process started (the tests watch an export stop). */
export const exportReads = { batches: 0 };

/** `%`, `_` and `\` typed in the search box are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" over the list's search columns; undefined for no search. */
export function searchFilter(columns: readonly AnyColumn[], q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The count of a `select 1 … where …` query, reading at most `upTo` rows: a page never waits on
 * counting a million.
 */
export async function countUpTo(
  db: Db,
  matching: { limit(n: number): { as(alias: string): unknown } },
  upTo: number,
): Promise<number> {
  const capped = matching.limit(upTo).as('capped') as Parameters<
    ReturnType<Db['select']>['from']
  >[0];
  const [row] = await db.select({ n: count() }).from(capped);
  return row!.n;
}

/** Rows after the one whose id is `id`, in the list's order (its time read at full precision). */
function after<T>(order: ListSource<T>['order'], id: string | number): SQL {
  return sql`(${order.time}, ${order.id}) < (select ${order.time}, ${order.id} from ${order.table} where ${order.id} = ${id})`;
}

/** Lets the event loop answer other requests (PGlite runs its queries on it). */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The CSV of every matching row, read in batches on the keyset (time, id) and sent as it is
 * made: memory stays flat, and when the client goes the stream is destroyed and no further
 * batch is read. The bytes are `toCsv`'s.
 */
async function* csvChunks<T>(list: ListSource<T>, where: SQL | undefined) {
  yield CSV_START + csvLine(list.csv.map((column) => column.header));
  let last: string | number | undefined;
  for (;;) {
    const rows = await list.rows(last === undefined ? where : and(where, after(list.order, last)), {
      limit: EXPORT_BATCH_ROWS,
      offset: 0,
    });
    exportReads.batches++;
    if (rows.length > 0)
      yield rows.map((row) => csvLine(list.csv.map((column) => column.value(row)))).join('');
    if (rows.length < EXPORT_BATCH_ROWS) return;
    last = list.order.idOf(rows.at(-1)!);
    await giveWay();
  }
}

/**
 * One page of the list as `{ items, total, totalAtLeast, page, pageSize }` — the total exact up
 * to EXACT_TOTAL_LIMIT, past it that number with `totalAtLeast` — or, for `format=csv`, every
 * matching row streamed as a CSV attachment (then the reply is sent and null returned).
 */
export async function answerList<T>(
  reply: FastifyReply,
  list: ListSource<T>,
  query: Pick<AdminListQuery, 'page' | 'pageSize' | 'q'> & { format?: AdminListQuery['format'] },
  now: Date,
  scope?: SQL,
): Promise<({ items: T[] } & PageInfo) | null> {
  const where = and(scope, searchFilter(list.searchColumns, query.q));
  if (query.format === 'csv') {
    const day = now.toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`${list.name}-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(csvChunks(list, where), { objectMode: false }));
    return null;
  }
  const { page, pageSize } = query;
  // One after the other: PGlite runs one query at a time anyway, and a page's rows come first.
  const items = await list.rows(where, { limit: pageSize, offset: (page - 1) * pageSize });
  const counted = await list.count(where, EXACT_TOTAL_LIMIT + 1);
  return {
    items,
    total: Math.min(counted, EXACT_TOTAL_LIMIT),
    totalAtLeast: counted > EXACT_TOTAL_LIMIT,
    page,
    pageSize,
  };
}
