import { useQuery } from '@tanstack/react-query';
import type { LeadListResponse } from '../../../../shared/schemas/leads.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/leads: the partner's own leads (every lead, for admins). */
export function useLeads() {
  return useQuery({
    queryKey: partnerKeys.leads,
    queryFn: async () => (await api<LeadListResponse>('/api/leads')).leads,
  });
}
