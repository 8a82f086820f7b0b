// The fan's declared seating need and what it opens (issue 33), against a real database and server:
// wheelchair spaces and companion seats are held, before the event's accessible release, only by fans who
// declared the need (one space and as many companions as declared), and by anyone after it; best available
// keeps to ordinary seats; the need is encrypted at rest, the fan's to read, export and withdraw, gone with
// the account, and shown to the box office only for the holders of that event's tickets; a fan with the
// need admitted from the waiting room is told how many spaces are free for them.
import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { admissionPass } from "../helpers/queue.ts";
import { graphql } from "../gql/index.ts";
import { createFan, createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createTicket } from "../factories/tickets.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { auditDatabase } from "../helpers/db-audit.ts";

const SECURE = graphql(`
  mutation SeatingNeedSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) {
      __typename
      ... on Error { code message field }
      ... on AccessibleSeatsKeptError { seats { id } releaseAt }
      ... on TicketsSecured { order { orderNo items { seat { row number access } } } }
    }
  }
`);
const OFFER = graphql(`
  query SeatingNeedOffer($slug: String!, $typeId: ID!, $quantity: Int!) {
    event(slug: $slug) {
      accessibleSeatsReleaseAt
      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { row number }
      accessibleSpaces(ticketTypeId: $typeId) { wheelchair { id row number access } companions { id row number access } }
    }
  }
`);
const MY_NEED = graphql(`query SeatingNeedMine { mySeatingNeed { wheelchair companions updatedAt } }`);
const SET_NEED = graphql(`
  mutation SeatingNeedSet($input: SeatingNeedInput!) {
    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions } ... on ValidationError { code field } }
  }
`);
const DELETE_NEED = graphql(`mutation SeatingNeedDelete { deleteSeatingNeed { ok } }`);
const EXPORT = graphql(`mutation SeatingNeedExport($p: String!) { exportMyData(password: $p) { __typename ... on MyDataExport { data } } }`);
const DELETE_ACCOUNT = graphql(`mutation SeatingNeedDeleteAccount($p: String!) { deleteMyAccount(password: $p) { __typename ... on Done { ok } ... on Error { code } } }`);
const ATTENDEES = graphql(`
  query SeatingNeedAttendees($eventId: ID!, $revealEmails: Boolean) {
    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderSeatingNeed { wheelchair companions } } } }
  }
`);
const PLACE = graphql(`query SeatingNeedPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status accessibleSeatsAvailable } }`);

let s: TestServer;
const db = () => s.app.deps.db;
const gid = (type: string, id: string) => encodeGlobalID(type, id);

beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

type Event = OnSaleEvent & { seat: (row: string, n: number) => string };

/**
 * Rows A and B of seats 1–4 and 6–9 (an aisle between 4 and 6); A1 a wheelchair space, A2 and A3 its
 * companion seats, B9 another space with B8 its companion seat. Marked before anything reads the map.
 */
async function eventWithSpaces(opts: { maxTicketsPerAccount?: number; isHot?: boolean } = {}): Promise<Event> {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 10, rows: [], perRow: 0, maxTicketsPerAccount: opts.maxTicketsPerAccount ?? 4, isHot: opts.isHot });
  const numbers = [1, 2, 3, 4, 6, 7, 8, 9];
  const access = (row: string, n: number) => ({ A1: "WHEELCHAIR", A2: "COMPANION", A3: "COMPANION", B9: "WHEELCHAIR", B8: "COMPANION" } as const)[`${row}${n}` as "A1"] ?? null;
  await db().seat.createMany({ data: ["A", "B"].flatMap((row) => numbers.map((number) => ({ eventId: ev.id, ticketTypeId: ev.seatedTypeId, area: "R", row, number, access: access(row, number) }))) });
  await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { capacity: 16 } });
  const seats = await db().seat.findMany({ where: { eventId: ev.id } });
  return { ...ev, seat: (row, n) => seats.find((x) => x.row === row && x.number === n)!.id };
}

async function secure(fan: Fan, ev: Event, line: { quantity: number; seats?: string[] }) {
  const seatIds = line.seats?.map((code) => gid("Seat", ev.seat(code[0]!, Number(code.slice(1)))));
  const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: gid("TicketType", ev.seatedTypeId), quantity: line.quantity, seatIds }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
  return (await s.gql(SECURE, { input }, { token: fan.token })).data!.secureTickets;
}
const seatsOf = (r: Awaited<ReturnType<typeof secure>>) => (r.__typename === "TicketsSecured" ? r.order.items.map((i) => `${i.seat!.row}${i.seat!.number}`) : r.__typename);
const declare = async (fan: Fan, companions: number) => expect((await s.gql(SET_NEED, { input: { companions } }, { token: fan.token })).data!.setSeatingNeed).toMatchObject({ __typename: "SeatingNeed", companions });
const held = (ev: Event) => db().seat.findMany({ where: { eventId: ev.id, status: { not: "AVAILABLE" } }, orderBy: [{ row: "asc" }, { number: "asc" }] }).then((r) => r.map((x) => `${x.row}${x.number}`));

