// The contract's three test vectors, exactly, and the server's checks around them.
import { describe, expect, it } from "vitest";
import { MemoryKvStore } from "../../server/src/platform/kv.ts";
import {
  canonicalString,
  createNonce,
  signCanonical,
  signedParams,
  signRequest,
  verifySignedRequest,
} from "../../server/src/rest/signing.ts";

const KEY = "fanfare-dev-signing-key";
const base = { platform: "H5", timestamp: "1763683200000", nonce: "a1B2c3D4e5F6g7H8" };

const vectors: { params: Record<string, unknown>; canonical: string; signature: string }[] = [
  {
    params: { platform: "H5", timestamp: "1763683200000", nonce: "a1B2c3D4e5F6g7H8" },
    canonical: "nonce=a1B2c3D4e5F6g7H8&platform=H5&timestamp=1763683200000",
    signature: "d6M8g5wMuLMYQmG7s24aOoIDJ16V1--H-XVbZf2gAYY",
  },
  {
    params: { ...base, token: "tok_9f8e7d", uuid: "42", email: "Fan@Example.com", password: "Secret#2026" },
    canonical: "email=Fan@Example.com&nonce=a1B2c3D4e5F6g7H8&password=Secret#2026&platform=H5&timestamp=1763683200000&token=tok_9f8e7d&uuid=42",
    signature: "7fpq09NtO3vU9-iaUAV7664HAYKslBCkEb3296z6ptg",
  },
  {
    params: { ...base, orderNo: "T20261121000001", amount: 120000, items: [{ sku: "TEE-M", qty: 2 }], note: "" },
    canonical: 'amount=120000&items=[{"sku":"TEE-M","qty":2}]&nonce=a1B2c3D4e5F6g7H8&orderno=T20261121000001&platform=H5&timestamp=1763683200000',
    signature: "0iubAZrL6WQAJ2oNU8Pemggpl3TG0I-8JiDZwNBwxKQ",
  },
];

describe("fanapih5 signature: the contract's test vectors", () => {
  for (const [i, v] of vectors.entries()) {
    it(`vector ${i + 1}: canonical string and signature`, () => {
      expect(canonicalString(v.params)).toBe(v.canonical);
      expect(signCanonical(v.canonical, KEY)).toBe(v.signature);
    });
  }

  it("vector 2 and 3 through signRequest (common parameters from headers, fields from the body)", () => {
    expect(signRequest(KEY, { ...base, token: "tok_9f8e7d", uuid: "42" }, { email: "Fan@Example.com", password: "Secret#2026" })).toBe(
      vectors[1].signature,
    );
    expect(signRequest(KEY, base, { orderNo: "T20261121000001", amount: 120000, items: [{ sku: "TEE-M", qty: 2 }], note: "" })).toBe(
      vectors[2].signature,
    );
  });

  it("drops null and empty values, writes booleans as text, and refuses body fields named like a common parameter", () => {
    expect(canonicalString({ b: null, a: true, c: "", d: undefined, Z: 0 })).toBe("a=true&z=0");
    expect(() => signedParams(base, { Token: "x" })).toThrow(/common parameter/);
    expect(() => signedParams(base, { UUID: "x" })).toThrow(/common parameter/);
  });

  it("another key gives another signature", () => {
    expect(signCanonical(vectors[0].canonical, "another-key")).not.toBe(vectors[0].signature);
  });
});

describe("verifySignedRequest", () => {
  const now = 1763683200000;
  const signed = (over: Partial<typeof base> = {}, body: Record<string, unknown> | null = null) => {
    const common = { ...base, ...over };
    return { common, body, signature: signRequest(KEY, common, body) };
  };

  it("accepts a fresh request once and refuses its replay", async () => {
    const kv = new MemoryKvStore();
    const req = signed({}, { email: "a@b.co" });
    expect(await verifySignedRequest(req, { key: KEY, now, kv })).toEqual({ ok: true });
    expect(await verifySignedRequest(req, { key: KEY, now, kv })).toEqual({ ok: false, reason: "replayed nonce" });
    await kv.close();
  });

  it("holds the ±300 s window both ways", async () => {
    const kv = new MemoryKvStore();
    const at = (offset: number) => signed({ timestamp: String(now + offset), nonce: createNonce() });
    expect((await verifySignedRequest(at(300_000), { key: KEY, now, kv })).ok).toBe(true);
    expect((await verifySignedRequest(at(-300_000), { key: KEY, now, kv })).ok).toBe(true);
    expect(await verifySignedRequest(at(300_001), { key: KEY, now, kv })).toMatchObject({ ok: false, reason: "timestamp outside the window" });
    expect(await verifySignedRequest(at(-300_001), { key: KEY, now, kv })).toMatchObject({ ok: false });
    await kv.close();
  });

  it("refuses short or non-alphanumeric nonces, tampered fields and missing signatures", async () => {
    const kv = new MemoryKvStore();
    const opts = { key: KEY, now, kv };
    expect((await verifySignedRequest(signed({ nonce: "a1B2c3D4e5F6g7H" }), opts)).ok).toBe(false);
    expect((await verifySignedRequest(signed({ nonce: "a1B2c3D4e5F6g7H-" }), opts)).ok).toBe(false);
    const req = signed({ nonce: createNonce() }, { email: "a@b.co" });
    expect(await verifySignedRequest({ ...req, body: { email: "b@b.co" } }, opts)).toMatchObject({ reason: "wrong signature" });
    expect(await verifySignedRequest({ ...req, signature: undefined }, opts)).toMatchObject({ reason: "missing signature" });
    // A failed check must not burn the nonce: the genuine request still passes.
    expect((await verifySignedRequest(req, opts)).ok).toBe(true);
    await kv.close();
  });

  it("makes 16-character alphanumeric nonces", () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
