import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { graphql } from "../gql/index.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { verifyHumanCheck } from "../../server/src/modules/captcha/index.ts";
import { authenticate, revokeStaffToken } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());


describe("human check", () => {
  it("hands out signed proof-of-work challenges", async () => {
    const r = await s.gql(graphql(`query CaptchaStaffChallenge { humanCheckChallenge }`));
    expect(r.data?.humanCheckChallenge).toMatchObject({ algorithm: "SHA-256", challenge: expect.any(String), signature: expect.any(String), maxnumber: expect.any(Number) });
  });

  it("accepts a challenge solved by the widget's own solver once, and refuses a replay", async () => {
    const payload = await solvedHumanCheck(s, { solver: "widget" });
    await expect(verifyHumanCheck(s.app.deps, payload)).resolves.toBeUndefined();
    await expect(verifyHumanCheck(s.app.deps, payload)).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
  });

  it("refuses a missing, garbled or wrong solution", async () => {
    for (const bad of [null, "", "not-base64!", Buffer.from("{}").toString("base64")]) {
      await expect(verifyHumanCheck(s.app.deps, bad)).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    }
    const payload = JSON.parse(Buffer.from(await solvedHumanCheck(s), "base64").toString());
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString("base64");
    await expect(verifyHumanCheck(s.app.deps, wrong)).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
  });

  it("refuses a used solution spelled another way, a longer expiry spliced into the salt, and another key's signature", async () => {
    const encode = (p: unknown) => Buffer.from(JSON.stringify(p)).toString("base64");
    const used = JSON.parse(Buffer.from(await solvedHumanCheck(s), "base64").toString());
    await expect(verifyHumanCheck(s.app.deps, encode(used))).resolves.toBeUndefined();
    // The single use is claimed under the signature: its upper-case spelling is the same solution.
    await expect(verifyHumanCheck(s.app.deps, encode({ ...used, signature: used.signature.toUpperCase() }))).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    await expect(verifyHumanCheck(s.app.deps, encode({ ...used, number: String(used.number) }))).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });

    const fresh = JSON.parse(Buffer.from(await solvedHumanCheck(s), "base64").toString());
    const later = String(Math.floor(Date.now() / 1000) + 86_400);
    const salt = fresh.salt.replace(/expires=\d+/, `expires=${later}`);
    await expect(verifyHumanCheck(s.app.deps, encode({ ...fresh, salt }))).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    const otherKey = crypto.createHmac("sha256", "another secret").update(fresh.challenge).digest("hex");
    await expect(verifyHumanCheck(s.app.deps, encode({ ...fresh, signature: otherKey }))).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    await expect(verifyHumanCheck(s.app.deps, encode({ ...fresh, algorithm: "SHA-1" }))).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    // Untouched, the same solution still passes (the refusals above claimed nothing).
    await expect(verifyHumanCheck(s.app.deps, encode(fresh))).resolves.toBeUndefined();
  });

  it("refuses a solution submitted after its challenge's 10 minutes, by the server's clock", async () => {
    const late = await solvedHumanCheck(s);
    const inTime = await solvedHumanCheck(s);
    const realNow = s.app.deps.now;
    try {
      s.app.deps.now = () => new Date(Date.now() + 9 * 60_000);
      await expect(verifyHumanCheck(s.app.deps, inTime)).resolves.toBeUndefined();
      s.app.deps.now = () => new Date(Date.now() + 10 * 60_000 + 1_000);
      await expect(verifyHumanCheck(s.app.deps, late)).rejects.toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    } finally {
      s.app.deps.now = realNow;
    }
  });
});

describe("staff API tokens", () => {
  it("authenticate as a scoped staff caller with no user, until revoked", async () => {
    const token = await createStaffToken(s, ["gate:scan"]);
    expect(await authenticate(s.app.deps, token)).toEqual({ userId: null, sessionId: null, scopes: ["gate:scan"], staffTokenId: expect.any(String), apiKey: { organisationId: null, rateLimitPerMinute: 600 } });
    const me = await s.gql(graphql(`query CaptchaStaffMe { me { id } }`), {}, { token });
    expect(me.data?.me ?? null).toBeNull();
    const row = await s.app.deps.db.apiToken.findFirstOrThrow({ where: { scopes: { has: "gate:scan" } } });
    expect(row.tokenHash).not.toContain(token.slice(5));
    expect(row.lastUsedAt).not.toBeNull();
    await revokeStaffToken(s.app.deps.db, row.id, new Date());
    expect((await authenticate(s.app.deps, token)).scopes).toEqual([]);
    expect((await authenticate(s.app.deps, token + "x")).scopes).toEqual([]);
  });
});
