import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '#server/errors.ts';
import { detectFileType } from '#server/lib/file-type.ts';
import { answerList } from '#server/lib/lists.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import { acceptCsvBody } from '#server/plugins/request-bodies.ts';
import { DOCUMENT_MAX_BYTES } from '#shared/document-uploads.ts';
import {
  commentBodySchema,
  createdKeySchema,
  createKeyBodySchema,
  createTicketBodySchema,
  customerTicketsResponseSchema,
  generationResponseSchema,
  INGEST_BODY_MAX_BYTES,
  type IngestRow,
  ingestionKeySchema,
  ingestJsonBodySchema,
  ingestResponseSchema,
  keyListSchema,
  monitoringMessages as M,
  monitoringPatterns,
  ownerBodySchema,
  plantKeyParamsSchema,
  staffTicketResponseSchema,
  statusBodySchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketResponseSchema,
} from '#shared/schemas/monitoring.ts';
import { plantIdParamsSchema } from '#shared/schemas/plants.ts';
import { currentUser } from '../sessions/index.ts';
import { customerGeneration } from './generation.ts';
import {
  createIngestionKey,
  ingestReadings,
  listIngestionKeys,
  parseIngestCsv,
  revokeIngestionKey,
} from './ingest.ts';
import {
  changeTicketStatus,
  customerComment,
  customerTickets,
  loadStaffTicket,
  raiseTicket,
  reopenTicket,
  setTicketOwner,
  staffComment,
  type TicketDeps,
  ticketFilters,
  ticketList,
  ticketPhoto,
} from './tickets.ts';

type Photo = { content: Buffer; mimeType: string };

/** A ticket as JSON, or multipart with the same fields and an optional `photo` (PNG or JPEG). */
async function readTicketForm(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: request.body, photo: undefined };
  const fields: Record<string, string> = {};
  let photo: Photo | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const content = await part.toBuffer();
      if (content.byteLength === 0) continue;
      if (content.byteLength > DOCUMENT_MAX_BYTES)
        throw new AppError(413, 'payload_too_large', M.photoTooLarge);
      const detected = detectFileType(content);
      if (!detected || detected.mimeType === 'application/pdf')
        throw new AppError(415, 'unsupported_media_type', M.photoType);
      photo = { content, mimeType: detected.mimeType };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'payload_too_large', M.photoTooLarge);
    throw badRequest('The upload could not be read. Please choose the file and try again.');
  }
  return { fields, photo };
}

