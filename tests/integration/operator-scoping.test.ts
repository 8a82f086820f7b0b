// Gate and support keys belong to an organisation (issue #19): a gate key of organisation A admits A's
// tickets and reads B's as INVALID (telling nothing about them); a support key lists and answers only
// the issues about its own organisation's events; a platform key sees every issue.
import crypto from "node:crypto";
import { statementsOf } from "../helpers/statements.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createProduct } from "../factories/merch.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import { currentCode, giveTicket, newFan, VERIFY } from "./entry-support.ts";
import { currentQr, publicKeys, verifyScan } from "../../server/src/modules/entry/index.ts";
import { certificateMessage, fromBase64Url, parseQrCode } from "@fanfare/shared/qr";
import { publicKeyFromRaw } from "../../server/src/modules/entry/qr.crypto.ts";
import type { Deps } from "../../server/src/deps.ts";

let s: TestServer;
const orgA = `org_sa_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_sb_${crypto.randomBytes(3).toString("hex")}`;

const CREATE_ISSUE = graphql(`mutation ScopingCreateIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } ... on Error { code } } }`);
const ISSUES = graphql(`query ScopingIssues { supportIssues(limit: 200) { id } }`);
const ANSWER = graphql(`mutation ScopingAnswer($id: ID!) { answerSupportIssue(issueId: $id, body: "We are on it.") { __typename ... on SupportIssue { id status } ... on Error { code } } }`);
const ENTRY = graphql(`mutation ScopingEntry($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState } }`);
const NODES = graphql(`query ScopingNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Ticket { ticketNo } ... on TicketType { name available } ... on Seat { row number } } }`);
const EVENT_ID = graphql(`query ScopingEventId($slug: String!) { event(slug: $slug) { id } }`);

const key = async (organisationId: string | null, scopes: string[]) => (await createStaffToken(s.app.deps.db, "scoping test", scopes, { organisationId })).token;

async function eventOf(organisationId: string) {
  const e = await createOnSaleEvent(s.app.deps, { standing: 10 });
  await s.app.deps.db.event.update({ where: { id: e.id }, data: { organisationId } });
  return e;
}

beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
});
afterAll(() => s?.stop());

describe("gate keys", () => {
  it("admit their own organisation's tickets and read another's as INVALID, leaving it unused", async () => {
    const [a, b] = [await eventOf(orgA), await eventOf(orgB)];
    const fan = await newFan(s);
    const ticketA = await giveTicket(s, fan.user.id, { event: a });
    const ticketB = await giveTicket(s, fan.user.id, { event: b });
    const gateA = await key(orgA, ["gate:scan"]);
    const scanB = await s.gql(VERIFY, { input: { code: await currentCode(s, fan, ticketB.globalId), gateId: "A-1" } }, { token: gateA });
    expect(member(scanB.data?.verifyEntry, "EntryVerification")).toMatchObject({ result: "INVALID", ticketNo: null, eventTitle: null });
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticketB.id } })).status).not.toBe("VALIDATED");
    const scanA = await s.gql(VERIFY, { input: { code: await currentCode(s, fan, ticketA.globalId), gateId: "A-1" } }, { token: gateA });
    expect(member(scanA.data?.verifyEntry, "EntryVerification")).toMatchObject({ result: "ACCEPTED", ticketNo: ticketA.ticketNo });
    // B's own gate admits B's ticket.
    const scanBByB = await s.gql(VERIFY, { input: { code: await currentCode(s, fan, ticketB.globalId), gateId: "B-1" } }, { token: await key(orgB, ["gate:scan"]) });
    expect(member(scanBByB.data?.verifyEntry, "EntryVerification").result).toBe("ACCEPTED");
  });

  it("admit their own ticket in one SQL statement, the organisation check inside it; another's stays unused on every path", async () => {
    const [a, b] = [await eventOf(orgA), await eventOf(orgB)];
    const fan = await newFan(s);
    const [ticketA, ticketB] = [await giveTicket(s, fan.user.id, { event: a }), await giveTicket(s, fan.user.id, { event: b })];
    const [codeA, codeB] = [await currentCode(s, fan, ticketA.globalId), await currentCode(s, fan, ticketB.globalId)];
    // The gate's hot path: one statement (before the check moved into it: four, the ticket, its event and its type read first).
    const own = await statementsOf(s.app, () => verifyScan(s.app.deps, { code: codeA, gateId: "A-2", organisationId: orgA }));
    expect(own.result).toMatchObject({ result: "ACCEPTED", ticketNo: ticketA.ticketNo });
    expect(own.statements).toHaveLength(1);
    expect(own.statements[0]).toContain('"organisationId"');
    // Another organisation's ticket falls through the one statement to the locking path, which refuses it too.
    const foreign = await verifyScan(s.app.deps, { code: codeB, gateId: "A-2", organisationId: orgA });
    expect(foreign).toMatchObject({ result: "INVALID", ticketNo: null, eventTitle: null });
    const again = await verifyScan(s.app.deps, { code: codeB, gateId: "A-2", organisationId: orgA, scannedAt: new Date() });
    expect(again.result).toBe("INVALID");
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticketB.id } })).status).not.toBe("VALIDATED");
    expect(await s.app.deps.db.gateScan.count({ where: { gateId: "A-2", ticketId: ticketB.id } })).toBe(0);
    expect(await s.app.deps.db.ticketHistory.count({ where: { ticketId: ticketB.id, kind: "VALIDATED" } })).toBe(0);
  });
});

