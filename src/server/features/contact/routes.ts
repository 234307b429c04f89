import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactPatterns,
  contactRequestSchema,
  contactResponseSchema,
} from '#shared/schemas/contact.ts';
import { submitContactMessage } from './service.ts';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    contactPatterns.send,
    { schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      const result = await submitContactMessage(
        { db: app.db, mailer: app.mailer, log: request.log },
        { ...request.body, ip: request.ip },
        app.now(),
      );
      return reply.code(201).send(result);
    },
  );
}
