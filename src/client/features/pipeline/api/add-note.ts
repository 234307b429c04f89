import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { LeadNoteInput, LeadNoteResponse } from '#shared/schemas/leads.ts';
import { leadsApi } from '#shared/schemas/leads.ts';

/** POST /api/admin/leads/:id/notes. */
export function useAddNote(leadId: number) {
  return useMutation({
    mutationFn: (note: LeadNoteInput) =>
      api<LeadNoteResponse>(leadsApi.notes(leadId), { method: 'POST', body: note }),
  });
}