const SNAPSHOT_KEYS = graphql(`query ScopingSnapshotKeys { gateSnapshot { keys { keyId publicKey active } } }`);
const SNAPSHOT_REVOCATIONS = graphql(`query ScopingSnapshotRevocations { gateSnapshot { revocations { kind id } } }`);
const PLATFORM_KEYS = graphql(`query ScopingPlatformKeys { qrPublicKeys { keyId publicKey } }`);
const STATUS = graphql(`query ScopingPublicStatus($code: String!) { publicTicketStatus(code: $code) { status eventTitle } }`);

/** Does a code's certificate check with a gate's downloaded key, as an offline gate checks it? */
function certifiedBy(code: string, keys: { keyId: string; publicKey: string }[]): boolean {
  const c = parseQrCode(code)!;
  const key = keys.find((k) => k.keyId === c.keyId);
  if (!key) return false;
  return crypto.verify(null, Buffer.from(certificateMessage(c.kind, c.id, c.version, c.passPublicKey)), publicKeyFromRaw(fromBase64Url(key.publicKey)), fromBase64Url(c.certificate));
}

describe("offline gate keys", () => {
  it("are each organisation's own: A's gate verifies A's codes offline and none of B's; the platform's gates and the status page check both", async () => {
    const [a, b] = [await eventOf(orgA), await eventOf(orgB)];
    const fan = await newFan(s);
    const [ticketA, ticketB] = [await giveTicket(s, fan.user.id, { event: a }), await giveTicket(s, fan.user.id, { event: b })];
    const [codeA, codeB] = [await currentCode(s, fan, ticketA.globalId), await currentCode(s, fan, ticketB.globalId)];
    const [gateA, gateB, platformGate] = [await key(orgA, ["gate:scan"]), await key(orgB, ["gate:scan"]), await key(null, ["gate:scan"])];
    const keysA = (await s.gql(SNAPSHOT_KEYS, {}, { token: gateA })).data!.gateSnapshot.keys;
    const keysB = (await s.gql(SNAPSHOT_KEYS, {}, { token: gateB })).data!.gateSnapshot.keys;
    const platform = (await s.gql(PLATFORM_KEYS)).data!.qrPublicKeys;
    // The same key ids (one rotation for all), different keys.
    expect(keysA.map((k) => k.keyId)).toEqual(platform.map((k) => k.keyId));
    expect(keysB.map((k) => k.keyId)).toEqual(platform.map((k) => k.keyId));
    expect(new Set([...keysA, ...keysB, ...platform].map((k) => k.publicKey)).size).toBe(3 * platform.length);
    expect((await s.gql(SNAPSHOT_KEYS, {}, { token: platformGate })).data!.gateSnapshot.keys).toEqual(keysA.map((k, i) => ({ ...k, publicKey: platform[i].publicKey })));

    expect(certifiedBy(codeA, keysA)).toBe(true);
    expect(certifiedBy(codeA, keysB)).toBe(false);
    expect(certifiedBy(codeA, platform)).toBe(false);
    expect(certifiedBy(codeB, keysB)).toBe(true);
    expect(certifiedBy(codeB, keysA)).toBe(false);

    // B's gate, online too, refuses A's code without touching it: a code B's keys do not certify.
    expect(member((await s.gql(VERIFY, { input: { code: codeA, gateId: "B-9" } }, { token: gateB })).data?.verifyEntry, "EntryVerification").result).toBe("INVALID");
    expect(await s.app.deps.db.gateScan.count({ where: { gateId: "B-9", ticketId: { not: null } } })).toBe(0);
    // The status page and the platform's gates check each code with its own organisation's keys.
    expect((await s.gql(STATUS, { code: codeA })).data!.publicTicketStatus).toMatchObject({ status: "VALID", eventTitle: a.title });
    expect(member((await s.gql(VERIFY, { input: { code: codeA, gateId: "P-1" } }, { token: platformGate })).data?.verifyEntry, "EntryVerification").result).toBe("ACCEPTED");
    expect(member((await s.gql(VERIFY, { input: { code: codeB, gateId: "B-9" } }, { token: gateB })).data?.verifyEntry, "EntryVerification").result).toBe("ACCEPTED");
    // Now both are used: each organisation's snapshot revokes its own ticket only; the platform's both.
    const revoked = async (token: string) => (await s.gql(SNAPSHOT_REVOCATIONS, {}, { token })).data!.gateSnapshot.revocations.map((r) => r.id);
    expect(await revoked(gateA)).toContain(ticketA.id);
    expect(await revoked(gateA)).not.toContain(ticketB.id);
    expect(await revoked(gateB)).not.toContain(ticketA.id);
    expect(await revoked(platformGate)).toEqual(expect.arrayContaining([ticketA.id, ticketB.id]));
  });

  it("revoke each organisation's own pick-up passes: another organisation's merch order items are none of its gates' business", async () => {
    const fan = await newFan(s);
    // A handed-over pick-up item of each organisation's product: its pass is revoked.
    const handedOver = async (organisationId: string) => {
      const event = await eventOf(organisationId);
      const product = await createProduct(s.app.deps, { eventId: event.id });
      await s.app.deps.db.merchProduct.update({ where: { id: product.id }, data: { organisationId } });
      const order = await s.app.deps.db.order.create({
        data: {
          orderNo: `SC${crypto.randomBytes(5).toString("hex")}`,
          userId: fan.user.id,
          kind: "MERCH",
          status: "PAID",
          currency: product.currency,
          totalAmount: product.price,
          eventId: event.id,
          items: { create: { kind: "MERCH", merchVariantId: product.variants[0]!.id, unitAmount: product.price, redeemedQuantity: 1 } },
        },
        include: { items: true },
      });
      return order.items[0]!.id;
    };
    const [itemA, itemB] = [await handedOver(orgA), await handedOver(orgB)];
    const revoked = async (token: string) => (await s.gql(SNAPSHOT_REVOCATIONS, {}, { token })).data!.gateSnapshot.revocations.filter((r) => r.kind === "MERCH").map((r) => r.id);
    const [gateA, gateB, platformGate] = [await key(orgA, ["gate:scan"]), await key(orgB, ["gate:scan"]), await key(null, ["gate:scan"])];
    expect(await revoked(gateA)).toContain(itemA);
    expect(await revoked(gateA)).not.toContain(itemB);
    expect(await revoked(gateB)).toContain(itemB);
    expect(await revoked(gateB)).not.toContain(itemA);
    expect(await revoked(platformGate)).toEqual(expect.arrayContaining([itemA, itemB]));
  });

  it("an offline upload of another organisation's code, sent again, still tells nothing about it", async () => {
    const b = await eventOf(orgB);
    const fan = await newFan(s);
    const ticketB = await giveTicket(s, fan.user.id, { event: b });
    const scan = { code: await currentCode(s, fan, ticketB.globalId), scannedAt: new Date() };
    for (let i = 0; i < 2; i++) {
      expect(await verifyScan(s.app.deps, { ...scan, gateId: "A-offline", organisationId: orgA })).toMatchObject({ result: "INVALID", ticketNo: null, eventTitle: null, ticketTypeName: null });
    }
  });

  it("rotate for every organisation at once: codes under the old key still enter while new passes use the new one", async () => {
    const event = await eventOf(orgA);
    const fan = await newFan(s);
    const [before, after] = [await giveTicket(s, fan.user.id, { event }), await giveTicket(s, fan.user.id, { event })];
    const base = s.app.deps.config.qr;
    const oldCode = (await currentQr(s.app.deps, "TICKET", fan.user.id, before.id)).code!;
    const k2 = { keyId: "rot2", seed: crypto.randomBytes(32) };
    const rotated: Deps = { ...s.app.deps, config: { ...s.app.deps.config, qr: { ...base, keys: [...base.keys, k2], activeKeyId: "rot2" } } };
    const keys = publicKeys(rotated, orgA);
    expect(keys.map((k) => [k.keyId, k.active])).toEqual([...base.keys.map((k) => [k.keyId, false]), ["rot2", true]]);
    expect(publicKeys(rotated, orgB).find((k) => k.keyId === "rot2")!.publicKey).not.toBe(keys.find((k) => k.keyId === "rot2")!.publicKey);
    const newCode = (await currentQr(rotated, "TICKET", fan.user.id, after.id)).code!;
    expect(parseQrCode(newCode)!.keyId).toBe("rot2");
    expect(certifiedBy(newCode, keys)).toBe(true);
    expect(certifiedBy(newCode, publicKeys(rotated, orgB))).toBe(false);
    expect(certifiedBy(oldCode, keys)).toBe(true);
    for (const code of [oldCode, newCode]) expect((await verifyScan(rotated, { code, gateId: "A-rot", organisationId: orgA })).result).toBe("ACCEPTED");
  });
});

