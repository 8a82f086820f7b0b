// Helpers of the merch integration tests: the file's own shop and fans made by the factories (fans
// straight in the database, fast enough for dozens of concurrent buyers), GraphQL documents, securing
// and "paying" an order the way the payment module will.
import { postGraphQLWithStatus, type GraphQLResponse, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck as humanCheck } from "../helpers/human-check.ts";
import { markOrderPaid } from "../../server/src/modules/orders/index.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import type { ResultOf } from "../helpers/graphql-result.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createFans } from "../factories/fans.ts";
import { createProduct } from "../factories/merch.ts";

/** Solves the server's human check the way the widget does in the browser. */
export { humanCheck };

export const MERCH_ERROR = graphql(`fragment MerchError on Error { code message field ... on ValidationError { issues { field messageKey } } }`);
export const ORDER = graphql(`fragment MerchTestOrder on MerchOrder { id orderNo status tab itemCount pickup pickupDate expiresAt paidAt fulfilment fulfilmentTrack total { amount currency }
  items { id quantity redeemed unitPrice { amount currency } variant { id sku size stock } product { slug name } }
  shippingAddress { recipient line1 city country } logistics { status at note } }`);
export const SECURE = graphql(`mutation MerchSecure($input: SecureMerchInput!) { secureMerch(input: $input) { __typename ...MerchError
  ... on MerchSecured { order { ...MerchTestOrder } } ... on OutOfStockError { available } ... on LimitReachedError { limit remaining } ... on TicketOfAnotherEventError { eventTitle } } }`);
export const PRODUCT = graphql(`query MerchSupportProduct($slug: String!) { merchProduct(slug: $slug) { id slug pickupOnly ticketHolderOnly desktopOnly maxPerAccount pickupDates myRemainingLimit
  price { amount currency } variants(first: 10) { totalCount edges { node { id sku size colour stock soldOut } } } } }`);
export const MY_ORDERS = graphql(`query MerchSupportMyOrders($tab: MerchOrderTab!) { myMerchOrders(tab: $tab) { edges { node { orderNo status fulfilment } } } }`);

/** A fan with a session; phone verified unless told otherwise (then neither verified nor skipped). */
export async function makeFan(s: TestServer, opts: { phoneVerified?: boolean } = {}): Promise<{ id: string; token: string }> {
  const [fan] = await createFans(s.app.deps, 1, { phone: opts.phoneVerified === false ? "none" : "verified", nickname: "Merch Fan" });
  return { id: fan.id, token: fan.token };
}

/**
 * The shop of a merch test file, made by the factories: a Hong Kong event with pick-up days and a Macao
 * one, and products of each with the prices, sizes, stock, limits and badges the tests buy against.
 */
export async function makeShop(s: TestServer) {
  const deps = s.app.deps;
  const hk = await createOnSaleEvent(deps, { standing: 10, pickup: true });
  const macao = await createOnSaleEvent(deps, { standing: 10, currency: "MOP" });
  const other = await createOnSaleEvent(deps, { standing: 10 });
  const product = (opts: Omit<Parameters<typeof createProduct>[1], "eventId">, eventId = hk.id) => createProduct(deps, { eventId, ...opts });
  return {
    hk,
    macao,
    /** An event with no merchandise: its tickets make no holder of hk's exclusives. */
    other,
    tee: await product({ name: "Tour T-shirt", price: 28_000, sizes: ["S", "M", "L", "XL"], stock: 13, pickupOnly: true, imageUrl: "/img/merch/tee.svg" }),
    hoodie: await product({ name: "Hoodie", price: 52_000, sizes: ["M", "L"] }),
    lightstick: await product({ name: "Light Stick", price: 35_000, pickupOnly: true, maxPerAccount: 4 }),
    cap: await product({ name: "Cap", price: 22_000 }),
    tote: await product({ name: "Tote", price: 18_000 }),
    poster: await product({ name: "Poster", price: 12_000, maxPerAccount: 4 }),
    keychain: await product({ name: "Keychain", price: 8_000 }),
    wristband: await product({ name: "Wristband", price: 6_000, pickupOnly: true, maxPerAccount: 4 }),
    photocard: await product({ name: "Photocard Set", price: 9_000, pickupOnly: true, ticketHolderOnly: true }),
    scarf: await product({ name: "Scarf", price: 15_000, pickupOnly: true, ticketHolderOnly: true }),
    retired: await product({ name: "Retired", active: false }),
    mug: await product({ name: "Mug", price: 15_000, desktopOnly: true }, macao.id),
  };
}
export type Shop = Awaited<ReturnType<typeof makeShop>>;

export async function product(s: TestServer, slug: string, token?: string) {
  const r = await s.gql(PRODUCT, { slug }, { token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  if (!r.data?.merchProduct) throw new Error(`no product ${slug}`);
  return r.data.merchProduct;
}

export async function variantId(s: TestServer, slug: string, size?: string): Promise<string> {
  const p = await product(s, slug);
  const v = p.variants.edges.map((e) => e.node).find((n) => !size || n.size === size);
  if (!v) throw new Error(`no variant ${slug} ${size}`);
  return v.id;
}

/** The variant's database id from its global id. */
export function rawId(globalId: string): string {
  return Buffer.from(globalId, "base64").toString("utf8").split(":")[1];
}


/** secureMerch over HTTP; a solved human check is added unless the input has one (null: none). */
export async function secure(s: TestServer, token: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  if (!("humanCheck" in input)) input = { ...input, humanCheck: await humanCheck(s) };
  const { body } = await postGraphQLWithStatus(s.url, SECURE, { input }, { authorization: `Bearer ${token}`, ...headers });
  const r = body as GraphQLResponse<ResultOf<typeof SECURE>>;
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.secureMerch;
}

/** secureMerch that must succeed: the MerchSecured answer (the test fails with any other). */
export async function secured(s: TestServer, token: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  return member(await secure(s, token, input, headers), "MerchSecured");
}

/** Pays an order the way the payment module does: markOrderPaid inside a transaction (runs onPaid). */
export async function pay(s: TestServer, orderNo: string) {
  const deps = s.app.deps;
  const order = await deps.db.order.findUniqueOrThrow({ where: { orderNo } });
  return deps.db.$transaction((tx) => markOrderPaid(tx, deps, order.id, deps.now()));
}

export async function variantRow(s: TestServer, globalId: string) {
  return s.app.deps.db.merchVariant.findUniqueOrThrow({ where: { id: rawId(globalId) } });
}
