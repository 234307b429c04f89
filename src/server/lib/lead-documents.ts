import type { DocumentType } from '#shared/document-uploads.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import { documents } from '../db/schema.ts';

/*
 * A lead document as the API shows it: the columns read and the answer built from them. Both the
 * documents feature (upload, list) and the lead pipeline (review, a lead's checklist) answer with
 * it, so it sits here rather than in either, and neither feature imports the other for it.
 */

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
