import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import {
  type Generation,
  monitoringApi,
  type TicketCategory,
  type TicketDetail,
} from '#shared/schemas/monitoring.ts';

export const monitoringKeys = {
  generation: ['customer', 'generation'] as const,
  tickets: ['customer', 'tickets'] as const,
};

/** GET /api/customer/generation */
export function useGeneration() {
  return useQuery({
    queryKey: monitoringKeys.generation,
    queryFn: () => api<Generation>(monitoringApi.customerGeneration()),
  });
}

/** GET /api/customer/tickets */
export function useCustomerTickets() {
  return useQuery({
    queryKey: monitoringKeys.tickets,
    queryFn: () => api<{ tickets: TicketDetail[] }>(monitoringApi.customerTickets()),
  });
}

/** POST /api/customer/tickets, as multipart so a photo can go with it. */
export function useRaiseTicket() {
  return useMutation({
    mutationFn: (input: { category: TicketCategory; description: string; photo?: File | null }) => {
      const form = new FormData();
      form.append('category', input.category);
      form.append('description', input.description);
      if (input.photo) form.append('photo', input.photo, input.photo.name);
      return api<{ ticket: TicketDetail }>(monitoringApi.customerTickets(), { formData: form });
    },
  });
}

/** POST /api/customer/tickets/:id/comments */
export function useTicketComment() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      api<{ ticket: TicketDetail }>(monitoringApi.customerTicketComments(id), {
        method: 'POST',
        body: { body },
      }),
  });
}
