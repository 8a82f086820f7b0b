// The shared account rules (server and React client use this one file).
import { describe, expect, it } from "vitest";
import {
  avatarRule,
  checkAvatarFile,
  codeRule,
  emailRule,
  languageRule,
  nicknameRule,
  normalizeEmail,
  passwordRule,
  payPasswordForm,
  payPasswordRule,
  isWeakPayPassword,
  newPayPasswordRule,
  phoneRule,
  resetPasswordForm,
  signUpProfileForm,
} from "@fanfare/shared/users";
import { errorMessage, translate } from "../../server/src/messages.ts";
import { ValidationError } from "../../server/src/errors.ts";
import { TooManyAttemptsError } from "../../server/src/modules/users/index.ts";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe("users.rules", () => {
  it("e-mail: trimmed, lower-cased, valid", () => {
    expect(emailRule.parse("  Fan@Example.COM ")).toBe("fan@example.com");
    for (const bad of ["", "fan", "fan@", "@x.com", "a b@x.com"]) expect(firstMessage(emailRule.safeParse(bad)), bad).toBe("validation.invalidEmail");
  });

  it("e-mail: the rule stores what normalizeEmail gives, so a lookup by normalizeEmail finds it", () => {
    expect(normalizeEmail("\t Fan.Name+Tag@Example.COM \n")).toBe("fan.name+tag@example.com");
    for (const typed of ["Fan@Example.com", " fan@example.com", "FAN@EXAMPLE.COM  ", "İnfo@example.com"]) {
      const parsed = emailRule.safeParse(typed);
      if (parsed.success) expect(parsed.data, typed).toBe(normalizeEmail(typed));
    }
    expect(normalizeEmail(normalizeEmail(" A@B.co "))).toBe(normalizeEmail(" A@B.co "));
  });

  it("language: one of the interface languages' stored values (English as en_US)", () => {
    for (const ok of ["en_US", "vi", "zh", "zh_tw", "th", "ms"]) expect(languageRule.parse(ok)).toBe(ok);
    for (const bad of ["en", "zh-TW", "fr", ""]) expect(firstMessage(languageRule.safeParse(bad)), bad).toBe("validation.invalidLanguage");
  });

  it("nickname: 2 to 30 characters after trimming", () => {
    expect(nicknameRule.parse(" Jo ")).toBe("Jo");
    expect(firstMessage(nicknameRule.safeParse(" J "))).toBe("validation.invalidNickname");
    expect(firstMessage(nicknameRule.safeParse("x".repeat(31)))).toBe("validation.nicknameTooLong");
  });

  it("password: ≥ 8 with upper, lower, and a digit or special character", () => {
    for (const ok of ["Abcdefg1", "Abcdefg#", "Fanfare#2026", "ÄbcdefgH!"]) expect(passwordRule.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["Abcde1", "abcdefg1", "ABCDEFG1", "Abcdefgh", "x".repeat(65)]) expect(passwordRule.safeParse(bad).success, bad).toBe(false);
  });

  it("passwords must match: Password inconsistency", () => {
    const r = signUpProfileForm.safeParse({ nickname: "Fan", password: "Abcdefg1", confirmPassword: "Abcdefg2" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "validation.passwordInconsistency" });
    expect(resetPasswordForm.safeParse({ password: "Abcdefg1", confirmPassword: "Abcdefg1" }).success).toBe(true);
  });

  it("payment password: exactly 6 digits, entered twice", () => {
    expect(payPasswordRule.safeParse("123456").success).toBe(true);
    // A new one must not be a PIN anyone would try first; the old one typed to pay still is any six digits.
    for (const weak of ["000000", "999999", "123456", "654321", "789012", "210987", "121212", "123123", "112233", "147258"]) {
      expect(isWeakPayPassword(weak), weak).toBe(true);
      expect(firstMessage(newPayPasswordRule.safeParse(weak)), weak).toBe("validation.payPasswordWeak");
      expect(firstMessage(payPasswordForm.safeParse({ payPassword: weak, confirmPayPassword: weak })), weak).toBe("validation.payPasswordWeak");
    }
    for (const fine of ["246810", "135790", "975310", "258147", "123457", "507193"]) expect(newPayPasswordRule.safeParse(fine).success, fine).toBe(true);
    for (const bad of ["12345", "1234567", "12345a", " 123456"]) expect(firstMessage(payPasswordRule.safeParse(bad)), bad).toBe("validation.payPasswordFormat");
    const r = payPasswordForm.safeParse({ payPassword: "258147", confirmPayPassword: "258148" });
    expect(r.error!.issues[0]).toMatchObject({ path: ["confirmPayPassword"], message: "validation.payPasswordMismatch" });
  });

  it("codes: numeric, at least 4 digits", () => {
    expect(codeRule.parse(" 1234 ")).toBe("1234");
    for (const bad of ["123", "12a4", "", "123456789"]) expect(firstMessage(codeRule.safeParse(bad)), bad).toBe("validation.enterCorrectCode");
  });

  it("phone: digits, spaces and dashes ignored", () => {
    expect(phoneRule.parse("9123-4567")).toBe("91234567");
    for (const bad of ["12", "phone", "+85291234567"]) expect(firstMessage(phoneRule.safeParse(bad)), bad).toBe("validation.invalidPhone");
  });

  it("avatar: image type and 200 KB, as data URL or file", () => {
    const png = (bytes: number) => "data:image/png;base64," + Buffer.alloc(bytes).toString("base64");
    expect(avatarRule.safeParse(png(200 * 1024)).success).toBe(true);
    expect(firstMessage(avatarRule.safeParse(png(200 * 1024 + 1)))).toBe("validation.uploadLimit");
    expect(firstMessage(avatarRule.safeParse("data:image/svg+xml;base64,PHN2Zz4="))).toBe("validation.uploadType");
    expect(avatarRule.safeParse("https://cdn.example.com/a.png").success).toBe(true);
    expect(checkAvatarFile({ type: "image/jpeg", size: 300_000 })).toBe("validation.uploadLimit");
    expect(checkAvatarFile({ type: "application/pdf", size: 10 })).toBe("validation.uploadType");
    expect(checkAvatarFile({ type: "image/webp", size: 10 })).toBeNull();
  });
});

describe("messages", () => {
  it("gives the exact English texts and translations", () => {
    expect(translate("en", "validation.invalidEmail")).toBe("Invalid email address");
    expect(translate("en_US", "validation:invalidNickname")).toBe("Invalid nickname, min. 2 characters");
    expect(translate("en", "validation.passwordInconsistency")).toBe("Password inconsistency");
    expect(translate("en", "validation.invalidPhone")).toBe("Invalid Phone Number");
    expect(translate("en", "validation.uploadLimit")).toBe("Upload limit exceeded");
    expect(translate("en", "validation.nicknameTooLong")).toBe("Nickname can be at most 30 characters");
    expect(translate("zh_tw", "errors.USER_NOT_FOUND")).toBe("您的電郵尚未註冊");
    expect(translate("en", "plain text passes")).toBe("plain text passes");
  });

  it("turns errors into the fan's language", () => {
    expect(errorMessage(new ValidationError("validation.invalidPhone", "phone"), "th")).toBe("หมายเลขโทรศัพท์ไม่ถูกต้อง");
    expect(errorMessage(new TooManyAttemptsError(130), "en")).toBe("Too many attempts, please try again in 3 minutes");
  });
});
