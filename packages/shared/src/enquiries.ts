// Business-cooperation enquiry rules, shared by the server and the React client. Pure: zod only.
import { z } from "zod";
import { emailRule, msg } from "./users.ts";
import { contactPhoneRule } from "./support.ts";

export const eventTypes = ["CONCERT", "FESTIVAL", "SPORTING_EVENT", "CORPORATE_EVENT", "OTHER"] as const;
/** 0-99, 100-999, 1000-4999, 5000+ participants. */
export const participantCounts = ["P0_99", "P100_999", "P1000_4999", "P5000_PLUS"] as const;
export const interests = [
  "BASIC_TICKETING",
  "ADVANCED_TICKETING",
  "STREAMING_MEDIA",
  "CASHLESS_SOLUTION",
  "DIGITAL_ON_SITE",
  "TICKETING_WEBSITE_SOLUTION",
] as const;

export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_MORE_INFO_MAX = 2000;

export const enquiryInput = z.object({
  name: z.string(msg.required).trim().min(2, "validation.invalidName").max(ENQUIRY_NAME_MAX, "validation.invalidName"),
  email: emailRule,
  phone: contactPhoneRule,
  /** ISO 3166-1 alpha-2, from the country list (checked against it by the service). */
  country: z.string("validation.chooseCountry").trim().toUpperCase().regex(/^[A-Z]{2}$/, "validation.chooseCountry"),
  eventType: z.enum(eventTypes, "validation.chooseOne"),
  participants: z.enum(participantCounts, "validation.chooseOne"),
  interests: z.array(z.enum(interests, "validation.chooseOne")).min(1, "validation.chooseInterest").max(interests.length),
  moreInfo: z.string().trim().max(ENQUIRY_MORE_INFO_MAX, "validation.textTooLong").nullish(),
});
export type EnquiryInput = z.input<typeof enquiryInput>;
