// An organisation's slug and name: the server refuses what breaks these (organisations.rules.ts), and the
// console's form says it early, in the operator's language.
import { z } from "zod";
import { eventTypes } from "./enquiries.ts";
import { contactPhoneRule } from "./support.ts";
import { emailRule, msg } from "./users.ts";

/** An organisation's slug: 3 to 80 lower-case letters, digits and hyphens, starting and ending with a letter or digit. */
export const ORGANISATION_SLUG = /^[a-z0-9][a-z0-9-]{1,78}[a-z0-9]$/;
export const ORGANISATION_NAME_MAX = 120;

/** Which of a new organisation's slug and name are malformed (the name counted without its outer spaces). */
export function organisationFieldProblems(input: { slug: string; name: string }): ("slug" | "name")[] {
  const name = input.name.trim();
  return [!ORGANISATION_SLUG.test(input.slug) && ("slug" as const), (!name || name.length > ORGANISATION_NAME_MAX) && ("name" as const)].filter((f) => f !== false);
}

// ───── a fan's application to become an organiser (issue 34) ─────

/** Tickets a year the applicant expects to sell: under 1,000; 1,000 to 9,999; 10,000 to 99,999; 100,000 or more. */
export const applicationVolumes = ["V0_999", "V1000_9999", "V10000_99999", "V100000_PLUS"] as const;
export const APPLICATION_DESCRIPTION_MIN = 20;
export const APPLICATION_DESCRIPTION_MAX = 2000;
export const REFUSAL_REASON_MIN = 5;
export const REFUSAL_REASON_MAX = 500;

/**
 * An application to become an organiser, as the fan fills it in: the server validates with this (every
 * problem at once, each under its field) and the app's form says the same before sending.
 */
export const organisationApplicationInput = z.object({
  organisationName: z.string(msg.required).trim().min(2, "validation.organisationName").max(ORGANISATION_NAME_MAX, "validation.organisationName"),
  contactName: z.string(msg.required).trim().min(2, "validation.invalidName").max(100, "validation.invalidName"),
  contactEmail: emailRule,
  contactPhone: contactPhoneRule,
  /** ISO 3166-1 alpha-2, from the country list (checked against it by the service). */
  country: z.string("validation.chooseCountry").trim().toUpperCase().regex(/^[A-Z]{2}$/, "validation.chooseCountry"),
  eventTypes: z.array(z.enum(eventTypes, "validation.chooseEventType"), "validation.chooseEventType").min(1, "validation.chooseEventType").max(eventTypes.length, "validation.chooseEventType"),
  description: z.string(msg.required).trim().min(APPLICATION_DESCRIPTION_MIN, "validation.applicationDescription").max(APPLICATION_DESCRIPTION_MAX, "validation.applicationDescription"),
  expectedVolume: z.enum(applicationVolumes, "validation.chooseOne"),
  website: z
    .string()
    .trim()
    .max(200, "validation.website")
    .regex(/^(https?:\/\/[^\s/$.?#][^\s]*)?$/i, "validation.website")
    .nullish()
    .transform((v) => v || null),
  acceptTerms: z.literal(true, "validation.acceptOrganiserTerms"),
});
export type OrganisationApplicationInput = z.input<typeof organisationApplicationInput>;

/** An operator's reason for refusing an application: the applicant reads it in the e-mail. */
export const refusalReasonRule = z.string("validation.refusalReason").trim().min(REFUSAL_REASON_MIN, "validation.refusalReason").max(REFUSAL_REASON_MAX, "validation.refusalReason");

/** A slug made of an organisation's name: lower-case ASCII letters and digits joined by hyphens (may be too short: the caller checks it). */
export function slugOfName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}
