import { z } from 'zod';
import { type PathParam, pathOf } from '../api-paths.ts';
import { CITY_MIN_LENGTH, NAME_MIN_LENGTH, STATE_MIN_LENGTH } from '../form-limits.ts';
import { EXPERIENCE_OPTIONS, type ExperienceValue } from '../partner-experience.ts';
import { loginSchema, passwordField } from './auth.ts';
import { phoneNumberSchema } from './phone.ts';
import { idParamsSchema } from './record-id.ts';
import { languageFieldSchema } from './verification.ts';

/** Longest value any short text field of the application accepts. */
const SHORT_TEXT_MAX = 120;
/** Longest free-text message of the application. */
const MESSAGE_MAX = 2000;
const TOO_LONG = 'This entry is too long';

const requiredText = (min: number, message: string) =>
  z
    .string({ error: 'This field is required' })
    .trim()
    .min(min, message)
    .max(SHORT_TEXT_MAX, TOO_LONG);

/** An optional text: blank counts as not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .optional()
    .transform((value) => value || undefined);

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const EXPERIENCE_VALUES = EXPERIENCE_OPTIONS.map((option) => option.value) as [
  ExperienceValue,
  ...ExperienceValue[],
];

/**
 * The partner application (SPEC sections 2, 3 and 5). `password` is needed only when the
 * applicant is not logged in: the application then creates their account.
 */
export const partnerApplicationSchema = z.object({
  fullName: requiredText(NAME_MIN_LENGTH, 'Full name must be at least 2 characters'),
  companyName: optionalText(SHORT_TEXT_MAX),
  email: emailSchema,
  phone: phoneNumberSchema('Please enter a valid phone number'),
  city: requiredText(CITY_MIN_LENGTH, 'City must be at least 2 characters'),
  state: requiredText(STATE_MIN_LENGTH, 'State must be at least 2 characters'),
  /** The select's empty choice ('') means the applicant did not say. */
  experience: z
    .union([z.enum(EXPERIENCE_VALUES), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  message: optionalText(MESSAGE_MAX),
  terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  password: passwordField.optional(),
  /** The language of the page that sent it: the account it creates gets its e-mails in it. */
  language: languageFieldSchema,
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

/** The form a visitor fills in: the same application, with the password required. */
export const partnerApplicationWithPasswordSchema = partnerApplicationSchema.extend({
  password: passwordField,
});

export const PARTNER_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

/** A partner as the API returns it, to the partner themself and to admins. */
export const partnerSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  experience: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(PARTNER_STATUS_VALUES),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;
export type PartnerStatusValue = Partner['status'];

/** POST /api/partners/signup answers with the new application and a message to show. */
export const partnerSignupResponseSchema = z.object({
  message: z.string(),
  partner: partnerSchema,
  /** True when the application created the account (and logged the applicant in). */
  accountCreated: z.boolean(),
});
export type PartnerSignupResponse = z.infer<typeof partnerSignupResponseSchema>;

/** GET /api/partners/profile: the caller's application, or null when they have not applied. */
export const partnerProfileResponseSchema = z.object({ partner: partnerSchema.nullable() });
export type PartnerProfileResponse = z.infer<typeof partnerProfileResponseSchema>;

export const partnerIdParamsSchema = idParamsSchema('Partner not found.');

export const approvePartnerResponseSchema = z.object({
  message: z.string(),
  partner: partnerSchema,
});
export type ApprovePartnerResponse = z.infer<typeof approvePartnerResponseSchema>;

/** The Partner Portal's login card: the login route's e-mail and password rules. */
export const partnerLoginSchema = loginSchema.pick({ email: true, password: true });
export type PartnerLoginValues = z.infer<typeof partnerLoginSchema>;

/** The patterns of the partner routes (src/shared/api-paths.ts). */
export const partnersPatterns = {
  signup: '/api/partners/signup',
  profile: '/api/partners/profile',
  approve: '/api/admin/partners/:id/approve',
} as const;

/** The paths of the partner routes. */
export const partnersApi = {
  signup: () => pathOf(partnersPatterns.signup),
  profile: () => pathOf(partnersPatterns.profile),
  approve: (id: PathParam) => pathOf(partnersPatterns.approve, id),
};
