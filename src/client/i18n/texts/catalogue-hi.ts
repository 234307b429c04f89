/** Hindi texts of the services and projects pages and their detail pages (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{home,services,projects,reactions}.json',
  { eager: true, import: 'default' },
);
