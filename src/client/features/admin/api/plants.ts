import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type {
  InviteResponse,
  PlantResponse,
  Reading,
  ReadingsResponse,
  UpsertPlant,
} from '#shared/schemas/plants.ts';
import { plantsApi } from '#shared/schemas/plants.ts';

/** PUT /api/admin/leads/:id/plant; the plants and rewards lists reload after. */
export function useSavePlant(leadId: number) {
  return useMutation({
    mutationFn: (input: UpsertPlant) =>
      api<PlantResponse>(plantsApi.save(leadId), {
        method: 'PUT',
        body: input,
      }),
  });
}

/** POST /api/admin/plants/:id/readings: one month, or the rows of a CSV file as `{ csv }`. */
export function useAddReadings(plantId: number) {
  return useMutation({
    mutationFn: (input: Reading | { csv: string }) =>
      api<ReadingsResponse>(plantsApi.readings(plantId), {
        method: 'POST',
        body: input,
      }),
  });
}

/** POST /api/admin/leads/:id/invite `{ language }`: mails the lead's contact their invitation. */
export function useInviteCustomer(leadId: number) {
  return useMutation({
    mutationFn: (input: { language: 'en' | 'hi' }) =>
      api<InviteResponse>(plantsApi.invite(leadId), {
        method: 'POST',
        body: input,
      }),
  });
}
