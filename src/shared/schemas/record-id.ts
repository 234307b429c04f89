import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: no record id is larger. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a JSON body: a whole number from 1 to MAX_RECORD_ID. */
export const recordIdSchema = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);

/**
 * A record id in a path or query string: decimal digits only (no sign, exponent, fraction, hex
 * or spaces), then the same range. Anything else names no record; `message` says so.
 */
export const recordIdTextSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(recordIdSchema(message));

/** `{ id }` path parameters of a route about one record. */
export const idParamsSchema = (notFoundMessage: string) =>
  z.object({ id: recordIdTextSchema(notFoundMessage) });