describe("wheelchair spaces and companion seats", () => {
  it("before the release: refused to a fan without the need, held by one with it (one space and the companions declared, across orders)", async () => {
    const ev = await eventWithSpaces();
    const [plain, needs, needsOne] = await createFans(s.app.deps, 3);
    await declare(needs, 2);
    await declare(needsOne, 1);

    for (const seats of [["A1"], ["A2"], ["A1", "A2"], ["A3", "A4"]]) {
      const r = await secure(plain, ev, { quantity: seats.length, seats });
      expect(r).toMatchObject({ __typename: "AccessibleSeatsKeptError", code: "ACCESSIBLE_SEATS_KEPT" });
      if (r.__typename === "AccessibleSeatsKeptError") expect(new Date(r.releaseAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(await held(ev)).toEqual([]);

    // Best available keeps to ordinary seats, for everyone: row A's 1–4 block holds kept seats, so A6–A9.
    const offer = (await s.gql(OFFER, { slug: ev.slug, typeId: gid("TicketType", ev.seatedTypeId), quantity: 4 }, { token: needs.token })).data!.event!;
    expect(offer.bestAvailableSeats.map((x) => `${x.row}${x.number}`)).toEqual(["A6", "A7", "A8", "A9"]);
    // The spaces on offer, each with its companion seats, nearest first.
    expect(offer.accessibleSpaces.map((sp) => [`${sp.wheelchair.row}${sp.wheelchair.number}`, sp.companions.map((c) => `${c.row}${c.number}`)])).toEqual([
      ["A1", ["A2", "A3"]],
      ["B9", ["B8"]],
    ]);

    // One companion declared: a space with two companions is refused, with one it is held.
    expect(await secure(needsOne, ev, { quantity: 3, seats: ["A1", "A2", "A3"] })).toMatchObject({ __typename: "AccessibleSeatsKeptError" });
    expect(seatsOf(await secure(needsOne, ev, { quantity: 2, seats: ["B9", "B8"] }))).toEqual(["B9", "B8"]);
    // Their need is used: a second order does not add another space.
    expect(await secure(needsOne, ev, { quantity: 1, seats: ["A1"] })).toMatchObject({ __typename: "AccessibleSeatsKeptError" });
    // Two declared: the space and both companions; two spaces at once are refused.
    expect(await secure(needs, ev, { quantity: 2, seats: ["A1", "B9"] })).toMatchObject({ __typename: "AccessibleSeatsKeptError" });
    const r = await secure(needs, ev, { quantity: 3, seats: ["A1", "A2", "A3"] });
    expect(seatsOf(r)).toEqual(["A1", "A2", "A3"]);
    if (r.__typename === "TicketsSecured") expect(r.order.items.map((i) => i.seat!.access)).toEqual(["WHEELCHAIR", "COMPANION", "COMPANION"]);
    // A fan without the need asking for four gets ordinary seats only, however many are kept.
    expect(seatsOf(await secure(plain, ev, { quantity: 4 }))).toEqual(["A6", "A7", "A8", "A9"]);
    expect(await held(ev)).toEqual(["A1", "A2", "A3", "A6", "A7", "A8", "A9", "B8", "B9"]);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("one fan's racing secures take one space and the declared companions in all (counted under the fan's lock)", async () => {
    // Five rounds, each on its own event: the fan's tabs pick a space each (A1, B9) and a companion seat
    // each (A2, A3, B8) at the same moment. One space and one companion seat, whatever the interleaving.
    for (let round = 0; round < 5; round++) {
      const ev = await eventWithSpaces({ maxTicketsPerAccount: 8 });
      const [fan] = await createFans(s.app.deps, 1);
      await declare(fan, 1);
      const picks = [["A1"], ["B9"], ["A2"], ["A3"], ["B8"]];
      const answers = await Promise.all(picks.map((seats) => secure(fan, ev, { quantity: 1, seats })));
      const won = picks.filter((_, i) => answers[i]!.__typename === "TicketsSecured").map(([x]) => x);
      for (const a of answers) expect(["TicketsSecured", "AccessibleSeatsKeptError"]).toContain(a.__typename);
      expect(won.filter((x) => x === "A1" || x === "B9")).toHaveLength(1);
      expect(won.filter((x) => x !== "A1" && x !== "B9")).toHaveLength(1);
      expect(await held(ev)).toEqual([...won].sort());
    }
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("a withdrawn need no longer opens them", async () => {
    const ev = await eventWithSpaces();
    const [fan] = await createFans(s.app.deps, 1);
    await declare(fan, 0);
    expect((await s.gql(DELETE_NEED, {}, { token: fan.token })).data!.deleteSeatingNeed.ok).toBe(true);
    expect(await secure(fan, ev, { quantity: 1, seats: ["A1"] })).toMatchObject({ __typename: "AccessibleSeatsKeptError" });
  });

  it("after the release time anyone can hold them", async () => {
    const ev = await eventWithSpaces();
    const [plain, other] = await createFans(s.app.deps, 2);
    expect(await secure(plain, ev, { quantity: 2, seats: ["A1", "A2"] })).toMatchObject({ __typename: "AccessibleSeatsKeptError" });
    // The organiser's release time moved into the past: the sale's cached copy of the event is stale.
    await db().event.update({ where: { id: ev.id }, data: { accessibleReleaseAt: new Date(Date.now() - 60_000) } });
    expect(seatsOf(await secure(plain, ev, { quantity: 2, seats: ["A1", "A2"] }))).toEqual(["A1", "A2"]);
    // And best available may now give them too: of row A's pairs nearest its centre, A3 (a companion seat)–A4 comes first.
    const offer = (await s.gql(OFFER, { slug: ev.slug, typeId: gid("TicketType", ev.seatedTypeId), quantity: 2 })).data!.event!;
    expect(offer.bestAvailableSeats.map((x) => `${x.row}${x.number}`)).toEqual(["A3", "A4"]);
    expect(seatsOf(await secure(other, ev, { quantity: 2 }))).toEqual(["A3", "A4"]);
    expect(new Date(offer.accessibleSeatsReleaseAt).getTime()).toBeLessThan(Date.now());
    expect((await auditDatabase(db())).problems).toEqual([]);
  });
});

describe("the declared need", () => {
  it("is the fan's to read, change and withdraw, validated and audited, and encrypted at rest", async () => {
    const [fan, other] = await createFans(s.app.deps, 2);
    expect((await s.gql(MY_NEED, {}, { token: fan.token })).data!.mySeatingNeed).toBeNull();
    expect((await s.gql(MY_NEED, {})).errors).toBeDefined();
    expect((await s.gql(SET_NEED, { input: { companions: 4 } }, { token: fan.token })).data!.setSeatingNeed).toMatchObject({ __typename: "ValidationError", field: "companions" });
    expect((await s.gql(SET_NEED, { input: { companions: -1 } }, { token: fan.token })).data!.setSeatingNeed).toMatchObject({ __typename: "ValidationError" });
    await declare(fan, 3);
    await declare(fan, 2);
    expect((await s.gql(MY_NEED, {}, { token: fan.token })).data!.mySeatingNeed).toMatchObject({ wheelchair: true, companions: 2 });
    expect((await s.gql(MY_NEED, {}, { token: other.token })).data!.mySeatingNeed).toBeNull();

    // At rest: bytes, no plaintext of the need; nothing else in the row says it.
    const rows = await db().$queryRaw<{ row: string; needEnc: Uint8Array }[]>`select row_to_json(n)::text as row, "needEnc" from "SeatingNeed" n where "userId" = ${fan.id}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toMatch(/companion|wheelchair|"2"|: ?2[,}]/i);
    expect(Buffer.from(rows[0]!.needEnc).toString("latin1")).not.toMatch(/companion|wheelchair/i);
    // Sealed to its fan: copied onto another fan's row it does not open.
    await db().seatingNeed.create({ data: { userId: other.id, needEnc: Buffer.from(rows[0]!.needEnc) } });
    expect((await s.gql(MY_NEED, {}, { token: other.token })).data!.mySeatingNeed).toBeNull();

    expect((await s.gql(DELETE_NEED, {}, { token: fan.token })).data!.deleteSeatingNeed.ok).toBe(true);
    expect((await s.gql(MY_NEED, {}, { token: fan.token })).data!.mySeatingNeed).toBeNull();
    expect(await db().seatingNeed.count({ where: { userId: fan.id } })).toBe(0);
    const audit = await db().auditLog.findMany({ where: { subjectUserId: fan.id, action: { startsWith: "identity.seating_need" } }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["identity.seating_need_set", "identity.seating_need_set", "identity.seating_need_delete"]);
    expect(JSON.stringify(audit.map((a) => a.details))).not.toMatch(/companion/);
  });

  it("is in the fan's export and gone with the account", async () => {
    const fan = await createFan(s.app.deps);
    await declare(fan, 1);
    const exported = (await s.gql(EXPORT, { p: fan.password }, { token: fan.token })).data!.exportMyData;
    expect(exported.__typename).toBe("MyDataExport");
    if (exported.__typename === "MyDataExport") expect((exported.data as { seatingNeed: unknown }).seatingNeed).toMatchObject({ wheelchair: true, companions: 1 });
    expect((await s.gql(DELETE_ACCOUNT, { p: fan.password }, { token: fan.token })).data!.deleteMyAccount).toMatchObject({ __typename: "Done" });
    expect(await db().seatingNeed.count({ where: { userId: fan.id } })).toBe(0);
  });
});

describe("the box office", () => {
  it("sees the need of the holders of its event's tickets, in a revealed (audited) list only", async () => {
    const org = `org_sn_${crypto.randomBytes(3).toString("hex")}`;
    await db().organisation.create({ data: { id: org, slug: org.replaceAll("_", "-"), name: "Seating" } });
    const [boxOffice, withNeed, without] = await createFans(s.app.deps, 3);
    await db().organisationMember.create({ data: { organisationId: org, userId: boxOffice.id, role: "BOX_OFFICE" } });
    const x = await createOnSaleEvent(s.app.deps, { standing: 10, rows: [], perRow: 0 });
    const y = await createOnSaleEvent(s.app.deps, { standing: 10, rows: [], perRow: 0 });
    await db().event.updateMany({ where: { id: { in: [x.id, y.id] } }, data: { organisationId: org } });
    await declare(withNeed, 2);
    const tx = await createTicket(s.app.deps, { ownerId: withNeed.id, ticketTypeId: x.standingTypeId });
    const tPlain = await createTicket(s.app.deps, { ownerId: without.id, ticketTypeId: x.standingTypeId });
    const ty = await createTicket(s.app.deps, { ownerId: without.id, ticketTypeId: y.standingTypeId });
    const needs = async (eventId: string, token: string, revealEmails: boolean) => {
      const r = await s.gql(ATTENDEES, { eventId: gid("Event", eventId), revealEmails }, { token });
      expect(r.errors).toBeUndefined();
      return Object.fromEntries(r.data!.operatorAttendees.edges.map((e) => [e.node.ticketNo, e.node.holderSeatingNeed]));
    };
    const before = await db().auditLog.count({ where: { action: "operator.personal_data_read", targetId: x.id } });
    expect(await needs(x.id, boxOffice.token, true)).toEqual({ [tx.ticketNo]: { wheelchair: true, companions: 2 }, [tPlain.ticketNo]: null });
    expect(await db().auditLog.count({ where: { action: "operator.personal_data_read", targetId: x.id } })).toBe(before + 1);
    // Not asked for, or a key without attendees:contact: not shown.
    expect(await needs(x.id, boxOffice.token, false)).toEqual({ [tx.ticketNo]: null, [tPlain.ticketNo]: null });
    const readOnly = (await createStaffToken(db(), "seating need test", ["attendees:read"], { organisationId: org })).token;
    expect(await needs(x.id, readOnly, true)).toEqual({ [tx.ticketNo]: null, [tPlain.ticketNo]: null });
    // Another event of the organisation: the fan holds none of its tickets, so their need is not there.
    expect(await needs(y.id, boxOffice.token, true)).toEqual({ [ty.ticketNo]: null });
  });
});

describe("the waiting room", () => {
  it("tells an admitted fan with the need how many wheelchair spaces are free for them", async () => {
    const ev = await eventWithSpaces({ isHot: true });
    const [needs, plain] = await createFans(s.app.deps, 2);
    await declare(needs, 1);
    await admissionPass(s, needs.token, ev.slug);
    await admissionPass(s, plain.token, ev.slug);
    expect((await s.gql(PLACE, { eventSlug: ev.slug }, { token: needs.token })).data!.myQueuePlace).toEqual({ status: "ADMITTED", accessibleSeatsAvailable: 2 });
    expect((await s.gql(PLACE, { eventSlug: ev.slug }, { token: plain.token })).data!.myQueuePlace).toEqual({ status: "ADMITTED", accessibleSeatsAvailable: 0 });
  });
});
