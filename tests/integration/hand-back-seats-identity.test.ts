// Hand-back at face value (issue 32), its two harder cases, against a real database.
// A real-name event: the offer is held without a name, the buyer names it with an identity of their own
// (nameOrderTickets, the secure's one-identity-per-ticket-per-event rule) and cannot pay it unnamed; the
// seller's identity stays on the seller's revoked ticket and is never copied to the buyer's.
// A seated ticket: the offer names its seat, and the sale moves the seat from the seller's ticket to the
// buyer's new one in the payment's transaction, exactly once, also when two fans in line race for it; a
// withdrawn, lapsed or voided listing keeps it, and a refund of the seller's order leaves it with the buyer.
// That refund gives back neither the resold ticket's unit of stock (standing or seated) nor its money: the
// buyer holds the place, and the seller was paid for it by the sale.
// The database audit (tests/helpers/db-audit.ts) checks every step.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelEventAsOperator } from "../helpers/staff.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { graphql } from "../gql/index.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { refundPaidOrder, releaseOrder } from "../../server/src/modules/orders/index.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import type { Tx } from "../../server/src/db.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { REFUND_ORDER } from "./providers-support.ts";

const PAY_PASSWORD = "135790";
const PRICE = 42_000;

const ADD_IDENTITY = graphql(`
  mutation HandBackSeatsAddIdentity($input: AddAudienceIdentityInput!) {
    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }
  }
`);
const SECURE = graphql(`
  mutation HandBackSeatsSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }
  }
`);
const PAY = graphql(`
  mutation HandBackSeatsPay($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }
  }
`);
const NAME = graphql(`
  mutation HandBackSeatsName($input: NameOrderTicketsInput!) {
    nameOrderTickets(input: $input) {
      __typename
      ... on Error { code }
      ... on IdentityTakenError { identityId }
      ... on Order { orderNo items { identity { id maskedName } } }
    }
  }
`);
const HAND_BACK = graphql(`
  mutation HandBackSeatsList($input: HandBackTicketsInput!) {
    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status ticketNo } } }
  }
`);
const WITHDRAW = graphql(`
  mutation HandBackSeatsWithdraw($id: ID!) {
    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }
  }
`);
const OFFER = graphql(`
  query HandBackSeatsOffer($slug: String!, $orderNo: String!) {
    myQueuePlace(eventSlug: $slug) { status offer { orderNo requiresIdentity } }
    order(orderNo: $orderNo) { items { seat { area row number } identity { id } } }
  }
`);
const TICKET = graphql(`
  query HandBackSeatsTicket($id: ID!) { ticket(id: $id) { ticketNo status seat { area row number } handBack { status } resoldThroughHandBack } }
`);

