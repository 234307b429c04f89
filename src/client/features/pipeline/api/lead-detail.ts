import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { LeadDetail } from '#shared/schemas/leads.ts';
import { leadsApi } from '#shared/schemas/leads.ts';

/** GET /api/leads/:id: the lead with its history and documents (and notes, for admins). */
export function useLeadDetail(id: number) {
  return useQuery({
    queryKey: queryKeys.lead(id),
    queryFn: () => api<LeadDetail>(leadsApi.detail(id)),
    enabled: Number.isInteger(id) && id > 0,
  });
}
