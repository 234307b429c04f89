import { z } from 'zod';
import { type PathParam, pathOf } from '../api-paths.ts';
import { LANGUAGES } from '../languages.ts';
import { PPA_TERM_MONTHS } from '../product.ts';
import { parseDecimal } from './decimal.ts';
import { idParamsSchema } from './record-id.ts';
import { verificationCodeSchema } from './verification.ts';

export const PROPOSAL_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'replaced',
  'expired',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposalMessages = {
  systemKw: 'Please enter the system size in kW',
  validUntil: 'Please enter a validity date (YYYY-MM-DD) from today on',
  offer: 'Choose at least one offer: PPA, bank EMI or purchase',
  tariff: 'Please enter the PPA tariff in ₹ per kWh',
  escalation: 'Please enter the yearly escalation in per cent (0–10)',
  term: 'Please enter a term in months (12–300)',
  bank: 'Please enter the bank',
  interest: 'Please enter the interest rate in per cent (0–30)',
  price: 'Please enter the purchase price in rupees',
  name: 'Please type your full name',
  leadStage: 'A proposal is made from the site survey on, for a lead that is not lost.',
  notFound: 'This proposal link is not valid.',
  replaced: 'This proposal was replaced by a newer one.',
  expired: 'This proposal has expired.',
  notSent: 'This proposal has not been sent.',
  alreadySent: 'This proposal version was already sent.',
  codeFirst: 'Please request a code first.',
  wonNeedsAcceptance:
    'A lead is won only with an accepted proposal; an admin may override with a note.',
} as const;

const money = (message: string) =>
  z.number({ error: message }).finite(message).positive(message).max(1e10, message);

export const ppaOfferSchema = z.object({
  tariffPerKwh: money(proposalMessages.tariff).max(100, proposalMessages.tariff),
  escalationPct: z
    .number({ error: proposalMessages.escalation })
    .min(0, proposalMessages.escalation)
    .max(10, proposalMessages.escalation),
  termMonths: z
    .number({ error: proposalMessages.term })
    .int(proposalMessages.term)
    .min(12, proposalMessages.term)
    .max(300, proposalMessages.term)
    .default(PPA_TERM_MONTHS),
});

export const emiOfferSchema = z.object({
  bank: z.string({ error: proposalMessages.bank }).trim().min(2, proposalMessages.bank).max(100),
  interestPct: z
    .number({ error: proposalMessages.interest })
    .min(0, proposalMessages.interest)
    .max(30, proposalMessages.interest),
  tenureMonths: z
    .number({ error: proposalMessages.term })
    .int(proposalMessages.term)
    .min(12, proposalMessages.term)
    .max(300, proposalMessages.term),
});

export const purchaseOfferSchema = z.object({ price: money(proposalMessages.price) });

const isoDay = z
  .string({ error: proposalMessages.validUntil })
  .regex(/^\d{4}-\d{2}-\d{2}$/, proposalMessages.validUntil)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), proposalMessages.validUntil);

/** POST /api/admin/leads/:id/proposals */
export const createProposalSchema = z
  .object({
    systemKw: z
      .number({ error: proposalMessages.systemKw })
      .positive(proposalMessages.systemKw)
      .max(100_000, proposalMessages.systemKw)
      .optional()
      .describe("Default: the lead's installation size, else the calculator's size for its bill"),
    validUntil: isoDay,
    language: z.enum(LANGUAGES).optional(),
    ppa: ppaOfferSchema.optional(),
    emi: emiOfferSchema.optional(),
    purchase: purchaseOfferSchema.optional(),
  })
  .refine((v) => v.ppa || v.emi || v.purchase, { message: proposalMessages.offer, path: ['ppa'] });
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposal = z.infer<typeof createProposalSchema>;

const yearFiguresSchema = z.object({
  year: z.number(),
  generationKwh: z.number(),
  savings: z.number(),
  tariff: z.number(),
});

export const proposalFiguresSchema = z.object({
  systemKw: z.number(),
  tariff: z.number(),
  annualGenerationKwh: z.number(),
  annualSavings: z.number(),
  paybackYears: z.number().nullable(),
  installationCost: z.number(),
  gstRate: z.number(),
  gstAmount: z.number(),
  years: z.array(yearFiguresSchema),
  comparison: z.object({
    ppaRate: z.number(),
    emi: z.object({
      monthlyPayment: z.number(),
      totalInterest: z.number(),
      annualRatePercent: z.number(),
    }),
    upfront: z.object({ purchase: z.number(), emi: z.number(), ppa: z.number() }),
    points: z.array(
      z.object({ year: z.number(), purchase: z.number(), emi: z.number(), ppa: z.number() }),
    ),
    total: z.object({ purchase: z.number(), emi: z.number(), ppa: z.number() }),
    breakEvenYear: z.object({
      purchase: z.number().nullable(),
      emi: z.number().nullable(),
      ppa: z.number().nullable(),
    }),
  }),
});
export type ProposalFiguresView = z.infer<typeof proposalFiguresSchema>;

