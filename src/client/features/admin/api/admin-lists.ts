import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { AdminUser, AuditEntryRow } from '#shared/schemas/account.ts';
import type { AdminDocument, ContactSubmission, PageInfo } from '#shared/schemas/admin.ts';
import { adminApi } from '#shared/schemas/admin.ts';
import type { Lead } from '#shared/schemas/leads.ts';
import { monitoringApi, type Ticket } from '#shared/schemas/monitoring.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { type AdminPlant, plantsApi } from '#shared/schemas/plants.ts';
import { type AdminReward, rewardsApi } from '#shared/schemas/rewards.ts';

/** The admin tables, named as their endpoints and JSON keys. */
export type AdminListKind =
  | 'partners'
  | 'leads'
  | 'documents'
  | 'contacts'
  | 'users'
  | 'audit'
  | 'plants'
  | 'rewards'
  | 'tickets';

export type AdminRow = {
  partners: Partner;
  leads: Lead;
  documents: AdminDocument;
  contacts: ContactSubmission;
  users: AdminUser;
  audit: AuditEntryRow;
  plants: AdminPlant;
  rewards: AdminReward;
  tickets: Ticket;
};

export type AdminListParams = {
  page: number;
  pageSize: number;
  q: string;
  /** A list's own filters (the audit log's actor, entity, from and to); empty ones are left out. */
  filters?: Record<string, string>;
};

export const adminKeys = {
  all: queryKeys.admin,
  summary: [...queryKeys.admin, 'summary'] as const,
  list: (kind: AdminListKind, params: AdminListParams) =>
    [...queryKeys.admin, kind, params] as const,
};

/** Where a table is served: the staff area's own lists, and the lists of three other features. */
function listPath(kind: AdminListKind): string {
  if (kind === 'plants') return plantsApi.plants();
  if (kind === 'rewards') return rewardsApi.rewards();
  if (kind === 'tickets') return monitoringApi.adminTickets();
  return adminApi.list(kind);
}

function listUrl(kind: AdminListKind, params: Partial<AdminListParams> & { format?: 'csv' }) {
  const search = new URLSearchParams();
  if (params.page) search.set('page', String(params.page));
  if (params.pageSize) search.set('pageSize', String(params.pageSize));
  if (params.q) search.set('q', params.q);
  for (const [name, value] of Object.entries(params.filters ?? {}))
    if (value) search.set(name, value);
  if (params.format) search.set('format', params.format);
  const query = search.toString();
  return query ? `${listPath(kind)}?${query}` : listPath(kind);
}

/** Where the browser downloads every row matching `q` as CSV (the server sends an attachment). */
export const adminCsvUrl = (kind: AdminListKind, q: string, filters?: Record<string, string>) =>
  listUrl(kind, { q, format: 'csv', ...(filters ? { filters } : {}) });

/** One page of an admin table; the previous page stays on screen while the next one loads. */
export function useAdminList<K extends AdminListKind>(kind: K, params: AdminListParams) {
  return useQuery({
    queryKey: adminKeys.list(kind, params),
    queryFn: async () => {
      const body = await api<
        PageInfo & Partial<Record<K, AdminRow[K][]>> & { items?: AdminRow[K][] }
      >(listUrl(kind, params));
      return {
        // Newer lists answer `items` (the ticket board); older ones name the key by the list.
        rows: body[kind] ?? body.items ?? [],
        total: body.total,
        totalAtLeast: body.totalAtLeast,
        page: body.page,
        pageSize: body.pageSize,
      };
    },
    placeholderData: keepPreviousData,
  });
}
