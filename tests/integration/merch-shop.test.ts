import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { humanCheck, makeFan, makeShop, MY_ORDERS, product, secure, secured, variantId, variantRow, type Shop } from "./merch-support.ts";
import { graphql } from "../gql/index.ts";
import { createTicket } from "../factories/tickets.ts";

let s: TestServer;
let shop: Shop;
/** The fan most tests buy as: phone verified. */
let buyer: string;
beforeAll(async () => {
  s = await startTestServer();
  shop = await makeShop(s);
  buyer = (await makeFan(s)).token;
});
afterAll(() => s?.stop());

describe("the shop", () => {
  it("lists the active products as a connection with prices in minor units and the badges", async () => {
    const r = await s.gql(graphql(`query MerchShop { merchProducts(first: 50) { totalCount edges { node { slug price { amount currency } pickupOnly ticketHolderOnly desktopOnly inStock images } } } }`));
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.merchProducts.edges.map((e) => e.node);
    expect(r.data!.merchProducts.totalCount).toBe(nodes.length);
    const slugs = nodes.map((n) => n.slug);
    const onSale = [shop.tee, shop.hoodie, shop.lightstick, shop.cap, shop.tote, shop.poster, shop.keychain, shop.wristband, shop.photocard, shop.scarf, shop.mug];
    for (const p of onSale) expect(slugs).toContain(p.slug);
    expect(slugs).not.toContain(shop.retired.slug);
    const tee = nodes.find((n) => n.slug === shop.tee.slug);
    expect(tee).toMatchObject({ price: { amount: 28000, currency: "HKD" }, pickupOnly: true, inStock: true, images: ["/img/merch/tee.svg"] });
    expect(nodes.find((n) => n.slug === shop.photocard.slug)!.ticketHolderOnly).toBe(true);
    expect(nodes.find((n) => n.slug === shop.mug.slug)).toMatchObject({ desktopOnly: true, price: { amount: 15000, currency: "MOP" } });
    const byEvent = await s.gql(graphql(`query MerchShop2($e: String!) { merchProducts(first: 50, eventSlug: $e) { edges { node { slug } } } }`), { e: shop.macao.slug });
    expect(byEvent.data!.merchProducts.edges.map((e) => e.node.slug)).toEqual([shop.mug.slug]);
  });

  it("gives each variant its own stock and the event's pick-up days", async () => {
    const p = await product(s, shop.tee.slug);
    expect(p.variants.totalCount).toBe(4);
    expect(p.variants.edges.map((e) => e.node.size)).toEqual(["S", "M", "L", "XL"]);
    expect(p.variants.edges.every((e) => e.node.stock === 13)).toBe(true);
    expect(p.pickupDates).toHaveLength(2);
    expect(p.myRemainingLimit).toBeNull();
  });
});

