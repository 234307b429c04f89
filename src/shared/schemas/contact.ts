import { z } from 'zod';
import { pathOf } from '../api-paths.ts';
import { MESSAGE_MIN_LENGTH, NAME_MIN_LENGTH, SUBJECT_MIN_LENGTH } from '../form-limits.ts';
import { phoneNumberSchema } from './phone.ts';
import { emailAddressSchema, languageFieldSchema, verificationCodeSchema } from './verification.ts';

export const contactMessages = {
  name: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  phone: 'Please enter a valid phone number',
  subject: `Subject must be at least ${SUBJECT_MIN_LENGTH} characters`,
  message: `Message must be at least ${MESSAGE_MIN_LENGTH} characters`,
  tooLong: 'This entry is too long',
  sent: 'Your message has been sent successfully!',
} as const;

const NAME_MAX_LENGTH = 100;
const SUBJECT_MAX_LENGTH = 200;
const MESSAGE_MAX_LENGTH = 5000;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, contactMessages.tooLong);

/** The fields the visitor fills in (SPEC section 5). */
export const contactFormSchema = z.object({
  name: text(NAME_MIN_LENGTH, NAME_MAX_LENGTH, contactMessages.name),
  email: emailAddressSchema,
  phone: phoneNumberSchema(contactMessages.phone),
  subject: text(SUBJECT_MIN_LENGTH, SUBJECT_MAX_LENGTH, contactMessages.subject),
  message: text(MESSAGE_MIN_LENGTH, MESSAGE_MAX_LENGTH, contactMessages.message),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
/** The form's values once checked: trimmed, the address lower-cased. */
export type ContactFormData = z.output<typeof contactFormSchema>;

/** POST /api/contact: the form plus the code the visitor received at that address. */
export const contactRequestSchema = contactFormSchema.extend({
  verificationCode: verificationCodeSchema,
  language: languageFieldSchema,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The pattern and path of the contact route (src/shared/api-paths.ts). */
export const contactPatterns = { send: '/api/contact' } as const;
export const contactApi = { send: () => pathOf(contactPatterns.send) };
