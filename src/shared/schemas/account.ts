import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { adminListQuerySchema, pageInfoSchema } from './admin.ts';
import {
  authMessages,
  emailField,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordField,
} from './auth.ts';
import { phoneNumberSchema } from './phone.ts';
import { ASSIGNABLE_ROLES, ROLES, USER_TYPES } from './user.ts';

export const accountMessages = {
  forgotAccepted:
    'If an account exists for this e-mail address, we have sent a link to reset its password.',
  passwordReset: 'Your password has been changed. Please log in with the new one.',
  passwordChanged: 'Your password has been changed. Your other devices have been logged out.',
  emailConfirmed: 'Thank you, your e-mail address is confirmed.',
  confirmationSent: 'We have sent you a new confirmation link.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  wrongPassword: 'The password is not correct.',
  samePassword: 'The new password must differ from the current one.',
  accountUpdated: 'Your settings have been saved.',
  othersLoggedOut: 'Your other devices have been logged out.',
  accountDeleted: 'Your account has been deleted.',
  language: 'Please choose English or Hindi',
} as const;

/** A raw token from a mailed link: 32 random bytes in base64url are 43 characters. */
const tokenField = z
  .string({ error: authMessages.required })
  .trim()
  .min(1, authMessages.required)
  .max(100, authMessages.tooLong);

/** Not trimmed, as at sign-up: only the length is checked before the password is compared. */
const currentPasswordField = z
  .string({ error: authMessages.required })
  .min(1, authMessages.required)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordMax);

/** POST /api/auth/password/forgot. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/password/reset: a reset or invitation link's token and the new password. */
export const resetPasswordSchema = z.object({ token: tokenField, password: passwordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the password twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string({ error: authMessages.required }) })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** POST /api/auth/password/change. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The settings page's form: the new password twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: authMessages.required }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** POST /api/auth/email/confirm. */
export const confirmEmailSchema = z.object({ token: tokenField });

/** A sentence for the person, as answered by the account routes. */
export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/account: the signed-in user's own profile and settings. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  language: z.enum(LANGUAGES),
  role: z.enum(ROLES),
  userType: z.enum(USER_TYPES).nullable(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountResponseSchema = z.object({ account: accountSchema });

/** Empty, missing and null all mean "none" (the form sends what it parsed: null). */
const optionalText = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, authMessages.tooLong)
  .nullish()
  .transform((value) => value || null);

/** PATCH /api/account: every field the owner may change; e-mail and role are not among them. */
export const updateAccountSchema = z.object({
  firstName: z
    .string({ error: authMessages.required })
    .trim()
    .min(1, authMessages.required)
    .max(NAME_MAX_LENGTH, authMessages.tooLong),
  lastName: z
    .string({ error: authMessages.required })
    .trim()
    .min(1, authMessages.required)
    .max(NAME_MAX_LENGTH, authMessages.tooLong),
  phone: phoneNumberSchema(authMessages.phone, authMessages.required),
  company: optionalText,
  language: z.enum(LANGUAGES, { error: accountMessages.language }),
});
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;
export type UpdateAccountValues = z.input<typeof updateAccountSchema>;

/**
 * PATCH /api/account's body: any of the form's fields, each checked as in the form; a field left
 * out keeps its value (an empty body changes nothing). The settings form sends them all.
 */
export const patchAccountSchema = updateAccountSchema.partial();
export type PatchAccountInput = z.infer<typeof patchAccountSchema>;

/** GET /api/account/sessions. */
export const accountSessionSchema = z.object({
  device: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({
  sessions: z.array(accountSessionSchema),
});

/** DELETE /api/account: the password again, so a left-open browser cannot erase the account. */
export const deleteAccountSchema = z.object({ password: currentPasswordField });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** GET /api/account/export: everything stored about the user, as one JSON document. */
export const accountExportSchema = z
  .object({
    exportedAt: z.string(),
    profile: z.record(z.string(), z.unknown()),
    partner: z.record(z.string(), z.unknown()).nullable(),
    /** The bank account as its last four digits (accountNumberLast4). */
    payoutProfile: z.record(z.string(), z.unknown()).nullable(),
    payoutStatements: z.array(z.record(z.string(), z.unknown())),
    leads: z.array(z.record(z.string(), z.unknown())),
    documents: z.array(z.record(z.string(), z.unknown())),
    reactions: z.array(z.record(z.string(), z.unknown())),
    sessions: z.array(accountSessionSchema),
    contactMessages: z.array(z.record(z.string(), z.unknown())),
    newsletter: z.array(z.record(z.string(), z.unknown())),
  })
  .describe('Every record kept about the signed-in user (DPDP Act 2023, right to access).');

// ---- Admin user management ----

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A row of the admin Users tab. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  userType: z.enum(USER_TYPES).nullable(),
  status: z.enum(USER_STATUSES),
  emailConfirmed: z.boolean(),
  /** Two-factor sign-in is on. */
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageInfoSchema.extend({ users: z.array(adminUserSchema) });
export const adminUserResponseSchema = z.object({ message: z.string(), user: adminUserSchema });

export const changeRoleSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, {
    error: 'Please choose customer, partner, admin, sales, operations or finance',
  }),
});
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** A row of the audit log as admins read it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The acting account was erased ("Delete my account"): shown as a deleted account. */
  actorDeleted: z.boolean(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** For a target account: its address now, null once erased (`targetDeleted`). */
  targetEmail: z.string().nullable(),
  targetDeleted: z.boolean(),
  details: z.record(z.string(), z.unknown()),
  /** The changed fields, before and after. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntryRow = z.infer<typeof auditEntrySchema>;
const auditDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(day)), 'Please enter a date as YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET /api/admin/audit: the list's paging and search, filtered by actor, entity and days (IST). */
export const auditQuerySchema = adminListQuerySchema.extend({
  actor: z
    .string()
    .trim()
    .max(254, 'This entry is too long')
    .optional()
    .transform((value) => value || undefined)
    .describe('The acting account: its id or its e-mail address.'),
  entity: z
    .string()
    .trim()
    .max(50, 'This entry is too long')
    .optional()
    .transform((value) => value || undefined)
    .describe('The kind of record acted on, e.g. user, lead, partner, reward, system.'),
  from: auditDay.describe('The first day (India time), YYYY-MM-DD.'),
  to: auditDay.describe('The last day (India time), YYYY-MM-DD.'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pageInfoSchema.extend({ audit: z.array(auditEntrySchema) });

export { accountApi } from '../api-paths.ts';

/** Answer types, from the schemas the routes answer with. */
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type AccountResponse = z.infer<typeof accountResponseSchema>;
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
