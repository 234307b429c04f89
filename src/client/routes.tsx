import { type ComponentType, lazy } from 'react';
import { matchPath } from 'react-router';
import { PROJECT_DETAIL_ROUTE, paths, SERVICE_DETAIL_ROUTE } from '../shared/paths.ts';

type PageModule = { default: ComponentType };

/**
 * Every page is its own chunk. The browser loads the current page's chunk before hydrating
 * (main.tsx) and the prerenderer waits for all of them (entry-server.tsx).
 */
const pageLoaders: Record<string, () => Promise<PageModule>> = {
  [paths.home]: () => import('./pages/home-page.tsx'),
  [paths.about]: () => import('./pages/about-page.tsx'),
  [paths.services]: () => import('./pages/services-page.tsx'),
  [paths.projects]: () => import('./pages/projects-page.tsx'),
  [paths.partner]: () => import('./pages/partner-page.tsx'),
  [paths.sustainability]: () => import('./pages/sustainability-page.tsx'),
  [paths.contact]: () => import('./pages/contact-page.tsx'),
  [paths.privacyPolicy]: () => import('./pages/privacy-policy-page.tsx'),
  [paths.termsConditions]: () => import('./pages/terms-conditions-page.tsx'),
  [paths.auth]: () => import('./pages/auth-page.tsx'),
  [paths.dashboard]: () => import('./pages/dashboard-page.tsx'),
  [paths.partnerDashboard]: () => import('./pages/partner-dashboard-page.tsx'),
  [paths.adminDashboard]: () => import('./pages/admin-dashboard-page.tsx'),
  [paths.customerDashboard]: () => import('./pages/customer-dashboard-page.tsx'),
  [paths.account]: () => import('./pages/account-page.tsx'),
  [paths.forgotPassword]: () => import('./pages/forgot-password-page.tsx'),
  [paths.resetPassword]: () => import('./pages/reset-password-page.tsx'),
  [paths.confirmEmail]: () => import('./pages/confirm-email-page.tsx'),
  [paths.adminLead]: () => import('./pages/admin-lead-page.tsx'),
  [paths.partnerLead]: () => import('./pages/partner-lead-page.tsx'),
  [SERVICE_DETAIL_ROUTE]: () => import('./pages/service-detail-page.tsx'),
  [PROJECT_DETAIL_ROUTE]: () => import('./pages/project-detail-page.tsx'),
};

const loadNotFoundPage = () => import('./pages/not-found-page.tsx');

export const pageRoutes = Object.entries(pageLoaders).map(([path, load]) => ({
  path,
  Component: lazy(load),
}));
export const NotFoundPage = lazy(loadNotFoundPage);

/** Starts loading the chunk of the page at pathname (before hydration, or on link hover). */
export function preloadPage(pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pattern = Object.keys(pageLoaders).find((route) => matchPath(route, trimmed));
  return ((pattern && pageLoaders[pattern]) || loadNotFoundPage)();
}
