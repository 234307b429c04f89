/** Hindi texts of the sustainability page (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>('../locales/hi/sustainability.json', {
  eager: true,
  import: 'default',
});
