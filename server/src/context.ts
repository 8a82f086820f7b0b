// The request context: viewer, db, pubsub, language. Built the same way for HTTP and graphql-ws.
import { GraphQLError } from "graphql";
import type { Deps } from "./deps.ts";
import { translate } from "./messages.ts";
import type { Lang } from "./i18n.ts";
import { resolveLang } from "./i18n.ts";
import { authenticate, type Viewer } from "./modules/auth/index.ts";
import { UnauthenticatedError } from "./errors.ts";

export interface Context {
  deps: Deps;
  db: Deps["db"];
  pubsub: Deps["pubsub"];
  viewer: Viewer;
  lang: Lang;
  ip: string;
  userAgent: string | null;
}

export interface RequestInfo {
  authorization: string | null;
  acceptLanguage: string | null;
  ip: string;
  userAgent: string | null;
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
    viewer = await authenticate(deps, bearer(req.authorization), { ip: req.ip, userAgent: req.userAgent });
  } catch (e) {
    // The session lookup needs the database. Without it the request cannot be served at all: a typed
    // error the client can show and retry, instead of Yoga's HTTP 500 for a failed context.
    deps.log.error("authentication failed", { error: String(e) });
    throw new GraphQLError(translate(lang, `errors.${UNAVAILABLE}`), { extensions: { code: UNAVAILABLE } });
  }
  return {
    deps,
    db: deps.db,
    pubsub: deps.pubsub,
    viewer,
    lang,
    ip: req.ip,
    userAgent: req.userAgent,
  };
}

/** The signed-in fan's id; an anonymous caller gets the typed UnauthenticatedError. */
export function viewerId(ctx: { viewer: { userId: string | null } }): string {
  if (!ctx.viewer.userId) throw new UnauthenticatedError();
  return ctx.viewer.userId;
}
