import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteOrigin } from '#server/lib/site-origin.ts';
import {
  partnerApplicationSchema,
  partnerProfileResponseSchema,
  partnerSignupResponseSchema,
  partnersPatterns,
} from '#shared/schemas/partners.ts';
import { currentUser, startSession } from '../sessions/index.ts';
import { getPartnerProfile, submitPartnerApplication } from './service.ts';

/**
 * The partner programme: the application and the applicant's profile (SPEC sections 2–7).
 * Admins list and approve applications under features/admin.
 */
export async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    partnersPatterns.signup,
    {
      schema: {
        body: partnerApplicationSchema,
        response: { 201: partnerSignupResponseSchema },
      },
    },
    async (request, reply) => {
      const { createdUserId, ...answer } = await submitPartnerApplication(
        {
          db: app.db,
          mailer: app.mailer,
          origin: siteOrigin(app.config),
          passwords: app.passwords,
        },
        { application: request.body, user: request.user, ip: request.ip },
        app.now(),
      );
      // A visitor's application created their account: they are signed in to it.
      if (createdUserId) await startSession(request, reply, createdUserId);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    partnersPatterns.profile,
    { schema: { response: { 200: partnerProfileResponseSchema } } },
    async (request) => ({ partner: await getPartnerProfile(app.db, currentUser(request).id) }),
  );
}
