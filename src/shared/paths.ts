import type { Language } from './languages.ts';

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
  /** Setting up two-factor sign-in: where staff without it are sent (decision 040). */
  mfaSetup: '/account/two-factor',
  /** A lead's page for admins, and for its partner (decision 016); `:id` is the lead's id. */
  adminLead: '/admin-dashboard/leads/:id',
  partnerLead: '/partner-dashboard/leads/:id',
  /** A proposal's mailed link (never indexed); its Hindi twin is under /hi/. */
  proposal: '/proposal/:token',
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

/** Every service and project detail page (decision 022). */
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
  paths.account,
  paths.mfaSetup,
  // Read a token from the mailed link's query: nothing to prerender but the shell.
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
  paths.adminLead,
  paths.partnerLead,
] as const satisfies readonly AppPath[];

/**
 * The signed-in work screens: the dashboards, a lead's page and the account. The visitors'
 * WhatsApp and call buttons stay off them (they covered table actions).
 */
export const WORK_SCREEN_PATHS = [
  paths.dashboard,
  paths.partnerDashboard,
  paths.adminDashboard,
  paths.customerDashboard,
  paths.account,
  paths.adminLead,
  paths.partnerLead,
] as const satisfies readonly AppPath[];

/** Whether `pathname` (without a language prefix) is a signed-in work screen. */
export const isWorkScreen = (pathname: string) =>
  WORK_SCREEN_PATHS.some((path) =>
    path.includes(':')
      ? patternMatches(path, trimSlashes(pathname))
      : path === trimSlashes(pathname),
  );

/** Pages of a mailed link with a token in the path: a shell in both languages, never indexed. */
export const LINK_PAGE_PATHS = [paths.proposal, `/hi${paths.proposal}`] as const;

/** Public pages listed in the sitemap. */
export const SITEMAP_PATHS = PRERENDERED_PATHS.filter((p) => p !== paths.auth);

export const NOT_FOUND_PAGE = '404';

/** Where the Hindi twins of the public pages live: `/hi/`, `/hi/services`, … */
export const HINDI_PREFIX = '/hi';

/** Pages with no language twin: they follow the visitor's stored language (decision 020). */
const SINGLE_LANGUAGE_PATHS: readonly string[] = [paths.auth, ...APP_SHELL_PATHS];

const trimSlashes = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a page (an unprefixed pathname, e.g. `/services` or `/services/rooftop`) has a Hindi
 * twin. Every page has one except `/auth` and the dashboards, so a route added to the site gets
 * its twin with no further work.
 */
export function hasLanguageTwin(pathname: string): boolean {
  const path = trimSlashes(pathname);
  return !SINGLE_LANGUAGE_PATHS.some((single) =>
    single.includes(':') ? patternMatches(single, path) : single === path,
  );
}

/** Whether `path` is an address of a route pattern such as `/admin-dashboard/leads/:id`. */
function patternMatches(pattern: string, path: string): boolean {
  const segments = pattern.split('/');
  const parts = path.split('/');
  return (
    segments.length === parts.length &&
    segments.every((segment, i) =>
      segment.startsWith(':') ? parts[i] !== '' : segment === parts[i],
    )
  );
}

/** The language a pathname is written in and the page it names: `/hi/about` → hi, `/about`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === HINDI_PREFIX || pathname === `${HINDI_PREFIX}/`)
    return { language: 'hi', path: '/' };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) {
    const path = pathname.slice(HINDI_PREFIX.length);
    if (hasLanguageTwin(path)) return { language: 'hi', path };
  }
  return { language: 'en', path: pathname };
}

/** The address of a page (pathname, optionally with ?query and #hash) in a language. */
export function localizedPath(path: string, language: Language): string {
  const rest = path.search(/[?#]/);
  const pathname = rest === -1 ? path : path.slice(0, rest);
  const suffix = rest === -1 ? '' : path.slice(rest);
  if (language === 'en' || !pathname.startsWith('/') || !hasLanguageTwin(pathname)) return path;
  return `${HINDI_PREFIX}${pathname === '/' ? '/' : pathname}${suffix}`;
}

/** The Hindi twins of every public page: prerendered, served and listed in the sitemap. */
export const HINDI_PAGE_PATHS = SITEMAP_PATHS.map((path) => localizedPath(path, 'hi'));

/** The file name a prerendered path is written to under dist/client/_pages/. */
export function pageFileName(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

export type AuthTab = 'login' | 'signup' | 'admin';
export const authHref = (tab: AuthTab) => `${paths.auth}?type=${tab}`;

/** The address of one lead's page. */
export const adminLeadPath = (id: number) => paths.adminLead.replace(':id', String(id));
export const partnerLeadPath = (id: number) => paths.partnerLead.replace(':id', String(id));
/**
 * A proposal's public page (never prerendered, not in the sitemap, noindex): the mailed link,
 * under /hi/ when the proposal is in Hindi.
 */
export const proposalHref = (token: string, language: Language) =>
  `${language === 'hi' ? '/hi' : ''}/proposal/${token}`;
/** The contact form with its subject filled in (a detail page's call to action). */
export const contactHref = (subject: string) =>
  `${paths.contact}?subject=${encodeURIComponent(subject)}`;
