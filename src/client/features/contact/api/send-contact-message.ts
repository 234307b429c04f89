import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { ContactRequest, ContactResponse } from '#shared/schemas/contact.ts';
import { contactApi } from '#shared/schemas/contact.ts';

export const postContactMessage = (input: ContactRequest) =>
  api<ContactResponse>(contactApi.send(), { method: 'POST', body: input });

/** POST /api/contact: the form with the code that verified its address. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}
