import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import { watchPubSubListeners } from "../helpers/pubsub-listeners.ts";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { sweepLapsedHolds } from "../helpers/hold-sweep.ts";
import { advanceMerchOrder, redeemPickupItem } from "../../server/src/modules/merch/index.ts";
import { makeFan, makeShop, MY_ORDERS, pay, product, rawId, secure, secured, variantRow, type Shop } from "./merch-support.ts";
import { graphql } from "../gql/index.ts";
import { createProduct } from "../factories/merch.ts";
import { member } from "../helpers/graphql-result.ts";
import type { OperatorScope } from "../../server/src/context.ts";
import type { MerchOrderTab } from "../gql/graphql.ts";

/** The platform as an operator: the logistics service keeps every other operator to its organisation. */
const platform: OperatorScope = { organisationId: null, scopes: ["merch:logistics"], userId: null };

let s: TestServer;
let shop: Shop;
beforeAll(async () => {
  s = await startTestServer();
  shop = await makeShop(s);
});
afterAll(() => s?.stop());

async function tab(token: string, name: MerchOrderTab): Promise<string[]> {
  const r = await s.gql(MY_ORDERS, { tab: name }, { token });
  return r.data!.myMerchOrders.edges.map((e) => e.node.orderNo);
}

async function shippingAddress(token: string): Promise<string> {
  const r = await s.gql(graphql(`mutation MerchOrders($i: AddressInput!) { addAddress(input: $i) { __typename ... on Address { id } } }`), {
    i: { recipient: "Ship Fan", phone: "+852 6123 4567", line1: "8 Harbour Road", city: "Hong Kong", country: "Hong Kong" },
  }, { token });
  return member(r.data?.addAddress, "Address").id;
}

describe("stock races on the last items", () => {
  it("never sells more than the stock, whatever the number of concurrent buyers", async () => {
    const p = await product(s, shop.tote.slug);
    const v = p.variants.edges[0].node.id;
    // Leave exactly 3 units.
    const row = await variantRow(s, v);
    await s.app.deps.db.merchVariant.update({ where: { id: row.id }, data: { sold: row.stock - 3 } });
    const fans = await Promise.all(Array.from({ length: 12 }, () => makeFan(s)));
    const addresses = await Promise.all(fans.map((f) => shippingAddress(f.token)));
    const results = await Promise.all(fans.map((f, i) => secure(s, f.token, { variantId: v, quantity: 1, addressId: addresses[i] })));
    const names = results.map((r) => r.__typename);
    expect(names.filter((n) => n === "MerchSecured")).toHaveLength(3);
    const refused = results.filter((r) => r.__typename === "OutOfStockError");
    expect(refused).toHaveLength(9);
    expect(refused[0]).toMatchObject({ code: "MERCH_OUT_OF_STOCK", available: 0, field: "variantId" });
    const after = await variantRow(s, v);
    expect(after.sold).toBe(after.stock);
    // Signed in: the anonymous read above may still be in the response cache (2 s) or this process's shortcut;
    // a read with a token is never cached, so this one reaches the database.
    expect((await product(s, shop.tote.slug, fans[0].token)).variants.edges[0].node).toMatchObject({ stock: 0, soldOut: true });
  });

  it("refuses more units than are left but sells what fits", async () => {
    const p = await product(s, shop.cap.slug);
    const v = p.variants.edges[0].node.id;
    const row = await variantRow(s, v);
    await s.app.deps.db.merchVariant.update({ where: { id: row.id }, data: { sold: row.stock - 2 } });
    const fan = await makeFan(s);
    const addressId = await shippingAddress(fan.token);
    expect(await secure(s, fan.token, { variantId: v, quantity: 3, addressId })).toMatchObject({ __typename: "OutOfStockError", available: 2 });
    expect((await secure(s, fan.token, { variantId: v, quantity: 2, addressId })).__typename).toBe("MerchSecured");
  });
});

