import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type {
  AcceptanceCodeResponse,
  AcceptProposalInput,
  PublicProposalResponse,
} from '#shared/schemas/proposals.ts';
import { proposalsApi } from '#shared/schemas/proposals.ts';

const key = (token: string) => ['proposal', token] as const;

/** GET /api/proposals/:token (404 unknown, 410 replaced: no retry). */
export function usePublicProposal(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => api<PublicProposalResponse>(proposalsApi.public(token)),
    retry: false,
  });
}

/** POST /api/proposals/:token/code: mails the acceptance code to the lead's address. */
export function useRequestAcceptanceCode(token: string) {
  return useMutation({
    mutationFn: () => api<AcceptanceCodeResponse>(proposalsApi.code(token), { method: 'POST' }),
  });
}

/** POST /api/proposals/:token/accept { name, code }. */
export function useAcceptProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptProposalInput) =>
      api<PublicProposalResponse>(proposalsApi.accept(token), {
        method: 'POST',
        body: input,
      }),
    onSuccess: (data) => queryClient.setQueryData(key(token), data),
  });
}
