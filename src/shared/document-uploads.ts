/**
 * Lead documents (SPEC sections 3 and 5; DESIGN "Documents"): their types, the largest upload
 * and the accepted file kinds.
 */

/** Largest document upload, in bytes (5 MB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Lead document types (section 3), in display order. */
export const DOCUMENT_TYPES = [
  'electricity_bill',
  'company_balance_sheet',
  'company_income_tax_return',
  'bank_statements',
  'gst_returns',
  'pan_card',
  'address_tax_returns',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Accepted file extensions and their MIME types (section 5; checked by magic bytes server-side). */
export const DOCUMENT_ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_ACCEPTED_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
