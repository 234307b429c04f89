import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import type { DocumentType } from '#shared/document-uploads.ts';
import type { UploadDocumentResponse } from '#shared/schemas/documents.ts';
import { documentsApi } from '#shared/schemas/documents.ts';
import type { CustomerPlantResponse } from '#shared/schemas/plants.ts';
import { plantsApi } from '#shared/schemas/plants.ts';
import { type CustomerProjectResponse, projectsApi } from '#shared/schemas/projects.ts';

export const customerKeys = { plant: ['customer', 'plant'] as const };

/** GET /api/customer/plant: the signed-in customer's plant (null: show the sample). */
export function useCustomerPlant() {
  return useQuery({
    queryKey: customerKeys.plant,
    queryFn: () => api<CustomerPlantResponse>(plantsApi.customerPlant()),
  });
}

/** POST /api/leads/:id/documents onto the customer's own lead; the checklist reloads after. */
export function useUploadCustomerDocument() {
  return useMutation({
    mutationFn: ({ leadId, type, file }: { leadId: number; type: DocumentType; file: File }) => {
      const form = new FormData();
      // The type goes first so the server knows it before the file arrives.
      form.append('type', type);
      form.append('file', file, file.name);
      return api<UploadDocumentResponse>(documentsApi.upload(leadId), { formData: form });
    },
  });
}

/** GET /api/customer/project: the customer's installation project (null: show the sample). */
export function useCustomerProject() {
  return useQuery({
    queryKey: ['customer', 'project'] as const,
    queryFn: () => api<CustomerProjectResponse>(projectsApi.customerProject()),
  });
}
