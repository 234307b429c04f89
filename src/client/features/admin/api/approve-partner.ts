import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { pipelineKeys } from '#client/lib/query-keys.ts';
import type { ApprovePartnerResponse } from '#shared/schemas/partners.ts';
import { partnersApi } from '#shared/schemas/partners.ts';

/**
 * POST /api/admin/partners/:id/approve: the one approve hook (the admin dashboard and Manage
 * Partners share it and its button). Afterwards every admin list and card, the leads and the
 * partner's own profile reload, wherever they are shown.
 */
export function useApprovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: number) =>
      api<ApprovePartnerResponse>(partnersApi.approve(partnerId), { method: 'POST' }),
    onSuccess: () =>
      Promise.all(pipelineKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
