import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailableReason,
} from '../db/unavailable.ts';
import { AppError, badRequest, type ErrorBody } from '../errors.ts';
import {
  databaseFailure,
  FOREIGN_KEY_VIOLATION,
  isDataException,
  UNIQUE_VIOLATION,
} from '../lib/db-errors.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** Human messages for Fastify's own client errors, whose texts name internals. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_ERR_VALIDATION: 'The request is not valid.',
  FST_ERR_NOT_FOUND: 'Not found.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
};

/** The JSON error body for a status, with the message people read. */
export function errorBody(
  status: number,
  message: string,
  code = CODES_BY_STATUS[status] ?? 'bad_request',
): ErrorBody {
  return { error: { code, message } };
}

function zodFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const key = path.map(String).join('.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** The answer for one kind of error, and the warning it is worth in the log, if any. */
type Answer = {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
  warn?: [details: object, message: string];
};
/** Recognises one kind of error, or returns undefined to leave it to the next rule. */
type Rule = (error: FastifyError) => Answer | undefined;

const refusedByDatabase = (error: FastifyError): Answer['warn'] => [
  { err: error },
  'request refused by the database',
];

const RULES: Rule[] = [
  // The database is away for now: try again later.
  (error) =>
    isDatabaseUnavailable(error)
      ? {
          status: 503,
          body: errorBody(503, UNAVAILABLE_MESSAGE, 'service_unavailable'),
          headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
          warn: [{ reason: unavailableReason(error) }, 'database unavailable: answered 503'],
        }
      : undefined,
  (error) => {
    if (!(error instanceof AppError)) return undefined;
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.fields) body.error.fields = error.fields;
    if (error.params) body.error.params = error.params;
    const headers =
      error.retryAfterSeconds === undefined
        ? undefined
        : { 'retry-after': String(error.retryAfterSeconds) };
    return { status: error.statusCode, body, headers };
  },
  (error) => {
    if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
    const fields = zodFields(error);
    const message = Object.values(fields)[0] ?? 'The request is not valid.';
    // A path whose parameter names no record is an address with nothing at it.
    if (error.validationContext === 'params') return { status: 404, body: errorBody(404, message) };
    return { status: 400, body: { error: { code: 'validation_error', message, fields } } };
  },
  // Unique and foreign-key violations a service did not map itself: the data changed under it.
  (error) => {
    const code = databaseFailure(error)?.code;
    if (code !== UNIQUE_VIOLATION && code !== FOREIGN_KEY_VIOLATION) return undefined;
    const message =
      code === UNIQUE_VIOLATION
        ? 'This already exists.'
        : 'Something this refers to no longer exists. Please reload and try again.';
    return { status: 409, body: errorBody(409, message), warn: refusedByDatabase(error) };
  },
  // Values the database refused (out of range, malformed): input a schema let through.
  (error) =>
    isDataException(error)
      ? {
          status: 400,
          body: errorBody(400, 'A value in the request is not valid.'),
          warn: refusedByDatabase(error),
        }
      : undefined,
  (error) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) return undefined;
    const message =
      FASTIFY_MESSAGES[error.code] ??
      (status === 429 ? error.message : 'The request is not valid.');
    return { status, body: errorBody(status, message) };
  },
];

/** One JSON error shape for every failure; 5xx details go to the log, never to the client. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  for (const rule of RULES) {
    const answer = rule(error);
    if (!answer) continue;
    if (answer.warn) request.log.warn(...answer.warn);
    if (answer.headers) reply.headers(answer.headers);
    return reply.code(answer.status).send(answer.body);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(500, GENERIC_5XX, 'internal_error'));
}

/**
 * Fastify's `frameworkErrors`: what goes wrong before a route is found (an address that is not
 * valid percent-encoding, a parameter over the length limit) gets the same JSON as any error,
 * and the address is not repeated. These answers pass no hooks, so their header set is put on
 * here.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('content-type', 'application/json; charset=utf-8');
  request.server.headerSets.apply(request, reply);
  return sendError(error, request, reply);
}

/** Node's parser errors, as status and message (anything else it refuses is a 400). */
const PARSER_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (malformed, headers
 * too large, too slow) is answered on the socket with the same JSON shape, nothing of the
 * request repeated, and the connection closed. The error is logged by kind only.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = PARSER_ERRORS[error.code ?? ''] ?? [
    400,
    'The request could not be read.',
  ];
  this.log.debug({ err: error }, 'refused a request the HTTP parser could not read');
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable)
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        ...this.headerSets.api.map(([name, value]) => `${name}: ${value}`),
        'vary: Cookie',
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  socket.destroy(error);
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError);
  // Node would refuse a request without Host itself, with an empty body (app.ts turns that
  // off): refused here instead, with the JSON every other error has.
  // A callback hook, not an async one: it runs on every request (pages included).
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.headers.host ? undefined : badRequest('The request has no Host header.'));
  });
});
