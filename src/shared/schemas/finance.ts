import { z } from 'zod';
import { pathOf } from '../api-paths.ts';
import {
  AGING_BUCKETS,
  BILL_STATUSES,
  FINANCE_SETTING_KEYS,
  parseFinancialYear,
  rupeesTextToPaise,
} from '../finance.ts';
import { pageInfoSchema } from './list.ts';
import { idParamsSchema, recordIdSchema } from './record-id.ts';

export const financeMessages = {
  month: 'Month must be written as YYYY-MM',
  amount: 'Please enter an amount in paise, 1 or more',
  paidOn: 'Please enter the payment date (YYYY-MM-DD)',
  utr: 'Please enter the bank reference (UTR): 6 to 22 letters or digits',
  pan: 'Please enter a valid PAN (for example ABCDE1234F)',
  accountName: 'Please enter the account holder’s name',
  accountNumber: 'Please enter an account number of 9 to 18 digits',
  accountNumberRepeat: 'The two account numbers differ',
  ifsc: 'Please enter a valid IFSC: four letters, 0, then six letters or digits',
  gstin: 'Please enter a valid GSTIN (15 characters with its check character)',
  fy: 'Financial year must be written as 2026-27',
  billNotFound: 'This bill does not exist.',
  statementNotFound: 'This statement does not exist.',
  runNotFound: 'This payout run does not exist.',
  settingNotFound: 'This setting does not exist.',
  overpaid: 'The payment is more than what is left to pay on this bill.',
  creditTooLarge: 'A credit note cannot be more than the bill.',
  notPartner: 'Only an approved partner has a payout profile.',
  partnerNotInRun: 'This partner has nothing to be paid in this run.',
  settingValue: 'Please enter a whole number of 0 or more',
  settingDates: 'Please enter the dates as YYYY-MM-DD, the end not before the start',
  reason: 'Please give the reason for the credit note',
  futureMonth: 'A month can be billed or paid out only once it has ended.',
} as const;

// ---- Format validators ----

