import { z } from 'zod';
import { pathOf, withQuery } from '../api-paths.ts';
import { MILESTONE_KEYS, MILESTONE_STATUSES, PROJECT_STATUSES } from '../project-milestones.ts';
import { numberOrDecimalString } from './decimal.ts';
import { listQuerySchema, pageInfoSchema } from './list.ts';
import { recordIdTextSchema } from './record-id.ts';
import { ownerChoiceSchema } from './user.ts';

/** Installation projects and their milestones (docs/decisions/049). */

export const PROJECT_NOT_FOUND = 'Project not found.';
export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';
export const MILESTONE_NOT_FOUND = 'Milestone not found.';

export const projectMessages = {
  date: 'Please enter a valid date (YYYY-MM-DD)',
  status: 'Please choose pending, done or not applicable',
  owner: 'The owner must be a staff member in operations.',
  reasonRequired: 'Please give the reason for cancelling',
  kw: 'Please enter the commissioned size in kW',
  noKw: 'Enter the commissioned size in kW: the lead has none on record.',
  tooLong: 'This entry is too long',
} as const;

/** The patterns of the project routes (src/shared/api-paths.ts). */
export const projectsPatterns = {
  projects: '/api/admin/projects',
  project: '/api/admin/projects/:id',
  milestone: '/api/admin/projects/:id/milestones/:key',
  milestoneAttachments: '/api/admin/projects/:id/milestones/:key/attachments',
  cancel: '/api/admin/projects/:id/cancel',
  customerProject: '/api/customer/project',
  attachment: '/api/project-attachments/:id',
} as const;

/** The paths of the project routes: the client calls the API for projects through these only. */
export const projectsApi = {
  /** The board's page (or its CSV with `format: 'csv'`), with the filters that are set. */
  list: (params: Record<string, string | number | undefined> = {}) =>
    withQuery(pathOf(projectsPatterns.projects), params),
  project: (id: number) => pathOf(projectsPatterns.project, id),
  milestone: (id: number, key: string) => pathOf(projectsPatterns.milestone, id, key),
  milestoneAttachments: (id: number, key: string) =>
    pathOf(projectsPatterns.milestoneAttachments, id, key),
  cancel: (id: number) => pathOf(projectsPatterns.cancel, id),
  customerProject: () => pathOf(projectsPatterns.customerProject),
  attachment: (id: number) => pathOf(projectsPatterns.attachment, id),
};

/** A calendar day as `YYYY-MM-DD` that exists; blank or null is none. */
const day = z
  .union([
    z
      .string({ error: projectMessages.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, projectMessages.date)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      }, projectMessages.date),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => value || null);

const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, projectMessages.tooLong), z.null()])
    .optional()
    .transform((value) => value || null);

export const milestoneKeySchema = z.enum(MILESTONE_KEYS, { error: MILESTONE_NOT_FOUND });
export const milestoneStatusSchema = z.enum(MILESTONE_STATUSES, { error: projectMessages.status });

export const projectIdParamsSchema = z.object({ id: recordIdTextSchema(PROJECT_NOT_FOUND) });
export const milestoneParamsSchema = z.object({
  id: recordIdTextSchema(PROJECT_NOT_FOUND),
  key: milestoneKeySchema,
});
export const attachmentIdParamsSchema = z.object({ id: recordIdTextSchema(ATTACHMENT_NOT_FOUND) });

/** PUT /api/admin/projects/:id/milestones/:key: the whole milestone as it should stand. */
export const updateMilestoneSchema = z.object({
  status: milestoneStatusSchema,
  plannedOn: day,
  doneOn: day.describe('Required when done; not after today in India'),
  ownerId: z
    .union([z.string().trim().max(100), z.null()])
    .optional()
    .transform((value) => value || null)
    .describe('A staff member whose role holds write:project'),
  reference: optionalText(100).describe('The DISCOM application number and the like'),
  note: optionalText(2000).describe('Internal; the reason when not applicable'),
  // Described on what it takes: on the pipe, the API description showed only its number.
  commissionedKw: numberOrDecimalString(projectMessages.kw)
    .describe(
      'For `commissioned` only: the plant’s size in kW, a number or its plain decimal text; else the recorded plant’s, the accepted proposal’s or the lead’s',
    )
    .pipe(z.number().positive(projectMessages.kw).max(100_000, projectMessages.kw))
    .optional(),
});
export type UpdateMilestoneInput = z.input<typeof updateMilestoneSchema>;
export type UpdateMilestone = z.output<typeof updateMilestoneSchema>;

