import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { LeadNoteInput, LeadNoteResponse } from '#shared/schemas/leads.ts';
import { leadsApi } from '#shared/schemas/leads.ts';

/** POST /api/admin/leads/:id/notes. */
export function useAddNote(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: LeadNoteInput) =>
      api<LeadNoteResponse>(leadsApi.notes(leadId), { method: 'POST', body: note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lead(leadId) }),
  });
}
