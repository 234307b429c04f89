import { z } from 'zod';
import { emailAddressSchema, languageFieldSchema } from './verification.ts';

export const newsletterMessages = {
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'This address is already subscribed.',
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
 * 200 for a new and a repeated subscription alike; `alreadySubscribed` says which, so a visitor
 * is told the truth (decision 022 weighs what that reveals).
 */
export const subscribeNewsletterResponseSchema = z.object({
  subscribed: z.literal(true),
  alreadySubscribed: z
    .boolean()
    .describe('True when the address was on the list before this request (no second row).'),
  message: z.string(),
});
export type SubscribeNewsletterResponse = z.infer<typeof subscribeNewsletterResponseSchema>;
