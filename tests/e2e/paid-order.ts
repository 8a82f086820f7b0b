// Sets up what the journeys below start from: a fan with Fan Coin, a payment password and a paid ticket
// order, made over the API (the screens that make them are tested in their own specs).
import crypto from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { signUpByApi } from "./accounts";
import { solvedHumanCheck } from "../helpers/human-check";
import { baseURL } from "../../playwright.config";

export async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new fan with a payment password and Fan Coin, and a paid ticket order; returns the fan and the order number. */
export async function fanWithPaidOrder(request: APIRequestContext) {
  const fan = await signUpByApi(request, "Clock Fan");
  const token = (await gql(request, `mutation($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`, { i: fan })).signIn.token as string;
  await gql(request, `mutation { skipPhoneVerification { __typename } }`, {}, token);
  await gql(request, `mutation($p: String!) { setPayPassword(payPassword: $p) { __typename } }`, { p: "135790" }, token);
  const topUp = (await gql(request, `mutation($input: TopUpInput!) { topUp(input: $input) { ... on PaymentAccepted { paymentNo redirectUrl } } }`, { input: { amount: 500_000, method: "alipayHK", idempotencyKey: crypto.randomUUID() } }, token)).topUp;
  const html = await (await request.get(topUp.redirectUrl)).text();
  const s = /name="s" value="([^"]+)"/.exec(html)![1];
  expect((await request.post(`/sandbox-pay/${topUp.paymentNo}/complete`, { form: { s, outcome: "succeed" }, maxRedirects: 0 })).status()).toBe(303);

  const event = (await gql(request, `{ event(slug: "neon-nights-live-2026") { ticketTypes(first: 20) { edges { node { id seated available } } } } }`)).event;
  const type = event.ticketTypes.edges.map((e: { node: { id: string; seated: boolean; available: number } }) => e.node).find((t: { seated: boolean; available: number }) => !t.seated && t.available > 0);
  const secured = (
    await gql(
      request,
      `mutation($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on TicketsSecured { order { orderNo } } ... on Error { code } } }`,
      { input: { eventSlug: "neon-nights-live-2026", agreedToTerms: true, humanCheck: await solvedHumanCheck({ url: baseURL }), lines: [{ ticketTypeId: type.id, quantity: 1 }], idempotencyKey: crypto.randomUUID() } },
      token,
    )
  ).secureTickets;
  expect(secured.__typename).toBe("TicketsSecured");
  const orderNo = secured.order.orderNo as string;
  const paid = (
    await gql(
      request,
      `mutation($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }`,
      { input: { orderNo, method: "wallet", payPassword: "135790", idempotencyKey: crypto.randomUUID() } },
      token,
    )
  ).payOrder;
  expect(paid.__typename).toBe("PaymentAccepted");
  return { fan, orderNo, token };
}
