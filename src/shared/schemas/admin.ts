import { z } from 'zod';
import { type PathParam, pathOf, withQuery } from '../api-paths.ts';
import type { Permission } from '../permissions.ts';
import { documentSchema } from './documents.ts';
import { leadSchema, leadStageSchema, leadsPatterns } from './leads.ts';
import { listQuerySchema, pageInfoSchema } from './list.ts';
import { partnerSchema } from './partners.ts';

export {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX_LENGTH,
  EXACT_TOTAL_LIMIT,
  type ListQuery,
  listQuerySchema,
  type PageInfo,
  pageInfoSchema,
} from './list.ts';

/** An admin list's query: `format=csv` answers every matching row (all pages) as a CSV file. */
export const adminListQuerySchema = listQuerySchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

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

/**
 * GET /api/admin/summary: the four cards of the staff workspace with their sub-counts. Each count
 * is answered only to a member whose role holds its permission (`SUMMARY_COUNT_PERMISSIONS`);
 * the others are left out of the answer, not zeroed.
 */
export const adminSummarySchema = z.object({
  partners: z.object({ total: z.number().int(), pending: z.number().int() }).optional(),
  leads: z
    .object({
      total: z.number().int(),
      eligible: z.number().int(),
      /** Leads in each stage of the pipeline. */
      byStage: z.record(leadStageSchema, z.number().int()),
    })
    .optional(),
  documents: z.object({ total: z.number().int(), leadsWithDocuments: z.number().int() }).optional(),
  contacts: z.object({ total: z.number().int(), recent: z.number().int() }).optional(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type SummaryCount = keyof AdminSummary;

/**
 * Which permission shows each summary count: the permission of the tab that lists those records,
 * so a member sees a count only of what they may open. The server answers by it and the
 * workspace draws its cards by it.
 */
export const SUMMARY_COUNT_PERMISSIONS = {
  partners: 'read:partner_application',
  leads: 'read:lead',
  documents: 'read:proposal',
  contacts: 'read:contact',
} as const satisfies Record<SummaryCount, Permission>;

/** One job of the job engine as operators see it (GET /api/admin/jobs). */
export const adminJobSchema = z.object({
  name: z.string(),
  schedule: z.string().nullable().describe('Its cron expression (seconds first) when scheduled'),
  lastRunAt: z.string().nullable().describe('When its latest run started, in any process'),
  nextRunAt: z.string().nullable().describe('Its next slot, or its earliest queued run'),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int().describe('Kept as failed after their last retry'),
  lastError: z.string().nullable().describe('The class and code of its latest error'),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobsSchema = z.object({ jobs: z.array(adminJobSchema) });

/** The patterns of the staff area's own routes (src/shared/api-paths.ts). */
export const adminPatterns = {
  summary: '/api/admin/summary',
  jobs: '/api/admin/jobs',
  partners: '/api/admin/partners',
  documents: '/api/admin/documents',
  contacts: '/api/admin/contacts',
  users: '/api/admin/users',
  audit: '/api/admin/audit',
  disableUser: '/api/admin/users/:id/disable',
  enableUser: '/api/admin/users/:id/enable',
  role: '/api/admin/users/:id/role',
} as const;

/** The staff lists of the staff area, each at its route (the leads list is at the leads'). */
export const ADMIN_LISTS = {
  partners: adminPatterns.partners,
  leads: leadsPatterns.staffLeads,
  documents: adminPatterns.documents,
  contacts: adminPatterns.contacts,
  users: adminPatterns.users,
  audit: adminPatterns.audit,
} as const;
export type AdminList = keyof typeof ADMIN_LISTS;

/** The paths of the staff area's own routes. */
export const adminApi = {
  summary: () => pathOf(adminPatterns.summary),
  jobs: () => pathOf(adminPatterns.jobs),
  /** A staff list with its paging, search and filters. */
  list: (kind: AdminList, query: Record<string, string | number | undefined> = {}) =>
    withQuery(pathOf(ADMIN_LISTS[kind]), query),
  setDisabled: (userId: PathParam, disabled: boolean) =>
    pathOf(disabled ? adminPatterns.disableUser : adminPatterns.enableUser, userId),
  role: (userId: PathParam) => pathOf(adminPatterns.role, userId),
};

/** Answer types, from the schemas the routes answer with. */
export type AdminJobsResponse = z.infer<typeof adminJobsSchema>;
export type AdminPartnerPage = z.infer<typeof adminPartnerPageSchema>;
