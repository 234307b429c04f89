import { and, asc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { leads } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { LEAD_PROTECTION_DAYS, OPEN_LEAD_STAGES } from '#shared/lead-pipeline.ts';

/**
 * Duplicate protection (docs/decisions/017): a new lead is matched against the open
 * leads on normalised e-mail, phone, PAN and GSTIN. Another owner's lead is protected for
 * LEAD_PROTECTION_DAYS after it was created (its protection ends earlier when it is lost, as a
 * lost lead is no longer open); the owner's own open lead is always a duplicate.
 */

const DAY_MS = 24 * 3600 * 1000;

/** What a lead is matched on. */
export type LeadKeys = {
  email: string;
  phone: string;
  panNumber?: string | null | undefined;
  gstin?: string | null | undefined;
};
export type MatchField = keyof LeadKeys;

/** The last ten digits: "+91 98765-43210", "098765 43210" and "9876543210" are one number. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

// The same normalisations in SQL, matching the expression indexes in db/schema.ts.
const emailSql = sql`lower(${leads.email})`;
const phoneSql = sql`right(regexp_replace(${leads.phone}, '[^0-9]', '', 'g'), 10)`;
const panSql = sql`upper(${leads.panNumber})`;
const gstinSql = sql`upper(${leads.gstin})`;

export const protectionEnd = (createdAt: Date) =>
  new Date(createdAt.getTime() + LEAD_PROTECTION_DAYS * DAY_MS);

type Match = { id: number; partnerId: number | null; createdAt: Date; matchedOn: MatchField[] };

/** The open leads sharing any key with `keys`, oldest first, with the fields that matched. */
export async function findOpenMatches(db: Db, keys: LeadKeys): Promise<Match[]> {
  const email = keys.email.trim().toLowerCase();
  const phone = phoneKey(keys.phone);
  const pan = keys.panNumber?.trim().toUpperCase() || null;
  const gstin = keys.gstin?.trim().toUpperCase() || null;
  const conditions: SQL[] = [sql`${emailSql} = ${email}`];
  if (phone) conditions.push(sql`${phoneSql} = ${phone}`);
  if (pan) conditions.push(sql`${panSql} = ${pan}`);
  if (gstin) conditions.push(sql`${gstinSql} = ${gstin}`);
  const rows = await db
    .select({
      id: leads.id,
      partnerId: leads.partnerId,
      createdAt: leads.createdAt,
      email: leads.email,
      phone: leads.phone,
      panNumber: leads.panNumber,
      gstin: leads.gstin,
    })
    .from(leads)
    .where(and(inArray(leads.stage, [...OPEN_LEAD_STAGES]), or(...conditions)))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map((row) => {
    const matchedOn: MatchField[] = [];
    if (row.email.toLowerCase() === email) matchedOn.push('email');
    if (phone && phoneKey(row.phone) === phone) matchedOn.push('phone');
    if (pan && row.panNumber?.toUpperCase() === pan) matchedOn.push('panNumber');
    if (gstin && row.gstin?.toUpperCase() === gstin) matchedOn.push('gstin');
    return { id: row.id, partnerId: row.partnerId, createdAt: row.createdAt, matchedOn };
  });
}

/** Why a new lead is refused, and which existing lead it matched. */
export type DuplicateRefusal = { error: AppError; leadId: number; matchedOn: MatchField[] };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const leadProtectedMessage = (until: Date) =>
  `This customer is already registered with us as another partner's lead. Its protection ends on ${isoDay(until)}.`;
export const ownDuplicateMessage = (leadId: number) =>
  `You have already added this customer as lead #${leadId}.`;

/**
 * The refusal for a new lead of `owner` (a partner id, or null for a company lead), or null when
 * it may be added. The owner's own open lead comes first: it is the more useful answer.
 */
export async function duplicateRefusal(
  db: Db,
  owner: number | null,
  keys: LeadKeys,
  now: Date,
): Promise<DuplicateRefusal | null> {
  const matches = await findOpenMatches(db, keys);
  const own = matches.find((match) => match.partnerId === owner);
  if (own)
    return {
      error: new AppError(
        409,
        'lead_duplicate',
        ownDuplicateMessage(own.id),
        undefined,
        undefined,
        {
          leadId: own.id,
        },
      ),
      leadId: own.id,
      matchedOn: own.matchedOn,
    };
  const protectedLead = matches.find(
    (match) => match.partnerId !== owner && protectionEnd(match.createdAt) > now,
  );
  if (!protectedLead) return null;
  return {
    error: new AppError(
      409,
      'lead_protected',
      leadProtectedMessage(protectionEnd(protectedLead.createdAt)),
      undefined,
      undefined,
      { until: isoDay(protectionEnd(protectedLead.createdAt)) },
    ),
    leadId: protectedLead.id,
    matchedOn: protectedLead.matchedOn,
  };
}
