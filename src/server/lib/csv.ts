import { type SQL, sql } from 'drizzle-orm';

/** One CSV column: its header and how to read a row's cell. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /**
   * The same cell as SQL text, for an export whose lines PostgreSQL writes (`csvLineSql`,
   * lib/lists.ts). `number` when `value` gives a number: the text is then the number as
   * JavaScript writes it (an integer as it is, a numeric column through `decimalCellSql`).
   */
  sql?: { text: SQL; number?: true };
};

/** A spreadsheet runs a cell that starts like a formula; these are the starts it reacts to. */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

/**
 * One cell, quoted when needed (RFC 4180). Text that a spreadsheet would take for a formula
 * gets a leading apostrophe (OWASP "CSV injection"); numbers and booleans are left alone.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The white space of JavaScript's `trim` and `\s` (ECMAScript WhiteSpace and LineTerminator), as
 * code points, for `csvLineSql`; the test holds this list to `trim`.
 */
export const JS_WHITE_SPACE = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
];

/** `csvCell`'s patterns as PostgreSQL regular expressions (`\s` there is not JavaScript's). */
const WS = `[${JS_WHITE_SPACE.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}]`;
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
const FORMULA_START_SQL = literal(`^([\\t\\r]|${WS}*[-=+@])`);
const QUOTED_SQL = literal(`[",\\r\\n]|^${WS}|${WS}$`);
/** After the apostrophe of a formula, only the end can be white space. */
const QUOTED_AFTER_APOSTROPHE_SQL = literal(`[",\\r\\n]|${WS}$`);
/**
 * A row's text cells joined by U+001F, with one before the first and one after the last: this
 * finds no match when no cell needs quotes (a U+001F in a cell can only add a match).
 */
const ROW_NEEDS_QUOTES_SQL = literal(`[",\\r\\n]|${WS}\\x1f|\\x1f${WS}`);
/** Code points of `=`, `+`, `-`, `@`: a formula start when no cell starts with white space. */
const FORMULA_CHARS = ['=', '+', '-', '@'].map((c) => c.codePointAt(0)).join(', ');

/** `csvCell` of one text cell, in SQL. */
const cellSql = (cell: SQL) =>
  sql`case when ${cell} ~ ${FORMULA_START_SQL} then (case when ${cell} ~ ${QUOTED_AFTER_APOSTROPHE_SQL} then '"''' || replace(${cell}, '"', '""') || '"' else '''' || ${cell} end) when ${cell} ~ ${QUOTED_SQL} then '"' || replace(${cell}, '"', '""') || '"' else ${cell} end`;

/** `csvCell` of one text cell of a row where no cell needs quotes, in SQL. */
const unquotedCellSql = (cell: SQL) =>
  sql`case when ascii(${cell}) in (${sql.raw(FORMULA_CHARS)}) then '''' || ${cell} else ${cell} end`;

/**
 * `csvLine` in SQL: one row's CSV line, CRLF included, so that PostgreSQL writes an export's
 * text (lib/lists.ts). Each cell is a text column of a subquery (it is read several times) or
 * null; a number cell is written as it is, like `csvCell` writes a number. The other cells follow
 * `csvCell`'s rule. Most rows need no quotes, which one match over the row's joined cells finds:
 * their cells only get the apostrophe of a formula start; any other row takes every cell through
 * the whole rule. The test holds this equal to `csvLine` over a table of awkward cells.
 */
export function csvLineSql(cells: readonly { column: SQL; number: boolean }[]): SQL {
  const texts = cells.filter((cell) => !cell.number).map((cell) => cell.column);
  const line = (format: (cell: SQL) => SQL) =>
    sql`concat(${sql.join(
      cells.map((cell) => (cell.number ? cell.column : format(cell.column))),
      sql`, ',', `,
    )}, chr(13), chr(10))`;
  if (texts.length === 0) return line((cell) => cell);
  const joined = sql`concat_ws(chr(31), '', ${sql.join(texts, sql`, `)}, '')`;
  return sql`case when ${joined} ~ ${ROW_NEEDS_QUOTES_SQL} then ${line(cellSql)} else ${line(unquotedCellSql)} end`;
}

/**
 * A numeric column's cell as JavaScript writes the number drizzle reads from it (`mode:
 * 'number'`), for `csvLineSql`: no trailing zeros (12.50 is 12.5), and an exponent below 1e-6 and
 * from 1e21 on (1e-7, 1e+21). Exact for every value a JavaScript number wrote.
 */
export const decimalCellSql = (value: SQL) =>
  sql`(case when ${value} = 0 or abs(${value}) >= 0.000001 and abs(${value}) < 1e21 then trim_scale(${value})::text else regexp_replace(regexp_replace(btrim(to_char(${value}, '9.99999999999999999999EEEE')), ${literal('\\.?0+e')}, 'e'), ${literal('e([-+])0*')}, ${literal('e\\1')}) end)`;

/** A byte-order mark, so that spreadsheet programs read the UTF-8 (Hindi names, ₹) correctly. */
export const CSV_START = '\uFEFF';

/** One row of cells with its CRLF line end. */
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The rows as a CSV document with a header row, CRLF line ends, and a byte-order mark. Exports
 * stream the same bytes line by line (lib/lists.ts).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return (
    CSV_START +
    csvLine(columns.map((column) => column.header)) +
    rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('')
  );
}
