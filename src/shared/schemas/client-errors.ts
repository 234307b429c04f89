import { z } from 'zod';

/** What the browser reports of an error it showed the error page for (POST /api/client-errors). */
export const CLIENT_ERROR_LIMITS = {
  name: 100,
  message: 500,
  stack: 4_000,
  path: 300,
  /** The whole JSON body, in bytes: above it the server answers 413 without reading it. */
  body: 8 * 1024,
} as const;

export const clientErrorReportSchema = z
  .object({
    kind: z
      .enum(['render', 'chunk'])
      .describe('render: a component threw; chunk: a page’s code or texts failed to load.'),
    name: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.name),
    message: z.string().max(CLIENT_ERROR_LIMITS.message),
    stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
    path: z
      .string()
      .max(CLIENT_ERROR_LIMITS.path)
      .regex(/^\/[^?#]*$/)
      .describe('The page’s path, without its query (which may hold a token).'),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
