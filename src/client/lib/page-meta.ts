import { paths } from '../../shared/paths.ts';

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

export function metaKeyFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return META_KEYS[trimmed] ?? 'notFound';
}
