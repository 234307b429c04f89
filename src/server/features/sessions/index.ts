/**
 * Sessions: the store (a row per signed-in browser, by the hash of its cookie), this process's
 * short cache of them (decision 026) and the Origin check on state-changing calls. The plugin in
 * plugins/session.ts only wires `identifyUser` into the request cycle.
 */
export { forgetSession, forgetUserSessions, SESSION_CACHE_MS } from './cache.ts';
export { MFA_PENDING_MS, SESSION_COOKIE } from './cookie.ts';
export { assertOwnOrigin } from './origin.ts';
export {
  currentUser,
  endAllSessions,
  endOtherSessions,
  endSession,
  identifyUser,
  listSessions,
  pendingSecondFactor,
  type SessionSummary,
  startSession,
} from './store.ts';
