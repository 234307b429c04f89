import { eq } from 'drizzle-orm';
import type { DocumentType } from '../../../shared/constants.ts';
import type { LeadDocument } from '../../../shared/schemas/documents.ts';
import type { SessionUser } from '../../../shared/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { documents, leads, partners, systems } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { staffMay } from '../../policy.ts';

export const LEAD_NOT_FOUND = 'Lead not found.';
export const LEAD_NOT_ELIGIBLE = 'Documents can be uploaded only for eligible leads.';
export const DOCUMENT_NOT_FOUND = 'Document not found.';

type DocumentRow = typeof documents.$inferSelect;

/** What is shown of a document: everything but its bytes. */
export const documentDescription = {
  id: documents.id,
  leadId: documents.leadId,
  type: documents.type,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  size: documents.size,
  status: documents.status,
  rejectionReason: documents.rejectionReason,
  createdAt: documents.createdAt,
};

export function toDocument(
  row: Omit<DocumentRow, 'content' | 'uploadedBy' | 'reviewedBy' | 'reviewedAt'>,
): LeadDocument {
  return {
    id: row.id,
    leadId: row.leadId,
    type: row.type as DocumentType,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff who work proposals may reach every lead; a partner their own (a company lead has no owner). */
const mayAccess = (user: SessionUser, ownerUserId: string | null) =>
  staffMay(user, 'read:proposal') || (ownerUserId !== null && ownerUserId === user.id);

/**
 * The lead a document may be added to: the caller's own (any, for admins; the customer's whose
 * plant it became, issue 18), and eligible. Someone else's lead is answered like a missing one,
 * so ids reveal nothing.
 */
export async function findLeadForUpload(db: Db, user: SessionUser, leadId: number) {
  const [row] = await db
    .select({
      id: leads.id,
      isEligible: leads.isEligible,
      ownerUserId: partners.userId,
      customerUserId: systems.customerUserId,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(systems, eq(systems.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row || !(mayAccess(user, row.ownerUserId) || row.customerUserId === user.id))
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

/** A document with its bytes, for its lead's partner and for admins; 404 for anyone else. */
export async function getDocumentFile(db: Db, user: SessionUser, documentId: number) {
  const [row] = await db
    .select({
      fileName: documents.fileName,
      mimeType: documents.mimeType,
      content: documents.content,
      ownerUserId: partners.userId,
    })
    .from(documents)
    .innerJoin(leads, eq(leads.id, documents.leadId))
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(eq(documents.id, documentId))
    .limit(1);
  if (!row || !mayAccess(user, row.ownerUserId)) throw notFound(DOCUMENT_NOT_FOUND);
  return { fileName: row.fileName, mimeType: row.mimeType, content: row.content };
}
