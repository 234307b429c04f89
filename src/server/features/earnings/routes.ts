import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerList } from '#server/lib/lists.ts';
import { adminListQuerySchema, listQuerySchema } from '#shared/schemas/admin.ts';
import {
  adminRewardPageSchema,
  partnerEarningsSchema,
  payRewardSchema,
  rewardIdParamsSchema,
  rewardResponseSchema,
  rewardsPatterns,
} from '#shared/schemas/rewards.ts';
import { currentUser } from '../sessions/index.ts';
import { approveReward, getPartnerEarnings, payReward, rewardList } from './service.ts';

const rewardListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(['due', 'all'])
    .default('due')
    .describe('`due`: pending and approved rewards (to pay); `all`: paid ones too'),
});

/** Partner rewards for won leads (decision 023): the partner's earnings and the admin's payouts. */
export async function earningsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    rewardsPatterns.earnings,
    { schema: { querystring: listQuerySchema, response: { 200: partnerEarningsSchema } } },
    async (request, reply) =>
      getPartnerEarnings(app.db, reply, currentUser(request), request.query, app.now()),
  );

  app.get(
    rewardsPatterns.rewards,
    { schema: { querystring: rewardListQuerySchema, response: { 200: adminRewardPageSchema } } },
    async (request, reply) => {
      const list = rewardList(app.db, request.query.status);
      const page = await answerList(reply, list, request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { rewards: items, ...info };
    },
  );

  app.post(
    rewardsPatterns.approve,
    { schema: { params: rewardIdParamsSchema, response: { 200: rewardResponseSchema } } },
    async (request) => ({
      reward: await approveReward(app.db, currentUser(request), request.params.id, app.now()),
    }),
  );

  app.post(
    rewardsPatterns.paid,
    {
      schema: {
        params: rewardIdParamsSchema,
        body: payRewardSchema,
        response: { 200: rewardResponseSchema },
      },
    },
    async (request) => ({
      reward: await payReward(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.reference,
        app.now(),
      ),
    }),
  );
}
