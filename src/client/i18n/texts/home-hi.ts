/** Hindi texts of the home page's first screen (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>('../locales/hi/home.json', {
  eager: true,
  import: 'default',
});
