// Gate verification over HTTP against the real database: once only, transfers and refreshes kill old
// codes, replayed / expired / tampered codes, offline uploads from two gates merging to one entry,
// merchandise pick-up, the offline snapshot, the public status page and the live subscriptions.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type FormattedExecutionResult } from "graphql-ws";
import { watchPubSubListeners } from "../helpers/pubsub-listeners.ts";
import WebSocket from "ws";
import { startTestServer, type TestServer, type TypedDocument } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { gql } from "../helpers/accounts.ts";
import { currentCode, giveTicket, newFan, QR_CODE, transfer, VERIFY } from "./entry-support.ts";
import { certificateMessage, codeMessage, formatCompactQrCode, formatQrCode, fromBase64Url, parseQrCode, toBase64Url } from "@fanfare/shared/qr";
import { publicKeyFromRaw } from "../../server/src/modules/entry/qr.crypto.ts";
import { graphql } from "../gql/index.ts";
import { member, type ResultOf } from "../helpers/graphql-result.ts";

let s: TestServer;
let gate: string;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  gate = await createStaffToken(s, ["gate:scan"]);
});
afterAll(() => s?.stop());

const verify = async (code: string, opts: { gateId?: string; entrance?: string; token?: string } = {}) => {
  const r = await gql(s, VERIFY, { input: { code, gateId: opts.gateId ?? "gate-1", entrance: opts.entrance ?? "North 1" } }, { token: opts.token ?? gate });
  expect(r.errors).toBeUndefined();
  return member(r.data?.verifyEntry, "EntryVerification");
};

/** A code as it would have been shown `msAgo` milliseconds ago. */
async function codeFrom(fan: { token: string }, ticketGlobalId: string, msAgo: number) {
  const real = s.app.deps.now;
  s.app.deps.now = () => new Date(Date.now() - msAgo);
  try {
    return await currentCode(s, fan, ticketGlobalId);
  } finally {
    s.app.deps.now = real;
  }
}

