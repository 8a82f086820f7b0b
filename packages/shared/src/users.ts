// The account rules, one definition for the server and the React client. Pure: zod only, no Node
// imports. Messages are i18n keys ("validation.<key>") of the "validation" namespace of the shared
// locales; server/src/messages.ts and the client turn them into words.
import { z } from "zod";
import { languages } from "./languages.ts";

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** argon2 accepts any length; a bound keeps hashing cost predictable. */
export const PASSWORD_MAX = 64;
export const CODE_LENGTH = 6;
export const AVATAR_MAX_BYTES = 200 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** Stored language values (localStorage "lang" and User.language); English is stored as en_US. */
export const STORED_LANGUAGES = languages.map((l) => l.stored);

/** Placeholders of the validation messages that have them. */
export const validationParams: Record<string, Record<string, number>> = {
  nicknameTooLong: { max: NICKNAME_MAX },
  passwordTooLong: { max: PASSWORD_MAX },
};

export const msg = {
  invalidEmail: "validation.invalidEmail",
  invalidNickname: "validation.invalidNickname",
  nicknameTooLong: "validation.nicknameTooLong",
  passwordRule: "validation.passwordRule",
  passwordTooLong: "validation.passwordTooLong",
  passwordInconsistency: "validation.passwordInconsistency",
  payPasswordFormat: "validation.payPasswordFormat",
  payPasswordWeak: "validation.payPasswordWeak",
  payPasswordMismatch: "validation.payPasswordMismatch",
  enterCorrectCode: "validation.enterCorrectCode",
  invalidPhone: "validation.invalidPhone",
  invalidAreaCode: "validation.invalidAreaCode",
  uploadLimit: "validation.uploadLimit",
  uploadType: "validation.uploadType",
  invalidLanguage: "validation.invalidLanguage",
  required: "validation.required",
} as const;

/**
 * The one form an e-mail address is stored in, looked up by and compared in: trimmed and lower-cased.
 * Every path that takes an address (sign-up, sign-in, transfers, mail) goes through this function.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailRule = z
  .string(msg.invalidEmail)
  .overwrite(normalizeEmail)
  .max(254, msg.invalidEmail)
  .pipe(z.email(msg.invalidEmail));

export const nicknameRule = z
  .string(msg.invalidNickname)
  .trim()
  .min(NICKNAME_MIN, msg.invalidNickname)
  .max(NICKNAME_MAX, msg.nicknameTooLong);

/** At least 8 characters with an upper-case letter, a lower-case letter, and a digit or special character. */
export const passwordRule = z
  .string(msg.passwordRule)
  .min(PASSWORD_MIN, msg.passwordRule)
  .max(PASSWORD_MAX, msg.passwordTooLong)
  .regex(/[A-Z]/, msg.passwordRule)
  .regex(/[a-z]/, msg.passwordRule)
  .regex(/[^A-Za-z]/, msg.passwordRule);

/** A password being checked (sign-in, old password): any non-empty value of a sane length. */
export const currentPasswordRule = z.string(msg.required).min(1, msg.required).max(PASSWORD_MAX * 4, msg.passwordTooLong);

/** A payment password as typed to pay or to prove the old one: six digits (a weak one set before still works). */
export const payPasswordRule = z.string(msg.payPasswordFormat).regex(/^\d{6}$/, msg.payPasswordFormat);

/** Six-digit PINs people pick first (beyond the patterns isWeakPayPassword finds): keypad lines, "I love you" numbers. */
const COMMON_PAY_PASSWORDS = new Set(["112233", "111222", "123321", "147258", "258369", "159753", "147852", "789456", "123654", "520131", "131420", "666888", "168168"]);

/**
 * A six-digit PIN anyone would try first: one digit six times (111111), a run up or down (123456, 654321,
 * 789012), a pair or triple repeated (121212, 123123), or a common one (112233, 147258).
 */
export function isWeakPayPassword(pin: string): boolean {
  if (!/^\d{6}$/.test(pin)) return false;
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => (x - d[i] + 10) % 10);
  if (steps.every((s) => s === 0 || s === 1) && new Set(steps).size === 1) return true;
  if (steps.every((s) => s === 9)) return true;
  if (pin.slice(0, 2).repeat(3) === pin || pin.slice(0, 3).repeat(2) === pin) return true;
  return COMMON_PAY_PASSWORDS.has(pin);
}

/** A new payment password (set, change, reset): six digits and not one of the PINs anyone would try first. */
export const newPayPasswordRule = payPasswordRule.refine((v) => !isWeakPayPassword(v), msg.payPasswordWeak);

/** Codes are numeric, at least 4 digits (we send 6). */
export const codeRule = z.string(msg.enterCorrectCode).trim().regex(/^\d{4,8}$/, msg.enterCorrectCode);

