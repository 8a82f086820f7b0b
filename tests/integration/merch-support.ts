// Helpers of the merch integration tests: fans made straight in the database (fast enough for dozens of
// concurrent buyers), GraphQL documents, securing and "paying" an order the way the payment module will.
import crypto from "node:crypto";
import { postGraphQLWithStatus, type GraphQLResponse, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck as humanCheck } from "../helpers/human-check.ts";
import { createSession } from "../../server/src/modules/auth/index.ts";
import { markOrderPaid } from "../../server/src/modules/orders/index.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import type { ResultOf } from "../helpers/graphql-result.ts";

/** Solves the server's human check the way the widget does in the browser. */
export { humanCheck };

export const MERCH_ERROR = graphql(`fragment MerchError on Error { code message field ... on ValidationError { issues { field messageKey } } }`);
export const ORDER = graphql(`fragment MerchTestOrder on MerchOrder { id orderNo status tab itemCount pickup pickupDate expiresAt paidAt fulfilment fulfilmentTrack total { amount currency }
  items { id quantity redeemed unitPrice { amount currency } variant { id sku size stock } product { slug name } }
  shippingAddress { recipient line1 city country } logistics { status at note } }`);
export const SECURE = graphql(`mutation MerchSecure($input: SecureMerchInput!) { secureMerch(input: $input) { __typename ...MerchError
  ... on MerchSecured { order { ...MerchTestOrder } } ... on OutOfStockError { available } ... on LimitReachedError { limit remaining } } }`);
export const PRODUCT = graphql(`query MerchSupportProduct($slug: String!) { merchProduct(slug: $slug) { id slug pickupOnly ticketHolderOnly desktopOnly maxPerAccount pickupDates myRemainingLimit
  price { amount currency } variants(first: 10) { totalCount edges { node { id sku size colour stock soldOut } } } } }`);
export const MY_ORDERS = graphql(`query MerchSupportMyOrders($tab: MerchOrderTab!) { myMerchOrders(tab: $tab) { edges { node { orderNo status fulfilment } } } }`);

export async function signInDemo(s: TestServer): Promise<string> {
  const r = await s.gql(graphql(`mutation MerchSupportSignInDemo { signIn(input: { email: "demo@fanfare.test", password: "Fanfare#2026" }) { __typename ... on AuthPayload { token } } }`));
  return member(r.data?.signIn, "AuthPayload").token;
}

/** A fan created in the database with a session; phone verified unless told otherwise. */
export async function makeFan(s: TestServer, opts: { phoneVerified?: boolean } = {}): Promise<{ id: string; token: string }> {
  const tag = crypto.randomBytes(6).toString("hex");
  const user = await s.app.deps.db.user.create({
    data: {
      email: `merch-${tag}@example.com`,
      passwordHash: "x",
      nickname: "Merch Fan",
      inviteCode: `M${tag}`.toUpperCase(),
      phone: opts.phoneVerified === false ? null : "61234567",
      phoneAreaCode: "852",
      phoneVerifiedAt: opts.phoneVerified === false ? null : new Date(),
    },
  });
  const { token } = await createSession(s.app.deps, user.id, { ip: null, userAgent: null });
  return { id: user.id, token };
}

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
