// The organiser's side of seat picking (issue 33) over real HTTP: per seated area, fans pick or get the best
// available (a change reaches the secure's cached sale terms: the Event row moves); wheelchair spaces and
// companion seats marked by the structured map and by the CSV's access column, every problem named with
// where it is; the release time of accessible seats (48 hours before the start unless set); the dashboard's
// counts of them; a duplicate keeps them all. Every change is audited; another organisation's key finds nothing.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { eventForSale } from "../../server/src/modules/events/index.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
const orgA = `org_aa_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_ab_${crypto.randomBytes(3).toString("hex")}`;
let writeA: string;
let writeB: string;
let reportsA: string;
let reportsB: string;

graphql(`fragment AccessibleEvent on OperatorEvent { __typename id slug startsAt accessibleReleaseAt accessibleSeatsReleaseAt ticketTypes { id area seated seatSelection } seatMap { area rows { row seats { number status access } } } }`);
const CREATE_EVENT = graphql(`mutation AccessibleCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }`);
const UPDATE_EVENT = graphql(`mutation AccessibleUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }`);
const ADD_TYPE = graphql(`mutation AccessibleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area seatSelection } ... on Error { code } } }`);
const UPDATE_TYPE = graphql(`mutation AccessibleUpdateType($id: ID!, $input: UpdateTicketTypeInput!) { updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id seatSelection } ... on Error { code field } } }`);
const SET_SEATS = graphql(`
  mutation AccessibleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {
    setSeatMap(eventId: $eventId, input: $input) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }
  }
`);
const IMPORT_SEATS = graphql(`
  mutation AccessibleImportSeatMap($eventId: ID!, $csv: String!) {
    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }
  }
`);
const DUPLICATE = graphql(`mutation AccessibleDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code } } }`);
const FIGURES = graphql(`
  query AccessibleFigures($eventId: ID!) {
    operatorSalesFigures(eventId: $eventId) {
      __typename
      ... on OperatorSalesFigures { accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } } }
      ... on Error { code }
    }
  }
`);

const token = async (organisationId: string, scopes: string[]) => (await createStaffToken(s.app.deps.db, "accessible seats test", scopes, { organisationId })).token;
const audits = (action: string, targetId: string) => s.app.deps.db.auditLog.findMany({ where: { action, targetId }, orderBy: { at: "asc" } });
const startsAt = () => new Date(Date.now() + 30 * 86400_000);

async function newEvent(input: { accessibleReleaseAt?: string | null } = {}) {
  const r = await s.gql(
    CREATE_EVENT,
    { input: { slug: `acc-${crypto.randomBytes(4).toString("hex")}`, title: "Accessible night", about: "An evening.", venue: "Hall", city: "Hong Kong", startsAt: startsAt().toISOString(), saleStartsAt: new Date(Date.now() - 3600_000).toISOString(), ...input } },
    { token: writeA },
  );
  const e = member(r.data?.createEvent, "OperatorEvent");
  const types: Record<string, string> = {};
  for (const [area, seatSelection] of [["A", undefined], ["B", "BEST_AVAILABLE"]] as const) {
    const t = member((await s.gql(ADD_TYPE, { eventId: e.id, input: { name: `Area ${area}`, area, priceAmount: 300_00, capacity: 50, seatSelection } }, { token: writeA })).data?.addTicketType, "OperatorTicketType");
    expect(t.seatSelection).toBe(seatSelection ?? "PICK");
    types[area] = t.id;
  }
  return { ...e, types };
}

beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  writeA = await token(orgA, ["events:write"]);
  writeB = await token(orgB, ["events:write"]);
  reportsA = await token(orgA, ["reports:read"]);
  reportsB = await token(orgB, ["reports:read"]);
});
afterAll(async () => {
  await s?.stop();
});

