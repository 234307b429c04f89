import { staffMay } from '#server/access-policy.ts';
import { type AppError, forbidden, mfaSetupRequired } from '#server/errors.ts';
import { isStaffRole } from '#shared/permissions.ts';
import { financePatterns } from '#shared/schemas/finance.ts';
import { leadsPatterns } from '#shared/schemas/leads.ts';
import { rewardsPatterns } from '#shared/schemas/rewards.ts';
import type { SessionUser } from '#shared/schemas/user.ts';

export type Caller = Pick<SessionUser, 'role' | 'mfaEnabled'>;

/**
 * What an account may do follows its current role, read with its session on every request (a
 * role change forgets the user's cached sessions), and the record the power needs: the services
 * check both, so an account that loses a role loses its powers whatever records it keeps.
 */

/** Acts for a partner record (adds leads, uploads to them): the partner role; admins act on any. */
export const actsAsPartner = (user: Caller): boolean =>
  user.role === 'partner' || user.role === 'admin';

/**
 * Reads the partner area's lists: partners, admins, and accounts with no role yet (applicants
 * awaiting approval), whose lists are empty.
 */
export const seesPartnerArea = (user: Caller): boolean =>
  actsAsPartner(user) || user.role === 'user';

/** Reads and uploads to the plant linked to the account: the customer role. */
export const actsAsCustomer = (user: Caller): boolean => user.role === 'customer';

/** The refusal of an account outside the partner area's audiences. */
export const NOT_A_PARTNER =
  'Only approved partners can add leads. Apply on the Partner Portal first.';

/**
 * The `'user'` routes (access-policy.ts) that serve only some signed-in accounts, and whom: the
 * one table of these audiences (decision 047). The access guard refuses anyone else with 403
 * before the body is read, as it does for staff routes; the services then check the records
 * (whose lead, which plant). A `'user'` route not named here serves every signed-in account its
 * own records, others' records answered as missing; where a power needs both a record and a role
 * (adding a lead, a lead's documents), the service checks the role after the record, with the
 * predicates above, so an applicant hears that the application awaits approval.
 */
export const ROUTE_AUDIENCES: Record<string, (user: Caller) => boolean> = {
  /** The partner area's lead list; staff who read leads see every lead. */
  [`GET ${leadsPatterns.leads}`]: (user) => staffMay(user, 'read:lead') || seesPartnerArea(user),
  /** A lead's page: its partner, or staff who read leads. */
  [`GET ${leadsPatterns.detail}`]: (user) => staffMay(user, 'read:lead') || actsAsPartner(user),
  /** The partner area's rewards. */
  [`GET ${rewardsPatterns.earnings}`]: seesPartnerArea,
  /** The partner's payout profile and statements. */
  [`GET ${financePatterns.payoutProfile}`]: actsAsPartner,
  [`PUT ${financePatterns.payoutProfile}`]: actsAsPartner,
  [`GET ${financePatterns.partnerStatements}`]: seesPartnerArea,
  /** The customer's bills. */
  [`GET ${financePatterns.customerBills}`]: actsAsCustomer,
};

/**
 * Why a signed-in account may not call a route for its audience (403), or null. A staff member
 * whom the audience would admit with a second factor is sent to set one up, as on staff routes.
 */
export function audienceRefusal(route: string, user: Caller): AppError | null {
  const audience = ROUTE_AUDIENCES[route];
  if (!audience || audience(user)) return null;
  if (isStaffRole(user.role) && !user.mfaEnabled && audience({ ...user, mfaEnabled: true }))
    return mfaSetupRequired();
  return forbidden(NOT_A_PARTNER);
}
