import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { PartnerProfileResponse } from '#shared/schemas/partners.ts';
import { partnersApi } from '#shared/schemas/partners.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/** GET /api/partners/profile: the caller's application or null; asked only with a session. */
export function usePartnerProfile() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: partnerKeys.profile,
    queryFn: async () => (await api<PartnerProfileResponse>(partnersApi.profile())).partner,
    enabled: signedIn,
  });
}