/** Plant monitoring: ingestion keys and readings, generation, alerts' and customers' tickets. */
export async function monitoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (): TicketDeps => ({
    db: app.db,
    mailer: app.mailer,
    origin: siteOrigin(app.config),
    sla: app.config.ticketSla,
  });

  // A logger's CSV export arrives as it is; it is read only after its key is checked.
  acceptCsvBody(app, INGEST_BODY_MAX_BYTES);

  app.post(
    monitoringPatterns.plantKeys,
    {
      schema: {
        description: 'A new ingestion key for the plant’s logger; the key is in this answer only.',
        params: plantIdParamsSchema,
        body: createKeyBodySchema,
        response: { 201: createdKeySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createIngestionKey(
            app.db,
            currentUser(request),
            request.params.id,
            request.body.name,
            app.now(),
          ),
        ),
  );

  app.get(
    monitoringPatterns.plantKeys,
    { schema: { params: plantIdParamsSchema, response: { 200: keyListSchema } } },
    async (request) => listIngestionKeys(app.db, request.params.id),
  );

  app.delete(
    monitoringPatterns.plantKey,
    {
      schema: {
        description: 'Revokes the key at once: its next batch is refused with 401.',
        params: plantKeyParamsSchema,
        response: { 200: z.object({ key: ingestionKeySchema }) },
      },
    },
    async (request) =>
      revokeIngestionKey(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.keyId,
        app.now(),
      ),
  );

  app.post(
    monitoringPatterns.ingest,
    {
      bodyLimit: INGEST_BODY_MAX_BYTES,
      schema: {
        description:
          'A logger’s readings, with `Authorization: Bearer <key>`: JSON `{ readings: [{ at, kwh, minutes? }] }` or `text/csv` with the columns `at,kwh[,minutes]`. At most 2,000 per batch and 60 batches per hour per key; a bad row refuses the whole batch, each error named in `fields`.',
        response: { 200: ingestResponseSchema },
      },
    },
    async (request) => {
      const body = request.body as { csv?: unknown } | undefined;
      const isCsv = typeof body?.csv === 'string';
      const rows = (): IngestRow[] => {
        if (isCsv) return parseIngestCsv(body!.csv as string);
        const parsed = ingestJsonBodySchema.safeParse(body);
        if (!parsed.success) throw badRequest(M.bodyShape);
        return parsed.data.readings;
      };
      return ingestReadings(
        app.db,
        request.headers.authorization,
        rows,
        // A CSV row is named by its line (the header is line 1), a JSON one by its index.
        (index) => (isCsv ? `row ${index + 2}` : `readings.${index}`),
        app.now(),
      );
    },
  );

  app.get(
    monitoringPatterns.customerGeneration,
    { schema: { response: { 200: generationResponseSchema } } },
    async (request) => customerGeneration(app.db, currentUser(request), app.now()),
  );

  app.post(
    monitoringPatterns.customerTickets,
    {
      schema: {
        description:
          'JSON `{ category, description }`, or multipart with the same fields and an optional `photo` (PNG or JPEG, 5 MB).',
        response: { 201: ticketResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readTicketForm(request);
      const parsed = createTicketBodySchema.safeParse(form.fields ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
        throw badRequest(Object.values(fields)[0] ?? M.description, fields);
      }
      const answer = await raiseTicket(
        deps(),
        currentUser(request),
        { ...parsed.data, photo: form.photo },
        app.now(),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    monitoringPatterns.customerTickets,
    { schema: { response: { 200: customerTicketsResponseSchema } } },
    async (request) => customerTickets(app.db, currentUser(request), app.now()),
  );

  app.post(
    monitoringPatterns.customerTicketComments,
    {
      schema: {
        params: ticketIdParamsSchema,
        body: commentBodySchema.pick({ body: true }),
        response: { 200: ticketResponseSchema },
      },
    },
    async (request) =>
      customerComment(
        deps(),
        currentUser(request),
        request.params.id,
        request.body.body,
        app.now(),
      ),
  );

  app.post(
    monitoringPatterns.customerTicketReopen,
    {
      schema: {
        description: 'Reopens a resolved ticket, within 7 days of its resolution.',
        params: ticketIdParamsSchema,
        body: z
          .object({ note: z.string().trim().max(4000).optional() })
          .nullish()
          .transform((body) => body ?? {}),
        response: { 200: ticketResponseSchema },
      },
    },
    async (request) =>
      reopenTicket(deps(), currentUser(request), request.params.id, request.body.note, app.now()),
  );

  app.get(
    monitoringPatterns.customerTicketPhoto,
    { schema: { params: ticketIdParamsSchema } },
    async (request, reply) => {
      const photo = await ticketPhoto(app.db, currentUser(request), request.params.id);
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, no-store')
        .send(photo.content);
    },
  );

  app.get(
    monitoringPatterns.adminTickets,
    {
      schema: {
        description:
          'The operations board: `status`, `category`, `overdue` filters, `q` search, `format=csv`.',
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const page = await answerList(
        reply,
        ticketList(app.db, now),
        request.query,
        now,
        ticketFilters(request.query, now),
      );
      return page ?? reply;
    },
  );

  app.get(
    monitoringPatterns.adminTicket,
    { schema: { params: ticketIdParamsSchema, response: { 200: staffTicketResponseSchema } } },
    async (request) => ({ ticket: await loadStaffTicket(app.db, request.params.id, app.now()) }),
  );

  app.get(
    monitoringPatterns.adminTicketPhoto,
    { schema: { params: ticketIdParamsSchema } },
    async (request, reply) => {
      const photo = await ticketPhoto(app.db, null, request.params.id);
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, no-store')
        .send(photo.content);
    },
  );

  app.post(
    monitoringPatterns.adminTicketStatus,
    {
      schema: {
        params: ticketIdParamsSchema,
        body: statusBodySchema,
        response: { 200: staffTicketResponseSchema },
      },
    },
    async (request) =>
      changeTicketStatus(deps(), currentUser(request), request.params.id, request.body, app.now()),
  );

  app.post(
    monitoringPatterns.adminTicketComments,
    {
      schema: {
        description: 'A comment both sides see, or with `internal: true` a note staff only see.',
        params: ticketIdParamsSchema,
        body: commentBodySchema,
        response: { 200: staffTicketResponseSchema },
      },
    },
    async (request) =>
      staffComment(deps(), currentUser(request), request.params.id, request.body, app.now()),
  );

  app.post(
    monitoringPatterns.adminTicketOwner,
    {
      schema: {
        description:
          'Gives the ticket to one of the detail’s `owners` (active staff who may write tickets), or with `null` to nobody.',
        params: ticketIdParamsSchema,
        body: ownerBodySchema,
        response: { 200: staffTicketResponseSchema },
      },
    },
    async (request) =>
      setTicketOwner(
        deps(),
        currentUser(request),
        request.params.id,
        request.body.ownerId,
        app.now(),
      ),
  );
}
