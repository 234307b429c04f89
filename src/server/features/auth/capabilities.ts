import type { SessionUser } from '../../../shared/schemas/user.ts';

type Caller = Pick<SessionUser, 'role' | 'userType'>;

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
