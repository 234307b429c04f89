import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { type LeadListResponse, leadsApi } from '#shared/schemas/leads.ts';
import { partnerKeys, useSignedIn } from './query-keys.ts';

/** Rows per page of the partner's leads. */
export const LEADS_PAGE_SIZE = 20;

/**
 * GET /api/leads: one page of the partner's own leads (every lead, for admins); `eligible` keeps
 * the eligible ones (the overview reads the totals with pages of one).
 */
export function useLeads(params: { page: number; pageSize?: number; eligible?: boolean }) {
  const signedIn = useSignedIn();
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize ?? LEADS_PAGE_SIZE),
    ...(params.eligible === undefined ? {} : { eligible: String(params.eligible) }),
  });
  return useQuery({
    queryKey: [...partnerKeys.leads, search.toString()],
    queryFn: () => api<LeadListResponse>(`${leadsApi.create()}?${search}`),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}
