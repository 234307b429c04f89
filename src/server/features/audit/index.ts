/** What the rest of the server may use of the audit feature; every other file here is its inside. */
export { changedFields, recordAudit } from './service.ts';
