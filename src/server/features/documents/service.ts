import { eq } from 'drizzle-orm';
import { staffMay } from '#server/access-policy.ts';
import type { Db } from '#server/db/client.ts';
import { documents, leads, partners, plants } from '#server/db/schema.ts';
import { conflict, forbidden, notFound } from '#server/errors.ts';
import { documentDescription, toDocument } from '#server/lib/lead-documents.ts';
import type { DocumentType } from '#shared/document-uploads.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { actsAsCustomer, actsAsPartner } from '../auth/index.ts';

export const LEAD_NOT_FOUND = 'Lead not found.';
export const LEAD_NOT_ELIGIBLE = 'Documents can be uploaded only for eligible leads.';
export const DOCUMENT_NOT_FOUND = 'Document not found.';

export const NO_LONGER_A_PARTNER = 'Only partners can work on their leads.';

/**
 * Staff who work proposals may reach every lead; a partner their own (a company lead has no owner), while the
 * account is still a partner's: the former owner of a lead is refused (403), anyone else finds
 * nothing (404).
 */
function mayAccess(user: SessionUser, ownerUserId: string | null): boolean {
  if (staffMay(user, 'read:proposal')) return true;
  if (ownerUserId === null || ownerUserId !== user.id) return false;
  if (!actsAsPartner(user)) throw forbidden(NO_LONGER_A_PARTNER);
  return true;
}

/** The customer whose plant the lead became, while the account is a customer's. */
const isPlantCustomer = (user: SessionUser, customerUserId: string | null) =>
  customerUserId !== null && customerUserId === user.id && actsAsCustomer(user);

/**
 * The lead a document may be added to: the caller's own (any, for admins; the customer's whose
 * plant it became, decision 024), and eligible. Someone else's lead is answered like a missing one,
 * so ids reveal nothing.
 */
export async function findLeadForUpload(db: Db, user: SessionUser, leadId: number) {
  const [row] = await db
    .select({
      id: leads.id,
      isEligible: leads.isEligible,
      ownerUserId: partners.userId,
      customerUserId: plants.customerUserId,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(plants, eq(plants.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row || !(isPlantCustomer(user, row.customerUserId) || mayAccess(user, row.ownerUserId)))
    throw notFound(LEAD_NOT_FOUND);
  if (!row.isEligible) throw conflict(LEAD_NOT_ELIGIBLE);
  return { id: row.id };
}

export type NewDocument = {
  leadId: number;
  type: DocumentType;
  fileName: string;
  mimeType: string;
  content: Uint8Array;
  uploadedBy: string;
};

/** Stores the file with its lead, which is marked as changed in the same transaction. */
export async function storeDocument(
  db: Db,
  document: NewDocument,
  now: Date,
): Promise<LeadDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({ ...document, size: document.content.byteLength, createdAt: now })
      .returning(documentDescription);
    await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, document.leadId));
    return toDocument(row!);
  });
}

/**
 * A document with its bytes, for its lead's partner and for admins, and for the customer whose
 * plant the lead became once the document is accepted; 404 for anyone else.
 */
export async function getDocumentFile(db: Db, user: SessionUser, documentId: number) {
  const [row] = await db
    .select({
      fileName: documents.fileName,
      mimeType: documents.mimeType,
      content: documents.content,
      status: documents.status,
      ownerUserId: partners.userId,
      customerUserId: plants.customerUserId,
    })
    .from(documents)
    .innerJoin(leads, eq(leads.id, documents.leadId))
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(plants, eq(plants.leadId, leads.id))
    .where(eq(documents.id, documentId))
    .limit(1);
  const customerMayRead = row?.status === 'accepted' && isPlantCustomer(user, row.customerUserId);
  if (!row || !(customerMayRead || mayAccess(user, row.ownerUserId)))
    throw notFound(DOCUMENT_NOT_FOUND);
  return { fileName: row.fileName, mimeType: row.mimeType, content: row.content };
}
