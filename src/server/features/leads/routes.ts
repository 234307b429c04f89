import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leads } from '#server/db/schema.ts';
import { answerList } from '#server/lib/lists.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import {
  adminCreateLeadSchema,
  createLeadResponseSchema,
  createLeadSchema,
  leadDetailSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadNoteInputSchema,
  leadNoteResponseSchema,
  leadsPatterns,
  stageMoveResponseSchema,
  stageMoveSchema,
} from '#shared/schemas/leads.ts';
import { currentUser } from '../sessions/index.ts';
import { addLeadNote, moveLeadStage } from './pipeline.ts';
import { createAdminLead, createLead, getLeadDetail, leadList, leadsVisibleTo } from './service.ts';

/** The partner lead pipeline (docs/product.md "Leads"; stages and review in decision 016). */
export async function leadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    leadsPatterns.leads,
    {
      schema: {
        description: "One page of the partner's own leads, newest first (every lead, for admins).",
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { eligible, ...query } = request.query;
      const scope = and(
        leadsVisibleTo(user),
        eligible === undefined ? undefined : eq(leads.isEligible, eligible),
      );
      const page = await answerList(reply, leadList(app.db), query, app.now(), scope);
      const { items, ...info } = page!;
      return { leads: items, ...info };
    },
  );

  app.post(
    leadsPatterns.leads,
    { schema: { body: createLeadSchema, response: { 201: createLeadResponseSchema } } },
    async (request, reply) => {
      const lead = await createLead(app.db, currentUser(request), request.body, app.now());
      return reply.code(201).send({ lead });
    },
  );

  app.get(
    leadsPatterns.detail,
    {
      schema: {
        params: leadIdParamsSchema,
        response: { 200: leadDetailSchema },
        description:
          "One lead with its stage history and documents: a partner's own lead, any lead for an admin (with internal notes and refused duplicates).",
      },
    },
    async (request) => getLeadDetail(app.db, currentUser(request), request.params.id, app.now()),
  );

  app.post(
    leadsPatterns.staffLeads,
    {
      schema: {
        body: adminCreateLeadSchema,
        response: { 201: createLeadResponseSchema },
        description: 'An admin adds a lead for a partner, or a company lead (`partnerId: null`).',
      },
    },
    async (request, reply) => {
      const lead = await createAdminLead(app.db, currentUser(request), request.body, app.now());
      return reply.code(201).send({ lead });
    },
  );

  app.post(
    leadsPatterns.stage,
    {
      schema: {
        params: leadIdParamsSchema,
        body: stageMoveSchema,
        response: { 200: stageMoveResponseSchema },
        description:
          'Moves the lead by the stage table (409 for any other move); back needs a note, lost a reason.',
      },
    },
    async (request) =>
      moveLeadStage(
        { db: app.db, mailer: app.mailer, origin: siteOrigin(app.config) },
        { leadId: request.params.id, actor: currentUser(request), move: request.body },
        app.now(),
      ),
  );

  app.post(
    leadsPatterns.notes,
    {
      schema: {
        params: leadIdParamsSchema,
        body: leadNoteInputSchema,
        response: { 201: leadNoteResponseSchema },
        description: 'An internal note on the lead, never shown to its partner.',
      },
    },
    async (request, reply) => {
      const note = await addLeadNote(
        app.db,
        { leadId: request.params.id, actor: currentUser(request), text: request.body.text },
        app.now(),
      );
      return reply.code(201).send({ note });
    },
  );
}
