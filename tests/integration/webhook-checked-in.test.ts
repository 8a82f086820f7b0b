// Outgoing webhooks: ticket.checked_in (issue 35) on every path that admits a ticket — the gate's one-statement
// scan (the message written in that same statement), the locking path behind it, an offline gate's upload and
// a manual check-in in the console — delivered once each to a real receiver on 127.0.0.1 and verified with the
// Standard Webhooks library; a refused second scan, an undo and an endpoint not subscribed get nothing.
import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { verifyScan } from "../../server/src/modules/entry/index.ts";
import { checkedInData, checkedInDataSql, deliverDueWebhooks } from "../../server/src/modules/webhooks/index.ts";
import { Prisma } from "../../server/src/generated/prisma/client.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { statementsOf } from "../helpers/statements.ts";
import { waitFor } from "../helpers/wait.ts";
import { graphql } from "../gql/index.ts";
import { currentCode, giveTicket, newFan, VERIFY } from "./entry-support.ts";

interface Received {
  headers: Record<string, string>;
  body: string;
}
const seen: Received[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString("utf8")));
  req.on("end", () => {
    seen.push({ headers: req.headers as Record<string, string>, body });
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
});

let s: TestServer;
let deps: Deps;
let token: string;
let secret: string;
const organisationId = `org_ci_${crypto.randomBytes(3).toString("hex")}`;
let event: Awaited<ReturnType<typeof createOnSaleEvent>>;

const CREATE = graphql(`
  mutation CheckedInWebhookCreate($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ... on Error { code } }
  }
`);
const TYPES = graphql(`query CheckedInWebhookTypes { webhookEventTypes { type description } }`);
const UPLOAD = graphql(`mutation CheckedInWebhookUpload($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result } } } }`);
const CHECK_IN = graphql(`mutation CheckedInWebhookCheckIn($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo } ... on CheckInRefusedError { reason } ... on Error { code } } }`);
const UNDO = graphql(`mutation CheckedInWebhookUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }`);

type CheckedIn = { type: string; timestamp: string; data: Record<string, unknown> };

/** The ticket.checked_in messages the receiver got about one ticket, each verified with the endpoint's secret. */
function checkInsOf(ticketId: string): { id: string; body: CheckedIn }[] {
  return seen
    .map((r) => ({ id: r.headers["webhook-id"]!, body: new Webhook(secret).verify(r.body, r.headers) as CheckedIn }))
    .filter((m) => m.body.type === "ticket.checked_in" && m.body.data.ticketId === ticketId);
}

/** Waits for the ticket's message, then lets every due delivery go out: what is sent later than that would be a second. */
async function deliveredOnce(ticketId: string): Promise<CheckedIn> {
  await waitFor(() => checkInsOf(ticketId).length > 0, `ticket.checked_in of ${ticketId}`);
  await deliverDueWebhooks(deps);
  const got = checkInsOf(ticketId);
  expect(got).toHaveLength(1);
  return got[0]!.body;
}

/** Nothing more is sent about the ticket: every due message has gone out and none is pending. */
async function nothingMore(ticketId: string, count: number) {
  await deliverDueWebhooks(deps);
  await waitFor(async () => (await deps.db.webhookDelivery.count({ where: { status: "PENDING" } })) === 0, "no message left to send");
  expect(checkInsOf(ticketId)).toHaveLength(count);
}

/** Runs `run` with the gate's one-statement admit finding nothing (as when it loses a race): the locking path admits. */
async function onLockingPath<T>(run: () => Promise<T>): Promise<T> {
  const db = deps.db as unknown as { $queryRaw: (strings: TemplateStringsArray, ...values: unknown[]) => Promise<unknown> };
  const original = db.$queryRaw;
  let skipped = 0;
  db.$queryRaw = function (this: unknown, strings: TemplateStringsArray, ...values: unknown[]) {
    if (strings.join("").includes('UPDATE "Ticket" AS tk')) {
      skipped++;
      return Promise.resolve([]);
    }
    return original.call(this, strings, ...values);
  };
  try {
    return await run();
  } finally {
    db.$queryRaw = original;
    expect(skipped).toBe(1);
  }
}

