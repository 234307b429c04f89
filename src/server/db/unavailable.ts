/**
 * Which database errors mean "the database is away for now" (answer 503 and try again later)
 * rather than "this request or the code is wrong" (4xx or 500).
 */

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and every error it wraps (`cause`, and the parts of an AggregateError), outermost first. */
export function* errorChain(err: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const e = current as ErrorLike;
    yield e;
    pending.push(e.cause);
    if (Array.isArray(e.errors)) pending.push(...e.errors);
  }
}

/** Socket errors of a connection that could not be made or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is gone or not taking work: class 08 (connection exception), 57P01-03
 * (shut down by an administrator, crash, not accepting connections yet), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableLink(e: ErrorLike): boolean {
  if (
    typeof e.code === 'string' &&
    (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))
  )
    return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/** True when the error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) if (isUnavailableLink(e)) return true;
  return false;
}

/**
 * A short description of why, for the log: the code and message of the innermost error, which
 * name the connection problem, never the query or its parameters (the outer query errors do).
 */
export function unavailableReason(err: unknown): string {
  const links = [...errorChain(err)];
  const reason = links.reverse().find(isUnavailableLink) ?? {};
  return [reason.code, reason.message].filter((part) => typeof part === 'string').join(' ');
}

/** The 503 answer while the database is away: how long to wait (Retry-After) and what to say. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
