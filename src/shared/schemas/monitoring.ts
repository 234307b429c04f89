import { z } from 'zod';
import { pathOf } from '../api-paths.ts';
import { listQuerySchema, pageInfoSchema } from './list.ts';
import { PLANT_NOT_FOUND } from './plants.ts';
import { idParamsSchema, recordIdTextSchema } from './record-id.ts';
import { ownerChoiceSchema } from './user.ts';

/**
 * Plant monitoring (decision 050): ingestion keys and the logger's interval readings, the daily
 * and monthly rollups, alerts and the service tickets they and customers open.
 */

// ---------------------------------------------------------------------------------------------
// Ingestion
// ---------------------------------------------------------------------------------------------

/** The lengths of interval a logger may report, in minutes. */
export const INTERVAL_MINUTES = [5, 15, 60] as const;
export type IntervalMinutes = (typeof INTERVAL_MINUTES)[number];
/** The interval a reading has when it does not say (the common logger setting). */
export const DEFAULT_INTERVAL_MINUTES: IntervalMinutes = 15;
/** Most readings in one batch. */
export const INGEST_BATCH_MAX = 2_000;
/** Batches one key may send per hour: a 5-minute logger needs 12; retries and backfills fit. */
export const INGEST_BATCHES_PER_HOUR = 60;
/** A reading may claim at most this many kWh per kW of panels and hour (1.2 × full sun). */
export const ABSURD_KWH_PER_KW_HOUR = 1.2;
/** How far a logger's clock may run ahead of ours, in ms. */
export const INGEST_CLOCK_SKEW_MS = 2 * 60_000;
/** Longest ingestion body, in bytes (2,000 rows of CSV or JSON fit with room). */
export const INGEST_BODY_MAX_BYTES = 512 * 1024;

export const monitoringMessages = {
  keyName: 'Please name the key (1 to 80 characters)',
  keyNotFound: 'Key not found',
  plantNotFound: PLANT_NOT_FOUND,
  ticketNotFound: 'Ticket not found',
  noKey: 'Send the plant’s ingestion key as Authorization: Bearer <key>.',
  badKey: 'This ingestion key is not valid or has been revoked.',
  tooMany: 'A batch holds at most 2,000 readings.',
  empty: 'The batch has no readings.',
  rowsRefused: 'Some readings have errors; nothing was saved.',
  csvShape: 'The CSV needs a header row with the columns at and kwh.',
  csvUnreadable: 'The CSV could not be read.',
  bodyShape: 'Send { "readings": [{ "at", "kwh" }] } as JSON, or text/csv with the columns at,kwh.',
  at: 'at must be an ISO 8601 time with an offset, e.g. 2026-03-01T10:15:00+05:30',
  atGrid: 'at must fall on the reading’s interval (whole 5, 15 or 60 minutes, no seconds)',
  minutes: 'minutes must be 5, 15 or 60',
  kwhDecimal: 'kwh must be a plain decimal number',
  kwhNegative: 'kwh cannot be negative',
  kwhAbsurd: 'kwh is more than the plant can produce in the interval',
  future: 'at is in the future',
  beforeCommissioning: 'at is before the plant was commissioned',
  notCommissioned: 'The plant has no commissioning date yet, so it cannot take readings.',
  rateLimited: 'Too many batches from this key; please wait before sending again.',
  monthHasIntervalData:
    'This month has readings from the plant’s logger; its total is their sum and cannot be typed over.',
  noPlant: 'You have no plant to raise a ticket about.',
  category: 'Please choose what the ticket is about',
  description: 'Please describe the problem (10 to 4,000 characters)',
  comment: 'Please write a comment (1 to 4,000 characters)',
  photoType: 'The photo must be a PNG or JPEG image.',
  photoTooLarge: 'The photo is too large (at most 5 MB).',
  status: 'Please choose a status',
  move: 'The ticket cannot move to that status from its current one.',
  reopenWindow: 'A resolved ticket can be reopened within 7 days only.',
  owner: 'The owner must be an operations or admin account.',
  noPhoto: 'This ticket has no photo.',
} as const;

/** POST /api/admin/plants/:id/keys */
export const createKeyBodySchema = z.object({
  name: z
    .string({ error: monitoringMessages.keyName })
    .trim()
    .min(1, monitoringMessages.keyName)
    .max(80, monitoringMessages.keyName),
});
export const ingestionKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IngestionKey = z.infer<typeof ingestionKeySchema>;
export const createdKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Shown this once; only its SHA-256 hash is stored. */
  key: z.string(),
});
export const keyListSchema = z.object({ keys: z.array(ingestionKeySchema) });
export const plantKeyParamsSchema = z.object({
  id: recordIdTextSchema(monitoringMessages.plantNotFound),
  keyId: recordIdTextSchema(monitoringMessages.keyNotFound),
});