export const acceptanceSchema = z.object({
  acceptedAt: z.string(),
  name: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  pdfSha256: z.string(),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

/** A proposal version as sales and admin see it. */
export const proposalSchema = z.object({
  id: z.number(),
  leadId: z.number(),
  version: z.number(),
  status: z.enum(PROPOSAL_STATUSES),
  language: z.enum(LANGUAGES),
  systemKw: z.number(),
  validUntil: z.string(),
  ppa: ppaOfferSchema.nullable(),
  emi: emiOfferSchema.nullable(),
  purchase: purchaseOfferSchema.nullable(),
  figures: proposalFiguresSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  firstViewedAt: z.string().nullable(),
  acceptance: acceptanceSchema.nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalResponseSchema = z.object({ proposal: proposalSchema });
export const proposalListResponseSchema = z.object({ proposals: z.array(proposalSchema) });

/** GET /api/proposals/:token: what the customer sees. */
export const publicProposalSchema = z.object({
  version: z.number(),
  status: z.enum(PROPOSAL_STATUSES),
  language: z.enum(LANGUAGES),
  businessName: z.string(),
  contactName: z.string(),
  city: z.string(),
  systemKw: z.number(),
  validUntil: z.string(),
  ppa: ppaOfferSchema.nullable(),
  emi: emiOfferSchema.nullable(),
  purchase: purchaseOfferSchema.nullable(),
  figures: proposalFiguresSchema,
  /** The address the code goes to, partly hidden. */
  emailHint: z.string(),
  acceptance: acceptanceSchema.nullable(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;
export const publicProposalResponseSchema = z.object({ proposal: publicProposalSchema });

/** What the partner sees of a lead's proposal: never the prices. */
export const proposalStatusSchema = z.object({
  version: z.number(),
  status: z.enum(PROPOSAL_STATUSES),
  date: z.string(),
});
export type ProposalStatusView = z.infer<typeof proposalStatusSchema>;

/** A link's token: 32 random bytes in base64url. Anything else names no proposal (404). */
export const proposalTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, proposalMessages.notFound);
export const proposalTokenParamsSchema = z.object({ token: proposalTokenSchema });

export const acceptProposalSchema = z.object({
  name: z.string({ error: proposalMessages.name }).trim().min(2, proposalMessages.name).max(120),
  code: verificationCodeSchema,
});
export type AcceptProposalInput = z.input<typeof acceptProposalSchema>;

export const proposalIdParamsSchema = idParamsSchema('Proposal not found.');

export const acceptanceCodeResponseSchema = z.object({
  /** False when the proposal is already accepted: no code is needed. */
  sent: z.boolean(),
  accepted: z.boolean(),
  expiresInSeconds: z.number().int().optional(),
  resendAfterSeconds: z.number().int().optional(),
});

/** A form's number field: blank (the API then names what is missing) or a plain decimal. */
const numberText = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || parseDecimal(v) !== null, message);
const asNumber = (v: string) => parseDecimal(v) ?? Number.NaN;

/** The builder's form: text fields and a switch per offer, read into CreateProposalInput. */
export const proposalFormSchema = z
  .object({
    systemKw: numberText(proposalMessages.systemKw),
    validUntil: z.string().trim(),
    language: z.enum(LANGUAGES),
    ppaOn: z.boolean(),
    ppaTariff: numberText(proposalMessages.tariff),
    ppaEscalation: numberText(proposalMessages.escalation),
    ppaTerm: numberText(proposalMessages.term),
    emiOn: z.boolean(),
    emiBank: z.string().trim(),
    emiInterest: numberText(proposalMessages.interest),
    emiTenure: numberText(proposalMessages.term),
    purchaseOn: z.boolean(),
    purchasePrice: numberText(proposalMessages.price),
  })
  .transform(
    (v): CreateProposalInput => ({
      ...(v.systemKw === '' ? {} : { systemKw: asNumber(v.systemKw) }),
      validUntil: v.validUntil,
      language: v.language,
      ...(v.ppaOn
        ? {
            ppa: {
              tariffPerKwh: asNumber(v.ppaTariff),
              escalationPct: asNumber(v.ppaEscalation),
              termMonths: asNumber(v.ppaTerm),
            },
          }
        : {}),
      ...(v.emiOn
        ? {
            emi: {
              bank: v.emiBank,
              interestPct: asNumber(v.emiInterest),
              tenureMonths: asNumber(v.emiTenure),
            },
          }
        : {}),
      ...(v.purchaseOn ? { purchase: { price: asNumber(v.purchasePrice) } } : {}),
    }),
  );
export type ProposalFormValues = z.input<typeof proposalFormSchema>;

/** The patterns of the proposal routes (src/shared/api-paths.ts). */
export const proposalsPatterns = {
  /** A lead's proposals (GET) and a new one (POST). */
  forLead: '/api/admin/leads/:id/proposals',
  send: '/api/admin/proposals/:id/send',
  staffPdf: '/api/admin/proposals/:id/pdf',
  public: '/api/proposals/:token',
  code: '/api/proposals/:token/code',
  accept: '/api/proposals/:token/accept',
  pdf: '/api/proposals/:token/pdf',
  certificate: '/api/proposals/:token/certificate',
} as const;

/** The paths of the proposal routes. */
export const proposalsApi = {
  forLead: (leadId: PathParam) => pathOf(proposalsPatterns.forLead, leadId),
  send: (id: PathParam) => pathOf(proposalsPatterns.send, id),
  staffPdf: (id: PathParam) => pathOf(proposalsPatterns.staffPdf, id),
  public: (token: string) => pathOf(proposalsPatterns.public, token),
  code: (token: string) => pathOf(proposalsPatterns.code, token),
  accept: (token: string) => pathOf(proposalsPatterns.accept, token),
  pdf: (token: string) => pathOf(proposalsPatterns.pdf, token),
  certificate: (token: string) => pathOf(proposalsPatterns.certificate, token),
};

/** Answer types, from the schemas the routes answer with. */
export type ProposalResponse = z.infer<typeof proposalResponseSchema>;
export type ProposalListResponse = z.infer<typeof proposalListResponseSchema>;
export type PublicProposalResponse = z.infer<typeof publicProposalResponseSchema>;
export type AcceptanceCodeResponse = z.infer<typeof acceptanceCodeResponseSchema>;
