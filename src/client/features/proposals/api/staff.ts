import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type {
  CreateProposalInput,
  ProposalListResponse,
  ProposalResponse,
} from '#shared/schemas/proposals.ts';
import { proposalsApi } from '#shared/schemas/proposals.ts';

// Not under the lead's key: a stage move reloads the lead without waiting for its proposals.
const key = (leadId: number) => ['proposals', 'lead', leadId] as const;

/** GET /api/admin/leads/:id/proposals: every version, newest first. */
export function useLeadProposals(leadId: number) {
  return useQuery({
    queryKey: key(leadId),
    queryFn: () => api<ProposalListResponse>(proposalsApi.forLead(leadId)),
  });
}

/** POST /api/admin/leads/:id/proposals: the next version, as a draft. */
export function useCreateProposal(leadId: number) {
  return useMutation({
    mutationFn: (input: CreateProposalInput) =>
      api<ProposalResponse>(proposalsApi.forLead(leadId), {
        method: 'POST',
        body: input,
      }),
  });
}

/** POST /api/admin/proposals/:id/send. */
export function useSendProposal() {
  return useMutation({
    mutationFn: (id: number) => api<ProposalResponse>(proposalsApi.send(id), { method: 'POST' }),
  });
}
