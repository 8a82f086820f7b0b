// Identity encryption at rest and the keyed document hash, on their own; seat rows by availability.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptField, docNumberHash, encryptField, maskName, normaliseDocNumber } from "../../server/src/modules/identity/identity.crypto.ts";
import { seatRows } from "../../server/src/modules/events/events.rules.ts";

const key = crypto.randomBytes(32);

describe("identity crypto", () => {
  it("round-trips with AES-256-GCM, a fresh IV each time, and refuses tampering or another key", () => {
    const a = encryptField(key, "A123456(7)");
    const b = encryptField(key, "A123456(7)");
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(decryptField(key, a)).toBe("A123456(7)");
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1] ^= 1;
    expect(() => decryptField(key, tampered)).toThrow();
    expect(() => decryptField(crypto.randomBytes(32), a)).toThrow();
  });

  it("hashes one document the same however it is typed, and differently under another key", () => {
    expect(normaliseDocNumber(" a123 456-(7) ")).toBe("A123456(7)");
    expect(docNumberHash(key, "a123 456(7)")).toBe(docNumberHash(key, "A123456(7)"));
    expect(docNumberHash(key, "A1234568")).not.toBe(docNumberHash(key, "A1234567"));
    expect(docNumberHash(crypto.randomBytes(32), "A1234567")).not.toBe(docNumberHash(key, "A1234567"));
  });

  it("masks names word by word", () => {
    expect(maskName("Chan Tai Man")).toBe("C*** T** M**");
    expect(maskName("陳大文")).toBe("陳**");
    expect(maskName("X")).toBe("*");
  });
});

describe("seat rows", () => {
  it("counts available seats per row, rows in natural order", () => {
    const seats = [
      { row: "B", status: "AVAILABLE" },
      { row: "A", status: "SOLD" },
      { row: "A", status: "AVAILABLE" },
      { row: "A10", status: "HELD" },
      { row: "A2", status: "AVAILABLE" },
    ];
    expect(seatRows(seats)).toEqual([
      { row: "A", available: 1, total: 2 },
      { row: "A2", available: 1, total: 1 },
      { row: "A10", available: 0, total: 1 },
      { row: "B", available: 1, total: 1 },
    ]);
  });
});