describe("fans pick or best available only, per area", () => {
  it("is set on a ticket type, audited, and moves the Event row so no cached sale terms outlive it", async () => {
    const e = await newEvent();
    await s.app.deps.db.event.update({ where: { id: e.id }, data: { publishedAt: new Date() } });
    const cached = (await eventForSale(s.app.deps, e.slug, { fresh: true }))!;
    expect(cached.bestAvailableTicketTypeIds).toEqual([e.types.B]);
    const r = await s.gql(UPDATE_TYPE, { id: e.types.A, input: { seatSelection: "BEST_AVAILABLE" } }, { token: writeA });
    expect(member(r.data?.updateTicketType, "OperatorTicketType").seatSelection).toBe("BEST_AVAILABLE");
    const fresh = (await eventForSale(s.app.deps, e.slug, { fresh: true }))!;
    expect(fresh.version).not.toBe(cached.version);
    expect(fresh.bestAvailableTicketTypeIds.sort()).toEqual([e.types.A, e.types.B].sort());
    const [a] = await audits("operator.ticket_type_update", e.types.A);
    expect(a!.details).toMatchObject({ before: ["seatSelection=PICK"], after: ["seatSelection=BEST_AVAILABLE"] });
    // Another organisation's key finds no such ticket type, and nothing changes.
    expect(member((await s.gql(UPDATE_TYPE, { id: e.types.B, input: { seatSelection: "PICK" } }, { token: writeB })).data?.updateTicketType, "NotFoundError").code).toBe("NOT_FOUND");
    expect((await s.app.deps.db.ticketType.findUniqueOrThrow({ where: { id: e.types.B } })).seatSelection).toBe("BEST_AVAILABLE");
  });
});

describe("wheelchair spaces and companion seats", () => {
  it("are marked by the structured map, shown on the operator's map, kept in Seat.access and audited", async () => {
    const e = await newEvent();
    const r = await s.gql(
      SET_SEATS,
      { eventId: e.id, input: { areas: [{ area: "A", rows: [{ row: "1", seats: [1, 2, 3, 4, 5, 6], wheelchair: [3], companions: [1, 2, 4] }, { row: "2", seats: [1, 2] }] }] } },
      { token: writeA },
    );
    const ev = member(r.data?.setSeatMap, "OperatorEvent");
    expect(ev.seatMap[0]!.rows[0]!.seats.map((x) => x.access)).toEqual(["COMPANION", "COMPANION", "WHEELCHAIR", "COMPANION", null, null]);
    expect(ev.seatMap[0]!.rows[1]!.seats.map((x) => x.access)).toEqual([null, null]);
    expect(await s.app.deps.db.seat.count({ where: { eventId: e.id, access: "WHEELCHAIR" } })).toBe(1);
    const [a] = await audits("operator.seat_map_set", e.id);
    expect(a!.details).toMatchObject({ before: ["seats=0"], after: ["seats=8", "A=8", "wheelchair=1", "companions=3"] });
  });

  it("are refused with every problem named by its row, all or nothing, in the caller's language", async () => {
    const e = await newEvent();
    const input = {
      areas: [
        { area: "A", rows: [{ row: "1", seats: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], wheelchair: [5], companions: [2, 3, 4, 6] }] },
        // Seats 1–4 and 6–9: an aisle where 5 would be; 12 is not a seat of the row.
        { area: "B", rows: [{ row: "K", seats: [1, 2, 3, 4, 6, 7, 8, 9], wheelchair: [4, 12], companions: [6] }] },
      ],
    };
    const err = member((await s.gql(SET_SEATS, { eventId: e.id, input }, { token: writeA })).data?.setSeatMap, "ValidationError");
    expect(err.issues).toEqual([
      { field: "areas[1].rows[0]", message: "Seat 12 is marked for access but is not one of the row's seats" },
      { field: "areas[0].rows[0]", message: "Companion seat A 1-6 is one too many: a wheelchair space has at most 3 companion seats" },
      { field: "areas[1].rows[0]", message: "Companion seat B K-6 must be within 3 seats of a wheelchair space in its row, with no aisle between" },
    ]);
    const zh = member((await s.gql(SET_SEATS, { eventId: e.id, input }, { token: writeA, lang: "zh-TW" })).data?.setSeatMap, "ValidationError");
    expect(zh.issues[1]!.message).toBe("陪同座位 A 1-6 超出了：每個輪椅位最多 3 個陪同座位");
    expect(await s.app.deps.db.seat.count({ where: { eventId: e.id } })).toBe(0);
  });

  it("are marked by the CSV's access column (the old headers still work); bad lines are named", async () => {
    const e = await newEvent();
    const ok = await s.gql(IMPORT_SEATS, { eventId: e.id, csv: "area,row,seat,ticketType,access\nA,1,1-3,,\nA,1,4,,W\nA,1,5-6,,C\nB,1,1-4,,\n" }, { token: writeA });
    const ev = member(ok.data?.importSeatMap, "OperatorEvent");
    expect(ev.seatMap.find((x) => x.area === "A")!.rows[0]!.seats.map((x) => x.access ?? "-").join(" ")).toBe("- - - WHEELCHAIR COMPANION COMPANION");
    expect(ev.ticketTypes.map((t) => [t.area, t.seated, t.seatSelection])).toEqual([["A", true, "PICK"], ["B", true, "BEST_AVAILABLE"]]);

    const bad = await s.gql(IMPORT_SEATS, { eventId: e.id, csv: "area,row,seat,ticketType,access\nA,1,1-10,,\nA,2,1,,X\nA,1,11,,W\nA,1,20,,C\n" }, { token: writeA });
    expect(member(bad.data?.importSeatMap, "ValidationError").issues).toEqual([{ field: "line 3", message: 'Access "X" must be W (a wheelchair space), C (a companion seat) or empty' }]);
    const far = await s.gql(IMPORT_SEATS, { eventId: e.id, csv: "area,row,seat,ticketType,access\nA,1,1-10,,\nA,1,11,,W\nA,1,20,,C\nA,2,1,,C\n" }, { token: writeA });
    expect(member(far.data?.importSeatMap, "ValidationError").issues.map((i) => i.field)).toEqual(["line 4", "line 5"]);
    // The map stays as it was: all or nothing.
    expect(await s.app.deps.db.seat.count({ where: { eventId: e.id, access: { not: null } } })).toBe(3);
    expect(member((await s.gql(IMPORT_SEATS, { eventId: e.id, csv: "area,row,seat\nA,1,1\n" }, { token: writeB })).data?.importSeatMap, "NotFoundError").code).toBe("NOT_FOUND");
    expect(member((await s.gql(SET_SEATS, { eventId: e.id, input: { areas: [{ area: "A", rows: [{ row: "1", seats: [1], wheelchair: [1] }] }] } }, { token: writeB })).data?.setSeatMap, "NotFoundError").code).toBe("NOT_FOUND");
  });
});

