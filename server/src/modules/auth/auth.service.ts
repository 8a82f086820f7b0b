// Who is calling, and the sessions behind it. GraphQL sends `Authorization: Bearer <token>`, the
// /fanapih5 layer its `token` header; both end up here.
import type { Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { Viewer } from "../../context.ts";
import { sessionIdOf, sessionStore, type SessionMeta } from "./session.ts";
import { sessionsEnded } from "../../platform/session-cache.ts";
import { STAFF_TOKEN_PREFIX, staffTokenFor } from "./staff-tokens.ts";

export type { Viewer };

export const anonymous: Viewer = { userId: null, sessionId: null, scopes: [] };

function sessions(deps: Deps) {
  return sessionStore(deps.db, deps.config.sessionTtlMs);
}

/** A missing, malformed, unknown, revoked or expired token is an anonymous caller (an API key that is none of ours is marked invalidApiKey, so its error says so). */
export async function authenticate(deps: Deps, token: string | null, request: { ip?: string | null; userAgent?: string | null } = {}): Promise<Viewer> {
  if (!token) return anonymous;
  if (token.startsWith(STAFF_TOKEN_PREFIX)) {
    const staff = await staffTokenFor(deps.db, token, deps.now(), request);
    return staff
      ? { userId: null, sessionId: null, scopes: staff.scopes, staffTokenId: staff.id, apiKey: { organisationId: staff.organisationId, rateLimitPerMinute: staff.rateLimitPerMinute } }
      : { ...anonymous, invalidApiKey: true };
  }
  // A session looked up in the last few seconds costs no round trip (platform/session-cache.ts says how
  // long a revoked one can still work).
  const cached = deps.sessionCache?.get(sessionIdOf(token));
  if (cached) return { userId: cached.userId, sessionId: cached.id, scopes: [] };
  const session = await sessions(deps).validate(token);
  if (!session) return anonymous;
  deps.sessionCache?.remember(session);
  return { userId: session.userId, sessionId: session.id, scopes: [] };
}

export function createSession(deps: Deps, userId: string, meta: SessionMeta): Promise<{ token: string; expiresAt: Date }> {
  return sessions(deps)
    .create(userId, meta)
    .then(({ token, expiresAt }) => ({ token, expiresAt }));
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await sessions(deps).revoke(sessionId);
  await sessionsEnded({ sessionId });
}

/** Ends every session of a user, or every one but the caller's own. */
export async function revokeUserSessions(deps: Deps, userId: string, exceptSessionId?: string | null): Promise<void> {
  await sessions(deps).revokeUser(userId, exceptSessionId);
  await sessionsEnded({ userId, exceptSessionId });
}

/** Ends every session of a user inside the caller's transaction, so it commits with what made them void (a password reset). */
export async function endUserSessionsIn(tx: Tx, userId: string): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
  // Forgotten before the commit: a lookup in the instant before it may remember a session again, for
  // SESSION_CACHE_TTL_MS at most.
  await sessionsEnded({ userId });
}

export type { SessionMeta };
