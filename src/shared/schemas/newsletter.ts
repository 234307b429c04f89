import { z } from 'zod';
import { emailAddressSchema, languageFieldSchema } from './verification.ts';

export const newsletterMessages = {
  subscribed: 'Thank you for subscribing!',
} as const;

/** The band's one field (SPEC section 5). */
export const newsletterFormSchema = z.object({ email: emailAddressSchema });
export type NewsletterFormValues = z.input<typeof newsletterFormSchema>;

/** POST /api/newsletter */
export const subscribeNewsletterSchema = newsletterFormSchema.extend({
  language: languageFieldSchema,
});
export type SubscribeNewsletterInput = z.input<typeof subscribeNewsletterSchema>;

/**
 * The same answer for a new and a repeated subscription, so the form tells no one whether an
 * address is on the list (docs/decisions/042).
 */
export const subscribeNewsletterResponseSchema = z.object({
  subscribed: z.literal(true),
  message: z.string(),
});
export type SubscribeNewsletterResponse = z.infer<typeof subscribeNewsletterResponseSchema>;

export { newsletterApi } from '../api-paths.ts';
