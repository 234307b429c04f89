import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../access-policy.ts';
import { rateLimits, sessions } from '../db/schema.ts';
import { identifyUser, SESSION_COOKIE } from '../features/sessions/index.ts';

const CLEANUP_EVERY_MS = 3600 * 1000;

/**
 * Sets request.user on API calls that carry the session cookie (the sessions feature does the
 * work) and sweeps expired sessions and rate-limit rows once an hour.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    app.decorateRequest('user', null);

    // By the route the router matched, so every spelling of an /api path is treated alike.
    // A callback hook: pages, assets and calls without the cookie (most requests) pass without
    // a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isApiRoute(request) || !request.cookies[SESSION_COOKIE]) return done();
      identifyUser(request).then(() => done(), done);
    });

    const cleanup = async () => {
      const now = app.now();
      await db.delete(sessions).where(lt(sessions.expire, now));
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await cleanup();
      timer = setInterval(
        () => cleanup().catch((err) => app.log.warn({ err }, 'session cleanup failed')),
        CLEANUP_EVERY_MS,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['deps'] },
);
