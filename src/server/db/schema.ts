import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RewardPart } from '#shared/earnings.ts';
import type { FinanceSettingKey, TdsReason } from '#shared/finance.ts';
import type { Language } from '#shared/languages.ts';
import type { LeadStage, LostReason, StoredDocumentStatus } from '#shared/lead-pipeline.ts';
import type { MilestoneKey, MilestoneStatus, ProjectStatus } from '#shared/project-milestones.ts';
import type { ProposalFigures, ProposalOffers } from '#shared/proposal-figures.ts';
import type { StatementStatus } from '#shared/schemas/finance.ts';
import type {
  AlertKind,
  TicketCategory,
  TicketSource,
  TicketStatus,
} from '#shared/schemas/monitoring.ts';
import type { PlantModel, PlantStage } from '#shared/schemas/plants.ts';
import type { RewardStatus } from '#shared/schemas/rewards.ts';
import type { Role, UserType } from '#shared/schemas/user.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A trigram index (pg_trgm, migration 0006): serves a list's case-blind "contains" search
 * (`ilike '%q%'`, lib/lists.ts) on this column.
 */
const trigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    userType: text('user_type').$type<UserType>(),
    company: text('company'),
    phone: text('phone'),
    /** The language every e-mail to this account is written in. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** When the owner proved the address by a link mailed to it; null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set by an admin: the account cannot log in and has no sessions (docs/decisions/019). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Set when the owner deleted the account: the row stays as an anonymous tombstone so the
     * records the company keeps (a partner's leads, the audit log) still resolve (decision 018).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The TOTP secret (base32) of the second factor (decision 040): set by setup, in use once
     * mfa_enabled_at is set. Never sent to anyone after setup, never logged.
     */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
    mfaLastStep: integer('mfa_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt, t.id),
    trigram('users_email_trgm_idx', t.email),
    trigram('users_first_name_trgm_idx', t.firstName),
    trigram('users_last_name_trgm_idx', t.lastName),
    trigram('users_username_trgm_idx', t.username),
    trigram('users_company_trgm_idx', t.company),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** sid holds the SHA-256 of the cookie value, so a copy of this table cannot be used to log in. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    /** mfaPending: the password was right, the second factor is still to come (decision 040). */
    sess: jsonb('sess')
      .$type<{ userId: string; createdAt: string; mfaPending?: boolean }>()
      .notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** The browser and system that started the session, shortened ("Chrome · Android"). */
    device: text('device'),
    /** Kept to the hour, when the idle expiry is extended. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    index('sessions_user_id_idx').on(sql`(${t.sess}->>'userId')`),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = [
  'password_reset',
  'email_confirmation',
  'invitation',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use links mailed to an account's owner (reset, confirmation, invitation). Only the
 * SHA-256 of the random token is kept, so a copy of this table opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    experience: text('experience'),
    message: text('message'),
    status: text('status').$type<PartnerStatus>().notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_user_id_idx').on(t.userId),
    uniqueIndex('partners_email_lower_idx').on(sql`lower(${t.email})`),
    index('partners_created_at_idx').on(t.createdAt, t.id),
    trigram('partners_full_name_trgm_idx', t.fullName),
    trigram('partners_email_trgm_idx', t.email),
    trigram('partners_company_name_trgm_idx', t.companyName),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** The partner who registered the lead; null for a company lead an admin added. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    businessName: text('business_name').notNull(),
    businessNature: text('business_nature'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Whole rupees a month. */
    monthlyBill: integer('monthly_bill').notNull(),
    installationSizeKw: numeric('installation_size_kw', { mode: 'number' }),
    panNumber: text('pan_number'),
    /** GST identification number, upper case. */
    gstin: text('gstin'),
    annualProfit: numeric('annual_profit', { mode: 'number' }),
    facilitySqft: integer('facility_sqft'),
    notes: text('notes'),
    isEligible: boolean('is_eligible').notNull().default(false),
    /** Unused since the pipeline (decision 016) put `stage` in its place; kept for older releases. */
    status: text('status').notNull().default('new'),
    stage: text('stage').$type<LeadStage>().notNull().default('new'),
    lostReason: text('lost_reason').$type<LostReason>(),
    /**
     * What a search of leads looks in: name, e-mail and company, lower-cased, joined by a unit
     * separator (which a search cannot contain). One trigram index serves it, and a row is tested
     * with one `like` instead of three `ilike`s, each lower-casing its text (lib/lists.ts).
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`lower(contact_name || chr(31) || email || chr(31) || business_name)`),
    /** When the lead reached `won` or `lost`; its protection ends when it is lost. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_partner_id_idx').on(t.partnerId),
    index('leads_created_at_idx').on(t.createdAt, t.id),
    index('leads_partner_created_at_idx').on(t.partnerId, t.createdAt, t.id),
    trigram('leads_search_trgm_idx', t.search),
    index('leads_stage_idx').on(t.stage),
    // What duplicate protection matches on, normalised as in features/leads/duplicates.ts.
    index('leads_email_key_idx').on(sql`lower(${t.email})`),
    index('leads_phone_key_idx').on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
    index('leads_pan_key_idx').on(sql`upper(${t.panNumber})`),
    index('leads_gstin_key_idx').on(sql`upper(${t.gstin})`),
  ],
);

/** Every stage change of a lead: who, when, from, to, and why. Rows are only ever added. */
export const leadStageHistory = pgTable(
  'lead_stage_history',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for the row that records the lead's creation. */
    fromStage: text('from_stage').$type<LeadStage>(),
    toStage: text('to_stage').$type<LeadStage>().notNull(),
    note: text('note'),
    lostReason: text('lost_reason').$type<LostReason>(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_stage_history_lead_idx').on(t.leadId, t.createdAt)],
);

/** Internal notes on a lead, for admins only. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/** A new lead refused because it matched this protected lead (admins see them on the lead). */
export const leadDuplicateAttempts = pgTable(
  'lead_duplicate_attempts',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The partner who tried; null when an admin tried to add a company lead. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which normalised fields matched: email, phone, panNumber, gstin. */
    matchedOn: jsonb('matched_on').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_duplicate_attempts_lead_idx').on(t.leadId, t.createdAt)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<StoredDocumentStatus>().notNull().default('uploaded'),
    /** Why an admin rejected the file; the partner sees it. */
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_lead_id_idx').on(t.leadId),
    index('documents_created_at_idx').on(t.createdAt, t.id),
    trigram('documents_file_name_trgm_idx', t.fileName),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_created_at_idx').on(t.createdAt, t.id),
    trigram('contacts_name_trgm_idx', t.name),
    trigram('contacts_email_trgm_idx', t.email),
  ],
);

export const newsletter = pgTable(
  'newsletter',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    points: integer('points').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_user_entity_idx').on(t.userId, t.entityType, t.entityId),
    index('feedback_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** One live code per e-mail address; only its hash is kept. */
export const verificationCodes = pgTable('verification_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Every outgoing e-mail is written here first, so none is lost when SMTP fails. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** Where a reply should go, e.g. the visitor behind a contact-form notification. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters for the limits that guard security (login, codes, forms). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * What admins did: who, what, to which record, with the details that explain it. Rows are only
 * ever added; an actor's account may be deleted later, the row stays.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A verb-noun such as `partner.approve`, `user.disable`, `lead.stage`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The changed fields' values before and after the action; never a secret value. */
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId),
    trigram('audit_log_action_trgm_idx', t.action),
    trigram('audit_log_target_type_trgm_idx', t.targetType),
    trigram('audit_log_target_id_trgm_idx', t.targetId),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** The single-use recovery codes of an account's second factor, stored as SHA-256 hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * The plant of a won lead: one per lead; the customer account is linked once invited. In SQL the
 * table is still `systems` and its references `system_id` (decision 058): renaming them would
 * take a migration for no change in behaviour.
 */
export const plants = pgTable(
  'systems',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    customerUserId: text('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    sizeKw: numeric('size_kw', { mode: 'number' }).notNull(),
    commissionedOn: text('commissioned_on'),
    /** Rupees per unit (kWh) the customer pays or saves. */
    ratePerKwh: numeric('rate_per_kwh', { mode: 'number' }).notNull(),
    model: text('model').$type<PlantModel>().notNull(),
    stage: text('stage').$type<PlantStage>().notNull().default('initial_consultation'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** PPA terms (null unless under PPA): the first contract year's tariff, paise per kWh. */
    tariffPaisePerKwh: integer('tariff_paise_per_kwh'),
    /** Yearly escalation of the tariff in basis points (3 % = 300). */
    escalationBp: integer('escalation_bp'),
    /** India's calendar day the contract starts; its month starts contract year 1. */
    ppaStartOn: text('ppa_start_on'),
    /** Day of the month (1–28) a month's bill is issued, the month after. */
    billingDay: integer('billing_day'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(15),
    /** Where the plant stands, for its sunrise and sunset; null: its lead's city (decision 050). */
    latitude: numeric('latitude', { mode: 'number' }),
    longitude: numeric('longitude', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('systems_lead_id_idx').on(t.leadId),
    index('systems_customer_user_id_idx').on(t.customerUserId),
  ],
);

/** Monthly generation of a plant: one row per month; entering a month again replaces it. */
export const readings = pgTable(
  'readings',
  {
    id: serial('id').primaryKey(),
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    kwh: numeric('kwh', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('readings_system_month_idx').on(t.plantId, t.month)],
);

/**
 * A partner's reward for a won lead, in parts (decision 049): `won` and `commissioned`, each
 * half of the rule in shared/earnings.ts, and a negative `clawback` when a project with a paid
 * part is cancelled. At most one row per lead and part.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** A reward made before the split was one entry: it became the `won` part, whole. */
    part: text('part').$type<RewardPart>().notNull().default('won'),
    /** Integer paise; negative for a clawback (backfilled from `amount` by migration 0012). */
    amountPaise: integer('amount_paise').notNull().default(0),
    /** Whole rupees, unused since `amount_paise`; kept so the previous release still reads. */
    amount: integer('amount'),
    /** Why the entry exists: "won", "commissioned", "clawback: project cancelled". */
    reason: text('reason'),
    /** The kW the amount was computed from. */
    sizeKw: numeric('size_kw', { mode: 'number' }).notNull(),
    status: text('status').$type<RewardStatus>().notNull().default('pending'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reference: text('reference'),
  },
  (t) => [
    uniqueIndex('rewards_lead_part_idx').on(t.leadId, t.part),
    index('rewards_partner_id_idx').on(t.partnerId),
    index('rewards_earned_at_idx').on(t.earnedAt, t.id),
    index('rewards_partner_earned_at_idx').on(t.partnerId, t.earnedAt, t.id),
  ],
);

/**
 * The installation project of a won lead (decision 049): one per lead, made when the lead is
 * won. `nextKey` is the first milestone still pending (null once all are settled), kept by the
 * service on every change so the operations board can group and filter by it.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProjectStatus>().notNull().default('active'),
    nextKey: text('next_key').$type<MilestoneKey>(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_lead_id_idx').on(t.leadId),
    index('projects_created_at_idx').on(t.createdAt, t.id),
    index('projects_next_key_idx').on(t.nextKey),
  ],
);

/** The nine milestones of a project (shared/project-milestones.ts), one row each. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').$type<MilestoneKey>().notNull(),
    status: text('status').$type<MilestoneStatus>().notNull().default('pending'),
    /** India's calendar days, YYYY-MM-DD. */
    plannedOn: text('planned_on'),
    doneOn: text('done_on'),
    /** A staff member with the operations permission (write:project). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference'),
    /** Internal: partners never see it; the reason when not applicable. */
    note: text('note'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_milestones_project_key_idx').on(t.projectId, t.key),
    index('project_milestones_owner_idx').on(t.ownerId),
  ],
);

/** Photos and PDFs of a milestone, checked by content like lead documents and kept beside them. */
export const projectAttachments = pgTable(
  'project_attachments',
  {
    id: serial('id').primaryKey(),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => projectMilestones.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_attachments_milestone_idx').on(t.milestoneId)],
);

/**
 * Row counts the admin's summary cards read instead of counting the tables: kept by triggers
 * (migration 0008) in the transaction of every insert, update and delete they count. Keys such
 * as `leads`, `leads.eligible`, `leads.stage.won`, `partners.pending`, `documents.leads`.
 */
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Proposal versions of a lead (docs/product.md, "Proposals"). A version is a draft until sent;
 * sending fixes its PDF (kept, with its SHA-256) and gives it a link whose token is kept only as
 * a SHA-256 hash. Sending a newer version sets `replaced_at` on the older ones, whose links then
 * answer 410. The acceptance keeps who, when, from where and which exact PDF.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    language: text('language').$type<Language>().notNull(),
    systemKw: numeric('system_kw', { mode: 'number' }).notNull(),
    /** India's calendar day (YYYY-MM-DD) after which it can no longer be accepted. */
    validUntil: text('valid_until').notNull(),
    offers: jsonb('offers').$type<ProposalOffers>().notNull(),
    gstRate: numeric('gst_rate', { mode: 'number' }).notNull(),
    /** Worked out once, at creation, from the lead's bill and city then: a version never changes. */
    figures: jsonb('figures').$type<ProposalFigures>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
  },
  (t) => [
    uniqueIndex('proposals_lead_version_idx').on(t.leadId, t.version),
    uniqueIndex('proposals_token_hash_idx').on(t.tokenHash),
  ],
);

/** A plant's logger's key: shown once, stored as its SHA-256 hash (decision 050). */
export const ingestionKeys = pgTable(
  'ingestion_keys',
  {
    id: serial('id').primaryKey(),
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ingestion_keys_hash_idx').on(t.keyHash),
    index('ingestion_keys_system_idx').on(t.plantId),
  ],
);

/**
 * The logger's readings: the kWh of the interval ending at `at`; one row per plant and time (a
 * reading sent again replaces it). `day` is the IST day the interval starts in.
 */
export const intervalReadings = pgTable(
  'interval_readings',
  {
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    kwh: numeric('kwh', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'interval_readings_pk', columns: [t.plantId, t.at] })],
);

/** A plant's IST day: the sum of its interval readings, kept in the transaction that stores them. */
export const dailyGeneration = pgTable(
  'daily_generation',
  {
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD', India time. */
    day: text('day').notNull(),
    kwh: numeric('kwh', { mode: 'number' }).notNull(),
    readings: integer('readings').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'daily_generation_pk', columns: [t.plantId, t.day] })],
);

/** An alert of a plant; at most one open per plant and kind (the partial unique index). */
export const plantAlerts = pgTable(
  'plant_alerts',
  {
    id: serial('id').primaryKey(),
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertKind>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('plant_alerts_open_idx').on(t.plantId, t.kind).where(sql`${t.resolvedAt} is null`),
  ],
);

/** A service ticket about a plant, raised by its customer or by an alert. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    source: text('source').$type<TicketSource>().notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    raisedBy: text('raised_by').references(() => users.id, { onDelete: 'set null' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    photo: bytea('photo'),
    photoMimeType: text('photo_mime_type'),
    acknowledgeDueAt: timestamp('acknowledge_due_at', { withTimezone: true }).notNull(),
    resolveDueAt: timestamp('resolve_due_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Lower-cased business name, category and description, for the board's search. */
    search: text('search').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_created_at_idx').on(t.createdAt, t.id),
    index('tickets_system_idx').on(t.plantId, t.status),
    index('tickets_status_idx').on(t.status, t.createdAt, t.id),
    trigram('tickets_search_trgm_idx', t.search),
  ],
);

