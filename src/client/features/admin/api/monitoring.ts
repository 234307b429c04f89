import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import {
  type CommentBody,
  type IngestionKey,
  monitoringApi,
  type OwnerBody,
  type StaffTicketDetail,
  type StatusBody,
} from '#shared/schemas/monitoring.ts';
import { adminKeys } from './admin-lists.ts';

const ticketKey = (id: number) => [...adminKeys.all, 'ticket', id] as const;
const keysKey = (plantId: number) => [...adminKeys.all, 'plant-keys', plantId] as const;

/**
 * GET /api/admin/tickets/:id: the ticket with its whole thread, internal notes included, and
 * who may own it.
 */
export function useAdminTicket(id: number, enabled = true) {
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: async () =>
      (await api<{ ticket: StaffTicketDetail }>(monitoringApi.adminTicket(id))).ticket,
    enabled,
  });
}

/** A change to one ticket; the board and the ticket reload after. */
function useTicketWrite<I>(id: number, url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) =>
      api<{ ticket: StaffTicketDetail }>(url, { method: 'POST', body: body as object }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ticketKey(id), answer.ticket);
    },
  });
}

/** POST /api/admin/tickets/:id/status `{ status, note? }` */
export const useTicketStatus = (id: number) =>
  useTicketWrite<StatusBody>(id, monitoringApi.adminTicketStatus(id));

/** POST /api/admin/tickets/:id/comments `{ body, internal }` */
export const useStaffComment = (id: number) =>
  useTicketWrite<CommentBody>(id, monitoringApi.adminTicketComments(id));

/** POST /api/admin/tickets/:id/owner `{ ownerId }` */
export const useTicketOwner = (id: number) =>
  useTicketWrite<OwnerBody>(id, monitoringApi.adminTicketOwner(id));

/** GET /api/admin/plants/:id/keys */
export function usePlantKeys(plantId: number, enabled = true) {
  return useQuery({
    queryKey: keysKey(plantId),
    queryFn: async () =>
      (await api<{ keys: IngestionKey[] }>(monitoringApi.plantKeys(plantId))).keys,
    enabled,
  });
}

/** POST /api/admin/plants/:id/keys `{ name }`: the answer holds the key, this once. */
export function useCreateKey(plantId: number) {
  return useMutation({
    mutationFn: (name: string) =>
      api<{ id: number; name: string; key: string }>(monitoringApi.plantKeys(plantId), {
        method: 'POST',
        body: { name },
      }),
  });
}

/** DELETE /api/admin/plants/:id/keys/:keyId */
export function useRevokeKey(plantId: number) {
  return useMutation({
    mutationFn: (keyId: number) =>
      api<{ key: IngestionKey }>(monitoringApi.plantKey(plantId, keyId), { method: 'DELETE' }),
  });
}
