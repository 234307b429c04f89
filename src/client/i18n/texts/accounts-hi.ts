/** Hindi texts of the sign-in pages, the account page and the dashboards (`text-groups.ts`). */
export default import.meta.glob<Record<string, unknown>>(
  '../locales/hi/{auth,account,milestones,mfa,admin,customer,partners,pipeline,proposals,reactions,verification,messages-account,messages-admin,messages-partners,messages-pipeline,messages-earnings,messages-monitoring,messages-finance,messages-projects,finance,messages-auth,messages-mfa,lists,errors-pipeline}.json',
  { eager: true, import: 'default' },
);