const scan = async (code: string, gateId: string, entrance?: string) => {
  const r = await gql(s, VERIFY, { input: { code, gateId, entrance } }, { token });
  expect(r.errors).toBeUndefined();
  return member(r.data?.verifyEntry, "EntryVerification");
};

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  const base = loadConfig();
  s = await startTestServer({ webhooks: { ...base.webhooks, allowedNetworks: [{ address: "127.0.0.0", prefix: 8, family: "ipv4" }], retryBaseMs: 100 } });
  deps = s.app.deps;
  await deps.db.organisation.create({ data: { id: organisationId, slug: organisationId.replaceAll("_", "-"), name: "Check-in webhooks" } });
  token = (await createStaffToken(deps.db, "check-in webhook test", ["webhooks:manage", "gate:scan"], { organisationId })).token;
  // An event on today (manual check-in admits on the event's days only).
  event = await createOnSaleEvent(deps, { standing: 20 });
  const now = deps.now();
  await deps.db.event.update({ where: { id: event.id }, data: { organisationId, startsAt: now, endsAt: new Date(now.getTime() + 6 * 3600_000) } });
  const created = await s.gql(CREATE, { input: { url, eventTypes: ["ticket.checked_in"] } }, { token });
  const out = created.data?.createWebhookEndpoint;
  if (out?.__typename !== "CreatedWebhookEndpoint") throw new Error(`endpoint not created: ${JSON.stringify(created)}`);
  secret = out.secret;
  // A second endpoint of the organisation, not subscribed to check-ins: it never hears of them.
  const other = await s.gql(CREATE, { input: { url: `${url}?other`, eventTypes: ["order.paid"] } }, { token });
  expect(other.data?.createWebhookEndpoint.__typename).toBe("CreatedWebhookEndpoint");
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe("ticket.checked_in", () => {
  it("is an event type endpoints may subscribe to", async () => {
    const types = (await s.gql(TYPES, {}, { token })).data!.webhookEventTypes.map((t) => t.type);
    expect(types).toContain("ticket.checked_in");
  });

  it("is sent once for a gate's scan, written in the admit's one statement; a refused second scan sends nothing", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event });
    const code = await currentCode(s, fan, ticket.globalId);
    const { result, statements } = await statementsOf(s.app, () => verifyScan(deps, { code, gateId: "north-1", entrance: "North", organisationId }));
    expect(result).toMatchObject({ result: "ACCEPTED", ticketNo: ticket.ticketNo });
    expect(statements.filter((q) => q.includes('INSERT INTO "WebhookDelivery"'))).toHaveLength(1);
    expect(statements[0]).toContain('INSERT INTO "WebhookDelivery"');
    // The admit is still that one statement (what follows it is the delivery sweep the commit started).
    expect(statements.filter((q) => q.includes('"Ticket"') || q.includes('"GateScan"'))).toHaveLength(1);
    const body = await deliveredOnce(ticket.id);
    expect(body).toEqual({
      type: "ticket.checked_in",
      timestamp: result.scannedAt.toISOString(),
      data: { ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, gateId: "north-1", entrance: "North", method: "scan", checkedInAt: result.scannedAt.toISOString() },
    });
    // No personal data: the fan's e-mail, name and id appear nowhere in what was sent.
    const raw = seen.filter((r) => r.body.includes(ticket.id)).map((r) => r.body).join("\n");
    expect(raw).not.toContain(fan.email);
    expect(raw).not.toContain(fan.user.id);
    // Only the subscribed endpoint got it.
    expect(seen.filter((r) => r.body.includes(ticket.id))).toHaveLength(1);

    expect((await scan(code, "north-2")).result).toBe("ALREADY_USED");
    await nothingMore(ticket.id, 1);
  });

  it("is sent once when the scan is admitted on the locking path", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event });
    const code = await currentCode(s, fan, ticket.globalId);
    expect(await onLockingPath(() => scan(code, "south-1", "South"))).toMatchObject({ result: "ACCEPTED" });
    const body = await deliveredOnce(ticket.id);
    expect(body.data).toMatchObject({ ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, gateId: "south-1", entrance: "South", method: "scan" });
    expect((await scan(code, "south-2")).result).toBe("ALREADY_USED");
    await nothingMore(ticket.id, 1);
  });

  it("is sent once for an offline gate's upload, with the time it was scanned; the same upload again sends nothing", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event });
    const code = await currentCode(s, fan, ticket.globalId);
    const scannedAt = new Date(deps.now().getTime() - 5_000).toISOString();
    const up = await gql(s, UPLOAD, { gateId: "east-offline", scans: [{ code, scannedAt, entrance: "East" }] }, { token });
    expect(member(up.data?.uploadGateScans, "GateUpload").results.map((r) => r.result)).toEqual(["ACCEPTED"]);
    const body = await deliveredOnce(ticket.id);
    expect(body).toMatchObject({ timestamp: scannedAt, data: { ticketId: ticket.id, gateId: "east-offline", entrance: "East", method: "offline", checkedInAt: scannedAt } });
    // The gate retries its upload; then scans the used ticket live.
    await gql(s, UPLOAD, { gateId: "east-offline", scans: [{ code, scannedAt, entrance: "East" }] }, { token });
    expect((await scan(code, "east-1")).result).toBe("ALREADY_USED");
    await nothingMore(ticket.id, 1);
  });

  it("is sent once for a manual check-in; refused again, and undone, it sends nothing; admitted after the undo, a new message", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event });
    const vars = { eventId: encodeGlobalID("Event", event.id), ticketId: encodeGlobalID("Ticket", ticket.id), gateId: "box-office" };
    expect((await gql(s, CHECK_IN, vars, { token })).data?.checkInTicket.__typename).toBe("CheckInDone");
    const body = await deliveredOnce(ticket.id);
    expect(body.data).toEqual({ ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, gateId: "box-office", entrance: null, method: "manual", checkedInAt: body.timestamp });

    expect(member((await gql(s, CHECK_IN, vars, { token })).data?.checkInTicket, "CheckInRefusedError").reason).toBe("ALREADY_USED");
    expect((await gql(s, UNDO, { eventId: vars.eventId, ticketId: vars.ticketId }, { token })).data?.undoCheckIn.__typename).toBe("CheckInUndone");
    await nothingMore(ticket.id, 1);

    // Let in again after the undo: that admission is told too, as a message of its own.
    expect((await scan(await currentCode(s, fan, ticket.globalId), "west-1")).result).toBe("ACCEPTED");
    await waitFor(() => checkInsOf(ticket.id).length === 2, "the second admission's message");
    const [first, second] = checkInsOf(ticket.id);
    expect(first!.id).not.toBe(second!.id);
    expect(second!.body.data).toMatchObject({ gateId: "west-1", method: "scan" });
    await nothingMore(ticket.id, 2);
  });

  it("has one definition: the SQL the gate's statement writes and the TypeScript of the other paths give the same data", async () => {
    const admissions = [
      { ticketId: "t-1", ticketNo: "N0001", eventId: "e-1", gateId: null, entrance: null, method: "manual" as const, at: new Date("2026-01-02T03:04:05.000Z") },
      { ticketId: "t-2", ticketNo: "N'0002", eventId: "e-2", gateId: 'gate "7"', entrance: "Nörth 北", method: "offline" as const, at: new Date("2026-12-31T23:59:59.999Z") },
      { ticketId: "t-3", ticketNo: "N0003", eventId: "e-3", gateId: "g", entrance: "E", method: "scan" as const, at: new Date("2027-06-15T12:00:00.050Z") },
    ];
    for (const a of admissions) {
      const sql = checkedInDataSql({
        ticketId: Prisma.sql`${a.ticketId}::text`,
        ticketNo: Prisma.sql`${a.ticketNo}::text`,
        eventId: Prisma.sql`${a.eventId}::text`,
        gateId: Prisma.sql`${a.gateId}::text`,
        entrance: Prisma.sql`${a.entrance}::text`,
        method: Prisma.sql`${a.method}::text`,
        at: Prisma.sql`${a.at}::timestamp`,
      });
      const [row] = await deps.db.$queryRaw<{ data: unknown }[]>`SELECT ${sql} AS data`;
      expect(row!.data).toEqual(checkedInData(a));
    }
  });

  it("sends the same body for the same admission whether the one statement or the locking path wrote it", async () => {
    const fan = await newFan(s);
    const [fast, locked] = [await giveTicket(s, fan.user.id, { event }), await giveTicket(s, fan.user.id, { event })];
    const [fastCode, lockedCode] = [await currentCode(s, fan, fast.globalId), await currentCode(s, fan, locked.globalId)];
    // One offline gate's upload of two scans at the same instant: the first admitted by the one statement, the second by the locking path.
    const scannedAt = new Date(deps.now().getTime() - 3_000);
    const viaStatement = await statementsOf(s.app, () => verifyScan(deps, { code: fastCode, gateId: "same-gate", entrance: "Same", scannedAt, organisationId }));
    expect(viaStatement.result.result).toBe("ACCEPTED");
    expect(viaStatement.statements.filter((q) => q.includes('UPDATE "Ticket"') && q.includes('INSERT INTO "WebhookDelivery"'))).toHaveLength(1);
    expect(await onLockingPath(() => verifyScan(deps, { code: lockedCode, gateId: "same-gate", entrance: "Same", scannedAt, organisationId }))).toMatchObject({ result: "ACCEPTED" });
    const [a, b] = [await deliveredOnce(fast.id), await deliveredOnce(locked.id)];
    const rows = await deps.db.webhookDelivery.findMany({ where: { eventType: "ticket.checked_in", payload: { path: ["data", "gateId"], equals: "same-gate" } } });
    expect(rows).toHaveLength(2);
    const sent = (id: string) => seen.find((r) => r.body.includes(id))!.body;
    // Byte for byte, once the ticket's own id and number are set aside.
    expect(sent(locked.id).replaceAll(locked.id, "TICKET").replaceAll(locked.ticketNo, "NO")).toBe(sent(fast.id).replaceAll(fast.id, "TICKET").replaceAll(fast.ticketNo, "NO"));
    expect(b).toEqual({ ...a, data: { ...a.data, ticketId: locked.id, ticketNo: locked.ticketNo } });
    expect(a.data).toMatchObject({ gateId: "same-gate", entrance: "Same", method: "offline", checkedInAt: scannedAt.toISOString() });
  });
});