describe("the release time", () => {
  it("is 48 hours before the start by default, set and cleared by the organiser, never after the start; audited", async () => {
    const e = await newEvent();
    expect(e.accessibleReleaseAt).toBeNull();
    expect(new Date(e.accessibleSeatsReleaseAt as string).getTime()).toBe(new Date(e.startsAt as string).getTime() - 48 * 3600_000);
    const at = new Date(new Date(e.startsAt as string).getTime() - 6 * 3600_000).toISOString();
    const set = member((await s.gql(UPDATE_EVENT, { id: e.id, input: { accessibleReleaseAt: at } }, { token: writeA })).data?.updateEvent, "OperatorEvent");
    expect([set.accessibleReleaseAt, set.accessibleSeatsReleaseAt]).toEqual([at, at]);
    const [a] = await audits("operator.event_update", e.id);
    expect(a!.details).toMatchObject({ before: ["accessibleReleaseAt="], after: [`accessibleReleaseAt=${at}`] });

    const late = await s.gql(UPDATE_EVENT, { id: e.id, input: { accessibleReleaseAt: new Date(new Date(e.startsAt as string).getTime() + 60_000).toISOString() } }, { token: writeA });
    expect(member(late.data?.updateEvent, "ValidationError")).toMatchObject({ field: "accessibleReleaseAt", message: "Accessible seats must be released before the event starts" });
    // Moving the start before the release set is refused too.
    const moved = await s.gql(UPDATE_EVENT, { id: e.id, input: { startsAt: new Date(new Date(at).getTime() - 60_000).toISOString() } }, { token: writeA });
    expect(member(moved.data?.updateEvent, "ValidationError").field).toBe("accessibleReleaseAt");

    const cleared = member((await s.gql(UPDATE_EVENT, { id: e.id, input: { accessibleReleaseAt: null } }, { token: writeA })).data?.updateEvent, "OperatorEvent");
    expect(cleared.accessibleReleaseAt).toBeNull();
    expect(cleared.accessibleSeatsReleaseAt).toBe(e.accessibleSeatsReleaseAt);
    // Given at creation too.
    const given = await newEvent({ accessibleReleaseAt: at });
    expect(given.accessibleReleaseAt).toBe(at);
    expect(member((await s.gql(UPDATE_EVENT, { id: e.id, input: { accessibleReleaseAt: at } }, { token: writeB })).data?.updateEvent, "NotFoundError").code).toBe("NOT_FOUND");
  });
});

