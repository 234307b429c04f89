import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PartnerApplication,
  PartnerSignupResponse,
} from '../../../../shared/schemas/partners.ts';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/auth.ts';
import { partnerKeys } from './query-keys.ts';

/**
 * POST /api/partners/signup. When the application created the account the server has logged
 * the applicant in, so the session is fetched again.
 */
export function usePartnerSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: PartnerApplication) =>
      api<PartnerSignupResponse>('/api/partners/signup', { method: 'POST', body: application }),
    onSuccess: async ({ partner, accountCreated }) => {
      queryClient.setQueryData(partnerKeys.profile, partner);
      if (accountCreated) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
