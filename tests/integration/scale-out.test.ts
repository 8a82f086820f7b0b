// Two instances for real: two server processes on one PostgreSQL database and one Redis, as behind a
// load balancer. What one instance does, the other sees: subscription events, REST nonces, rate limits,
// stock; background jobs run on one of them; and SIGKILLing one in the middle of an on-sale loses nothing.
// Needs the machine's PostgreSQL and Redis: without them the suite says what is missing and skips
// (under CI=true it fails instead).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createFanapiClient } from "../../server/src/rest/client.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { member } from "../helpers/graphql-result.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { gqlAt, missingServices, startCluster, subscribeAt, testRedisUrl, type Cluster } from "../helpers/scale-out.ts";
import type { TestServer } from "../helpers/server.ts";
import { startTcpProxy } from "../helpers/tcp-proxy.ts";
import { waitFor } from "../helpers/wait.ts";
import { spawnServer } from "../helpers/spawn-server.ts";
import { giveTicket } from "./entry-support.ts";
import { SIGNING_KEY } from "./fanapi-support.ts";
import { key, PAY_ORDER, sendWebhook, succeeded } from "./payments-support.ts";
import { graphql } from "../gql/index.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";

const missing = await missingServices("the scale-out suite (two instances)");

const PAYMENT_RESULT = graphql(`subscription ScaleOutPaymentResult($o: String!) { paymentResult(orderNo: $o) { status } }`);
const TICKET_QR = graphql(`subscription ScaleOutTicketQr($id: ID!) { ticketQr(ticketId: $id) { active pass { version } } }`);
const REFRESH_QR = graphql(`mutation ScaleOutRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { pass { version } } } }`);
const ME = graphql(`query ScaleOutMe { me { id } }`);
const SIGN_OUT = graphql(`mutation ScaleOutSignOut { signOut { __typename } }`);
const HEALTH = graphql(`query ScaleOutHealth { health { ok } }`);
const SALES_FIGURES = graphql(`subscription ScaleOutSalesFigures($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }`);
const REVOKE_KEY = graphql(`mutation ScaleOutRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename } }`);
const ACCOUNT_LIMIT = 40;

