// Property tests of input validation: every service input schema, fed anything (wrong types, NUL,
// lone surrogates, huge strings, nested junk), either returns its output or throws one ValidationError
// whose messages are translated keys naming fields of the input — never another exception, and fast.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ValidationError } from "../../server/src/errors.ts";
import { isMessageKey, translate } from "../../server/src/messages.ts";
import { validate } from "../../server/src/validate.ts";
import * as users from "@fanfare/shared/users";
import { addressInput } from "@fanfare/shared/addresses";
import { enquiryInput } from "@fanfare/shared/enquiries";
import { secureMerchInput } from "@fanfare/shared/merch";
import { supportIssueInput, supportReplyInput } from "@fanfare/shared/support";
import { cardRule, depositRule, fullPayPasswordRule, idempotencyKeyRule, parseExpiry, luhnValid } from "@fanfare/shared/payments";

const schemas: Record<string, z.ZodType> = {
  emailInput: users.emailInput,
  sendEmailCodeInput: users.sendEmailCodeInput,
  checkEmailCodeInput: users.checkEmailCodeInput,
  registerInput: users.registerInput,
  signInInput: users.signInInput,
  resetPasswordInput: users.resetPasswordInput,
  changePasswordInput: users.changePasswordInput,
  payPasswordInput: users.payPasswordInput,
  changePayPasswordInput: users.changePayPasswordInput,
  resetPayPasswordInput: users.resetPayPasswordInput,
  changeEmailInput: users.changeEmailInput,
  phoneInput: users.phoneInput,
  phoneCodeInput: users.phoneCodeInput,
  updateProfileInput: users.updateProfileInput,
  addressInput,
  enquiryInput,
  secureMerchInput,
  supportIssueInput,
  supportReplyInput,
  card: cardRule(new Date("2026-11-23T00:00:00Z")),
  deposit: depositRule(5_000_000),
  fullPayPassword: fullPayPasswordRule,
  idempotencyKey: idempotencyKeyRule,
};

/** Strings that break naive code: NUL, lone surrogates, RTL marks, huge, whitespace only, lookalikes. */
const nasty = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b@example.com", "\uD800", "x\uDC00y", "\u202Eevil", " ", "\t\n", "ＡＢＣ１２３", "fan@example.com", "123456", "+852 9123 4567", "Fanfare#2026"),
  fc.integer({ min: 1, max: 3 }).map((k) => "a".repeat(10 ** (k + 3))),
  fc.integer({ min: 1, max: 3 }).map((k) => `${"a".repeat(10 ** (k + 3))}@example.com`),
  fc.constant(`data:image/png;base64,${"A".repeat(300_000)}`),
);
const junk = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(nasty, { maxLength: 3 }), fc.dictionary(nasty, nasty, { maxKeys: 3 }));

function shapeKeys(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** An input with the schema's own keys (so validation goes past the object check) holding junk. */
function inputFor(schema: z.ZodType) {
  const keys = shapeKeys(schema);
  return keys.length ? fc.oneof(fc.record(Object.fromEntries(keys.map((k) => [k, junk])), { requiredKeys: [] }), junk) : junk;
}

describe.each(Object.entries(schemas))("%s", (_name, schema) => {
  it("returns or throws one translated ValidationError, quickly, whatever it is given", () => {
    const keys = shapeKeys(schema);
    fc.assert(
      fc.property(inputFor(schema), (input) => {
        // CPU time of this process, not wall time: other processes on a busy machine do not count, a
        // catastrophic regex backtrack still does.
        const started = process.cpuUsage();
        try {
          validate(schema, input);
        } catch (e) {
          expect(e).toBeInstanceOf(ValidationError);
          const err = e as ValidationError;
          expect(isMessageKey(err.message), err.message).toBe(true);
          for (const issue of err.issues) {
            expect(isMessageKey(issue.message), issue.message).toBe(true);
            expect(translate("vi", issue.message)).not.toMatch(/^validation\.|\{\{/);
            if (keys.length && issue.field) expect(keys).toContain(issue.field.split(".")[0]);
          }
        }
        const used = process.cpuUsage(started);
        expect((used.user + used.system) / 1000).toBeLessThan(1000);
      }),
      { numRuns: 300 },
    );
  });
});

describe("payment text helpers", () => {
  it("parseExpiry and luhnValid never throw and read only what they should", () => {
    fc.assert(
      fc.property(nasty, (text) => {
        const e = parseExpiry(text);
        if (e) {
          expect(Number.isInteger(e.expMonth) && Number.isInteger(e.expYear)).toBe(true);
          expect(e.expYear).toBeGreaterThanOrEqual(2000);
        }
        expect(typeof luhnValid(text.replace(/\D/g, ""))).toBe("boolean");
      }),
    );
  });

  it("luhnValid accepts exactly the numbers whose check digit is right", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (body) => {
        const valid = [...Array(10).keys()].filter((d) => luhnValid(body + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
