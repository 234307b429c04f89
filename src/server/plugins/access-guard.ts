import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { can, isStaffRole } from '#shared/permissions.ts';
import { milestoneKeySchema } from '#shared/schemas/projects.ts';
import { proposalTokenSchema } from '#shared/schemas/proposals.ts';
import { recordIdTextSchema } from '#shared/schemas/record-id.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { type Access, API_POLICY } from '../access-policy.ts';
import {
  type AppError,
  forbidden,
  methodNotAllowed,
  mfaSetupRequired,
  unauthorized,
} from '../errors.ts';
import { audienceRefusal } from '../features/auth/index.ts';
import { identifyUser } from '../features/sessions/index.ts';

/** The access of "METHOD url"; the HEAD route Fastify adds to every GET route has its GET's. */
export function policyFor(method: string, url: string): Access | undefined {
  return (
    API_POLICY[`${method} ${url}`] ?? (method === 'HEAD' ? API_POLICY[`GET ${url}`] : undefined)
  );
}

/**
 * Why `user` may not call a route with this access (401 or 403), or null when they may. A staff
 * member without a second factor is sent to set one up before any staff route (decision 040).
 */
function refusal(access: Access, user: SessionUser | null): AppError | null {
  if (access === 'public') return null;
  if (!user) return unauthorized();
  if (access === 'user') return null;
  if (isStaffRole(user.role) && !user.mfaEnabled) return mfaSetupRequired();
  return can(user.role, access) ? null : forbidden();
}

/** The options of Fastify's router that decide which paths match, so both routers agree. */
export type PolicyOptions = {
  routerOptions: { ignoreTrailingSlash: boolean; maxParamLength: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For a request no route matched: when its path is an /api route's (in any spelling the
     * router accepts), throws what that path's own routes would answer the caller (401 or 403),
     * else 405 with Allow. Returns when no /api route has this path.
     */
    refuseMethodOnApiPath(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const recordIdText = recordIdTextSchema('');
/** Path parameters with a shape of their own: a value outside it names nothing. */
const PARAMETER_SHAPES: Record<string, { safeParse(value: unknown): { success: boolean } }> = {
  id: recordIdText,
  keyId: recordIdText,
  token: proposalTokenSchema,
  key: milestoneKeySchema,
};
const namesRecords = (params: Record<string, string | undefined>) =>
  Object.entries(params).every(([name, value]) =>
    PARAMETER_SHAPES[name] ? PARAMETER_SHAPES[name].safeParse(value).success : Boolean(value),
  );

/**
 * Guards every method of every /api route (HEAD included) with the access API_POLICY names; a
 * route without an entry stops the app from starting. A method with no route on an /api path
 * is refused the same way before it learns that the path exists.
 */
export const policyPlugin = fp<PolicyOptions>(
  async (app: FastifyInstance, options) => {
    /** Each /api path pattern with the access of each method routed there. */
    const apiPaths = FindMyWay(options.routerOptions);
    const methodsByPath = new Map<string, Map<string, Access>>();

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const accesses = methods.map((method) => {
        const access = policyFor(method, route.url);
        if (access === undefined)
          throw new Error(`No entry in API_POLICY for "${method} ${route.url}"`);
        return access;
      });
      const access = accesses[0]!;
      if (accesses.some((other) => JSON.stringify(other) !== JSON.stringify(access)))
        throw new Error(`Give each method of ${route.url} its own route: their access differs`);

      let routed = methodsByPath.get(route.url);
      if (!routed) {
        routed = new Map();
        methodsByPath.set(route.url, routed);
        apiPaths.on('GET', route.url, () => {}, routed);
      }
      for (const method of methods) routed.set(method, access);

      if (access === 'public') return;
      // The first preParsing hook: after every onRequest hook (the rate limit counts refused
      // callers too; the session is known), before the body is read or validated, so a
      // visitor gets 401 rather than a validation error.
      // A 'user' route for some accounts only (ROUTE_AUDIENCES) refuses the others here too.
      const guard = async (request: FastifyRequest) => {
        const refused =
          refusal(access, request.user) ??
          audienceRefusal(
            `${request.method === 'HEAD' ? 'GET' : request.method} ${route.url}`,
            request.user!,
          );
        if (refused) throw refused;
      };
      const existing = route.preParsing
        ? Array.isArray(route.preParsing)
          ? route.preParsing
          : [route.preParsing]
        : [];
      route.preParsing = [guard, ...existing];
    });

    app.decorate('refuseMethodOnApiPath', async (request: FastifyRequest, reply: FastifyReply) => {
      const found = apiPaths.find('GET', request.url);
      // A path whose `:id` is no record id ("/api/leads/." against "/api/leads/:id") names
      // nothing, as its own route would answer: a 404, not this path's refusal.
      if (!found || !namesRecords(found.params)) return;
      const routed: Map<string, Access> = found.store;
      await identifyUser(request);
      const refusals = [...routed.values()].map((access) => refusal(access, request.user));
      if (refusals.every(Boolean)) throw refusals[0]!;
      reply.header('allow', [...routed.keys()].join(', '));
      throw methodNotAllowed();
    });
  },
  { name: 'policy', dependencies: ['session'] },
);
