// Outgoing webhooks (issue 35): every event type not covered end to end elsewhere (webhooks.test.ts has the
// ping, event.changed, order.paid and support.request_opened; webhook-checked-in.test.ts ticket.checked_in),
// made to happen through the real API — a box office's refund, a fan's cancel, a hold the expiry job lets
// lapse, a transfer, a hand-back listed, withdrawn, listed again and sold, a listing its event's start sends
// back, an organiser's cancellation of an event — and delivered to a real receiver on 127.0.0.1 (allowed through
// WEBHOOK_ALLOWED_NETWORKS). The receiver verifies each message as README's does, with the spec's library
// (standardwebhooks' Webhook.verify) and the endpoint's secret; each message arrives once, with the type and
// the data README's "Outgoing webhooks" documents for it, field by field. A second endpoint of the same
// organisation, subscribed to two types only, never receives the others.
import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { returnUnsoldHandBacks } from "../../server/src/modules/handback/index.ts";
import { deliverDueWebhooks } from "../../server/src/modules/webhooks/index.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { member } from "../helpers/graphql-result.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { admissionPass } from "../helpers/queue.ts";
import { waitFor } from "../helpers/wait.ts";
import { graphql } from "../gql/index.ts";
import { PAY_PASSWORD } from "./payments-support.ts";
import { buyer, key, PAY, REFUND_ORDER, securedOrder } from "./providers-support.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { giveTicket, newFan, transfer } from "./entry-support.ts";

const CREATE = graphql(`
  mutation WebhookTypesCreateEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id eventTypes } } ... on Error { code } }
  }
`);
const CANCEL_ORDER = graphql(`mutation WebhookTypesCancelOrder($orderNo: String!) { cancelOrder(orderNo: $orderNo) { __typename ... on Order { status } ... on Error { code } } }`);
const CANCEL_EVENT = graphql(`mutation WebhookTypesCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded } ... on Error { code } } }`);
const HAND_BACK = graphql(`
  mutation WebhookTypesHandBack($input: HandBackTicketsInput!) {
    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }
  }
`);
const WITHDRAW = graphql(`mutation WebhookTypesWithdraw($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }`);
const JOIN_WAITING_LIST = graphql(`
  mutation WebhookTypesWaitingList($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } }
  }
`);

/** A message's body: Standard Webhooks' envelope. */
interface Message {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** One POST the receiver got: verified with its endpoint's secret (message), or why not (error). */
interface Post {
  path: string;
  webhookId: string;
  body: string;
  message: Message | null;
  error: string | null;
}

// ── the receiver: one path per endpoint, each verified with that endpoint's secret as README's receiver does ──
const secrets = new Map<string, string>();
const posts: Post[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const path = req.url ?? "";
    const headers = req.headers as Record<string, string>;
    const body = Buffer.concat(chunks).toString("utf8");
    let message: Message | null = null;
    let error: string | null = null;
    try {
      const secret = secrets.get(path);
      if (!secret) throw new Error(`no endpoint at ${path}`);
      // Verified on arrival: verify also refuses a timestamp more than 5 minutes away from now.
      message = new Webhook(secret).verify(body, headers) as Message;
    } catch (e) {
      error = String(e);
    }
    posts.push({ path, webhookId: headers["webhook-id"] ?? "", body, message, error });
    res.writeHead(message ? 204 : 400).end();
  });
});

interface Endpoint {
  id: string;
  path: string;
}

/** Subscribed to every type this file makes happen (and order.paid: a hand-back's sale is the buyer's order.paid). */
const ALL_TYPES = ["order.paid", "order.refunded", "order.cancelled", "order.expired", "event.cancelled", "ticket.transferred", "ticket.handed_back", "ticket.hand_back_withdrawn", "ticket.hand_back_sold"];
/** Subscribed to two of them only. */
const SOME_TYPES = ["order.refunded", "ticket.transferred"];

