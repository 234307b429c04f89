/**
 * Every Hindi namespace in one module, so a Hindi page fetches one messages file instead of one
 * per namespace (27 requests of about a kilobyte each; issue 17). `i18n.ts` imports it on demand.
 */
export const hindi = import.meta.glob<Record<string, unknown>>('./locales/hi/*.json', {
  eager: true,
  import: 'default',
});
