import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InviteResponse,
  Reading,
  ReadingsResponse,
  SystemResponse,
  UpsertSystem,
} from '../../../../shared/schemas/systems.ts';
import { systemsApi } from '../../../../shared/schemas/systems.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './admin-lists.ts';

/** PUT /api/admin/leads/:id/system; the plants and rewards lists reload after. */
export function useSaveSystem(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpsertSystem) =>
      api<SystemResponse>(systemsApi.save(leadId), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/systems/:id/readings: one month, or the rows of a CSV file as `{ csv }`. */
export function useAddReadings(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Reading | { csv: string }) =>
      api<ReadingsResponse>(systemsApi.readings(systemId), {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/leads/:id/invite `{ language }`: mails the lead's contact their invitation. */
export function useInviteCustomer(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { language: 'en' | 'hi' }) =>
      api<InviteResponse>(systemsApi.invite(leadId), {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