/** Dial code without "+", e.g. "852". */
export const areaCodeRule = z
  .string(msg.invalidAreaCode)
  .trim()
  .regex(/^\+?\d{1,4}$/, msg.invalidAreaCode)
  .transform((v) => v.replace(/^\+/, ""));

/** A national number: digits (spaces and dashes are ignored), 5 to 15 of them. */
export const phoneRule = z
  .string(msg.invalidPhone)
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{5,15}$/, msg.invalidPhone));

export const languageRule = z.enum(STORED_LANGUAGES, msg.invalidLanguage);

const dataUrlPattern = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size of a base64 payload. */
export function base64Bytes(payload: string): number {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** An avatar is an image data URL of at most 200 KB, or an https:// URL. */
export const avatarRule = z.string(msg.uploadType).superRefine((value, ctx) => {
  if (/^https:\/\/\S{1,2040}$/.test(value)) return;
  const m = dataUrlPattern.exec(value);
  if (!m || !(AVATAR_TYPES as readonly string[]).includes(m[1])) {
    ctx.addIssue({ code: "custom", message: msg.uploadType });
    return;
  }
  if (base64Bytes(m[2]) > AVATAR_MAX_BYTES) ctx.addIssue({ code: "custom", message: msg.uploadLimit });
});

/** Checks a chosen file before it is read (the client) — same limits as avatarRule. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return msg.uploadType;
  if (file.size > AVATAR_MAX_BYTES) return msg.uploadLimit;
  return null;
}

export const inviteCodeRule = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.toUpperCase());

export const codePurposes = ["REGISTER", "FORGET_PASSWORD", "CHANGE_EMAIL", "NEW_EMAIL", "PAY_PASSWORD", "TRANSFER"] as const;
export type EmailCodePurpose = (typeof codePurposes)[number];

// ───── service inputs (the server validates these whichever API called) ─────

export const emailInput = z.object({ email: emailRule });
export const sendEmailCodeInput = z.object({ email: emailRule, purpose: z.enum(codePurposes) });
export const checkEmailCodeInput = z.object({ email: emailRule, code: codeRule, purpose: z.enum(codePurposes) });
export const registerInput = z.object({
  email: emailRule,
  code: codeRule,
  password: passwordRule,
  nickname: nicknameRule,
  avatar: avatarRule.nullish(),
  inviteCode: inviteCodeRule.nullish(),
});
export const signInInput = z.object({ email: emailRule, password: currentPasswordRule });
export const resetPasswordInput = z.object({ email: emailRule, code: codeRule, password: passwordRule });
export const changePasswordInput = z.object({ oldPassword: currentPasswordRule, password: passwordRule });
export const payPasswordInput = z.object({ payPassword: newPayPasswordRule });
export const changePayPasswordInput = z.object({ oldPayPassword: payPasswordRule, payPassword: newPayPasswordRule });
export const resetPayPasswordInput = z.object({ code: codeRule, payPassword: newPayPasswordRule });
export const changeEmailInput = z.object({ oldCode: codeRule, email: emailRule, newCode: codeRule });
export const phoneInput = z.object({ areaCode: areaCodeRule, phone: phoneRule });
export const phoneCodeInput = z.object({ areaCode: areaCodeRule, phone: phoneRule, code: codeRule });
export const updateProfileInput = z.object({
  nickname: nicknameRule.nullish(),
  avatar: avatarRule.nullish(),
  language: languageRule.nullish(),
});

// ───── forms (the client): the inputs plus the fields typed twice ─────

const samePassword = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const samePayPassword = (v: { payPassword: string; confirmPayPassword: string }) => v.payPassword === v.confirmPayPassword;

export const signUpProfileForm = z
  .object({ nickname: nicknameRule, password: passwordRule, confirmPassword: z.string() })
  .refine(samePassword, { message: msg.passwordInconsistency, path: ["confirmPassword"] });
export const resetPasswordForm = z
  .object({ password: passwordRule, confirmPassword: z.string() })
  .refine(samePassword, { message: msg.passwordInconsistency, path: ["confirmPassword"] });
export const changePasswordForm = z
  .object({ oldPassword: currentPasswordRule, password: passwordRule, confirmPassword: z.string() })
  .refine(samePassword, { message: msg.passwordInconsistency, path: ["confirmPassword"] });
export const payPasswordForm = z
  .object({ payPassword: newPayPasswordRule, confirmPayPassword: z.string() })
  .refine(samePayPassword, { message: msg.payPasswordMismatch, path: ["confirmPayPassword"] });

export interface FieldIssue {
  field: string;
  message: string;
}

/** zod issues → [{ field, message key }], first issue per field. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message.startsWith("validation.") ? issue.message : msg.required });
  }
  return out;
}
