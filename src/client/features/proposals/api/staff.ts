import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProposalInput, Proposal } from '../../../../shared/schemas/proposals.ts';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Not under the lead's key: a stage move reloads the lead without waiting for its proposals.
const key = (leadId: number) => ['proposals', 'lead', leadId] as const;

/** GET /api/admin/leads/:id/proposals: every version, newest first. */
export function useLeadProposals(leadId: number) {
  return useQuery({
    queryKey: key(leadId),
    queryFn: () => api<{ proposals: Proposal[] }>(`/api/admin/leads/${leadId}/proposals`),
  });
}

/** POST /api/admin/leads/:id/proposals: the next version, as a draft. */
export function useCreateProposal(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProposalInput) =>
      api<{ proposal: Proposal }>(`/api/admin/leads/${leadId}/proposals`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(leadId) }),
  });
}

/** POST /api/admin/proposals/:id/send. */
export function useSendProposal(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ proposal: Proposal }>(`/api/admin/proposals/${id}/send`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(leadId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lead(leadId) }),
      ]),
  });
}
