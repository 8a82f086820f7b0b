// Apple pass updates pushed over APNs (issue 35): a local HTTP/2 TLS server stands in for Apple's push service
// at APPLE_APNS_HOST, with a certificate for localhost from the test CA, and asks for the client's certificate
// (the Pass Type ID certificate). A transfer pushes each registered device once, with the pass type as the
// topic and an empty payload; a 410 removes the registration; an APNs that is down is tried again until it
// answers; a ticket without devices pushes nothing; the organiser moving the venue pushes each device of the
// event once, and the pass it then fetches carries the venue's location. The push is queued in the change's
// transaction (ApplePassPush): the gate's one-statement admission pushes too, a hand-back's listing and its
// withdrawal push (and tell the organisation's webhooks), and a push whose process stopped before APNs took
// it is sent by another instance's passes:push job.
import http2 from "node:http2";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { graphqlAt, startTestServer, testAppConfig, type TestServer } from "../helpers/server.ts";
import { buildApp } from "../../server/src/app.ts";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { watchPubSubListeners } from "../helpers/pubsub-listeners.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { gql } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { waitFor } from "../helpers/wait.ts";
import { graphql } from "../gql/index.ts";
import { loadConfig } from "../../server/src/config.ts";
import { passPushesSettled } from "../../server/src/modules/passes/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { currentCode, giveTicket, newFan, transfer, VERIFY, type Fan } from "./entry-support.ts";
import { localhostTls, PASS_TYPE_ID, passkitEnv, signerPem, unzip, wwdrPem } from "../helpers/apple-wallet.ts";

interface Push {
  path: string;
  token: string;
  topic: string | undefined;
  pushType: string | undefined;
  priority: string | undefined;
  body: string;
  /** The TLS client's certificate, as the double saw it. */
  clientCert: string;
}

