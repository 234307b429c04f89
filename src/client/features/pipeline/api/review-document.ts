import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { DocumentReviewInput, DocumentReviewResponse } from '#shared/schemas/documents.ts';
import { documentsApi } from '#shared/schemas/documents.ts';

/** POST /api/admin/documents/:id/review. */
export function useReviewDocument() {
  return useMutation({
    mutationFn: ({ documentId, ...review }: DocumentReviewInput & { documentId: number }) =>
      api<DocumentReviewResponse>(documentsApi.review(documentId), {
        method: 'POST',
        body: review,
      }),
  });
}
