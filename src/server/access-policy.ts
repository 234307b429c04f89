import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  accountPatterns,
  apiDescriptionPatterns,
  authPatterns,
  clientErrorsPatterns,
  feedbackPatterns,
  mfaPatterns,
  newsletterPatterns,
  type OldSpelling,
} from '../shared/api-paths.ts';
import { can, type Permission } from '../shared/permissions.ts';
import { adminPatterns } from '../shared/schemas/admin.ts';
import { contactPatterns } from '../shared/schemas/contact.ts';
import { documentsPatterns } from '../shared/schemas/documents.ts';
import { financePatterns } from '../shared/schemas/finance.ts';
import { leadsPatterns } from '../shared/schemas/leads.ts';
import { monitoringPatterns } from '../shared/schemas/monitoring.ts';
import { partnersPatterns } from '../shared/schemas/partners.ts';
import { plantsOldSpellings, plantsPatterns } from '../shared/schemas/plants.ts';
import { projectsPatterns } from '../shared/schemas/projects.ts';
import { proposalsPatterns } from '../shared/schemas/proposals.ts';
import { rewardsPatterns } from '../shared/schemas/rewards.ts';
import type { SessionUser } from '../shared/schemas/user.ts';
import { verificationPatterns } from '../shared/schemas/verification.ts';

/**
 * Who may call an API route: anyone, any signed-in user, or staff members whose role holds the
 * permission (src/shared/permissions.ts) and who have a second factor (decision 040).
 */
export type Access = 'public' | 'user' | Permission;

/**
 * The single access policy of the API, keyed "METHOD /url" exactly as the route is declared,
 * with the route patterns of src/shared (`<feature>Patterns`), never a path written out. The old
 * spelling of a renamed route (plantsOldSpellings) takes its route's entries.
 * The access guard (plugins/access-guard.ts) enforces it on every /api route and refuses to
 * start when a route has no entry here, so a new route cannot ship without a decision about who
 * may call it.
 */
