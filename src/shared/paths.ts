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
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * Ids of the catalogue's services and projects (`content/services.ts`, `content/projects.ts`;
 * a content test keeps them equal). Listed here rather than read from the catalogue so that
 * every page's bundle, which needs `paths`, does not carry the catalogue.
 */
export const SERVICE_IDS = [1, 2, 3] as const;
export const PROJECT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

/** A service's own page, `/services/{id}`. */
export const serviceHref = (id: number) => `${paths.services}/${id}`;
/** A project's case study, `/projects/{id}`. */
export const projectHref = (id: number) => `${paths.projects}/${id}`;

/** The router's patterns of the detail pages. */
export const SERVICE_DETAIL_ROUTE = `${paths.services}/:id`;
export const PROJECT_DETAIL_ROUTE = `${paths.projects}/:id`;

/** Every service and project page (issue 16). */
export const DETAIL_PATHS: readonly string[] = [
  ...SERVICE_IDS.map(serviceHref),
  ...PROJECT_IDS.map(projectHref),
];

/** Served as complete prerendered HTML, hydrated in the browser. */
export const PRERENDERED_PATHS: readonly string[] = [
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
  ...DETAIL_PATHS,
];

/** Depend on the session: prerendered in their loading state, kept out of the sitemap. */
export const APP_SHELL_PATHS = [
  paths.dashboard,
  paths.partnerDashboard,
  paths.adminDashboard,
  paths.customerDashboard,
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

/** The contact form with its subject filled in (a detail page's call to action). */
export const contactHref = (subject: string) =>
  `${paths.contact}?subject=${encodeURIComponent(subject)}`;
