// kill -9 storms: the real server runs in a child process while fans race for a small on-sale (holds,
// wallet payments, hosted-page payments confirmed by signed webhooks — the sandbox's, and card payments on
// Stripe's page through the Stripe double, whose signed events are delivered late, twice, or after a
// restart — cancels) and holds lapse under them; the server is SIGKILLed and restarted several times in the middle of it all. Afterwards the
// provider redelivers what it could not deliver, the jobs sweep, and the database is audited
// (tests/helpers/db-audit.ts): nothing sold twice or past capacity, no hold lost, every paid order with
// its tickets and one payment, the ledger balanced, and each fan's wallet exactly what was kept.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { createDb, type Db } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { rng } from "../helpers/rng.ts";
import { spawnServer, type ChildServer } from "../helpers/spawn-server.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import type { GraphQLResponse, TestServer, TypedDocument } from "../helpers/server.ts";
import { failed, fund, key, PAY_ORDER, PAY_PASSWORD, sendWebhook, succeeded } from "./payments-support.ts";
import { StripeDouble } from "../helpers/stripe-double.ts";
import type Stripe from "stripe";
import { graphql } from "../gql/index.ts";

const CANCEL_ORDER = graphql(`mutation KillStormCancelOrder($o: String!) { cancelOrder(orderNo: $o) { __typename } }`);

const SEED = 20261123;
const FANS = 24;
const KILLS = 3;
const FUNDS = 5_000_00;

let database: { url: string; drop(): Promise<void> };
let db: Db;
let server: ChildServer | null = null;
/** Stripe for the card payments: the child servers' SDK talks to it; its events go to the server of the moment. */
let stripe: StripeDouble;
// One public address across restarts (each child listens on a port of its own): the return URLs a retried
// Checkout Session is created with stay the same, as in production, so Stripe's idempotency replays it.
// Each server logs its errors (and only those), kept for the message of a failed finding.
const serverErrors: string[][] = [];
const spawn = async () => {
  const child = await spawnServer(database.url, {
    publicUrl: "http://kill-storm.fanfare.test",
    publicUrlIsDefault: false,
    logLevel: "error",
    payments: loadConfig(stripe.env({ PAYMENT_ROUTES: "card:stripe,alipayHK:sandbox" })).payments,
  });
  serverErrors.push(child.errorLines);
  return child;
};
/** Resolves when the server of the moment listens (replaced at every kill). */
let up: Promise<void> = Promise.resolve();

beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  db = createDb(database.url, 4);
  stripe = await StripeDouble.start();
  stripe.autoWebhooks = false;
  server = await spawn();
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await stripe?.stop();
  await db?.$disconnect();
  await database?.drop();
});

