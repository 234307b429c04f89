import { useQuery } from '@tanstack/react-query';
import type { PartnerEarnings } from '../../../../shared/schemas/rewards.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/** GET /api/partners/earnings: won leads, totals and each reward of the signed-in partner. */
export function useEarnings() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: partnerKeys.earnings,
    queryFn: () => api<PartnerEarnings>('/api/partners/earnings'),
    enabled: signedIn,
  });
}
