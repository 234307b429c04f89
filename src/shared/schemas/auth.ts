import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../form-limits.ts';
import { phoneNumberSchema } from './phone.ts';
import { languageFieldSchema } from './verification.ts';

/** Long enough for passphrases, short enough that hashing one cannot be used to tire the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

export const SIGN_UP_USER_TYPES = ['customer', 'partner'] as const;

export const authMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
  userType: 'Please select whether you are a Customer or Partner',
  phone: 'Please enter a valid phone number',
  username: 'Username may contain only letters, numbers, dots, hyphens and underscores',
  tooLong: 'This entry is too long',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: authMessages.required })
    .trim()
    .min(1, authMessages.required)
    .max(max, authMessages.tooLong);

export const emailField = z
  .string({ error: authMessages.required })
  .trim()
  .min(1, authMessages.required)
  .max(EMAIL_MAX_LENGTH, authMessages.tooLong)
  .pipe(z.email(authMessages.email));

/**
 * Letters of any script, NFKC-normalised so that look-alikes typed another way (fullwidth
 * letters, the Kelvin sign) are the same name; the database compares letter case.
 */
export const usernameField = z
  .string({ error: authMessages.required })
  .trim()
  .overwrite((username) => username.normalize('NFKC'))
  .min(1, authMessages.required)
  .max(USERNAME_MAX_LENGTH, authMessages.tooLong)
  .regex(/^[\p{L}\p{N}._-]+$/u, authMessages.username);

/** Not trimmed: spaces are part of a password. */
export const passwordField = z
  .string({ error: authMessages.required })
  .min(1, authMessages.required)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordMax);

export const userTypeField = z.enum(SIGN_UP_USER_TYPES, { error: authMessages.userType });

/** POST /api/auth/login. The Login tab also says Customer or Partner; the Admin tab does not. */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  userType: userTypeField.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The Login tab's form, where the Customer/Partner choice is required. */
export const loginFormSchema = loginSchema.extend({ userType: userTypeField });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The Admin tab's form. */
export const adminLoginSchema = loginSchema.pick({ email: true, password: true });
export type AdminLoginValues = z.infer<typeof adminLoginSchema>;

/** POST /api/auth/register: the user's own fields; id, role and timestamps are the server's. */
export const registerSchema = z.object({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: emailField,
  username: usernameField,
  phone: phoneNumberSchema(authMessages.phone, authMessages.required),
  company: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, authMessages.tooLong)
    .optional()
    .transform((company) => company || undefined),
  password: passwordField,
  userType: userTypeField,
  /** The language of the page that sent it: the account gets its e-mails in it. */
  language: languageFieldSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The Sign Up tab's form: the request plus a confirmation, which is not sent. */
export const signUpFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: authMessages.required }) })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export { authApi } from '../api-paths.ts';
