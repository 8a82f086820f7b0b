// Property tests of the entry QR codec: format → parse → format is the identity for every code the
// server can issue, the signatures verify, any single-character change of a code is refused (by the
// parser or by the signatures), and the parser never throws whatever a camera reads.
import crypto from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { codeFor, issuePass, ticketSeed, verifySignatures } from "../../server/src/modules/entry/qr.crypto.ts";
import { formatCompactQrCode, formatQrCode, fromBase64Url, parseQrCode, qrLink, toBase64Url } from "@fanfare/shared/qr";

const qr = loadConfig({}).qr;
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const version = fc.integer({ min: 1, max: 999_999_999 });
/** Any time in the next decades (windows stay within 12 digits). */
const at = fc.integer({ min: 1_700_000_000_000, max: 4_000_000_000_000 });
const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });

const codeArb = fc.record({ kind: fc.constantFrom("T" as const, "M" as const), id, version, at, seed }).map(({ kind, id, version, at, seed }) => {
  const pass = issuePass(qr, kind, id, version, ticketSeed(seed, version));
  return codeFor(qr, pass, at).code;
});
/** The dotted spelling of the same codes (what the first QR codes carried; gates still read it). */
const dottedArb = codeArb.map((code) => formatQrCode(parseQrCode(code)!));
/** Either spelling a gate accepts. */
const anyCodeArb = fc.oneof(codeArb, dottedArb);

/** What the gate does with a text: parse, then both signatures. */
const accepted = (text: string) => {
  const c = parseQrCode(text);
  return c !== null && verifySignatures(qr, c);
};

describe("QR codec", () => {
  it("format(parse(code)) is the code in both spellings, and the old links a phone camera opens still read", () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        const parsed = parseQrCode(code);
        expect(parsed).not.toBeNull();
        expect(formatCompactQrCode(parsed!)).toBe(code);
        expect(verifySignatures(qr, parsed!)).toBe(true);
        const dotted = formatQrCode(parsed!);
        expect(parseQrCode(dotted)).toEqual(parsed);
        expect(parseQrCode(qrLink("https://fanfare.example", dotted))).toEqual(parsed);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses any single-character change of a code", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.|%\u0000 $*+/:";
    fc.assert(
      fc.property(anyCodeArb, fc.nat(), fc.constantFrom(...alphabet), (code, where, ch) => {
        const i = where % code.length;
        fc.pre(code[i] !== ch);
        const tampered = code.slice(0, i) + ch + code.slice(i + 1);
        expect(accepted(tampered)).toBe(false);
      }),
      { numRuns: 3000 },
    );
    // A fixed amount of signing and checking (about 8 s on a quiet 2-core machine): the limit only stops a hang,
    // so a machine busy with other work (CI run 3 of session 14, load 12-14) does not fail it.
  }, 180_000);

  it("refuses a code with one character added or removed", () => {
    fc.assert(
      fc.property(anyCodeArb, fc.nat(), fc.constantFrom(..."A0-_. $"), fc.boolean(), (code, where, ch, add) => {
        const i = where % code.length;
        const changed = add ? code.slice(0, i) + ch + code.slice(i) : code.slice(0, i) + code.slice(i + 1);
        // A scanner's stray space or line end around a code is trimmed on purpose: that is the same code.
        fc.pre(changed.trim() !== code);
        expect(accepted(changed)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  }, 180_000);

  it("never throws on what a camera reads: any text, broken links and percent escapes", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 400 }),
      fc.string({ unit: "binary", maxLength: 40 }).map((t) => `https://fanfare.example/#/ticket-stu-detail?c=${t}`),
      fc.stringMatching(/^[%A-Fa-f0-9.]{0,40}$/).map((t) => `x?c=${t}`),
      fc.constant("?c=%"),
      fc.constant("?c=%E0%A4%A"),
      fc.constant("?c=%ZZ"),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(() => accepted(t)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it("base64url round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(Buffer.from(fromBase64Url(toBase64Url(bytes)))).toEqual(Buffer.from(bytes));
        expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      }),
    );
  });
});

// A fresh ticket's seed is random per ticket: two tickets never share a pass key.
describe("pass keys", () => {
  it("differ between tickets and between versions of one ticket", () => {
    const secret = crypto.randomBytes(32);
    const a = issuePass(qr, "T", "t1", 1, ticketSeed(secret, 1));
    const b = issuePass(qr, "T", "t1", 2, ticketSeed(secret, 2));
    const c = issuePass(qr, "T", "t2", 1, ticketSeed(crypto.randomBytes(32), 1));
    expect(new Set([a.passPublicKey, b.passPublicKey, c.passPublicKey]).size).toBe(3);
  });
});
