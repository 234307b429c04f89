/** What the rest of the server may use of the finance feature; every other file here is its inside. */
export { sealStoredAccountNumbers } from './bank-account.ts';
export { scheduledBillRun, sendBillReminders } from './bills.ts';
export type { FinanceDeps } from './common.ts';
export { partnerPayoutRecords } from './personal-records.ts';
export { fillPpaTerms } from './ppa-terms.ts';
export { financeRoutes } from './routes.ts';
