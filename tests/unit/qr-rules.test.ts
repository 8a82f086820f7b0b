import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import QRCode from "qrcode";
import { checkWindow, formatCompactQrCode, formatQrCode, fromBase64Url, parseQrCode, qrLink, toBase64Url, windowAt } from "@fanfare/shared/qr";
import { codeFor, issuePass, merchSeed, ticketSeed, verifySignatures } from "../../server/src/modules/entry/qr.crypto.ts";

const qr = loadConfig({}).qr;
const period = { periodSeconds: 30, graceSeconds: 10 };

describe("qr code format", () => {
  it("round-trips a code and still reads the first (dotted) format, bare or in the link a phone camera opened", () => {
    const pass = issuePass(qr, "T", "ticket1", 3, ticketSeed(crypto.randomBytes(32), 3));
    const { code } = codeFor(qr, pass, Date.now());
    const parsed = parseQrCode(code)!;
    expect(parsed).toMatchObject({ kind: "T", id: "ticket1", version: 3, keyId: "dev1" });
    expect(formatCompactQrCode(parsed)).toBe(code);
    const dotted = formatQrCode(parsed);
    expect(parseQrCode(dotted)).toEqual(parsed);
    expect(parseQrCode(qrLink("https://fanfare.example", dotted))).toEqual(parsed);
    for (const bad of ["", "FF1", dotted.replace("FF1.", "FF3."), dotted.replace(".T.", ".X."), dotted + ".x", dotted.replace("dev1", "dev-1")]) expect(parseQrCode(bad)).toBeNull();
  });

  it("the compact code: QR-alphanumeric only, every kind of identifier, and nothing malformed gets through", () => {
    const ids = ["seed_ticket_0123456789abcdef", "cm3x9a1b20000qz8k7v6t5r4e", "0abc", "cAbC-_xyz0123456789Ab", "a", "Z".repeat(64)];
    for (const id of ids) {
      for (const kind of ["T", "M"] as const) {
        const pass = issuePass(qr, kind, id, 123_456, ticketSeed(crypto.randomBytes(32), 1));
        const { code, window } = codeFor(qr, pass, Date.now());
        expect(code).toMatch(/^FF2[0-9A-Z $%*+\-./:]+\.$/);
        const c = parseQrCode(code)!;
        expect(c).toMatchObject({ kind, id, version: 123_456, window, keyId: "dev1", passPublicKey: pass.passPublicKey, certificate: pass.certificate });
        expect(verifySignatures(qr, c)).toBe(true);
        // A scanner's line end is fine; a trimmed or extended body is not.
        expect(parseQrCode(`${code}\r\n`)).toEqual(c);
        for (const bad of [code.slice(0, -1), code.slice(0, -2) + ".", code.replace(/\.$/, "00."), `FF2.`, code.replace("FF2", "FF9")]) expect(parseQrCode(bad)).toBeNull();
      }
    }
    // Any single changed character is refused: by the decoder or by a signature.
    const pass = issuePass(qr, "T", "cm3x9a1b20000qz8k7v6t5r4e", 2, ticketSeed(crypto.randomBytes(32), 2));
    const { code } = codeFor(qr, pass, Date.now());
    for (let i = 3; i < code.length - 1; i += 7) {
      const swapped = code.slice(0, i) + (code[i] === "A" ? "B" : "A") + code.slice(i + 1);
      const c = parseQrCode(swapped);
      expect(c === null || !verifySignatures(qr, c)).toBe(true);
    }
  });

  it("a code fits QR version 10 at error correction M, also with a 16-character key id", () => {
    const rotated = loadConfig({ QR_SIGNING_KEYS: `gatekey2026abcde:${Buffer.alloc(32, 7).toString("base64")}` }).qr;
    for (const [config, id] of [[qr, "seed_ticket_0123456789abcdef"], [rotated, "cm3x9a1b20000qz8k7v6t5r4e"]] as const) {
      const { code } = codeFor(config, issuePass(config, "T", id, 99, ticketSeed(crypto.randomBytes(32), 99)), Date.now());
      expect(QRCode.create([{ data: code, mode: "alphanumeric" }], { errorCorrectionLevel: "M" }).version).toBeLessThanOrEqual(10);
    }
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
