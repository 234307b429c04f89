import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preparedPer, prepareJson, sendPreparedJson } from '#server/lib/prepared-json.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import { authPatterns } from '#shared/api-paths.ts';
import {
  accountMessages,
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '#shared/schemas/account.ts';
import { loginSchema, registerSchema } from '#shared/schemas/auth.ts';
import { loginResponseSchema } from '#shared/schemas/mfa.ts';
import {
  type SessionUser,
  sessionResponseSchema,
  toPublicUser,
  userResponseSchema,
} from '#shared/schemas/user.ts';
import { currentUser, endOtherSessions, endSession, startSession } from '../sessions/index.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import {
  limitLoginAttempts,
  limitRegistrations,
  loginSucceeded,
} from './login-and-register-limits.ts';
import {
  changePassword,
  confirmEmail,
  type LinkDeps,
  requestPasswordReset,
  resendEmailConfirmation,
  resetPassword,
  sendEmailConfirmation,
} from './recovery.ts';
import { authenticate, recordLogin, registerUser } from './service.ts';

/**
 * The session reads (every page asks for the session), prepared once per session read (decision
 * 033): the user they show is the session cache's frozen one, replaced whenever the account or the
 * session changes, and a new user object gets new answers. A signed-in user's answer is the same
 * text on both routes (`userResponseSchema` is `sessionResponseSchema` without the null).
 */
const VISITOR_SESSION = prepareJson(sessionResponseSchema, { user: null });
const signedInAnswer = preparedPer(userResponseSchema, (user: SessionUser) => ({
  user: toPublicUser(user),
}));

export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const linkDeps = (): LinkDeps => ({
    db: app.db,
    mailer: app.mailer,
    origin: siteOrigin(app.config),
  });

  app.addHook('onReady', async () => {
    if (app.config.admin) await bootstrapAdmin(app, app.config.admin);
  });

  // 200 with null for visitors, so a page load never logs a failed request.
  routes.get(
    authPatterns.session,
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) =>
      sendPreparedJson(reply, request.user ? signedInAnswer(request.user) : VISITOR_SESSION),
  );

  // The protected variant (SPEC section 7): 401 without a session.
  routes.get(
    authPatterns.user,
    { schema: { response: { 200: userResponseSchema } } },
    async (request, reply) => sendPreparedJson(reply, signedInAnswer(currentUser(request))),
  );

  routes.post(
    authPatterns.register,
    { schema: { body: registerSchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      await limitRegistrations(app.db, request.ip, app.now(), app.config.rateLimitPerMinute);
      const user = await registerUser(app.db, request.body, app.now(), app.passwords);
      await sendEmailConfirmation(linkDeps(), user, app.now());
      await startSession(request, reply, user.id);
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  routes.post(
    authPatterns.login,
    {
      schema: {
        description:
          'Signs in. An account with two-factor sign-in gets `{ mfaRequired: true }` and a session that only POST /api/auth/mfa/verify accepts.',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await limitLoginAttempts(app.db, request.ip, email, app.now());
      const user = await authenticate(app.db, request.body, app.passwords);
      await loginSucceeded(app.db, request.ip, email);
      if (user.mfaEnabled) {
        await startSession(request, reply, user.id, { mfaPending: true });
        return { mfaRequired: true as const };
      }
      await recordLogin(app.db, user.id, app.now());
      await startSession(request, reply, user.id);
      return { user: toPublicUser(user) };
    },
  );

  routes.post(
    authPatterns.logout,
    { schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { message: 'Logged out' };
    },
  );

  // The spec's browser-navigation logout: it only ever ends the caller's own session.
  routes.get(authPatterns.logoutLink, async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect('/', 303);
  });

  routes.post(
    authPatterns.forgotPassword,
    {
      schema: {
        description:
          'Mails a reset link (valid 30 minutes) when the address has an account. The answer is the same either way.',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset(
        { db: app.db, jobs: app.jobs },
        { email: request.body.email, ip: request.ip },
        app.now(),
      );
      return reply.code(202).send(answer);
    },
  );

  routes.post(
    authPatterns.resetPassword,
    {
      schema: {
        description:
          'Sets a new password with the token of a reset or invitation link (single use); ends every session of the account.',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => resetPassword(app, { ...request.body, ip: request.ip }, app.now()),
  );

  routes.post(
    authPatterns.changePassword,
    {
      schema: {
        description: 'Changes the signed-in user’s password; ends their other sessions.',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(app, { userId: user.id, ip: request.ip, ...request.body }, app.now());
      await endOtherSessions(request, user.id);
      return { message: accountMessages.passwordChanged };
    },
  );

  routes.post(
    authPatterns.confirmEmail,
    {
      schema: {
        description: 'Confirms the account’s e-mail address with the mailed link’s token.',
        body: confirmEmailSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      confirmEmail(app.db, { token: request.body.token, ip: request.ip }, app.now()),
  );

  routes.post(
    authPatterns.resendConfirmation,
    {
      schema: {
        description: 'Mails the signed-in user a new confirmation link.',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => resendEmailConfirmation(linkDeps(), currentUser(request).id, app.now()),
  );
}