describe("verifyEntry", () => {
  it("is for staff tokens with the gate:scan scope only", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const code = await currentCode(s, fan, ticket.globalId);
    for (const token of [fan.token, await createStaffToken(s, ["entry:manage"])]) {
      const r = await gql(s, VERIFY, { input: { code, gateId: "g" } }, { token });
      expect(r.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    }
    expect((await gql(s, VERIFY, { input: { code, gateId: "g" } })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("admits a ticket once; a second scan says when and where it was first used", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const code = await currentCode(s, fan, ticket.globalId);
    const first = await verify(code, { entrance: "North 1" });
    expect(first).toMatchObject({ __typename: "EntryVerification", result: "ACCEPTED", kind: "TICKET", ticketNo: ticket.ticketNo, eventTitle: ticket.event.title });
    const again = await verify(code, { gateId: "gate-2", entrance: "South 4" });
    expect(again.result).toBe("ALREADY_USED");
    expect(again.firstEntrance).toBe("North 1");
    expect(again.firstUsedAt).toBe(first.scannedAt);
    const row = await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id }, include: { history: true } });
    expect(row.status).toBe("VALIDATED");
    expect(row.history.filter((h) => h.kind === "VALIDATED")).toHaveLength(1);
    // Used: the fan's screen has no pass any more.
    expect((await gql(s, QR_CODE, { kind: "TICKET", id: ticket.globalId }, { token: fan.token })).data!.qrCode.active).toBe(false);
  });

  it("of five gates scanning one code at once, exactly one lets the fan in", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const code = await currentCode(s, fan, ticket.globalId);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => verify(code, { gateId: `gate-${n}`, entrance: `E${n}` })));
    expect(results.filter((r) => r.result === "ACCEPTED")).toHaveLength(1);
    expect(results.filter((r) => r.result === "ALREADY_USED")).toHaveLength(4);
    const winner = results.find((r) => r.result === "ACCEPTED");
    for (const r of results.filter((x) => x.result === "ALREADY_USED")) expect(r.firstEntrance).toBe(winner!.firstEntrance);
    const db = s.app.deps.db;
    expect(await db.ticketHistory.count({ where: { ticketId: ticket.id, kind: "VALIDATED" } })).toBe(1);
    expect(await db.gateScan.count({ where: { ticketId: ticket.id, result: "ACCEPTED" } })).toBe(1);
  });

  it("refuses the old owner's code the moment a ticket is transferred, and admits the new owner's", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const shown = await currentCode(s, a, ticket.globalId);
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    expect((await verify(shown)).result).toBe("SUPERSEDED");
    expect((await verify(await currentCode(s, b, ticket.globalId))).result).toBe("ACCEPTED");
  });

  it("refuses codes shown before 'Refresh QR code'", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const old = await currentCode(s, fan, ticket.globalId);
    const r = await gql(s, graphql(`mutation EntryGateRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { active code pass { version } } } }`), { id: ticket.globalId }, { token: fan.token });
    const refreshed = member(r.data?.refreshTicketQr, "QrUpdate");
    expect(refreshed.pass?.version).toBe(2);
    expect((await verify(old)).result).toBe("SUPERSEDED");
    expect((await verify(refreshed.code!)).result).toBe("ACCEPTED");
  });

  it("refuses a screenshot from a minute ago, and takes one from a few seconds ago", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    expect((await verify(await codeFrom(fan, ticket.globalId, 60_000))).result).toBe("EXPIRED");
    expect(await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: "PAID" });
    expect((await verify(await codeFrom(fan, ticket.globalId, 5_000))).result).toBe("ACCEPTED");
  });

  it("refuses tampered codes: a changed signature, another ticket's id, a certificate from a stranger's key", async () => {
    const fan = await newFan(s);
    const [t1, t2] = [await giveTicket(s, fan.user.id), await giveTicket(s, fan.user.id)];
    const code = await currentCode(s, fan, t1.globalId);
    const c = parseQrCode(code)!;
    const flip = (b64: string) => toBase64Url(fromBase64Url(b64).map((x, i) => (i === 5 ? x ^ 1 : x)));
    expect((await verify(formatQrCode({ ...c, signature: flip(c.signature) }))).result).toBe("INVALID");
    expect((await verify(formatQrCode({ ...c, certificate: flip(c.certificate) }))).result).toBe("INVALID");
    expect((await verify(formatQrCode({ ...c, id: t2.id }))).result).toBe("INVALID");
    expect((await verify(formatQrCode({ ...c, version: c.version + 1 }))).result).toBe("INVALID");
    // The same tampering in the compact form the QR carries now.
    expect(code.startsWith("FF2")).toBe(true);
    expect((await verify(formatCompactQrCode({ ...c, signature: flip(c.signature) }))).result).toBe("INVALID");
    expect((await verify(formatCompactQrCode({ ...c, id: t2.id }))).result).toBe("INVALID");
    expect((await verify(formatCompactQrCode({ ...c, window: c.window + 1 }))).result).toBe("INVALID");
    // A forger with their own "server" key and pass key: the certificate does not verify with ours.
    const server = crypto.generateKeyPairSync("ed25519");
    const pass = crypto.generateKeyPairSync("ed25519");
    const passPublicKey = toBase64Url(pass.publicKey.export({ format: "der", type: "spki" }).subarray(12));
    const certificate = toBase64Url(crypto.sign(null, Buffer.from(certificateMessage("T", t2.id, 1, passPublicKey)), server.privateKey));
    const signature = toBase64Url(crypto.sign(null, Buffer.from(codeMessage("T", t2.id, 1, c.window)), pass.privateKey));
    expect((await verify(formatQrCode({ ...c, id: t2.id, passPublicKey, certificate, signature }))).result).toBe("INVALID");
    expect((await verify("not a code")).result).toBe("INVALID");
    // The untouched code still works in the first format, read from the link the first QR codes carried
    // (accepted for a transition), and a second scan of it in the compact form is the same code.
    expect((await verify(`http://localhost/#/ticket-stu-detail?c=${formatQrCode(c)}`)).result).toBe("ACCEPTED");
    expect((await verify(code)).result).toBe("ALREADY_USED");
  });
});

