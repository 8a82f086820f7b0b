// A burst of signed-in requests whose sessions no cache knows yet (the hot on-sale's fans): the lookups
// of one turn of the event loop go to the database in one statement, and each request still gets its
// own session: a known token its fan, an unknown or revoked one an anonymous caller, a repeated one the
// same fan twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans } from "../factories/fans.ts";
import { authenticate, revokeSession } from "../../server/src/modules/auth/index.ts";
import { sessionIdOf } from "../../server/src/modules/auth/session.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

/** Statements reading the Session table sent while `run` runs. */
async function sessionReads<T>(run: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  let reads = 0;
  proto.query = function (this: pg.Client, ...a: unknown[]) {
    const q = a[0];
    const text = typeof q === "string" ? q : ((q as { text?: string })?.text ?? "");
    if (/from "Session"/i.test(text)) reads++;
    return original.apply(this, a);
  };
  try {
    return { result: await run(), reads };
  } finally {
    proto.query = original;
  }
}

describe("session lookups in a burst", () => {
  it("looks up 60 new sessions in one statement and answers each request with its own", async () => {
    const deps = s.app.deps;
    const fans = await createFans(deps, 60);
    const revoked = (await createFans(deps, 1))[0];
    await revokeSession(deps, sessionIdOf(revoked.token));
    const unknown = "a".repeat(40);
    const tokens = [...fans.map((f) => f.token), unknown, revoked.token, fans[0].token];
    const { result, reads } = await sessionReads(() => Promise.all(tokens.map((t) => authenticate(deps, t))));
    expect(result.slice(0, 60).map((v) => v.userId)).toEqual(fans.map((f) => f.id));
    expect(result[60].userId).toBeNull();
    expect(result[61].userId).toBeNull();
    expect(result[62].userId).toBe(fans[0].id);
    expect(reads).toBe(1);
  });
});
