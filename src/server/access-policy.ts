import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../shared/schemas/user.ts';

/** Who may call an API route: anyone, any signed-in user, or users with one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

/**
 * The single access policy of the API, keyed "METHOD /url" exactly as the route is declared.
 * The access guard (plugins/access-guard.ts) enforces it on every /api route and refuses to
 * start when a route has no entry here, so a new route cannot ship without a decision about who
 * may call it.
 */
export const API_POLICY: Record<string, Access> = {
  'GET /api/auth/session': 'public',
  'GET /api/auth/user': 'user',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/logout': 'public',
  // Account life cycle (features/auth/recovery.ts, features/account): rate-limited, no enumeration.
  'POST /api/auth/password/forgot': 'public',
  'POST /api/auth/password/reset': 'public',
  'POST /api/auth/password/change': 'user',
  'POST /api/auth/email/confirm': 'public',
  'POST /api/auth/email/resend': 'user',
  'GET /api/account': 'user',
  'PATCH /api/account': 'user',
  'DELETE /api/account': 'user',
  'GET /api/account/sessions': 'user',
  'DELETE /api/account/sessions/others': 'user',
  'GET /api/account/export': 'user',
  'GET /api/feedback': 'public',
  'POST /api/feedback': 'user',
  'GET /api/feedback/top/:entityType': 'public',
  // Contact and newsletter: visitors; rate-limited per IP (and per address for codes).
  'POST /api/verify/send': 'public',
  'POST /api/verify/check': 'public',
  'POST /api/contact': 'public',
  'POST /api/newsletter': 'public',
  // Partner programme: ownership and approval are checked in the services.
  'POST /api/partners/signup': 'public',
  'GET /api/partners/profile': 'user',
  'GET /api/admin/partners': ['admin'],
  // Admin dashboard reads (features/admin): paged, searchable, exportable as CSV.
  'GET /api/admin/summary': ['admin'],
  'GET /api/admin/leads': ['admin'],
  'GET /api/admin/documents': ['admin'],
  'GET /api/admin/contacts': ['admin'],
  'POST /api/admin/partners/:id/approve': ['admin'],
  // Admin user management and the audit log (features/admin/users.ts).
  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users/:id/disable': ['admin'],
  'POST /api/admin/users/:id/enable': ['admin'],
  'PUT /api/admin/users/:id/role': ['admin'],
  'GET /api/admin/audit': ['admin'],
  'GET /api/leads': 'user',
  'POST /api/leads': 'user',
  // The lead pipeline (decision 016): a partner reads only their own lead (checked in the service).
  'GET /api/leads/:id': 'user',
  'POST /api/admin/leads': ['admin'],
  'POST /api/admin/leads/:id/stage': ['admin'],
  // Proposals (features/proposals). Staff routes: ['admin'] until the sales role exists, then
  // the sales permission. The customer's routes are public and answer only to the link's token.
  'POST /api/admin/leads/:id/proposals': ['admin'],
  'GET /api/admin/leads/:id/proposals': ['admin'],
  'GET /api/admin/proposals/:id/pdf': ['admin'],
  'POST /api/admin/proposals/:id/send': ['admin'],
  'GET /api/proposals/:token': 'public',
  'GET /api/proposals/:token/pdf': 'public',
  'GET /api/proposals/:token/certificate': 'public',
  'POST /api/proposals/:token/code': 'public',
  'POST /api/proposals/:token/accept': 'public',
  'POST /api/admin/leads/:id/notes': ['admin'],
  'POST /api/admin/documents/:id/review': ['admin'],
  'POST /api/leads/:id/documents': 'user',
  'GET /api/documents/:id': 'user',
  // Earnings and plants (decisions 023, 024): a partner reads their own rewards; a customer their own
  // plant (both checked in the services); admins record plants, readings and payouts.
  'GET /api/partners/earnings': 'user',
  'GET /api/customer/system': 'user',
  'GET /api/admin/rewards': ['admin'],
  'POST /api/admin/rewards/:id/approve': ['admin'],
  'POST /api/admin/rewards/:id/paid': ['admin'],
  'GET /api/admin/plants': ['admin'],
  'PUT /api/admin/leads/:id/system': ['admin'],
  'POST /api/admin/systems/:id/readings': ['admin'],
  'POST /api/admin/leads/:id/invite': ['admin'],
  // The API's own description (features' zod schemas and this table), for integrators.
  'GET /api/openapi.json': 'public',
};

/** Where a request keeps isApiRoute's answer for its later hooks (decision 037). */
const API_ROUTE = Symbol('apiRoute');
type WithApiRoute = FastifyRequest & { [API_ROUTE]?: boolean | null };

/**
 * True when the router matched an /api route. Checks go by the matched route, never by the raw
 * URL, which a client may spell in many ways that reach the same handler (docs/decisions/007).
 * Worked out once per request: `request.routeOptions` builds a new object on every read.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const known = request as WithApiRoute;
  known[API_ROUTE] ??= request.routeOptions.url?.startsWith('/api/') ?? false;
  return known[API_ROUTE];
}

/** Gives every request the slot isApiRoute fills, so all requests keep one object shape. */
export function decorateApiRouteSlot(app: FastifyInstance): void {
  app.decorateRequest(API_ROUTE, null);
}
