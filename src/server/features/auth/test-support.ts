import { randomBytes } from 'node:crypto';
import { API_POLICY, staffMay } from '#server/access-policy.ts';
import { isStaffRole } from '#shared/permissions.ts';
import { type Caller, ROUTE_AUDIENCES } from './capabilities.ts';

/** A complete, valid sign-up with an e-mail and username used nowhere else; `overrides` change single fields. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  const unique = randomBytes(4).toString('hex');
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha-${unique}@factory.example`,
    username: `asha_${unique}`,
    phone: '+91 98290 12345',
    company: 'Verma Textiles',
    password: 'Ghoomar-Rooftop-42',
    userType: 'customer',
    ...overrides,
  };
}

/**
 * What a signed-in account must get from a route, the access guard and the route's audience
 * (ROUTE_AUDIENCES) together, worked out here from the policy's words rather than the guard's
 * code: let through, refused, or sent to set up a second factor (staff without one, on a staff
 * route or a route whose audience would admit them with one).
 */
export function expectedAnswer(
  route: string,
  user: Caller,
): 'allowed' | 'forbidden' | 'mfa_setup_required' {
  const access = API_POLICY[route];
  if (access === undefined) throw new Error(`${route} has no policy entry`);
  const audience = ROUTE_AUDIENCES[route] ?? (() => true);
  const passes = (account: Caller) =>
    (access === 'public' || access === 'user' || staffMay(account, access)) && audience(account);
  if (passes(user)) return 'allowed';
  const staffWithoutFactor = isStaffRole(user.role) && !user.mfaEnabled;
  if (staffWithoutFactor && (access !== 'user' || passes({ ...user, mfaEnabled: true })))
    return 'mfa_setup_required';
  return 'forbidden';
}
