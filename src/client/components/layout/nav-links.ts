import { paths } from '#shared/paths.ts';

/** Main navigation (SPEC section 2): the keys are in the common namespace under nav. */
export const MAIN_NAV = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.services, key: 'nav.services' },
  { to: paths.projects, key: 'nav.projects' },
  { to: paths.sustainability, key: 'nav.sustainability' },
  { to: paths.contact, key: 'nav.contact' },
  { to: paths.partner, key: 'nav.partner' },
] as const;