/** One reading as sent: the energy of the interval that ends at `at`. */
export type IngestRow = { at: unknown; kwh: unknown; minutes?: unknown };
export const ingestJsonBodySchema = z.object({
  readings: z.array(
    z.object({ at: z.unknown(), kwh: z.unknown(), minutes: z.unknown().optional() }),
    { error: monitoringMessages.bodyShape },
  ),
});
export const ingestResponseSchema = z.object({
  /** Readings stored (new or replacing one at the same time). */
  stored: z.number().int(),
  /** IST days whose totals were recomputed. */
  days: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------
// Tickets
// ---------------------------------------------------------------------------------------------

export const TICKET_CATEGORIES = [
  'no_generation',
  'low_generation',
  'damage',
  'billing',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = [
  'open',
  'acknowledged',
  'in_progress',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Where a ticket came from. */
export const TICKET_SOURCES = ['customer', 'alert'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

/** The moves staff may make; the customer's only move is reopening a resolved ticket. */
export const TICKET_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['acknowledged', 'in_progress', 'resolved'],
  acknowledged: ['in_progress', 'resolved'],
  in_progress: ['resolved'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};
/** Days after "resolved" in which the customer may reopen. */
export const REOPEN_DAYS = 7;

export const ALERT_KINDS = ['no_data', 'low_generation'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** The ticket category an alert's ticket gets. */
export const ALERT_CATEGORY: Record<AlertKind, TicketCategory> = {
  no_data: 'no_generation',
  low_generation: 'low_generation',
};
/** Daylight hours without a reading before "no data". */
export const NO_DATA_DAYLIGHT_HOURS = 2;
/** A day below this share of expected is low … */
export const LOW_GENERATION_SHARE = 0.7;
/** … and this many low days running open an alert. */
export const LOW_GENERATION_DAYS = 3;

export const DESCRIPTION_MAX = 4_000;
export const createTicketBodySchema = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: monitoringMessages.category }),
  description: z
    .string({ error: monitoringMessages.description })
    .trim()
    .min(10, monitoringMessages.description)
    .max(DESCRIPTION_MAX, monitoringMessages.description),
});
export type CreateTicket = z.output<typeof createTicketBodySchema>;
export const commentBodySchema = z.object({
  body: z
    .string({ error: monitoringMessages.comment })
    .trim()
    .min(1, monitoringMessages.comment)
    .max(DESCRIPTION_MAX, monitoringMessages.comment),
  /** Staff only: a note the customer never sees. */
  internal: z.boolean().optional().default(false),
});
export const statusBodySchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: monitoringMessages.status }),
  /** A note for the customer; a blank one is none. */
  note: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX)
    .optional()
    .transform((value) => value || undefined),
});
/** POST /api/admin/tickets/:id/owner: the picker's choice; blank or null is no owner. */
export const ownerBodySchema = z.object({
  ownerId: z
    .union([z.string().trim().max(100), z.null()], { error: monitoringMessages.owner })
    .transform((value) => value || null)
    .describe('An active staff account whose role holds write:ticket; null or blank for none'),
});
export type StatusBodyInput = z.input<typeof statusBodySchema>;
export type StatusBody = z.output<typeof statusBodySchema>;
export type CommentBodyInput = z.input<typeof commentBodySchema>;
export type CommentBody = z.output<typeof commentBodySchema>;
export type OwnerBodyInput = z.input<typeof ownerBodySchema>;
export type OwnerBody = z.output<typeof ownerBodySchema>;
export const ticketIdParamsSchema = idParamsSchema(monitoringMessages.ticketNotFound);

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  internal: z.boolean(),
  /** 'staff', 'customer' or 'system' (an alert's own note). */
  author: z.enum(['staff', 'customer', 'system']),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export const ticketChangeSchema = z.object({
  from: z.enum(TICKET_STATUSES).nullable(),
  to: z.enum(TICKET_STATUSES),
  note: z.string().nullable(),
  byCustomer: z.boolean(),
  createdAt: z.string(),
});
export const ticketSchema = z.object({
  id: z.number().int(),
  plantId: z.number().int(),
  businessName: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  source: z.enum(TICKET_SOURCES),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  hasPhoto: z.boolean(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  acknowledgeDueAt: z.string(),
  resolveDueAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** Past a due time it has not met. */
  overdue: z.boolean(),
  /** The customer may reopen it now. */
  reopenable: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketDetailSchema = ticketSchema.extend({
  comments: z.array(ticketCommentSchema),
  history: z.array(ticketChangeSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export const ticketResponseSchema = z.object({ ticket: ticketDetailSchema });
/** A ticket as operations see it: with whom it may be given to. */
export const staffTicketDetailSchema = ticketDetailSchema.extend({
  owners: z
    .array(ownerChoiceSchema)
    .describe('Who may own the ticket: active staff whose role holds write:ticket'),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;
export const staffTicketResponseSchema = z.object({ ticket: staffTicketDetailSchema });
export const customerTicketsResponseSchema = z.object({ tickets: z.array(ticketDetailSchema) });
export const ticketPageSchema = pageInfoSchema.extend({ items: z.array(ticketSchema) });
const boolText = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));
export const ticketListQuerySchema = listQuerySchema.extend({
  status: z.enum(TICKET_STATUSES, { error: monitoringMessages.status }).optional(),
  category: z.enum(TICKET_CATEGORIES, { error: monitoringMessages.category }).optional(),
  overdue: boolText,
  format: z.enum(['json', 'csv']).optional(),
});

// ---------------------------------------------------------------------------------------------
// The customer's generation
// ---------------------------------------------------------------------------------------------

export const PLANT_STATUSES = ['producing', 'no_data', 'low', 'not_monitored'] as const;
export type PlantStatus = (typeof PLANT_STATUSES)[number];
const figure = z.object({ kwh: z.number(), expectedKwh: z.number() });
export const generationResponseSchema = z.object({
  plant: z
    .object({
      id: z.number().int(),
      sizeKw: z.number(),
      commissionedOn: z.string().nullable(),
      status: z.enum(PLANT_STATUSES),
      lastReadingAt: z.string().nullable(),
      today: figure.extend({ day: z.string() }),
      days: z.array(figure.extend({ day: z.string() })),
      months: z.array(figure.extend({ month: z.string() })),
      years: z.array(figure.extend({ year: z.string() })),
    })
    .nullable(),
  openTickets: z.array(ticketSchema),
});
export type Generation = z.infer<typeof generationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Paths: the server registers these patterns and the client calls through these builders only.
// ---------------------------------------------------------------------------------------------

/** The patterns of the monitoring routes (src/shared/api-paths.ts). */
export const monitoringPatterns = {
  /** A plant's logger keys (GET) and a new one (POST). */
  plantKeys: '/api/admin/plants/:id/keys',
  plantKey: '/api/admin/plants/:id/keys/:keyId',
  ingest: '/api/ingest/readings',
  /** The customer's tickets (GET) and a new one (POST). */
  customerTickets: '/api/customer/tickets',
  customerTicketComments: '/api/customer/tickets/:id/comments',
  customerTicketReopen: '/api/customer/tickets/:id/reopen',
  customerTicketPhoto: '/api/customer/tickets/:id/photo',
  customerGeneration: '/api/customer/generation',
  adminTickets: '/api/admin/tickets',
  adminTicket: '/api/admin/tickets/:id',
  adminTicketStatus: '/api/admin/tickets/:id/status',
  adminTicketComments: '/api/admin/tickets/:id/comments',
  adminTicketOwner: '/api/admin/tickets/:id/owner',
  adminTicketPhoto: '/api/admin/tickets/:id/photo',
} as const;

/** The paths of the monitoring routes. */
export const monitoringApi = {
  plantKeys: (plantId: number) => pathOf(monitoringPatterns.plantKeys, plantId),
  plantKey: (plantId: number, keyId: number) => pathOf(monitoringPatterns.plantKey, plantId, keyId),
  ingest: () => pathOf(monitoringPatterns.ingest),
  customerTickets: () => pathOf(monitoringPatterns.customerTickets),
  customerTicketComments: (id: number) => pathOf(monitoringPatterns.customerTicketComments, id),
  customerTicketReopen: (id: number) => pathOf(monitoringPatterns.customerTicketReopen, id),
  customerTicketPhoto: (id: number) => pathOf(monitoringPatterns.customerTicketPhoto, id),
  customerGeneration: () => pathOf(monitoringPatterns.customerGeneration),
  adminTickets: (query = '') =>
    `${pathOf(monitoringPatterns.adminTickets)}${query ? `?${query}` : ''}`,
  adminTicket: (id: number) => pathOf(monitoringPatterns.adminTicket, id),
  adminTicketStatus: (id: number) => pathOf(monitoringPatterns.adminTicketStatus, id),
  adminTicketComments: (id: number) => pathOf(monitoringPatterns.adminTicketComments, id),
  adminTicketOwner: (id: number) => pathOf(monitoringPatterns.adminTicketOwner, id),
  adminTicketPhoto: (id: number) => pathOf(monitoringPatterns.adminTicketPhoto, id),
} as const;