const DOWN = Symbol("server down");
/** Requests whose connection died (the server was killed while they were in flight, or was down). */
let connectionsLost = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(path: string, init: RequestInit): Promise<Response | typeof DOWN> {
  const s = server;
  if (!s) return DOWN;
  try {
    return await fetch(`${s.url}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch {
    connectionsLost++;
    return DOWN;
  }
}

async function gql<R, V>(token: string, document: TypedDocument<R, V>, variables: V): Promise<GraphQLResponse<R> | typeof DOWN> {
  const res = await post("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  if (res === DOWN) return DOWN;
  try {
    return (await res.json()) as GraphQLResponse<R>;
  } catch {
    return DOWN; // killed while answering
  }
}

/** Repeats a request (the fan's app retrying, the same idempotency key) until a server answers it. */
async function retrying<T>(attempt: () => Promise<T | typeof DOWN>, until: number): Promise<T | typeof DOWN> {
  for (;;) {
    const r = await attempt();
    if (r !== DOWN || Date.now() > until) return r;
    await up;
    await sleep(100);
  }
}

/** A server-shaped object for the payment helpers (fund), on the server of the moment. */
const current = (): TestServer =>
  ({
    get url() {
      return server!.url;
    },
    gql: <R, V>(document: TypedDocument<R, V>, variables: V, opts: { token?: string } = {}) => gql(opts.token ?? "", document, variables),
  }) as unknown as TestServer;

describe("kill -9 storm during an on-sale and a payment storm", () => {
  it(`${KILLS} SIGKILLs under ${FANS} racing fans leave a database that passes the audit`, { timeout: 300_000 }, async () => {
    const random = rng(SEED);
    const chance = (p: number) => random() < p;
    const setupStarted = Date.now();
    const deps = { db, config: loadConfig({}) } as unknown as Deps;
    const event: OnSaleEvent = await createOnSaleEvent(deps, { standing: 36, rows: ["A", "B"], perRow: 6 });
    const fans: Fan[] = await createFans(deps, FANS);
    for (let i = 0; i < fans.length; i += 12) {
      await Promise.all(
        fans.slice(i, i + 12).map(async (fan) => {
          const r = await gql(fan.token, graphql(`mutation KillStormSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }`), { p: PAY_PASSWORD });
          if (r === DOWN || r.data?.setPayPassword?.__typename !== "User") throw new Error(JSON.stringify(r));
          await fund(current(), fan.token, FUNDS);
        }),
      );
    }

    const setupSeconds = (Date.now() - setupStarted) / 1000;
    const findings: string[] = [];
    /** Webhooks the provider still owes us: delivered until our server answers 200. */
    const owed: { paymentNo: string; outcome: "succeed" | "fail" }[] = [];
    /** Stripe's events not yet acknowledged by a server: Stripe delivers them until one answers 2xx. */
    const owedStripe: Stripe.Event[] = [];
    async function deliverStripe(event: Stripe.Event): Promise<boolean> {
      const s = server;
      if (!s) return false;
      try {
        const status = await stripe.deliver(event, { url: `${s.url}/webhooks/stripe` });
        if (status >= 500) findings.push(`stripe event ${event.id}: HTTP ${status}`);
        return status === 200;
      } catch {
        return false;
      }
    }
    const acknowledgedPaid = new Set<string>();
    let stopped = false;
    let wanted: "sandbox" | "wallet" | "stripe" | undefined;
    const deadline = () => Date.now() + 60_000;
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    const typename = <R>(r: GraphQLResponse<R> | typeof DOWN, field: keyof R & string) => {
      if (r === DOWN) return "down";
      for (const e of r.errors ?? []) findings.push(`${field}: ${e.message}`);
      return (r.data?.[field] as { __typename?: string } | null | undefined)?.__typename ?? "error";
    };
    /** The answer of a request that got one (typename said which). */
    const answered = <R>(r: GraphQLResponse<R> | typeof DOWN): R => {
      if (r === DOWN || !r.data) throw new Error("no answer");
      return r.data;
    };

    async function deliver(webhook: { paymentNo: string; outcome: "succeed" | "fail" }): Promise<boolean> {
      const p = await db.payment.findUniqueOrThrow({ where: { paymentNo: webhook.paymentNo } });
      const payment = { paymentNo: p.paymentNo, amount: p.amount, currency: p.currency };
      const event = webhook.outcome === "succeed" ? succeeded(payment) : failed(payment);
      try {
        const s = server;
        if (!s) return false;
        const r = await sendWebhook(s.url, event);
        if (r.status >= 500) findings.push(`webhook ${webhook.paymentNo}: HTTP ${r.status}`);
        return r.status === 200;
      } catch {
        return false;
      }
    }

    async function fanLoop(fan: Fan) {
      let orders = 0;
      while (!stopped) {
        const seated = chance(0.35);
        const line = seated
          ? { ticketTypeId: event.seatedTypeId, quantity: 1 + Math.floor(random() * 2), row: chance(0.5) ? "A" : "B" }
          : { ticketTypeId: event.standingTypeId, quantity: 1 + Math.floor(random() * 2) };
        const secureKey = key();
        const secured = await retrying(async () => {
          const s = server;
          const check = s ? await solvedHumanCheck(`${s.url}/graphql`).catch(() => null) : null;
          if (!check) return DOWN;
          return gql(fan.token, SECURE_TICKETS, { input: { eventSlug: event.slug, lines: [line], agreedToTerms: true, humanCheck: check, idempotencyKey: secureKey } });
        }, deadline());
        const t = typename(secured, "secureTickets");
        count(`secure ${t}`);
        if (t !== "TicketsSecured") {
          await sleep(50 + random() * 200);
          continue;
        }
        const orderNo = member(answered(secured).secureTickets, "TicketsSecured").order.orderNo;
        // Each fan's first order pays one of the three ways in turn, while there is stock to sell (CI run 12:
        // the stock sold out before any sandbox payment was kept). After the storm, a way of paying that no
        // fan has kept a payment with yet goes first.
        const firstWay = [0, 0.6, 0.8][fans.indexOf(fan) % 3]!;
        const roll = wanted === "sandbox" ? 0.8 : wanted === "stripe" ? 0.6 : wanted === "wallet" ? 0 : orders++ === 0 ? firstWay : random();
        if (roll < 0.55) {
          const payKey = key();
          const paid = await retrying(() => gql(fan.token, PAY_ORDER, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: payKey } }), deadline());
          const p = typename(paid, "payOrder");
          const status = p === "PaymentAccepted" ? member(answered(paid).payOrder, "PaymentAccepted").status : "";
          count(`wallet ${p} ${status}`);
          if (status === "SUCCEEDED") acknowledgedPaid.add(orderNo);
        } else if (roll < 0.7) {
          // A card on Stripe's page: the fan pays there (or leaves it to expire), Stripe's events come at
          // least once, sometimes twice, sometimes to a server that is being killed.
          const payKey = key();
          const accepted = await retrying(() => gql(fan.token, PAY_ORDER, { input: { orderNo, method: "card", idempotencyKey: payKey } }), deadline());
          const p = typename(accepted, "payOrder");
          count(`stripe ${p}`);
          if (p === "PaymentAccepted") {
            const url = member(answered(accepted).payOrder, "PaymentAccepted").redirectUrl ?? "";
            const sessionId = new URL(url, "http://x").pathname.split("/").pop()!;
            let events: Stripe.Event[] = [];
            if (stripe.sessions.has(sessionId)) {
              if (chance(0.85)) events = stripe.pay(sessionId).events;
              else {
                stripe.sessions.get(sessionId)!.status = "expired";
                events = [stripe.emit("checkout.session.expired", stripe.sessions.get(sessionId)!)];
              }
            }
            // Stripe's order is not promised: the PaymentIntent's event may come first.
            if (chance(0.5)) events.reverse();
            for (const e of events) {
              if (!(await deliverStripe(e))) owedStripe.push(e);
              if (chance(0.2)) await deliverStripe(e);
            }
          }
        } else if (roll < 0.85) {
          const payKey = key();
          const accepted = await retrying(() => gql(fan.token, PAY_ORDER, { input: { orderNo, method: "alipayHK", idempotencyKey: payKey } }), deadline());
          const p = typename(accepted, "payOrder");
          count(`hosted ${p}`);
          if (p === "PaymentAccepted") {
            const webhook = { paymentNo: member(answered(accepted).payOrder, "PaymentAccepted").paymentNo, outcome: chance(0.85) ? ("succeed" as const) : ("fail" as const) };
            if (!(await deliver(webhook))) owed.push(webhook);
            // Providers deliver at least once: sometimes twice.
            if (chance(0.2)) await deliver(webhook);
          }
        } else if (roll < 0.95) {
          count(`cancel ${typename(await retrying(() => gql(fan.token, CANCEL_ORDER, { o: orderNo }), deadline()), "cancelOrder")}`);
        }
        await sleep(random() * 150);
      }
    }

    /** Holds lapse under the fans: the clock of a random unpaid order runs out. */
    async function lapseHolds() {
      while (!stopped) {
        await db.$executeRaw`update "Order" set "expiresAt" = now() where id = (
          select id from "Order" where "eventId" = ${event.id} and status = 'AWAITING_PAYMENT' order by random() limit 1)`;
        await sleep(600);
      }
    }

    let kills = 0;
    const restarts: number[] = [];
    async function killer() {
      for (let i = 0; i < KILLS; i++) {
        await sleep(2_500 + random() * 2_500);
        let ready!: () => void;
        up = new Promise((r) => (ready = r));
        const dying = server!;
        server = null;
        await dying.kill();
        kills++;
        const t0 = Date.now();
        server = await spawn();
        restarts.push(Date.now() - t0);
        ready();
      }
      await sleep(2_000);
      // The fans go on until each way of paying has been paid at least once (at most 60 s more): on a machine
      // whose cores are both busy, the storm's few seconds sold too little for the last checks to mean
      // anything (CI run 10: no sandbox payment had succeeded yet when it stopped).
      // A payment counts when it was kept: one that succeeded on a hold that had lapsed is refunded, and
      // in CI run 12 the only sandbox payments were such. Until then the fans pay the missing way.
      const until = Date.now() + 60_000;
      while (Date.now() < until && (wanted = await missingWay())) await sleep(250);
      stopped = true;
    }

    /** A way of paying with no kept payment yet, if any. */
    async function missingWay(): Promise<"sandbox" | "wallet" | "stripe" | undefined> {
      const ways = await db.payment.groupBy({ by: ["provider"], where: { order: { eventId: event.id, status: "PAID" }, status: "SUCCEEDED", failureReason: null } });
      return (["sandbox", "wallet", "stripe"] as const).find((p) => !ways.some((w) => w.provider === p));
    }

    const started = Date.now();
    await Promise.all([killer(), lapseHolds(), ...fans.map(fanLoop)]);
    const stormSeconds = (Date.now() - started) / 1000;

    // The provider redelivers every webhook our server did not acknowledge.
    for (const webhook of owed) expect(await deliver(webhook), `redelivery of ${webhook.paymentNo}`).toBe(true);
    for (const event of owedStripe) expect(await deliverStripe(event), `Stripe's redelivery of ${event.id}`).toBe(true);
    // Every remaining hold lapses; the restarted server's jobs release them and settle refunds due.
    await db.order.updateMany({ where: { eventId: event.id, status: "AWAITING_PAYMENT" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect
      .poll(
        async () =>
          (await db.order.count({ where: { status: "AWAITING_PAYMENT", expiresAt: { lte: new Date() } } })) +
          (await db.payment.count({ where: { status: "SUCCEEDED", failureReason: "REFUND_DUE" } })),
        { timeout: 45_000, interval: 500 },
      )
      .toBe(0);

    const audit = await auditDatabase(db, { afterSweep: true, refundsSettled: true });
    console.log(`kill storm: setup ${setupSeconds.toFixed(1)} s; ${kills} kills in ${stormSeconds.toFixed(1)} s (restarts took ${restarts.join(", ")} ms, ${connectionsLost} requests lost their connection); ${JSON.stringify(Object.fromEntries(outcomes))}; audit ${JSON.stringify(audit.figures)}`);
    expect(audit.problems).toEqual([]);
    expect(findings, `the servers' error log:\n${serverErrors.flat().join("\n")}`).toEqual([]);
    expect(kills).toBe(KILLS);
    expect(connectionsLost).toBeGreaterThan(0);

    // Every wallet payment a fan was told succeeded is a paid order with its tickets.
    for (const orderNo of acknowledgedPaid) expect((await db.order.findUniqueOrThrow({ where: { orderNo } })).status, orderNo).toBe("PAID");
    // Each fan's wallet is the top-up less exactly the wallet payments that were kept.
    const wallets = await db.$queryRaw<{ userId: string; balance: number; kept: bigint }[]>`
      select w."userId", w.balance, coalesce((select sum(p.amount) from "Payment" p where p."userId" = w."userId" and p.provider = 'wallet' and p.status = 'SUCCEEDED'), 0) as kept
      from "WalletAccount" w where w."userId" = any(${fans.map((f) => f.id)})`;
    expect(wallets).toHaveLength(FANS);
    for (const w of wallets) expect(w.balance, w.userId).toBe(FUNDS - Number(w.kept));

    // The storm did what it says: tickets were sold and kept with each way of paying.
    const paid = await db.order.count({ where: { eventId: event.id, status: "PAID" } });
    expect(paid).toBeGreaterThan(3);
    expect(await db.payment.count({ where: { order: { eventId: event.id }, provider: "sandbox", status: "SUCCEEDED" } })).toBeGreaterThan(0);
    expect(await db.payment.count({ where: { order: { eventId: event.id }, provider: "wallet", status: "SUCCEEDED" } })).toBeGreaterThan(0);
    expect(await db.payment.count({ where: { order: { eventId: event.id }, provider: "stripe", status: "SUCCEEDED" } })).toBeGreaterThan(0);
    // Every Stripe payment the double took money for is paid here exactly once, or refunded through Stripe.
    for (const session of stripe.sessions.values()) {
      if (session.payment_status !== "paid") continue;
      const p = await db.payment.findFirstOrThrow({ where: { checkoutRef: session.id } });
      const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === session.payment_intent);
      if (p.failureReason === null) {
        expect(p.status, p.paymentNo).toBe("SUCCEEDED");
        expect(refunds, p.paymentNo).toHaveLength(0);
      } else {
        expect(p.status, p.paymentNo).toBe("REFUNDED");
        expect(refunds.map((r) => r.amount), p.paymentNo).toEqual([p.amount]);
      }
    }
  });
});
