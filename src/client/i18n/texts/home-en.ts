/** English texts of the home page's first screen (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>('../locales/en/home.json', {
  eager: true,
  import: 'default',
});
