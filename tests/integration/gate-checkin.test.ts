// Check-in (issue 34): a gate opened for one event refuses a valid ticket of another event (WRONG_EVENT)
// or of another day (WRONG_DAY: the ticket for 20 December scanned on 28 November), online, offline
// uploads and in the one-statement admit path; the check-in list per gate and per day with its counts;
// manual check-in by name or ticket number and its undo, kept to the caller's organisation and event.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { graphql } from "../gql/index.ts";
import { gql } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { statementsOf } from "../helpers/statements.ts";
import { currentCode, giveTicket, newFan } from "./entry-support.ts";
import { verifyScan } from "../../server/src/modules/entry/index.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";

let s: TestServer;
const orgA = `org_ca_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_cb_${crypto.randomBytes(3).toString("hex")}`;
let gateA: string;
let gateB: string;

const VERIFY = graphql(`mutation CheckinVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result ticketNo eventTitle eventStartsAt eventEndsAt eventTimeZone scanDay } ... on Error { code } } }`);
const UPLOAD = graphql(`mutation CheckinUpload($gateId: String!, $eventId: ID, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, eventId: $eventId, scans: $scans) { __typename ... on GateUpload { results { result scanDay } } } }`);
const GATE_EVENTS = graphql(`query CheckinGateEvents { gateEvents { id title days today timeZone } }`);
const SNAPSHOT = graphql(`query CheckinSnapshot($eventId: ID) { gateSnapshot(eventId: $eventId) { eventDays eventTimeZone } }`);
const LIST = graphql(`query CheckinList($eventId: ID!, $day: String, $gateId: String) { checkIns(eventId: $eventId, day: $day, gateId: $gateId) { admitted expected refused gates { gateId admitted } days { day admitted } entries { ticketId ticketNo holderNickname gateId manual admittedAt } } }`);
const SEARCH = graphql(`query CheckinSearch($eventId: ID!, $search: String!) { checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo holderNickname status } }`);
const CHECK_IN = graphql(`mutation CheckinTicket($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo gateId day } ... on CheckInRefusedError { reason ticketNo } ... on Error { code } } }`);
const UNDO = graphql(`mutation CheckinUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }`);

const eventGid = (id: string) => encodeGlobalID("Event", id);
const ticketGid = (id: string) => encodeGlobalID("Ticket", id);

/** An event of `org` from `startsAt` (UTC) to `endsAt`, in Hong Kong (UTC+8). */
async function eventOf(org: string, startsAt: string, endsAt: string | null = null) {
  const e = await createOnSaleEvent(s.app.deps, { standing: 20 });
  await s.app.deps.db.event.update({ where: { id: e.id }, data: { organisationId: org, startsAt: new Date(startsAt), endsAt: endsAt ? new Date(endsAt) : null, timeZone: "Asia/Hong_Kong" } });
  return e;
}

/** Runs `work` with the server's clock at `iso` (codes are made and judged at that time). */
async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  const real = s.app.deps.now;
  s.app.deps.now = () => new Date(iso);
  try {
    return await work();
  } finally {
    s.app.deps.now = real;
  }
}

const scan = async (token: string, code: string, eventId: string | null, gateId = "north-1") => {
  const r = await gql(s, VERIFY, { input: { code, gateId, eventId: eventId ? eventGid(eventId) : null } }, { token });
  expect(r.errors).toBeUndefined();
  return member(r.data?.verifyEntry, "EntryVerification");
};

beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  gateA = (await createStaffToken(s.app.deps.db, "gate A", ["gate:scan"], { organisationId: orgA })).token;
  gateB = (await createStaffToken(s.app.deps.db, "gate B", ["gate:scan"], { organisationId: orgB })).token;
});
afterAll(() => s?.stop());

