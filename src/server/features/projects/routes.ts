import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, safeFileName } from '#server/lib/file-name.ts';
import { readFileUpload } from '#server/lib/file-upload.ts';
import { answerList } from '#server/lib/lists.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import {
  attachmentIdParamsSchema,
  attachmentSchema,
  cancelProjectSchema,
  customerProjectResponseSchema,
  milestoneParamsSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectResponseSchema,
  projectsPatterns,
  updateMilestoneSchema,
} from '#shared/schemas/projects.ts';
import { currentUser } from '../sessions/index.ts';
import {
  addAttachment,
  cancelProject,
  getAttachmentFile,
  getCustomerProject,
  getProject,
  projectList,
  projectOwners,
  updateMilestone,
} from './service.ts';

/** Installation projects from won to commissioned (decision 049). */
export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    projectsPatterns.projects,
    {
      schema: {
        description:
          'The operations board: projects newest first with their next milestone; `format=csv` exports every match.',
        querystring: projectListQuerySchema,
        response: { 200: projectPageSchema },
      },
    },
    async (request, reply) => {
      const list = projectList(app.db, request.query, app.now());
      const page = await answerList(reply, list, request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { projects: items, ...info, owners: await projectOwners(app.db) };
    },
  );

  app.get(
    projectsPatterns.project,
    { schema: { params: projectIdParamsSchema, response: { 200: projectResponseSchema } } },
    async (request) => ({ project: await getProject(app.db, request.params.id, app.now()) }),
  );

  app.put(
    projectsPatterns.milestone,
    {
      schema: {
        description:
          'Sets a milestone. Done or not applicable only after the one before; not applicable only for ceig_inspection, with the reason in `note`; `commissioned` done needs an attachment and creates or activates the plant.',
        params: milestoneParamsSchema,
        body: updateMilestoneSchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (request) => ({
      project: await updateMilestone(
        { db: app.db, mailer: app.mailer, origin: siteOrigin(app.config) },
        currentUser(request),
        request.params.id,
        request.params.key,
        request.body,
        app.now(),
      ),
    }),
  );

  app.post(
    projectsPatterns.milestoneAttachments,
    {
      schema: {
        description: 'One photo or PDF (multipart `file`), checked by its content; 5 MB at most.',
        params: milestoneParamsSchema,
        response: { 201: z.object({ attachment: attachmentSchema }) },
      },
    },
    async (request, reply) => {
      const upload = await readFileUpload(request);
      const attachment = await addAttachment(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.key,
        {
          fileName: safeFileName(upload.originalName, upload.extension, request.params.key),
          mimeType: upload.mimeType,
          content: upload.content,
        },
        app.now(),
      );
      return reply.code(201).send({ attachment });
    },
  );

  app.post(
    projectsPatterns.cancel,
    {
      schema: {
        params: projectIdParamsSchema,
        body: cancelProjectSchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (request) => ({
      project: await cancelProject(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.reason,
        app.now(),
      ),
    }),
  );

  app.get(
    projectsPatterns.customerProject,
    { schema: { response: { 200: customerProjectResponseSchema } } },
    async (request) => getCustomerProject(app.db, currentUser(request)),
  );

  app.get(
    projectsPatterns.attachment,
    {
      schema: {
        params: attachmentIdParamsSchema,
        description:
          'A milestone’s file: for staff who read projects, and for the customer once the milestone is done.',
      },
    },
    async (request, reply) => {
      const file = await getAttachmentFile(app.db, currentUser(request), request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(Buffer.from(file.content));
    },
  );
}
