import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { PartnerEarnings } from '#shared/schemas/rewards.ts';
import { rewardsApi } from '#shared/schemas/rewards.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/** Rows per page of the partner's rewards. */
export const REWARDS_PAGE_SIZE = 20;

/** GET /api/partners/earnings: the signed-in partner's totals and one page of their rewards. */
export function useEarnings(page = 1) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...partnerKeys.earnings, page],
    queryFn: () => api<PartnerEarnings>(rewardsApi.earnings(page, REWARDS_PAGE_SIZE)),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
