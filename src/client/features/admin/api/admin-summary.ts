import { useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '../../../../shared/schemas/admin.ts';
import { adminApi } from '../../../../shared/schemas/admin.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './admin-lists.ts';

/** GET /api/admin/summary: the four cards and their sub-counts. */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: () => api<AdminSummary>(adminApi.summary()),
  });
}
