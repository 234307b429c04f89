/** English texts of the newsletter band (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>('../locales/en/newsletter.json', {
  eager: true,
  import: 'default',
});
