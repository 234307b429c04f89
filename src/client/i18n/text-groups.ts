import type { Language } from '#shared/languages.ts';

/** Namespace files of one language, keyed by their path (an eager `import.meta.glob`). */
export type TextFiles = Record<string, Record<string, unknown>>;
type TextModule = () => Promise<{ default: TextFiles }>;

/**
 * The texts each group of pages loads (decision 030): a page's first load carries the English or
 * Hindi namespaces its routes use, not every namespace of the site. The base texts (layout,
 * titles, messages) come with every page: English in the first chunk (`i18n.ts`), Hindi from
 * `texts/base-hi.ts`. Each group's files list its namespaces; both languages list the same
 * (`text-groups.test.ts`), and the prerender fails for a page that uses a namespace its group
 * does not load (`entry-server.tsx`).
 */
export const TEXT_GROUPS = {
  home: { en: () => import('./texts/home-en.ts'), hi: () => import('./texts/home-hi.ts') },
  // The home page's parts that load when near (decision 034): its first screen needs `home` only.
  homeBelowFold: {
    en: () => import('./texts/home-below-fold-en.ts'),
    hi: () => import('./texts/home-below-fold-hi.ts'),
  },
  newsletter: {
    en: () => import('./texts/newsletter-en.ts'),
    hi: () => import('./texts/newsletter-hi.ts'),
  },
  about: { en: () => import('./texts/about-en.ts'), hi: () => import('./texts/about-hi.ts') },
  catalogue: {
    en: () => import('./texts/catalogue-en.ts'),
    hi: () => import('./texts/catalogue-hi.ts'),
  },
  sustainability: {
    en: () => import('./texts/sustainability-en.ts'),
    hi: () => import('./texts/sustainability-hi.ts'),
  },
  contact: { en: () => import('./texts/contact-en.ts'), hi: () => import('./texts/contact-hi.ts') },
  legal: { en: () => import('./texts/legal-en.ts'), hi: () => import('./texts/legal-hi.ts') },
  partner: { en: () => import('./texts/partner-en.ts'), hi: () => import('./texts/partner-hi.ts') },
  accounts: {
    en: () => import('./texts/accounts-en.ts'),
    hi: () => import('./texts/accounts-hi.ts'),
  },
  // A proposal's mailed link (features/proposals).
  proposal: {
    en: () => import('./texts/proposal-en.ts'),
    hi: () => import('./texts/proposal-hi.ts'),
  },
} satisfies Record<string, Record<Language, TextModule>>;

export type TextGroup = keyof typeof TEXT_GROUPS;

export const BASE_HINDI: TextModule = () => import('./texts/base-hi.ts');
