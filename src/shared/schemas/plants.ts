import { z } from 'zod';
import { type OldSpelling, type PathParam, pathOf, withQuery } from '../api-paths.ts';
import { LANGUAGES } from '../languages.ts';
import { pageInfoSchema } from './admin.ts';
import { numberOrDecimalString } from './decimal.ts';
import { documentSchema } from './documents.ts';
import { idParamsSchema } from './record-id.ts';

/** The project stages of a plant, in order (SPEC section 4's timeline keys). */
export const PLANT_STAGES = [
  'initial_consultation',
  'site_assessment',
  'documentation_approvals',
  'installation',
  'system_activation',
] as const;
export type PlantStage = (typeof PLANT_STAGES)[number];

/** How the customer pays: a power purchase agreement, EMIs, or an outright purchase. */
export const PLANT_MODELS = ['ppa', 'emi', 'purchase'] as const;
export type PlantModel = (typeof PLANT_MODELS)[number];

/** Largest plant the form accepts, in kW (a typing mistake beyond it). */
export const PLANT_SIZE_KW_MAX = 100_000;
/** Largest rate per unit accepted, in rupees. */
export const RATE_PER_KWH_MAX = 100;
/** Largest monthly reading accepted, in kWh. */
export const READING_KWH_MAX = 100_000_000;

/** The answers' words still say "system" where they did (decision 058). */
const MESSAGES = {
  sizeKw: 'Please enter the system size in kW',
  ratePerKwh: 'Please enter the rate in rupees per kWh',
  model: 'Please choose PPA, EMI or purchase',
  stage: 'Please choose a project stage',
  commissionedOn: 'Please enter a valid date',
  month: 'Month must be written as YYYY-MM',
  kwh: 'kWh must be a number of 0 or more',
} as const;

const positive = (message: string, max: number) =>
  numberOrDecimalString(message).pipe(z.number().positive(message).max(max, message));

/** A calendar date as `YYYY-MM-DD` that exists. */
const dateText = z
  .string({ error: MESSAGES.commissionedOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.commissionedOn)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, MESSAGES.commissionedOn);

const PPA_TERMS_MESSAGE =
  'Please enter the PPA terms as whole numbers: tariff in paise per kWh, escalation in basis points, billing day 1–28';
const ppaWhole = (min: number, max: number) =>
  z
    .number({ error: PPA_TERMS_MESSAGE })
    .int(PPA_TERMS_MESSAGE)
    .min(min, PPA_TERMS_MESSAGE)
    .max(max, PPA_TERMS_MESSAGE);

/** PUT /api/admin/leads/:id/plant: the plant of a won lead. */
export const upsertPlantSchema = z.object({
  sizeKw: positive(MESSAGES.sizeKw, PLANT_SIZE_KW_MAX),
  commissionedOn: z
    .union([dateText, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  ratePerKwh: positive(MESSAGES.ratePerKwh, RATE_PER_KWH_MAX),
  model: z.enum(PLANT_MODELS, { error: MESSAGES.model }),
  stage: z.enum(PLANT_STAGES, { error: MESSAGES.stage }).default('initial_consultation'),
  /** PPA contract terms; what is left out is filled from the accepted proposal (decision 051). */
  ppa: z
    .object({
      tariffPaisePerKwh: ppaWhole(1, 10_000),
      escalationBp: ppaWhole(0, 1_000),
      startOn: dateText.optional(),
      billingDay: ppaWhole(1, 28).default(1),
      paymentTermsDays: ppaWhole(0, 120).default(15),
    })
    .optional(),
});
export type UpsertPlantInput = z.input<typeof upsertPlantSchema>;
export type UpsertPlant = z.output<typeof upsertPlantSchema>;

/** `YYYY-MM` with a month from 01 to 12. */
export const monthSchema = z
  .string({ error: MESSAGES.month })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MESSAGES.month);

/** kWh as a JSON number or as text (a CSV cell, a form field); null or blank is none. */
const kwhSchema = numberOrDecimalString(MESSAGES.kwh).pipe(
  z.number().min(0, MESSAGES.kwh).max(READING_KWH_MAX, MESSAGES.kwh),
);

/** One month's generation. */
export const readingSchema = z.object({ month: monthSchema, kwh: kwhSchema });
export type ReadingInput = z.input<typeof readingSchema>;
export type Reading = z.output<typeof readingSchema>;

/** Longest CSV upload, in characters (ten years of months fit many times over). */
export const READINGS_CSV_MAX = 20_000;

/**
 * POST /api/admin/plants/:id/readings: one reading `{ month, kwh }`, or `{ csv }` with rows of
 * `month,kWh` (a header row allowed); a `text/csv` body arrives as `{ csv }`. Every row is
 * checked before any is stored.
 */
export const addReadingsBodySchema = z
  .object({
    month: monthSchema.optional(),
    kwh: kwhSchema.optional(),
    csv: z.string().max(READINGS_CSV_MAX, 'The file is too large').optional(),
  })
  .superRefine((body, context) => {
    if (body.csv !== undefined) return;
    if (body.month === undefined)
      context.addIssue({ code: 'custom', path: ['month'], message: MESSAGES.month });
    if (body.kwh === undefined)
      context.addIssue({ code: 'custom', path: ['kwh'], message: MESSAGES.kwh });
  });
export type AddReadings = z.output<typeof addReadingsBodySchema>;

/** A stored plant, with its readings (oldest month first). */
export const plantSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  sizeKw: z.number(),
  commissionedOn: z.string().nullable(),
  ratePerKwh: z.number(),
  model: z.enum(PLANT_MODELS),
  stage: z.enum(PLANT_STAGES),
  stageChangedAt: z.string(),
  /** When the customer was last invited; null before. */
  invitedAt: z.string().nullable(),
  /** True once the invited customer has an account linked to the plant. */
  customerLinked: z.boolean(),
  readings: z.array(z.object({ month: z.string(), kwh: z.number() })),
  /** The PPA contract terms, once known (null for EMI, purchase, or terms not yet set). */
  ppa: z
    .object({
      tariffPaisePerKwh: z.number().int(),
      escalationBp: z.number().int(),
      startOn: z.string().nullable(),
      billingDay: z.number().int(),
      paymentTermsDays: z.number().int(),
    })
    .nullable(),
});
export type CustomerPlant = z.infer<typeof plantSchema>;

