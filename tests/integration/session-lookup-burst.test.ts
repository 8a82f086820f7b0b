// A burst of signed-in requests whose sessions no cache knows yet (the hot on-sale's fans): the lookups
// of one turn of the event loop go to the database in one statement, and each request still gets its
// own session: a known token its fan, an unknown or revoked one an anonymous caller, a repeated one the
// same fan twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { statementsOf } from "../helpers/statements.ts";
import { createFans } from "../factories/fans.ts";
import { authenticate, revokeSession, sessionIdOf } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

/** Statements reading the Session table sent while `run` runs (the server's jobs paused). */
async function sessionReads<T>(run: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const { result, statements } = await statementsOf(s.app, run);
  return { result, reads: statements.filter((text) => /from "Session"/i.test(text)).length };
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
