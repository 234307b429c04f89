import { useQuery } from '@tanstack/react-query';
import type { LeadDetail } from '../../../../shared/schemas/leads.ts';
import { leadsApi } from '../../../../shared/schemas/leads.ts';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/leads/:id: the lead with its history and documents (and notes, for admins). */
export function useLeadDetail(id: number) {
  return useQuery({
    queryKey: queryKeys.lead(id),
    queryFn: () => api<LeadDetail>(leadsApi.detail(id)),
    enabled: Number.isInteger(id) && id > 0,
  });
}