export const API_POLICY: Record<string, Access> = withOldSpellings(plantsOldSpellings, {
  [`GET ${authPatterns.session}`]: 'public',
  [`GET ${authPatterns.user}`]: 'user',
  [`POST ${authPatterns.register}`]: 'public',
  [`POST ${authPatterns.login}`]: 'public',
  [`POST ${authPatterns.logout}`]: 'public',
  [`GET ${authPatterns.logoutLink}`]: 'public',
  // Account life cycle (features/auth/recovery.ts, features/account): rate-limited, no enumeration.
  [`POST ${authPatterns.forgotPassword}`]: 'public',
  [`POST ${authPatterns.resetPassword}`]: 'public',
  [`POST ${authPatterns.changePassword}`]: 'user',
  [`POST ${authPatterns.confirmEmail}`]: 'public',
  [`POST ${authPatterns.resendConfirmation}`]: 'user',
  [`GET ${accountPatterns.account}`]: 'user',
  [`PATCH ${accountPatterns.account}`]: 'user',
  [`DELETE ${accountPatterns.account}`]: 'user',
  [`GET ${accountPatterns.sessions}`]: 'user',
  [`DELETE ${accountPatterns.otherSessions}`]: 'user',
  [`GET ${accountPatterns.export}`]: 'user',
  [`GET ${feedbackPatterns.reactions}`]: 'public',
  [`POST ${feedbackPatterns.reactions}`]: 'user',
  [`GET ${feedbackPatterns.top}`]: 'public',
  // Contact and newsletter: visitors; rate-limited per IP (and per address for codes).
  [`POST ${verificationPatterns.send}`]: 'public',
  [`POST ${verificationPatterns.check}`]: 'public',
  [`POST ${contactPatterns.send}`]: 'public',
  [`POST ${newsletterPatterns.subscribe}`]: 'public',
  // A page's error report (the browser's error page): rate-limited per IP, bounded, scrubbed.
  [`POST ${clientErrorsPatterns.report}`]: 'public',
  // Partner programme: ownership and approval are checked in the services.
  [`POST ${partnersPatterns.signup}`]: 'public',
  [`GET ${partnersPatterns.profile}`]: 'user',
  [`GET ${adminPatterns.partners}`]: 'read:partner_application',
  // Admin dashboard reads (features/admin): paged, searchable, exportable as CSV.
  [`GET ${adminPatterns.summary}`]: 'read:workspace',
  // The job engine's state (features/admin/routes.ts).
  [`GET ${adminPatterns.jobs}`]: 'read:job',
  [`GET ${leadsPatterns.staffLeads}`]: 'read:lead',
  [`GET ${adminPatterns.documents}`]: 'read:proposal',
  [`GET ${adminPatterns.contacts}`]: 'read:contact',
  [`POST ${partnersPatterns.approve}`]: 'write:partner_application',
  // Admin user management and the audit log (features/admin/users.ts); only admins hold these.
  [`GET ${adminPatterns.users}`]: 'read:user',
  [`POST ${adminPatterns.disableUser}`]: 'write:user',
  [`POST ${adminPatterns.enableUser}`]: 'write:user',
  [`PUT ${adminPatterns.role}`]: 'write:role',
  [`GET ${adminPatterns.audit}`]: 'read:audit',
  [`GET ${leadsPatterns.leads}`]: 'user',
  [`POST ${leadsPatterns.leads}`]: 'user',
  // The lead pipeline (decision 016): a partner reads only their own lead (checked in the service).
  [`GET ${leadsPatterns.detail}`]: 'user',
  [`POST ${leadsPatterns.staffLeads}`]: 'write:lead',
  [`POST ${leadsPatterns.stage}`]: 'write:pipeline',
  // Proposals (features/proposals). Staff routes: the proposal permissions (sales and admin).
  // The customer's routes are public and answer only to the link's token.
  [`POST ${proposalsPatterns.forLead}`]: 'write:proposal',
  [`GET ${proposalsPatterns.forLead}`]: 'read:proposal',
  [`GET ${proposalsPatterns.staffPdf}`]: 'read:proposal',
  [`POST ${proposalsPatterns.send}`]: 'write:proposal',
  [`GET ${proposalsPatterns.public}`]: 'public',
  [`GET ${proposalsPatterns.pdf}`]: 'public',
  [`GET ${proposalsPatterns.certificate}`]: 'public',
  [`POST ${proposalsPatterns.code}`]: 'public',
  [`POST ${proposalsPatterns.accept}`]: 'public',
  [`POST ${leadsPatterns.notes}`]: 'write:lead',
  [`POST ${documentsPatterns.review}`]: 'write:proposal',
  [`POST ${documentsPatterns.upload}`]: 'user',
  [`GET ${documentsPatterns.file}`]: 'user',
  // Earnings and plants (decisions 023, 024): a partner reads their own rewards; a customer their own
  // plant (both checked in the services); admins record plants, readings and payouts.
  [`GET ${rewardsPatterns.earnings}`]: 'user',
  [`GET ${plantsPatterns.customerPlant}`]: 'user',
  [`GET ${rewardsPatterns.rewards}`]: 'read:reward',
  [`POST ${rewardsPatterns.approve}`]: 'write:reward',
  [`POST ${rewardsPatterns.paid}`]: 'write:payout',
  [`GET ${plantsPatterns.plants}`]: 'read:plant',
  [`PUT ${plantsPatterns.save}`]: 'write:plant',
  [`POST ${plantsPatterns.readings}`]: 'write:reading',
  [`POST ${plantsPatterns.invite}`]: 'write:plant',
  // Plant monitoring (decision 050): operations keeps the loggers' keys and the ticket board; a
  // logger sends with its key alone (checked in the service); a customer reads their own plant's
  // generation and tickets (the services answer a non-customer with none).
  [`POST ${monitoringPatterns.plantKeys}`]: 'write:ingestion_key',
  [`GET ${monitoringPatterns.plantKeys}`]: 'read:ingestion_key',
  [`DELETE ${monitoringPatterns.plantKey}`]: 'write:ingestion_key',
  [`POST ${monitoringPatterns.ingest}`]: 'public',
  [`GET ${monitoringPatterns.customerGeneration}`]: 'user',
  [`POST ${monitoringPatterns.customerTickets}`]: 'user',
  [`GET ${monitoringPatterns.customerTickets}`]: 'user',
  [`POST ${monitoringPatterns.customerTicketComments}`]: 'user',
  [`POST ${monitoringPatterns.customerTicketReopen}`]: 'user',
  [`GET ${monitoringPatterns.customerTicketPhoto}`]: 'user',
  [`GET ${monitoringPatterns.adminTickets}`]: 'read:ticket',
  [`GET ${monitoringPatterns.adminTicket}`]: 'read:ticket',
  [`GET ${monitoringPatterns.adminTicketPhoto}`]: 'read:ticket',
  [`POST ${monitoringPatterns.adminTicketStatus}`]: 'write:ticket',
  [`POST ${monitoringPatterns.adminTicketComments}`]: 'write:ticket',
  [`POST ${monitoringPatterns.adminTicketOwner}`]: 'write:ticket',
  // Bills and payouts (features/finance, decision 051): finance and admin. A customer's bill
  // PDF and a partner's statement PDF answer their owner or staff who read them (the services).
  [`GET ${financePatterns.adminBills}`]: 'read:bill',
  [`POST ${financePatterns.runBills}`]: 'write:bill',
  [`GET ${financePatterns.billPdf}`]: 'user',
  [`POST ${financePatterns.billPayments}`]: 'write:payment',
  [`POST ${financePatterns.billCreditNote}`]: 'write:bill',
  [`GET ${financePatterns.aging}`]: 'read:bill',
  [`GET ${financePatterns.customerBills}`]: 'user',
  [`GET ${financePatterns.payoutProfile}`]: 'user',
  [`PUT ${financePatterns.payoutProfile}`]: 'user',
  [`POST ${financePatterns.runPayouts}`]: 'write:payout',
  [`GET ${financePatterns.adminPayouts}`]: 'read:payout',
  [`GET ${financePatterns.bankFile}`]: 'read:payout',
  [`POST ${financePatterns.markPaid}`]: 'write:payout',
  [`GET ${financePatterns.statementPdf}`]: 'user',
  [`GET ${financePatterns.partnerStatements}`]: 'user',
  [`GET ${financePatterns.tds}`]: 'read:payout',
  [`GET ${financePatterns.settings}`]: 'read:finance_setting',
  [`PUT ${financePatterns.setting}`]: 'write:finance_setting',
  // Installation projects (features/projects, decision 049): operations and admins. The customer
  // reads their own project; a milestone's file goes to staff and to the project's customer
  // (both checked in the service). The partner's view is inside GET /api/leads/:id.
  [`GET ${projectsPatterns.projects}`]: 'read:project',
  [`GET ${projectsPatterns.project}`]: 'read:project',
  [`PUT ${projectsPatterns.milestone}`]: 'write:project',
  [`POST ${projectsPatterns.milestoneAttachments}`]: 'write:project',
  [`POST ${projectsPatterns.cancel}`]: 'write:project',
  [`GET ${projectsPatterns.customerProject}`]: 'user',
  [`GET ${projectsPatterns.attachment}`]: 'user',
  // The second factor (features/mfa, decision 040). verify is public: its caller holds only a
  // session waiting for the second step, which every other route treats as no session.
  [`POST ${mfaPatterns.setup}`]: 'user',
  [`POST ${mfaPatterns.enable}`]: 'user',
  [`POST ${mfaPatterns.verify}`]: 'public',
  [`POST ${mfaPatterns.disable}`]: 'user',
  [`POST ${mfaPatterns.reset}`]: 'write:user',
  // The API's own description (features' zod schemas and this table), for integrators: staff
  // read all of it, anyone else the operations that are not staff-only (openapi.ts).
  [`GET ${apiDescriptionPatterns.description}`]: 'public',
});

/** The table with each old spelling given its route's entries, method by method (decision 058). */
function withOldSpellings(
  spellings: readonly OldSpelling[],
  table: Record<string, Access>,
): Record<string, Access> {
  const entries = Object.entries(table);
  for (const { pattern, old } of spellings) {
    for (const [key, access] of entries) {
      const [method, path] = key.split(' ');
      if (path === pattern) table[`${method} ${old}`] = access;
    }
  }
  return table;
}

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
  known[API_ROUTE] ??= request.routeOptions.url?.startsWith(API_PREFIX) ?? false;
  return known[API_ROUTE];
}

/** Gives every request the slot isApiRoute fills, so all requests keep one object shape. */
export function decorateApiRouteSlot(app: FastifyInstance): void {
  app.decorateRequest(API_ROUTE, null);
}