let s: TestServer;
let deps: Deps;
let staff: string;
let all: Endpoint;
let some: Endpoint;
const organisationId = `org_wt_${crypto.randomBytes(3).toString("hex")}`;
const db = () => deps.db;

async function createEndpoint(path: string, eventTypes: string[]): Promise<Endpoint> {
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}${path}`;
  const created = member((await s.gql(CREATE, { input: { url, eventTypes } }, { token: staff })).data?.createWebhookEndpoint, "CreatedWebhookEndpoint");
  expect(created.endpoint.eventTypes).toEqual(eventTypes);
  secrets.set(path, created.secret);
  return { id: created.endpoint.id, path };
}

/** An event on sale of the organisation (its type ids and prices known to the test). */
async function ownEvent(opts: Parameters<typeof createOnSaleEvent>[1]): Promise<OnSaleEvent> {
  const event = await createOnSaleEvent(deps, opts);
  await db().event.update({ where: { id: event.id }, data: { organisationId } });
  return event;
}

/** A fan's order of `quantity` standing tickets, secured and paid in Fan Coin through the API. */
async function paidOrder(event: OnSaleEvent, quantity: number) {
  const fan = await buyer(s, { balance: 10_000_00 });
  const order = await securedOrder(s, fan.token, event, quantity);
  const paid = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
  expect(paid.data?.payOrder).toMatchObject({ __typename: "PaymentAccepted", status: "SUCCEEDED" });
  return { fan, order };
}

/** A bad POST fails the test at once, with what was wrong. */
function noBadPosts(): void {
  const bad = posts.filter((p) => p.error);
  if (bad.length) throw new Error(`messages that did not verify: ${JSON.stringify(bad)}`);
}

/**
 * Every message written so far has been sent: three sweeps at once (as three instances would run them), then
 * nothing PENDING. The receiver records a POST before it answers, so a SUCCEEDED row's POST is in `posts`.
 */
async function settle(): Promise<void> {
  await Promise.all([deliverDueWebhooks(deps), deliverDueWebhooks(deps), deliverDueWebhooks(deps)]);
  await waitFor(
    async () => {
      noBadPosts();
      return (await db().webhookDelivery.count({ where: { status: "PENDING" } })) === 0;
    },
    "every message to be delivered",
    { timeoutMs: 20_000 },
  );
  noBadPosts();
}

type Match = (data: Record<string, unknown>) => boolean;

/** The POSTs an endpoint got of one type whose data matches (a message sent twice is two POSTs). */
function postsOf(endpoint: Endpoint, type: string, match: Match): Post[] {
  return posts.filter((p) => p.path === endpoint.path && p.message?.type === type && match(p.message.data));
}

/** Waits for the endpoint's message of `type` about `match`, lets everything due go out, and checks it came once. */
async function deliveredOnce(endpoint: Endpoint, type: string, match: Match): Promise<Message> {
  await waitFor(
    () => {
      noBadPosts();
      return postsOf(endpoint, type, match).length > 0;
    },
    `${type} at ${endpoint.path}`,
    { timeoutMs: 20_000 },
  );
  await settle();
  const got = postsOf(endpoint, type, match);
  expect(got, `${type} at ${endpoint.path}`).toHaveLength(1);
  // One row of the log, one webhook-id: a single message, sent once.
  expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.id, messageId: got[0]!.webhookId } })).toBe(1);
  return got[0]!.message!;
}

/** Once everything due has gone out: the endpoint got no message of `type` about `match`. */
async function notDelivered(endpoint: Endpoint, type: string, match: Match): Promise<void> {
  await settle();
  expect(postsOf(endpoint, type, match), `${type} at ${endpoint.path}`).toEqual([]);
}

const ofOrder = (orderId: string): Match => (d) => d.orderId === orderId;
const ofTicket = (ticketId: string): Match => (d) => d.ticketId === ticketId;
const ofEvent = (eventId: string): Match => (d) => d.eventId === eventId;
const anything: Match = () => true;
/** An order's lines for `n` standing tickets, as the secure writes them: a line of one per ticket. */
const standingLines = (event: OnSaleEvent, n: number) => Array.from({ length: n }, () => ({ kind: "TICKET", ticketTypeId: event.standingTypeId, seatId: null, merchVariantId: null, quantity: 1 }));
/** The message's timestamp is when its event happened: within a few seconds of the instant the test read. */
const near = (timestamp: string, at: Date) => expect(Math.abs(Date.parse(timestamp) - at.getTime())).toBeLessThan(10_000);

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  const base = loadConfig();
  s = await startTestServer({
    trustProxy: true,
    webhooks: { ...base.webhooks, allowedNetworks: [{ address: "127.0.0.0", prefix: 8, family: "ipv4" }], retryBaseMs: 100 },
    // The hand-back's event sells through its waiting room: admissions and the sell-out come quickly.
    queue: { ...base.queue, tickMs: 100, admissionRatePerMinute: 6_000 },
  });
  deps = s.app.deps;
  await db().organisation.create({ data: { id: organisationId, slug: organisationId.replaceAll("_", "-"), name: "Webhook types" } });
  staff = (await createStaffToken(db(), "webhook types test", ["webhooks:manage", "events:write", "orders:refund", "orders:read"], { organisationId })).token;
  all = await createEndpoint("/all", ALL_TYPES);
  some = await createEndpoint("/some", SOME_TYPES);
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe("order.refunded, order.cancelled, order.expired", () => {
  it("order.refunded: a box office's refund of what is left refunds the order in full and tells both subscribed endpoints once; a partial refund tells nobody", async () => {
    const event = await ownEvent({ standing: 20, standingPrice: 100_00 });
    const { order } = await paidOrder(event, 2);
    const refund = (input: { amount?: number }) => s.gql(REFUND_ORDER, { input: { orderNo: order.orderNo, reason: "Box office goodwill", idempotencyKey: key(), ...input } }, { token: staff });

    expect(member((await refund({ amount: 100_00 })).data?.refundOrder, "OrderRefunded")).toMatchObject({ full: false, order: { status: "PAID" } });
    await notDelivered(all, "order.refunded", ofOrder(order.id));
    await notDelivered(some, "order.refunded", ofOrder(order.id));

    expect(member((await refund({})).data?.refundOrder, "OrderRefunded")).toMatchObject({ full: true, order: { status: "REFUNDED" } });
    const row = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    const expected = {
      orderId: order.id,
      orderNo: order.orderNo,
      kind: "TICKET",
      status: "REFUNDED",
      eventId: event.id,
      currency: "HKD",
      totalAmount: 200_00,
      paidAt: row.paidAt!.toISOString(),
      cancelledAt: row.cancelledAt!.toISOString(),
      lines: standingLines(event, 2),
      reason: "refund",
    };
    for (const endpoint of [all, some]) {
      const message = await deliveredOnce(endpoint, "order.refunded", ofOrder(order.id));
      expect(message.type).toBe("order.refunded");
      expect(message.data).toEqual(expected);
      near(message.timestamp, row.cancelledAt!);
    }
    // Nothing is left: a third refund is refused and tells nobody again.
    expect((await refund({})).data?.refundOrder).toMatchObject({ __typename: "OrderNotRefundableError" });
    await settle();
    expect(postsOf(all, "order.refunded", ofOrder(order.id))).toHaveLength(1);
    expect(postsOf(some, "order.refunded", ofOrder(order.id))).toHaveLength(1);
  });

  it("order.cancelled: a fan's cancel of their hold, once; the endpoint not subscribed to it hears nothing", async () => {
    const event = await ownEvent({ standing: 20, standingPrice: 100_00 });
    const fan = await buyer(s);
    const order = await securedOrder(s, fan.token, event, 2);
    expect(member((await s.gql(CANCEL_ORDER, { orderNo: order.orderNo }, { token: fan.token })).data?.cancelOrder, "Order").status).toBe("CANCELLED");
    const message = await deliveredOnce(all, "order.cancelled", ofOrder(order.id));
    const row = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(message.type).toBe("order.cancelled");
    expect(message.data).toEqual({
      orderId: order.id,
      orderNo: order.orderNo,
      kind: "TICKET",
      status: "CANCELLED",
      eventId: event.id,
      currency: "HKD",
      totalAmount: 200_00,
      paidAt: null,
      cancelledAt: row.cancelledAt!.toISOString(),
      lines: standingLines(event, 2),
      reason: null,
    });
    near(message.timestamp, row.cancelledAt!);
    // Cancelled again: refused, and nothing more is sent.
    expect((await s.gql(CANCEL_ORDER, { orderNo: order.orderNo }, { token: fan.token })).data?.cancelOrder.__typename).not.toBe("Order");
    await settle();
    expect(postsOf(all, "order.cancelled", ofOrder(order.id))).toHaveLength(1);
    expect(posts.filter((p) => p.path === some.path && p.body.includes(order.id))).toEqual([]);
  });

  it("order.expired: a hold that lapses is released by the expiry job and told once", async () => {
    const event = await ownEvent({ standing: 20, standingPrice: 100_00 });
    const fan = await buyer(s);
    const order = await securedOrder(s, fan.token, event, 1);
    // The hold's ten minutes pass; the orders:expire-holds job (every 5 s) finds it lapsed.
    await db().order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const message = await deliveredOnce(all, "order.expired", ofOrder(order.id));
    const row = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.status).toBe("EXPIRED");
    expect(message.type).toBe("order.expired");
    expect(message.data).toEqual({
      orderId: order.id,
      orderNo: order.orderNo,
      kind: "TICKET",
      status: "EXPIRED",
      eventId: event.id,
      currency: "HKD",
      totalAmount: 100_00,
      paidAt: null,
      cancelledAt: row.cancelledAt!.toISOString(),
      lines: standingLines(event, 1),
      reason: null,
    });
    near(message.timestamp, row.cancelledAt!);
    await notDelivered(all, "order.cancelled", ofOrder(order.id));
    expect(posts.filter((p) => p.path === some.path && p.body.includes(order.id))).toEqual([]);
  });
});

describe("ticket.transferred", () => {
  it("a transfer to another fan tells both subscribed endpoints once: ids, never the fans' addresses", async () => {
    const event = await ownEvent({ standing: 20 });
    const [sender, recipient] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, sender.user.id, { event });
    const done = member(await transfer(s, sender, ticket.globalId, recipient.email), "TransferDone");
    const row = await db().transfer.findUniqueOrThrow({ where: { id: done.transferId } });
    expect(row).toMatchObject({ ticketId: ticket.id, toUserId: recipient.user.id, status: "COMPLETED" });
    for (const endpoint of [all, some]) {
      const message = await deliveredOnce(endpoint, "ticket.transferred", ofTicket(ticket.id));
      expect(message.type).toBe("ticket.transferred");
      expect(message.data).toEqual({ ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, transferId: done.transferId, transferredAt: row.completedAt!.toISOString() });
      expect(message.timestamp).toBe(row.completedAt!.toISOString());
    }
    const sent = posts.filter((p) => p.body.includes(ticket.id)).map((p) => p.body).join("\n");
    for (const personal of [sender.email, recipient.email, sender.user.id, recipient.user.id]) expect(sent).not.toContain(personal);
  });
});

describe("ticket.handed_back, ticket.hand_back_withdrawn", () => {
  const PRICE = 380_00;

  it("a listing, its withdrawal, a second listing offered to the waiting list and its sale: each told once, the sale as the buyer's order.paid", { timeout: 120_000 }, async () => {
    // A hot event of one ticket, sold through its waiting room; its organiser takes hand-backs.
    const event = await ownEvent({ standing: 1, rows: [], perRow: 0, isHot: true, standingPrice: PRICE });
    await db().event.update({ where: { id: event.id }, data: { handBackEnabled: true } });
    const seller = await buyer(s, { balance: 10_000_00 });
    const pass = await admissionPass(s, seller.token, event.slug);
    const input = { eventSlug: event.slug, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s), admissionPass: pass, idempotencyKey: key() };
    const bought = member((await s.gql(SECURE_TICKETS, { input }, { token: seller.token })).data?.secureTickets, "TicketsSecured").order;
    const paid = await s.gql(PAY, { input: { orderNo: bought.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: seller.token });
    expect(paid.data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    const ticket = await db().ticket.findFirstOrThrow({ where: { ownerId: seller.userId, eventId: event.id } });
    const ticketIds = [encodeGlobalID("Ticket", ticket.id)];
    const listedBody = (handBackId: string, listedAt: Date) => ({ ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, handBackId, faceAmount: PRICE, currency: "HKD", handedBackAt: listedAt.toISOString() });

    // Listed with nobody in line: it waits for a fan.
    const first = member((await s.gql(HAND_BACK, { input: { ticketIds, payPassword: PAY_PASSWORD } }, { token: seller.token })).data?.handBackTickets, "HandBackTicketsSuccess").handBacks[0]!;
    expect(first).toMatchObject({ status: "LISTED", faceAmount: PRICE, currency: "HKD", ticketNo: ticket.ticketNo });
    const firstRow = await db().handBack.findUniqueOrThrow({ where: { id: first.id } });
    const listed = await deliveredOnce(all, "ticket.handed_back", (d) => d.handBackId === first.id);
    expect(listed).toEqual({ type: "ticket.handed_back", timestamp: firstRow.listedAt.toISOString(), data: listedBody(first.id, firstRow.listedAt) });

    // Withdrawn by the seller.
    expect(member((await s.gql(WITHDRAW, { id: first.id }, { token: seller.token })).data?.withdrawHandBack, "HandBack").status).toBe("WITHDRAWN");
    const closed = (await db().handBack.findUniqueOrThrow({ where: { id: first.id } })).closedAt!;
    const withdrawn = await deliveredOnce(all, "ticket.hand_back_withdrawn", (d) => d.handBackId === first.id);
    expect(withdrawn).toEqual({
      type: "ticket.hand_back_withdrawn",
      timestamp: closed.toISOString(),
      data: { ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, handBackId: first.id, reason: "withdrawn", withdrawnAt: closed.toISOString() },
    });

    // A fan joins the waiting list (once the room has recorded the sell-out); listed again, the ticket is offered to them.
    const fan = await buyer(s, { balance: 10_000_00 });
    await waitFor(async () => (await s.gql(JOIN_WAITING_LIST, { input: { eventSlug: event.slug } }, { token: fan.token })).data?.joinWaitingList.__typename === "JoinWaitingListSuccess", "the waiting list to open", { timeoutMs: 20_000, intervalMs: 200 });
    const second = member((await s.gql(HAND_BACK, { input: { ticketIds, payPassword: PAY_PASSWORD } }, { token: seller.token })).data?.handBackTickets, "HandBackTicketsSuccess").handBacks[0]!;
    expect(second.status).toBe("OFFERED");
    const secondRow = await db().handBack.findUniqueOrThrow({ where: { id: second.id } });
    const relisted = await deliveredOnce(all, "ticket.handed_back", (d) => d.handBackId === second.id);
    expect(relisted).toEqual({ type: "ticket.handed_back", timestamp: secondRow.listedAt.toISOString(), data: listedBody(second.id, secondRow.listedAt) });

    // The fan pays the offer: the sale is their order.paid (and no withdrawal).
    const offer = await db().order.findUniqueOrThrow({ where: { id: secondRow.offerOrderId! } });
    expect(offer.userId).toBe(fan.userId);
    const bought2 = await s.gql(PAY, { input: { orderNo: offer.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    expect(bought2.data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    expect(await db().handBack.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "SOLD" });
    const sale = await deliveredOnce(all, "order.paid", ofOrder(offer.id));
    const paidRow = await db().order.findUniqueOrThrow({ where: { id: offer.id } });
    expect(sale.data).toEqual({
      orderId: offer.id,
      orderNo: offer.orderNo,
      kind: "TICKET",
      status: "PAID",
      eventId: event.id,
      currency: "HKD",
      totalAmount: PRICE,
      paidAt: paidRow.paidAt!.toISOString(),
      cancelledAt: null,
      lines: standingLines(event, 1),
    });
    near(sale.timestamp, paidRow.paidAt!);
    // The listing's close, with the seller's ticket and the buyer's order: a receiver knows which listing sold.
    const sold = await deliveredOnce(all, "ticket.hand_back_sold", (d) => d.handBackId === second.id);
    const soldRow = await db().handBack.findUniqueOrThrow({ where: { id: second.id } });
    expect(sold.data).toEqual({ ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, handBackId: second.id, orderId: offer.id, soldAt: soldRow.closedAt!.toISOString() });

    await settle();
    expect(postsOf(all, "ticket.handed_back", ofTicket(ticket.id))).toHaveLength(2);
    expect(postsOf(all, "ticket.hand_back_withdrawn", ofTicket(ticket.id))).toHaveLength(1);
    // The seller's own order is neither refunded nor cancelled by the sale (their payout is a hand-back's, not a refund).
    const sellerOrder = await db().order.findUniqueOrThrow({ where: { orderNo: bought.orderNo } });
    expect(postsOf(all, "order.refunded", ofOrder(sellerOrder.id))).toEqual([]);
    expect(posts.filter((p) => p.path === some.path && p.message?.data.eventId === event.id)).toEqual([]);
  });

  it("a listing nobody bought goes back to its seller when the event starts: ticket.hand_back_withdrawn with the reason event-started", async () => {
    const event = await ownEvent({ standing: 5, standingPrice: PRICE });
    await db().event.update({ where: { id: event.id }, data: { handBackEnabled: true } });
    const { fan: seller } = await paidOrder(event, 1);
    const ticket = await db().ticket.findFirstOrThrow({ where: { ownerId: seller.userId, eventId: event.id } });
    const listed = member((await s.gql(HAND_BACK, { input: { ticketIds: [encodeGlobalID("Ticket", ticket.id)], payPassword: PAY_PASSWORD } }, { token: seller.token })).data?.handBackTickets, "HandBackTicketsSuccess").handBacks[0]!;
    expect(listed.status).toBe("LISTED");
    await deliveredOnce(all, "ticket.handed_back", (d) => d.handBackId === listed.id);

    // The event starts (the hand-back's cutoff); the handback:return-unsold job's sweep gives the ticket back.
    await db().event.update({ where: { id: event.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    await returnUnsoldHandBacks(deps);
    const row = await db().handBack.findUniqueOrThrow({ where: { id: listed.id } });
    expect(row.status).toBe("WITHDRAWN");
    const message = await deliveredOnce(all, "ticket.hand_back_withdrawn", (d) => d.handBackId === listed.id);
    expect(message).toEqual({
      type: "ticket.hand_back_withdrawn",
      timestamp: row.closedAt!.toISOString(),
      data: { ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, handBackId: listed.id, reason: "event-started", withdrawnAt: row.closedAt!.toISOString() },
    });
    // The sweep again: nothing more to give back, nothing more told.
    await returnUnsoldHandBacks(deps);
    await settle();
    expect(postsOf(all, "ticket.hand_back_withdrawn", ofTicket(ticket.id))).toHaveLength(1);
  });
});

describe("event.cancelled", () => {
  it("an organiser's cancel is told once, before the refund and the release it causes; each of those once, with the reason event-cancelled", async () => {
    const event = await ownEvent({ standing: 20, standingPrice: 100_00 });
    const { order: paid } = await paidOrder(event, 2);
    const holder = await buyer(s);
    const held = await securedOrder(s, holder.token, event, 1);
    await settle();

    expect(member((await s.gql(CANCEL_EVENT, { id: event.id }, { token: staff })).data?.cancelEvent, "EventCancellation")).toMatchObject({ alreadyCancelled: false, ordersRefunded: 1 });
    // A second call changes nothing and tells nobody again.
    expect(member((await s.gql(CANCEL_EVENT, { id: event.id }, { token: staff })).data?.cancelEvent, "EventCancellation")).toMatchObject({ alreadyCancelled: true });
    const cancelledAt = (await db().event.findUniqueOrThrow({ where: { id: event.id } })).cancelledAt!;

    const cancelled = await deliveredOnce(all, "event.cancelled", ofEvent(event.id));
    expect(cancelled).toEqual({ type: "event.cancelled", timestamp: cancelledAt.toISOString(), data: { eventId: event.id, cancelledAt: cancelledAt.toISOString() } });

    const [paidRow, heldRow] = [await db().order.findUniqueOrThrow({ where: { id: paid.id } }), await db().order.findUniqueOrThrow({ where: { id: held.id } })];
    const refunded = await deliveredOnce(all, "order.refunded", ofOrder(paid.id));
    expect(refunded.data).toEqual({
      orderId: paid.id,
      orderNo: paid.orderNo,
      kind: "TICKET",
      status: "REFUNDED",
      eventId: event.id,
      currency: "HKD",
      totalAmount: 200_00,
      paidAt: paidRow.paidAt!.toISOString(),
      cancelledAt: cancelledAt.toISOString(),
      lines: standingLines(event, 2),
      reason: "event-cancelled",
    });
    expect(heldRow.status).toBe("CANCELLED");
    const released = await deliveredOnce(all, "order.cancelled", ofOrder(held.id));
    expect(released.data).toEqual({
      orderId: held.id,
      orderNo: held.orderNo,
      kind: "TICKET",
      status: "CANCELLED",
      eventId: event.id,
      currency: "HKD",
      totalAmount: 100_00,
      paidAt: null,
      cancelledAt: cancelledAt.toISOString(),
      lines: standingLines(event, 1),
      reason: "event-cancelled",
    });

    // In order of occurrence: the cancel first, then what it caused.
    const order = posts.filter((p) => p.path === all.path).map((p) => p.webhookId);
    const at = (m: Match, type: string) => order.indexOf(postsOf(all, type, m)[0]!.webhookId);
    expect(at(ofEvent(event.id), "event.cancelled")).toBeLessThan(at(ofOrder(paid.id), "order.refunded"));
    expect(at(ofEvent(event.id), "event.cancelled")).toBeLessThan(at(ofOrder(held.id), "order.cancelled"));

    // The endpoint of two types: the refund (it takes order.refunded), not the cancel nor the release.
    const toSome = await deliveredOnce(some, "order.refunded", ofOrder(paid.id));
    expect(toSome.data).toEqual(refunded.data);
    await notDelivered(some, "event.cancelled", anything);
    await notDelivered(some, "order.cancelled", anything);
  });
});

describe("subscriptions", () => {
  it("an endpoint subscribed to some types received those and nothing else, while the other endpoint received every type", async () => {
    await settle();
    const typesAt = (endpoint: Endpoint) => [...new Set(posts.filter((p) => p.path === endpoint.path).map((p) => p.message!.type))].sort();
    expect(typesAt(some)).toEqual([...SOME_TYPES].sort());
    expect(typesAt(all)).toEqual([...ALL_TYPES].sort());
    // The log agrees: nothing of another type was ever written for it (an endpoint's messages are written at the fact).
    const logged = await db().webhookDelivery.findMany({ where: { endpointId: some.id }, select: { eventType: true } });
    expect([...new Set(logged.map((d) => d.eventType))].sort()).toEqual([...SOME_TYPES].sort());
    // Every message to either endpoint was delivered once: one POST per webhook-id.
    const ids = posts.map((p) => `${p.path} ${p.webhookId}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
