import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovePartnerResponse } from '../../../../shared/schemas/partners.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './admin-lists.ts';

/** POST /api/admin/partners/:id/approve; afterwards every admin list and the cards reload. */
export function useApprovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: number) =>
      api<ApprovePartnerResponse>(`/api/admin/partners/${partnerId}/approve`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
