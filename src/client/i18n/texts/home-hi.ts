/** Hindi texts of the home page (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{home,services,projects,reactions,newsletter,contact,verification,messages-contact}.json',
  { eager: true, import: 'default' },
);
