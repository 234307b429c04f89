import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { feedbackApi } from '#shared/api-paths.ts';
import { type FeedbackEntityType, REACTION_CACHE_MS } from '#shared/reactions.ts';
import type { TopRatedResponse } from '#shared/schemas/feedback.ts';

/** Without a limit: the prefix of every top list of that type, for invalidation. */
export const topRatedQueryKey = (entityType: FeedbackEntityType, limit?: number) =>
  limit === undefined
    ? (['feedback', 'top', entityType] as const)
    : (['feedback', 'top', entityType, limit] as const);

export function useTopRated(entityType: FeedbackEntityType, limit: number) {
  return useQuery({
    queryKey: topRatedQueryKey(entityType, limit),
    queryFn: async () => (await api<TopRatedResponse>(feedbackApi.top(entityType, limit))).items,
    staleTime: REACTION_CACHE_MS,
  });
}
