import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { StageMoveInput, StageMoveResponse } from '#shared/schemas/leads.ts';
import { leadsApi } from '#shared/schemas/leads.ts';

/** POST /api/admin/leads/:id/stage. */
export function useMoveStage(leadId: number) {
  return useMutation({
    mutationFn: (move: StageMoveInput) =>
      api<StageMoveResponse>(leadsApi.stage(leadId), {
        method: 'POST',
        body: move,
      }),
  });
}
