/**
 * The convention for API paths: each shared schema module (`src/shared/schemas/<feature>.ts`)
 * exports `<feature>Api`, an object of plain functions that return a path, beside the request
 * and answer schemas of the same routes. Client calls, links and downloads use them; no client
 * file writes an `/api/` string (tests/repo/api-paths.test.ts). A builder takes the route's
 * parameters in URL order and encodes them.
 *
 * The builders the first page load needs (session, sign-in, reactions, newsletter, error
 * reports) are defined here, free of zod, and re-exported by their schema modules: importing a
 * schema module pulls zod into the bundle, over the home page's JavaScript budget.
 */

/** A path parameter: a record id (a number) or a token. */
export type PathParam = string | number;

/** `/api/…` with one encoded path segment. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** A path with a query string made of the given values (undefined and '' left out). */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The paths of the auth routes (src/shared/api-paths.ts). */
export const authApi = {
  session: () => '/api/auth/session',
  login: () => '/api/auth/login',
  logout: () => '/api/auth/logout',
  register: () => '/api/auth/register',
  forgotPassword: () => '/api/auth/password/forgot',
  resetPassword: () => '/api/auth/password/reset',
  changePassword: () => '/api/auth/password/change',
  confirmEmail: () => '/api/auth/email/confirm',
  resendConfirmation: () => '/api/auth/email/resend',
};

/** The paths of the second-factor routes (src/shared/api-paths.ts). */
export const mfaApi = {
  verify: () => '/api/auth/mfa/verify',
  setup: () => '/api/auth/mfa/setup',
  enable: () => '/api/auth/mfa/enable',
  disable: () => '/api/auth/mfa/disable',
  reset: (userId: PathParam) => `/api/admin/users/${segment(userId)}/mfa/reset`,
};

/** The paths of the account routes (src/shared/api-paths.ts). */
export const accountApi = {
  account: () => '/api/account',
  sessions: () => '/api/account/sessions',
  otherSessions: () => '/api/account/sessions/others',
  export: () => '/api/account/export',
};

/** The path of the client error report (src/shared/api-paths.ts). */
export const clientErrorsApi = { report: () => '/api/client-errors' };

/** The path of the newsletter route (src/shared/api-paths.ts). */
export const newsletterApi = { subscribe: () => '/api/newsletter' };

/** The paths of the reaction routes (src/shared/api-paths.ts). */
export const feedbackApi = {
  react: () => '/api/feedback',
  summary: (entityType: PathParam, entityId: PathParam) =>
    withQuery('/api/feedback', { entityType, entityId }),
  top: (entityType: PathParam, limit: number) =>
    withQuery(`/api/feedback/top/${segment(entityType)}`, { limit }),
};
