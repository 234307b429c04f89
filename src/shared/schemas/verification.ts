import { z } from 'zod';
import { pathOf } from '../api-paths.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.ts';
import { VERIFICATION_CODE_LENGTH } from '../verification-codes.ts';

export const EMAIL_MAX_LENGTH = 254;

export const verificationMessages = {
  email: 'Please enter a valid email address',
  code: 'Please enter a valid 6-digit code',
  invalid: 'Invalid verification code',
  expired: 'This verification code has expired. Please request a new one.',
  locked: 'Too many incorrect attempts. Please request a new code.',
  resendTooSoon: 'Please wait a moment before requesting a new code.',
  tooManyCodes: 'Too many verification codes requested. Please try again later.',
} as const;

/**
 * Stable codes of the verification errors, so the client knows when the code it holds is dead
 * (expired, or burnt by wrong tries) and a new one must be requested.
 */
export const VERIFICATION_ERROR_CODES = {
  invalid: 'verification_invalid',
  expired: 'verification_expired',
  locked: 'verification_locked',
} as const;

/** Trimmed and lower-cased: one address, one code, however the visitor typed it. */
export const emailAddressSchema = z
  .string({ error: verificationMessages.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, verificationMessages.email)
  .pipe(z.email({ error: verificationMessages.email }));

/** Exactly six digits (SPEC section 5). */
export const verificationCodeSchema = z
  .string({ error: verificationMessages.code })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), verificationMessages.code);

/** The visitor's interface language; mail goes out in it. */
export const languageFieldSchema = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

/** POST /api/verify/send */
export const sendVerificationCodeSchema = z.object({
  email: emailAddressSchema,
  language: languageFieldSchema,
});
export type SendVerificationCodeInput = z.input<typeof sendVerificationCodeSchema>;

export const sendVerificationCodeResponseSchema = z.object({
  sent: z.literal(true),
  /** Seconds the new code stays valid: the countdown starts here. */
  expiresInSeconds: z.number().int(),
  /** Seconds before another code may be requested for the same address. */
  resendAfterSeconds: z.number().int(),
});
export type SendVerificationCodeResponse = z.infer<typeof sendVerificationCodeResponseSchema>;

/** POST /api/verify/check */
export const checkVerificationCodeSchema = z.object({
  email: emailAddressSchema,
  code: verificationCodeSchema,
});
export type CheckVerificationCodeInput = z.input<typeof checkVerificationCodeSchema>;

/** A wrong, expired or burnt code is answered with a 400 and its message, not verified: false. */
export const checkVerificationCodeResponseSchema = z.object({ verified: z.literal(true) });
export type CheckVerificationCodeResponse = z.infer<typeof checkVerificationCodeResponseSchema>;

/** The patterns of the verification routes (src/shared/api-paths.ts). */
export const verificationPatterns = {
  send: '/api/verify/send',
  check: '/api/verify/check',
} as const;

/** The paths of the verification routes. */
export const verificationApi = {
  send: () => pathOf(verificationPatterns.send),
  check: () => pathOf(verificationPatterns.check),
};
