// Duplicating an event (issue 34), over HTTP: the copy has the original's terms, ticket types (prices,
// capacities), seat map and sale rules under a new slug, with no orders, tickets or sales, its sale paused
// and its dates moved by the days asked; the original is untouched; every input problem is reported at
// once; a taken slug and another organisation's event are refused; a cancelled event can be copied; audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { PAY_PASSWORD } from "./payments-support.ts";
import { buyer, key, organiserWithEvent, PAY, securedOrder } from "./providers-support.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

const DUPLICATE = graphql(`
  mutation EventDuplicate($id: ID!, $input: DuplicateEventInput!) {
    duplicateEvent(id: $id, input: $input) {
      __typename
      ... on OperatorEvent { id slug title salesPaused cancelledAt startsAt saleStartsAt ticketTypes { id name area price { amount } capacity sold seated } }
      ... on ValidationError { code field issues { field } }
      ... on Error { code }
    }
  }
`);
const ROOM = graphql(`mutation EventDuplicateRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) { updateWaitingRoom(eventId: $eventId, input: $input) { __typename } }`);
const CANCEL = graphql(`mutation EventDuplicateCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on Error { code } } }`);
const DAY = 86_400_000;

async function organiser() {
  const org = await organiserWithEvent(s, { standing: 20, standingPrice: 100_00 });
  const token = (await createStaffToken(s.app.deps.db, "organiser", ["events:write"], { organisationId: org.organisationId })).token;
  return { ...org, token };
}

describe("duplicateEvent (issue 34)", () => {
  it("copies the terms, ticket types and seat map as a new paused event with nothing sold, dates moved, the original untouched", async () => {
    const { event, token, organisationId } = await organiser();
    const fan = await buyer(s, { balance: 10_000_00 });
    const order = await securedOrder(s, fan.token, event, 2);
    expect((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token })).data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    const db = s.app.deps.db;
    const original = await db.event.findUniqueOrThrow({ where: { id: event.id }, include: { ticketTypes: true, seats: true } });

    const copy = member((await s.gql(DUPLICATE, { id: event.id, input: { slug: `${event.slug}-again`, title: "The second night", shiftDays: 7 } }, { token })).data?.duplicateEvent, "OperatorEvent");
    expect(copy.id).not.toBe(event.id);
    expect(copy).toMatchObject({ slug: `${event.slug}-again`, title: "The second night", salesPaused: true, cancelledAt: null });
    expect(new Date(String(copy.startsAt)).getTime() - original.startsAt.getTime()).toBe(7 * DAY);
    expect(new Date(String(copy.saleStartsAt)).getTime() - original.saleStartsAt.getTime()).toBe(7 * DAY);
    const types = (t: { name: string; area: string; price: number; capacity: number; seated: boolean }) => ({ name: t.name, area: t.area, price: t.price, capacity: t.capacity, seated: t.seated });
    const byArea = (a: { area: string }, b: { area: string }) => a.area.localeCompare(b.area);
    expect(copy.ticketTypes.map((t) => types({ ...t, price: t.price.amount })).sort(byArea)).toEqual(original.ticketTypes.map((t) => types({ ...t, price: t.priceAmount })).sort(byArea));
    expect(copy.ticketTypes.every((t) => t.sold === 0)).toBe(true);

    const stored = await db.event.findUniqueOrThrow({ where: { id: copy.id }, include: { seats: true } });
    expect(stored).toMatchObject({ organisationId, venue: original.venue, about: original.about, currency: original.currency, maxTicketsPerAccount: original.maxTicketsPerAccount, transferLockHours: original.transferLockHours });
    expect(stored.seats.length).toBe(original.seats.length);
    expect(stored.seats.length).toBeGreaterThan(0);
    expect(stored.seats.every((x) => x.status === "AVAILABLE" && x.heldByOrderId === null)).toBe(true);
    expect(new Set(stored.seats.map((x) => x.ticketTypeId))).toEqual(new Set(copy.ticketTypes.filter((t) => t.seated).map((t) => t.id)));
    expect(await db.order.count({ where: { eventId: copy.id } })).toBe(0);
    expect(await db.ticket.count({ where: { eventId: copy.id } })).toBe(0);

    // The original is as it was: its order, its sold count, its slug.
    const after = await db.event.findUniqueOrThrow({ where: { id: event.id }, include: { ticketTypes: true } });
    expect(after.slug).toBe(original.slug);
    expect(after.ticketTypes.map((t) => t.sold).sort()).toEqual(original.ticketTypes.map((t) => t.sold).sort());
    expect(await db.order.count({ where: { eventId: event.id, status: "PAID" } })).toBe(1);

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "operator.event_duplicate", targetId: copy.id } });
    expect(audit).toMatchObject({ outcome: "SUCCESS", organisationId, eventId: copy.id });
    expect(audit.details).toMatchObject({ organisationId, after: expect.arrayContaining([`from=${event.id}`, "shiftDays=7"]) });
  });

  it("reports every input problem at once, refuses a taken slug and another organisation's event, and changes nothing then", async () => {
    const mine = await organiser();
    const theirs = await organiser();
    const db = s.app.deps.db;
    const before = await db.event.count();
    const bad = member((await s.gql(DUPLICATE, { id: mine.event.id, input: { slug: "No Spaces!", title: "   ", shiftDays: 99_999 } }, { token: mine.token })).data?.duplicateEvent, "ValidationError");
    expect(bad.issues.map((i) => i.field).sort()).toEqual(["shiftDays", "slug", "title"]);
    const taken = member((await s.gql(DUPLICATE, { id: mine.event.id, input: { slug: theirs.event.slug } }, { token: mine.token })).data?.duplicateEvent, "ValidationError");
    expect(taken.field).toBe("slug");
    expect((await s.gql(DUPLICATE, { id: theirs.event.id, input: { slug: `${theirs.event.slug}-stolen` } }, { token: mine.token })).data?.duplicateEvent).toEqual({ __typename: "NotFoundError", code: "NOT_FOUND" });
    expect(await db.event.count()).toBe(before);
  });

  it("copies a cancelled event into one that is not cancelled and can go on sale", async () => {
    const { event, token } = await organiser();
    expect((await s.gql(CANCEL, { id: event.id }, { token })).data?.cancelEvent.__typename).toBe("EventCancellation");
    const copy = member((await s.gql(DUPLICATE, { id: event.id, input: { slug: `${event.slug}-rescheduled`, shiftDays: 30 } }, { token })).data?.duplicateEvent, "OperatorEvent");
    expect(copy).toMatchObject({ cancelledAt: null, salesPaused: true, title: event.title });
  });

  it("gives the copy the original's waiting room settings when the caller manages waiting rooms", async () => {
    const { event, organisationId } = await organiser();
    const manager = (await createStaffToken(s.app.deps.db, "manager", ["events:write", "queue:manage"], { organisationId })).token;
    expect((await s.gql(ROOM, { eventId: event.id, input: { enabled: true, ratePerMinute: 42, passSeconds: 300, offerSeconds: 420, graceSeconds: 60 } }, { token: manager })).errors).toBeUndefined();
    const copy = member((await s.gql(DUPLICATE, { id: event.id, input: { slug: `${event.slug}-room` } }, { token: manager })).data?.duplicateEvent, "OperatorEvent");
    const [from, to] = await Promise.all([s.app.deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } }), s.app.deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: copy.id } })]);
    expect(to).toMatchObject({ enabled: true, ratePerMinute: 42, passSeconds: 300, offerSeconds: 420, graceSeconds: 60 });
    // Its own pre-queue: its own secret seed.
    expect(to.seed).not.toBe(from.seed);
  });
});
