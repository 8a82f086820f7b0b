// The transfer's recipient, as both the form and the server check it: a valid e-mail address typed twice,
// the same both times (case and surrounding spaces aside). Pure: the client imports it too.
import { z } from "zod";
import { emailRule, normalizeEmail } from "./users.ts";

/** The message of the one failure that is not about a single field's format. */
export const TRANSFER_EMAIL_MISMATCH = "errors.TRANSFER_EMAIL_MISMATCH";

export const transferRecipientInput = z
  .object({ toEmail: emailRule, confirmEmail: z.string().transform(normalizeEmail) })
  .refine((v) => v.toEmail === v.confirmEmail, { message: TRANSFER_EMAIL_MISMATCH, path: ["confirmEmail"] });
