/** English texts of the privacy policy and the terms (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>('../locales/en/legal.json', {
  eager: true,
  import: 'default',
});
