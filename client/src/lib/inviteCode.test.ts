import { beforeEach, describe, expect, it, vi } from "vitest";
import { captureInviteCode } from "./inviteCode";

const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal("window", {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  });
});

describe("captureInviteCode", () => {
  it("stores the ic parameter", () => {
    captureInviteCode("?ic=ABC123&x=1");
    expect(store.get("ic")).toBe("ABC123");
  });

  it("leaves a stored code alone when the query has none", () => {
    store.set("ic", "KEEP");
    captureInviteCode("?x=1");
    captureInviteCode("?ic=");
    expect(store.get("ic")).toBe("KEEP");
  });
});