describe("the hold", () => {
  it("an expired hold returns its stock and moves the order to Others", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.keychain.slug);
    const v = p.variants.edges[0].node.id;
    const before = await variantRow(s, v);
    const r = await secured(s, fan.token, { variantId: v, quantity: 2, addressId: await shippingAddress(fan.token) });
    expect((await variantRow(s, v)).sold).toBe(before.sold + 2);
    await s.app.deps.db.order.update({ where: { orderNo: r.order.orderNo }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await tab(fan.token, "OTHERS")).toContain(r.order.orderNo);
    // This sweep releases it, or the server's own expiry job (a tick every 5 s) got there first: either
    // way exactly once, so the stock is back to where it was, not below.
    await sweepLapsedHolds(s.app);
    expect((await variantRow(s, v)).sold).toBe(before.sold);
    const order = await s.app.deps.db.order.findUniqueOrThrow({ where: { orderNo: r.order.orderNo } });
    expect(order.status).toBe("EXPIRED");
    // An expired order can no longer be paid.
    expect(await pay(s, r.order.orderNo)).toBeNull();
    expect(await tab(fan.token, "AVAILABLE")).not.toContain(r.order.orderNo);
  });

  it("cancelling returns the stock at once; a paid order cannot be cancelled", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.wristband.slug);
    const v = p.variants.edges[0].node.id;
    const before = await variantRow(s, v);
    const a = await secured(s, fan.token, { variantId: v, quantity: 1, pickupDate: p.pickupDates[0] });
    const CANCEL = graphql(`mutation MerchOrders2($n: String!) { cancelMerchOrder(orderNo: $n) { __typename ... on Error { code } ... on MerchOrder { status } } }`);
    const other = await makeFan(s);
    expect((await s.gql(CANCEL, { n: a.order.orderNo }, { token: other.token })).data!.cancelMerchOrder.__typename).toBe("NotFoundError");
    expect((await s.gql(CANCEL, { n: a.order.orderNo }, { token: fan.token })).data!.cancelMerchOrder).toMatchObject({ __typename: "MerchOrder", status: "CANCELLED" });
    expect((await variantRow(s, v)).sold).toBe(before.sold);
    const b = await secured(s, fan.token, { variantId: v, quantity: 1, pickupDate: p.pickupDates[0] });
    await pay(s, b.order.orderNo);
    expect((await s.gql(CANCEL, { n: b.order.orderNo }, { token: fan.token })).data!.cancelMerchOrder.__typename).toBe("OrderNotCancellableError");
  });
});

