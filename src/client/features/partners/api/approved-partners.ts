import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { AdminPartnerPage } from '#shared/schemas/admin.ts';
import { ADMIN_PAGE_SIZE_MAX, adminApi } from '#shared/schemas/admin.ts';

/** The approved partners an admin may add a lead for (the newest page of the admin list). */
export function useApprovedPartners(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.admin, 'partners', 'approved'],
    queryFn: async () => {
      const page = await api<AdminPartnerPage>(
        adminApi.list('partners', { pageSize: ADMIN_PAGE_SIZE_MAX }),
      );
      return page.partners.filter((partner) => partner.status === 'approved');
    },
    enabled,
  });
}
