// Business-cooperation enquiries from event organisers: validated, human-checked, rate limited per IP,
// stored, and e-mailed to the sales address (SALES_EMAIL).
import type { Deps } from "../../deps.ts";
import { RateLimitedError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import type { BusinessEnquiry } from "../../generated/prisma/client.ts";
import { countries } from "../areas/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { sendMessage } from "../mail/index.ts";
import { enquiryInput, type EnquiryInput } from "@fanfare/shared/enquiries";

/** Enquiries per IP address: 5 an hour (an organiser sends one; a spammer many). */
export const ENQUIRIES_PER_IP_HOUR = 5;
const HOUR = 3600_000;

const participantLabels: Record<string, string> = { P0_99: "0-99", P100_999: "100-999", P1000_4999: "1000-4999", P5000_PLUS: "5000+" };

export async function submitEnquiry(deps: Deps, args: EnquiryInput & { humanCheck?: string | null }, meta: { ip: string }): Promise<BusinessEnquiry> {
  const input = validate(enquiryInput, args);
  const country = countries.find((c) => c.code === input.country);
  if (!country) throw new ValidationError("validation.chooseCountry", "country");
  const key = `enquiry:ip:${meta.ip}`;
  if ((await deps.kv.count(key)) >= ENQUIRIES_PER_IP_HOUR) throw new RateLimitedError(Math.ceil((await deps.kv.ttl(key)) / 1000));
  await verifyHumanCheck(deps, args.humanCheck);
  await deps.kv.hit(key, HOUR);
  const enquiry = await deps.db.businessEnquiry.create({
    data: {
      name: input.name,
      email: input.email,
      phone: input.phone,
      country: country.code,
      eventType: input.eventType,
      participants: input.participants,
      interests: input.interests,
      moreInfo: input.moreInfo || null,
      ip: meta.ip,
    },
  });
  const text = [
    `A business-cooperation enquiry (${enquiry.id}) arrived on ${enquiry.createdAt.toISOString()}.`,
    "",
    `Name: ${enquiry.name}`,
    `E-mail: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Country: ${country.name} (${country.code})`,
    `Event type: ${enquiry.eventType.toLowerCase().replaceAll("_", " ")}`,
    `Participants: ${participantLabels[enquiry.participants]}`,
    `Interests: ${enquiry.interests.map((i) => i.toLowerCase().replaceAll("_", " ")).join(", ")}`,
    "",
    "More information:",
    enquiry.moreInfo ?? "(none)",
  ].join("\n");
  await sendMessage(deps, {
    channel: "EMAIL",
    to: deps.config.mail.salesEmail,
    template: "generic",
    lang: "en",
    vars: { subject: `Fanfare · Business enquiry from ${enquiry.name} (${country.name})`, text },
  });
  return enquiry;
}
