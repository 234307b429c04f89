/** Hindi texts of texts every page uses: the layout (header, footer, drawer, session banners), page titles, and the messages and error texts forms and the server speak (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{common,meta,errors,messages,auth,messages-auth}.json',
  { eager: true, import: 'default' },
);
