import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { ApprovePartnerResponse } from '#shared/schemas/partners.ts';
import { partnersApi } from '#shared/schemas/partners.ts';

/**
 * POST /api/admin/partners/:id/approve: the one approve hook (the admin dashboard and Manage
 * Partners share it and its button). Every list and card on screen reloads after it, as after
 * any write (writesInvalidateLists).
 */
export function useApprovePartner() {
  return useMutation({
    mutationFn: (partnerId: number) =>
      api<ApprovePartnerResponse>(partnersApi.approve(partnerId), { method: 'POST' }),
  });
}
