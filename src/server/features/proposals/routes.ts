import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '#server/lib/file-name.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import { leadIdParamsSchema } from '#shared/schemas/leads.ts';
import {
  acceptanceCodeResponseSchema,
  acceptProposalSchema,
  createProposalSchema,
  proposalIdParamsSchema,
  proposalListResponseSchema,
  proposalResponseSchema,
  proposalsPatterns,
  proposalTokenParamsSchema,
  publicProposalResponseSchema,
} from '#shared/schemas/proposals.ts';
import { currentUser } from '../sessions/index.ts';
import {
  acceptanceCertificate,
  acceptProposal,
  adminProposalPdf,
  createProposal,
  listProposals,
  publicProposalPdf,
  requestAcceptanceCode,
  sendProposal,
  viewProposal,
} from './service.ts';

/** Proposals: built and sent by sales and admin, seen and accepted by the customer's link. */
export async function proposalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, mailer: app.mailer, origin: siteOrigin(app.config) });
  const sendPdf = (
    reply: import('fastify').FastifyReply,
    file: { pdf: Buffer; fileName: string },
  ) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(`${file.fileName}.pdf`))
      .send(file.pdf);

  app.post(
    proposalsPatterns.forLead,
    {
      schema: {
        params: leadIdParamsSchema,
        body: createProposalSchema,
        response: { 201: proposalResponseSchema },
        description:
          'Makes the next version of the lead’s proposal, as a draft (from site survey on; not for a lost or won lead). At least one offer.',
      },
    },
    async (request, reply) => {
      const proposal = await createProposal(
        app.db,
        { leadId: request.params.id, actor: currentUser(request), proposal: request.body },
        app.now(),
      );
      return reply.code(201).send({ proposal });
    },
  );

  app.get(
    proposalsPatterns.forLead,
    {
      schema: {
        params: leadIdParamsSchema,
        response: { 200: proposalListResponseSchema },
        description: 'Every version of the lead’s proposal, newest first.',
      },
    },
    async (request) => ({
      proposals: await listProposals(app.db, request.params.id, app.now()),
    }),
  );

  app.get(
    proposalsPatterns.staffPdf,
    {
      schema: {
        params: proposalIdParamsSchema,
        description: 'The version’s PDF: the file kept when it was sent, else the draft’s.',
      },
    },
    async (request, reply) => sendPdf(reply, await adminProposalPdf(app.db, request.params.id)),
  );

  app.post(
    proposalsPatterns.send,
    {
      schema: {
        params: proposalIdParamsSchema,
        response: { 200: proposalResponseSchema },
        description:
          'Sends a draft: its PDF is fixed, its link mailed to the lead, and every other version’s link voided (410).',
      },
    },
    async (request) => ({
      proposal: await sendProposal(
        deps(),
        { id: request.params.id, actor: currentUser(request) },
        app.now(),
      ),
    }),
  );

  app.get(
    proposalsPatterns.public,
    {
      schema: {
        params: proposalTokenParamsSchema,
        response: { 200: publicProposalResponseSchema },
        description:
          'The proposal a mailed link names; 404 for an unknown link, 410 for one a newer version replaced. The first view is recorded.',
      },
    },
    async (request) => ({
      proposal: await viewProposal(app.db, request.params.token, app.now()),
    }),
  );

  app.get(
    proposalsPatterns.pdf,
    { schema: { params: proposalTokenParamsSchema, description: 'The version’s PDF.' } },
    async (request, reply) => sendPdf(reply, await publicProposalPdf(app.db, request.params.token)),
  );

  app.get(
    proposalsPatterns.certificate,
    {
      schema: {
        params: proposalTokenParamsSchema,
        description: 'The certificate of the acceptance (404 until accepted).',
      },
    },
    async (request, reply) =>
      sendPdf(reply, await acceptanceCertificate(app.db, request.params.token)),
  );

  app.post(
    proposalsPatterns.code,
    {
      schema: {
        params: proposalTokenParamsSchema,
        response: { 200: acceptanceCodeResponseSchema },
        description:
          'Mails a 6-digit code to the lead’s address: valid 10 minutes, 5 tries, a new one after 30 s (429).',
      },
    },
    async (request) =>
      requestAcceptanceCode(deps(), { token: request.params.token, ip: request.ip }, app.now()),
  );

  app.post(
    proposalsPatterns.accept,
    {
      schema: {
        params: proposalTokenParamsSchema,
        body: acceptProposalSchema,
        response: { 200: publicProposalResponseSchema },
        description:
          'Accepts with the name typed and the mailed code; keeps time, IP, user agent and the PDF’s SHA-256. Idempotent; an expired proposal is refused (409).',
      },
    },
    async (request) => ({
      proposal: await acceptProposal(
        deps(),
        {
          token: request.params.token,
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        app.now(),
      ),
    }),
  );
}
