import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerSystem, Reading, UpsertSystem } from '../../../../shared/schemas/systems.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './admin-lists.ts';

/** PUT /api/admin/leads/:id/system; the plants and rewards lists reload after. */
export function useSaveSystem(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpsertSystem) =>
      api<{ system: CustomerSystem }>(`/api/admin/leads/${leadId}/system`, {
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
      api<{ stored: number; system: CustomerSystem }>(`/api/admin/systems/${systemId}/readings`, {
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
      api<{ email: string; system: CustomerSystem }>(`/api/admin/leads/${leadId}/invite`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
