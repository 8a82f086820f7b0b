// Who is calling. Accounts (sessions, sign-in) build on this; the foundation knows only anonymous callers.
import type { Deps } from "../../deps.ts";

export interface Viewer {
  userId: string | null;
  sessionId: string | null;
  /** Scopes of a staff API token (e.g. gate:scan); empty for fans. */
  scopes: string[];
}

export const anonymous: Viewer = { userId: null, sessionId: null, scopes: [] };

export async function authenticate(_deps: Deps, token: string | null): Promise<Viewer> {
  if (!token) return anonymous;
  return anonymous;
}