/** What the double answers a token's n-th push (1-based): its status and APNs' reason. */
let answer: (token: string, n: number) => { status: number; reason?: string } = () => ({ status: 200 });
const pushes: Push[] = [];
const apns = http2.createSecureServer({ ...localhostTls, requestCert: true, rejectUnauthorized: true, ca: [wwdrPem] });
apns.on("stream", (stream, headers) => {
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => {
    const path = String(headers[":path"]);
    const token = decodeURIComponent(path.replace(/^\/3\/device\//, ""));
    const socket = stream.session?.socket as import("node:tls").TLSSocket;
    pushes.push({
      path,
      token,
      topic: headers["apns-topic"] as string | undefined,
      pushType: headers["apns-push-type"] as string | undefined,
      priority: headers["apns-priority"] as string | undefined,
      body: Buffer.concat(chunks).toString(),
      clientCert: socket.getPeerCertificate().fingerprint256,
    });
    const { status, reason } = answer(token, pushes.filter((p) => p.token === token).length);
    stream.respond({ ":status": status, ...(reason ? { "content-type": "application/json" } : {}) });
    stream.end(reason ? JSON.stringify({ reason, timestamp: Date.now() }) : undefined);
  });
});

const PASSES = graphql(`query PushTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { applePassUrl } } }`);
const CANCEL_EVENT = graphql(`mutation PushCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id cancelledAt } } ... on Error { code } } }`);
const UPDATE_EVENT = graphql(`mutation PushUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id latitude longitude venue } ... on Error { code field } } }`);

const SECURE = graphql(`mutation PushSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } } }`);
const PAY = graphql(`mutation PushPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } } }`);
const HAND_BACK = graphql(`mutation PushHandBack($input: HandBackTicketsInput!) { handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } } }`);
const WITHDRAW = graphql(`mutation PushWithdrawHandBack($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }`);
const TICKET_STATUS = graphql(`subscription PushTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }`);
const CREATE_ENDPOINT = graphql(`mutation PushWebhookCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { endpoint { id } } ... on Error { code } } }`);

let s: TestServer;
let operator: string;
const org = `org_push_${crypto.randomBytes(3).toString("hex")}`;
beforeAll(async () => {
  await new Promise<void>((r) => apns.listen(0, "127.0.0.1", r));
  const config = loadConfig({
    ...passkitEnv,
    APPLE_APNS_HOST: `localhost:${(apns.address() as AddressInfo).port}`,
    APPLE_APNS_CA: wwdrPem,
    APPLE_APNS_MAX_ATTEMPTS: "4",
    APPLE_APNS_RETRY_BASE_MS: "20",
  });
  s = await startTestServer({ trustProxy: true, walletPasses: config.walletPasses, webhooks: { ...config.webhooks, allowedNetworks: [{ address: "127.0.0.0", prefix: 8, family: "ipv4" }] } });
  await s.app.deps.db.organisation.create({ data: { id: org, slug: org.replaceAll("_", "-"), name: "Push" } });
  operator = (await createStaffToken(s.app.deps.db, "push test", ["events:write", "gate:scan", "webhooks:manage"], { organisationId: org })).token;
});
afterAll(async () => {
  await s?.stop();
  await new Promise((r) => apns.close(r));
});
afterEach(() => {
  pushes.length = 0;
  answer = () => ({ status: 200 });
});

/** The fan's pass of the ticket: its web service token and its pass.json. */
async function downloadPass(fan: Fan, ticketGlobalId: string) {
  const r = await gql(s, PASSES, { id: ticketGlobalId }, { token: fan.token });
  const res = await fetch(r.data!.ticket!.walletPasses!.applePassUrl!.replace(/^https?:\/\/[^/]+/, s.url));
  expect(res.status).toBe(200);
  return JSON.parse(unzip(Buffer.from(await res.arrayBuffer())).get("pass.json")!.toString()) as {
    authenticationToken: string;
    locations?: { latitude: number; longitude: number; relevantText?: string }[];
    voided?: boolean;
  };
}

const ws = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${s.url}/passes/apple/v1${path}`, { ...init, headers: { ...(init.token ? { authorization: `ApplePass ${init.token}` } : {}), "content-type": "application/json" } });

/** A device registers the pass for updates with its push token. */
async function register(device: string, ticketId: string, authToken: string, pushToken: string) {
  const res = await ws(`/devices/${device}/registrations/${PASS_TYPE_ID}/${ticketId}`, { method: "POST", body: JSON.stringify({ pushToken }), token: authToken });
  expect(res.status).toBe(201);
}

const token = () => crypto.randomBytes(32).toString("hex");
const registrations = (ticketId: string) => s.app.deps.db.applePassRegistration.findMany({ where: { serialNumber: ticketId }, orderBy: { deviceLibraryIdentifier: "asc" } });

describe("Apple pass update pushes", () => {
  it("a transfer pushes each registered device once: the pass type as topic, an empty background push, the Pass Type ID certificate", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const pass = await downloadPass(a, ticket.globalId);
    const [phone, watch] = [token(), token()];
    await register("phone", ticket.id, pass.authenticationToken, phone);
    await register("watch", ticket.id, pass.authenticationToken, watch);
    // Registering pushes nothing.
    await passPushesSettled(s.app.deps);
    expect(pushes).toEqual([]);

    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    await waitFor(() => pushes.length >= 2, "two pushes");
    await passPushesSettled(s.app.deps);
    expect(pushes.map((p) => p.path).sort()).toEqual([`/3/device/${phone}`, `/3/device/${watch}`].sort());
    const signer = new crypto.X509Certificate(signerPem);
    for (const p of pushes) {
      expect(p).toMatchObject({ topic: PASS_TYPE_ID, pushType: "background", priority: "5", body: "{}" });
      expect(p.clientCert).toBe(signer.fingerprint256);
    }
    // Both registrations stay.
    expect((await registrations(ticket.id)).map((r) => r.pushToken).sort()).toEqual([phone, watch].sort());
    // What the device then fetches: the former holder's pass, voided.
    const latest = await ws(`/passes/${PASS_TYPE_ID}/${ticket.id}`, { token: pass.authenticationToken });
    expect(JSON.parse(unzip(Buffer.from(await latest.arrayBuffer())).get("pass.json")!.toString()).voided).toBe(true);
  });

  it("a 410 Unregistered removes that device's registration; the others are kept", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const pass = await downloadPass(a, ticket.globalId);
    const [gone, kept] = [token(), token()];
    await register("gone", ticket.id, pass.authenticationToken, gone);
    await register("kept", ticket.id, pass.authenticationToken, kept);
    answer = (t) => (t === gone ? { status: 410, reason: "Unregistered" } : { status: 200 });
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    await waitFor(() => pushes.length >= 2, "two pushes");
    await passPushesSettled(s.app.deps);
    expect(pushes).toHaveLength(2);
    expect((await registrations(ticket.id)).map((r) => r.deviceLibraryIdentifier)).toEqual(["kept"]);
  });

  it("an APNs that is down (503, 429) is tried again with a wait until it answers; the change did not wait for it", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const pass = await downloadPass(a, ticket.globalId);
    const device = token();
    await register("flaky", ticket.id, pass.authenticationToken, device);
    answer = (_t, n) => (n === 1 ? { status: 503, reason: "ServiceUnavailable" } : n === 2 ? { status: 429, reason: "TooManyRequests" } : { status: 200 });
    const started = Date.now();
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    await waitFor(() => pushes.length >= 3, "three attempts");
    await passPushesSettled(s.app.deps);
    // 20 ms, then 40 ms between the attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(pushes.map((p) => p.path)).toEqual(Array(3).fill(`/3/device/${device}`));
    expect(await registrations(ticket.id)).toHaveLength(1);
  });

  it("gives up after APPLE_APNS_MAX_ATTEMPTS on an APNs that never answers well, and keeps the registration", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const pass = await downloadPass(a, ticket.globalId);
    await register("down", ticket.id, pass.authenticationToken, token());
    answer = () => ({ status: 500, reason: "InternalServerError" });
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    await waitFor(() => pushes.length >= 4, "four attempts");
    await passPushesSettled(s.app.deps);
    expect(pushes).toHaveLength(4);
    expect(await registrations(ticket.id)).toHaveLength(1);
  });

  it("a ticket no device registered pushes nothing", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    await downloadPass(a, ticket.globalId);
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    await passPushesSettled(s.app.deps);
    await new Promise((r) => setTimeout(r, 100));
    expect(pushes).toEqual([]);
  });

  it("the organiser moving the venue pushes each device of the event once; the pass it then fetches is listed as changed and carries the location", async () => {
    const event = await createOnSaleEvent(s.app.deps, { standing: 10 });
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: org } });
    const fan = await newFan(s);
    const [t1, t2] = [await giveTicket(s, fan.user.id, { event }), await giveTicket(s, fan.user.id, { event })];
    const [p1, p2] = [await downloadPass(fan, t1.globalId), await downloadPass(fan, t2.globalId)];
    expect(p1.locations).toBeUndefined();
    // One phone holds both passes: one push token for the pass type.
    const phone = token();
    await register("lounge-phone", t1.id, p1.authenticationToken, phone);
    await register("lounge-phone", t2.id, p2.authenticationToken, phone);
    const list = await ws(`/devices/lounge-phone/registrations/${PASS_TYPE_ID}`);
    const { lastUpdated } = (await list.json()) as { lastUpdated: string };

    // A change a pass does not show pushes nothing.
    const quiet = await gql(s, UPDATE_EVENT, { id: event.id, input: { maxTicketsPerAccount: 6 } }, { token: operator });
    expect(quiet.data?.updateEvent?.__typename).toBe("OperatorEvent");
    await passPushesSettled(s.app.deps);
    expect(pushes).toEqual([]);

    // Half a location is refused.
    const half = await gql(s, UPDATE_EVENT, { id: event.id, input: { latitude: 22.3 } }, { token: operator });
    expect(half.data?.updateEvent).toMatchObject({ __typename: "ValidationError", field: "longitude" });
    const far = await gql(s, UPDATE_EVENT, { id: event.id, input: { latitude: 91, longitude: 114 } }, { token: operator });
    expect(far.data?.updateEvent).toMatchObject({ __typename: "ValidationError", field: "latitude" });

    await new Promise((r) => setTimeout(r, 5));
    const moved = await gql(s, UPDATE_EVENT, { id: event.id, input: { venue: "Hong Kong Coliseum", latitude: 22.3019, longitude: 114.1822 } }, { token: operator });
    expect(member(moved.data?.updateEvent, "OperatorEvent")).toMatchObject({ latitude: 22.3019, longitude: 114.1822 });
    await waitFor(() => pushes.length >= 1, "a push");
    await passPushesSettled(s.app.deps);
    expect(pushes.map((p) => p.path)).toEqual([`/3/device/${phone}`]);

    const changed = (await (await ws(`/devices/lounge-phone/registrations/${PASS_TYPE_ID}?passesUpdatedSince=${lastUpdated}`)).json()) as { serialNumbers: string[] };
    expect(changed.serialNumbers.sort()).toEqual([t1.id, t2.id].sort());
    const latest = await ws(`/passes/${PASS_TYPE_ID}/${t1.id}`, { token: p1.authenticationToken });
    const json = JSON.parse(unzip(Buffer.from(await latest.arrayBuffer())).get("pass.json")!.toString()) as { locations: unknown; voided: boolean };
    expect(json.voided).toBe(false);
    expect(json.locations).toEqual([{ latitude: 22.3019, longitude: 114.1822, relevantText: `${event.title} at Hong Kong Coliseum` }]);
  });

  it("the organiser cancelling the event pushes each device of its passes once; the pass it then fetches is voided", async () => {
    const event = await createOnSaleEvent(s.app.deps, { standing: 10 });
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: org } });
    const [fan, other] = [await newFan(s), await newFan(s)];
    const [t1, t2, t3] = [await giveTicket(s, fan.user.id, { event }), await giveTicket(s, fan.user.id, { event }), await giveTicket(s, other.user.id, { event })];
    const [p1, p2, p3] = [await downloadPass(fan, t1.globalId), await downloadPass(fan, t2.globalId), await downloadPass(other, t3.globalId)];
    const [mine, theirs] = [token(), token()];
    await register("cancel-mine", t1.id, p1.authenticationToken, mine);
    await register("cancel-mine", t2.id, p2.authenticationToken, mine);
    await register("cancel-theirs", t3.id, p3.authenticationToken, theirs);
    const r = await gql(s, CANCEL_EVENT, { id: event.id }, { token: operator });
    expect(r.data?.cancelEvent?.__typename).toBe("EventCancellation");
    await waitFor(() => pushes.length >= 2, "two pushes");
    await passPushesSettled(s.app.deps);
    expect(pushes.map((p) => p.path).sort()).toEqual([`/3/device/${mine}`, `/3/device/${theirs}`].sort());
    const latest = await ws(`/passes/${PASS_TYPE_ID}/${t3.id}`, { token: p3.authenticationToken });
    expect(JSON.parse(unzip(Buffer.from(await latest.arrayBuffer())).get("pass.json")!.toString()).voided).toBe(true);
  });

  it("the gate's one-statement admission pushes the pass's devices: the push is written in that statement", async () => {
    const event = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const now = s.app.deps.now();
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: org, startsAt: now, endsAt: new Date(now.getTime() + 6 * 3600_000) } });
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id, { event });
    const pass = await downloadPass(fan, ticket.globalId);
    const phone = token();
    await register("gate-phone", ticket.id, pass.authenticationToken, phone);
    const r = await gql(s, VERIFY, { input: { code: await currentCode(s, fan, ticket.globalId), gateId: "north-1" } }, { token: operator });
    expect(member(r.data?.verifyEntry, "EntryVerification").result).toBe("ACCEPTED");
    await waitFor(() => pushes.length >= 1, "a push");
    await passPushesSettled(s.app.deps);
    expect(pushes.map((p) => p.path)).toEqual([`/3/device/${phone}`]);
    expect(await s.app.deps.db.applePassPush.count({ where: { pushToken: phone } })).toBe(0);
    // What the device then fetches: the used ticket's pass, voided.
    const latest = await ws(`/passes/${PASS_TYPE_ID}/${ticket.id}`, { token: pass.authenticationToken });
    expect(JSON.parse(unzip(Buffer.from(await latest.arrayBuffer())).get("pass.json")!.toString()).voided).toBe(true);
  });

  it("a hand-back's listing and its withdrawal each push the pass (voided while listed, live again after), tell the ticket's open page and the organisation's webhooks", { timeout: 60_000 }, async () => {
    const event = await createOnSaleEvent(s.app.deps, { standing: 5, standingPrice: 38_000, waitingRoom: false });
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: org, handBackEnabled: true } });
    const endpoint = await gql(s, CREATE_ENDPOINT, { input: { url: "http://127.0.0.1:9/hand-back-hook", eventTypes: ["ticket.handed_back", "ticket.hand_back_withdrawn"] } }, { token: operator });
    const endpointId = member(endpoint.data?.createWebhookEndpoint, "CreatedWebhookEndpoint").endpoint.id;
    const seller: SignableFan = await createFan(s.app.deps, { payPassword: "135790", balance: 1_000_000, phone: "verified" });
    const input = { eventSlug: event.slug, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
    const secured = member((await s.gql(SECURE, { input }, { token: seller.token })).data?.secureTickets, "TicketsSecured");
    const paid = await s.gql(PAY, { input: { orderNo: secured.order.orderNo, method: "wallet", payPassword: "135790", idempotencyKey: crypto.randomUUID() } }, { token: seller.token });
    expect(paid.data?.payOrder.__typename).toBe("PaymentAccepted");
    const ticket = await s.app.deps.db.ticket.findFirstOrThrow({ where: { ownerId: seller.id, eventId: event.id } });
    const globalId = Buffer.from(`Ticket:${ticket.id}`).toString("base64");
    const pass = await downloadPass({ token: seller.token } as Fan, globalId);
    const phone = token();
    await register("hand-back-phone", ticket.id, pass.authenticationToken, phone);
    const voided = async () => JSON.parse(unzip(Buffer.from(await (await ws(`/passes/${PASS_TYPE_ID}/${ticket.id}`, { token: pass.authenticationToken })).arrayBuffer())).get("pass.json")!.toString()).voided as boolean;
    expect(await voided()).toBe(false);
    // The ticket's page, open on the seller's other device: its status subscription.
    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const page = createClient({ url: `${s.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${seller.token}` } });
    const statuses: string[] = [];
    const stopWatching = page.subscribe<{ ticketStatus: { status: string } }>(
      { query: TICKET_STATUS.toString(), variables: { id: globalId } },
      { next: (v) => void (v.data && statuses.push(v.data.ticketStatus.status)), error: () => {}, complete: () => {} },
    );
    await listeners.listening("ticket:status", ticket.id);
    listeners.stop();

    const listed = (await s.gql(HAND_BACK, { input: { ticketIds: [globalId], payPassword: "135790" } }, { token: seller.token })).data?.handBackTickets;
    const handBack = member(listed, "HandBackTicketsSuccess").handBacks[0]!;
    expect(handBack.status).toBe("LISTED");
    await waitFor(() => pushes.length >= 1, "the listing's push");
    await passPushesSettled(s.app.deps);
    expect(pushes.map((p) => p.path)).toEqual([`/3/device/${phone}`]);
    expect(await voided()).toBe(true);

    const withdrawn = (await s.gql(WITHDRAW, { id: handBack.id }, { token: seller.token })).data?.withdrawHandBack;
    expect(member(withdrawn, "HandBack").status).toBe("WITHDRAWN");
    await waitFor(() => pushes.length >= 2, "the withdrawal's push");
    await passPushesSettled(s.app.deps);
    expect(pushes.map((p) => p.path)).toEqual([`/3/device/${phone}`, `/3/device/${phone}`]);
    expect(await voided()).toBe(false);
    await expect.poll(() => statuses).toEqual(["LISTED", ticket.status]);
    stopWatching();
    await page.dispose();

    // The organisation's endpoint got a message for each, written with the change: ids and amounts, no fan.
    const messages = await s.app.deps.db.webhookDelivery.findMany({ where: { endpointId }, orderBy: { seq: "asc" } });
    expect(messages.map((m) => m.payload)).toMatchObject([
      { type: "ticket.handed_back", data: { ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: event.id, handBackId: handBack.id, faceAmount: 38_000, currency: "HKD" } },
      { type: "ticket.hand_back_withdrawn", data: { ticketId: ticket.id, handBackId: handBack.id, reason: "withdrawn" } },
    ]);
    expect(JSON.stringify(messages.map((m) => m.payload))).not.toContain(seller.email);
  });

  it("a push whose process stopped before APNs took it stays queued, and another instance's passes:push job sends it", { timeout: 60_000 }, async () => {
    // A second instance on the same database (behind a load balancer): the transfer goes through it, APNs is
    // down, and it stops before its retry. The first instance, the job leader, sends the push once APNs is back.
    const config = loadConfig({ ...passkitEnv, APPLE_APNS_HOST: `localhost:${(apns.address() as AddressInfo).port}`, APPLE_APNS_CA: wwdrPem, APPLE_APNS_MAX_ATTEMPTS: "4", APPLE_APNS_RETRY_BASE_MS: "60000" });
    const second = await buildApp(testAppConfig(s.app.deps.config.databaseUrl!, { trustProxy: true, walletPasses: config.walletPasses })).start();
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const pass = await downloadPass(a, ticket.globalId);
    const device = token();
    await register("restart-phone", ticket.id, pass.authenticationToken, device);
    answer = () => ({ status: 503, reason: "ServiceUnavailable" });
    // The first instance's jobs wait meanwhile, so that only the second one tries.
    await s.app.jobs.pause();
    try {
      const viaSecond: TestServer = { ...s, url: second.url, gql: graphqlAt(second.url) };
      expect((await transfer(viaSecond, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
      await waitFor(async () => pushes.length >= 1 && ((await s.app.deps.db.applePassPush.findFirst({ where: { pushToken: device } }))?.nextAttemptAt ?? new Date(0)) > new Date(), "the first attempt, refused");
    } finally {
      await second.stop();
    }
    // Queued still, after the instance that tried stopped: its retry was in memory only as a timer.
    const waiting = await s.app.deps.db.applePassPush.findFirstOrThrow({ where: { pushToken: device } });
    expect(waiting.attempts).toBe(1);
    expect(pushes).toHaveLength(1);
    answer = () => ({ status: 200 });
    // Its retry was a minute away: made due now rather than waited for. The first instance's job sends it.
    await s.app.deps.db.applePassPush.update({ where: { passTypeIdentifier_pushToken: { passTypeIdentifier: PASS_TYPE_ID, pushToken: device } }, data: { nextAttemptAt: new Date() } });
    s.app.jobs.resume();
    await waitFor(async () => (await s.app.deps.db.applePassPush.count({ where: { pushToken: device } })) === 0, "the job's send", { timeoutMs: 20_000 });
    expect(pushes.map((p) => p.path)).toEqual([`/3/device/${device}`, `/3/device/${device}`]);
  });
});
