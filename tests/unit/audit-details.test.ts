// The audit log's details whitelist: only the fields named for an action get in, as short scalars.
import { describe, expect, it } from "vitest";
import { cleanDetails } from "../../server/src/modules/audit/index.ts";

describe("cleanDetails", () => {
  it("keeps only the action's whitelisted fields", () => {
    const dirty = { reason: "WRONG_PASSWORD", password: "Secret#2026", code: "123456", docNumber: "A1234567", card: "4242424242424242" };
    expect(cleanDetails("auth.sign_in", dirty)).toEqual({ reason: "WRONG_PASSWORD" });
    expect(cleanDetails("account.export", dirty)).toEqual({});
    expect(cleanDetails("identity.update", { docType: "PASSPORT", docNumber: "A1234567", name: "Chan Tai Man" })).toEqual({ docType: "PASSPORT" });
  });

  it("stores scalars and lists of strings only, clipped", () => {
    const out = cleanDetails("staff.gate_scan", { result: "x".repeat(500), kind: { nested: "secret" }, offline: true, gateId: ["a", 1, "b"] as unknown as string });
    expect(out.result).toHaveLength(200);
    expect(out).not.toHaveProperty("kind");
    expect(out.gateId).toEqual(["a", "b"]);
    expect(cleanDetails("staff.token_use", { scopes: ["gate:scan"] })).toEqual({ scopes: ["gate:scan"] });
  });
});
