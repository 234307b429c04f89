import { z } from 'zod';
import { type PathParam, pathOf, withQuery } from '../api-paths.ts';
import { REWARD_PARTS } from '../earnings.ts';
import { pageInfoSchema } from './admin.ts';
import { idParamsSchema } from './record-id.ts';

export const REWARD_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/**
 * One entry of a partner's reward for a won lead (decisions 023, 049): the `won` half, the
 * `commissioned` half, or a negative `clawback`. Dates are ISO strings.
 */
export const rewardSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  partnerId: z.number().int(),
  /** The lead's business, so the partner knows which customer it was. */
  leadName: z.string(),
  part: z.enum(REWARD_PARTS),
  amountPaise: z.number().int().describe('Integer paise; negative for a clawback'),
  /** Why the entry exists: "won", "commissioned", "clawback: project cancelled". */
  reason: z.string().nullable(),
  sizeKw: z.number().describe('The kW the amount was computed from'),
  status: z.enum(REWARD_STATUSES),
  earnedAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** A reward as the admin list shows it: with the partner to pay. */
export const adminRewardSchema = rewardSchema.extend({
  partnerName: z.string(),
  partnerEmail: z.string(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;

export const adminRewardPageSchema = pageInfoSchema.extend({
  rewards: z.array(adminRewardSchema),
});

/** GET /api/partners/earnings: the caller's conversions and totals, and one page of rewards. */
export const partnerEarningsSchema = pageInfoSchema.extend({
  /** Leads of this partner that were won. */
  conversions: z.number().int(),
  /** Everything earned and not cancelled (clawbacks deducted), integer paise. */
  totalEarnedPaise: z.number().int(),
  /** Paid out so far, integer paise. */
  totalPaidPaise: z.number().int(),
  rewards: z.array(rewardSchema),
});
export type PartnerEarnings = z.infer<typeof partnerEarningsSchema>;

export const REWARD_NOT_FOUND = 'Reward not found';
export const rewardIdParamsSchema = idParamsSchema(REWARD_NOT_FOUND);

const REFERENCE_MESSAGE = 'Please enter the payment reference';

/** POST /api/admin/rewards/:id/paid: the bank or UPI reference of the payment. */
export const payRewardSchema = z.object({
  reference: z
    .string({ error: REFERENCE_MESSAGE })
    .trim()
    .min(3, REFERENCE_MESSAGE)
    .max(100, 'This entry is too long'),
});
export type PayReward = z.infer<typeof payRewardSchema>;

export const rewardResponseSchema = z.object({ reward: adminRewardSchema });

/** The patterns of the reward routes (src/shared/api-paths.ts). */
export const rewardsPatterns = {
  earnings: '/api/partners/earnings',
  rewards: '/api/admin/rewards',
  approve: '/api/admin/rewards/:id/approve',
  paid: '/api/admin/rewards/:id/paid',
} as const;

/** The paths of the reward routes. */
export const rewardsApi = {
  earnings: (page: number, pageSize: number) =>
    withQuery(pathOf(rewardsPatterns.earnings), { page, pageSize }),
  /** The staff list of rewards, with its paging, search and filters. */
  rewards: (query: Record<string, string | number | undefined> = {}) =>
    withQuery(pathOf(rewardsPatterns.rewards), query),
  approve: (id: PathParam) => pathOf(rewardsPatterns.approve, id),
  paid: (id: PathParam) => pathOf(rewardsPatterns.paid, id),
};