describe("offline gates", () => {
  const UPLOAD = graphql(`mutation EntryGate2($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstUsedAt firstEntrance } } } }`);

  it("merges two gates' offline scans of one ticket into one entry: the first scan wins", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const code = await currentCode(s, fan, ticket.globalId);
    const early = new Date(Date.now() - 4_000);
    const late = new Date(Date.now() - 1_000);
    // The later scan reaches the server first…
    const g2 = await gql(s, UPLOAD, { gateId: "gate-B", scans: [{ code, scannedAt: late.toISOString(), entrance: "South" }] }, { token: gate });
    expect(member(g2.data?.uploadGateScans, "GateUpload").results[0].result).toBe("ACCEPTED");
    // …then the earlier one: it wins, and the later one becomes a repeat.
    const g1 = await gql(s, UPLOAD, { gateId: "gate-A", scans: [{ code, scannedAt: early.toISOString(), entrance: "North" }] }, { token: gate });
    expect(member(g1.data?.uploadGateScans, "GateUpload").results[0]).toMatchObject({ result: "ACCEPTED", firstEntrance: "North" });
    // Retrying an upload changes nothing.
    const again = await gql(s, UPLOAD, { gateId: "gate-A", scans: [{ code, scannedAt: early.toISOString(), entrance: "North" }] }, { token: gate });
    expect(member(again.data?.uploadGateScans, "GateUpload").results[0].result).toBe("ACCEPTED");

    const db = s.app.deps.db;
    const row = await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.validatedAt?.toISOString()).toBe(early.toISOString());
    expect(row.validatedEntrance).toBe("North");
    const scans = await db.gateScan.findMany({ where: { ticketId: ticket.id }, orderBy: { scannedAt: "asc" } });
    expect(scans.map((x) => [x.gateId, x.result])).toEqual([
      ["gate-A", "ACCEPTED"],
      ["gate-B", "ALREADY_USED"],
    ]);
    expect(await db.ticketHistory.count({ where: { ticketId: ticket.id, kind: "VALIDATED" } })).toBe(1);
    // A live scan now is a repeat of the first one.
    expect(await verify(code)).toMatchObject({ result: "ALREADY_USED", firstEntrance: "North", firstUsedAt: early.toISOString() });
  });

  it("judges an offline scan's code against the scan time, not the upload time", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const code = await codeFrom(fan, ticket.globalId, 120_000);
    const atScan = new Date(Date.now() - 118_000).toISOString();
    const r = await gql(s, UPLOAD, { gateId: "gate-C", scans: [{ code, scannedAt: atScan }] }, { token: gate });
    expect(member(r.data?.uploadGateScans, "GateUpload").results[0].result).toBe("ACCEPTED");
  });

  it("hands gates the public keys and the revocation list to verify offline", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const shown = await currentCode(s, a, ticket.globalId);
    await transfer(s, a, ticket.globalId, b.email);
    const r = await gql(s, graphql(`query EntryGate3 { gateSnapshot { periodSeconds graceSeconds keys { keyId publicKey active } revocations { kind id minVersion closed } } }`), {}, { token: gate });
    const snap = r.data!.gateSnapshot;
    expect(snap.periodSeconds).toBe(30);
    expect(snap.revocations).toContainEqual({ kind: "TICKET", id: ticket.id, minVersion: 2, closed: false });
    // What a gate does offline: both signatures check with the downloaded key; the version is revoked.
    const c = parseQrCode(shown)!;
    const key = publicKeyFromRaw(fromBase64Url(snap.keys.find((k) => k.keyId === c.keyId)!.publicKey));
    expect(crypto.verify(null, Buffer.from(certificateMessage(c.kind, c.id, c.version, c.passPublicKey)), key, fromBase64Url(c.certificate))).toBe(true);
    expect(c.version).toBeLessThan(snap.revocations.find((x) => x.id === ticket.id)!.minVersion);
    expect((await gql(s, graphql(`query EntryGate4 { gateSnapshot { generatedAt } }`), {}, { token: a.token })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await gql(s, graphql(`query EntryGate5 { qrPublicKeys { keyId publicKey } }`))).data!.qrPublicKeys[0].publicKey).toBe(snap.keys[0].publicKey);
  });
});

