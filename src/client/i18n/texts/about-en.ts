/** English texts of the About page (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>('../locales/en/{about,home}.json', {
  eager: true,
  import: 'default',
});
