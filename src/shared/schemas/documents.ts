import { z } from 'zod';
import { type PathParam, pathOf, withQuery } from '../api-paths.ts';
import {
  DOCUMENT_ACCEPTED_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
} from '../document-uploads.ts';
import { idParamsSchema } from './record-id.ts';

/** What the upload says back about a file, on either side. */
export const documentMessages = {
  typeRequired: 'Please select a document type',
  fileRequired: 'Please select a file to upload.',
  tooLarge: 'The file is larger than 5 MB. Please upload a smaller file.',
  typeRefused: 'Only PDF, JPG and PNG files are accepted.',
} as const;

/**
 * A quick check in the browser before sending (by name and size); the server decides by the
 * file's content. Returns the message to show, or null when the file may be sent.
 */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension))
    return documentMessages.typeRefused;
  if (file.size > DOCUMENT_MAX_BYTES) return documentMessages.tooLarge;
  return null;
}

/** The document type a partner picks in the upload dialog (SPEC section 5). */
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: documentMessages.typeRequired });

/** The upload dialog's fields; the file itself is checked apart, as a File is not form text. */
export const documentUploadFormSchema = z.object({
  type: z
    .union([documentTypeSchema, z.literal('')])
    .refine((value) => value !== '', documentMessages.typeRequired),
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
  status: z.enum(['uploaded', 'accepted', 'rejected']),
  /** Why an admin rejected the file, for the partner to read. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadDocument = z.infer<typeof documentSchema>;

export const uploadDocumentResponseSchema = z.object({
  message: z.string(),
  document: documentSchema,
});
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

export const documentIdParamsSchema = idParamsSchema('Document not found.');

export const reviewMessages = {
  reasonRequired: 'Please say why the document is rejected',
} as const;

/** POST /api/admin/documents/:id/review. */
export const documentReviewSchema = z.object({
  decision: z.enum(['accepted', 'rejected'], { error: 'Please accept or reject the document' }),
  reason: z
    .string()
    .trim()
    .max(500, 'This entry is too long')
    .optional()
    .transform((value) => value || undefined),
});
export type DocumentReviewInput = z.input<typeof documentReviewSchema>;

export const documentReviewResponseSchema = z.object({ document: documentSchema });

/** GET /api/documents/:id?view=inline shows the file in the browser instead of saving it. */
export const documentFileQuerySchema = z.object({
  view: z.enum(['inline', 'download']).default('download'),
});

/** The patterns of the document routes (src/shared/api-paths.ts). */
export const documentsPatterns = {
  file: '/api/documents/:id',
  upload: '/api/leads/:id/documents',
  review: '/api/admin/documents/:id/review',
} as const;

/** The paths of the document routes. */
export const documentsApi = {
  file: (id: PathParam, view?: 'inline') => withQuery(pathOf(documentsPatterns.file, id), { view }),
  upload: (leadId: PathParam) => pathOf(documentsPatterns.upload, leadId),
  review: (id: PathParam) => pathOf(documentsPatterns.review, id),
};

/** Answer types, from the schemas the routes answer with. */
export type DocumentReviewResponse = z.infer<typeof documentReviewResponseSchema>;