describe("merchandise pick-up", () => {
  it("redeems an item once; a second scan is refused with when and where", async () => {
    const fan = await newFan(s);
    const db = s.app.deps.db;
    const variant = await db.merchVariant.findFirstOrThrow({ include: { product: true } });
    const order = await db.order.create({
      data: {
        orderNo: `M${Date.now()}`,
        userId: fan.user.id,
        kind: "MERCH",
        status: "PAID",
        currency: variant.product.currency,
        totalAmount: variant.product.priceAmount * 2,
        paidAt: new Date(),
        pickupDate: new Date("2026-12-11T00:00:00.000Z"),
        fulfilment: "READY_FOR_PICKUP",
        items: { create: [{ kind: "MERCH", merchVariantId: variant.id, quantity: 2, unitAmount: variant.product.priceAmount }] },
      },
      include: { items: true },
    });
    const item = order.items[0];
    const other = await newFan(s);
    expect((await gql(s, QR_CODE, { kind: "MERCH", id: item.id }, { token: other.token })).data!.qrCode.active).toBe(false);
    const q = await gql(s, QR_CODE, { kind: "MERCH", id: item.id }, { token: fan.token });
    expect(q.data!.qrCode.active).toBe(true);
    const merchCode = q.data!.qrCode.code!;
    const first = await verify(merchCode, { entrance: "Merch booth 2" });
    expect(first).toMatchObject({ result: "ACCEPTED", kind: "MERCH", productName: variant.product.name });
    const again = await verify(merchCode, { entrance: "Merch booth 5" });
    expect(again).toMatchObject({ result: "ALREADY_USED", firstEntrance: "Merch booth 2", firstUsedAt: first.scannedAt });
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).redeemedQuantity).toBe(2);
    // The merch module moved the order along: every item handed over, the order is picked up.
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).fulfilment).toBe("PICKED_UP");
    // Two counters offline: the earlier scan, uploaded later, takes the first place.
    const UPLOAD = graphql(`mutation EntryGate6($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstEntrance } } } }`);
    const earlier = new Date(new Date(first.scannedAt).getTime() - 2_000).toISOString();
    const up = await gql(s, UPLOAD, { gateId: "booth-9", scans: [{ code: merchCode, scannedAt: earlier, entrance: "Merch booth 9" }] }, { token: gate });
    expect(member(up.data?.uploadGateScans, "GateUpload").results[0].result).toBe("ACCEPTED");
    expect((await verify(merchCode)).firstEntrance).toBe("Merch booth 9");
  });
});