describe("hand-back on a real-name event, and of a seated ticket", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 120_000);
  afterAll(() => s?.stop());
  const db = () => s.app.deps.db;
  const fan = () => createFan(s.app.deps, { payPassword: PAY_PASSWORD, balance: 1_000_000, phone: "verified" });
  const gid = (id: string) => Buffer.from(`Ticket:${id}`).toString("base64");
  const audit = async () => (await auditDatabase(db())).problems;

  async function identity(f: SignableFan, docNumber = `P${crypto.randomBytes(4).toString("hex").toUpperCase()}`) {
    const r = (await s.gql(ADD_IDENTITY, { input: { name: "Chan Tai Man", docType: "PASSPORT", docNumber, consent: true } }, { token: f.token })).data!.addAudienceIdentity;
    if (r.__typename !== "AudienceIdentity") throw new Error(JSON.stringify(r));
    return { id: r.id, docNumber };
  }
  async function pay(f: SignableFan, orderNo: string) {
    return (await s.gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder;
  }
  async function name(f: SignableFan, orderNo: string, identityIds: string[]) {
    return (await s.gql(NAME, { input: { orderNo, identityIds } }, { token: f.token })).data!.nameOrderTickets;
  }
  async function buyOne(f: SignableFan, ev: OnSaleEvent, ticketTypeId: string, identityIds: string[]): Promise<string> {
    const input = { eventSlug: ev.slug, lines: [{ ticketTypeId, quantity: 1 }], identityIds, agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
    const secured = (await s.gql(SECURE, { input }, { token: f.token })).data!.secureTickets;
    if (secured.__typename !== "TicketsSecured") throw new Error(JSON.stringify(secured));
    expect(await pay(f, secured.order.orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    return (await db().ticket.findFirstOrThrow({ where: { ownerId: f.id, eventId: ev.id, ticketTypeId, status: "PAID" } })).id;
  }
  async function coins(userId: string): Promise<number> {
    const [row] = await db().$queryRaw<{ balance: bigint }[]>`select coalesce(sum(balance), 0)::bigint as balance from "WalletAccount" where "userId" = ${userId}`;
    return Number(row.balance);
  }

  /**
   * An event with one standing place and one seat, hand-backs on, the seller holding one of them (the
   * seat when `seated`); on a real-name event `holders` other fans hold the other place in their own name.
   * `waiting` fans on the waiting list, in order.
   */
  async function setUp(opts: { waiting: number; seated?: boolean; realName?: boolean }) {
    const realName = opts.realName ?? false;
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, standingPrice: PRICE, rows: ["A"], perRow: 1, seatedPrice: PRICE, isHot: true, waitingRoom: false, requiresIdentity: realName });
    const seller = await fan();
    const sellerIdentity = realName ? await identity(seller) : null;
    const ticketId = await buyOne(seller, ev, opts.seated ? ev.seatedTypeId : ev.standingTypeId, sellerIdentity ? [sellerIdentity.id] : []);
    // The event's other place, held by another fan in their own name: a document that already holds a ticket.
    const holder = await fan();
    const holderIdentity = realName ? await identity(holder) : null;
    await buyOne(holder, ev, opts.seated ? ev.standingTypeId : ev.seatedTypeId, holderIdentity ? [holderIdentity.id] : []);
    await db().event.update({ where: { id: ev.id }, data: { handBackEnabled: true } });
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { enabled: true, offerSeconds: 600 } });
    const line: SignableFan[] = [];
    for (let i = 0; i < opts.waiting; i++) {
      const f = await fan();
      const at = new Date(Date.now() - 60_000 + i * 1000);
      await db().queueEntry.create({ data: { eventId: ev.id, userId: f.id, status: "WAITING_LIST", joinedAt: at, lastSeenAt: at, waitingListAt: at } });
      line.push(f);
    }
    return { ev, seller, sellerIdentity, holderIdentity, ticketId, line };
  }
  async function handBack(seller: SignableFan, ticketId: string) {
    const r = (await s.gql(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD } }, { token: seller.token })).data!.handBackTickets;
    if (r.__typename !== "HandBackTicketsSuccess") throw new Error(JSON.stringify(r));
    return r.handBacks[0];
  }
  async function offerOf(hbId: string) {
    const hb = await db().handBack.findUniqueOrThrow({ where: { id: hbId } });
    return { hb, order: hb.offerOrderId ? await db().order.findUniqueOrThrow({ where: { id: hb.offerOrderId } }) : null };
  }

  it("real-name: the buyer must name an identity of their own, unnamed it cannot be paid and nothing changes, one already holding a ticket of the event is refused, and the seller's is never copied", { timeout: 120_000 }, async () => {
    const { ev, seller, sellerIdentity, holderIdentity, ticketId, line } = await setUp({ waiting: 1, realName: true });
    const buyer = line[0];
    const listed = await handBack(seller, ticketId);
    expect(listed.status).toBe("OFFERED");
    const { order } = await offerOf(listed.id);
    const orderNo = order!.orderNo;
    // The offer is held without a name (not the seller's), and the buyer's queue place says it must be named.
    const shown = (await s.gql(OFFER, { slug: ev.slug, orderNo }, { token: buyer.token })).data!;
    expect(shown.myQueuePlace).toMatchObject({ status: "OFFERED", offer: { orderNo, requiresIdentity: true } });
    expect(shown.order!.items).toEqual([{ seat: null, identity: null }]);

    const snapshot = async () => ({
      handBack: (await offerOf(listed.id)).hb.status,
      order: (await db().order.findUniqueOrThrow({ where: { id: order!.id } })).status,
      names: (await db().orderItem.findMany({ where: { orderId: order!.id } })).map((i) => i.identityId),
      buyerTickets: await db().ticket.count({ where: { ownerId: buyer.id, eventId: ev.id } }),
      sellerTicket: (await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).status,
      coins: [await coins(buyer.id), await coins(seller.id)],
    });
    const before = await snapshot();
    expect(before).toMatchObject({ handBack: "OFFERED", order: "AWAITING_PAYMENT", names: [null], buyerTickets: 0, sellerTicket: "LISTED" });

    // Unnamed: payment is refused with the typed error, and nothing changes.
    expect(await pay(buyer, orderNo)).toMatchObject({ __typename: "IdentityRequiredError", code: "IDENTITY_REQUIRED" });
    expect(await snapshot()).toEqual(before);
    // The seller's identity is not the buyer's to name; the same refusal.
    expect(await name(buyer, orderNo, [sellerIdentity!.id])).toMatchObject({ __typename: "IdentityRequiredError" });
    // One identity per ticket per event, on any account: the seller's document saved by the buyer holds the
    // very ticket being sold, and another fan's document their own ticket of the event.
    const sellersDocument = await identity(buyer, sellerIdentity!.docNumber);
    expect(await name(buyer, orderNo, [sellersDocument.id])).toMatchObject({ __typename: "IdentityTakenError", identityId: sellersDocument.id });
    const holdersDocument = await identity(buyer, holderIdentity!.docNumber);
    expect(await name(buyer, orderNo, [holdersDocument.id])).toMatchObject({ __typename: "IdentityTakenError", identityId: holdersDocument.id });
    expect(await snapshot()).toEqual(before);
    expect(await audit()).toEqual([]);

    // Named with their own: paid, a new ticket in the buyer's name.
    const own = await identity(buyer);
    expect(await name(buyer, orderNo, [own.id])).toMatchObject({ __typename: "Order", items: [{ identity: { id: own.id, maskedName: "C*** T** M**" } }] });
    expect(await pay(buyer, orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    const bought = await db().ticket.findFirstOrThrow({ where: { ownerId: buyer.id, eventId: ev.id } });
    const sold = await db().ticket.findUniqueOrThrow({ where: { id: ticketId } });
    const ownRow = await db().audienceIdentity.findUniqueOrThrow({ where: { id: own.id } });
    const sellerRow = await db().audienceIdentity.findUniqueOrThrow({ where: { id: sellerIdentity!.id } });
    expect(bought).toMatchObject({ status: "PAID", identityId: own.id, identityHash: ownRow.docNumberHash });
    expect(bought.identityHash).not.toBe(sellerRow.docNumberHash);
    expect(bought.ticketNo).not.toBe(sold.ticketNo);
    expect(sold).toMatchObject({ status: "REVOKED", identityId: sellerIdentity!.id, identityHash: sellerRow.docNumberHash });
    expect((await offerOf(listed.id)).hb).toMatchObject({ status: "SOLD", buyerTicketId: bought.id });
    // Every ticket of the event has an identity of its own: none twice.
    const hashes = (await db().ticket.findMany({ where: { eventId: ev.id }, select: { identityHash: true } })).map((t) => t.identityHash);
    expect(hashes.every(Boolean) && new Set(hashes).size === hashes.length).toBe(true);
    expect(await audit()).toEqual([]);
  });

  it("seated: the offer names the seat, and the sale moves it from the seller's ticket to the buyer's new one, exactly once", { timeout: 120_000 }, async () => {
    const { ev, seller, ticketId, line } = await setUp({ waiting: 1, seated: true });
    const buyer = line[0];
    const seatId = (await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).seatId!;
    expect(seatId).toBeTruthy();
    const listed = await handBack(seller, ticketId);
    expect(listed.status).toBe("OFFERED");
    const { order } = await offerOf(listed.id);
    // The buyer sees the seat on the offer; until they pay it stays sold to the seller's ticket (no HELD seat).
    const shown = (await s.gql(OFFER, { slug: ev.slug, orderNo: order!.orderNo }, { token: buyer.token })).data!;
    expect(shown.order!.items).toEqual([{ seat: { area: "R", row: "A", number: 1 }, identity: null }]);
    expect(await db().seat.findUniqueOrThrow({ where: { id: seatId } })).toMatchObject({ status: "SOLD", heldByOrderId: null });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "LISTED", seatId });
    expect(await audit()).toEqual([]);

    expect(await pay(buyer, order!.orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    const bought = await db().ticket.findFirstOrThrow({ where: { ownerId: buyer.id, eventId: ev.id } });
    expect(bought).toMatchObject({ status: "PAID", seatId });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "REVOKED", seatId: null });
    expect(await db().ticket.count({ where: { seatId } })).toBe(1);
    expect(await db().seat.findUniqueOrThrow({ where: { id: seatId } })).toMatchObject({ status: "SOLD", heldByOrderId: null });
    // The ticket pages: the buyer's shows the seat; the seller's, sold, none.
    const mine = (await s.gql(TICKET, { id: gid(bought.id) }, { token: buyer.token })).data!.ticket;
    expect(mine).toMatchObject({ status: "PAID", seat: { area: "R", row: "A", number: 1 }, resoldThroughHandBack: false });
    const theirs = (await s.gql(TICKET, { id: gid(ticketId) }, { token: seller.token })).data!.ticket;
    // My Tickets lists it as handed back and sold, not as revoked.
    expect(theirs).toMatchObject({ status: "REVOKED", seat: null, handBack: { status: "SOLD" }, resoldThroughHandBack: true });
    expect(await audit()).toEqual([]);

    // The seller's own order refunded in full afterwards (an organiser's refund): the seat stays the buyer's.
    const sellerOrder = await db().order.findFirstOrThrow({ where: { userId: seller.id, eventId: ev.id } });
    await db().$transaction((tx) => refundPaidOrder(tx, s.app.deps, sellerOrder.id, new Date(), "refund"));
    expect(await db().seat.findUniqueOrThrow({ where: { id: seatId } })).toMatchObject({ status: "SOLD" });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: bought.id } })).toMatchObject({ status: "PAID", seatId });
  });

  it.each([
    { seated: false, feeBps: 1000 },
    { seated: true, feeBps: 0 },
  ])("a full refund of the seller's order after one of its tickets was handed back and sold gives back neither that ticket's stock nor its money (seated: $seated, fee: $feeBps bps)", async ({ seated, feeBps }) => {
    // Two places of the type, both in the seller's one order; the event's organiser refunds orders.
    const ev = await createOnSaleEvent(s.app.deps, { standing: 2, standingPrice: PRICE, rows: ["A"], perRow: 2, seatedPrice: PRICE, isHot: true, waitingRoom: false });
    const typeId = seated ? ev.seatedTypeId : ev.standingTypeId;
    const orgId = `org_${crypto.randomBytes(4).toString("hex")}`;
    await db().organisation.create({ data: { id: orgId, slug: orgId.replaceAll("_", "-"), name: `Organiser ${orgId}` } });
    await db().event.update({ where: { id: ev.id }, data: { organisationId: orgId, handBackEnabled: true, handBackFeeBps: feeBps } });
    const boxOffice = (await createStaffToken(db(), "box office", ["orders:refund", "orders:read"], { organisationId: orgId })).token;
    const secure = async (f: SignableFan, quantity: number) => {
      const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: typeId, quantity }], identityIds: [], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
      return (await s.gql(SECURE, { input }, { token: f.token })).data!.secureTickets;
    };
    const seller = await fan();
    const secured = await secure(seller, 2);
    if (secured.__typename !== "TicketsSecured") throw new Error(JSON.stringify(secured));
    expect(await pay(seller, secured.order.orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    const sellerOrder = await db().order.findUniqueOrThrow({ where: { orderNo: secured.order.orderNo } });
    const [resoldId, keptId] = (await db().ticket.findMany({ where: { ownerId: seller.id, eventId: ev.id }, orderBy: { ticketNo: "asc" } })).map((t) => t.id);
    const keptSeat = (await db().ticket.findUniqueOrThrow({ where: { id: keptId! } })).seatId;

    // One of them handed back and bought by the fan waiting in line.
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { enabled: true, offerSeconds: 600 } });
    const buyer = await fan();
    const at = new Date(Date.now() - 60_000);
    await db().queueEntry.create({ data: { eventId: ev.id, userId: buyer.id, status: "WAITING_LIST", joinedAt: at, lastSeenAt: at, waitingListAt: at } });
    const listed = await handBack(seller, resoldId!);
    const { order: offer } = await offerOf(listed.id);
    expect(await pay(buyer, offer!.orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    const sold = await db().handBack.findUniqueOrThrow({ where: { id: listed.id } });
    expect(sold.status).toBe("SOLD");
    // The line has had its turn: new buyers buy straight from the event from here on.
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { enabled: false } });
    const payout = sold.faceAmount - (sold.feeAmount ?? 0);
    const bought = await db().ticket.findUniqueOrThrow({ where: { id: sold.buyerTicketId! } });
    const stock = async () => (await db().ticketType.findUniqueOrThrow({ where: { id: typeId } })).sold;
    expect(await stock()).toBe(2);
    expect(await audit()).toEqual([]);

    // The organiser refunds the seller's order in full: only what the sale did not pay already, and only the
    // kept ticket's place goes back; the resold one stays the buyer's.
    const r = (await s.gql(REFUND_ORDER, { input: { orderNo: sellerOrder.orderNo, reason: "The fan cannot come", idempotencyKey: crypto.randomUUID() } }, { token: boxOffice })).data!.refundOrder;
    expect(r).toMatchObject({ __typename: "OrderRefunded", full: true, refund: { cause: "ORDER_REFUND", orderAmount: 2 * PRICE - payout }, order: { status: "REFUNDED", refundable: { amount: 0 } } });
    const refunds = await db().refund.findMany({ where: { orderId: sellerOrder.id, status: { not: "FAILED" } }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((x) => [x.cause, x.orderAmount])).toEqual([["HAND_BACK", payout], ["ORDER_REFUND", 2 * PRICE - payout]]);
    expect(await stock()).toBe(1);
    expect(await db().ticket.findUniqueOrThrow({ where: { id: keptId! } })).toMatchObject({ status: "REVOKED", seatId: null });
    // On My Tickets the refunded one is revoked, the resold one handed back and sold.
    expect((await s.gql(TICKET, { id: gid(keptId!) }, { token: seller.token })).data!.ticket).toMatchObject({ status: "REVOKED", resoldThroughHandBack: false });
    expect((await s.gql(TICKET, { id: gid(resoldId!) }, { token: seller.token })).data!.ticket).toMatchObject({ status: "REVOKED", resoldThroughHandBack: true });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: bought.id } })).toMatchObject({ status: "PAID", seatId: bought.seatId });
    if (seated) {
      expect(await db().seat.findUniqueOrThrow({ where: { id: bought.seatId! } })).toMatchObject({ status: "SOLD" });
      expect(await db().seat.findUniqueOrThrow({ where: { id: keptSeat! } })).toMatchObject({ status: "AVAILABLE" });
    }
    expect(await audit()).toEqual([]);

    // A new fan can buy the one place given back, and no more: the type never sells past its capacity.
    const next = await fan();
    const again = await secure(next, 1);
    if (again.__typename !== "TicketsSecured") throw new Error(JSON.stringify(again));
    expect(await pay(next, again.order.orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    const resold = await db().ticket.findFirstOrThrow({ where: { ownerId: next.id, eventId: ev.id } });
    // A seated one gets the seat the refund gave back, which the refunded ticket let go of.
    expect(resold).toMatchObject({ status: "PAID", seatId: keptSeat });
    expect(await secure(await fan(), 1)).toMatchObject({ code: "SOLD_OUT" });
    expect(await stock()).toBe(2);
    expect(await audit()).toEqual([]);
  }, 120_000);

  it("seated: a lapsed offer, a withdrawal and the event's cancel all leave the seat on the seller's ticket", { timeout: 120_000 }, async () => {
    const { seller, ticketId } = await setUp({ waiting: 1, seated: true });
    const seatId = (await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).seatId!;
    const listed = await handBack(seller, ticketId);
    const { order } = await offerOf(listed.id);
    await db().$transaction((tx) => releaseOrder(tx, s.app.deps, order!.id, "EXPIRED", new Date()));
    expect((await offerOf(listed.id)).hb).toMatchObject({ status: "LISTED", offerOrderId: null });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "LISTED", seatId });
    expect(await db().seat.findUniqueOrThrow({ where: { id: seatId } })).toMatchObject({ status: "SOLD", heldByOrderId: null });
    expect(await audit()).toEqual([]);
    expect((await s.gql(WITHDRAW, { id: listed.id }, { token: seller.token })).data!.withdrawHandBack).toMatchObject({ status: "WITHDRAWN" });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "PAID", seatId });
    expect(await db().seat.findUniqueOrThrow({ where: { id: seatId } })).toMatchObject({ status: "SOLD" });
    expect(await audit()).toEqual([]);

    // Listed again and offered, then the event is cancelled: the listing is void, the seat still the seller's ticket's.
    const again = await setUp({ waiting: 1, seated: true });
    const againSeat = (await db().ticket.findUniqueOrThrow({ where: { id: again.ticketId } })).seatId!;
    const relisted = await handBack(again.seller, again.ticketId);
    expect(relisted.status).toBe("OFFERED");
    await cancelEventAsOperator(s, again.ev.id);
    expect((await offerOf(relisted.id)).hb.status).toBe("VOID");
    expect(await db().ticket.findUniqueOrThrow({ where: { id: again.ticketId } })).toMatchObject({ status: "REVOKED", seatId: againSeat });
    expect(await db().ticket.count({ where: { seatId: againSeat } })).toBe(1);
    expect(await audit()).toEqual([]);
  });

  it("seated: two fans in line racing for one handed-back seat (the first's offer lapsing as they pay, then both paying at once): the seat ends on exactly one ticket", { timeout: 180_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const { ev, seller, ticketId, line } = await setUp({ waiting: 2, seated: true });
      const seatId = (await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).seatId!;
      const listed = await handBack(seller, ticketId);
      const first = (await offerOf(listed.id)).order!;
      expect(first.userId).toBe(line[0].id);
      // The first fan pays while their offer lapses (as the expiry sweep releases it), which passes it to the second.
      const [paidFirst] = await Promise.all([
        pay(line[0], first.orderNo).then((r) => r.__typename),
        db().$transaction((tx) => releaseOrder(tx, s.app.deps, first.id, "EXPIRED", new Date())),
      ]);
      const after = await offerOf(listed.id);
      if (paidFirst !== "PaymentAccepted") {
        expect(after.hb.status).toBe("OFFERED");
        const second = after.order!;
        expect(second.userId).toBe(line[1].id);
        // Both at once: the first on their lapsed order, the second on theirs; only the second can win.
        const [a, b] = await Promise.all([pay(line[0], first.orderNo), pay(line[1], second.orderNo)]);
        expect(a.__typename).not.toBe("PaymentAccepted");
        expect(b.__typename).toBe("PaymentAccepted");
      }
      const { hb } = await offerOf(listed.id);
      expect(hb.status).toBe("SOLD");
      const holders = await db().ticket.findMany({ where: { seatId } });
      expect(holders).toHaveLength(1);
      expect(holders[0]).toMatchObject({ id: hb.buyerTicketId, ownerId: paidFirst === "PaymentAccepted" ? line[0].id : line[1].id, status: "PAID" });
      expect(await db().ticket.count({ where: { eventId: ev.id, ticketTypeId: ev.seatedTypeId, status: { not: "REVOKED" } } })).toBe(1);
      expect(await db().ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({ status: "REVOKED", seatId: null });
      expect(await db().seat.findUniqueOrThrow({ where: { id: seatId } })).toMatchObject({ status: "SOLD", heldByOrderId: null });
    }
    expect(await audit()).toEqual([]);
  });

  it("the audit sees a seat left on the seller's sold ticket, and an offer naming another seat", { timeout: 120_000 }, async () => {
    const sold = await setUp({ waiting: 1, seated: true });
    const soldHb = await handBack(sold.seller, sold.ticketId);
    expect(await pay(sold.line[0], (await offerOf(soldHb.id)).order!.orderNo)).toMatchObject({ __typename: "PaymentAccepted" });
    const live = await setUp({ waiting: 1, seated: true });
    const liveHb = await handBack(live.seller, live.ticketId);
    expect(await audit()).toEqual([]);
    class Rollback extends Error {}
    const problemsAfter = async (damage: (tx: Tx) => Promise<unknown>) => {
      let problems: string[] = [];
      await db()
        .$transaction(async (tx) => {
          await damage(tx);
          problems = (await auditDatabase(tx)).problems;
          throw new Rollback();
        })
        .catch((e) => {
          if (!(e instanceof Rollback)) throw e;
        });
      return problems;
    };
    const buyerTicket = (await offerOf(soldHb.id)).hb.buyerTicketId!;
    const seat = (await db().ticket.findUniqueOrThrow({ where: { id: buyerTicket } })).seatId!;
    // The seat back on the seller's ticket, off the buyer's.
    const back = await problemsAfter(async (tx) => {
      await tx.ticket.update({ where: { id: buyerTicket }, data: { seatId: null } });
      await tx.ticket.update({ where: { id: sold.ticketId }, data: { seatId: seat } });
    });
    expect(back.join("\n")).toMatch(/seat stayed on the seller's ticket/);
    // The live offer naming a seat other than its ticket's (none).
    const offerOrderId = (await offerOf(liveHb.id)).hb.offerOrderId!;
    const other = await problemsAfter((tx) => tx.orderItem.updateMany({ where: { orderId: offerOrderId }, data: { seatId: null } }));
    expect(other.join("\n")).toMatch(/offer names another seat/);
  });
});
