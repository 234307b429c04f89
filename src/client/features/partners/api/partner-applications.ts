import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_MAX, type AdminPartnerPage } from '../../../../shared/schemas/admin.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/**
 * GET /api/admin/partners (admins only): the newest applications, as many as one page holds.
 * The admin dashboard pages through all of them.
 */
export function usePartnerApplications() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: partnerKeys.applications,
    queryFn: async () =>
      (await api<AdminPartnerPage>(`/api/admin/partners?pageSize=${ADMIN_PAGE_SIZE_MAX}`)).partners,
    enabled: signedIn,
  });
}
