/** Hindi texts of the home page's sections below the fold (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{services,projects,reactions}.json',
  { eager: true, import: 'default' },
);
