import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { publicUserSchema } from './user.ts';

/** Two-factor sign-in (TOTP, RFC 6238; decision 040): the messages both sides show. */
export const mfaMessages = {
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  totp: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not right, or it was used already. Please try again.',
  locked: 'Too many wrong codes. Please try again in 15 minutes.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  notStarted: 'Start the setup again: no secret is waiting for a code.',
  notOn: 'Two-factor sign-in is not on for this account.',
  noPendingSignIn: 'Your sign-in has expired. Please log in again.',
  disabled: 'Two-factor sign-in is now off.',
  reset: 'Two-factor sign-in was reset; the member sets it up again at their next sign-in.',
  resetAlreadyOff: 'This account has no second factor to reset.',
  resetSelf: 'Change your own two-factor sign-in on your account page.',
  passwordRequired: 'Please enter your password',
} as const;

/** A TOTP code, or a recovery code (letters and digits, in groups joined by hyphens). */
const codeField = z
  .string({ error: mfaMessages.code })
  .trim()
  .min(6, mfaMessages.code)
  .max(32, mfaMessages.code)
  .regex(/^[A-Za-z0-9 -]+$/, mfaMessages.code);

export const mfaCodeSchema = z.object({ code: codeField });
export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** Turning it on takes a code from the app itself, never a recovery code. */
export const mfaEnableSchema = z.object({
  code: z
    .string({ error: mfaMessages.totp })
    .trim()
    .regex(/^\d{6}$/, mfaMessages.totp),
});
export type MfaEnableInput = z.infer<typeof mfaEnableSchema>;

export const mfaDisableSchema = z.object({
  password: z
    .string({ error: mfaMessages.passwordRequired })
    .min(1, mfaMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, mfaMessages.passwordRequired),
  code: codeField,
});
export type MfaDisableInput = z.infer<typeof mfaDisableSchema>;

export const mfaSetupResponseSchema = z.object({
  secret: z.string().describe('The base32 secret, for typing into an app by hand.'),
  otpauthUri: z.string().describe('The otpauth:// URI the QR code carries.'),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const RECOVERY_CODE_COUNT = 10;
export const mfaEnableResponseSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .length(RECOVERY_CODE_COUNT)
    .describe('Single-use codes for when the phone is lost; shown this once only.'),
});
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;

/** POST /api/auth/login: the user, or word that the second factor is still to come. */
export const mfaRequiredResponseSchema = z.object({ mfaRequired: z.literal(true) });
export const loginResponseSchema = z.union([
  z.object({ user: publicUserSchema }),
  mfaRequiredResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { mfaApi } from '../api-paths.ts';
