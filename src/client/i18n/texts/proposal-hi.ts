/** Hindi texts of a proposal's mailed link (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{proposals,verification,messages-pipeline}.json',
  { eager: true, import: 'default' },
);
