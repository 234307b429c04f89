import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth.ts';
import {
  sessionResponseSchema,
  toPublicUser,
  userResponseSchema,
} from '../../../shared/schemas/user.ts';
import { currentUser, endSession, startSession } from '../../plugins/session.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { limitLoginAttempts, limitRegistrations, loginSucceeded } from './rate-limits.ts';
import { authenticate, registerUser } from './service.ts';

export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('onReady', async () => {
    if (app.config.admin) await bootstrapAdmin(app, app.config.admin);
  });

  // 200 with null for visitors, so a page load never logs a failed request.
  routes.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request) => ({ user: request.user ? toPublicUser(request.user) : null }),
  );

  // The protected variant (SPEC section 7): 401 without a session.
  routes.get(
    '/api/auth/user',
    { schema: { response: { 200: userResponseSchema } } },
    async (request) => ({
      user: toPublicUser(currentUser(request)),
    }),
  );

  routes.post(
    '/api/auth/register',
    { schema: { body: registerSchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      await limitRegistrations(app.db, request.ip, app.now(), app.config.rateLimitPerMinute);
      const user = await registerUser(app.db, request.body, app.now(), app.passwordCost);
      await startSession(request, reply, user.id);
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  routes.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      await limitLoginAttempts(app.db, request.ip, email, app.now());
      const user = await authenticate(app.db, request.body, app.passwordCost);
      await loginSucceeded(app.db, request.ip, email);
      await startSession(request, reply, user.id);
      return { user: toPublicUser(user) };
    },
  );

  routes.post(
    '/api/auth/logout',
    { schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { message: 'Logged out' };
    },
  );

  // The spec's browser-navigation logout: it only ever ends the caller's own session.
  routes.get('/api/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect('/', 303);
  });
}