describe("a gate opened for one event and day", () => {
  it("refuses the ticket for 20 December on 28 November (WRONG_DAY, naming the day), and admits it on the day", async () => {
    // 20 December 2026, 20:00 in Hong Kong.
    const e = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event: e });
    const early = await at("2026-11-28T10:00:00Z", async () => scan(gateA, await currentCode(s, fan, ticket.globalId), e.id));
    expect(early).toMatchObject({ result: "WRONG_DAY", ticketNo: ticket.ticketNo, eventStartsAt: "2026-12-20T12:00:00.000Z", eventTimeZone: "Asia/Hong_Kong", scanDay: "2026-11-28" });
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("PAID");
    // The day before, late at night in Hong Kong: still the wrong day.
    expect((await at("2026-12-19T15:30:00Z", async () => scan(gateA, await currentCode(s, fan, ticket.globalId), e.id))).result).toBe("WRONG_DAY");
    // On the day, in one statement that checks the event and the day itself.
    const onTheDay = await at("2026-12-20T11:00:00Z", async () => {
      const code = await currentCode(s, fan, ticket.globalId);
      return statementsOf(s.app, () => verifyScan(s.app.deps, { code, gateId: "north-1", organisationId: orgA, eventId: e.id }));
    });
    expect(onTheDay.result).toMatchObject({ result: "ACCEPTED", ticketNo: ticket.ticketNo });
    expect(onTheDay.statements).toHaveLength(1);
    expect(onTheDay.statements[0]).toContain('"timeZone"');
  });

  it("admits a multi-day event's ticket on each of its days, after midnight of an evening too, and not the day after", async () => {
    // 20 December 18:00 to 22 December 23:00, Hong Kong.
    const e = await eventOf(orgA, "2026-12-20T10:00:00Z", "2026-12-22T15:00:00Z");
    const fan = await newFan(s);
    const [t1, t2, t3] = [await giveTicket(s, fan.user.id, { event: e }), await giveTicket(s, fan.user.id, { event: e }), await giveTicket(s, fan.user.id, { event: e })];
    expect((await at("2026-12-21T04:00:00Z", async () => scan(gateA, await currentCode(s, fan, t1.globalId), e.id))).result).toBe("ACCEPTED");
    // 23 December 01:30 in Hong Kong belongs to the night of the 22nd.
    expect((await at("2026-12-22T17:30:00Z", async () => scan(gateA, await currentCode(s, fan, t2.globalId), e.id))).result).toBe("ACCEPTED");
    const after = await at("2026-12-23T02:00:00Z", async () => scan(gateA, await currentCode(s, fan, t3.globalId), e.id));
    expect(after).toMatchObject({ result: "WRONG_DAY", scanDay: "2026-12-23", eventEndsAt: "2026-12-22T15:00:00.000Z" });
    const days = (await at("2026-12-21T04:00:00Z", () => gql(s, SNAPSHOT, { eventId: eventGid(e.id) }, { token: gateA }))).data!.gateSnapshot;
    expect(days).toEqual({ eventDays: ["2026-12-20", "2026-12-21", "2026-12-22"], eventTimeZone: "Asia/Hong_Kong" });
  });

  it("refuses a valid ticket of another of its organisation's events (WRONG_EVENT, naming it), online and in an offline upload", async () => {
    const gateEvent = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const other = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const fan = await newFan(s);
    const [ticket, second] = [await giveTicket(s, fan.user.id, { event: other }), await giveTicket(s, fan.user.id, { event: other })];
    const refused = await at("2026-12-20T11:00:00Z", async () => scan(gateA, await currentCode(s, fan, ticket.globalId), gateEvent.id));
    expect(refused).toMatchObject({ result: "WRONG_EVENT", ticketNo: ticket.ticketNo, eventTitle: other.title, eventStartsAt: "2026-12-20T12:00:00.000Z" });
    const upload = await at("2026-12-20T11:05:00Z", async () =>
      gql(s, UPLOAD, { gateId: "north-9", eventId: eventGid(gateEvent.id), scans: [{ code: await currentCode(s, fan, second.globalId), scannedAt: "2026-12-20T11:05:00.000Z" }] }, { token: gateA }),
    );
    expect(member(upload.data?.uploadGateScans, "GateUpload").results).toEqual([{ result: "WRONG_EVENT", scanDay: null }]);
    const rows = await s.app.deps.db.ticket.findMany({ where: { id: { in: [ticket.id, second.id] } } });
    expect(rows.map((r) => r.status)).toEqual(["PAID", "PAID"]);
    // The same ticket at its own event's gate, that day: in.
    expect((await at("2026-12-20T11:00:00Z", async () => scan(gateA, await currentCode(s, fan, ticket.globalId), other.id))).result).toBe("ACCEPTED");
    // Another organisation's gate, opened for its own event: INVALID, telling nothing.
    const own = await eventOf(orgB, "2026-12-20T12:00:00Z");
    expect(await at("2026-12-20T11:00:00Z", async () => scan(gateB, await currentCode(s, fan, second.globalId), own.id))).toMatchObject({ result: "INVALID", ticketNo: null, eventTitle: null });
  });

  it("lists the events its organisation's gates can open, with their days and today", async () => {
    const e = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const foreign = await eventOf(orgB, "2026-12-20T12:00:00Z");
    const listed = (await at("2026-12-20T05:00:00Z", () => gql(s, GATE_EVENTS, {}, { token: gateA }))).data!.gateEvents;
    const mine = listed.find((x) => x.id === eventGid(e.id));
    expect(mine).toMatchObject({ days: ["2026-12-20"], today: "2026-12-20", timeZone: "Asia/Hong_Kong" });
    expect(listed.some((x) => x.id === eventGid(foreign.id))).toBe(false);
  });
});

