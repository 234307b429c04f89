import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovePartnerResponse } from '../../../../shared/schemas/partners.ts';
import { api } from '../../../lib/api.ts';
import { partnerKeys } from './query-keys.ts';

/** POST /api/admin/partners/:id/approve; the list shows the new status afterwards. */
export function useApprovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: number) =>
      api<ApprovePartnerResponse>(`/api/admin/partners/${partnerId}/approve`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.applications }),
  });
}
