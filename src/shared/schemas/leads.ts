import { z } from 'zod';
import { type PathParam, pathOf, withQuery } from '../api-paths.ts';
import {
  ADDRESS_MIN_LENGTH,
  CITY_MIN_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  NAME_MIN_LENGTH,
  STATE_MIN_LENGTH,
} from '../form-limits.ts';
import { LEAD_STAGES, LOST_REASONS } from '../lead-pipeline.ts';
import { parseDecimal } from './decimal.ts';
import { documentSchema, documentTypeSchema } from './documents.ts';
import { listQuerySchema, pageInfoSchema } from './list.ts';
import { phoneNumberSchema } from './phone.ts';
import { leadProjectSchema } from './projects.ts';
import { proposalStatusSchema } from './proposals.ts';
import { idParamsSchema } from './record-id.ts';

/**
 * One Lead (DESIGN "One lead shape"). The partner form's fields of SPEC section 5 map onto it:
 * customerName → contactName, customerEmail → email, customerPhone → phone,
 * companyName → businessName, electricityBill → monthlyBill, installationSize →
 * installationSizeKw, additionalInfo → notes; address, city and state keep their names.
 */

const TOO_LONG = 'This entry is too long';
const SHORT_TEXT_MAX = 120;
const NOTES_MAX = 2000;
/** A monthly bill above this (₹100 crore) is a typing mistake, and would not fit the column. */
export const MONTHLY_BILL_MAX = 1_000_000_000;
const INSTALLATION_KW_MAX = 100_000;

const MESSAGES = {
  contactName: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  phone: 'Phone number must be at least 10 digits',
  businessName: 'Company name must be at least 2 characters',
  address: 'Address must be at least 5 characters',
  city: 'City must be at least 2 characters',
  state: 'State must be at least 2 characters',
  monthlyBill: 'Please enter the monthly electricity bill amount',
  monthlyBillWhole: 'Please enter the bill in whole rupees',
  monthlyBillTooLarge: 'The monthly bill is too large',
  installationSize: 'Please enter the installation size in kW',
  panNumber: 'Please enter a valid PAN',
  gstin: 'Please enter a valid GSTIN',
  number: 'Please enter a valid number',
} as const;

const text = (min: number, message: string, max = SHORT_TEXT_MAX) =>
  z.string({ error: message }).trim().min(min, message).max(max, TOO_LONG);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .optional()
    .transform((value) => value || undefined);

/** The text fields the form and the API share, with the spec's messages. */
const leadTextFields = {
  contactName: text(NAME_MIN_LENGTH, MESSAGES.contactName),
  email: z
    .string({ error: MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.email)
    .pipe(z.email({ error: MESSAGES.email })),
  phone: phoneNumberSchema(MESSAGES.phone),
  businessName: text(COMPANY_NAME_MIN_LENGTH, MESSAGES.businessName),
  address: text(ADDRESS_MIN_LENGTH, MESSAGES.address, 500),
  city: text(CITY_MIN_LENGTH, MESSAGES.city),
  state: text(STATE_MIN_LENGTH, MESSAGES.state),
  notes: optionalText(NOTES_MAX),
};

/**
 * A GSTIN: two digits of the state, the holder's PAN, the entity number, `Z` and a check
 * character; upper-cased, optional.
 */
const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])?$/, MESSAGES.gstin)
  .optional()
  .transform((value) => value || undefined);

/** A PAN: five letters, four digits, a letter; upper-cased, optional. */
const panSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{5}\d{4}[A-Z])?$/, MESSAGES.panNumber)
  .optional()
  .transform((value) => value || undefined);

/** POST /api/leads. `isEligible` is never taken from the caller: the server works it out. */
export const createLeadSchema = z.object({
  ...leadTextFields,
  businessNature: optionalText(SHORT_TEXT_MAX),
  monthlyBill: z
    .number({ error: MESSAGES.monthlyBill })
    .int(MESSAGES.monthlyBillWhole)
    .min(0, MESSAGES.monthlyBill)
    .max(MONTHLY_BILL_MAX, MESSAGES.monthlyBillTooLarge),
  installationSizeKw: z
    .number({ error: MESSAGES.installationSize })
    .positive(MESSAGES.installationSize)
    .max(INSTALLATION_KW_MAX, MESSAGES.installationSize)
    .optional(),
  panNumber: panSchema,
  gstin: gstinSchema,
  annualProfit: z.number({ error: MESSAGES.number }).finite(MESSAGES.number).optional(),
  facilitySqft: z
    .number({ error: MESSAGES.number })
    .int(MESSAGES.number)
    .positive(MESSAGES.number)
    .max(100_000_000, MESSAGES.number)
    .optional(),
});
export type CreateLeadInput = z.input<typeof createLeadSchema>;
export type CreateLead = z.output<typeof createLeadSchema>;

