// Business-cooperation enquiries in GraphQL (public, human-checked) and the country list the form
// picks from. Thin: validate in the service, return.
import { builder } from "../../builder.ts";
import { describedValues } from "../core/core.schema.ts";
import { RateLimitedError, ValidationError } from "../../errors.ts";
import { listCountries } from "../areas/index.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { eventTypes, interests, participantCounts } from "@fanfare/shared/enquiries";
import { submitEnquiry } from "./enquiries.service.ts";

export const EventTypeEnum = builder.enumType("EnquiryEventType", {
  description: "The kind of event a business enquiry is about.",
  values: describedValues(eventTypes, {
    CONCERT: "A concert.",
    CORPORATE_EVENT: "A corporate event.",
    FESTIVAL: "A festival.",
    OTHER: "Anything else.",
    SPORTING_EVENT: "A sporting event.",
  }),
});
const ParticipantsEnum = builder.enumType("EnquiryParticipants", {
  values: describedValues(participantCounts, {
    P0_99: "Up to 99 participants.",
    P100_999: "100 to 999 participants.",
    P1000_4999: "1,000 to 4,999 participants.",
    P5000_PLUS: "5,000 participants or more.",
  }),
  description: "P0_99: 0-99, P100_999: 100-999, P1000_4999: 1000-4999, P5000_PLUS: 5000+.",
});
const InterestEnum = builder.enumType("EnquiryInterest", {
  description: "A service a business enquiry is interested in.",
  values: describedValues(interests, {
    ADVANCED_TICKETING: "Advanced ticketing (seat maps, real-name tickets, queues).",
    BASIC_TICKETING: "Basic ticketing.",
    CASHLESS_SOLUTION: "Cashless payment on site.",
    DIGITAL_ON_SITE: "Digital on-site services (entry scanning, signage).",
    STREAMING_MEDIA: "Streaming and media.",
    TICKETING_WEBSITE_SOLUTION: "A ticketing website of the organiser's own.",
  }),
});

const CountryNode = builder.objectRef<{ name: string; code: string; dialCode: string }>("Country").implement({
  description: "A country with its calling code, for phone number fields.",
  fields: (t) => ({ name: t.exposeString("name", { description: "The country's name in English." }), code: t.exposeString("code", { description: "ISO 3166-1 alpha-2 code (e.g. HK)." }), dialCode: t.exposeString("dialCode", { description: "International calling code without its plus sign (e.g. 852), as PhoneInput.areaCode and User.phoneAreaCode take it." }) }),
});

const EnquiryReceived = builder.objectRef<{ id: string; createdAt: Date }>("BusinessEnquiryReceived").implement({
  description: "Confirms a business enquiry was stored; the sales team answers by e-mail.",
  fields: (t) => ({ id: t.exposeID("id", { description: "The enquiry's reference." }), createdAt: t.expose("createdAt", { description: "When the enquiry was received (ISO 8601, UTC).", type: "DateTime" }) }),
});

builder.queryField("countries", (t) =>
  t.field({
    type: [CountryNode],
    description: "Countries and regions (English name, ISO code, dialling code); keyword filters by name, code or dialling code.",
    args: { keyword: t.arg.string({ description: "Filters by a case-insensitive part of the name, code or calling code.", required: false }) },
    resolve: (_r, { keyword }) => listCountries(keyword),
  }),
);

const BusinessEnquiryInput = builder.inputType("BusinessEnquiryInput", {
  description: "A business enquiry from a prospective organiser.",
  fields: (t) => ({
    name: t.string({ description: "The contact person's name.", required: true }),
    email: t.string({ description: "The contact e-mail address the answer goes to.", required: true }),
    phone: t.string({ description: "The contact phone number in E.164 form (e.g. +85291234567).", required: true }),
    country: t.string({ required: true, description: "ISO 3166-1 alpha-2 code from Query.countries." }),
    eventType: t.field({ description: "The kind of event.", type: EventTypeEnum, required: true }),
    participants: t.field({ description: "The expected number of participants.", type: ParticipantsEnum, required: true }),
    interests: t.field({ description: "The services of interest; at least one.", type: [InterestEnum], required: true }),
    moreInfo: t.string({ description: "Free text about the event; optional.", required: false }),
    humanCheck: t.string({ required: false, description: "The solved human check (HumanCheck component)." }),
  }),
});

builder.mutationField("sendBusinessEnquiry", (t) =>
  t.field({
    type: EnquiryReceived,
    description: "An organiser's enquiry: stored and e-mailed to the sales team. 5 an hour per IP address.",
    args: { input: t.arg({ description: "The enquiry.", type: BusinessEnquiryInput, required: true }) },
    errors: { types: [ValidationError, HumanCheckFailedError, RateLimitedError], directResult: true },
    resolve: (_r, { input }, ctx) => submitEnquiry(ctx.deps, input, { ip: ctx.ip }),
  }),
);
