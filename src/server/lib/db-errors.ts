import { type AppError, conflict } from '../errors.ts';

/** What PostgreSQL reported about a failed statement: its names only, never the values. */
export type DatabaseFailure = {
  /** SQLSTATE, e.g. 23505 (unique_violation) or 22003 (numeric_value_out_of_range). */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
};

const field = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The database's error inside `error`, however the driver and Drizzle wrap it (pg's and
 * PGlite's DatabaseError carry a SQLSTATE `code` and a `severity`; Drizzle puts them in `cause`).
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as Record<string, unknown>;
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      candidate.severity
    )
      return {
        code: candidate.code,
        constraint: field(candidate.constraint),
        table: field(candidate.table),
        column: field(candidate.column),
      };
    e = candidate.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True for a unique-index violation: the database found the value taken. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseFailure(error)?.code === UNIQUE_VIOLATION;
}

/**
 * The 409 for a unique violation of one of `indexes` (unique index name → its message, and the
 * form field it guards when there is one), or undefined when `error` is something else.
 */
export function uniqueConflict(
  error: unknown,
  indexes: Record<string, { message: string; field?: string }>,
): AppError | undefined {
  const failure = databaseFailure(error);
  if (failure?.code !== UNIQUE_VIOLATION || !failure.constraint) return undefined;
  const taken = indexes[failure.constraint];
  if (!taken) return undefined;
  return conflict(taken.message, taken.field ? { [taken.field]: taken.message } : undefined);
}

/** A value the database refused as data (SQLSTATE class 22: out of range, bad text, NUL …). */
export function isDataException(error: unknown): boolean {
  return databaseFailure(error)?.code.startsWith('22') ?? false;
}
