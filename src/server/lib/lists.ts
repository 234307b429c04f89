import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { type AnyColumn, and, count, ilike, or, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { AdminListQuery, PageInfo } from '#shared/schemas/admin.ts';
import { EXACT_TOTAL_LIMIT } from '#shared/schemas/admin.ts';
import type { Db } from '../db/client.ts';
import { CSV_START, type CsvColumn, csvLine, csvLineSql } from './csv.ts';
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
  /**
   * Each needs a trigram index (gin_trgm_ops) for the search to be served by an index. A column
   * kept lower-cased (`{ lowered }`, like leads.search) is matched with `like` on the lower-cased
   * search: the same as `ilike` (PostgreSQL's `ilike` lower-cases both sides in UTF-8), without
   * lower-casing every row's text.
   */
  searchColumns: readonly (AnyColumn | { lowered: AnyColumn })[];
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
  /**
   * The export's slim read (`slimReader`), used when every CSV column has its `sql`: the cells
   * are selected from `order.table` under the filter, so that filter must name that table only,
   * unless `slimFrom` gives the tables it names.
   */
  slim?: SlimReader;
  /**
   * The slim read's tables (`order.table` with its joins) and a condition every row of the list
   * meets (the one its `rows` and `count` add themselves), when not `order.table` alone.
   */
  slimFrom?: { from: SQL; where?: SQL };
};

/** Reads a query's rows as arrays of text (every cell cast to text in the SQL). */
export type SlimReader = {
  rows(query: SQL): Promise<(string | null)[][]>;
  /** Rows per export batch: more on PostgreSQL; on PGlite few, as it gives way between them. */
  batchRows: number;
};

const dialect = new PgDialect();

/** The slim reader of this database (pg's pool or PGlite, as drizzle keeps it in `$client`). */
export function slimReader(db: Db): SlimReader {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite)
    return {
      batchRows: EXPORT_BATCH_ROWS,
      rows: async (query) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const result = await client.query<(string | null)[]>(text, params, { rowMode: 'array' });
        return result.rows;
      },
    };
  const pool = client as pg.Pool;
  return {
    batchRows: EXPORT_BATCH_ROWS_POSTGRES,
    rows: async (query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const result = await pool.query<(string | null)[]>({
        text,
        values: params,
        rowMode: 'array',
      });
      return result.rows;
    },
  };
}

/** A timestamp as `Date.prototype.toISOString` writes it (milliseconds, truncated; UTC). */
export const isoTimeSql = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Rows an export reads per query; between two, other requests are answered. */
const EXPORT_BATCH_ROWS = 500;
/** On PostgreSQL the slim read takes more at a time: nothing waits on the event loop meanwhile. */
const EXPORT_BATCH_ROWS_POSTGRES = 5000;

/**
 * Export batches read since the process started (the tests watch an export stop), and of them
 * those read by the slim read.
 */
export const exportReads = { batches: 0, slimBatches: 0 };

/** `%`, `_` and `\` typed in the search box are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" over the list's search columns; undefined for no search. */
export function searchFilter(columns: ListSource<unknown>['searchColumns'], q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ...columns.map((column) =>
      'lowered' in column ? sql`${column.lowered} like lower(${pattern})` : ilike(column, pattern),
    ),
  );
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

/**
 * Rows from the `offset`-th matching one on, in the list's order: the rows skipped are walked in
 * the index (time, id) alone (an index-only scan), and only the page's rows are read from the
 * table. For lists whose filter names only the order's table.
 */
export function fromOffset<T>(
  order: ListSource<T>['order'],
  where: SQL | undefined,
  offset: number,
): SQL | undefined {
  if (offset === 0) return undefined;
  return sql`(${order.time}, ${order.id}) <= (select ${order.time}, ${order.id} from ${order.table}${where ? sql` where ${where}` : sql``} order by ${order.time} desc, ${order.id} desc offset ${offset} limit 1)`;
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
  const cells = list.csv.map((column) => column.sql);
  if (list.slim && cells.every((cell) => cell !== undefined)) {
    yield* slimCsvChunks(list.order, list.slim, cells, where, list.slimFrom);
    return;
  }
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
 * Lines per text of the slim read (~15 KB). With one text a batch (~1 MB, two bytes a letter
 * once it holds Hindi) the PostgreSQL export of a million leads peaked at +55 MB against +35:
 * pg's read buffer doubles to hold a message that large, and the string is a large object;
 * both wait for a full collection (decision 060).
 */
const LINES_PER_TEXT = 100;

/**
 * `csvChunks` through the slim read: one query per batch in which PostgreSQL writes the CSV
 * lines (`csvLineSql`), `LINES_PER_TEXT` of them to a text, each text with its number of lines
 * and its last row's id for the keyset. Node holds a string per hundred rows, not one per cell.
 */
async function* slimCsvChunks<T>(
  order: ListSource<T>['order'],
  slim: SlimReader,
  cells: NonNullable<CsvColumn<T>['sql']>[],
  where: SQL | undefined,
  source: ListSource<T>['slimFrom'] = { from: sql`${order.table}` },
) {
  const name = (i: number) => sql`${sql.identifier(`c${i}`)}`;
  const select = sql.join(
    cells.map((cell, i) => sql`(${cell.text})::text as ${name(i)}`),
    sql`, `,
  );
  const line = csvLineSql(
    cells.map((cell, i) => ({ column: name(i), number: cell.number === true })),
  );
  const group = sql.raw(`(n - 1) / ${LINES_PER_TEXT}`);
  let last: string | undefined;
  for (;;) {
    const filter = and(source.where, where, last === undefined ? undefined : after(order, last));
    const texts = await slim.rows(
      sql`select string_agg(line, '' order by n), count(*)::text, (array_agg(k::text order by n desc))[1]
        from (select ${line} as line, k, row_number() over (order by t desc, k desc) as n
          from (select ${select}, ${order.time} as t, ${order.id} as k from ${source.from}${filter ? sql` where ${filter}` : sql``}
            order by ${order.time} desc, ${order.id} desc limit ${slim.batchRows}) cells) lines
        group by ${group} order by ${group}`,
    );
    exportReads.batches++;
    exportReads.slimBatches++;
    let rows = 0;
    for (const [text, lines, lastId] of texts) {
      yield text!;
      rows += Number(lines);
      last = lastId!;
    }
    if (rows < slim.batchRows) return;
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
