import { useQuery } from '@tanstack/react-query';
import type { LeadListResponse } from '../../../../shared/schemas/leads.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/** GET /api/leads: the partner's own leads (every lead, for admins). */
export function useLeads() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: partnerKeys.leads,
    queryFn: async () => (await api<LeadListResponse>('/api/leads')).leads,
    enabled: signedIn,
  });
}
