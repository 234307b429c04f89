/** Every route of the site (SPEC section 2), in one typed list. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  projects: '/projects',
  partner: '/partner',
  sustainability: '/sustainability',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  auth: '/auth',
  dashboard: '/dashboard',
  partnerDashboard: '/partner-dashboard',
  adminDashboard: '/admin-dashboard',
  customerDashboard: '/customer-dashboard',
  account: '/account',
  forgotPassword: '/auth/forgot',
  resetPassword: '/auth/reset',
  confirmEmail: '/auth/confirm',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Served as complete prerendered HTML, hydrated in the browser. */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.about,
  paths.services,
  paths.projects,
  paths.partner,
  paths.sustainability,
  paths.contact,
  paths.privacyPolicy,
  paths.termsConditions,
  paths.auth,
] as const satisfies readonly AppPath[];

/** Depend on the session: prerendered in their loading state, kept out of the sitemap. */
export const APP_SHELL_PATHS = [
  paths.dashboard,
  paths.partnerDashboard,
  paths.adminDashboard,
  paths.customerDashboard,
  paths.account,
  // Read a token from the mailed link's query: nothing to prerender but the shell.
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
] as const satisfies readonly AppPath[];

/** Public pages listed in the sitemap. */
export const SITEMAP_PATHS = PRERENDERED_PATHS.filter((p) => p !== paths.auth);

export const NOT_FOUND_PAGE = '404';

/** The file name a prerendered path is written to under dist/client/_pages/. */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export type AuthTab = 'login' | 'signup' | 'admin';
export const authHref = (tab: AuthTab) => `${paths.auth}?type=${tab}`;
