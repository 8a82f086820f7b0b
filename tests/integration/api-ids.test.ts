// The API refuses an id it does not understand (issue 35, item 4), over real HTTP and graphql-ws: for every
// argument that takes a Relay global id, a junk id and a well-formed id of another type are BAD_USER_INPUT
// naming the argument (extensions.argument, "input.ticketIds[1]" for a list's item) with a message in the
// caller's language, and an unknown id of the right type is NOT_FOUND (or the field's documented answer for
// one that is not the viewer's); nothing changes. The operator's event arguments take OperatorEvent.id (the
// database id operatorEvents hands out) as well as Event.id: a value that names none of the caller's events
// is NOT_FOUND (a database id cannot be told from junk), another type's global id BAD_USER_INPUT.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { startTestServer, type RawGraphQLResponse, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createTicket, type IssuedTicket } from "../factories/tickets.ts";
import { createProduct, type Product } from "../factories/merch.ts";

let s: TestServer;
const org = `org_ids_${crypto.randomBytes(3).toString("hex")}`;
const otherOrg = `org_idx_${crypto.randomBytes(3).toString("hex")}`;
const PAY_PASSWORD = "135790";
let gate: string;
let entryManager: string;
let reader: string;
let fan: SignableFan;
let other: SignableFan;
let event: OnSaleEvent;
let foreignEvent: OnSaleEvent;
let ticket: IssuedTicket;
let second: IssuedTicket;
let product: Product;

const gid = (type: string, id: string) => encodeGlobalID(type, id);
const JUNK = ["garbage", Buffer.from("junk").toString("base64"), "RXZlbnQ6", "%%%"];

