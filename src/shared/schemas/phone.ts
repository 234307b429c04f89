import { z } from 'zod';
import { PHONE_MIN_LENGTH } from '../form-limits.ts';

/** Longest phone number any form accepts, separators included. */
export const PHONE_MAX_LENGTH = 20;

/**
 * A phone number as every form takes it: digits with the usual separators (spaces, brackets,
 * dots, hyphens, a leading +; no line breaks or tabs), at least PHONE_MIN_LENGTH digits. `message` is the form's own
 * wording; `requiredMessage` replaces it for an empty field where the form says so.
 */
export function phoneNumberSchema(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(PHONE_MAX_LENGTH, message)
    .regex(/^\+?[\d ().-]+$/, message)
    .refine((value) => value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH, message);
}
