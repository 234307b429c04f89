import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contacts, documents, leads, partners, rowCounts } from '#server/db/schema.ts';
import { documentDescription } from '#server/lib/lead-documents.ts';
import { countUpTo, isoTimeSql, type ListSource, slimReader } from '#server/lib/lists.ts';
import { NEW_CONTACTS_WINDOW_DAYS } from '#shared/admin-overview.ts';
import { LEAD_STAGES, type LeadStage } from '#shared/lead-pipeline.ts';
import { can } from '#shared/permissions.ts';
import {
  type AdminDocument,
  type AdminSummary,
  type ContactSubmission,
  SUMMARY_COUNT_PERMISSIONS,
  type SummaryCount,
} from '#shared/schemas/admin.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { toPartner } from '../partners/index.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The four dashboard cards, each with its sub-count, those the role may see only: the totals from `row_counts` (kept by
 * triggers in the writes' own transactions, migration 0008), the recent contacts from the
 * created_at index.
 */
export async function getAdminSummary(
  db: Db,
  now: Date,
  role: string | null | undefined,
): Promise<AdminSummary> {
  const shown = (key: SummaryCount) => can(role, SUMMARY_COUNT_PERMISSIONS[key]);
  const since = new Date(now.getTime() - NEW_CONTACTS_WINDOW_DAYS * DAY_MS);
  const [counted, recent] = await Promise.all([
    db.select().from(rowCounts),
    shown('contacts')
      ? db.select({ n: count() }).from(contacts).where(gte(contacts.createdAt, since))
      : [],
  ]);
  const n = new Map(counted.map((row) => [row.key, row.n]));
  const of = (key: string) => n.get(key) ?? 0;
  return {
    ...(shown('partners') && {
      partners: { total: of('partners'), pending: of('partners.pending') },
    }),
    ...(shown('leads') && {
      leads: {
        total: of('leads'),
        eligible: of('leads.eligible'),
        byStage: Object.fromEntries(
          LEAD_STAGES.map((stage) => [stage, of(`leads.stage.${stage}`)]),
        ) as Record<LeadStage, number>,
      },
    }),
    ...(shown('documents') && {
      documents: { total: of('documents'), leadsWithDocuments: of('documents.leads') },
    }),
    ...(shown('contacts') && { contacts: { total: of('contacts'), recent: recent[0]?.n ?? 0 } }),
  };
}

const iso = (date: Date) => date.toISOString();

export function partnerList(db: Db): ListSource<Partner> {
  return {
    name: 'partners',
    searchColumns: [partners.fullName, partners.email, partners.companyName],
    order: { table: partners, time: partners.createdAt, id: partners.id, idOf: (p) => p.id },
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(partners).where(where).$dynamic(), upTo),
    rows: async (where, window) => {
      const rows = await db
        .select()
        .from(partners)
        .where(where)
        .orderBy(desc(partners.createdAt), desc(partners.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(toPartner);
    },
    csv: [
      { header: 'ID', value: (p) => p.id },
      { header: 'Company', value: (p) => p.companyName },
      { header: 'Name', value: (p) => p.fullName },
      { header: 'Email', value: (p) => p.email },
      { header: 'Phone', value: (p) => p.phone },
      { header: 'City', value: (p) => p.city },
      { header: 'State', value: (p) => p.state },
      { header: 'Experience', value: (p) => p.experience },
      { header: 'Status', value: (p) => p.status },
      { header: 'Date', value: (p) => p.createdAt },
    ],
  };
}

export function documentList(db: Db): ListSource<AdminDocument> {
  // The bytes stay in the database; the table lists descriptions only.
  const base = () =>
    db
      .select({
        ...documentDescription,
        leadName: leads.contactName,
        leadCompany: leads.businessName,
      })
      .from(documents)
      .innerJoin(leads, eq(leads.id, documents.leadId));
  return {
    name: 'documents',
    searchColumns: [documents.fileName, { lowered: leads.search }],
    order: { table: documents, time: documents.createdAt, id: documents.id, idOf: (d) => d.id },
    count: (where, upTo) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1` })
          .from(documents)
          .innerJoin(leads, eq(leads.id, documents.leadId))
          .where(where)
          .$dynamic(),
        upTo,
      ),
    rows: async (where, window) => {
      const rows = await base()
        .where(where)
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => ({
        ...row,
        type: row.type as AdminDocument['type'],
        createdAt: iso(row.createdAt),
      }));
    },
    csv: [
      { header: 'ID', value: (d) => d.id, sql: { text: sql`${documents.id}`, number: true } },
      {
        header: 'Lead ID',
        value: (d) => d.leadId,
        sql: { text: sql`${documents.leadId}`, number: true },
      },
      { header: 'Lead Name', value: (d) => d.leadName, sql: { text: sql`${leads.contactName}` } },
      {
        header: 'Company',
        value: (d) => d.leadCompany,
        sql: { text: sql`${leads.businessName}` },
      },
      { header: 'File Name', value: (d) => d.fileName, sql: { text: sql`${documents.fileName}` } },
      { header: 'Document Type', value: (d) => d.type, sql: { text: sql`${documents.type}` } },
      {
        header: 'Size (bytes)',
        value: (d) => d.size,
        sql: { text: sql`${documents.size}`, number: true },
      },
      { header: 'Status', value: (d) => d.status, sql: { text: sql`${documents.status}` } },
      {
        header: 'Rejection Reason',
        value: (d) => d.rejectionReason,
        sql: { text: sql`${documents.rejectionReason}` },
      },
      {
        header: 'Date',
        value: (d) => d.createdAt,
        sql: { text: isoTimeSql(documents.createdAt) },
      },
    ],
    slim: slimReader(db),
    slimFrom: { from: sql`${documents} inner join ${leads} on ${leads.id} = ${documents.leadId}` },
  };
}

export function contactList(db: Db): ListSource<ContactSubmission> {
  return {
    name: 'contacts',
    searchColumns: [contacts.name, contacts.email],
    order: { table: contacts, time: contacts.createdAt, id: contacts.id, idOf: (c) => c.id },
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(contacts).where(where).$dynamic(), upTo),
    rows: async (where, window) => {
      const rows = await db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          phone: contacts.phone,
          subject: contacts.subject,
          message: contacts.message,
          createdAt: contacts.createdAt,
        })
        .from(contacts)
        .where(where)
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },
    csv: [
      { header: 'ID', value: (c) => c.id },
      { header: 'Name', value: (c) => c.name },
      { header: 'Email', value: (c) => c.email },
      { header: 'Phone', value: (c) => c.phone },
      { header: 'Subject', value: (c) => c.subject },
      { header: 'Message', value: (c) => c.message },
      { header: 'Date', value: (c) => c.createdAt },
    ],
  };
}
