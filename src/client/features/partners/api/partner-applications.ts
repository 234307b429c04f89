import { useQuery } from '@tanstack/react-query';
import type { PartnerListResponse } from '../../../../shared/schemas/partners.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/** GET /api/admin/partners: every application, newest first (admins only). */
export function usePartnerApplications() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: partnerKeys.applications,
    queryFn: async () => (await api<PartnerListResponse>('/api/admin/partners')).partners,
    enabled: signedIn,
  });
}
