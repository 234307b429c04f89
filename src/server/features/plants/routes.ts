import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerList } from '#server/lib/lists.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import { acceptCsvBody } from '#server/plugins/request-bodies.ts';
import { adminListQuerySchema } from '#shared/schemas/admin.ts';
import {
  addReadingsBodySchema,
  adminPlantPageSchema,
  customerPlantResponseSchema,
  inviteBodySchema,
  inviteResponseSchema,
  plantIdParamsSchema,
  plantLeadParamsSchema,
  plantResponseSchema,
  plantsOldSpellings,
  plantsPatterns,
  READINGS_CSV_MAX,
  readingsResponseSchema,
  upsertPlantSchema,
} from '#shared/schemas/plants.ts';
import { currentUser } from '../sessions/index.ts';
import {
  addReadings,
  getCustomerPlant,
  inviteCustomer,
  plantList,
  upsertPlant,
} from './service.ts';

/**
 * Where a plant route answers: at its pattern and, described as deprecated, at its old spelling
 * (decision 058); each with the schema's words about it.
 */
function spellingsOf(pattern: string, docs: { description?: string } = {}) {
  const own = { url: pattern, describe: docs.description ? { description: docs.description } : {} };
  const old = plantsOldSpellings.find((spelling) => spelling.pattern === pattern);
  if (!old) return [own];
  const deprecation = {
    description: `Deprecated: the first spelling of ${pattern}, which answers the same.`,
  };
  const described = [deprecation.description, docs.description].filter(Boolean).join('\n\n');
  return [own, { url: old.old, describe: { deprecated: true, description: described } }];
}

/** The plant of a won lead, its readings, and the customer's view of it (decision 024). */
export async function plantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Readings may be uploaded as the CSV file itself (`month,kWh` rows).
  acceptCsvBody(app, READINGS_CSV_MAX * 4);

  for (const { url, describe } of spellingsOf(plantsPatterns.customerPlant))
    app.get(
      url,
      { schema: { ...describe, response: { 200: customerPlantResponseSchema } } },
      async (request) => getCustomerPlant(app.db, currentUser(request)),
    );

  app.get(
    plantsPatterns.plants,
    { schema: { querystring: adminListQuerySchema, response: { 200: adminPlantPageSchema } } },
    async (request, reply) => {
      const page = await answerList(reply, plantList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { plants: items, ...info };
    },
  );

  for (const { url, describe } of spellingsOf(plantsPatterns.save))
    app.put(
      url,
      {
        schema: {
          ...describe,
          params: plantLeadParamsSchema,
          body: upsertPlantSchema,
          response: { 200: plantResponseSchema },
        },
      },
      async (request) => ({
        system: await upsertPlant(
          app.db,
          currentUser(request),
          request.params.id,
          request.body,
          app.now(),
        ),
      }),
    );

  app.post(
    plantsPatterns.invite,
    {
      schema: {
        description:
          'Links the lead’s contact to its plant as a customer and mails a single-use link (7 days) to set a password through POST /api/auth/password/reset.',
        params: plantLeadParamsSchema,
        body: inviteBodySchema,
        response: { 200: inviteResponseSchema },
      },
    },
    async (request) =>
      inviteCustomer(
        { db: app.db, mailer: app.mailer, origin: siteOrigin(app.config) },
        currentUser(request),
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  const readingsDocs = {
    description:
      'One month as JSON `{ month, kwh }`, or `month,kWh` rows as `{ csv }` or a `text/csv` body. Every row is checked first; errors come back per row in `fields`.',
  };
  for (const { url, describe } of spellingsOf(plantsPatterns.readings, readingsDocs))
    app.post(
      url,
      {
        schema: {
          ...describe,
          params: plantIdParamsSchema,
          body: addReadingsBodySchema,
          response: { 200: readingsResponseSchema },
        },
      },
      async (request) =>
        addReadings(app.db, currentUser(request), request.params.id, request.body, app.now()),
    );
}
