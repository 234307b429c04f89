import { useMutation } from '@tanstack/react-query';
import { ApiError, apiErrorFrom } from '#client/lib/api.ts';
import type { DocumentType } from '#shared/document-uploads.ts';
import type { UploadDocumentResponse } from '#shared/schemas/documents.ts';
import { documentsApi } from '#shared/schemas/documents.ts';

export type UploadDocumentInput = {
  leadId: number;
  type: DocumentType;
  file: File;
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/leads/:id/documents as multipart. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; errors become ApiErrors exactly as lib/api.ts makes them.
 */
export function uploadDocument({
  leadId,
  type,
  file,
  onProgress,
  signal,
}: UploadDocumentInput): Promise<UploadDocumentResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', documentsApi.upload(leadId));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(
          apiErrorFrom(xhr.status, (name) => xhr.getResponseHeader(name), xhr.responseText),
        );
      try {
        resolve(JSON.parse(xhr.responseText) as UploadDocumentResponse);
      } catch {
        reject(new ApiError(xhr.status, 'Invalid JSON response from server. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Failed to complete request. Please try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    // The type goes first so the server knows it before the file arrives.
    form.append('type', type);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function useUploadDocument() {
  return useMutation({
    mutationFn: uploadDocument,
  });
}
