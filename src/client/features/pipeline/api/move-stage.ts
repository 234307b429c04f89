import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, StageChange, StageMoveInput } from '../../../../shared/schemas/leads.ts';
import { api } from '../../../lib/api.ts';
import { invalidatePipeline } from './invalidate.ts';

/** POST /api/admin/leads/:id/stage. */
export function useMoveStage(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: StageMoveInput) =>
      api<{ lead: Lead; change: StageChange }>(`/api/admin/leads/${leadId}/stage`, {
        method: 'POST',
        body: move,
      }),
    onSuccess: () => invalidatePipeline(queryClient),
  });
}