/** A ticket's thread: comments both sides see, and staff's internal notes. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Every status a ticket took, by whom (null: the alert job) and with what note. */
export const ticketStatusChanges = pgTable(
  'ticket_status_changes',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<TicketStatus>(),
    toStatus: text('to_status').$type<TicketStatus>().notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    byCustomer: boolean('by_customer').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_status_changes_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * Dated finance settings (docs/product.md, "Bills and payouts"): each rate or threshold applies
 * from `effective_from` to `effective_to` (India's calendar days, inclusive; open when null).
 * Seeded with the statutory rows by the migration; finance may change them, with an audit row.
 */
export const financeSettings = pgTable(
  'finance_settings',
  {
    id: serial('id').primaryKey(),
    key: text('key').$type<FinanceSettingKey>().notNull(),
    /** An integer in the unit the key names: `_bp` basis points, `_paise` paise. */
    value: bigint('value', { mode: 'number' }).notNull(),
    effectiveFrom: text('effective_from').notNull(),
    effectiveTo: text('effective_to'),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('finance_settings_key_from_idx').on(t.key, t.effectiveFrom)],
);

/**
 * The last number taken in each document series per financial year (`fy` "26-27"). A number is
 * taken by an upsert in the transaction that writes its document, so a failed run leaves no gap.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').notNull(),
    fy: text('fy').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [uniqueIndex('document_series_series_fy_idx').on(t.series, t.fy)],
);

/** A PPA bill of supply, or a credit note correcting one (its own series, a negative amount). */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    kind: text('kind').$type<'bill' | 'credit_note'>().notNull().default('bill'),
    plantId: integer('system_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'restrict' }),
    /** 'YYYY-MM' of the generation billed. */
    month: text('month').notNull(),
    units: numeric('units', { mode: 'number' }).notNull(),
    tariffPaisePerKwh: integer('tariff_paise_per_kwh').notNull(),
    contractYear: integer('contract_year').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    correctsBillId: integer('corrects_bill_id'),
    reason: text('reason'),
    pdf: bytea('pdf').notNull(),
    dueReminderAt: timestamp('due_reminder_at', { withTimezone: true }),
    lateReminderAt: timestamp('late_reminder_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bills_number_idx').on(t.number),
    uniqueIndex('bills_system_month_idx').on(t.plantId, t.month).where(sql`kind = 'bill'`),
    index('bills_created_at_idx').on(t.createdAt, t.id),
    trigram('bills_number_trgm_idx', t.number),
  ],
);

/** A payment received against a bill; several make a partial payment whole. */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    paidOn: text('paid_on').notNull(),
    utr: text('utr').notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bill_payments_bill_idx').on(t.billId)],
);

