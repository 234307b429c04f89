import { desc, eq, sql } from 'drizzle-orm';
import { isLeadEligible } from '../../../shared/constants.ts';
import type { CreateLead, Lead } from '../../../shared/schemas/leads.ts';
import type { SessionUser } from '../../../shared/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { documents, leads, partners } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';

export const NOT_A_PARTNER =
  'Only approved partners can add leads. Apply on the Partner Portal first.';
export const AWAITING_APPROVAL =
  'Your partner application is awaiting approval. You can add leads once an admin approves it.';

type LeadRow = typeof leads.$inferSelect;

// Written with table names: on a one-table query Drizzle leaves columns unqualified, and
// "lead_id" = "id" inside the subquery would compare two columns of documents.
const documentCount =
  sql<number>`(select count(*) from ${documents} where ${documents}.${sql.identifier(documents.leadId.name)} = ${leads}.${sql.identifier(leads.id.name)})`
    .mapWith(Number)
    .as('document_count');

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
    annualProfit: row.annualProfit,
    facilitySqft: row.facilitySqft,
    notes: row.notes,
    isEligible: row.isEligible,
    documentCount: count,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Admins see every lead; anyone else the leads of their own partner record (often none). */
export async function listLeads(db: Db, user: SessionUser): Promise<Lead[]> {
  const query = db.select({ lead: leads, documentCount }).from(leads).$dynamic();
  const rows =
    user.role === 'admin'
      ? await query.orderBy(desc(leads.createdAt), desc(leads.id))
      : await query
          .innerJoin(partners, eq(partners.id, leads.partnerId))
          .where(eq(partners.userId, user.id))
          .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map((row) => toLead(row.lead, row.documentCount));
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
  const [row] = await db
    .insert(leads)
    .values({
      partnerId: partner.id,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      businessName: input.businessName,
      businessNature: input.businessNature ?? null,
      address: input.address,
      city: input.city,
      state: input.state,
      monthlyBill: input.monthlyBill,
      installationSizeKw: input.installationSizeKw ?? null,
      panNumber: input.panNumber ?? null,
      annualProfit: input.annualProfit ?? null,
      facilitySqft: input.facilitySqft ?? null,
      notes: input.notes ?? null,
      isEligible: isLeadEligible(input.monthlyBill),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toLead(row!, 0);
}
