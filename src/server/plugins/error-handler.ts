import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailableReason,
} from '../db/unavailable.ts';
import { AppError, type ErrorBody } from '../errors.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
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
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
};

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

/** One JSON error shape for every failure; 5xx details go to the log, never to the client. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: unavailableReason(error) }, 'database unavailable: answered 503');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({
          error: { code: 'service_unavailable', message: UNAVAILABLE_MESSAGE },
        } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.fields) body.error.fields = error.fields;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFields(error);
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply
        .code(400)
        .send({ error: { code: 'validation_error', message: first, fields } } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODES_BY_STATUS[status] ?? 'bad_request';
      const message =
        FASTIFY_MESSAGES[error.code] ??
        (status === 429 ? error.message : 'The request is not valid.');
      return reply.code(status).send({ error: { code, message } } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: GENERIC_5XX } } satisfies ErrorBody);
  });
});
