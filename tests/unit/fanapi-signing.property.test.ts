// Property tests of the /fanapih5 canonical string (contract: "The signature"): it does not depend on
// the order of the keys, drops exactly the null, missing and empty values, lower-cases keys only, and
// two parameter sets that differ in a signed pair never share a canonical string (for keys and values
// free of the separators "&" and "=", as the contract's format cannot tell those apart).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalString, COMMON_PARAMS, SignatureError, signCanonical, signedParams, signRequest } from "../../server/src/rest/signing.ts";

const KEY = "fanfare-dev-signing-key";
/** A parameter name as clients send them: letters, digits, underscores (mixed case). */
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,11}$/);
/** A value free of the separators, anything else allowed (NUL, emoji, any case). */
const plainString = fc.string({ unit: "grapheme", maxLength: 20 }).filter((s) => !/[&=]/.test(s));
const value = fc.oneof(
  plainString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(""),
  fc.array(fc.record({ sku: plainString, qty: fc.nat(9) }), { maxLength: 2 }),
);
/** Parameters whose names stay distinct once lower-cased (the contract refuses collisions). */
const params = fc.uniqueArray(fc.tuple(name, value), { maxLength: 8, selector: ([k]) => k.toLowerCase() }).map((pairs) => Object.fromEntries(pairs));

function shuffled<T>(items: T[], order: number[]): T[] {
  const copy = [...items];
  const out: T[] = [];
  for (const i of order) out.push(...copy.splice(i % copy.length, 1));
  return [...out, ...copy];
}

describe("canonicalString", () => {
  it("is the same whatever order the keys come in", () => {
    fc.assert(
      fc.property(params, fc.array(fc.nat(), { maxLength: 8 }), (p, order) => {
        const reordered = Object.fromEntries(shuffled(Object.entries(p), order));
        expect(canonicalString(reordered)).toBe(canonicalString(p));
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps exactly the non-empty pairs, keys lower-cased and sorted, values as the contract writes them", () => {
    fc.assert(
      fc.property(params, (p) => {
        const text = canonicalString(p);
        const kept = Object.entries(p).filter(([, v]) => v !== null && v !== "");
        const pairs = text === "" ? [] : text.split("&");
        expect(pairs).toHaveLength(kept.length);
        const keys = pairs.map((pair) => pair.slice(0, pair.indexOf("=")));
        expect(keys).toEqual([...keys].sort());
        for (const [k, v] of kept) expect(pairs).toContain(`${k.toLowerCase()}=${typeof v === "object" ? JSON.stringify(v) : String(v)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it("two parameter sets with different signed pairs never share a canonical string or a signature", () => {
    fc.assert(
      fc.property(params, params, (a, b) => {
        const norm = (p: Record<string, unknown>) =>
          Object.entries(p)
            .filter(([, v]) => v !== null && v !== "")
            .map(([k, v]) => `${k.toLowerCase()}\u0000${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
            .sort()
            .join("\u0001");
        fc.pre(norm(a) !== norm(b));
        expect(canonicalString(a)).not.toBe(canonicalString(b));
        expect(signCanonical(canonicalString(a), KEY)).not.toBe(signCanonical(canonicalString(b), KEY));
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses two keys that collide once lower-cased, and a body field named like a common parameter", () => {
    fc.assert(
      fc.property(name, plainString.filter(Boolean), (k, v) => {
        const upper = k.toUpperCase();
        const lower = k.toLowerCase();
        fc.pre(upper !== lower);
        expect(() => canonicalString({ [upper]: v, [lower]: v })).toThrow(SignatureError);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...COMMON_PARAMS), fc.boolean(), plainString, (common, upper, v) => {
        const field = upper ? common.toUpperCase() : common;
        expect(() => signedParams({ platform: "H5" }, { [field]: v })).toThrow(SignatureError);
      }),
    );
  });

  it("signatures are URL-safe base64 of 32 bytes, and any change to a signed value changes them", () => {
    fc.assert(
      fc.property(params, plainString.filter(Boolean), (body, v) => {
        const common = { platform: "H5", timestamp: "1763683200000", nonce: "a1B2c3D4e5F6g7H8" };
        const signature = signRequest(KEY, common, body);
        expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
        fc.pre(body.extra !== v);
        expect(signRequest(KEY, common, { ...body, extra: v })).not.toBe(signature);
      }),
    );
  });
});
