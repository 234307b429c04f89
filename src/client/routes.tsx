import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { PROJECT_DETAIL_ROUTE, paths, SERVICE_DETAIL_ROUTE } from '../shared/paths.ts';
import { withTexts } from './i18n/i18n.ts';
import type { TextGroup } from './i18n/text-groups.ts';
import { loadingChunk, retryableLazy } from './lib/client-errors.ts';

type PageModule = { default: ComponentType };
type Page = { load: () => Promise<PageModule>; texts?: TextGroup; partTexts?: TextGroup[] };

/**
 * A page's chunk, loaded together with its group's texts in the current language. `partTexts`
 * are the groups its parts load later, with their own code (the home page's sections when near):
 * the prerenderer loads them for every page it writes, as React keeps a lazy part loaded from one
 * page to the next.
 */
const page = (
  load: () => Promise<PageModule>,
  texts: TextGroup,
  partTexts: TextGroup[] = [],
): Page => ({ load: loadingChunk(() => withTexts(load, texts)), texts, partTexts });

/**
 * Every page is its own chunk. The browser loads the current page's chunk before hydrating
 * (main.tsx) and the prerenderer waits for all of them (entry-server.tsx).
 */
const pages: Record<string, Page> = {
  [paths.home]: page(() => import('./pages/home-page.tsx'), 'home', [
    'homeBelowFold',
    'newsletter',
    'contact',
  ]),
  [paths.about]: page(() => import('./pages/about-page.tsx'), 'about'),
  [paths.services]: page(() => import('./pages/services-page.tsx'), 'catalogue'),
  [paths.projects]: page(() => import('./pages/projects-page.tsx'), 'catalogue'),
  [paths.partner]: page(() => import('./pages/partner-page.tsx'), 'partner'),
  [paths.sustainability]: page(() => import('./pages/sustainability-page.tsx'), 'sustainability'),
  [paths.contact]: page(() => import('./pages/contact-page.tsx'), 'contact'),
  [paths.privacyPolicy]: page(() => import('./pages/privacy-policy-page.tsx'), 'legal'),
  [paths.termsConditions]: page(() => import('./pages/terms-conditions-page.tsx'), 'legal'),
  [paths.auth]: page(() => import('./pages/auth-page.tsx'), 'accounts'),
  [paths.dashboard]: page(() => import('./pages/dashboard-page.tsx'), 'accounts'),
  [paths.partnerDashboard]: page(() => import('./pages/partner-dashboard-page.tsx'), 'accounts'),
  [paths.adminDashboard]: page(() => import('./pages/admin-dashboard-page.tsx'), 'accounts'),
  [paths.customerDashboard]: page(() => import('./pages/customer-dashboard-page.tsx'), 'accounts'),
  [paths.account]: page(() => import('./pages/account-page.tsx'), 'accounts'),
  [paths.mfaSetup]: page(() => import('./pages/mfa-setup-page.tsx'), 'accounts'),
  [paths.forgotPassword]: page(() => import('./pages/forgot-password-page.tsx'), 'accounts'),
  [paths.resetPassword]: page(() => import('./pages/reset-password-page.tsx'), 'accounts'),
  [paths.confirmEmail]: page(() => import('./pages/confirm-email-page.tsx'), 'accounts'),
  [paths.adminLead]: page(() => import('./pages/admin-lead-page.tsx'), 'accounts'),
  [paths.partnerLead]: page(() => import('./pages/partner-lead-page.tsx'), 'accounts'),
  [paths.proposal]: page(() => import('./pages/proposal-page.tsx'), 'proposal'),
  [SERVICE_DETAIL_ROUTE]: page(() => import('./pages/service-detail-page.tsx'), 'catalogue'),
  [PROJECT_DETAIL_ROUTE]: page(() => import('./pages/project-detail-page.tsx'), 'catalogue'),
};

// The not-found page speaks only the base texts.
const notFoundPage: Page = { load: loadingChunk(() => import('./pages/not-found-page.tsx')) };

export const pageRoutes = Object.entries(pages).map(([path, { load }]) => ({
  path,
  Component: retryableLazy(load),
}));
export const NotFoundPage = retryableLazy(notFoundPage.load);

function pageAt(pathname: string): Page {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pattern = Object.keys(pages).find((route) => matchPath(route, trimmed));
  return (pattern && pages[pattern]) || notFoundPage;
}

/**
 * Starts loading the chunk and texts of the page at pathname (before hydration, on link hover,
 * and for each page the prerenderer writes).
 */
export function preloadPage(pathname: string) {
  return pageAt(pathname).load();
}

/** The group of texts the page at pathname loads (none beyond the base for the 404 page). */
export const textGroupOf = (pathname: string) => pageAt(pathname).texts;

/** The groups of texts the parts of the page at pathname load later (`page`). */
export const partTextGroupsOf = (pathname: string) => pageAt(pathname).partTexts ?? [];
