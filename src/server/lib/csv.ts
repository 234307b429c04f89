/** One CSV column: its header and how to read a row's cell. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
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
 * The rows as a CSV document with a header row, CRLF line ends, and a byte-order mark so that
 * spreadsheet programs read the UTF-8 (Hindi names, ₹) correctly.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
