// Support reaches the right inbox (issue 34): a request about one of the fan's orders or tickets goes to the
// organisation whose event (or merchandise) it is about, with the event's name and the order's number for its
// staff; a request naming another fan's order files nothing; one about nothing goes to the platform's inbox.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createProduct } from "../factories/merch.ts";
import { graphql } from "../gql/index.ts";
import { gql } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { giveTicket, newFan, type Fan } from "./entry-support.ts";

const CREATE = graphql(`
  mutation RoutingCreateIssue($input: CreateSupportIssueInput!) {
    createSupportIssue(input: $input) {
      __typename
      ... on SupportIssue { id eventId eventName orderNo ticketNo }
      ... on Error { code message field }
    }
  }
`);
const INBOX = graphql(`query RoutingInbox($platformOnly: Boolean) { supportIssues(limit: 200, platformOnly: $platformOnly) { id eventName orderNo ticketNo } }`);
const MINE = graphql(`query RoutingMine { mySupportIssues { id eventName orderNo } }`);

let s: TestServer;
const orgA = `org_ra_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_rb_${crypto.randomBytes(3).toString("hex")}`;
const key = async (organisationId: string | null) => (await createStaffToken(s.app.deps.db, "routing test", ["support:answer"], { organisationId })).token;
const text = () => `Where is my order? ${crypto.randomBytes(4).toString("hex")}`;
const input = (over: Record<string, unknown> = {}) => ({ type: "PAYMENT" as const, text: text(), phone: "+852 6123 4567", email: "me@example.com", ...over });

async function eventOf(organisationId: string | null) {
  const e = await createOnSaleEvent(s.app.deps, { standing: 10 });
  const { title } = await s.app.deps.db.event.update({ where: { id: e.id }, data: { organisationId } });
  return { ...e, title };
}

/** A paid order of the fan's (made directly: the routing, not the purchase, is under test). */
async function orderOf(fan: Fan, data: { kind: "TICKET" | "MERCH" | "TOPUP"; eventId?: string | null; merchVariantId?: string }) {
  const orderNo = `T${Date.now()}${crypto.randomBytes(3).toString("hex")}`.toUpperCase();
  return s.app.deps.db.order.create({
    data: {
      orderNo,
      userId: fan.user.id,
      kind: data.kind,
      status: "PAID",
      eventId: data.eventId ?? null,
      currency: data.kind === "TOPUP" ? "FANCOIN" : "HKD",
      totalAmount: 10000,
      paidAt: new Date(),
      ...(data.merchVariantId ? { items: { create: { kind: "MERCH", merchVariantId: data.merchVariantId, quantity: 1, unitAmount: 10000 } } } : {}),
    },
  });
}

const inbox = async (token: string, platformOnly?: boolean) => (await s.gql(INBOX, { platformOnly }, { token })).data!.supportIssues;

let staffA: string, staffB: string, platform: string;
beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  [staffA, staffB, platform] = [await key(orgA), await key(orgB), await key(null)];
});
afterAll(() => s?.stop());

