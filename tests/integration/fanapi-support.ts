// /fanapih5 test helpers: a signing client per test (its own client IP, so rate limits of one test do
// not leak into another) over the real HTTP server.
import { createFanapiClient, type FanapiClient } from "../../server/src/rest/client.ts";
import { newIp } from "../helpers/accounts.ts";
import type { TestServer } from "../helpers/server.ts";

export const SIGNING_KEY = "fanfare-dev-signing-key";

export function fanapiClient(s: TestServer, opts: { lang?: string; ip?: string; now?: () => number } = {}): FanapiClient {
  return createFanapiClient({
    baseUrl: s.url,
    signingKey: SIGNING_KEY,
    lang: opts.lang,
    now: opts.now,
    headers: { "x-forwarded-for": opts.ip ?? newIp() },
  });
}

/** No stack frames, no file paths, no internal error names in an answer. */
export function expectNoLeak(text: string) {
  if (/\bat \S+ \(|\.ts:\d+|node_modules|PrismaClient|TypeError|ReferenceError|SyntaxError:/.test(text)) {
    throw new Error(`answer leaks internals: ${text.slice(0, 300)}`);
  }
}
