import { describe, expect, it } from "vitest";
import englishErrors from "../locales/en/errors.json" with { type: "json" };
import { codesWithoutText, expectedErrorCodes, requestErrorCodes } from "./errors.ts";

const texts: Record<string, string> = englishErrors;

describe("error codes", () => {
  it("every code a fan can meet has a text (the locale test then holds every language to English)", () => {
    const missing = [...expectedErrorCodes, ...requestErrorCodes].filter((code) => !codesWithoutText.includes(code) && !texts[code]);
    expect(missing).toEqual([]);
  });

  it("lists each code once", () => {
    const all = [...expectedErrorCodes, ...requestErrorCodes];
    expect(new Set(all).size).toBe(all.length);
  });

  it("a code said to have no text has none (else it belongs in the list of texts)", () => {
    expect(codesWithoutText.filter((code) => code in texts)).toEqual([]);
  });
});
