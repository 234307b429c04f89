import { z } from 'zod';

/**
 * An error the client may see: its status, a stable code and a message for people. It is an
 * answer, not a fault, so it carries no stack: capturing one through Fastify's frames was a
 * percent of the API tests' CPU, spent on every 4xx, and nothing reads it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
    /** The values in the message, so a client can say it in another language by `code`. */
    readonly params?: Record<string, string | number>,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'forbidden', message);
export const MFA_SETUP_REQUIRED_MESSAGE =
  'Set up two-factor sign-in before using the staff workspace.';
/** A staff member without a second factor, at a staff route (decision 040). */
export const mfaSetupRequired = () =>
  new AppError(403, 'mfa_setup_required', MFA_SETUP_REQUIRED_MESSAGE);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const methodNotAllowed = () =>
  new AppError(405, 'method_not_allowed', 'This address does not accept this method.');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
) => new AppError(429, 'rate_limited', message, undefined, retryAfterSeconds);

/** The server has too much of some work queued; the client tries again after `retryAfterSeconds`. */
export const serviceBusy = (retryAfterSeconds: number) =>
  new AppError(
    503,
    'service_unavailable',
    'The service is briefly unavailable. Please try again in a few seconds.',
    undefined,
    retryAfterSeconds,
  );

/** Every error answer of the API: a stable code, a message for people, per-field messages. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe(
        'The values named in the message (a date, a record number), for translating it by code.',
      ),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
