import { z } from 'zod';
import { decimalString } from './decimal.ts';
import { documentSchema } from './documents.ts';
import { leadSchema, leadStageSchema } from './leads.ts';
import { partnerSchema } from './partners.ts';

/** Rows per page of an admin table when the caller does not say. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
/** Largest page an admin list answers. */
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Longest search text accepted. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

const PAGE_MESSAGE = 'Page must be 1 or more';
const PAGE_SIZE_MESSAGE = `Page size must be between 1 and ${ADMIN_PAGE_SIZE_MAX}`;

/**
 * `?page=&pageSize=&q=&format=` of every admin list. `q` matches name, e-mail or company,
 * ignoring case; `format=csv` answers every matching row (all pages) as a CSV file.
 */
export const adminListQuerySchema = z.object({
  page: decimalString(PAGE_MESSAGE, { integer: true })
    .pipe(z.number().int().min(1, PAGE_MESSAGE))
    .default(1),
  pageSize: decimalString(PAGE_SIZE_MESSAGE, { integer: true })
    .pipe(
      z
        .number()
        .int()
        .min(1, `Page size must be between 1 and ${ADMIN_PAGE_SIZE_MAX}`)
        .max(ADMIN_PAGE_SIZE_MAX, `Page size must be between 1 and ${ADMIN_PAGE_SIZE_MAX}`),
    )
    .default(ADMIN_PAGE_SIZE_DEFAULT),
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, 'The search text is too long')
    // PostgreSQL cannot hold a NUL character in text, so it could never match anything.
    .refine((value) => !value.includes('\u0000'), 'The search text is not valid')
    .optional()
    .transform((value) => value || undefined),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** Where a page sits in the whole filtered list. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const adminPartnerPageSchema = pageInfoSchema.extend({ partners: z.array(partnerSchema) });

export const adminLeadPageSchema = pageInfoSchema.extend({ leads: z.array(leadSchema) });

/** A document as the admin table shows it: its description and the lead it belongs to. */
export const adminDocumentSchema = documentSchema.extend({
  leadName: z.string(),
  leadCompany: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentPageSchema = pageInfoSchema.extend({
  documents: z.array(adminDocumentSchema),
});

/** A contact-form submission (SPEC section 3, "contacts"). */
export const contactSubmissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const adminContactPageSchema = pageInfoSchema.extend({
  contacts: z.array(contactSubmissionSchema),
});

/** GET /api/admin/summary: the four cards of the admin dashboard with their sub-counts. */
export const adminSummarySchema = z.object({
  partners: z.object({ total: z.number().int(), pending: z.number().int() }),
  leads: z.object({
    total: z.number().int(),
    eligible: z.number().int(),
    /** Leads in each stage of the pipeline. */
    byStage: z.record(leadStageSchema, z.number().int()),
  }),
  documents: z.object({ total: z.number().int(), leadsWithDocuments: z.number().int() }),
  contacts: z.object({ total: z.number().int(), recent: z.number().int() }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
