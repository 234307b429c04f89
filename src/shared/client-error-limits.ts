/**
 * Kept apart from the report's zod schema (schemas/client-errors.ts) so that the browser's error
 * page, which is part of every first load, does not bring zod with it.
 */

/** What the browser reports of an error it showed the error page for (POST /api/client-errors). */
export const CLIENT_ERROR_LIMITS = {
  name: 100,
  message: 500,
  stack: 4_000,
  path: 300,
  /** The whole JSON body, in bytes: above it the server answers 413 without reading it. */
  body: 8 * 1024,
} as const;