describe("paid orders and logistics", () => {
  it("a paid pick-up order is ready for pick-up; each item is redeemed once, a second time is refused", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.tee.slug);
    const m = p.variants.edges.find((e) => e.node.size === "M")!.node.id;
    const r = await secured(s, fan.token, { variantId: m, quantity: 1, pickupDate: p.pickupDates[p.pickupDates.length - 1] });
    const paid = await pay(s, r.order.orderNo);
    expect(paid?.status).toBe("PAID");
    const q = await s.gql(graphql(`query MerchOrdersOrder($n: String!) { merchOrder(orderNo: $n) { ...MerchTestOrder } }`), { n: r.order.orderNo }, { token: fan.token });
    const order = q.data!.merchOrder!;
    expect(order).toMatchObject({ status: "PAID", fulfilment: "READY_FOR_PICKUP", fulfilmentTrack: ["READY_FOR_PICKUP", "PICKED_UP"], tab: "AVAILABLE" });
    expect(order.logistics.map((l) => l.status)).toEqual(["READY_FOR_PICKUP"]);
    expect(order.items[0].redeemed).toBe(false);

    const itemId = order.items[0].id;
    const tries = await Promise.allSettled([redeemPickupItem(s.app.deps, itemId), redeemPickupItem(s.app.deps, itemId)]);
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    const refused = tries.find((t) => t.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.code).toBe("MERCH_ALREADY_PICKED_UP");
    await expect(redeemPickupItem(s.app.deps, itemId)).rejects.toMatchObject({ code: "MERCH_ALREADY_PICKED_UP" });

    const done = await s.gql(graphql(`query MerchOrders3($n: String!) { merchOrder(orderNo: $n) { fulfilment tab items { redeemed } logistics { status } } }`), { n: r.order.orderNo }, { token: fan.token });
    expect(done.data!.merchOrder).toMatchObject({ fulfilment: "PICKED_UP", tab: "COMPLETED", items: [{ redeemed: true }] });
    expect(done.data!.merchOrder!.logistics.map((l) => l.status)).toEqual(["READY_FOR_PICKUP", "PICKED_UP"]);
    expect(await tab(fan.token, "COMPLETED")).toContain(r.order.orderNo);
  });

  it("an unpaid order's item cannot be redeemed", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.lightstick.slug);
    const r = await secured(s, fan.token, { variantId: p.variants.edges[0].node.id, quantity: 1, pickupDate: p.pickupDates[0] });
    await expect(redeemPickupItem(s.app.deps, r.order.items[0].id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("operators move a shipping order step by step, with times, and the fan sees each step live over graphql-ws", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.hoodie.slug);
    const r = await secured(s, fan.token, { variantId: p.variants.edges[0].node.id, quantity: 1, addressId: await shippingAddress(fan.token) });
    const orderNo = r.order.orderNo;

    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const client = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${fan.token}` } });
    const seen: { status: string; fulfilment: string | null; logistics: { status: string }[] }[] = [];
    // Each push re-reads the order, so the test waits for one step to arrive before making the next.
    let waiting: { n: number; resolve: () => void } | null = null;
    const until = (n: number) =>
      seen.length >= n ? Promise.resolve() : new Promise<void>((resolve) => (waiting = { n, resolve }));
    const dispose = client.subscribe<{ orderLogistics: (typeof seen)[number] }>(
      { query: graphql(`subscription MerchOrdersLogistics($n: String!) { orderLogistics(orderNo: $n) { status fulfilment logistics { status } } }`).toString(), variables: { n: orderNo } },
      {
        next: (v) => {
          seen.push(v.data!.orderLogistics);
          if (waiting && seen.length >= waiting.n) waiting.resolve();
        },
        error: (e) => {
          throw e;
        },
        complete: () => {},
      },
    );
    await Promise.all([listeners.listening("order:logistics", orderNo), listeners.listening("payment:result", orderNo)]);
    listeners.stop();

    await pay(s, orderNo);
    // The payment module publishes payment:result after its commit; the subscription follows it too.
    void s.app.deps.pubsub.publish("payment:result", orderNo, { orderNo, status: "PAID", reason: null });
    await until(1);
    await advanceMerchOrder(s.app.deps, platform, { orderNo, to: "PROCESSING" });
    await until(2);
    await advanceMerchOrder(s.app.deps, platform, { orderNo, note: "SF Express SF1234567890" });
    await until(3);
    await expect(advanceMerchOrder(s.app.deps, platform, { orderNo, to: "ORDERED" })).rejects.toMatchObject({ code: "MERCH_LOGISTICS_TRANSITION" });
    await advanceMerchOrder(s.app.deps, platform, { orderNo, to: "DELIVERED" });
    await expect(advanceMerchOrder(s.app.deps, platform, { orderNo })).rejects.toMatchObject({ code: "MERCH_LOGISTICS_TRANSITION" });
    await until(4);
    dispose();
    await client.dispose();

    expect(seen.map((o) => o.fulfilment)).toEqual(["ORDERED", "PROCESSING", "SHIPPED", "DELIVERED"]);
    expect(seen[3].logistics.map((l) => l.status)).toEqual(["ORDERED", "PROCESSING", "SHIPPED", "DELIVERED"]);
    const q = await s.gql(graphql(`query MerchOrders5($n: String!) { merchOrder(orderNo: $n) { tab logistics { status at note } } }`), { n: orderNo }, { token: fan.token });
    expect(q.data!.merchOrder!.tab).toBe("COMPLETED");
    expect(q.data!.merchOrder!.logistics[2]).toMatchObject({ status: "SHIPPED", note: "SF Express SF1234567890" });
    const times = q.data!.merchOrder!.logistics.map((l) => Date.parse(l.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("someone else cannot follow an order's logistics", async () => {
    const owner = await makeFan(s);
    const parcel = await createProduct(s.app.deps, { eventId: shop.hk.id, name: "Parcel" });
    const { order: { orderNo } } = await secured(s, owner.token, { variantId: parcel.variants[0].nodeId, quantity: 1, addressId: await shippingAddress(owner.token) });
    await pay(s, orderNo);
    // The owner may follow it: the refusal below is for someone else, not for the order.
    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const mine = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${owner.token}` } });
    const first = new Promise<string>((resolve) => {
      mine.subscribe(
        { query: graphql(`subscription MerchOrdersLogisticsOwner($n: String!) { orderLogistics(orderNo: $n) { status } }`).toString(), variables: { n: orderNo } },
        { next: (v) => resolve(JSON.stringify(v)), error: (e) => resolve(JSON.stringify(e)), complete: () => resolve("complete") },
      );
    });
    await listeners.listening("payment:result", orderNo);
    listeners.stop();
    void s.app.deps.pubsub.publish("payment:result", orderNo, { orderNo, status: "PAID", reason: null });
    expect(await first).toContain('"status"');

    const other = await makeFan(s);
    const client = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${other.token}` } });
    const outcome = await new Promise<string>((resolve) => {
      client.subscribe(
        { query: graphql(`subscription MerchOrdersLogisticsOther($n: String!) { orderLogistics(orderNo: $n) { status } }`).toString(), variables: { n: orderNo } },
        { next: (v) => resolve(JSON.stringify(v)), error: (e) => resolve(JSON.stringify(e)), complete: () => resolve("complete") },
      );
    });
    await client.dispose();
    expect(outcome).not.toContain('"status"');
  });

  it("the operator mutation needs the merch:logistics staff scope", async () => {
    const r = await s.gql(graphql(`mutation MerchOrders7{ advanceMerchOrder(input: { orderNo: "M000" }) { __typename } }`), {}, { token: (await makeFan(s)).token });
    expect(r.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const anon = await s.gql(graphql(`mutation MerchOrders8{ advanceMerchOrder(input: { orderNo: "M000" }) { __typename } }`));
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const gate = await createStaffToken(s, ["gate:scan"]);
    expect((await s.gql(graphql(`mutation MerchOrders9{ advanceMerchOrder(input: { orderNo: "M000" }) { __typename } }`), {}, { token: gate })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  // Two runs of the CLI (a process each, through tsx) as well: the CLI suites' time limit, not the 30 s default.
  it("an operator token with merch:logistics moves an order through the API", { timeout: 90_000 }, async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.poster.slug);
    const r = await secured(s, fan.token, { variantId: p.variants.edges[0].node.id, quantity: 1, addressId: await shippingAddress(fan.token) });
    const staff = await createStaffToken(s, ["merch:logistics"]);
    const ADVANCE = graphql(`mutation MerchOrders10($i: AdvanceMerchOrderInput!) { advanceMerchOrder(input: $i) { __typename ... on Error { code } ... on MerchOrder { fulfilment logistics { status } } } }`);
    // Not paid yet: nothing to move.
    expect((await s.gql(ADVANCE, { i: { orderNo: r.order.orderNo } }, { token: staff })).data!.advanceMerchOrder).toMatchObject({ code: "MERCH_LOGISTICS_TRANSITION" });
    await pay(s, r.order.orderNo);
    const moved = await s.gql(ADVANCE, { i: { orderNo: r.order.orderNo, to: "PROCESSING" } }, { token: staff });
    expect(moved.data!.advanceMerchOrder).toMatchObject({ __typename: "MerchOrder", fulfilment: "PROCESSING", logistics: [{ status: "ORDERED" }, { status: "PROCESSING" }] });
    expect((await s.gql(ADVANCE, { i: { orderNo: "M-NOPE" } }, { token: staff })).data!.advanceMerchOrder).toMatchObject({ code: "NOT_FOUND" });

    // The operator CLI goes through the same API.
    const fanfare = (...args: string[]) => promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", "logistics", "advance", r.order.orderNo, "--key", staff, "--url", s.url, ...args]);
    const cli = await fanfare("--to", "shipped", "--note", "SF9");
    expect(cli.stdout).toContain(`${r.order.orderNo}: SHIPPED`);
    const refused = await fanfare("--to", "ORDERED").catch((e) => e);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("MERCH_LOGISTICS_TRANSITION");
  });
});

describe("ids", () => {
  it("variant global ids decode to the database row", async () => {
    const p = await product(s, shop.tee.slug);
    const v = p.variants.edges[0].node.id;
    expect((await variantRow(s, v)).id).toBe(rawId(v));
  });
});
