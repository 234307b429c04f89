import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type {
  AdminCreateLeadInput,
  CreateLeadInput,
  CreateLeadResponse,
} from '#shared/schemas/leads.ts';
import { leadsApi } from '#shared/schemas/leads.ts';

/**
 * POST /api/leads (a partner's own lead), or for an admin POST /api/admin/leads with the partner
 * it belongs to (null for a company lead). The server decides eligibility and duplicates.
 */
export function useCreateLead() {
  return useMutation({
    mutationFn: (lead: CreateLeadInput | AdminCreateLeadInput) =>
      api<CreateLeadResponse>('partnerId' in lead ? leadsApi.adminCreate() : leadsApi.create(), {
        method: 'POST',
        body: lead,
      }),
  });
}
