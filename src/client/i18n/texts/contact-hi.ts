/** Hindi texts of the contact page (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{contact,verification,messages-contact}.json',
  { eager: true, import: 'default' },
);
