import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition, inlineDisposition, safeFileName } from '#server/lib/file-name.ts';
import { readUpload } from '#server/lib/file-upload.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import {
  documentFileQuerySchema,
  documentIdParamsSchema,
  documentReviewResponseSchema,
  documentReviewSchema,
  documentsPatterns,
  uploadDocumentResponseSchema,
} from '#shared/schemas/documents.ts';
import { leadIdParamsSchema } from '#shared/schemas/leads.ts';
import { reviewDocument } from '../leads/index.ts';
import { currentUser } from '../sessions/index.ts';
import { findLeadForUpload, getDocumentFile, storeDocument } from './service.ts';

/** Lead documents, kept in the database (DESIGN "Documents"). */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    documentsPatterns.upload,
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
    documentsPatterns.file,
    {
      schema: {
        params: documentIdParamsSchema,
        querystring: documentFileQuerySchema,
        description:
          "The file itself: saved by default, or with `view=inline` shown in the browser (still nosniff and sandboxed). For the lead's partner and admins; for the customer whose plant the lead became, its accepted documents.",
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile(app.db, currentUser(request), request.params.id);
      const disposition =
        request.query.view === 'inline' ? inlineDisposition : attachmentDisposition;
      // nosniff, no-store and a sandboxing CSP come with every API answer (security-headers.ts).
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', disposition(file.fileName))
        .send(Buffer.from(file.content));
    },
  );

  app.post(
    documentsPatterns.review,
    {
      schema: {
        params: documentIdParamsSchema,
        body: documentReviewSchema,
        response: { 200: documentReviewResponseSchema },
        description:
          'Accept or reject a document; a rejection needs a reason, which the partner sees.',
      },
    },
    async (request) => {
      const document = await reviewDocument(
        { db: app.db, mailer: app.mailer, origin: siteOrigin(app.config) },
        { documentId: request.params.id, actor: currentUser(request), ...request.body },
        app.now(),
      );
      return { document };
    },
  );
}
