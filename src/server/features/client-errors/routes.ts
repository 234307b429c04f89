import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorsPatterns } from '#shared/api-paths.ts';
import { CLIENT_ERROR_LIMITS, clientErrorReportSchema } from '#shared/schemas/client-errors.ts';
import { recordClientError } from './service.ts';

export async function clientErrorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    clientErrorsPatterns.report,
    {
      bodyLimit: CLIENT_ERROR_LIMITS.body,
      schema: {
        description:
          'Logs an error a page met in the browser (the error page reports it). Rate-limited per address.',
        body: clientErrorReportSchema,
      },
    },
    async (request, reply) => {
      await recordClientError(app.db, request.log, { ...request.body, ip: request.ip }, app.now());
      return reply.code(204).send();
    },
  );
}