/** One subscription over graphql-ws: its first answer (data, or the error it was refused with). */
async function subscribeOnce(query: string, variables: Record<string, unknown>, token?: string): Promise<RawGraphQLResponse & { timedOut?: true }> {
  const client = createClient({
    url: s.url.replace("http", "ws") + "/graphql",
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  try {
    return await new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ timedOut: true }), 5000);
      const done = (r: RawGraphQLResponse & { timedOut?: true }) => {
        clearTimeout(timer);
        resolve(r);
      };
      client.subscribe(
        { query, variables },
        {
          next: (v) => done({ data: v.data, errors: v.errors as RawGraphQLResponse["errors"] }),
          error: (e) => done({ errors: Array.isArray(e) ? (e as RawGraphQLResponse["errors"]) : [{ message: String(e) }] }),
          complete: () => done({}),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

type Who = "fan" | "gate" | "entry" | "public";
interface IdCase {
  /** Type.field and the argument refused (its path in the arguments). */
  field: string;
  argument: string;
  who: Who;
  subscription?: true;
  /** "both": the argument takes a database id as well, so junk is read as one and is NOT_FOUND. */
  takes: "global" | "both";
  document: string;
  variables: (id: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A well-formed id of another type. */
  foreign: () => string;
  /** An id of the right type that names nothing. */
  unknown: () => string;
  /** What the unknown id answers: NOT_FOUND (top level or the union's NotFoundError), or a check of its own. */
  unknownAnswer?: (r: RawGraphQLResponse) => void;
}

const tokenOf = (who: Who) => (who === "fan" ? fan.token : who === "gate" ? gate : who === "entry" ? entryManager : undefined);
const eventGid = () => gid("Event", event.id);
const ticketGid = () => ticket.nodeId;
// Unknown ids start with "0": before any cuid, so a list of ids read in order (handBackTickets) meets it first.
const unknownOf = (type: string) => () => gid(type, `0${crypto.randomBytes(8).toString("hex")}`);
const unknownTicket = unknownOf("Ticket");
const unknownEvent = unknownOf("Event");

const CASES: IdCase[] = [
  {
    field: "Query.ticket",
    argument: "id",
    who: "fan",
    takes: "global",
    document: `query($id: ID!) { ticket(id: $id) { id status } }`,
    variables: (id) => ({ id }),
    foreign: () => product.variants[0].nodeId,
    unknown: unknownTicket,
    // Documented: "null for anyone else's".
    unknownAnswer: (r) => expect(r).toEqual({ data: { ticket: null } }),
  },
  {
    field: "Mutation.refreshTicketQr",
    argument: "ticketId",
    who: "fan",
    takes: "global",
    document: `mutation($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on Error { code } } }`,
    variables: (id) => ({ id }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Mutation.sendTransferCode",
    argument: "input.ticketId",
    who: "fan",
    takes: "global",
    document: `mutation($input: SendTransferCodeInput!) { sendTransferCode(input: $input) { __typename ... on Error { code } } }`,
    variables: async (id) => ({ input: { ticketId: id, toEmail: other.email, confirmEmail: other.email, humanCheck: await solvedHumanCheck(s) } }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Mutation.transferTicket",
    argument: "input.ticketId",
    who: "fan",
    takes: "global",
    document: `mutation($input: TransferTicketInput!) { transferTicket(input: $input) { __typename ... on Error { code } } }`,
    variables: (id) => ({ input: { ticketId: id, toEmail: other.email, confirmEmail: other.email, code: "000000" } }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Mutation.handBackTickets",
    argument: "input.ticketIds[1]",
    who: "fan",
    takes: "global",
    document: `mutation($input: HandBackTicketsInput!) { handBackTickets(input: $input) { __typename ... on Error { code } } }`,
    // The second of two: the refusal names the item.
    variables: (id) => ({ input: { ticketIds: [second.nodeId, id], payPassword: PAY_PASSWORD } }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Query.checkMerchCode",
    argument: "variantId",
    who: "fan",
    takes: "global",
    document: `query($id: ID!) { checkMerchCode(variantId: $id, quantity: 1, code: "NOPE") { __typename ... on Error { code } } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownOf("MerchVariant"),
  },
  {
    field: "Mutation.secureMerch",
    argument: "input.variantId",
    who: "fan",
    takes: "global",
    document: `mutation($input: SecureMerchInput!) { secureMerch(input: $input) { __typename ... on Error { code } } }`,
    variables: (id) => ({ input: { variantId: id, quantity: 1 } }),
    foreign: ticketGid,
    unknown: unknownOf("MerchVariant"),
  },
  {
    field: "Mutation.createSupportIssue",
    argument: "input.eventId",
    who: "fan",
    takes: "global",
    document: `mutation($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on Error { code } } }`,
    variables: (id) => ({ input: { type: "TICKET", text: "My ticket for this event does not show.", phone: "+852 6123 4567", email: fan.email, eventId: id } }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Subscription.ticketQr",
    argument: "ticketId",
    who: "fan",
    subscription: true,
    takes: "global",
    document: `subscription($id: ID!) { ticketQr(ticketId: $id) { active code } }`,
    variables: (id) => ({ id }),
    foreign: eventGid,
    unknown: unknownTicket,
    // Documented: inactive (and done) for a ticket that is not the viewer's.
    unknownAnswer: (r) => expect(r.data).toEqual({ ticketQr: { active: false, code: null } }),
  },
  {
    field: "Subscription.ticketStatus",
    argument: "ticketId",
    who: "fan",
    subscription: true,
    takes: "global",
    document: `subscription($id: ID!) { ticketStatus(ticketId: $id) { status } }`,
    variables: (id) => ({ id }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Subscription.seatMapChanges",
    argument: "eventId",
    who: "public",
    subscription: true,
    takes: "global",
    document: `subscription($id: ID!) { seatMapChanges(eventId: $id) { eventId } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Subscription.eventEntry",
    argument: "eventId",
    who: "public",
    subscription: true,
    takes: "both",
    document: `subscription($id: ID!) { eventEntry(eventId: $id) { entryNote } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Query.checkIns",
    argument: "eventId",
    who: "gate",
    takes: "both",
    document: `query($id: ID!) { checkIns(eventId: $id) { admitted } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Query.checkInSearch",
    argument: "eventId",
    who: "gate",
    takes: "both",
    document: `query($id: ID!) { checkInSearch(eventId: $id, search: "ABC") { ticketNo } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Mutation.checkInTicket",
    argument: "eventId",
    who: "gate",
    takes: "both",
    document: `mutation($e: ID!, $t: ID!) { checkInTicket(eventId: $e, ticketId: $t) { __typename ... on Error { code } } }`,
    variables: (id) => ({ e: id, t: ticket.nodeId }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Mutation.checkInTicket",
    argument: "ticketId",
    who: "gate",
    takes: "global",
    document: `mutation($e: ID!, $t: ID!) { checkInTicket(eventId: $e, ticketId: $t) { __typename ... on Error { code } } }`,
    variables: (id) => ({ e: event.id, t: id }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Mutation.undoCheckIn",
    argument: "eventId",
    who: "gate",
    takes: "both",
    document: `mutation($e: ID!, $t: ID!) { undoCheckIn(eventId: $e, ticketId: $t) { __typename ... on Error { code } } }`,
    variables: (id) => ({ e: id, t: ticket.nodeId }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Mutation.undoCheckIn",
    argument: "ticketId",
    who: "gate",
    takes: "global",
    document: `mutation($e: ID!, $t: ID!) { undoCheckIn(eventId: $e, ticketId: $t) { __typename ... on Error { code } } }`,
    variables: (id) => ({ e: event.id, t: id }),
    foreign: eventGid,
    unknown: unknownTicket,
  },
  {
    field: "Query.gateSnapshot",
    argument: "eventId",
    who: "gate",
    takes: "both",
    document: `query($id: ID) { gateSnapshot(eventId: $id) { eventDays } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
  {
    field: "Mutation.verifyEntry",
    argument: "input.eventId",
    who: "gate",
    takes: "global",
    document: `mutation($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result } } }`,
    variables: (id) => ({ input: { code: "not-a-code", gateId: "north-1", eventId: id } }),
    foreign: ticketGid,
    unknown: unknownEvent,
    // A scan is judged (and logged) against the gate's event: an event that is none of the caller's admits nothing.
    unknownAnswer: (r) => expect(r.data).toEqual({ verifyEntry: { __typename: "EntryVerification", result: "INVALID" } }),
  },
  {
    field: "Mutation.uploadGateScans",
    argument: "eventId",
    who: "gate",
    takes: "global",
    document: `mutation($id: ID) { uploadGateScans(gateId: "north-1", eventId: $id, scans: []) { __typename ... on GateUpload { results { result } } } }`,
    variables: (id) => ({ id }),
    foreign: ticketGid,
    unknown: unknownEvent,
    unknownAnswer: (r) => expect(r.data).toEqual({ uploadGateScans: { __typename: "GateUpload", results: [] } }),
  },
  {
    field: "Mutation.updateEventEntry",
    argument: "input.eventId",
    who: "entry",
    takes: "both",
    document: `mutation($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryNote } }`,
    variables: (id) => ({ input: { eventId: id, entryNote: "Hijacked" } }),
    foreign: ticketGid,
    unknown: unknownEvent,
  },
];

async function send(c: IdCase, id: string, lang?: string): Promise<RawGraphQLResponse & { timedOut?: true }> {
  const variables = await c.variables(id);
  const token = tokenOf(c.who);
  return c.subscription ? subscribeOnce(c.document, variables, token) : s.gqlRaw(c.document, variables, { token, lang });
}

/** The NOT_FOUND of an unknown id: a top-level error, or the union's NotFoundError member. */
function expectNotFound(r: RawGraphQLResponse, label: string): void {
  const top = r.errors?.[0]?.extensions?.code;
  const member = Object.values((r.data as Record<string, { code?: string } | null> | null) ?? {})[0]?.code;
  expect(top ?? member, label).toBe("NOT_FOUND");
}

/** What a refused call must not have changed. */
async function state() {
  const db = s.app.deps.db;
  return {
    tickets: await db.ticket.findMany({ where: { id: { in: [ticket.id, second.id] } }, select: { id: true, status: true, ownerId: true, validatedAt: true, qrVersion: true }, orderBy: { id: "asc" } }),
    event: await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { entryNote: true, entryState: true } }),
    handBacks: await db.handBack.count(),
    issues: await db.supportIssue.count(),
    orders: await db.order.count(),
    transfers: await db.transfer.count(),
  };
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  await db.organisation.createMany({ data: [{ id: org, slug: org.replaceAll("_", "-"), name: "Ids" }, { id: otherOrg, slug: otherOrg.replaceAll("_", "-"), name: "Other" }] });
  gate = (await createStaffToken(db, "ids gate", ["gate:scan"], { organisationId: org })).token;
  entryManager = (await createStaffToken(db, "ids entry", ["entry:manage"], { organisationId: org })).token;
  reader = (await createStaffToken(db, "ids reader", ["events:read"], { organisationId: org })).token;
  event = await createOnSaleEvent(s.app.deps, { standing: 20, waitingRoom: false });
  foreignEvent = await createOnSaleEvent(s.app.deps, { standing: 20, waitingRoom: false });
  await db.event.update({ where: { id: event.id }, data: { organisationId: org } });
  await db.event.update({ where: { id: foreignEvent.id }, data: { organisationId: otherOrg } });
  fan = await createFan(s.app.deps, { payPassword: PAY_PASSWORD, phone: "verified" });
  other = await createFan(s.app.deps);
  ticket = await createTicket(s.app.deps, { ownerId: fan.id, ticketTypeId: event.standingTypeId });
  second = await createTicket(s.app.deps, { ownerId: fan.id, ticketTypeId: event.standingTypeId });
  product = await createProduct(s.app.deps, { eventId: event.id });
}, 120_000);
afterAll(() => s?.stop());

describe("every argument that takes an id", () => {
  it("answers a junk id and another type's id with BAD_USER_INPUT naming the argument, and an unknown one with NOT_FOUND; nothing changes", async () => {
    const before = await state();
    for (const c of CASES) {
      const label = `${c.field}(${c.argument})`;
      for (const junk of JUNK) {
        const r = await send(c, junk);
        if (c.takes === "both") expectNotFound(r, `${label} junk ${junk}`);
        else {
          expect(r.errors?.[0]?.extensions, `${label} junk ${junk}`).toMatchObject({ code: "BAD_USER_INPUT", argument: c.argument });
          expect(r.errors?.[0]?.message, label).toContain(c.argument);
        }
      }
      const foreign = await send(c, c.foreign());
      expect(foreign.errors?.[0]?.extensions, `${label} foreign`).toMatchObject({ code: "BAD_USER_INPUT", argument: c.argument });
      // No answer beside the refusal (a nullable root field is null).
      expect(Object.values((foreign.data as Record<string, unknown> | null) ?? {}).every((v) => v === null), `${label} foreign`).toBe(true);
      const unknown = await send(c, c.unknown());
      expect(unknown.timedOut, `${label} unknown`).toBeUndefined();
      if (c.unknownAnswer) c.unknownAnswer(unknown);
      else expectNotFound(unknown, `${label} unknown`);
    }
    const after = await state();
    // (The scan at a gate opened for an unknown event is in the gate's log, GateScan, and changed no ticket.)
    expect(after).toEqual(before);
  }, 120_000);

  it("says so in the caller's language", async () => {
    const en = await s.gqlRaw(`query($id: ID!) { ticket(id: $id) { id } }`, { id: "garbage" }, { token: fan.token });
    const vi = await s.gqlRaw(`query($id: ID!) { ticket(id: $id) { id } }`, { id: "garbage" }, { token: fan.token, lang: "vi" });
    expect(en.errors?.[0]?.message).toBe("id is not an id this field takes: pass Ticket.id, the id the API hands out");
    expect(vi.errors?.[0]?.message).toBe("id không phải là id mà trường này nhận: hãy truyền Ticket.id, id do API cấp");
    expect(vi.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", argument: "id" });
  });

  it("an operator argument that takes a database id refuses another type's global id by name, as the older ones do", async () => {
    const r = await s.gqlRaw(`query($e: ID) { operatorOrders(first: 1, eventId: $e) { edges { node { id } } } }`, { e: ticket.nodeId }, { token: (await createStaffToken(s.app.deps.db, "ids orders", ["orders:read"], { organisationId: org })).token });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", argument: "eventId" });
    expect(r.errors?.[0]?.message).toContain("Event.id");
  });
});

describe("the operator's database event id (OperatorEvent.id)", () => {
  it("works on the gate and check-in fields with an API key, as Event.id does; another organisation's event is NOT_FOUND", async () => {
    // The id the operator API hands out.
    const listed = (await s.gqlRaw(`{ operatorEvents(first: 50) { edges { node { id } } } }`, {}, { token: reader })).data as { operatorEvents: { edges: { node: { id: string } }[] } };
    const raw = listed.operatorEvents.edges.map((e) => e.node.id).find((id) => id === event.id);
    expect(raw).toBe(event.id);

    const list = await s.gqlRaw(`query($id: ID!) { checkIns(eventId: $id) { admitted expected } }`, { id: raw }, { token: gate });
    expect(list).toEqual({ data: { checkIns: { admitted: 0, expected: 2 } } });
    const found = await s.gqlRaw(`query($id: ID!, $q: String!) { checkInSearch(eventId: $id, search: $q) { ticketId ticketNo } }`, { id: raw, q: ticket.ticketNo }, { token: gate });
    expect(found.data).toEqual({ checkInSearch: [{ ticketId: ticket.nodeId, ticketNo: ticket.ticketNo }] });
    // A check-in by hand on the event's day (the server's clock moved there): 19:00 in Hong Kong.
    const day = new Date(Date.now() + 10 * 86400_000);
    day.setUTCHours(12, 0, 0, 0);
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { startsAt: day, endsAt: null, timeZone: "Asia/Hong_Kong" } });
    const realNow = s.app.deps.now;
    s.app.deps.now = () => new Date(day.getTime() - 3600_000);
    try {
      const done = await s.gqlRaw(`mutation($e: ID!, $t: ID!) { checkInTicket(eventId: $e, ticketId: $t) { __typename ... on CheckInDone { ticketNo } ... on Error { code } } }`, { e: raw, t: ticket.nodeId }, { token: gate });
      expect(done.data).toEqual({ checkInTicket: { __typename: "CheckInDone", ticketNo: ticket.ticketNo } });
      expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("VALIDATED");
      const counted = await s.gqlRaw(`query($id: ID!) { checkIns(eventId: $id) { admitted } }`, { id: gid("Event", event.id) }, { token: gate });
      expect(counted.data).toEqual({ checkIns: { admitted: 1 } });
      const undone = await s.gqlRaw(`mutation($e: ID!, $t: ID!) { undoCheckIn(eventId: $e, ticketId: $t) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }`, { e: raw, t: ticket.nodeId }, { token: gate });
      expect(undone.data).toEqual({ undoCheckIn: { __typename: "CheckInUndone", ticketNo: ticket.ticketNo } });
      expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("PAID");
    } finally {
      s.app.deps.now = realNow;
    }
    const snapshot = await s.gqlRaw(`query($id: ID) { gateSnapshot(eventId: $id) { eventDays } }`, { id: raw }, { token: gate });
    expect(snapshot.errors).toBeUndefined();
    expect((snapshot.data as { gateSnapshot: { eventDays: string[] } }).gateSnapshot.eventDays.length).toBeGreaterThan(0);

    // The entry guide: updated and followed by the database id.
    const followed = subscribeOnce(`subscription($id: ID!) { eventEntry(eventId: $id) { entryNote } }`, { id: raw });
    let updated: RawGraphQLResponse = {};
    for (let i = 0; i < 50; i++) {
      // Until the subscriber listens: each update publishes again.
      updated = await s.gqlRaw(`mutation($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryNote } }`, { input: { eventId: raw, entryNote: "Use Gate B" } }, { token: entryManager });
      const r = await Promise.race([followed, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
      if (r) break;
    }
    expect(updated.data).toEqual({ updateEventEntry: { entryNote: "Use Gate B" } });
    expect((await followed).data).toEqual({ eventEntry: { entryNote: "Use Gate B" } });

    // Another organisation's event, by either id: not found.
    for (const id of [foreignEvent.id, gid("Event", foreignEvent.id)]) {
      expect((await s.gqlRaw(`query($id: ID!) { checkIns(eventId: $id) { admitted } }`, { id }, { token: gate })).errors?.[0]?.extensions?.code, id).toBe("NOT_FOUND");
      expect((await s.gqlRaw(`query($id: ID) { gateSnapshot(eventId: $id) { eventDays } }`, { id }, { token: gate })).errors?.[0]?.extensions?.code, id).toBe("NOT_FOUND");
      expect((await s.gqlRaw(`mutation($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryNote } }`, { input: { eventId: id, entryNote: "x" } }, { token: entryManager })).errors?.[0]?.extensions?.code, id).toBe("NOT_FOUND");
    }
  }, 60_000);
});
