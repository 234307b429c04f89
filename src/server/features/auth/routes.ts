import type { FastifyInstance } from 'fastify';
import { toPublicUser } from './public-user.ts';

export async function authRoutes(app: FastifyInstance) {
  // 200 with null for visitors, so a page load never logs a failed request.
  app.get('/api/auth/session', async (request) => ({
    user: request.user ? toPublicUser(request.user) : null,
  }));
}
