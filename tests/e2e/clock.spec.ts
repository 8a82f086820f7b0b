// One clock (issue 15): a payment shows the same moment on the wallet and on the order page, in the
// fan's zone with its name; event times are in the venue's zone with its abbreviation. The browser runs
// in New York so neither matches the venue (Hong Kong, UTC+8) nor UTC: a zone mix-up cannot hide.
import crypto from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signIn, signUpByApi } from "./accounts";
import { solvedHumanCheck } from "../helpers/human-check";
import { baseURL } from "../../playwright.config";

test.use({ timezoneId: "America/New_York", locale: "en-US" });

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new fan with a payment password and Fan Coin, and a paid ticket order; returns the fan and the order number. */
async function fanWithPaidOrder(request: APIRequestContext) {
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
  return { fan, orderNo };
}

test("the wallet and the order page show a payment at the same moment, in the fan's zone", async ({ page, request }) => {
  const { fan, orderNo } = await fanWithPaidOrder(request);
  await signIn(page, fan);

  await page.goto(`/#/ticket-order?orderNo=${orderNo}`);
  const orderTime = (await page.getByTestId("payment-time").innerText()).trim();
  // New York in November: EST (Intl's short name for the fan's zone).
  expect(orderTime).toMatch(/EST|EDT|GMT-5|GMT-4/);
  // The event's own time is in the venue's zone, named.
  await expect(page.getByTestId("order-event-time")).toContainText("GMT+8");

  await page.goto("/#/wallet");
  // This fan's only payment (the line's reference is the payment number, not the order's).
  const line = page.getByTestId("transactions").locator("li").filter({ hasText: "Payment" });
  await expect(line).toHaveCount(1);
  const walletTime = (await line.getByTestId("wallet-time").innerText()).trim();
  expect(walletTime).toBe(orderTime);

  // The same agreement in Traditional Chinese.
  await page.evaluate(() => localStorage.setItem("lang", "zh_tw"));
  await page.reload();
  const walletZh = (await page.getByTestId("transactions").locator("li").first().getByTestId("wallet-time").innerText()).trim();
  expect(walletZh).not.toBe(walletTime);
  await page.goto(`/#/ticket-order?orderNo=${orderNo}`);
  await expect(page.getByTestId("payment-time")).toHaveText(walletZh);
});
