// Outgoing webhooks (issue 35) against a real HTTP receiver on 127.0.0.1 (allowed here through
// WEBHOOK_ALLOWED_NETWORKS, as a deployment would allow its own network): messages signed as Standard
// Webhooks and verified by the spec's own library (standardwebhooks' Webhook.verify); a receiver that
// answers 500 for a while gets every message once, in order of occurrence, once it answers 200, even with
// three sweeps running at once (SKIP LOCKED, one head per endpoint); and the SSRF guard refuses loopback,
// private and link-local addresses without the allow-list.
import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { holdExpiry, markOrderPaid, newOrderNo } from "../../server/src/modules/orders/index.ts";
import { checkEndpointUrl, deliverDueWebhooks, sendWebhook, WebhookAddressRefused } from "../../server/src/modules/webhooks/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createFans } from "../factories/fans.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { newIp, signUp } from "../helpers/accounts.ts";
import { waitFor } from "../helpers/wait.ts";
import { graphql } from "../gql/index.ts";

// ── the receiver: answers `answer` and keeps what it accepted ──
interface Received {
  headers: Record<string, string>;
  body: string;
  status: number;
}
const seen: Received[] = [];
let answer = 200;
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString("utf8")));
  req.on("end", () => {
    const status = answer;
    seen.push({ headers: req.headers as Record<string, string>, body, status });
    // A little slow, so that sweeps running at once overlap.
    setTimeout(() => res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "down"), 20);
  });
});
const accepted = () => seen.filter((r) => r.status === 200);

let s: TestServer;
let deps: Deps;
let hookUrl: string;
let token: string;
const organisationId = `org_wh_${crypto.randomBytes(3).toString("hex")}`;
let event: Awaited<ReturnType<typeof createOnSaleEvent>>;

const loopback = [{ address: "127.0.0.0", prefix: 8, family: "ipv4" as const }];

const CREATE = graphql(`
  mutation WebhooksCreate($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreatedWebhookEndpoint { secret endpoint { id url eventTypes enabled } }
      ... on ValidationError { code message issues { field } }
    }
  }
`);
const PING = graphql(`mutation WebhooksPing($id: ID!) { pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }`);
const REDELIVER = graphql(`mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }`);
const DELIVERIES = graphql(`
  query WebhooksDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, first: 200) { id messageId eventType status attempts lastResponseCode lastError payload }
  }
`);
const UPDATE_EVENT = graphql(`mutation WebhooksUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }`);
const SUPPORT = graphql(`mutation WebhooksSupportIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }`);
const UPDATE_ENDPOINT = graphql(`
  mutation WebhooksUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { enabled } ... on Error { code } }
  }
`);

