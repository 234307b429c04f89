import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterPatterns } from '#shared/api-paths.ts';
import {
  subscribeNewsletterResponseSchema,
  subscribeNewsletterSchema,
} from '#shared/schemas/newsletter.ts';
import { subscribeToNewsletter } from './service.ts';

export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    newsletterPatterns.subscribe,
    {
      schema: {
        body: subscribeNewsletterSchema,
        response: { 200: subscribeNewsletterResponseSchema },
      },
    },
    async (request) =>
      subscribeToNewsletter(app.db, { ...request.body, ip: request.ip }, app.now()),
  );
}
