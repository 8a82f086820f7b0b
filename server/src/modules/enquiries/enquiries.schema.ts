// Business-cooperation enquiries in GraphQL (public, human-checked) and the country list the form
// picks from. Thin: validate in the service, return.
import { builder } from "../../builder.ts";
import { RateLimitedError, ValidationError } from "../../errors.ts";
import { listCountries } from "../areas/index.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { eventTypes, interests, participantCounts } from "@fanfare/shared/enquiries";
import { submitEnquiry } from "./enquiries.service.ts";

const EventTypeEnum = builder.enumType("EnquiryEventType", { values: eventTypes });
const ParticipantsEnum = builder.enumType("EnquiryParticipants", {
  values: participantCounts,
  description: "P0_99: 0-99, P100_999: 100-999, P1000_4999: 1000-4999, P5000_PLUS: 5000+.",
});
const InterestEnum = builder.enumType("EnquiryInterest", { values: interests });

const CountryNode = builder.objectRef<{ name: string; code: string; dialCode: string }>("Country").implement({
  fields: (t) => ({ name: t.exposeString("name"), code: t.exposeString("code"), dialCode: t.exposeString("dialCode") }),
});

const EnquiryReceived = builder.objectRef<{ id: string; createdAt: Date }>("BusinessEnquiryReceived").implement({
  fields: (t) => ({ id: t.exposeID("id"), createdAt: t.expose("createdAt", { type: "DateTime" }) }),
});

builder.queryField("countries", (t) =>
  t.field({
    type: [CountryNode],
    description: "Countries and regions (English name, ISO code, dialling code); keyword filters by name, code or dialling code.",
    args: { keyword: t.arg.string({ required: false }) },
    resolve: (_r, { keyword }) => listCountries(keyword),
  }),
);

const BusinessEnquiryInput = builder.inputType("BusinessEnquiryInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    country: t.string({ required: true, description: "ISO 3166-1 alpha-2 code from Query.countries." }),
    eventType: t.field({ type: EventTypeEnum, required: true }),
    participants: t.field({ type: ParticipantsEnum, required: true }),
    interests: t.field({ type: [InterestEnum], required: true }),
    moreInfo: t.string({ required: false }),
    humanCheck: t.string({ required: false, description: "The solved human check (HumanCheck component)." }),
  }),
});

builder.mutationField("sendBusinessEnquiry", (t) =>
  t.field({
    type: EnquiryReceived,
    description: "An organiser's enquiry: stored and e-mailed to the sales team. 5 an hour per IP address.",
    args: { input: t.arg({ type: BusinessEnquiryInput, required: true }) },
    errors: { types: [ValidationError, HumanCheckFailedError, RateLimitedError], directResult: true },
    resolve: (_r, { input }, ctx) => submitEnquiry(ctx.deps, input, { ip: ctx.ip }),
  }),
);
