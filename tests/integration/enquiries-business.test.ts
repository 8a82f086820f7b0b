// Business-cooperation enquiries: public, every field checked (country from the list), the human
// check, stored, e-mailed to the configured sales address, rate limited per IP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, newIp, outbox } from "../helpers/accounts.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import type { BusinessEnquiryInput } from "../gql/graphql.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";

const SEND = graphql(`mutation EnquiriesBusinessSend($input: BusinessEnquiryInput!) { sendBusinessEnquiry(input: $input) { __typename ...AccountsError ... on BusinessEnquiryReceived { id } } }`);
const COUNTRIES = graphql(`query EnquiriesBusinessCountries { countries { code name } }`);
const SALES = "sales-test@fanfare.test";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true, mail: { ...(await import("../../server/src/config.ts")).loadConfig().mail, salesEmail: SALES } });
});
afterAll(() => s?.stop());

const enquiry = (over: Partial<BusinessEnquiryInput> = {}): Omit<BusinessEnquiryInput, "humanCheck"> => ({
  name: "Harbour Live Ltd",
  email: "events@harbour.example",
  phone: "+852 2123 4567",
  country: "HK",
  eventType: "FESTIVAL",
  participants: "P5000_PLUS",
  interests: ["ADVANCED_TICKETING", "CASHLESS_SOLUTION"],
  moreInfo: "Three-day festival in July, 20,000 visitors a day.",
  ...over,
});

describe("business enquiries", () => {
  it("lists countries for the form", async () => {
    const r = await s.gql(COUNTRIES);
    expect(r.data!.countries[0]).toEqual({ code: "MY", name: "Malaysia" });
    expect(r.data!.countries.length).toBeGreaterThan(100);
  });

  it("are stored and e-mailed to the sales address, without signing in", async () => {
    const r = await gql(s, SEND, { input: { ...enquiry(), humanCheck: await solvedHumanCheck(s) } }, { ip: newIp() });
    const received = member(r.data?.sendBusinessEnquiry, "BusinessEnquiryReceived");
    const row = await s.app.deps.db.businessEnquiry.findUniqueOrThrow({ where: { id: received.id } });
    expect(row).toMatchObject({ name: "Harbour Live Ltd", country: "HK", eventType: "FESTIVAL", participants: "P5000_PLUS", interests: ["ADVANCED_TICKETING", "CASHLESS_SOLUTION"], phone: "+85221234567" });
    const [mail] = await outbox(s, SALES);
    expect(mail.subject).toContain("Harbour Live Ltd");
    for (const text of ["events@harbour.example", "Hong Kong (HK)", "festival", "5000+", "advanced ticketing, cashless solution", "20,000 visitors"]) {
      expect(mail.text).toContain(text);
    }
  });

  it("need the human check, once per solution", async () => {
    const ip = newIp();
    const none = await gql(s, SEND, { input: enquiry() }, { ip });
    expect(none.data?.sendBusinessEnquiry).toMatchObject({ __typename: "HumanCheckFailedError", code: "HUMAN_CHECK_FAILED" });
    const solved = await solvedHumanCheck(s);
    expect((await gql(s, SEND, { input: { ...enquiry(), humanCheck: solved } }, { ip })).data?.sendBusinessEnquiry.__typename).toBe("BusinessEnquiryReceived");
    expect((await gql(s, SEND, { input: { ...enquiry(), humanCheck: solved } }, { ip })).data?.sendBusinessEnquiry.__typename).toBe("HumanCheckFailedError");
  });

  it("check every field: country from the list, at least one interest, name, e-mail, phone", async () => {
    const ip = newIp();
    const cases: [Partial<BusinessEnquiryInput>, string, string][] = [
      [{ country: "XX" }, "country", "validation.chooseCountry"],
      [{ interests: [] }, "interests", "validation.chooseInterest"],
      [{ name: "A" }, "name", "validation.invalidName"],
      [{ email: "x@" }, "email", "validation.invalidEmail"],
      [{ phone: "abc" }, "phone", "validation.invalidPhone"],
    ];
    for (const [over, field, messageKey] of cases) {
      const r = await gql(s, SEND, { input: { ...enquiry(over), humanCheck: "unused" } }, { ip });
      expect(member(r.data?.sendBusinessEnquiry, "ValidationError").issues[0]).toMatchObject({ field, messageKey });
    }
    const bad = await gql(s, SEND, { input: enquiry({ eventType: "PICNIC" as never }) }, { ip });
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it("are rate limited per IP address", async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const r = await gql(s, SEND, { input: { ...enquiry(), humanCheck: await solvedHumanCheck(s) } }, { ip });
      expect(r.data?.sendBusinessEnquiry.__typename).toBe("BusinessEnquiryReceived");
    }
    const sixth = await gql(s, SEND, { input: { ...enquiry(), humanCheck: await solvedHumanCheck(s) } }, { ip });
    expect(sixth.data?.sendBusinessEnquiry).toMatchObject({ __typename: "RateLimitedError", code: "RATE_LIMITED" });
    const elsewhere = await gql(s, SEND, { input: { ...enquiry(), humanCheck: await solvedHumanCheck(s) } }, { ip: newIp() });
    expect(elsewhere.data?.sendBusinessEnquiry.__typename).toBe("BusinessEnquiryReceived");
  });
});
