/** What the rest of the server may use of the auth feature; every other file here is its inside. */
export {
  actsAsCustomer,
  actsAsPartner,
  audienceRefusal,
  NOT_A_PARTNER,
  ROUTE_AUDIENCES,
} from './capabilities.ts';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
export { assertNotLastAdmin, liveUser } from './last-admin.ts';
export { provedAddress, provedAddressSql } from './proved-address.ts';
export { defineRecoveryJobs, sendEmailConfirmation } from './recovery.ts';
export { authRoutes } from './routes.ts';
export {
  adminCredentialsProblem,
  checkCurrentPassword,
  ensureAdmin,
  recordLogin,
} from './service.ts';
export { issueAccountToken, revokeAccountTokens, TOKEN_TTL_MS } from './tokens.ts';