describe("entry-guide keys", () => {
  it("change only their own organisation's events' entry guides", async () => {
    const [a, b] = [await eventOf(orgA), await eventOf(orgB)];
    const entryA = await key(orgA, ["entry:manage"]);
    const id = async (slug: string) => (await s.gql(EVENT_ID, { slug })).data!.event!.id;
    const cross = await s.gql(ENTRY, { input: { eventId: await id(b.slug), entryState: "OPEN" } }, { token: entryA });
    expect(cross.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await s.app.deps.db.event.findUniqueOrThrow({ where: { id: b.id } })).entryState).toBe("COMING_SOON");
    const own = await s.gql(ENTRY, { input: { eventId: await id(a.slug), entryState: "OPEN" } }, { token: entryA });
    expect(own.data?.updateEventEntry.entryState).toBe("OPEN");
  });
});

describe("node(id:) for an organisation's keys", () => {
  it("answers another organisation's public objects as to a fan, and never its tickets", async () => {
    const b = await eventOf(orgB);
    const fan = await newFan(s);
    const ticketB = await giveTicket(s, fan.user.id, { event: b });
    const seat = await s.app.deps.db.seat.findFirstOrThrow({ where: { ticketTypeId: b.seatedTypeId } });
    const g = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
    const ids = [ticketB.globalId, g("TicketType", b.standingTypeId), g("Seat", seat.id)];
    const everyScope = await key(orgA, ["events:read", "events:write", "orders:read", "attendees:read", "gate:scan", "reports:read", "support:answer", "merch:write"]);
    const asA = (await s.gql(NODES, { ids }, { token: everyScope })).data!.nodes;
    const asNobody = (await s.gql(NODES, { ids })).data!.nodes;
    expect(asA[0]).toBeNull();
    expect(asA).toEqual(asNobody);
    expect(asA[1]).toMatchObject({ __typename: "TicketType", name: "Standing" });
    expect(asA[2]).toMatchObject({ __typename: "Seat", row: seat.row, number: seat.number });
    // The fan who holds it, and only they, loads the ticket.
    expect((await s.gql(NODES, { ids: [ticketB.globalId] }, { token: fan.token })).data!.nodes[0]).toMatchObject({ ticketNo: ticketB.ticketNo });
    expect((await s.gql(NODES, { ids: [ticketB.globalId] }, { token: await key(orgB, ["orders:read", "attendees:read"]) })).data!.nodes[0]).toBeNull();
  });
});

