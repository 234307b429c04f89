import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeadInput, CreateLeadResponse } from '../../../../shared/schemas/leads.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys } from './query-keys.ts';

/** POST /api/leads; the server decides eligibility. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: CreateLeadInput) =>
      api<CreateLeadResponse>('/api/leads', { method: 'POST', body: lead }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.leads }),
  });
}
