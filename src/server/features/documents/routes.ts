import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentIdParamsSchema,
  uploadDocumentResponseSchema,
} from '../../../shared/schemas/documents.ts';
import { leadIdParamsSchema } from '../../../shared/schemas/leads.ts';
import { currentUser } from '../../plugins/session.ts';
import { attachmentDisposition, safeFileName } from './file-name.ts';
import { findLeadForUpload, getDocumentFile, storeDocument } from './service.ts';
import { readUpload } from './upload.ts';

/** Lead documents, kept in the database (DESIGN "Documents"). */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/leads/:id/documents',
    { schema: { params: leadIdParamsSchema, response: { 201: uploadDocumentResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      // Who may upload is settled before the file is read.
      const lead = await findLeadForUpload(app.db, user, request.params.id);
      const upload = await readUpload(request);
      const document = await storeDocument(
        app.db,
        {
          leadId: lead.id,
          type: upload.type,
          fileName: safeFileName(upload.originalName, upload.extension, upload.type),
          mimeType: upload.mimeType,
          content: upload.content,
          uploadedBy: user.id,
        },
        app.now(),
      );
      return reply.code(201).send({ message: 'Document uploaded successfully', document });
    },
  );

  app.get(
    '/api/documents/:id',
    { schema: { params: documentIdParamsSchema } },
    async (request, reply) => {
      const file = await getDocumentFile(app.db, currentUser(request), request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.content));
    },
  );
}
