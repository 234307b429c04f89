import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '../shared/permissions.ts';
import type { SessionUser } from '../shared/schemas/user.ts';

/**
 * Who may call an API route: anyone, any signed-in user, or staff members whose role holds the
 * permission (src/shared/permissions.ts) and who have a second factor (decision 040).
 */
export type Access = 'public' | 'user' | Permission;

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
  // A page's error report (the browser's error page): rate-limited per IP, bounded, scrubbed.
  'POST /api/client-errors': 'public',
  // Partner programme: ownership and approval are checked in the services.
  'POST /api/partners/signup': 'public',
  'GET /api/partners/profile': 'user',
  'GET /api/admin/partners': 'read:partner_application',
  // Admin dashboard reads (features/admin): paged, searchable, exportable as CSV.
  'GET /api/admin/summary': 'read:workspace',
  // The job engine's state (features/admin/routes.ts).
  'GET /api/admin/jobs': 'read:job',
  'GET /api/admin/leads': 'read:lead',
  'GET /api/admin/documents': 'read:proposal',
  'GET /api/admin/contacts': 'read:contact',
  'POST /api/admin/partners/:id/approve': 'write:partner_application',
  // Admin user management and the audit log (features/admin/users.ts); only admins hold these.
  'GET /api/admin/users': 'read:user',
  'POST /api/admin/users/:id/disable': 'write:user',
  'POST /api/admin/users/:id/enable': 'write:user',
  'PUT /api/admin/users/:id/role': 'write:role',
  'GET /api/admin/audit': 'read:audit',
  'GET /api/leads': 'user',
  'POST /api/leads': 'user',
  // The lead pipeline (decision 016): a partner reads only their own lead (checked in the service).
  'GET /api/leads/:id': 'user',
  'POST /api/admin/leads': 'write:lead',
  'POST /api/admin/leads/:id/stage': 'write:pipeline',
  // Proposals (features/proposals). Staff routes: the proposal permissions (sales and admin).
  // The customer's routes are public and answer only to the link's token.
  'POST /api/admin/leads/:id/proposals': 'write:proposal',
  'GET /api/admin/leads/:id/proposals': 'read:proposal',
  'GET /api/admin/proposals/:id/pdf': 'read:proposal',
  'POST /api/admin/proposals/:id/send': 'write:proposal',
  'GET /api/proposals/:token': 'public',
  'GET /api/proposals/:token/pdf': 'public',
  'GET /api/proposals/:token/certificate': 'public',
  'POST /api/proposals/:token/code': 'public',
  'POST /api/proposals/:token/accept': 'public',
  'POST /api/admin/leads/:id/notes': 'write:lead',
  'POST /api/admin/documents/:id/review': 'write:proposal',
  'POST /api/leads/:id/documents': 'user',
  'GET /api/documents/:id': 'user',
  // Earnings and plants (decisions 023, 024): a partner reads their own rewards; a customer their own
  // plant (both checked in the services); admins record plants, readings and payouts.
  'GET /api/partners/earnings': 'user',
  'GET /api/customer/system': 'user',
  'GET /api/admin/rewards': 'read:reward',
  'POST /api/admin/rewards/:id/approve': 'write:reward',
  'POST /api/admin/rewards/:id/paid': 'write:payout',
  'GET /api/admin/plants': 'read:plant',
  'PUT /api/admin/leads/:id/system': 'write:plant',
  'POST /api/admin/systems/:id/readings': 'write:reading',
  'POST /api/admin/leads/:id/invite': 'write:plant',
  // Plant monitoring (decision 050): operations keeps the loggers' keys and the ticket board; a
  // logger sends with its key alone (checked in the service); a customer reads their own plant's
  // generation and tickets (the services answer a non-customer with none).
  'POST /api/admin/plants/:id/keys': 'write:ingestion_key',
  'GET /api/admin/plants/:id/keys': 'read:ingestion_key',
  'DELETE /api/admin/plants/:id/keys/:keyId': 'write:ingestion_key',
  'POST /api/ingest/readings': 'public',
  'GET /api/customer/generation': 'user',
  'POST /api/customer/tickets': 'user',
  'GET /api/customer/tickets': 'user',
  'POST /api/customer/tickets/:id/comments': 'user',
  'POST /api/customer/tickets/:id/reopen': 'user',
  'GET /api/customer/tickets/:id/photo': 'user',
  'GET /api/admin/tickets': 'read:ticket',
  'GET /api/admin/tickets/:id': 'read:ticket',
  'GET /api/admin/tickets/:id/photo': 'read:ticket',
  'POST /api/admin/tickets/:id/status': 'write:ticket',
  'POST /api/admin/tickets/:id/comments': 'write:ticket',
  'POST /api/admin/tickets/:id/owner': 'write:ticket',
  // Bills and payouts (features/finance, decision 051): finance and admin. A customer's bill
  // PDF and a partner's statement PDF answer their owner or staff who read them (the services).
  'GET /api/admin/bills': 'read:bill',
  'POST /api/admin/bills/run': 'write:bill',
  'GET /api/bills/:id/pdf': 'user',
  'POST /api/admin/bills/:id/payments': 'write:payment',
  'POST /api/admin/bills/:id/credit-note': 'write:bill',
  'GET /api/admin/bills/aging': 'read:bill',
  'GET /api/customer/bills': 'user',
  'GET /api/partners/payout-profile': 'user',
  'PUT /api/partners/payout-profile': 'user',
  'POST /api/admin/payouts/run': 'write:payout',
  'GET /api/admin/payouts': 'read:payout',
  'GET /api/admin/payouts/:id/bank-file': 'read:payout',
  'POST /api/admin/payouts/:id/paid': 'write:payout',
  'GET /api/payouts/statements/:id/pdf': 'user',
  'GET /api/partners/statements': 'user',
  'GET /api/admin/tds': 'read:payout',
  'GET /api/admin/finance-settings': 'read:finance_setting',
  'PUT /api/admin/finance-settings/:id': 'write:finance_setting',
  // Installation projects (features/projects, decision 049): operations and admins. The customer
  // reads their own project; a milestone's file goes to staff and to the project's customer
  // (both checked in the service). The partner's view is inside GET /api/leads/:id.
  'GET /api/admin/projects': 'read:project',
  'GET /api/admin/projects/:id': 'read:project',
  'PUT /api/admin/projects/:id/milestones/:key': 'write:project',
  'POST /api/admin/projects/:id/milestones/:key/attachments': 'write:project',
  'POST /api/admin/projects/:id/cancel': 'write:project',
  'GET /api/customer/project': 'user',
  'GET /api/project-attachments/:id': 'user',
  // The second factor (features/mfa, decision 040). verify is public: its caller holds only a
  // session waiting for the second step, which every other route treats as no session.
  'POST /api/auth/mfa/setup': 'user',
  'POST /api/auth/mfa/enable': 'user',
  'POST /api/auth/mfa/verify': 'public',
  'POST /api/auth/mfa/disable': 'user',
  'POST /api/admin/users/:id/mfa/reset': 'write:user',
  // The API's own description (features' zod schemas and this table), for integrators: staff
  // read all of it, anyone else the operations that are not staff-only (openapi.ts).
  'GET /api/openapi.json': 'public',
};

/**
 * For services behind a `'user'` route that show staff more than their own records (a lead
 * page): the member's role holds the permission and they signed in with a second factor.
 */
export function staffMay(user: Pick<SessionUser, 'role' | 'mfaEnabled'>, permission: Permission) {
  return user.mfaEnabled && can(user.role, permission);
}

/** True when only staff may call a route with this access: its entry names a staff permission. */
export const isStaffOnly = (access: Access): boolean => access !== 'public' && access !== 'user';

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