/** POST /api/admin/projects/:id/cancel. */
export const cancelProjectSchema = z.object({
  reason: z
    .string({ error: projectMessages.reasonRequired })
    .trim()
    .min(3, projectMessages.reasonRequired)
    .max(1000, projectMessages.tooLong),
});
export type CancelProjectInput = z.input<typeof cancelProjectSchema>;
export type CancelProject = z.output<typeof cancelProjectSchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ProjectAttachment = z.infer<typeof attachmentSchema>;

/** A milestone as operations see it. */
export const milestoneSchema = z.object({
  key: milestoneKeySchema,
  status: milestoneStatusSchema,
  plannedOn: z.string().nullable(),
  doneOn: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  overdue: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** One change of the project, from the audit log: who, when, what before and after. */
export const projectChangeSchema = z.object({
  action: z.string(),
  key: milestoneKeySchema.nullable(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;

export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/** A row of the operations board. */
export const projectSummarySchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  businessName: z.string(),
  contactName: z.string(),
  city: z.string(),
  status: projectStatusSchema,
  nextKey: milestoneKeySchema.nullable(),
  nextPlannedOn: z.string().nullable(),
  nextOwnerName: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = projectSummarySchema.extend({
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  milestones: z.array(milestoneSchema),
  history: z.array(projectChangeSchema),
  /** Who may own a milestone: active staff whose role holds write:project. */
  owners: z.array(ownerChoiceSchema),
});
export type Project = z.infer<typeof projectSchema>;
export const projectResponseSchema = z.object({ project: projectSchema });

/** GET /api/admin/projects: the board's filters besides search and paging. */
export const projectListQuerySchema = listQuerySchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
  owner: z.string().trim().max(100).optional().describe('Owner of the next milestone (user id)'),
  city: z.string().trim().max(100).optional().describe('The lead’s city, ignoring case'),
  next: milestoneKeySchema.optional().describe('Projects whose next milestone is this'),
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  status: projectStatusSchema.optional(),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;
export const projectPageSchema = pageInfoSchema.extend({
  projects: z.array(projectSummarySchema),
  /** Who may own a milestone, for the board's owner filter. */
  owners: z.array(ownerChoiceSchema),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** A milestone as the partner and the customer see it: no internal note, no owner. */
export const publicMilestoneSchema = z.object({
  key: milestoneKeySchema,
  status: milestoneStatusSchema,
  plannedOn: z.string().nullable(),
  doneOn: z.string().nullable(),
  /** Only where the reference is meant for them (the DISCOM application number). */
  reference: z.string().nullable(),
});
export type PublicMilestone = z.infer<typeof publicMilestoneSchema>;

/** The project inside GET /api/leads/:id (the partner's and staff's lead page). */
export const leadProjectSchema = z.object({
  status: projectStatusSchema,
  nextKey: milestoneKeySchema.nullable(),
  milestones: z.array(publicMilestoneSchema),
});
export type LeadProject = z.infer<typeof leadProjectSchema>;

/** GET /api/customer/project: the customer's own project, with the files they may open. */
export const customerProjectSchema = leadProjectSchema.extend({
  id: z.number().int(),
  businessName: z.string(),
  milestones: z.array(publicMilestoneSchema.extend({ attachments: z.array(attachmentSchema) })),
});
export type CustomerProject = z.infer<typeof customerProjectSchema>;
export const customerProjectResponseSchema = z.object({
  project: customerProjectSchema.nullable(),
});
export type CustomerProjectResponse = z.infer<typeof customerProjectResponseSchema>;
