// The auth module's public API: the only file other modules import. It keeps sessions, staff API tokens
// and secret hashing; the accounts those sessions belong to are the users module's (which imports this one).
export {
  anonymous,
  authenticate,
  createSession,
  endUserSessionsIn,
  revokeSession,
  revokeUserSessions,
  type SessionMeta,
  type Viewer,
} from "./auth.service.ts";
export { hashSecret, verifySecret } from "./password.ts";
export { sessionIdOf } from "./session.ts";
export { createStaffToken, listStaffTokens, liveStaffTokenIds, revokeStaffToken, STAFF_TOKEN_PREFIX, type StaffTokenInfo, type StaffTokenOptions } from "./staff-tokens.ts";
export { eraseSessionsOf, sessionsOf } from "./personal-data.ts";