describe("a request about an order", () => {
  it("of organisation A's event lands in A's inbox with the event's name and the order number, not in B's nor the platform's own", async () => {
    const event = await eventOf(orgA);
    const fan = await newFan(s);
    const order = await orderOf(fan, { kind: "TICKET", eventId: event.id });
    // By the order's id…
    const r = await gql(s, CREATE, { input: input({ orderId: order.id }) }, { token: fan.token });
    const issue = member(r.data?.createSupportIssue, "SupportIssue");
    expect(issue).toMatchObject({ eventName: event.title, orderNo: order.orderNo, ticketNo: null });
    const row = await s.app.deps.db.supportIssue.findUniqueOrThrow({ where: { id: issue.id } });
    expect(row).toMatchObject({ organisationId: orgA, eventId: event.id, orderId: order.id, ticketId: null });

    expect(await inbox(staffA)).toContainEqual({ id: issue.id, eventName: event.title, orderNo: order.orderNo, ticketNo: null });
    expect((await inbox(staffB)).map((i) => i.id)).not.toContain(issue.id);
    expect((await inbox(platform, true)).map((i) => i.id)).not.toContain(issue.id);
    // The platform's staff still oversee every inbox when they ask for all.
    expect((await inbox(platform)).map((i) => i.id)).toContain(issue.id);
    // The fan sees what the request is about too.
    expect((await gql(s, MINE, {}, { token: fan.token })).data!.mySupportIssues).toContainEqual({ id: issue.id, eventName: event.title, orderNo: order.orderNo });

    // …and by its number, as the fan knows it.
    const byNo = member((await gql(s, CREATE, { input: input({ orderId: order.orderNo }) }, { token: fan.token })).data?.createSupportIssue, "SupportIssue");
    expect((await s.app.deps.db.supportIssue.findUniqueOrThrow({ where: { id: byNo.id } })).organisationId).toBe(orgA);
  });

  it("of another fan is refused in the fan's language and files nothing", async () => {
    const event = await eventOf(orgA);
    const [owner, other] = [await newFan(s), await newFan(s)];
    const order = await orderOf(owner, { kind: "TICKET", eventId: event.id });
    const before = await s.app.deps.db.supportIssue.count();
    for (const orderId of [order.id, order.orderNo, "no-such-order"]) {
      const r = await gql(s, CREATE, { input: input({ orderId }) }, { token: other.token, lang: "vi" });
      expect(r.data?.createSupportIssue).toMatchObject({ __typename: "SupportSubjectNotFoundError", code: "SUPPORT_SUBJECT_NOT_FOUND", field: "orderId", message: "Đơn hàng hoặc vé này không phải của bạn" });
    }
    expect(await s.app.deps.db.supportIssue.count()).toBe(before);
    expect((await gql(s, MINE, {}, { token: other.token })).data!.mySupportIssues).toEqual([]);
  });

  it("of merchandise goes to the organisation of the event it belongs to; a top-up's to the platform", async () => {
    const event = await eventOf(orgB);
    const product = await createProduct(s.app.deps, { eventId: event.id });
    const fan = await newFan(s);
    const merch = await orderOf(fan, { kind: "MERCH", eventId: event.id, merchVariantId: product.variants[0]!.id });
    const m = member((await gql(s, CREATE, { input: input({ type: "MERCH", orderId: merch.id }) }, { token: fan.token })).data?.createSupportIssue, "SupportIssue");
    expect(m).toMatchObject({ eventName: event.title, orderNo: merch.orderNo });
    expect((await inbox(staffB)).map((i) => i.id)).toContain(m.id);
    expect((await inbox(staffA)).map((i) => i.id)).not.toContain(m.id);

    const topUp = await orderOf(fan, { kind: "TOPUP" });
    const t = member((await gql(s, CREATE, { input: input({ type: "WALLET", orderId: topUp.id }) }, { token: fan.token })).data?.createSupportIssue, "SupportIssue");
    expect(t).toMatchObject({ eventName: null, eventId: null, orderNo: topUp.orderNo });
    expect((await inbox(platform, true)).map((i) => i.id)).toContain(t.id);
    expect((await inbox(staffB)).map((i) => i.id)).not.toContain(t.id);
  });
});

describe("a request about a ticket", () => {
  it("goes to its event's organisation; another fan's ticket is refused", async () => {
    const event = await eventOf(orgA);
    const [fan, other] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, fan.user.id, { event });
    const r = member((await gql(s, CREATE, { input: input({ type: "ENTRY", ticketId: ticket.globalId }) }, { token: fan.token })).data?.createSupportIssue, "SupportIssue");
    expect(r).toMatchObject({ eventName: event.title, ticketNo: ticket.ticketNo, orderNo: null });
    expect((await inbox(staffA)).map((i) => i.id)).toContain(r.id);
    // The database id is taken too.
    const byId = await gql(s, CREATE, { input: input({ type: "ENTRY", ticketId: ticket.id }) }, { token: fan.token });
    expect(byId.data?.createSupportIssue.__typename).toBe("SupportIssue");

    const refused = await gql(s, CREATE, { input: input({ ticketId: ticket.globalId }) }, { token: other.token });
    expect(refused.data?.createSupportIssue).toMatchObject({ __typename: "SupportSubjectNotFoundError", field: "ticketId" });
  });
});

describe("a request about nothing in particular", () => {
  it("goes to the platform's inbox only", async () => {
    const fan = await newFan(s);
    const raw = await gql(s, CREATE, { input: input({ type: "ACCOUNT" }) }, { token: fan.token });
    const r = member(raw.data?.createSupportIssue, "SupportIssue");
    expect(r).toMatchObject({ eventId: null, eventName: null, orderNo: null, ticketNo: null });
    expect((await s.app.deps.db.supportIssue.findUniqueOrThrow({ where: { id: r.id } })).organisationId).toBeNull();
    expect((await inbox(platform, true)).map((i) => i.id)).toContain(r.id);
    expect((await inbox(staffA)).map((i) => i.id)).not.toContain(r.id);
    expect((await inbox(staffB)).map((i) => i.id)).not.toContain(r.id);
    // An organisation's staff asking for the platform's inbox still see only their own.
    expect((await inbox(staffA, true)).map((i) => i.id)).not.toContain(r.id);
  });
});
