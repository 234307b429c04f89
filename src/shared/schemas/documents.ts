import { z } from 'zod';
import { DOCUMENT_TYPES } from '../constants.ts';

/** The document type a partner picks in the upload dialog (SPEC section 5). */
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: 'Please select a document type',
});

/** The upload dialog's fields; the file itself is checked apart, as a File is not form text. */
export const documentUploadFormSchema = z.object({
  type: z.union([documentTypeSchema, z.literal('')]).refine((value) => value !== '', {
    message: 'Please select a document type',
  }),
});
export type DocumentUploadFormValues = z.input<typeof documentUploadFormSchema>;

/** A stored document's description; its bytes come from GET /api/documents/:id. */
export const documentSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  type: documentTypeSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type LeadDocument = z.infer<typeof documentSchema>;

export const uploadDocumentResponseSchema = z.object({
  message: z.string(),
  document: documentSchema,
});
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

export const documentIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Document not found.' })
    .int('Document not found.')
    .positive('Document not found.'),
});
