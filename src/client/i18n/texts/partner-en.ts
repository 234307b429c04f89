/** English texts of the Partner Portal page (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/en/{auth,partners,messages-partners,messages-auth}.json',
  { eager: true, import: 'default' },
);