describe("check-in lists and manual check-in", () => {
  it("checks a ticket in by its holder's name, lists it per gate and day with the counts, undoes it, and refuses twice", async () => {
    const e = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const fan = await newFan(s);
    const nickname = `Lin ${crypto.randomBytes(3).toString("hex")}`;
    await s.app.deps.db.user.update({ where: { id: fan.user.id }, data: { nickname } });
    const [scanned, byHand] = [await giveTicket(s, fan.user.id, { event: e }), await giveTicket(s, fan.user.id, { event: e })];
    await at("2026-12-20T11:00:00Z", async () => scan(gateA, await currentCode(s, fan, scanned.globalId), e.id, "north-1"));

    const found = (await gql(s, SEARCH, { eventId: eventGid(e.id), search: nickname.slice(0, 6).toLowerCase() }, { token: gateA })).data!.checkInSearch;
    expect(found.map((f) => f.ticketNo).sort()).toEqual([scanned.ticketNo, byHand.ticketNo].sort());
    const byNumber = (await gql(s, SEARCH, { eventId: eventGid(e.id), search: byHand.ticketNo }, { token: gateA })).data!.checkInSearch;
    expect(byNumber).toEqual([{ ticketId: ticketGid(byHand.id), ticketNo: byHand.ticketNo, holderNickname: nickname, status: "PAID" }]);

    const done = await at("2026-12-20T11:10:00Z", () => gql(s, CHECK_IN, { eventId: eventGid(e.id), ticketId: ticketGid(byHand.id), gateId: "box-office" }, { token: gateA }));
    expect(done.data?.checkInTicket).toEqual({ __typename: "CheckInDone", ticketNo: byHand.ticketNo, gateId: "box-office", day: "2026-12-20" });
    const again = await at("2026-12-20T11:11:00Z", () => gql(s, CHECK_IN, { eventId: eventGid(e.id), ticketId: ticketGid(byHand.id) }, { token: gateA }));
    expect(again.data?.checkInTicket).toMatchObject({ __typename: "CheckInRefusedError", reason: "ALREADY_USED" });
    const early = await gql(s, CHECK_IN, { eventId: eventGid(e.id), ticketId: ticketGid(scanned.id) }, { token: gateA });
    expect(early.data?.checkInTicket).toMatchObject({ __typename: "CheckInRefusedError" });

    const list = (await gql(s, LIST, { eventId: eventGid(e.id) }, { token: gateA })).data!.checkIns;
    expect(list).toMatchObject({ admitted: 2, expected: 2, gates: [{ gateId: "box-office", admitted: 1 }, { gateId: "north-1", admitted: 1 }], days: [{ day: "2026-12-20", admitted: 2 }] });
    expect(list.entries.map((x) => [x.ticketNo, x.gateId, x.manual, x.holderNickname])).toEqual([
      [byHand.ticketNo, "box-office", true, nickname],
      [scanned.ticketNo, "north-1", false, nickname],
    ]);
    const oneGate = (await gql(s, LIST, { eventId: eventGid(e.id), gateId: "north-1", day: "2026-12-20" }, { token: gateA })).data!.checkIns;
    expect(oneGate.entries.map((x) => x.ticketNo)).toEqual([scanned.ticketNo]);
    expect((await gql(s, LIST, { eventId: eventGid(e.id), day: "2026-12-21" }, { token: gateA })).data!.checkIns.entries).toEqual([]);

    // Undo: the ticket can enter again, leaves the counts, and a second undo has nothing to undo.
    const undone = await gql(s, UNDO, { eventId: eventGid(e.id), ticketId: ticketGid(byHand.id) }, { token: gateA });
    expect(undone.data?.undoCheckIn).toEqual({ __typename: "CheckInUndone", ticketNo: byHand.ticketNo });
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: byHand.id } })).status).toBe("PAID");
    expect((await gql(s, LIST, { eventId: eventGid(e.id) }, { token: gateA })).data!.checkIns.admitted).toBe(1);
    expect((await gql(s, UNDO, { eventId: eventGid(e.id), ticketId: ticketGid(byHand.id) }, { token: gateA })).data?.undoCheckIn).toMatchObject({ __typename: "NotCheckedInError" });
    // Both acts are in the audit log.
    const audited = await s.app.deps.db.auditLog.findMany({ where: { targetId: byHand.id, action: { in: ["staff.check_in", "staff.check_in_undo"] } }, orderBy: { at: "asc" } });
    expect(audited.map((a) => [a.action, a.outcome])).toEqual([
      ["staff.check_in", "SUCCESS"],
      ["staff.check_in", "FAILURE"],
      ["staff.check_in_undo", "SUCCESS"],
      ["staff.check_in_undo", "FAILURE"],
    ]);
    // Scanned again after the undo: in.
    expect((await at("2026-12-20T11:20:00Z", async () => scan(gateA, await currentCode(s, fan, byHand.globalId), e.id))).result).toBe("ACCEPTED");
  });

  it("keeps to the caller's organisation and to the event named", async () => {
    const e = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const other = await eventOf(orgA, "2026-12-20T12:00:00Z");
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event: e });
    await at("2026-12-20T11:00:00Z", async () => scan(gateA, await currentCode(s, fan, ticket.globalId), e.id));
    // Another organisation: nothing found, nothing undone, nothing listed.
    expect((await gql(s, UNDO, { eventId: eventGid(e.id), ticketId: ticketGid(ticket.id) }, { token: gateB })).data?.undoCheckIn).toMatchObject({ code: "NOT_FOUND" });
    expect((await gql(s, LIST, { eventId: eventGid(e.id) }, { token: gateB })).data).toBeNull();
    expect((await gql(s, SEARCH, { eventId: eventGid(e.id), search: ticket.ticketNo }, { token: gateB })).data).toBeNull();
    // The same organisation, naming another of its events: the ticket is not that event's.
    expect((await gql(s, UNDO, { eventId: eventGid(other.id), ticketId: ticketGid(ticket.id) }, { token: gateA })).data?.undoCheckIn).toMatchObject({ code: "NOT_FOUND" });
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("VALIDATED");
  });
});
