import type { SQL } from 'drizzle-orm';

/** One CSV column: its header and how to read a row's cell. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /**
   * The same cell as SQL text, for an export's slim read (lib/lists.ts): rows come as arrays of
   * text, with no row objects or dates made. `number` when `value` gives a number.
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
