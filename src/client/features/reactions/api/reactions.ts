import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { feedbackApi } from '#shared/api-paths.ts';
import {
  type FeedbackEntityType,
  REACTION_CACHE_MS,
  type ReactionKey,
  reactionPoints,
} from '#shared/reactions.ts';
import type { ReactionSummary } from '#shared/schemas/feedback.ts';

type Item = { entityType: FeedbackEntityType; entityId: number };

/**
 * The summary holds the caller's own reaction, so it is cached per user: logging in or out
 * never shows someone else's highlight.
 */
export const reactionsQueryKey = (item: Item, userId: string | null) =>
  ['feedback', item.entityType, item.entityId, userId ?? 'visitor'] as const;

export function useReactionSummary(item: Item, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: reactionsQueryKey(item, userId),
    queryFn: () => api<ReactionSummary>(feedbackApi.summary(item.entityType, item.entityId)),
    staleTime: REACTION_CACHE_MS,
    enabled,
  });
}

/** The summary as it will be once `reaction` replaces the user's previous one. */
export function withReaction(summary: ReactionSummary, reaction: ReactionKey): ReactionSummary {
  const counts = { ...summary.counts };
  let { total, totalPoints } = summary;
  const previous = summary.userReaction;
  if (previous) {
    counts[previous] = Math.max(0, (counts[previous] ?? 0) - 1);
    total -= 1;
    totalPoints -= reactionPoints(previous);
  }
  counts[reaction] = (counts[reaction] ?? 0) + 1;
  return {
    ...summary,
    counts,
    total: total + 1,
    totalPoints: totalPoints + reactionPoints(reaction),
    userReaction: reaction,
  };
}

/** Sends a reaction, showing it at once and rolling back if the server refuses it. */
export function useAddReaction(item: Item, userId: string | null) {
  const queryClient = useQueryClient();
  const key = reactionsQueryKey(item, userId);
  return useMutation({
    mutationFn: (reaction: ReactionKey) =>
      api<ReactionSummary>(feedbackApi.react(), { method: 'POST', body: { ...item, reaction } }),
    onMutate: async (reaction) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReactionSummary>(key);
      if (previous) queryClient.setQueryData(key, withReaction(previous, reaction));
      return { previous };
    },
    onError: (_error, _reaction, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (summary) => {
      queryClient.setQueryData(key, summary);
    },
  });
}
