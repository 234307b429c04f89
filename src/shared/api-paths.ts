/**
 * The convention for API paths: each shared schema module (`src/shared/schemas/<feature>.ts`)
 * exports `<feature>Patterns`, the route patterns of its feature (`'/api/leads/:id'`), each written
 * once, and `<feature>Api`, plain functions that return a path made from those patterns with
 * `pathOf`, beside the request and answer schemas of the same routes. The server registers its
 * routes and keys its access policy with the patterns; client calls, links and downloads use the
 * builders. No client file, server route file or policy table writes an `/api/` string
 * (tests/repo/api-paths.test.ts). A builder takes the route's parameters in URL order.
 *
 * The patterns and builders the first page load needs (session, sign-in, reactions, newsletter,
 * error reports) are defined here, free of zod, and re-exported by their schema modules:
 * importing a schema module pulls zod into the bundle, over the home page's JavaScript budget.
 */

/** What every API path starts with. */
export const API_PREFIX = '/api/';

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

/** The names of a route pattern's parameters (`:id`), in URL order. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One value for each name. */
type ParamValues<Names extends string[]> = { [K in keyof Names]: PathParam };

/** The path of a route pattern: its parameters filled in URL order, each encoded. */
export function pathOf<Pattern extends string>(
  pattern: Pattern,
  ...values: ParamValues<ParamNames<Pattern>>
): string {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => segment(values[next++] as PathParam));
}

/**
 * A route's old spelling: the path clients called before the route was renamed. The server
 * answers it as the route, with the route's access, and the API description marks it deprecated.
 */
export interface OldSpelling {
  readonly pattern: string;
  readonly old: string;
}

/** The patterns of the auth routes. */
export const authPatterns = {
  session: '/api/auth/session',
  user: '/api/auth/user',
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  /** Signing out by following a link (GET), for pages without JavaScript. */
  logoutLink: '/api/logout',
  forgotPassword: '/api/auth/password/forgot',
  resetPassword: '/api/auth/password/reset',
  changePassword: '/api/auth/password/change',
  confirmEmail: '/api/auth/email/confirm',
  resendConfirmation: '/api/auth/email/resend',
} as const;

/** The paths of the auth routes. */
export const authApi = {
  session: () => pathOf(authPatterns.session),
  user: () => pathOf(authPatterns.user),
  login: () => pathOf(authPatterns.login),
  logout: () => pathOf(authPatterns.logout),
  logoutLink: () => pathOf(authPatterns.logoutLink),
  register: () => pathOf(authPatterns.register),
  forgotPassword: () => pathOf(authPatterns.forgotPassword),
  resetPassword: () => pathOf(authPatterns.resetPassword),
  changePassword: () => pathOf(authPatterns.changePassword),
  confirmEmail: () => pathOf(authPatterns.confirmEmail),
  resendConfirmation: () => pathOf(authPatterns.resendConfirmation),
};

/** The patterns of the second-factor routes. */
export const mfaPatterns = {
  verify: '/api/auth/mfa/verify',
  setup: '/api/auth/mfa/setup',
  enable: '/api/auth/mfa/enable',
  disable: '/api/auth/mfa/disable',
  reset: '/api/admin/users/:id/mfa/reset',
} as const;

/** The paths of the second-factor routes. */
export const mfaApi = {
  verify: () => pathOf(mfaPatterns.verify),
  setup: () => pathOf(mfaPatterns.setup),
  enable: () => pathOf(mfaPatterns.enable),
  disable: () => pathOf(mfaPatterns.disable),
  reset: (userId: PathParam) => pathOf(mfaPatterns.reset, userId),
};

/** The patterns of the account routes. */
export const accountPatterns = {
  account: '/api/account',
  sessions: '/api/account/sessions',
  otherSessions: '/api/account/sessions/others',
  export: '/api/account/export',
} as const;

/** The paths of the account routes. */
export const accountApi = {
  account: () => pathOf(accountPatterns.account),
  sessions: () => pathOf(accountPatterns.sessions),
  otherSessions: () => pathOf(accountPatterns.otherSessions),
  export: () => pathOf(accountPatterns.export),
};

/** The pattern and path of the client error report. */
export const clientErrorsPatterns = { report: '/api/client-errors' } as const;
export const clientErrorsApi = { report: () => pathOf(clientErrorsPatterns.report) };

/** The pattern and path of the newsletter route. */
export const newsletterPatterns = { subscribe: '/api/newsletter' } as const;
export const newsletterApi = { subscribe: () => pathOf(newsletterPatterns.subscribe) };

/** The patterns of the reaction routes. */
export const feedbackPatterns = {
  /** A reaction (POST) and an entity's counts (GET). */
  reactions: '/api/feedback',
  top: '/api/feedback/top/:entityType',
} as const;

/** The paths of the reaction routes. */
export const feedbackApi = {
  react: () => pathOf(feedbackPatterns.reactions),
  summary: (entityType: PathParam, entityId: PathParam) =>
    withQuery(pathOf(feedbackPatterns.reactions), { entityType, entityId }),
  top: (entityType: PathParam, limit: number) =>
    withQuery(pathOf(feedbackPatterns.top, entityType), { limit }),
};

/** The pattern and path of the API's own description (src/server/openapi.ts). */
export const apiDescriptionPatterns = { description: '/api/openapi.json' } as const;
export const apiDescriptionApi = { description: () => pathOf(apiDescriptionPatterns.description) };
