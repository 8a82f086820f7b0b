import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { checkWindow, formatQrCode, fromBase64Url, parseQrCode, qrLink, toBase64Url, windowAt } from "../../server/src/modules/entry/qr.rules.ts";
import { codeFor, issuePass, merchSeed, ticketSeed, verifySignatures } from "../../server/src/modules/entry/qr.crypto.ts";

const qr = loadConfig({}).qr;
const period = { periodSeconds: 30, graceSeconds: 10 };

describe("qr code format", () => {
  it("round-trips a code and reads it out of the link a phone camera opens", () => {
    const pass = issuePass(qr, "T", "ticket1", 3, ticketSeed(crypto.randomBytes(32), 3));
    const { code } = codeFor(qr, pass, Date.now());
    const parsed = parseQrCode(code)!;
    expect(parsed).toMatchObject({ kind: "T", id: "ticket1", version: 3, keyId: "dev1" });
    expect(formatQrCode(parsed)).toBe(code);
    expect(parseQrCode(qrLink("https://fanfare.example", code))).toEqual(parsed);
    for (const bad of ["", "FF1", code.replace("FF1.", "FF2."), code.replace(".T.", ".X."), code + ".x", code.replace("dev1", "dev-1")]) expect(parseQrCode(bad)).toBeNull();
  });

  it("keeps base64url bytes intact", () => {
    const bytes = crypto.randomBytes(64);
    expect(Buffer.from(fromBase64Url(toBase64Url(bytes)))).toEqual(bytes);
    expect(toBase64Url(bytes)).toBe(bytes.toString("base64url"));
  });
});

describe("time windows", () => {
  const start = 1_800_000_000_000 - (1_800_000_000_000 % 30_000);
  const w = windowAt(start, 30);
  it("lives from its window's start to its end plus the grace", () => {
    expect(checkWindow(w, start, period)).toBe("OK");
    expect(checkWindow(w, start + 39_999, period)).toBe("OK");
    expect(checkWindow(w, start + 40_001, period)).toBe("EXPIRED");
    expect(checkWindow(w, start + 60_000, period)).toBe("EXPIRED"); // a screenshot from a minute ago
  });
  it("tolerates a phone clock a little ahead, not a code from far in the future", () => {
    expect(checkWindow(w, start - 30_000, period)).toBe("OK");
    expect(checkWindow(w, start - 61_000, period)).toBe("NOT_YET_VALID");
  });
});

describe("signatures", () => {
  it("verify with the server key; any changed part fails", () => {
    const pass = issuePass(qr, "M", "item1", 1, merchSeed("secret-secret-secret-secret-secret", "item1"));
    const { code } = codeFor(qr, pass, Date.now());
    const c = parseQrCode(code)!;
    expect(verifySignatures(qr, c)).toBe(true);
    expect(verifySignatures(qr, { ...c, window: c.window + 1 })).toBe(false);
    expect(verifySignatures(qr, { ...c, id: "item2" })).toBe(false);
    expect(verifySignatures(qr, { ...c, kind: "T" })).toBe(false);
    expect(verifySignatures(qr, { ...c, keyId: "other" })).toBe(false);
    const other = loadConfig({ APP_SECRET: "another-app-secret-that-is-long-enough-000" }).qr;
    expect(verifySignatures(other, c)).toBe(false);
  });

  it("gives a ticket a new key pair with each version, and rotated keys still verify", () => {
    const secret = crypto.randomBytes(32);
    expect(ticketSeed(secret, 1).equals(ticketSeed(secret, 2))).toBe(false);
    const k1 = Buffer.alloc(32, 1).toString("base64");
    const k2 = Buffer.alloc(32, 2).toString("base64");
    const before = loadConfig({ QR_SIGNING_KEYS: `old:${k1}` }).qr;
    const after = loadConfig({ QR_SIGNING_KEYS: `new:${k2},old:${k1}` }).qr;
    const { code } = codeFor(before, issuePass(before, "T", "t1", 1, ticketSeed(secret, 1)), Date.now());
    expect(verifySignatures(after, parseQrCode(code)!)).toBe(true);
    expect(parseQrCode(codeFor(after, issuePass(after, "T", "t1", 1, ticketSeed(secret, 1)), Date.now()).code)!.keyId).toBe("new");
    expect(() => loadConfig({ QR_SIGNING_KEYS: "bad" })).toThrow(/QR_SIGNING_KEYS/);
    expect(() => loadConfig({ QR_SIGNING_KEYS: `a:${k1}`, QR_ACTIVE_KEY_ID: "b" })).toThrow(/QR_ACTIVE_KEY_ID/);
  });
});
