import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { staffMay } from '#server/access-policy.ts';
import type { Db } from '#server/db/client.ts';
import {
  documents,
  leadDuplicateAttempts,
  leadNotes,
  leadStageHistory,
  leads,
  partners,
  users,
} from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/errors.ts';
import { decimalCellSql } from '#server/lib/csv.ts';
import { documentDescription, toDocument } from '#server/lib/lead-documents.ts';
import {
  countUpTo,
  fromOffset,
  isoTimeSql,
  type ListSource,
  slimReader,
} from '#server/lib/lists.ts';
import { DOCUMENT_TYPES } from '#shared/document-uploads.ts';
import { isOpenStage } from '#shared/lead-pipeline.ts';
import { isLeadEligible } from '#shared/product.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import type {
  AdminCreateLead,
  ChecklistEntry,
  CreateLead,
  Lead,
  LeadDetail,
} from '#shared/schemas/leads.ts';
import { personName, type SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { actsAsPartner, NOT_A_PARTNER } from '../auth/index.ts';
import { leadProject } from '../projects/index.ts';
import { proposalStatusForPartner } from '../proposals/index.ts';
import { type DuplicateRefusal, duplicateRefusal, protectionEnd } from './duplicates.ts';

export const AWAITING_APPROVAL =
  'Your partner application is awaiting approval. You can add leads once an admin approves it.';
export const LEAD_NOT_FOUND = 'Lead not found.';
const PARTNER_NOT_APPROVED = 'Please choose an approved partner';

/**
 * Lead creation is serialised by this transaction-scoped advisory lock, so two requests for the
 * same customer cannot both pass the duplicate check.
 */
const LEAD_CREATION_LOCK_KEY = 0x6c656164; // "lead"

type LeadRow = typeof leads.$inferSelect;

export function toLead(row: LeadRow, count: number): Lead {
  return {
    id: row.id,
    partnerId: row.partnerId,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    businessName: row.businessName,
    businessNature: row.businessNature,
    address: row.address,
    city: row.city,
    state: row.state,
    monthlyBill: row.monthlyBill,
    installationSizeKw: row.installationSizeKw,
    panNumber: row.panNumber,
    gstin: row.gstin,
    annualProfit: row.annualProfit,
    facilitySqft: row.facilitySqft,
    notes: row.notes,
    isEligible: row.isEligible,
    documentCount: count,
    stage: row.stage,
    lostReason: row.lostReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/**
 * A lead's number of documents, read in the same query as the lead (documents_lead_id_idx). The
 * names are spelled out with their tables: drizzle leaves them off in a query of one table.
 */
const documentCountSql = sql<number>`(select count(*)::int from ${documents} where ${documents}.${sql.identifier(documents.leadId.name)} = ${leads}.${sql.identifier(leads.id.name)})`;

/**
 * The leads list (lib/lists.ts): every lead for the admin, with its CSV; `ownLeads` scopes it to
 * a partner's own.
 */
export function leadList(db: Db): ListSource<Lead> {
  const order: ListSource<Lead>['order'] = {
    table: leads,
    time: leads.createdAt,
    id: leads.id,
    idOf: (l) => l.id,
  };
  return {
    name: 'leads',
    searchColumns: [{ lowered: leads.search }],
    order,
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(leads).where(where).$dynamic(), upTo),
    rows: async (where, window) => {
      const rows = await db
        .select({ lead: leads, documentCount: documentCountSql })
        .from(leads)
        .where(and(where, fromOffset(order, where, window.offset)))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(window.limit);
      return rows.map((row) => toLead(row.lead, row.documentCount));
    },
    csv: [
      { header: 'ID', value: (l) => l.id, sql: { text: sql`${leads.id}`, number: true } },
      { header: 'Name', value: (l) => l.contactName, sql: { text: sql`${leads.contactName}` } },
      { header: 'Email', value: (l) => l.email, sql: { text: sql`${leads.email}` } },
      { header: 'Phone', value: (l) => l.phone, sql: { text: sql`${leads.phone}` } },
      {
        header: 'Company',
        value: (l) => l.businessName,
        sql: { text: sql`${leads.businessName}` },
      },
      {
        header: 'Partner ID',
        value: (l) => l.partnerId,
        sql: { text: sql`${leads.partnerId}`, number: true },
      },
      { header: 'PAN', value: (l) => l.panNumber, sql: { text: sql`${leads.panNumber}` } },
      { header: 'GSTIN', value: (l) => l.gstin, sql: { text: sql`${leads.gstin}` } },
      { header: 'City', value: (l) => l.city, sql: { text: sql`${leads.city}` } },
      { header: 'State', value: (l) => l.state, sql: { text: sql`${leads.state}` } },
      {
        header: 'Monthly Bill (INR)',
        value: (l) => l.monthlyBill,
        sql: { text: sql`${leads.monthlyBill}`, number: true },
      },
      {
        header: 'Installation Size (kW)',
        value: (l) => l.installationSizeKw,
        sql: { text: decimalCellSql(sql`${leads.installationSizeKw}`), number: true },
      },
      {
        header: 'Eligible',
        value: (l) => yesNo(l.isEligible),
        sql: { text: sql`case when ${leads.isEligible} then 'Yes' else 'No' end` },
      },
      {
        header: 'Documents',
        value: (l) => l.documentCount,
        sql: { text: documentCountSql, number: true },
      },
      { header: 'Stage', value: (l) => l.stage, sql: { text: sql`${leads.stage}` } },
      {
        header: 'Lost Reason',
        value: (l) => l.lostReason,
        sql: { text: sql`${leads.lostReason}` },
      },
      { header: 'Date', value: (l) => l.createdAt, sql: { text: isoTimeSql(leads.createdAt) } },
    ],
    slim: slimReader(db),
  };
}

/** The leads of the partner record of this account (none when it has no partner record). */
export const ownLeads = (userId: string) =>
  sql`${leads.partnerId} = (select ${partners.id} from ${partners} where ${partners.userId} = ${userId})`;

/**
 * The leads a caller may list (the access guard admits only the partner area and staff who read
 * leads): every lead for staff who work leads; for partners and applicants their own partner
 * record's (none yet for an applicant).
 */
export function leadsVisibleTo(user: SessionUser): SQL | undefined {
  return staffMay(user, 'read:lead') ? undefined : ownLeads(user.id);
}

/**
 * Inserts a lead for `owner` (a partner id, or null for a company lead) with the first row of
 * its history, unless it duplicates an open lead (see duplicates.ts). A refused attempt is
 * recorded on the lead it matched, after the refusing transaction, and answered with 409.
 */
async function insertLead(
  db: Db,
  input: { owner: number | null; actorId: string; lead: CreateLead },
  now: Date,
): Promise<Lead> {
  const { owner, actorId, lead } = input;
  const outcome = await db.transaction(
    async (tx): Promise<{ lead: Lead } | { refusal: DuplicateRefusal }> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_CREATION_LOCK_KEY})`);
      const refusal = await duplicateRefusal(tx, owner, lead, now);
      if (refusal) return { refusal };
      const [row] = await tx
        .insert(leads)
        .values({
          partnerId: owner,
          contactName: lead.contactName,
          email: lead.email,
          phone: lead.phone,
          businessName: lead.businessName,
          businessNature: lead.businessNature ?? null,
          address: lead.address,
          city: lead.city,
          state: lead.state,
          monthlyBill: lead.monthlyBill,
          installationSizeKw: lead.installationSizeKw ?? null,
          panNumber: lead.panNumber ?? null,
          gstin: lead.gstin ?? null,
          annualProfit: lead.annualProfit ?? null,
          facilitySqft: lead.facilitySqft ?? null,
          notes: lead.notes ?? null,
          isEligible: isLeadEligible(lead.monthlyBill),
          stage: 'new',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(leadStageHistory)
        .values({ leadId: row!.id, actorId, fromStage: null, toStage: 'new', createdAt: now });
      return { lead: toLead(row!, 0) };
    },
  );
  if ('lead' in outcome) return outcome.lead;
  const { refusal } = outcome;
  await db.insert(leadDuplicateAttempts).values({
    leadId: refusal.leadId,
    partnerId: owner,
    actorId,
    matchedOn: refusal.matchedOn,
    createdAt: now,
  });
  throw refusal.error;
}

/** Adds a lead for the caller's approved partner record; eligibility is decided here. */
export async function createLead(
  db: Db,
  user: SessionUser,
  input: CreateLead,
  now: Date,
): Promise<Lead> {
  const [partner] = await db
    .select({ id: partners.id, status: partners.status })
    .from(partners)
    .where(eq(partners.userId, user.id))
    .limit(1);
  if (!partner) throw forbidden(NOT_A_PARTNER);
  if (partner.status !== 'approved') throw forbidden(AWAITING_APPROVAL);
  if (!actsAsPartner(user)) throw forbidden(NOT_A_PARTNER);
  return insertLead(db, { owner: partner.id, actorId: user.id, lead: input }, now);
}

/**
 * An admin adds a lead for an approved partner (the same duplicate rules as theirs) or, with
 * `partnerId: null`, a company lead.
 */
export async function createAdminLead(
  db: Db,
  admin: SessionUser,
  input: AdminCreateLead,
  now: Date,
): Promise<Lead> {
  const { partnerId, ...lead } = input;
  if (partnerId !== null) {
    const [partner] = await db
      .select({ status: partners.status })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .limit(1);
    if (partner?.status !== 'approved')
      throw badRequest(PARTNER_NOT_APPROVED, { partnerId: PARTNER_NOT_APPROVED });
  }
  const created = await insertLead(db, { owner: partnerId, actorId: admin.id, lead }, now);
  await recordAudit(
    db,
    {
      actorId: admin.id,
      action: 'lead.create',
      targetType: 'lead',
      targetId: created.id,
      details: { partnerId },
      changes: changedFields(null, { id: created.id, partnerId, stage: created.stage }),
    },
    now,
  );
  return created;
}

/** Per document type, the newest file decides (documents come newest first). */
export function documentChecklist(newestFirst: readonly LeadDocument[]): ChecklistEntry[] {
  return DOCUMENT_TYPES.map((type) => {
    const newest = newestFirst.find((document) => document.type === type);
    return {
      type,
      status: newest?.status ?? 'missing',
      documentId: newest?.id ?? null,
      rejectionReason: newest?.status === 'rejected' ? newest.rejectionReason : null,
    };
  });
}

/** A lead's documents, newest first, without their bytes. */
export async function leadDocuments(db: Db, leadId: number): Promise<LeadDocument[]> {
  const rows = await db
    .select(documentDescription)
    .from(documents)
    .where(eq(documents.leadId, leadId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toDocument);
}

/** The columns of users that personName reads, to select beside a row that names its author. */
const personNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type LeadWithPartner = { lead: LeadRow; partner: typeof partners.$inferSelect | null };

/** The lead and its partner when the caller may see it: staff any, a partner their own; else 404. */
async function loadVisibleLead(
  db: Db,
  user: SessionUser,
  leadId: number,
  isAdmin: boolean,
): Promise<LeadWithPartner> {
  const [row] = await db
    .select({ lead: leads, partner: partners })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row || (!isAdmin && row.partner?.userId !== user.id)) throw notFound(LEAD_NOT_FOUND);
  return row;
}

/** The lead's stage moves, oldest first, with who made each. */
function loadStageHistory(db: Db, leadId: number) {
  return db
    .select({ change: leadStageHistory, ...personNameColumns })
    .from(leadStageHistory)
    .leftJoin(users, eq(users.id, leadStageHistory.actorId))
    .where(eq(leadStageHistory.leadId, leadId))
    .orderBy(asc(leadStageHistory.createdAt), asc(leadStageHistory.id));
}

/** What every viewer of the lead sees; who moved it is named to staff only. */
async function sharedLeadDetail(
  db: Db,
  { lead, partner }: LeadWithPartner,
  isAdmin: boolean,
  now: Date,
): Promise<LeadDetail> {
  const [history, leadFiles] = await Promise.all([
    loadStageHistory(db, lead.id),
    leadDocuments(db, lead.id),
  ]);
  return {
    lead: toLead(lead, leadFiles.length),
    partner: partner
      ? {
          id: partner.id,
          fullName: partner.fullName,
          companyName: partner.companyName,
          email: partner.email,
          phone: partner.phone,
        }
      : null,
    protectedUntil: isOpenStage(lead.stage) ? protectionEnd(lead.createdAt).toISOString() : null,
    history: history.map(({ change, ...actor }) => ({
      id: change.id,
      fromStage: change.fromStage,
      toStage: change.toStage,
      note: change.note,
      lostReason: change.lostReason,
      actorName: isAdmin ? personName(actor) : null,
      createdAt: change.createdAt.toISOString(),
    })),
    documents: leadFiles,
    checklist: documentChecklist(leadFiles),
    proposal: await proposalStatusForPartner(db, lead.id, now),
    project: await leadProject(db, lead.id),
  };
}

/** What only staff see of a lead: the internal notes and the refused duplicates, newest first. */
async function staffLeadDetail(
  db: Db,
  leadId: number,
): Promise<Required<Pick<LeadDetail, 'notes' | 'duplicateAttempts'>>> {
  const [notes, attempts] = await Promise.all([
    db
      .select({ note: leadNotes, ...personNameColumns })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, leadId))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db
      .select({ attempt: leadDuplicateAttempts, partnerName: partners.fullName })
      .from(leadDuplicateAttempts)
      .leftJoin(partners, eq(partners.id, leadDuplicateAttempts.partnerId))
      .where(eq(leadDuplicateAttempts.leadId, leadId))
      .orderBy(desc(leadDuplicateAttempts.createdAt), desc(leadDuplicateAttempts.id)),
  ]);
  return {
    notes: notes.map(({ note, ...author }) => ({
      id: note.id,
      text: note.text,
      authorName: personName(author),
      createdAt: note.createdAt.toISOString(),
    })),
    duplicateAttempts: attempts.map(({ attempt, partnerName }) => ({
      id: attempt.id,
      partnerId: attempt.partnerId,
      partnerName,
      matchedOn: attempt.matchedOn,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}

/**
 * One lead with its partner, history, documents and checklist: any lead for an admin (with the
 * internal notes and the refused duplicates), the caller's own for a partner, 404 otherwise.
 */
export async function getLeadDetail(
  db: Db,
  user: SessionUser,
  leadId: number,
  now: Date,
): Promise<LeadDetail> {
  const isAdmin = staffMay(user, 'read:lead');
  const row = await loadVisibleLead(db, user, leadId, isAdmin);
  const detail = await sharedLeadDetail(db, row, isAdmin, now);
  if (!isAdmin) return detail;
  return { ...detail, ...(await staffLeadDetail(db, leadId)) };
}
