// The request context: viewer, db, pubsub, language (the type every resolver sees). It is built by
// request-context.ts, the same way for HTTP and graphql-ws; this file imports no module, so the builder
// and every module can depend on it.
import type { Deps } from "./deps.ts";
import type { Lang } from "./i18n.ts";
import type { OrganisationRole } from "./generated/prisma/enums.ts";
import { UnauthenticatedError } from "./errors.ts";

/** Who is calling: a signed-in fan (user and session), a staff API token (scopes), or nobody. */
export interface Viewer {
  userId: string | null;
  sessionId: string | null;
  /** Scopes of a staff API token (e.g. gate:scan); empty for fans. */
  scopes: string[];
  /** The staff API token behind the call (for the audit log); absent for fans. */
  staffTokenId?: string;
  /** The API key's organisation (null: a platform key) and its own rate limit; absent for sessions. */
  apiKey?: { organisationId: string | null; rateLimitPerMinute: number };
  /** An API key was sent but it is unknown, revoked or expired: the caller is anonymous, and a field that needs a key answers INVALID_API_KEY. */
  invalidApiKey?: true;
}

/**
 * What an operator may do in this request: the organisation it acts for (null: every organisation, for
 * the platform's operators and keys) and its scopes. From the API key, or from a signed-in staff
 * account's role in the organisation it names (the X-Fanfare-Organisation header) or its only one.
 */
export interface OperatorScope {
  organisationId: string | null;
  scopes: string[];
  /** The signed-in staff account acting (absent for API keys). */
  userId: string | null;
  /** That account's role in the organisation it acts for (absent for API keys and platform operators): a refusal names it. */
  role?: OrganisationRole;
}

export interface Context {
  deps: Deps;
  db: Deps["db"];
  pubsub: Deps["pubsub"];
  viewer: Viewer;
  /** The caller as an operator, read once on first use (null: not an operator). */
  operator(): Promise<OperatorScope | null>;
  /** operator()'s answer once it has been read (undefined before): for the synchronous refusal, which names the role. */
  settledOperator(): OperatorScope | null | undefined;
  lang: Lang;
  ip: string;
  userAgent: string | null;
}

/** The signed-in fan's id; an anonymous caller gets the typed UnauthenticatedError. */
export function viewerId(ctx: { viewer: { userId: string | null } }): string {
  if (!ctx.viewer.userId) throw new UnauthenticatedError();
  return ctx.viewer.userId;
}
