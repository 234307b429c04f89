import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPreparedJson } from '#server/lib/prepared-json.ts';
import { feedbackPatterns } from '#shared/api-paths.ts';
import {
  addReactionSchema,
  feedbackQuerySchema,
  reactionSummarySchema,
  topRatedParamsSchema,
  topRatedQuerySchema,
  topRatedResponseSchema,
} from '#shared/schemas/feedback.ts';
import { currentUser } from '../sessions/index.ts';
import {
  addReaction,
  getReactionSummary,
  getVisitorReactionSummary,
  listTopRated,
} from './service.ts';

/** Emoji reactions on services and projects (SPEC sections 3 and 7; DESIGN "Reactions"). */
export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    feedbackPatterns.reactions,
    { schema: { querystring: feedbackQuerySchema, response: { 200: reactionSummarySchema } } },
    async (request, reply) =>
      request.user
        ? getReactionSummary(app.db, request.query, request.user.id)
        : sendPreparedJson(reply, await getVisitorReactionSummary(app.db, request.query)),
  );

  app.post(
    feedbackPatterns.reactions,
    { schema: { body: addReactionSchema, response: { 200: reactionSummarySchema } } },
    async (request) => addReaction(app.db, currentUser(request).id, request.body, app.now()),
  );

  app.get(
    feedbackPatterns.top,
    {
      schema: {
        params: topRatedParamsSchema,
        querystring: topRatedQuerySchema,
        response: { 200: topRatedResponseSchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(
        reply,
        await listTopRated(app.db, request.params.entityType, request.query.limit),
      ),
  );
}