describe("a duplicate", () => {
  it("keeps each area's seat selection, the marked seats and the release time, moved with the dates", async () => {
    const e = await newEvent();
    const at = new Date(new Date(e.startsAt as string).getTime() - 6 * 3600_000);
    member((await s.gql(UPDATE_EVENT, { id: e.id, input: { accessibleReleaseAt: at.toISOString() } }, { token: writeA })).data?.updateEvent, "OperatorEvent");
    member((await s.gql(SET_SEATS, { eventId: e.id, input: { areas: [{ area: "B", rows: [{ row: "1", seats: [1, 2, 3], wheelchair: [2], companions: [3] }] }] } }, { token: writeA })).data?.setSeatMap, "OperatorEvent");
    const copy = member((await s.gql(DUPLICATE, { id: e.id, input: { slug: `${e.slug}-copy`, shiftDays: 7 } }, { token: writeA })).data?.duplicateEvent, "OperatorEvent");
    expect(copy.accessibleReleaseAt).toBe(new Date(at.getTime() + 7 * 86400_000).toISOString());
    expect(copy.ticketTypes.map((t) => [t.area, t.seatSelection])).toEqual([["A", "PICK"], ["B", "BEST_AVAILABLE"]]);
    expect(copy.seatMap[0]!.rows[0]!.seats.map((x) => x.access)).toEqual([null, "WHEELCHAIR", "COMPANION"]);
  });
});

describe("the dashboard", () => {
  it("counts wheelchair spaces and companion seats: total, held, sold, and kept until the release", async () => {
    const e = await newEvent();
    member(
      (await s.gql(SET_SEATS, { eventId: e.id, input: { areas: [{ area: "A", rows: [{ row: "1", seats: [1, 2, 3, 4, 5, 6, 7, 8], wheelchair: [2, 6], companions: [1, 3, 5, 7] }] }] } }, { token: writeA })).data?.setSeatMap,
      "OperatorEvent",
    );
    const db = s.app.deps.db;
    await db.seat.updateMany({ where: { eventId: e.id, number: { in: [2, 3] } }, data: { status: "SOLD" } });
    await db.seat.updateMany({ where: { eventId: e.id, number: { in: [1, 4] } }, data: { status: "HELD" } });
    const before = member((await s.gql(FIGURES, { eventId: e.id }, { token: reportsA })).data?.operatorSalesFigures, "OperatorSalesFigures").accessibleSeats;
    expect(before).toEqual({
      releaseAt: e.accessibleSeatsReleaseAt,
      released: false,
      wheelchair: { total: 2, held: 0, sold: 1, kept: 1 },
      companion: { total: 4, held: 1, sold: 1, kept: 2 },
    });
    // Released (a time in the past, before the start): the unsold ones are on general sale, none kept.
    const past = new Date(Date.now() - 60_000).toISOString();
    member((await s.gql(UPDATE_EVENT, { id: e.id, input: { accessibleReleaseAt: past } }, { token: writeA })).data?.updateEvent, "OperatorEvent");
    const after = member((await s.gql(FIGURES, { eventId: e.id }, { token: reportsA })).data?.operatorSalesFigures, "OperatorSalesFigures").accessibleSeats;
    expect(after).toMatchObject({ releaseAt: past, released: true, wheelchair: { total: 2, kept: 0 }, companion: { total: 4, kept: 0 } });
    expect(member((await s.gql(FIGURES, { eventId: e.id }, { token: reportsB })).data?.operatorSalesFigures, "NotFoundError").code).toBe("NOT_FOUND");
  });
});
