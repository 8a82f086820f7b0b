// Builds the request context (context.ts) for an HTTP request or a graphql-ws message: the viewer behind
// its bearer token (the auth module), its language, its client's address.
import { GraphQLError } from "graphql";
import type { Deps } from "./deps.ts";
import type { Context, OperatorScope, Viewer } from "./context.ts";
import { translate } from "./messages.ts";
import { resolveLang } from "./i18n.ts";
import { authenticate } from "./modules/auth/index.ts";
import { operatorScopeFor } from "./modules/organisations/index.ts";

export interface RequestInfo {
  authorization: string | null;
  acceptLanguage: string | null;
  ip: string;
  userAgent: string | null;
  /** X-Fanfare-Organisation: the organisation a signed-in staff account acts for. */
  organisation?: string | null;
  /**
   * A fan's public read that selects no viewer field (platform/response-cache.ts): answered as to an
   * anonymous caller, without looking the session up, so that its answer can be shared.
   */
  sharedRead?: boolean;
}

export function bearer(header: string | null | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return m ? m[1] : null;
}

/** extensions.code of a request the server cannot serve right now (its database is unreachable). */
export const UNAVAILABLE = "UNAVAILABLE";

export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  const lang = resolveLang(req.acceptLanguage);
  let viewer: Viewer;
  try {
    viewer = req.sharedRead ? { userId: null, sessionId: null, scopes: [] } : await authenticate(deps, bearer(req.authorization), { ip: req.ip, userAgent: req.userAgent });
  } catch (e) {
    // The session lookup needs the database. Without it the request cannot be served at all: a typed
    // error the client can show and retry, instead of Yoga's HTTP 500 for a failed context.
    deps.log.error("authentication failed", { error: String(e) });
    throw new GraphQLError(translate(lang, `errors.${UNAVAILABLE}`), { extensions: { code: UNAVAILABLE } });
  }
  let operator: Promise<OperatorScope | null> | undefined;
  let settled: OperatorScope | null | undefined;
  return {
    deps,
    db: deps.db,
    pubsub: deps.pubsub,
    viewer,
    operator: () =>
      (operator ??= operatorScopeFor(deps.db, viewer, req.organisation ?? null).then((op) => {
        settled = op;
        return op;
      })),
    settledOperator: () => settled,
    lang,
    ip: req.ip,
    userAgent: req.userAgent,
  };
}

/** What the context needs of an HTTP request: its headers and its client's address. */
export function requestInfoOf(headers: Headers, ip: string): RequestInfo {
  return {
    authorization: headers.get("authorization"),
    organisation: headers.get("x-fanfare-organisation"),
    acceptLanguage: headers.get("accept-language"),
    ip,
    userAgent: headers.get("user-agent"),
  };
}

/**
 * May the caller behind a request's headers upload an image: an event's cover (an operator with
 * events:write) or a product picture (merch:write)? Asked before the upload's body is read, so that only
 * such a caller may send a body of that size.
 */
export async function mayUploadImage(deps: Deps, req: RequestInfo): Promise<boolean> {
  if (!req.authorization) return false;
  try {
    const op = await (await createContext(deps, req)).operator();
    return !!op && (op.scopes.includes("events:write") || op.scopes.includes("merch:write"));
  } catch {
    return false;
  }
}
