import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, API_POLICY } from '../policy.ts';
import { requireRole, requireUser } from './session.ts';

export function policyFor(method: string, url: string): Access | undefined {
  return API_POLICY[`${method} ${url}`];
}

/** Attaches the guard API_POLICY names to every /api route; a route without an entry is an error. */
export const policyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const access = policyFor(method, route.url);
        if (access === undefined)
          throw new Error(`No entry in API_POLICY for "${method} ${route.url}"`);
        if (access === 'public') continue;
        const guard = access === 'user' ? requireUser : requireRole(...access);
        // onRequest, not preHandler: a caller without access is turned away before the body is
        // read or validated, so a visitor gets 401 rather than a validation error.
        const existing = route.onRequest
          ? Array.isArray(route.onRequest)
            ? route.onRequest
            : [route.onRequest]
          : [];
        route.onRequest = [guard, ...existing];
      }
    });
  },
  { name: 'policy', dependencies: ['session'] },
);
