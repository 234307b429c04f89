import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '#server/db/schema.ts';
import { unauthorized } from '#server/errors.ts';
import { mfaPatterns } from '#shared/api-paths.ts';
import { messageResponseSchema } from '#shared/schemas/account.ts';
import {
  mfaCodeSchema,
  mfaDisableSchema,
  mfaEnableResponseSchema,
  mfaEnableSchema,
  mfaMessages,
  mfaSetupResponseSchema,
} from '#shared/schemas/mfa.ts';
import {
  toPublicUser,
  toSessionUser,
  userIdParamsSchema,
  userResponseSchema,
} from '#shared/schemas/user.ts';
import { recordLogin } from '../auth/index.ts';
import { currentUser, pendingSecondFactor, startSession } from '../sessions/index.ts';
import { checkSecondFactor, disableMfa, enableMfa, resetMfa, setupMfa } from './service.ts';

/** Two-factor sign-in (TOTP, RFC 6238; decision 040). */
export async function mfaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    mfaPatterns.setup,
    {
      schema: {
        description:
          'Starts setting up two-factor sign-in: a new secret, for the authenticator app (shown once; never sent again).',
        response: { 200: mfaSetupResponseSchema },
      },
    },
    async (request) => setupMfa(app, currentUser(request).id),
  );

  app.post(
    mfaPatterns.enable,
    {
      schema: {
        description:
          'Turns two-factor sign-in on with a code from the app; answers 10 single-use recovery codes, shown this once.',
        body: mfaEnableSchema,
        response: { 200: mfaEnableResponseSchema },
      },
    },
    async (request) =>
      enableMfa(app, { userId: currentUser(request).id, code: request.body.code }, app.now()),
  );

  app.post(
    mfaPatterns.verify,
    {
      schema: {
        description:
          'Completes a sign-in that answered `mfaRequired` with a code from the app or a recovery code (each used once). Five wrong codes lock this step for 15 minutes.',
        body: mfaCodeSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await pendingSecondFactor(request);
      if (!userId) throw unauthorized(mfaMessages.noPendingSignIn);
      await checkSecondFactor(app, { userId, code: request.body.code }, app.now());
      await recordLogin(app.db, userId, app.now());
      await startSession(request, reply, userId);
      const [row] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!row) throw unauthorized(mfaMessages.noPendingSignIn);
      return { user: toPublicUser(toSessionUser(row)) };
    },
  );

  app.post(
    mfaPatterns.disable,
    {
      schema: {
        description: 'Turns two-factor sign-in off, with the password and a code.',
        body: mfaDisableSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      disableMfa(
        app,
        { userId: currentUser(request).id, ip: request.ip, ...request.body },
        app.now(),
      ),
  );

  app.post(
    mfaPatterns.reset,
    {
      schema: {
        description:
          'Resets another member’s two-factor sign-in (a lost phone): their sessions end, they are mailed, and they set it up again at their next sign-in.',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      resetMfa(
        { db: app.db, mailer: app.mailer },
        { actorId: currentUser(request).id, userId: request.params.id },
        app.now(),
      ),
  );
}
