import { z } from 'zod';
import {
  FEEDBACK_ENTITY_TYPES,
  REACTION_KEYS,
  type ReactionKey,
  TOP_LIST_DEFAULT_LIMIT,
  TOP_LIST_MAX_LIMIT,
} from '../reactions.ts';
import { decimalString } from './decimal.ts';
import { recordIdSchema, recordIdTextSchema } from './record-id.ts';

/** What can be reacted to: 'service' or 'project'. */
export const feedbackEntityTypeSchema = z.enum(FEEDBACK_ENTITY_TYPES, {
  error: 'Unknown entity type',
});

/** A reaction is named by its key (thumbs_up, heart, fire, star, clap), never by its emoji. */
export const reactionKeySchema = z.enum(
  REACTION_KEYS as unknown as [ReactionKey, ...ReactionKey[]],
  {
    error: 'Unknown reaction',
  },
);

const UNKNOWN_ITEM = 'Unknown item';

/** GET /api/feedback?entityType&entityId */
export const feedbackQuerySchema = z.object({
  entityType: feedbackEntityTypeSchema,
  entityId: recordIdTextSchema(UNKNOWN_ITEM),
});
export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;

/**
 * POST /api/feedback. Points are not part of the request: the server takes them from its own
 * table, so a `points` field a client sends is dropped.
 */
export const addReactionSchema = z.object({
  entityType: feedbackEntityTypeSchema,
  entityId: recordIdSchema(UNKNOWN_ITEM),
  reaction: reactionKeySchema,
});
export type AddReactionInput = z.infer<typeof addReactionSchema>;

/** The reactions on one item as everyone may see them: counts, not who reacted. */
export const reactionSummarySchema = z.object({
  entityType: feedbackEntityTypeSchema,
  entityId: z.number().int(),
  /** Number of reactions of each key (every key present, 0 when none). */
  counts: z.record(reactionKeySchema, z.number().int()),
  /** Number of reactions in all. */
  total: z.number().int(),
  /** Sum of the points of every reaction. */
  totalPoints: z.number().int(),
  /** The caller's own reaction key, or null for a visitor or someone who has not reacted. */
  userReaction: reactionKeySchema.nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

const LIMIT_MESSAGE = `Limit must be between 1 and ${TOP_LIST_MAX_LIMIT}`;

/** GET /api/feedback/top/:entityType?limit= */
export const topRatedParamsSchema = z.object({ entityType: feedbackEntityTypeSchema });
export const topRatedQuerySchema = z.object({
  limit: decimalString(LIMIT_MESSAGE, { integer: true })
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(TOP_LIST_MAX_LIMIT, LIMIT_MESSAGE))
    .default(TOP_LIST_DEFAULT_LIMIT),
});

export const topRatedItemSchema = z.object({
  entityId: z.number().int(),
  totalPoints: z.number().int(),
});
export type TopRatedItem = z.infer<typeof topRatedItemSchema>;

export const topRatedResponseSchema = z.object({ items: z.array(topRatedItemSchema) });
export type TopRatedResponse = z.infer<typeof topRatedResponseSchema>;

export { feedbackApi } from '../api-paths.ts';