describe.skipIf(missing.length > 0)("two instances on one PostgreSQL and one Redis", () => {
  let cluster: Cluster;
  let deps: Deps;
  const url = (i: number) => cluster.instances[i]!.url;

  beforeAll(async () => {
    cluster = await startCluster(2, {
      graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: ACCOUNT_LIMIT, rateLimitWindowSeconds: 600 },
    });
    deps = { db: cluster.db, config: loadConfig({}) } as unknown as Deps;
  }, 180_000);
  afterAll(() => cluster?.stop());

  async function secure(at: string, fan: Fan, eventSlug: string, ticketTypeId: string, idempotencyKey = key()) {
    const humanCheck = await solvedHumanCheck(`${at}/graphql`);
    const r = await gqlAt(at, SECURE_TICKETS, { input: { eventSlug, lines: [{ ticketTypeId, quantity: 1 }], agreedToTerms: true, humanCheck, idempotencyKey } }, { token: fan.token });
    return r.body.data?.secureTickets;
  }

  it("a subscription on instance A receives the payment result of a payment confirmed on instance B", async () => {
    const event = await createOnSaleEvent(deps, { standing: 5 });
    const [fan] = await createFans(deps, 1);
    const secured = await secure(url(1), fan!, event.slug, event.standingTypeId);
    expect(secured?.__typename).toBe("TicketsSecured");
    const orderNo = member(secured, "TicketsSecured").order.orderNo;

    const live = await subscribeAt(url(0), PAYMENT_RESULT, { o: orderNo }, fan!.token);
    try {
      await live.next(() => true); // the stored outcome, sent once the listener is in place
      const paid = await gqlAt(url(1), PAY_ORDER, { input: { orderNo, method: "alipayHK", idempotencyKey: key() } }, { token: fan!.token });
      const accepted = member(paid.body.data?.payOrder, "PaymentAccepted");
      const hook = await sendWebhook(url(1), succeeded({ paymentNo: accepted.paymentNo, amount: 50_000, currency: "HKD" }));
      expect(hook.status).toBe(200);
      expect((await live.next((v) => v.paymentResult.status === "SUCCEEDED")).paymentResult.status).toBe("SUCCEEDED");
    } finally {
      await live.close();
    }
  });

  it("a subscription on instance A receives the QR refresh made on instance B", async () => {
    const [fan] = await createFans(deps, 1);
    const ticket = await giveTicket({ app: { deps } } as unknown as TestServer, fan!.id);
    const live = await subscribeAt(url(0), TICKET_QR, { id: ticket.globalId }, fan!.token);
    try {
      expect((await live.next(() => true)).ticketQr.pass?.version).toBe(1);
      const r = await gqlAt(url(1), REFRESH_QR, { id: ticket.globalId }, { token: fan!.token });
      expect(r.body.data?.refreshTicketQr).toMatchObject({ __typename: "QrUpdate", pass: { version: 2 } });
      // The periodic code of version 1 may come meanwhile; version 2 only comes through Redis from B.
      expect((await live.next((v) => v.ticketQr.pass?.version === 2, 5_000)).ticketQr.active).toBe(true);
    } finally {
      await live.close();
    }
  });

  it("a subscription sends its first value only once Redis has acknowledged its SUBSCRIBE: a change made meanwhile on the other instance is not lost", { timeout: 60_000 }, async () => {
    // Instance C reaches Redis through a proxy that keeps its SUBSCRIBE of the topic back until the change is made on B.
    const proxy = await startTcpProxy(testRedisUrl);
    const c = await spawnServer(cluster.databaseUrl, { ...cluster.overrides, redisUrl: proxy.url });
    const topic = (name: string) => Buffer.from(`${cluster.redisPrefix}${name}`);
    try {
      const event = await createOnSaleEvent(deps, { standing: 5 });
      const [fan] = await createFans(deps, 1);
      const secured = await secure(url(1), fan!, event.slug, event.standingTypeId);
      const orderNo = member(secured, "TicketsSecured").order.orderNo;
      const paymentHold = proxy.hold((chunk) => chunk.includes(topic(`payment:result:${orderNo}`)));
      const payment = await subscribeAt(c.url, PAYMENT_RESULT, { o: orderNo }, fan!.token);
      try {
        await paymentHold.held;
        const paid = await gqlAt(url(1), PAY_ORDER, { input: { orderNo, method: "alipayHK", idempotencyKey: key() } }, { token: fan!.token });
        const accepted = member(paid.body.data?.payOrder, "PaymentAccepted");
        expect((await sendWebhook(url(1), succeeded({ paymentNo: accepted.paymentNo, amount: 50_000, currency: "HKD" }))).status).toBe(200);
        paymentHold.release();
        expect((await payment.next((v) => v.paymentResult.status === "SUCCEEDED", 5_000)).paymentResult.status).toBe("SUCCEEDED");
      } finally {
        await payment.close();
      }

      const ticket = await giveTicket({ app: { deps } } as unknown as TestServer, fan!.id);
      const qrHold = proxy.hold((chunk) => chunk.includes(topic(`ticket:qr:${ticket.id}`)));
      const qr = await subscribeAt(c.url, TICKET_QR, { id: ticket.globalId }, fan!.token);
      try {
        await qrHold.held;
        const r = await gqlAt(url(1), REFRESH_QR, { id: ticket.globalId }, { token: fan!.token });
        expect(r.body.data?.refreshTicketQr).toMatchObject({ __typename: "QrUpdate", pass: { version: 2 } });
        qrHold.release();
        // The first code is read after the listener is in place: already version 2 (a code sent before it
        // would be version 1, and the refresh's event lost until the next period).
        expect((await qr.next(() => true)).ticketQr.pass?.version).toBe(2);
      } finally {
        await qr.close();
      }
    } finally {
      await c.kill();
      await proxy.close();
    }
  });

  it("a /fanapih5 request replayed to the other instance is refused as a replay", async () => {
    const client = createFanapiClient({ baseUrl: url(0), signingKey: SIGNING_KEY });
    const p = client.prepare("GET", "/basic/getAreaList", {});
    const first = await fetch(p.url, { headers: p.headers });
    expect(first.status).toBe(200);
    const replayed = await fetch(p.url.replace(url(0), url(1)), { headers: p.headers });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 401, data: null });
  });

  it("rate limits count across instances: the account's budget is one, wherever its requests land", async () => {
    const [fan] = await createFans(deps, 1);
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const r = await gqlAt(url(i % 2), ME, {}, { token: fan!.token });
      statuses.push(r.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const i of [0, 1]) {
      const over = await gqlAt(url(i), ME, {}, { token: fan!.token });
      expect(over.body.errors?.[0]?.extensions?.code, `instance ${i}`).toBe("RATE_LIMITED");
    }
  });

  it("signing out on one instance ends the session on the other at once, though it had the session cached", async () => {
    const [fan] = await createFans(deps, 1);
    const me = async (at: string) => (await gqlAt(at, ME, {}, { token: fan!.token })).body.data?.me ?? null;
    // Instance B looks the session up once and remembers it (platform/session-cache.ts, 5 s).
    expect(await me(url(1))).not.toBeNull();
    expect(await me(url(1))).not.toBeNull();
    const out = await gqlAt(url(0), SIGN_OUT, {}, { token: fan!.token });
    expect(out.body.data?.signOut.__typename).toBe("Done");
    // Well inside the cache's 5 s: only the Redis message makes instance B forget it.
    await waitFor(async () => (await me(url(1))) === null, "instance B to refuse the signed-out session", { timeoutMs: 1_000 });
  });

  it("a key revoked on one instance ends its live subscription on the other within a second (issue 36)", async () => {
    const org = await cluster.db.organisation.create({ data: { slug: `scale-revoke-${Date.now()}`, name: "Revokes" } });
    const [ownerFan] = await createFans(deps, 1);
    await cluster.db.organisationMember.create({ data: { organisationId: org.id, userId: ownerFan!.id, role: "OWNER" } });
    const event = await createOnSaleEvent(deps, { standing: 5 });
    await cluster.db.event.update({ where: { id: event.id }, data: { organisationId: org.id } });
    const apiKey = await createStaffToken(cluster.db, "dashboard", ["reports:read"], { organisationId: org.id });
    const sub = await subscribeAt(url(1), SALES_FIGURES, { eventId: event.id }, apiKey.token);
    await sub.next(() => true);
    const revoked = performance.now();
    const r = await gqlAt(url(0), REVOKE_KEY, { id: apiKey.id }, { token: ownerFan!.token });
    expect(r.body.data?.revokeApiKey.__typename).toBe("ApiKey");
    const ended = await sub.next(() => false, 5_000).catch((e: unknown) => e as Error);
    expect(String(ended)).toContain("UNAUTHENTICATED");
    expect(performance.now() - revoked).toBeLessThan(1_000);
    await sub.close();
  });

  it("an on-sale split across both instances never oversells", { timeout: 120_000 }, async () => {
    const CAPACITY = 20;
    const event = await createOnSaleEvent(deps, { standing: CAPACITY });
    const fans = await createFans(deps, 50);
    // A connection reset under a loaded machine (a keep-alive socket closed as it was reused) is retried
    // as the fan's app does, with the same idempotency key: the answer is the same order, never a second.
    const secureRetrying = async (at: string, fan: Fan) => {
      const idempotencyKey = key();
      for (let attempt = 1; ; attempt++) {
        try {
          return await secure(at, fan, event.slug, event.standingTypeId, idempotencyKey);
        } catch (e) {
          if (attempt === 3) throw e;
        }
      }
    };
    const answers = await Promise.all(fans.map((fan, i) => secureRetrying(url(i % 2), fan)));
    const secured = answers.filter((a) => a?.__typename === "TicketsSecured");
    expect(answers.filter((a) => !a || !["TicketsSecured", "SoldOutError"].includes(a.__typename))).toEqual([]);
    expect(secured).toHaveLength(CAPACITY);
    const type = await cluster.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } });
    expect(type.sold).toBe(CAPACITY);
    expect(await cluster.db.order.count({ where: { eventId: event.id, status: "AWAITING_PAYMENT" } })).toBe(CAPACITY);
    expect((await auditDatabase(cluster.db)).problems).toEqual([]);
  });

  it("background jobs run on one instance, and another takes over when it dies", { timeout: 60_000 }, async () => {
    const leaders = () =>
      cluster.db.$queryRaw<{ pid: number }[]>`select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and a.application_name = 'fanfare-job-lease' and a.datname = current_database()`;
    await expect.poll(async () => (await leaders()).length, { timeout: 10_000 }).toBe(1);
    const sessions = await cluster.db.$queryRaw<{ n: bigint }[]>`select count(*) as n from pg_stat_activity where application_name = 'fanfare-job-lease' and datname = current_database()`;
    expect(Number(sessions[0]!.n)).toBe(2); // both try; one holds
    // A hold that lapsed is released by the leader's sweep, whichever instance that is.
    const event = await createOnSaleEvent(deps, { standing: 3 });
    const [fan] = await createFans(deps, 1);
    const secured = await secure(url(0), fan!, event.slug, event.standingTypeId);
    await cluster.db.order.update({ where: { orderNo: member(secured, "TicketsSecured").order.orderNo }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect.poll(async () => (await cluster.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } })).sold, { timeout: 15_000, interval: 250 }).toBe(0);
  });

  it("an instance that loses Redis keeps serving, reports it in /readyz, and rejoins the events when Redis is back", { timeout: 90_000 }, async () => {
    const proxy = await startTcpProxy(testRedisUrl);
    const cut = await spawnServer(cluster.databaseUrl, { ...cluster.overrides, redisUrl: proxy.url });
    try {
      const ready = async () => (await fetch(`${cut.url}/readyz`)).status;
      expect(await ready()).toBe(200);
      proxy.cut();
      await expect.poll(ready, { timeout: 15_000, interval: 250 }).toBe(503);
      expect(await (await fetch(`${cut.url}/readyz`)).json()).toMatchObject({ checks: { database: "ok", redis: "error" } });
      const during = await gqlAt(cut.url, HEALTH);
      expect(during.status).toBe(200);
      expect(cut.process.exitCode).toBeNull();
      proxy.restore();
      await expect.poll(ready, { timeout: 15_000, interval: 250 }).toBe(200);
      // Its subscriber came back: a refresh on instance A reaches a subscription on it.
      const [fan] = await createFans(deps, 1);
      const ticket = await giveTicket({ app: { deps } } as unknown as TestServer, fan!.id);
      const live = await subscribeAt(cut.url, TICKET_QR, { id: ticket.globalId }, fan!.token);
      try {
        await live.next(() => true);
        await gqlAt(url(0), REFRESH_QR, { id: ticket.globalId }, { token: fan!.token });
        await live.next((v) => v.ticketQr.pass?.version === 2, 5_000);
      } finally {
        await live.close();
      }
    } finally {
      await cut.kill();
      await proxy.close();
    }
  });

  it("SIGKILL of one instance mid-sale loses nothing: every sold unit is a held order, every fan told 'secured' has it", { timeout: 150_000 }, async () => {
    const CAPACITY = 30;
    const event = await createOnSaleEvent(deps, { standing: CAPACITY });
    const fans = await createFans(deps, 80);
    const victim = cluster.instances[1]!;
    const survivor = url(0);
    const told = new Map<string, string>(); // fan id → order number the server answered with
    let refusedConnections = 0;
    // Each fan goes to the instance the balancer gives it; when that one dies the fan's app retries on
    // the survivor with the same idempotency key.
    const buy = async (fan: Fan, i: number) => {
      const idempotencyKey = key();
      let at = i % 2 === 0 ? survivor : victim.url;
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const r = await secure(at, fan, event.slug, event.standingTypeId, idempotencyKey);
          if (r?.__typename === "TicketsSecured") told.set(fan.id, r.order.orderNo);
          return r?.__typename ?? "error";
        } catch {
          refusedConnections++;
          at = survivor;
        }
      }
      return "gave up";
    };
    const sale = Promise.all(fans.map((fan, i) => new Promise((r) => setTimeout(r, i * 15)).then(() => buy(fan, i))));
    // The kill lands once the sale is under way (some fans already told "secured"), with most still to come.
    await waitFor(() => told.size >= 3, "the first secured orders of the sale", { timeoutMs: 60_000 });
    await victim.kill();
    const outcomes = await sale;
    expect(outcomes.filter((o) => o !== "TicketsSecured" && o !== "SoldOutError")).toEqual([]);
    expect(refusedConnections).toBeGreaterThan(0); // the kill did land in the middle of the sale

    const type = await cluster.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } });
    const orders = await cluster.db.order.findMany({ where: { eventId: event.id, status: { in: ["AWAITING_PAYMENT", "PAID"] } }, include: { items: true } });
    const units = orders.reduce((n, o) => n + o.items.reduce((m, i) => m + i.quantity, 0), 0);
    expect(units).toBe(type.sold); // no stock lost or created
    expect(type.sold).toBe(CAPACITY); // 80 fans for 30 places: a dead instance does not leave any unsold
    for (const [fanId, orderNo] of told) expect(orders.find((o) => o.orderNo === orderNo)?.userId, fanId).toBe(fanId);
    expect(told.size).toBe(orders.length);
    expect((await auditDatabase(cluster.db)).problems).toEqual([]);

    // The replacement instance joins the same deployment.
    const replacement = await cluster.spawn();
    expect(await (await fetch(`${replacement.url}/readyz`)).json()).toMatchObject({ ok: true, checks: { database: "ok", redis: "ok" } });
  });
});
