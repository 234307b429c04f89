import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createLeadResponseSchema,
  createLeadSchema,
  leadListResponseSchema,
} from '../../../shared/schemas/leads.ts';
import { currentUser } from '../../plugins/session.ts';
import { createLead, listLeads } from './service.ts';

/** The partner lead pipeline (SPEC sections 2, 5 and 7; DESIGN "One lead shape"). */
export async function leadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/leads',
    { schema: { response: { 200: leadListResponseSchema } } },
    async (request) => ({ leads: await listLeads(app.db, currentUser(request)) }),
  );

  app.post(
    '/api/leads',
    { schema: { body: createLeadSchema, response: { 201: createLeadResponseSchema } } },
    async (request, reply) => {
      const lead = await createLead(app.db, currentUser(request), request.body, app.now());
      return reply.code(201).send({ lead });
    },
  );
}
