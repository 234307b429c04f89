import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { AdminJobsResponse } from '#shared/schemas/admin.ts';
import { adminApi } from '#shared/schemas/admin.ts';
import { adminKeys } from './admin-lists.ts';

/** GET /api/admin/jobs: every job of the job engine, read again every 30 s while shown. */
export function useAdminJobs() {
  return useQuery({
    queryKey: [...adminKeys.all, 'jobs'],
    queryFn: () => api<AdminJobsResponse>(adminApi.jobs()),
    refetchInterval: 30_000,
  });
}
