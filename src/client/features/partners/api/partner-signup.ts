import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '#client/i18n/i18n.ts';
import { api } from '#client/lib/api.ts';
import { sessionQueryKey } from '#client/lib/auth.ts';
import type { PartnerApplication, PartnerSignupResponse } from '#shared/schemas/partners.ts';
import { partnersApi } from '#shared/schemas/partners.ts';
import { partnerKeys } from './query-keys.ts';

/**
 * POST /api/partners/signup. When the application created the account the server has logged
 * the applicant in, so the session is fetched again. The page's language goes with it: a new
 * account gets its e-mails in it.
 */
export function usePartnerSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: PartnerApplication) =>
      api<PartnerSignupResponse>(partnersApi.signup(), {
        method: 'POST',
        body: { ...application, language: currentLanguage() },
      }),
    onSuccess: async ({ partner, accountCreated }) => {
      queryClient.setQueryData(partnerKeys.profile, partner);
      if (accountCreated) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
