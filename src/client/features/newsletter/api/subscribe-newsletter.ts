import { useMutation } from '@tanstack/react-query';
import type {
  SubscribeNewsletterInput,
  SubscribeNewsletterResponse,
} from '../../../../shared/schemas/newsletter.ts';
import { api } from '../../../lib/api.ts';

export const postNewsletterSubscription = (input: SubscribeNewsletterInput) =>
  api<SubscribeNewsletterResponse>('/api/newsletter', { method: 'POST', body: input });

/** POST /api/newsletter: subscribing again is a success too. */
export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: postNewsletterSubscription });
}