/** "12,50,000" or "₹ 50000" → 1250000; anything but digits, commas, spaces and ₹ → NaN. */
export function parseRupees(value: string): number {
  const compact = value.replace(/[\s,₹]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * The partner's form: every field as typed, checked with the same rules, and turned into the
 * body of POST /api/leads.
 */
export const leadFormSchema = z
  .object({
    ...leadTextFields,
    panNumber: panSchema,
    gstin: gstinSchema,
    monthlyBill: z
      .string()
      .trim()
      .min(1, MESSAGES.monthlyBill)
      .refine((value) => Number.isFinite(parseRupees(value)), MESSAGES.monthlyBillWhole)
      .refine((value) => parseRupees(value) <= MONTHLY_BILL_MAX, MESSAGES.monthlyBillTooLarge),
    installationSizeKw: z
      .string()
      .trim()
      .refine((value) => {
        if (value === '') return true;
        const kw = parseDecimal(value);
        return kw !== null && kw > 0 && kw <= INSTALLATION_KW_MAX;
      }, MESSAGES.installationSize),
  })
  .transform(
    ({ monthlyBill, installationSizeKw, ...rest }): CreateLeadInput => ({
      ...rest,
      monthlyBill: parseRupees(monthlyBill),
      ...(installationSizeKw === ''
        ? {}
        : { installationSizeKw: parseDecimal(installationSizeKw) ?? Number.NaN }),
    }),
  );
export type LeadFormValues = z.input<typeof leadFormSchema>;

/** A lead as every reader of the API gets it. */
export const leadStageSchema = z.enum(LEAD_STAGES);
export const lostReasonSchema = z.enum(LOST_REASONS, {
  error: 'Please choose why the lead was lost',
});

export const leadSchema = z.object({
  id: z.number().int(),
  /** Null for a company lead, added by an admin for no partner. */
  partnerId: z.number().int().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  businessName: z.string(),
  businessNature: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  monthlyBill: z.number().int(),
  installationSizeKw: z.number().nullable(),
  panNumber: z.string().nullable(),
  gstin: z.string().nullable(),
  annualProfit: z.number().nullable(),
  facilitySqft: z.number().int().nullable(),
  notes: z.string().nullable(),
  isEligible: z.boolean(),
  documentCount: z.number().int(),
  stage: leadStageSchema,
  lostReason: lostReasonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/leads: `?eligible=true` keeps the leads that meet the eligibility rule. */
export const leadListQuerySchema = listQuerySchema.extend({
  eligible: z
    .enum(['true', 'false'], { error: 'Eligible must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** One page of the caller's leads (every lead, for admins). */
export const leadListResponseSchema = pageInfoSchema.extend({ leads: z.array(leadSchema) });
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const createLeadResponseSchema = z.object({ lead: leadSchema });
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>;

export const leadIdParamsSchema = idParamsSchema('Lead not found.');

/** POST /api/admin/leads: a lead an admin adds for a partner, or for none (a company lead). */
export const adminCreateLeadSchema = createLeadSchema.extend({
  partnerId: z
    .number({ error: 'Please choose a partner' })
    .int()
    .positive()
    .nullable()
    .describe('The partner the lead belongs to; null for a company lead'),
});
export type AdminCreateLeadInput = z.input<typeof adminCreateLeadSchema>;
export type AdminCreateLead = z.output<typeof adminCreateLeadSchema>;

const NOTE_MAX = 2000;
export const stageMessages = {
  noteRequired: 'Please say why the lead goes back a stage',
  otherNeedsNote: 'Please describe the reason in the note',
  lostReasonRequired: 'Please choose why the lead was lost',
  overrideNeedsNote: 'Please say why the lead is won without an accepted proposal',
} as const;

/** POST /api/admin/leads/:id/stage. */
export const stageMoveSchema = z.object({
  stage: leadStageSchema,
  note: optionalText(NOTE_MAX),
  lostReason: lostReasonSchema.optional(),
  /**
   * Moves to `won` without an accepted proposal: an admin only, with a note saying why;
   * audited as `lead.won_override`.
   */
  override: z.boolean().optional(),
});
export type StageMoveInput = z.input<typeof stageMoveSchema>;
export type StageMove = z.output<typeof stageMoveSchema>;

/** POST /api/admin/leads/:id/notes. */
export const leadNoteInputSchema = z.object({
  text: z
    .string({ error: 'Please write the note' })
    .trim()
    .min(1, 'Please write the note')
    .max(NOTE_MAX, TOO_LONG),
});
export type LeadNoteInput = z.input<typeof leadNoteInputSchema>;

/** One stage change as the lead's history shows it. */
export const stageChangeSchema = z.object({
  id: z.number().int(),
  fromStage: leadStageSchema.nullable(),
  toStage: leadStageSchema,
  note: z.string().nullable(),
  lostReason: lostReasonSchema.nullable(),
  /** Who made the change; shown to admins only (null for partners, and for deleted accounts). */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

export const leadNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** One entry of the document checklist: the newest file of that type decides its status. */
export const checklistEntrySchema = z.object({
  type: documentTypeSchema,
  status: z.enum(['missing', 'uploaded', 'accepted', 'rejected']),
  documentId: z.number().int().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ChecklistEntry = z.infer<typeof checklistEntrySchema>;

/** A new lead refused because it matched this one (admins only). */
export const duplicateAttemptSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  matchedOn: z.array(z.string()),
  createdAt: z.string(),
});
export type DuplicateAttempt = z.infer<typeof duplicateAttemptSchema>;

export const leadPartnerSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});

/** GET /api/leads/:id: the lead with its history and documents; notes and attempts for admins. */
export const leadDetailSchema = z.object({
  lead: leadSchema,
  partner: leadPartnerSchema.nullable(),
  /** The end of the lead's protection against other partners; null once it is closed. */
  protectedUntil: z.string().nullable(),
  history: z.array(stageChangeSchema),
  documents: z.array(documentSchema),
  checklist: z.array(checklistEntrySchema),
  /** The newest sent proposal's status and date; never its prices. */
  proposal: proposalStatusSchema.nullable(),
  /** The installation project once the lead is won (names, statuses, dates; no notes). */
  project: leadProjectSchema.nullable(),
  notes: z.array(leadNoteSchema).optional(),
  duplicateAttempts: z.array(duplicateAttemptSchema).optional(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const stageMoveResponseSchema = z.object({ lead: leadSchema, change: stageChangeSchema });
export const leadNoteResponseSchema = z.object({ note: leadNoteSchema });

/** The admin's stage form: a select for the move, a note, and the reason when it is `lost`. */
export const stageMoveFormSchema = z
  .object({
    stage: z
      .union([leadStageSchema, z.literal('')])
      .refine((value) => value !== '', 'Please choose the next stage'),
    note: z.string().trim().max(NOTE_MAX, TOO_LONG),
    lostReason: z.union([lostReasonSchema, z.literal('')]),
    override: z.boolean().optional(),
  })
  .transform(
    ({ stage, note, lostReason, override }): StageMoveInput => ({
      stage: stage as z.infer<typeof leadStageSchema>,
      ...(note ? { note } : {}),
      ...(lostReason ? { lostReason } : {}),
      ...(override && stage === 'won' ? { override: true } : {}),
    }),
  );
export type StageMoveFormValues = z.input<typeof stageMoveFormSchema>;

/** The patterns of the lead routes (src/shared/api-paths.ts). */
export const leadsPatterns = {
  /** A partner's own leads (GET) and a new one (POST). */
  leads: '/api/leads',
  detail: '/api/leads/:id',
  /** Every lead, for staff (GET, the admin feature's list) and a lead staff add (POST). */
  staffLeads: '/api/admin/leads',
  stage: '/api/admin/leads/:id/stage',
  notes: '/api/admin/leads/:id/notes',
} as const;

/** The paths of the lead routes. */
export const leadsApi = {
  list: (query: Record<string, string | number | boolean | undefined>) =>
    withQuery(pathOf(leadsPatterns.leads), query),
  create: () => pathOf(leadsPatterns.leads),
  adminCreate: () => pathOf(leadsPatterns.staffLeads),
  detail: (id: PathParam) => pathOf(leadsPatterns.detail, id),
  stage: (id: PathParam) => pathOf(leadsPatterns.stage, id),
  notes: (id: PathParam) => pathOf(leadsPatterns.notes, id),
};

/** Answer types, from the schemas the routes answer with. */
export type StageMoveResponse = z.infer<typeof stageMoveResponseSchema>;
export type LeadNoteResponse = z.infer<typeof leadNoteResponseSchema>;
