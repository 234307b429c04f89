import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from '../client-error-limits.ts';

export { CLIENT_ERROR_LIMITS };

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

export { clientErrorsApi } from '../api-paths.ts';
