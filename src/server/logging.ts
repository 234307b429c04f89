import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger, LoggerOptions } from 'pino';
import { AppError } from './errors.ts';

/**
 * What the log may hold: no parameter values, e-mails, hashes, codes, tokens or session ids.
 * Errors keep their class, code (SQLSTATE for the database), constraint, table and column and
 * their stack frames; a message is kept only when it cannot carry a value (Drizzle's "Failed
 * query: … params: …", the driver's "Key (lower(email))=(…)" and most other texts can).
 */

const MAX_CAUSES = 4;

/** Messages written by this app or by Fastify from fixed texts, or by the JavaScript engine. */
function messageIsSafe(error: Error): boolean {
  if (error instanceof AppError) return true;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && code.startsWith('FST_')) return true;
  return error instanceof TypeError || error instanceof ReferenceError;
}

/** The stack's frames ("at function (file:line)"), without its first line, the message. */
const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/** Properties that name things (SQLSTATE or error code, the database object), never values. */
const NAMING_PROPERTIES = ['code', 'constraint', 'table', 'column', 'routine'] as const;

export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const serialized: Record<string, unknown> = { type: error.constructor?.name || error.name };
  for (const name of NAMING_PROPERTIES) {
    const value = (error as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') serialized[name] = value;
  }
  if (messageIsSafe(error)) serialized.message = error.message;
  const frames = stackFrames(error.stack);
  if (frames) serialized.stack = frames;
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(cause, depth + 1);
  return serialized;
}

const EMAIL_ADDRESS = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g;

/**
 * An error given as text (the mailer logs the relay's reply, which names the recipient), with
 * e-mail addresses masked; an Error as serializeError has it.
 */
function serializeErrorOrText(error: unknown) {
  return typeof error === 'string'
    ? error.replace(EMAIL_ADDRESS, '[address]')
    : serializeError(error);
}

/** A request as the log shows it: no query string (searches hold names and e-mails), no headers. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/**
 * Fields that may hold an address or a secret wherever a log call puts them (the mailer logs
 * `to`), and the headers that carry credentials wherever headers are logged (the multipart
 * plugin logs the request's at trace level).
 */
const REDACTED = [
  'email',
  'to',
  'password',
  'token',
  '*.email',
  '*.to',
  '*.password',
  '*.token',
  // The second factor's secret and recovery codes (decision 040), should they reach a log line.
  'secret',
  'otpauthUri',
  'recoveryCodes',
  '*.secret',
  '*.otpauthUri',
  '*.recoveryCodes',
  ...['headers', '*.headers'].flatMap((headers) => [
    `${headers}.cookie`,
    `${headers}.authorization`,
    `${headers}["set-cookie"]`,
  ]),
];

/** Pino options for the app's logger (Fastify passes them on). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeErrorOrText, req: serializeRequest },
    hooks: {
      // An Error logged on its own, or with its own message as the line (as Fastify does on
      // some paths), would put that message in the line's text: both become "error".
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const error =
          first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        if (!(error instanceof Error)) return method.apply(this, args);
        const message = typeof second === 'string' && second !== error.message ? second : 'error';
        return method.apply(this, [first instanceof Error ? { err: first } : first, message]);
      },
    },
  };
}

/**
 * A request's logger that makes pino's child only when the request first logs at an enabled
 * level (or asks for a child or a level of its own). Most requests log nothing, and making the
 * child (its bindings go through the redaction above) cost about a tenth of a cached API read
 * (decision 033). What it writes is what the child writes.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private log(level: Level, args: unknown[]) {
    if (this.#child || this.parent.isLevelEnabled(level))
      (this.made()[level] as (...args: unknown[]) => void)(...args);
  }

  get level() {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.made().level = level;
  }
  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.made().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger is a `RequestLogger`, unless the route
 * gives it a level or serializers of its own (then pino's child at once, as Fastify makes it).
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  Object.keys(options).length === 0 && 'isLevelEnabled' in logger
    ? new RequestLogger(logger as unknown as Logger, bindings)
    : logger.child(bindings, options);