describe("securing merchandise", () => {
  it("holds a size-M T-shirt for pick-up on the event day for 10 minutes and lists it under Available", async () => {
    const p = await product(s, shop.tee.slug, buyer);
    const eventDay = p.pickupDates[p.pickupDates.length - 1];
    const m = await variantId(s, shop.tee.slug, "M");
    const before = await variantRow(s, m);
    const r = await secured(s, buyer, { variantId: m, quantity: 1, pickupDate: eventDay });
    expect(r.__typename).toBe("MerchSecured");
    const order = r.order;
    expect(order).toMatchObject({ status: "AWAITING_PAYMENT", tab: "AVAILABLE", itemCount: 1, pickup: true, pickupDate: eventDay, total: { amount: 28000, currency: "HKD" } });
    expect(order.orderNo).toMatch(/^M\d{6}[0-9A-Z]{10}$/);
    expect(order.items[0].variant.size).toBe("M");
    const holdMinutes = (Date.parse(order.expiresAt!) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(9.5);
    expect(holdMinutes).toBeLessThanOrEqual(10);
    expect((await variantRow(s, m)).sold).toBe(before.sold + 1);

    const list = await s.gql(MY_ORDERS, { tab: "AVAILABLE" }, { token: buyer });
    expect(list.data!.myMerchOrders.edges.map((e) => e.node.orderNo)).toContain(order.orderNo);
    const detail = await s.gql(graphql(`query MerchShop3($n: String!) { merchOrder(orderNo: $n) { orderNo } }`), { n: order.orderNo }, { token: buyer });
    expect(detail.data!.merchOrder!.orderNo).toBe(order.orderNo);
    const other = await makeFan(s);
    const theirs = await s.gql(graphql(`query MerchShop4($n: String!) { merchOrder(orderNo: $n) { orderNo } }`), { n: order.orderNo }, { token: other.token });
    expect(theirs.data!.merchOrder).toBeNull();
  });

  it("refuses a pick-up day that is not one of the event's, and a pick-up item without a day", async () => {
    const m = await variantId(s, shop.tee.slug, "S");
    const wrong = await secure(s, buyer, { variantId: m, quantity: 1, pickupDate: "2031-01-01" });
    expect(wrong).toMatchObject({ __typename: "ValidationError", field: "pickupDate" });
    const none = await secure(s, buyer, { variantId: m, quantity: 1 });
    expect(none).toMatchObject({ __typename: "ValidationError", field: "pickupDate" });
  });

  it("needs a shipping address of the fan's own address book for shipped items", async () => {
    const hoodie = await variantId(s, shop.hoodie.slug, "L");
    expect(await secure(s, buyer, { variantId: hoodie, quantity: 1 })).toMatchObject({ __typename: "ValidationError", field: "addressId" });
    const other = await makeFan(s);
    const added = await s.gql(graphql(`mutation MerchShop5($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }`), {
      i: { recipient: "Other Fan", phone: "+852 6123 4567", line1: "1 Queen's Road", city: "Hong Kong", country: "Hong Kong" },
    }, { token: other.token });
    const theirs = added.data!.addAddress.id;
    expect(await secure(s, buyer, { variantId: hoodie, quantity: 1, addressId: theirs })).toMatchObject({ __typename: "ValidationError", field: "addressId" });
    const ok = await secured(s, other.token, { variantId: hoodie, quantity: 2, addressId: theirs });
    expect(ok.__typename).toBe("MerchSecured");
    expect(ok.order).toMatchObject({ pickup: false, pickupDate: null, itemCount: 2, total: { amount: 104000 }, shippingAddress: { recipient: "Other Fan", line1: "1 Queen's Road" } });
    // The order keeps its copy: editing the address book later does not move the parcel.
    await s.gql(graphql(`mutation MerchShop6($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename } }`), {
      id: theirs,
      i: { recipient: "Renamed", phone: "+852 6123 4567", line1: "2 Other Road", city: "Hong Kong", country: "Hong Kong" },
    }, { token: other.token });
    const again = await s.gql(graphql(`query MerchShop7($n: String!) { merchOrder(orderNo: $n) { shippingAddress { recipient line1 } } }`), { n: ok.order.orderNo }, { token: other.token });
    expect(again.data!.merchOrder!.shippingAddress).toEqual({ recipient: "Other Fan", line1: "1 Queen's Road" });
  });

  it("asks for a verified phone number (or the fan's choice to verify later) before buying", async () => {
    const fan = await makeFan(s, { phoneVerified: false });
    const cap = await variantId(s, shop.lightstick.slug);
    const p = await product(s, shop.lightstick.slug);
    const r = await secure(s, fan.token, { variantId: cap, quantity: 1, pickupDate: p.pickupDates[0] });
    expect(r.__typename).toBe("PhoneRequiredError");
    await s.app.deps.db.user.update({ where: { id: fan.id }, data: { phoneSkippedAt: new Date() } });
    expect((await secure(s, fan.token, { variantId: cap, quantity: 1, pickupDate: p.pickupDates[0] })).__typename).toBe("MerchSecured");
  });

  it("requires sign-in", async () => {
    const v = await variantId(s, shop.cap.slug);
    const r = await s.gql(graphql(`mutation MerchShop8($v: ID!) { secureMerch(input: { variantId: $v, quantity: 1 }) { __typename } }`), { v });
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("ticket-holder exclusives", () => {
  it("refuses a fan without a ticket of the event with 'Invalid ticket number!' and accepts a holder's ticket", async () => {
    const photocard = await variantId(s, shop.photocard.slug);
    const p = await product(s, shop.photocard.slug);
    const day = p.pickupDates[p.pickupDates.length - 1];
    const holder = await makeFan(s);
    const { ticketNo } = await createTicket(s.app.deps, { ownerId: holder.id, ticketTypeId: shop.hk.standingTypeId });
    const elsewhere = await createTicket(s.app.deps, { ownerId: holder.id, ticketTypeId: shop.other.standingTypeId });
    const stranger = await makeFan(s);
    const missing = await secure(s, stranger.token, { variantId: photocard, quantity: 1, pickupDate: day });
    expect(missing).toMatchObject({ __typename: "ValidationError", field: "ticketNo" });
    // Someone else's ticket number does not make a holder.
    const borrowed = await secure(s, stranger.token, { variantId: photocard, quantity: 1, pickupDate: day, ticketNo });
    expect(borrowed).toMatchObject({ __typename: "NotTicketHolderError", code: "INVALID_TICKET_NUMBER", message: "Invalid ticket number!", field: "ticketNo" });
    // A ticket of another event does not either, and the refusal names that event.
    const otherEvent = await secure(s, holder.token, { variantId: photocard, quantity: 1, pickupDate: day, ticketNo: elsewhere.ticketNo });
    expect(otherEvent).toMatchObject({ __typename: "TicketOfAnotherEventError", code: "TICKET_FOR_ANOTHER_EVENT", field: "ticketNo", eventTitle: shop.other.title });
    expect(otherEvent).toMatchObject({ message: `This ticket is for another event: ${shop.other.title}` });
    // The fan picks from their own live tickets of the product's event: the holder has one, the stranger none.
    const ELIGIBLE = graphql(`query MerchShopEligible($slug: String!) { merchProduct(slug: $slug) { myEligibleTicketNos } }`);
    expect((await s.gql(ELIGIBLE, { slug: shop.photocard.slug }, { token: holder.token })).data!.merchProduct!.myEligibleTicketNos).toEqual([ticketNo]);
    expect((await s.gql(ELIGIBLE, { slug: shop.photocard.slug }, { token: stranger.token })).data!.merchProduct!.myEligibleTicketNos).toEqual([]);
    expect((await s.gql(ELIGIBLE, { slug: shop.photocard.slug })).data!.merchProduct!.myEligibleTicketNos).toEqual([]);
    const translated = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${stranger.token}`, "accept-language": "zh-TW" },
      body: JSON.stringify({ query: graphql(`mutation MerchShop9($i: SecureMerchInput!) { secureMerch(input: $i) { ... on Error { message } } }`), variables: { i: { variantId: photocard, quantity: 1, pickupDate: day, ticketNo, humanCheck: await humanCheck(s) } } }),
    }).then((r) => r.json());
    expect(translated.data!.secureMerch.message).toBe("無效的票號！");

    // Typed as a fan might: lower case, in groups of four, with spaces around.
    const typed = ` ${ticketNo.toLowerCase().replace(/(.{4})/g, "$1 ")}`;
    expect(typed).not.toBe(ticketNo);
    const ok = await secured(s, holder.token, { variantId: photocard, quantity: 1, pickupDate: day, ticketNo: typed });
    expect(ok.__typename).toBe("MerchSecured");
  });

  it("refuses a revoked ticket", async () => {
    const scarf = await variantId(s, shop.scarf.slug);
    const p = await product(s, shop.scarf.slug);
    const holder = await makeFan(s);
    const { ticketNo } = await createTicket(s.app.deps, { ownerId: holder.id, ticketTypeId: shop.hk.standingTypeId });
    const input = { variantId: scarf, quantity: 1, pickupDate: p.pickupDates[0], ticketNo };
    // The same ticket makes a holder while it stands (the refusal below is the revocation's, nothing else's).
    expect((await secure(s, holder.token, input)).__typename).toBe("MerchSecured");
    await s.app.deps.db.ticket.update({ where: { ticketNo }, data: { status: "REVOKED" } });
    const r = await secure(s, holder.token, input);
    expect(r.__typename).toBe("NotTicketHolderError");
  });
});

describe("desktop-only products", () => {
  const desktopUa = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
  const phoneUa = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

  it("refuse a mobile browser and accept a desktop browser", async () => {
    const fan = await makeFan(s);
    const address = await s.gql(graphql(`mutation MerchShop10($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }`), {
      i: { recipient: "Desk Fan", phone: "+853 6612 3456", line1: "Avenida da Amizade 1", city: "Macao", country: "Macao" },
    }, { token: fan.token });
    const addressId = address.data!.addAddress.id;
    const mug = await variantId(s, shop.mug.slug);
    expect((await secure(s, fan.token, { variantId: mug, quantity: 1, addressId }, { "user-agent": desktopUa })).__typename).toBe("DesktopOnlyError");
    expect((await secure(s, fan.token, { variantId: mug, quantity: 1, addressId, desktopBrowser: true }, { "user-agent": phoneUa })).__typename).toBe("DesktopOnlyError");
    const ok = await secured(s, fan.token, { variantId: mug, quantity: 1, addressId, desktopBrowser: true }, { "user-agent": desktopUa });
    expect(ok.__typename).toBe("MerchSecured");
    expect(ok.order.total).toEqual({ amount: 15000, currency: "MOP" });
  });
});

describe("per-account limits", () => {
  it("counts paid units and live holds against the product's limit", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.lightstick.slug, fan.token);
    expect(p.myRemainingLimit).toBe(4);
    const stick = p.variants.edges[0].node.id;
    const day = p.pickupDates[0];
    expect((await secure(s, fan.token, { variantId: stick, quantity: 3, pickupDate: day })).__typename).toBe("MerchSecured");
    const over = await secure(s, fan.token, { variantId: stick, quantity: 2, pickupDate: day });
    expect(over).toMatchObject({ __typename: "LimitReachedError", code: "MERCH_LIMIT_REACHED", limit: 4, remaining: 1, message: "Purchases are limited to 4 per account" });
    expect((await product(s, shop.lightstick.slug, fan.token)).myRemainingLimit).toBe(1);
  });

  it("holds under concurrent requests of one fan: never more than the limit", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.poster.slug);
    const address = await s.gql(graphql(`mutation MerchShop11($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }`), {
      i: { recipient: "Race Fan", phone: "+852 6123 4567", line1: "3 Nathan Road", city: "Hong Kong", country: "Hong Kong" },
    }, { token: fan.token });
    const poster = p.variants.edges[0].node.id;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => secure(s, fan.token, { variantId: poster, quantity: 1, addressId: address.data!.addAddress.id })),
    );
    const names = results.map((r) => r.__typename);
    expect(names.filter((n) => n === "MerchSecured")).toHaveLength(4);
    expect(names.filter((n) => n === "LimitReachedError")).toHaveLength(4);
  });

  it("returns the same order when a secure is retried with its idempotency key", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.wristband.slug);
    const v = p.variants.edges[0].node.id;
    const a = await secured(s, fan.token, { variantId: v, quantity: 1, pickupDate: p.pickupDates[0], idempotencyKey: "tap-1" });
    const b = await secured(s, fan.token, { variantId: v, quantity: 1, pickupDate: p.pickupDates[0], idempotencyKey: "tap-1" });
    expect(b.order.orderNo).toBe(a.order.orderNo);
    expect((await product(s, shop.wristband.slug, fan.token)).myRemainingLimit).toBe(3);
  });
});

describe("the human check", () => {
  it("is required to secure merchandise, and a solution buys one secure only", async () => {
    const fan = await makeFan(s);
    const p = await product(s, shop.lightstick.slug);
    const input = { variantId: p.variants.edges[0].node.id, quantity: 1, pickupDate: p.pickupDates[0] };
    expect(await secure(s, fan.token, { ...input, humanCheck: null })).toMatchObject({ __typename: "HumanCheckFailedError", code: "HUMAN_CHECK_FAILED" });
    const solved = await humanCheck(s);
    expect((await secure(s, fan.token, { ...input, humanCheck: solved })).__typename).toBe("MerchSecured");
    expect((await secure(s, fan.token, { ...input, humanCheck: solved })).__typename).toBe("HumanCheckFailedError");
  });
});