/** PAN: five letters, four digits, a letter; the fourth letter is the holder's kind. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** GSTIN: state code, the PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (base-36, factors 1 and 2 in turn). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '';
}

export const isValidPan = (pan: string) => PAN_PATTERN.test(pan);
export const isValidIfsc = (ifsc: string) => IFSC_PATTERN.test(ifsc);
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

const upper = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''));

export const panSchema = upper(financeMessages.pan).pipe(
  z.string().refine(isValidPan, financeMessages.pan),
);
export const ifscSchema = upper(financeMessages.ifsc).pipe(
  z.string().refine(isValidIfsc, financeMessages.ifsc),
);
export const gstinSchema = upper(financeMessages.gstin).pipe(
  z.string().refine(isValidGstin, financeMessages.gstin),
);

const accountNumber = z
  .string({ error: financeMessages.accountNumber })
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{9,18}$/, financeMessages.accountNumber));

/** PUT /api/partners/payout-profile. */
export const payoutProfileSchema = z.object({
  pan: panSchema,
  accountName: z
    .string({ error: financeMessages.accountName })
    .trim()
    .min(2, financeMessages.accountName)
    .max(120, financeMessages.accountName),
  accountNumber,
  ifsc: ifscSchema,
  gstin: z
    .union([gstinSchema, z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
});
export type PayoutProfileInput = z.input<typeof payoutProfileSchema>;

/** The form's shape: the account number typed twice, compared before sending. */
export const payoutProfileFormSchema = z
  .object({
    pan: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    accountNumberRepeat: z.string(),
    ifsc: z.string(),
    gstin: z.string(),
  })
  .superRefine((v, ctx) => {
    const parsed = payoutProfileSchema.safeParse(v);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (v.accountNumber.replace(/\s+/g, '') !== v.accountNumberRepeat.replace(/\s+/g, ''))
      ctx.addIssue({
        code: 'custom',
        message: financeMessages.accountNumberRepeat,
        path: ['accountNumberRepeat'],
      });
  });

export const payoutProfileResponseSchema = z.object({
  profile: z
    .object({
      pan: z.string(),
      accountName: z.string(),
      /** Only the last four digits are shown back. */
      accountNumberLast4: z.string(),
      ifsc: z.string(),
      gstin: z.string().nullable(),
      heldUntil: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});

// ---- Bills ----

const monthText = z
  .string({ error: financeMessages.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, financeMessages.month);

export const runMonthSchema = z.object({ month: monthText });

export const billSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['bill', 'credit_note']),
  systemId: z.number().int(),
  customerName: z.string(),
  month: z.string(),
  units: z.number(),
  tariffPaisePerKwh: z.number().int(),
  contractYear: z.number().int(),
  amountPaise: z.number().int(),
  paidPaise: z.number().int(),
  status: z.enum(BILL_STATUSES),
  issuedOn: z.string(),
  dueOn: z.string(),
  correctsBillId: z.number().int().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billPageSchema = pageInfoSchema.extend({ items: z.array(billSchema) });

export const billRunResultSchema = z.object({
  month: z.string(),
  created: z.number().int(),
  skipped: z.number().int(),
  bills: z.array(billSchema),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  amountPaise: z.number().int(),
  paidOn: z.string(),
  utr: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

const dayText = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);

const utrSchema = z
  .string({ error: financeMessages.utr })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,22}$/, financeMessages.utr));

/** POST /api/admin/bills/:id/payments. */
export const recordPaymentSchema = z.object({
  amountPaise: z
    .number({ error: financeMessages.amount })
    .int(financeMessages.amount)
    .min(1, financeMessages.amount)
    .max(1e12, financeMessages.amount),
  paidOn: dayText(financeMessages.paidOn),
  utr: utrSchema,
});

export const billWithPaymentsSchema = billSchema.extend({ payments: z.array(paymentSchema) });

export const customerBillsSchema = z.object({ items: z.array(billWithPaymentsSchema) });

export const agingSchema = z.object({
  asOf: z.string(),
  buckets: z.array(
    z.object({
      bucket: z.enum(AGING_BUCKETS),
      bills: z.number().int(),
      duePaise: z.number().int(),
    }),
  ),
  totalDuePaise: z.number().int(),
});

export const agingQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** POST /api/admin/bills/:id/credit-note. */
export const creditNoteSchema = z.object({
  amountPaise: recordPaymentSchema.shape.amountPaise,
  reason: z
    .string({ error: financeMessages.reason })
    .trim()
    .min(3, financeMessages.reason)
    .max(300),
});

// ---- Payouts ----

export const STATEMENT_STATUSES = ['pending', 'held', 'carried_forward', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const statementSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  number: z.string().nullable(),
  month: z.string(),
  grossPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  gstPaise: z.number().int(),
  tdsPaise: z.number().int(),
  tdsRatePct: z.number(),
  tdsReason: z.enum(['under_threshold', 'rate', 'no_pan', 'nothing_due']),
  netPaise: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  utr: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const payoutRunSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  createdAt: z.string(),
  statements: z.array(statementSchema),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const payoutRunPageSchema = pageInfoSchema.extend({ items: z.array(payoutRunSchema) });

export const markPaidSchema = z.object({
  items: z
    .array(z.object({ partnerId: recordIdSchema('Please choose a partner'), utr: utrSchema }))
    .min(1, 'Please name at least one partner'),
});

export const partnerStatementsSchema = z.object({
  items: z.array(statementSchema),
  year: z.object({
    fy: z.string(),
    grossPaise: z.number().int(),
    gstPaise: z.number().int(),
    tdsPaise: z.number().int(),
    netPaise: z.number().int(),
  }),
});

export const tdsQuerySchema = z.object({
  fy: z
    .string({ error: financeMessages.fy })
    .refine((v) => parseFinancialYear(v) !== null, financeMessages.fy),
});

// ---- Settings ----

export const financeSettingSchema = z.object({
  id: z.number().int(),
  key: z.enum(FINANCE_SETTING_KEYS),
  value: z.number().int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  note: z.string(),
});
export type FinanceSettingRow = z.infer<typeof financeSettingSchema>;

export const financeSettingsResponseSchema = z.object({ items: z.array(financeSettingSchema) });

/** PUT /api/admin/finance-settings/:id: a row's value or dates. */
export const updateFinanceSettingSchema = z
  .object({
    value: z
      .number({ error: financeMessages.settingValue })
      .int(financeMessages.settingValue)
      .min(0, financeMessages.settingValue)
      .max(1e12, financeMessages.settingValue),
    effectiveFrom: dayText(financeMessages.settingDates),
    effectiveTo: z.union([dayText(financeMessages.settingDates), z.null()]),
    note: z.string().trim().max(300).default(''),
  })
  .refine((v) => v.effectiveTo === null || v.effectiveTo >= v.effectiveFrom, {
    message: financeMessages.settingDates,
    path: ['effectiveTo'],
  });

export const billIdParamsSchema = idParamsSchema(financeMessages.billNotFound);
export const statementIdParamsSchema = idParamsSchema(financeMessages.statementNotFound);
export const runIdParamsSchema = idParamsSchema(financeMessages.runNotFound);
export const settingIdParamsSchema = idParamsSchema(financeMessages.settingNotFound);

// ---- Paths: the server registers these patterns, the client calls through these builders ----

/** The patterns of the finance routes (src/shared/api-paths.ts). */
export const financePatterns = {
  adminBills: '/api/admin/bills',
  runBills: '/api/admin/bills/run',
  billPdf: '/api/bills/:id/pdf',
  billPayments: '/api/admin/bills/:id/payments',
  billCreditNote: '/api/admin/bills/:id/credit-note',
  aging: '/api/admin/bills/aging',
  customerBills: '/api/customer/bills',
  /** A partner's payout profile (GET) and its change (PUT). */
  payoutProfile: '/api/partners/payout-profile',
  runPayouts: '/api/admin/payouts/run',
  adminPayouts: '/api/admin/payouts',
  bankFile: '/api/admin/payouts/:id/bank-file',
  markPaid: '/api/admin/payouts/:id/paid',
  statementPdf: '/api/payouts/statements/:id/pdf',
  partnerStatements: '/api/partners/statements',
  tds: '/api/admin/tds',
  settings: '/api/admin/finance-settings',
  setting: '/api/admin/finance-settings/:id',
} as const;

/** The paths of the finance routes. */
export const financeApi = {
  adminBills: (query = '') => `${pathOf(financePatterns.adminBills)}${query ? `?${query}` : ''}`,
  runBills: () => pathOf(financePatterns.runBills),
  billPdf: (id: number) => pathOf(financePatterns.billPdf, id),
  billPayments: (id: number) => pathOf(financePatterns.billPayments, id),
  billCreditNote: (id: number) => pathOf(financePatterns.billCreditNote, id),
  aging: (format: 'json' | 'csv' = 'json') =>
    `${pathOf(financePatterns.aging)}${format === 'csv' ? '?format=csv' : ''}`,
  customerBills: () => pathOf(financePatterns.customerBills),
  payoutProfile: () => pathOf(financePatterns.payoutProfile),
  runPayouts: () => pathOf(financePatterns.runPayouts),
  adminPayouts: (query = '') =>
    `${pathOf(financePatterns.adminPayouts)}${query ? `?${query}` : ''}`,
  bankFile: (runId: number) => pathOf(financePatterns.bankFile, runId),
  markPaid: (runId: number) => pathOf(financePatterns.markPaid, runId),
  statementPdf: (id: number) => pathOf(financePatterns.statementPdf, id),
  partnerStatements: () => pathOf(financePatterns.partnerStatements),
  tds: (fy: string) => `${pathOf(financePatterns.tds)}?fy=${encodeURIComponent(fy)}`,
  settings: () => pathOf(financePatterns.settings),
  setting: (id: number) => pathOf(financePatterns.setting, id),
} as const;

/** The payment form: rupees as typed, sent as paise. */
export const paymentFormSchema = z
  .object({
    amount: z
      .string()
      .refine((v) => (rupeesTextToPaise(v) ?? 0) > 0, 'Please enter the amount in rupees'),
    paidOn: recordPaymentSchema.shape.paidOn,
    utr: z.string().trim().min(1, financeMessages.utr),
  })
  .transform((v) => ({
    amountPaise: rupeesTextToPaise(v.amount) ?? 0,
    paidOn: v.paidOn,
    utr: v.utr.toUpperCase(),
  }));
