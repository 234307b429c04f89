import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { AdminReward } from '#shared/schemas/rewards.ts';
import { rewardsApi } from '#shared/schemas/rewards.ts';
import { adminKeys } from './admin-lists.ts';

type RewardResponse = { reward: AdminReward };

/** POST /api/admin/rewards/:id/approve. */
export function useApproveReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<RewardResponse>(rewardsApi.approve(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/rewards/:id/paid `{ reference }`. */
export function usePayReward(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reference: string }) =>
      api<RewardResponse>(rewardsApi.paid(id), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
