import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { newsletterApi } from '#shared/api-paths.ts';
import type {
  SubscribeNewsletterInput,
  SubscribeNewsletterResponse,
} from '#shared/schemas/newsletter.ts';

/** A successful subscription whose answer cannot be read is a success (SPEC section 7): null. */
export const postNewsletterSubscription = (input: SubscribeNewsletterInput) =>
  api<SubscribeNewsletterResponse | null>(newsletterApi.subscribe(), {
    method: 'POST',
    body: input,
    unreadable: null,
  });

/** POST /api/newsletter: subscribing again is a success too. */
export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: postNewsletterSubscription });
}