/** Where a partner is paid. A change of an existing profile holds payouts until `held_until`. */
export const payoutProfiles = pgTable('payout_profiles', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  pan: text('pan').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  gstin: text('gstin'),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A month's payout run: one per month. */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: serial('id').primaryKey(),
    month: text('month').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_runs_month_idx').on(t.month),
    index('payout_runs_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One partner's statement in a run: the figures as worked out then, with the bank details and
 * PAN it was worked out with. A carried-forward or held statement has no number and no entries.
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'restrict' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    number: text('number'),
    /** The financial year's start, for the TDS report and the year's totals. */
    fyStart: integer('fy_start').notNull(),
    issuedOn: text('issued_on').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    tdsRateBp: integer('tds_rate_bp').notNull(),
    tdsReason: text('tds_reason').$type<TdsReason>().notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    pan: text('pan'),
    gstin: text('gstin'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    pdf: bytea('pdf'),
    utr: text('utr'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_statements_run_partner_idx').on(t.runId, t.partnerId),
    uniqueIndex('payout_statements_number_idx').on(t.number),
    index('payout_statements_partner_idx').on(t.partnerId, t.fyStart),
  ],
);

/** The reward entries a statement pays: each entry is paid by one statement only. */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    statementId: integer('statement_id')
      .notNull()
      .references(() => payoutStatements.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('payout_entries_reward_idx').on(t.rewardId)],
);
