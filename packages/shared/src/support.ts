// Customer-service rules, one definition for the server and the React client. Pure: zod only.
// Messages are i18n keys of the "validation" namespace of the shared locales.
import { z } from "zod";
import { emailRule, msg } from "./users.ts";

export const issueTypes = ["ACCOUNT", "PAYMENT", "TICKET", "TRANSFER", "ENTRY", "MERCH", "WALLET", "GIVEAWAY", "OTHER"] as const;
export type IssueType = (typeof issueTypes)[number];

export const ISSUE_TEXT_MAX = 2000;
export const REPLY_MAX = 2000;

/** A phone number to call back: an optional +, then 5 to 15 digits (spaces, dashes, dots and brackets ignored). */
export const contactPhoneRule = z
  .string(msg.invalidPhone)
  .trim()
  .transform((v) => v.replace(/[\s\-.()]/g, ""))
  .pipe(z.string().regex(/^\+?\d{5,15}$/, msg.invalidPhone));

export const issueTypeRule = z.enum(issueTypes, "validation.chooseIssueType");

/** The issue form; the text's minimum length is configuration (SUPPORT_MIN_TEXT_LENGTH), checked beside it. */
export const supportIssueInput = z.object({
  type: issueTypeRule,
  text: z.string(msg.required).trim().min(1, msg.required).max(ISSUE_TEXT_MAX, "validation.textTooLong"),
  phone: contactPhoneRule,
  email: emailRule,
});

export const supportReplyInput = z.object({
  body: z.string(msg.required).trim().min(1, msg.required).max(REPLY_MAX, "validation.textTooLong"),
});

/** A short reference a fan can quote: the last 8 characters of the issue id, upper-cased. */
export function issueRef(id: string): string {
  return id.slice(-8).toUpperCase();
}