export const plantResponseSchema = z.object({ system: plantSchema });
/**
 * GET /api/customer/plant: the caller's plant, or null (then the dashboard shows a sample), and
 * the documents on its lead's checklist (the customer uploads to it).
 */
export const customerPlantResponseSchema = z.object({
  system: plantSchema.nullable(),
  documents: z.array(documentSchema),
});
export type CustomerPlantResponse = z.infer<typeof customerPlantResponseSchema>;

/** A won lead as the admin's Plants list shows it, with its plant when one is recorded. */
export const adminPlantSchema = z.object({
  leadId: z.number().int(),
  contactName: z.string(),
  businessName: z.string(),
  email: z.string(),
  installationSizeKw: z.number().nullable(),
  system: plantSchema.nullable(),
});
export type AdminPlant = z.infer<typeof adminPlantSchema>;
export const adminPlantPageSchema = pageInfoSchema.extend({ plants: z.array(adminPlantSchema) });

export const readingsResponseSchema = z.object({
  /** How many months were stored (new or replaced). */
  stored: z.number().int(),
  system: plantSchema,
});

export const LEAD_NOT_FOUND = 'Lead not found';
/** The answer's words still say "system", as they always have (decision 058). */
export const PLANT_NOT_FOUND = 'Plant not found';
export const plantLeadParamsSchema = idParamsSchema(LEAD_NOT_FOUND);
export const plantIdParamsSchema = idParamsSchema(PLANT_NOT_FOUND);

/** POST /api/admin/leads/:id/invite: the language of the e-mail (and of the new account). */
export const inviteBodySchema = z
  .object({ language: z.enum(LANGUAGES, { error: 'Please choose English or Hindi' }).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const inviteResponseSchema = z.object({
  /** Where the invitation went. */
  email: z.string(),
  system: plantSchema,
});

/** The patterns of the plant routes (src/shared/api-paths.ts). */
export const plantsPatterns = {
  customerPlant: '/api/customer/plant',
  plants: '/api/admin/plants',
  save: '/api/admin/leads/:id/plant',
  readings: '/api/admin/plants/:id/readings',
  invite: '/api/admin/leads/:id/invite',
} as const;

/**
 * The plant routes as first spelled, when the API said "system" (decision 058). Other clients
 * call them: each is served as its plant route and described as deprecated.
 */
export const plantsOldSpellings: readonly OldSpelling[] = [
  { pattern: plantsPatterns.customerPlant, old: '/api/customer/system' },
  { pattern: plantsPatterns.save, old: '/api/admin/leads/:id/system' },
  { pattern: plantsPatterns.readings, old: '/api/admin/systems/:id/readings' },
];

/** The paths of the plant routes. */
export const plantsApi = {
  customerPlant: () => pathOf(plantsPatterns.customerPlant),
  /** The staff list of plants, with its paging, search and filters. */
  plants: (query: Record<string, string | number | undefined> = {}) =>
    withQuery(pathOf(plantsPatterns.plants), query),
  save: (leadId: PathParam) => pathOf(plantsPatterns.save, leadId),
  readings: (plantId: PathParam) => pathOf(plantsPatterns.readings, plantId),
  invite: (leadId: PathParam) => pathOf(plantsPatterns.invite, leadId),
};

/** Answer types, from the schemas the routes answer with. */
export type PlantResponse = z.infer<typeof plantResponseSchema>;
export type ReadingsResponse = z.infer<typeof readingsResponseSchema>;
export type InviteResponse = z.infer<typeof inviteResponseSchema>;
