import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth.ts';
import { currentUser, endSession, startSession } from '../../plugins/session.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { toPublicUser } from './public-user.ts';
import { limitLoginAttempts, limitRegistrations, loginSucceeded } from './rate-limits.ts';
import { authenticate, registerUser } from './service.ts';

const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'customer', 'partner', 'admin']),
  userType: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
});
const userBody = z.object({ user: publicUserSchema });

export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('onReady', async () => {
    if (app.config.admin) await bootstrapAdmin(app, app.config.admin);
  });

  // 200 with null for visitors, so a page load never logs a failed request.
  routes.get(
    '/api/auth/session',
    { schema: { response: { 200: z.object({ user: publicUserSchema.nullable() }) } } },
    async (request) => ({ user: request.user ? toPublicUser(request.user) : null }),
  );

  // The protected variant (SPEC section 7): 401 without a session.
  routes.get('/api/auth/user', { schema: { response: { 200: userBody } } }, async (request) => ({
    user: toPublicUser(currentUser(request)),
  }));

  routes.post(
    '/api/auth/register',
    { schema: { body: registerSchema, response: { 201: userBody } } },
    async (request, reply) => {
      await limitRegistrations(app.db, request.ip, app.now(), app.config.rateLimitPerMinute);
      const user = await registerUser(app.db, request.body, app.now());
      await startSession(request, reply, user.id);
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  routes.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: userBody } } },
    async (request, reply) => {
      const { email } = request.body;
      await limitLoginAttempts(app.db, request.ip, email, app.now());
      const user = await authenticate(app.db, request.body);
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
