import { serializeError } from '../logging.ts';

/**
 * What a failed job keeps as its last error (pg-boss stores it, operators read it): the error's
 * class, its code and only a message the log would show too (logging.ts), never a stack or a
 * message that can hold values or secrets.
 */
export function describeJobError(err: unknown): Error {
  const { type, code, message } = serializeError(err);
  const described = new Error(
    [type, code ? ` (${code})` : '', message ? `: ${message}` : ''].join('').slice(0, 300),
  );
  described.name = 'JobError';
  described.stack = undefined;
  return described;
}
