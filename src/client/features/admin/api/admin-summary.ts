import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { AdminSummary } from '#shared/schemas/admin.ts';
import { adminApi } from '#shared/schemas/admin.ts';
import { adminKeys } from './admin-lists.ts';

/** GET /api/admin/summary: the four cards and their sub-counts. */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: () => api<AdminSummary>(adminApi.summary()),
  });
}
