import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvePartnerResponseSchema,
  partnerApplicationSchema,
  partnerIdParamsSchema,
  partnerProfileResponseSchema,
  partnerSignupResponseSchema,
} from '../../../shared/schemas/partners.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { currentUser, startSession } from '../../plugins/session.ts';
import { approvedMail, newApplicationMail } from './mail.ts';
import { adminEmails, applyAsPartner, approvePartner, getPartnerProfile } from './service.ts';

/** Applications from visitors, per address: each one creates an account. */
const SIGNUP_RULE = { limit: 10, windowSeconds: 3600 };

/** The partner programme: application, profile, and approval by admins (SPEC sections 2–7). */
export async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/partners/signup',
    {
      schema: {
        body: partnerApplicationSchema,
        response: { 201: partnerSignupResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) {
        await consumeRateLimit(
          app.db,
          `partner-signup:${request.ip}`,
          SIGNUP_RULE,
          app.now(),
          'Too many applications from this network. Please try again later.',
        );
      }
      const { partner, createdUserId } = await applyAsPartner(
        app.db,
        request.body,
        request.user,
        app.now(),
      );
      if (createdUserId) await startSession(request, reply, createdUserId);
      const origin = siteOrigin(app.config);
      for (const admin of await adminEmails(app.db))
        await app.mailer.send(newApplicationMail(admin, partner, origin));
      return reply.code(201).send({
        message: 'Your application has been submitted successfully.',
        partner,
        accountCreated: createdUserId !== null,
      });
    },
  );

  app.get(
    '/api/partners/profile',
    { schema: { response: { 200: partnerProfileResponseSchema } } },
    async (request) => ({ partner: await getPartnerProfile(app.db, currentUser(request).id) }),
  );

  // GET /api/admin/partners (paged, searchable, CSV) lives with the other admin lists in
  // features/admin/routes.ts.

  app.post(
    '/api/admin/partners/:id/approve',
    { schema: { params: partnerIdParamsSchema, response: { 200: approvePartnerResponseSchema } } },
    async (request) => {
      const { partner, newlyApproved } = await approvePartner(app.db, request.params.id, app.now());
      if (newlyApproved) await app.mailer.send(approvedMail(partner, siteOrigin(app.config)));
      return {
        message: newlyApproved ? 'Partner approved' : 'This partner is already approved.',
        partner,
      };
    },
  );
}