describe("support keys", () => {
  it("list and answer only issues about their organisation's events; the platform's see all", async () => {
    const b = await eventOf(orgB);
    const fan = await newFan(s);
    const eventId = (await s.gql(EVENT_ID, { slug: b.slug })).data!.event!.id;
    const created = await s.gql(CREATE_ISSUE, { input: { type: "TICKET", text: "My ticket for this event does not show.", phone: "+852 6123 4567", email: fan.email, eventId } }, { token: fan.token, ip: fan.ip });
    const issueId = member(created.data?.createSupportIssue, "SupportIssue").id;
    expect((await s.app.deps.db.supportIssue.findUniqueOrThrow({ where: { id: issueId } })).organisationId).toBe(orgB);

    const supportA = await key(orgA, ["support:answer"]);
    expect((await s.gql(ISSUES, {}, { token: supportA })).data!.supportIssues.map((i) => i.id)).not.toContain(issueId);
    expect(member((await s.gql(ANSWER, { id: issueId }, { token: supportA })).data?.answerSupportIssue, "SupportIssueNotFoundError").code).toBe("SUPPORT_ISSUE_NOT_FOUND");
    expect((await s.app.deps.db.supportMessage.count({ where: { issueId } }))).toBe(0);

    const supportB = await key(orgB, ["support:answer"]);
    expect((await s.gql(ISSUES, {}, { token: supportB })).data!.supportIssues.map((i) => i.id)).toContain(issueId);
    expect((await s.gql(ISSUES, {}, { token: await key(null, ["support:answer"]) })).data!.supportIssues.map((i) => i.id)).toContain(issueId);
    expect(member((await s.gql(ANSWER, { id: issueId }, { token: supportB })).data?.answerSupportIssue, "SupportIssue").status).toBe("ANSWERED");
  });
});
