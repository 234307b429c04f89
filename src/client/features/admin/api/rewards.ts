import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { AdminReward } from '#shared/schemas/rewards.ts';
import { rewardsApi } from '#shared/schemas/rewards.ts';

type RewardResponse = { reward: AdminReward };

/** POST /api/admin/rewards/:id/approve. */
export function useApproveReward() {
  return useMutation({
    mutationFn: (id: number) => api<RewardResponse>(rewardsApi.approve(id), { method: 'POST' }),
  });
}

/** POST /api/admin/rewards/:id/paid `{ reference }`. */
export function usePayReward(id: number) {
  return useMutation({
    mutationFn: (input: { reference: string }) =>
      api<RewardResponse>(rewardsApi.paid(id), { method: 'POST', body: input }),
  });
}
