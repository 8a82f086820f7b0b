// The request context: viewer, db, pubsub, language. Built the same way for HTTP and graphql-ws.
import type { Deps } from "./deps.ts";
import type { Lang } from "./i18n.ts";
import { resolveLang } from "./i18n.ts";
import { authenticate, type Viewer } from "./modules/auth/auth.service.ts";

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

export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  return {
    deps,
    db: deps.db,
    pubsub: deps.pubsub,
    viewer: await authenticate(deps, bearer(req.authorization), { ip: req.ip, userAgent: req.userAgent }),
    lang: resolveLang(req.acceptLanguage),
    ip: req.ip,
    userAgent: req.userAgent,
  };
}
