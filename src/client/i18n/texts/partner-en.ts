/** English texts of the Partner Portal page (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/en/{partners,messages-partners}.json',
  { eager: true, import: 'default' },
);