async function createEndpoint(eventTypes: string[], url = hookUrl) {
  const r = await s.gql(CREATE, { input: { url, eventTypes } }, { token });
  const out = r.data?.createWebhookEndpoint;
  if (out?.__typename !== "CreatedWebhookEndpoint") throw new Error(`endpoint not created: ${JSON.stringify(r)}`);
  return out;
}

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  const base = loadConfig();
  // Retries after 100 ms, 200 ms, 400 ms…: "down for a while" takes a second, not an hour.
  s = await startTestServer({ webhooks: { ...base.webhooks, allowedNetworks: loopback, retryBaseMs: 100 } });
  deps = s.app.deps;
  await deps.db.organisation.create({ data: { id: organisationId, slug: organisationId.replaceAll("_", "-"), name: "Webhook organiser" } });
  token = (await createStaffToken(deps.db, "webhook test", ["webhooks:manage", "events:write"], { organisationId })).token;
  event = await createOnSaleEvent(deps, { standing: 10 });
  await deps.db.event.update({ where: { id: event.id }, data: { organisationId } });
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe("outgoing webhooks", () => {
  it("signs a test ping as Standard Webhooks, verified by the spec's library with the secret shown once", async () => {
    const { secret, endpoint } = await createEndpoint(["event.changed"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const ping = await s.gql(PING, { id: endpoint.id }, { token });
    expect(ping.data?.pingWebhookEndpoint.__typename).toBe("WebhookDelivery");
    const messageId = (ping.data!.pingWebhookEndpoint as { messageId: string }).messageId;
    await waitFor(() => accepted().some((r) => r.headers["webhook-id"] === messageId), "the ping to arrive");
    const got = accepted().find((r) => r.headers["webhook-id"] === messageId)!;
    const verified = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: { endpointId: string } };
    expect(verified).toMatchObject({ type: "webhook.ping", data: { endpointId: endpoint.id } });
    expect(Math.abs(Number(got.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    // Another secret, or a body changed on the way, does not verify.
    expect(() => new Webhook(`whsec_${crypto.randomBytes(32).toString("base64")}`).verify(got.body, got.headers)).toThrow();
    expect(() => new Webhook(secret).verify(got.body.replace("webhook.ping", "order.paid"), got.headers)).toThrow();
    // The secret is never read back, and the creation was audited.
    const log = await deps.db.auditLog.findFirst({ where: { action: "operator.webhook_create", targetId: endpoint.id } });
    expect(log?.outcome).toBe("SUCCESS");
    expect(JSON.stringify(log, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toContain(secret.slice(6, 30));
    await deps.db.webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled: false } });
  });

  it("a receiver down for a while gets every message once, in order of occurrence, when it returns", async () => {
    const { secret, endpoint } = await createEndpoint(["event.changed", "order.paid", "event.cancelled"]);
    answer = 500;
    const before = seen.length;
    // Five edits of the event and a paid order, each in its own transaction, in this order.
    for (let i = 1; i <= 3; i++) {
      const r = await s.gql(UPDATE_EVENT, { id: event.id, input: { title: `Edition ${i}` } }, { token });
      expect(r.data?.updateEvent.__typename).toBe("OperatorEvent");
    }
    const [fan] = await createFans(deps, 1);
    await deps.db.ticketType.update({ where: { id: event.standingTypeId }, data: { sold: { increment: 1 } } });
    const order = await deps.db.order.create({
      data: {
        orderNo: newOrderNo("TICKET", deps.now()), userId: fan!.id, kind: "TICKET", eventId: event.id, currency: "HKD", totalAmount: 50_000, expiresAt: holdExpiry(deps.now()),
        items: { create: [{ kind: "TICKET", ticketTypeId: event.standingTypeId, quantity: 1, unitAmount: 50_000 }] },
      },
    });
    await deps.db.$transaction((tx) => markOrderPaid(tx, deps, order.id, deps.now()));
    for (let i = 4; i <= 5; i++) await s.gql(UPDATE_EVENT, { id: event.id, input: { title: `Edition ${i}` } }, { token });

    // The commit started a delivery: the first message was tried and refused; the rest wait their turn.
    await waitFor(() => seen.length > before, "a first attempt");
    // Down for a while: sweeps try the head again once its backoff has passed, and only the head.
    await waitFor(async () => {
      await deliverDueWebhooks(deps);
      return ((await deps.db.webhookDelivery.findFirst({ where: { endpointId: endpoint.id }, orderBy: { seq: "asc" } }))?.attempts ?? 0) >= 3;
    }, "three attempts at the head", { timeoutMs: 20_000, intervalMs: 100 });
    const waiting = await deps.db.webhookDelivery.findMany({ where: { endpointId: endpoint.id }, orderBy: { seq: "asc" } });
    expect(waiting).toHaveLength(6);
    expect(waiting.every((d) => d.status === "PENDING")).toBe(true);
    expect(waiting[0]!.attempts).toBeGreaterThanOrEqual(3);
    expect(waiting[0]).toMatchObject({ lastResponseCode: 500 });
    expect(waiting.slice(1).every((d) => d.attempts === 0)).toBe(true);
    expect(seen.slice(before).every((r) => r.headers["webhook-id"] === waiting[0]!.messageId)).toBe(true);

    // Back: three sweeps at once (as three instances would run them) deliver everything once, in order.
    answer = 200;
    await waitFor(async () => {
      await Promise.all([deliverDueWebhooks(deps), deliverDueWebhooks(deps), deliverDueWebhooks(deps)]);
      return (await deps.db.webhookDelivery.count({ where: { endpointId: endpoint.id, status: "SUCCEEDED" } })) === 6;
    }, "all six delivered", { timeoutMs: 20_000, intervalMs: 100 });
    const ours = new Set(waiting.map((d) => d.messageId));
    const got = accepted().filter((r) => ours.has(r.headers["webhook-id"]!));
    expect(got.map((r) => r.headers["webhook-id"])).toEqual(waiting.map((d) => d.messageId));
    const bodies = got.map((r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: { changed?: string[]; orderNo?: string } });
    expect(bodies.map((b) => b.type)).toEqual(["event.changed", "event.changed", "event.changed", "order.paid", "event.changed", "event.changed"]);
    expect(bodies.filter((b) => b.type === "event.changed").map((b) => b.data.changed!.find((c) => c.startsWith("title=")))).toEqual([1, 2, 3, 4, 5].map((i) => `title=Edition ${i}`));
    expect(bodies[3]!.data.orderNo).toBe(order.orderNo);

    // The log over the API, and a manual redelivery: the same webhook-id once more.
    const log = await s.gql(DELIVERIES, { endpointId: endpoint.id }, { token });
    expect(log.data?.webhookDeliveries.map((d) => d.status)).toEqual(Array(6).fill("SUCCEEDED"));
    const paidDelivery = log.data!.webhookDeliveries.find((d) => d.eventType === "order.paid")!;
    const again = await s.gql(REDELIVER, { id: paidDelivery.id }, { token });
    expect(again.data?.redeliverWebhook).toMatchObject({ __typename: "WebhookDelivery", messageId: paidDelivery.messageId });
    await waitFor(() => accepted().filter((r) => r.headers["webhook-id"] === paidDelivery.messageId).length === 2, "the redelivery");
    await deps.db.webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled: false } });
  }, 60_000);

  it("tells the organisation of a support request opened about its event, without the fan's text", async () => {
    const { secret } = await createEndpoint(["support.request_opened"]);
    const fan = await signUp(s, { ip: newIp() });
    const text = "My QR code does not show on the ticket page, please help.";
    const r = await s.gql(SUPPORT, { input: { type: "TICKET", text, phone: "+852 6123 4567", email: "fan@example.com", eventId: Buffer.from(`Event:${event.id}`).toString("base64") } }, { token: fan.token });
    expect(r.data?.createSupportIssue.__typename).toBe("SupportIssue");
    const issueId = (r.data!.createSupportIssue as { id: string }).id;
    const about = (x: Received) => x.body.includes("support.request_opened");
    await waitFor(() => accepted().some(about), "the support message");
    const got = accepted().find(about)!;
    const body = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: { issueId: string } };
    expect(body.type).toBe("support.request_opened");
    expect([issueId, Buffer.from(issueId, "base64").toString()].some((id) => id.endsWith(body.data.issueId))).toBe(true);
    expect(got.body).not.toContain("QR code");
    expect(got.body).not.toContain("fan@example.com");
  });

  it("writes nothing for an endpoint while it is off", async () => {
    const { endpoint } = await createEndpoint(["event.changed"]);
    await s.gql(UPDATE_ENDPOINT, { id: endpoint.id, input: { enabled: false } }, { token });
    for (let i = 6; i <= 7; i++) await s.gql(UPDATE_EVENT, { id: event.id, input: { title: `Edition ${i}` } }, { token });
    await deliverDueWebhooks(deps);
    expect(await deps.db.webhookDelivery.count({ where: { endpointId: endpoint.id, status: "PENDING", attempts: 0 } })).toBe(0);
    // Off when the edits happened: none was written for it (an endpoint receives what happens while it is on).
    expect(await deps.db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });

  it("refuses loopback, private and link-local addresses without the allow-list", async () => {
    const none = { allowedNetworks: [], httpsOnly: false };
    for (const url of ["http://127.0.0.1:9/x", "http://10.1.2.3/x", "http://169.254.169.254/latest/meta-data/", "http://[::1]/x", "http://[::ffff:127.0.0.1]/x", "http://192.168.1.1/", "http://localhost:9/x"]) {
      await expect(checkEndpointUrl(url, none), url).rejects.toBeInstanceOf(WebhookAddressRefused);
    }
    // Production: https only.
    await expect(checkEndpointUrl("http://example.com/hook", { allowedNetworks: [], httpsOnly: true })).rejects.toThrow(/https/);
    // The send itself refuses too, by IP and by a name resolving to loopback, before any byte reaches the receiver.
    const before = seen.length;
    const config = { allowedNetworks: [], httpsOnly: false, timeoutMs: 2000 };
    const port = (receiver.address() as { port: number }).port;
    for (const url of [hookUrl, `http://localhost:${port}/hook`]) {
      const r = await sendWebhook(config, { url, secret: `whsec_${crypto.randomBytes(32).toString("base64")}` }, "msg_test", "{}", new Date());
      expect(r, url).toMatchObject({ ok: false, status: null });
      expect(r.error).toMatch(/refused/);
    }
    expect(seen.length).toBe(before);
    // Over the API: a metadata address is refused in the caller's language and nothing is created, even with loopback allowed.
    const count = await deps.db.webhookEndpoint.count({ where: { organisationId } });
    const r = await s.gql(CREATE, { input: { url: "http://169.254.169.254/latest/meta-data/", eventTypes: ["order.paid"] } }, { token, lang: "zh_tw" });
    expect(r.data?.createWebhookEndpoint).toMatchObject({ __typename: "ValidationError", issues: [{ field: "url" }] });
    expect((r.data!.createWebhookEndpoint as { message: string }).message).toMatch(/網際網路/);
    const bad = await s.gql(CREATE, { input: { url: hookUrl, eventTypes: ["order.stolen"] } }, { token });
    expect(bad.data?.createWebhookEndpoint).toMatchObject({ __typename: "ValidationError", issues: [{ field: "eventTypes" }] });
    expect(await deps.db.webhookEndpoint.count({ where: { organisationId } })).toBe(count);
  });
});