describe("public status and live updates", () => {
  it("shows valid / used on the public status page without personal data", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const code = await currentCode(s, fan, ticket.globalId);
    const Q = graphql(`query EntryGate7($c: String!) { publicTicketStatus(code: $c) { status eventTitle typeName usedAt entrance codeCurrent } }`);
    expect((await gql(s, Q, { c: code })).data!.publicTicketStatus).toMatchObject({ status: "VALID", eventTitle: ticket.event.title, codeCurrent: true });
    await verify(code, { entrance: "East" });
    const used = (await gql(s, Q, { c: code })).data!.publicTicketStatus;
    expect(used).toMatchObject({ status: "USED", entrance: "East", codeCurrent: false });
    expect(JSON.stringify(used)).not.toContain(fan.email);
    expect((await gql(s, Q, { c: "garbage" })).data!.publicTicketStatus.status).toBe("INVALID");
  });

  it("pushes the new owner's page to VALIDATED and ends the old owner's code stream", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const ws = (token: string) => createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
    const collect = <R,>(token: string, document: TypedDocument<R, { id: string }>) => {
      const client = ws(token);
      const stream = { seen: [] as FormattedExecutionResult<R, unknown>[], errors: [] as unknown[], completed: false, close: async () => { dispose(); await client.dispose(); } };
      const dispose = client.subscribe<R>(
        { query: document.toString(), variables: { id: ticket.globalId } },
        { next: (v) => stream.seen.push(v), error: (e) => stream.errors.push(e), complete: () => (stream.completed = true) },
      );
      return stream;
    };
    const aQr = collect(a.token, graphql(`subscription EntryGate8($id: ID!) { ticketQr(ticketId: $id) { active code } }`));
    await expect.poll(() => aQr.seen.length).toBeGreaterThan(0);
    expect(aQr.seen[0].data?.ticketQr.active).toBe(true);
    await transfer(s, a, ticket.globalId, b.email);
    await expect.poll(() => aQr.seen.some((v) => v.data?.ticketQr?.active === false)).toBe(true);
    await expect.poll(() => aQr.completed).toBe(true);

    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const bStatus = collect(b.token, graphql(`subscription EntryGate9($id: ID!) { ticketStatus(ticketId: $id) { ticketId status validatedEntrance } }`));
    await listeners.listening("ticket:status", ticket.id);
    listeners.stop();
    await verify(await currentCode(s, b, ticket.globalId), { entrance: "Gate 7" });
    await expect.poll(() => bStatus.seen.find((v) => v.data)?.data?.ticketStatus).toMatchObject({ ticketId: ticket.globalId, status: "VALIDATED", validatedEntrance: "Gate 7" });
    await Promise.all([aQr.close(), bStatus.close()]);
  });

  it("lets an operator with entry:manage update the entry guide, pushed to subscribers", async () => {
    const operator = await createStaffToken(s, ["entry:manage"]);
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const eventId = Buffer.from(`Event:${ticket.eventId}`).toString("base64");
    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const client = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket });
    const ENTRY = graphql(`subscription EntryGateEventEntry($id: ID!) { eventEntry(eventId: $id) { entryState entryNote doorsOpenAt } }`);
    const seen: FormattedExecutionResult<ResultOf<typeof ENTRY>, unknown>[] = [];
    const dispose = client.subscribe<ResultOf<typeof ENTRY>>({ query: ENTRY.toString(), variables: { id: eventId } }, { next: (v) => seen.push(v), error: () => {}, complete: () => {} });
    await listeners.listening("event:entry", ticket.eventId);
    listeners.stop();
    const M = graphql(`mutation EntryGate11($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState entryNote } }`);
    const input = { eventId, entryState: "VERIFYING" as const, entryNote: "Bags are checked at North 1", doorsOpenAt: "2026-08-01T11:00:00.000Z" };
    expect((await gql(s, M, { input }, { token: gate })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await gql(s, M, { input }, { token: operator })).data!.updateEventEntry.entryState).toBe("VERIFYING");
    await expect.poll(() => seen[0]?.data?.eventEntry).toMatchObject({ entryState: "VERIFYING", entryNote: "Bags are checked at North 1" });
    const guide = await gql(s, graphql(`query EntryGate12 { myEntryGuide { ticketCount entrances event { entryState doorsOpenAt } } }`), {}, { token: fan.token });
    expect(guide.data!.myEntryGuide[0]).toMatchObject({ ticketCount: 1, event: { entryState: "VERIFYING", doorsOpenAt: "2026-08-01T11:00:00.000Z" } });
    dispose();
    await client.dispose();
  });
});
