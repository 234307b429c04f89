/**
 * Hindi texts every page uses: the layout, page titles, and the messages and error texts of forms
 * and the server (`text-groups.ts`; the English ones are in the first chunk, `i18n.ts`).
 */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{common,meta,errors,messages}.json',
  { eager: true, import: 'default' },
);
