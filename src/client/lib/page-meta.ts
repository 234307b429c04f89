import { matchPath } from 'react-router';
import { PROJECT_DETAIL_ROUTE, paths, SERVICE_DETAIL_ROUTE } from '#shared/paths.ts';

/** Each page's key in the `meta` namespace, which holds its title and description. */
const META_KEYS: Record<string, string> = {
  [paths.home]: 'home',
  [paths.about]: 'about',
  [paths.services]: 'services',
  [paths.projects]: 'projects',
  [paths.partner]: 'partner',
  [paths.sustainability]: 'sustainability',
  [paths.contact]: 'contact',
  [paths.privacyPolicy]: 'privacyPolicy',
  [paths.termsConditions]: 'termsConditions',
  [paths.auth]: 'auth',
  [paths.dashboard]: 'dashboard',
  [paths.partnerDashboard]: 'partnerDashboard',
  [paths.adminDashboard]: 'adminDashboard',
  [paths.customerDashboard]: 'customerDashboard',
  [paths.account]: 'account',
  [paths.forgotPassword]: 'forgotPassword',
  [paths.resetPassword]: 'resetPassword',
  [paths.confirmEmail]: 'confirmEmail',
};

/**
 * The detail pages' titles name their service or project (`meta:serviceDetail.title` with
 * `{{name}}`): the page sets them itself (`useDetailTitle`), the prerenderer from the catalogue.
 */
export const DETAIL_META_KEYS = ['serviceDetail', 'projectDetail'] as const;

export function metaKeyFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (matchPath(SERVICE_DETAIL_ROUTE, trimmed)) return 'serviceDetail';
  if (matchPath(PROJECT_DETAIL_ROUTE, trimmed)) return 'projectDetail';
  if (matchPath(paths.proposal, trimmed)) return 'proposal';
  return META_KEYS[trimmed] ?? 'notFound';
}

export const isDetailMetaKey = (key: string) =>
  (DETAIL_META_KEYS as readonly string[]).includes(key);
