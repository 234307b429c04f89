import { count, countDistinct, desc, eq, type SQL, sql } from 'drizzle-orm';
import { NEW_CONTACTS_WINDOW_DAYS } from '../../../shared/admin-overview.ts';
import { LEAD_STAGES, type LeadStage } from '../../../shared/lead-pipeline.ts';
import type {
  AdminDocument,
  AdminSummary,
  ContactSubmission,
} from '../../../shared/schemas/admin.ts';
import type { Lead } from '../../../shared/schemas/leads.ts';
import type { Partner } from '../../../shared/schemas/partners.ts';
import type { Db } from '../../db/client.ts';
import { contacts, documents, leads, partners } from '../../db/schema.ts';
import type { AdminList } from '../../lib/admin-list.ts';
import { documentDescription } from '../../lib/lead-documents.ts';
import { toLead } from '../leads/service.ts';
import { toPartner } from '../partners/service.ts';

const DAY_MS = 24 * 3600 * 1000;

const countOf = (predicate: SQL) =>
  sql<number>`count(*) filter (where ${predicate})`.mapWith(Number);

/** The four dashboard cards, each with its sub-count, in one round of queries. */
export async function getAdminSummary(db: Db, now: Date): Promise<AdminSummary> {
  const since = new Date(now.getTime() - NEW_CONTACTS_WINDOW_DAYS * DAY_MS);
  const [[partnerCounts], [leadCounts], [documentCounts], [contactCounts], stages] =
    await Promise.all([
      db
        .select({ total: count(), pending: countOf(sql`${partners.status} = 'pending'`) })
        .from(partners),
      db.select({ total: count(), eligible: countOf(sql`${leads.isEligible}`) }).from(leads),
      db
        .select({ total: count(), leadsWithDocuments: countDistinct(documents.leadId) })
        .from(documents),
      db
        .select({ total: count(), recent: countOf(sql`${contacts.createdAt} >= ${since}`) })
        .from(contacts),
      db.select({ stage: leads.stage, n: count() }).from(leads).groupBy(leads.stage),
    ]);
  const byStage = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<
    LeadStage,
    number
  >;
  for (const { stage, n } of stages) if (stage in byStage) byStage[stage] = n;
  return {
    partners: partnerCounts!,
    leads: { ...leadCounts!, byStage },
    documents: documentCounts!,
    contacts: contactCounts!,
  };
}

const iso = (date: Date) => date.toISOString();
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

export function partnerList(db: Db): AdminList<Partner> {
  return {
    name: 'partners',
    searchColumns: [partners.fullName, partners.email, partners.companyName],
    count: async (where) => (await db.select({ n: count() }).from(partners).where(where))[0]!.n,
    rows: async (where, window) => {
      const query = db
        .select()
        .from(partners)
        .where(where)
        .orderBy(desc(partners.createdAt), desc(partners.id))
        .$dynamic();
      const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
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

/** Documents per lead, joined in (a correlated subquery would lose its table names in Drizzle). */
function documentCounts(db: Db) {
  return db
    .select({ leadId: documents.leadId, n: count().as('n') })
    .from(documents)
    .groupBy(documents.leadId)
    .as('document_counts');
}

export function leadList(db: Db): AdminList<Lead> {
  return {
    name: 'leads',
    searchColumns: [leads.contactName, leads.email, leads.businessName],
    count: async (where) => (await db.select({ n: count() }).from(leads).where(where))[0]!.n,
    rows: async (where, window) => {
      const counts = documentCounts(db);
      const query = db
        .select({
          lead: leads,
          documentCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
        })
        .from(leads)
        .leftJoin(counts, eq(counts.leadId, leads.id))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .$dynamic();
      const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
      return rows.map((row) => toLead(row.lead, row.documentCount));
    },
    csv: [
      { header: 'ID', value: (l) => l.id },
      { header: 'Name', value: (l) => l.contactName },
      { header: 'Email', value: (l) => l.email },
      { header: 'Phone', value: (l) => l.phone },
      { header: 'Company', value: (l) => l.businessName },
      { header: 'Partner ID', value: (l) => l.partnerId },
      { header: 'PAN', value: (l) => l.panNumber },
      { header: 'GSTIN', value: (l) => l.gstin },
      { header: 'City', value: (l) => l.city },
      { header: 'State', value: (l) => l.state },
      { header: 'Monthly Bill (INR)', value: (l) => l.monthlyBill },
      { header: 'Installation Size (kW)', value: (l) => l.installationSizeKw },
      { header: 'Eligible', value: (l) => yesNo(l.isEligible) },
      { header: 'Documents', value: (l) => l.documentCount },
      { header: 'Stage', value: (l) => l.stage },
      { header: 'Lost Reason', value: (l) => l.lostReason },
      { header: 'Date', value: (l) => l.createdAt },
    ],
  };
}

export function documentList(db: Db): AdminList<AdminDocument> {
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
    searchColumns: [documents.fileName, leads.contactName, leads.email, leads.businessName],
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(documents)
          .innerJoin(leads, eq(leads.id, documents.leadId))
          .where(where)
      )[0]!.n,
    rows: async (where, window) => {
      const query = base()
        .where(where)
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .$dynamic();
      const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
      return rows.map((row) => ({
        ...row,
        type: row.type as AdminDocument['type'],
        createdAt: iso(row.createdAt),
      }));
    },
    csv: [
      { header: 'ID', value: (d) => d.id },
      { header: 'Lead ID', value: (d) => d.leadId },
      { header: 'Lead Name', value: (d) => d.leadName },
      { header: 'Company', value: (d) => d.leadCompany },
      { header: 'File Name', value: (d) => d.fileName },
      { header: 'Document Type', value: (d) => d.type },
      { header: 'Size (bytes)', value: (d) => d.size },
      { header: 'Status', value: (d) => d.status },
      { header: 'Rejection Reason', value: (d) => d.rejectionReason },
      { header: 'Date', value: (d) => d.createdAt },
    ],
  };
}

export function contactList(db: Db): AdminList<ContactSubmission> {
  return {
    name: 'contacts',
    searchColumns: [contacts.name, contacts.email],
    count: async (where) => (await db.select({ n: count() }).from(contacts).where(where))[0]!.n,
    rows: async (where, window) => {
      const query = db
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
        .$dynamic();
      const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
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
