// What the provider tests share: a server whose payments go through the Stripe and Adyen doubles
// (tests/helpers), an organisation with an event on sale and a key that refunds, a fan's ticket order
// secured through the API, and the operations they send.
import crypto from "node:crypto";
import { loadConfig } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { graphql } from "../gql/index.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { createFan } from "../factories/fans.ts";
import { PAY_PASSWORD } from "./payments-support.ts";

/** A test server whose payments are configured as this environment says (STRIPE_…, ADYEN_…, PAYMENT_ROUTES). */
export function startServerWith(env: Record<string, string>): Promise<TestServer> {
  return startTestServer({ payments: loadConfig(env).payments });
}

export const PAY = graphql(`mutation ProvidersPay($input: PayOrderInput!) { payOrder(input: $input) {
  __typename
  ... on Error { code message field }
  ... on ValidationError { issues { field messageKey } }
  ... on PaymentAccepted { orderNo paymentNo status redirectUrl }
} }`);
export const TOP_UP_WITH = graphql(`mutation ProvidersTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }`);
export const OPTIONS = graphql(`query ProvidersOptions { paymentOptions { methods cardEntry testMode } }`);
export const SAVED_CARDS = graphql(`query ProvidersSavedCards { savedCards { id brand last4 expMonth expYear } }`);
export const DELETE_CARD = graphql(`mutation ProvidersDeleteCard($id: ID!) { deleteSavedCard(id: $id) { __typename ... on Error { code } } }`);
export const RESULT_OF = graphql(`query ProvidersResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status reason canRetry } } }`);
export const REFUND_ORDER = graphql(`mutation ProvidersRefundOrder($input: RefundOrderInput!) { refundOrder(input: $input) {
  __typename
  ... on Error { code message field }
  ... on RefundTooLargeError { refundable { amount currency } }
  ... on OrderNotRefundableError { status }
  ... on OrderRefunded { full repeated refund { refundNo orderAmount status cause amount { amount currency } } order { status refundable { amount } refunds { refundNo status orderAmount } } }
} }`);
export const OPERATOR_ORDER = graphql(`query ProvidersOperatorOrder($search: String!) { operatorOrders(search: $search, first: 1) { edges { node { orderNo status refundable { amount currency } refunds { refundNo status cause orderAmount } disputes { status provider } } } } }`);

export const key = () => `k-${crypto.randomUUID()}`;

/** A fan who may buy (a verified phone) and pay, with a session. */
export async function buyer(s: TestServer, opts: { balance?: number } = {}) {
  const fan = await createFan(s.app.deps, { phone: "verified", payPassword: PAY_PASSWORD, balance: opts.balance });
  return { token: fan.token, userId: fan.id, email: fan.email };
}

/** An organisation with an event on sale, and keys of its box office (orders:refund) and of another organisation. */
export async function organiserWithEvent(s: TestServer, opts: Parameters<typeof createOnSaleEvent>[1] = { standing: 20 }) {
  const id = `org_${crypto.randomBytes(4).toString("hex")}`;
  await s.app.deps.db.organisation.create({ data: { id, slug: id.replaceAll("_", "-"), name: `Organiser ${id}` } });
  const event: OnSaleEvent = await createOnSaleEvent(s.app.deps, opts);
  await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: id } });
  const boxOffice = (await createStaffToken(s.app.deps.db, "box office", ["orders:refund", "orders:read"], { organisationId: id })).token;
  return { organisationId: id, event, boxOffice };
}

/** A fan's held order of `quantity` standing tickets of the event, secured through the API. */
export async function securedOrder(s: TestServer, token: string, event: OnSaleEvent, quantity = 2): Promise<{ orderNo: string; id: string; total: number }> {
  const r = await s.gql(
    SECURE_TICKETS,
    { input: { eventSlug: event.slug, agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`), lines: [{ ticketTypeId: event.standingTypeId, quantity }], idempotencyKey: key() } },
    { token },
  );
  const order = member(r.data?.secureTickets, "TicketsSecured").order;
  return { orderNo: order.orderNo, id: order.id, total: order.totalAmount.amount };
}

/** The provider's page URL of a redirect and the id at its end (a Checkout Session, a payment link). */
export const lastSegment = (url: string) => new URL(url).pathname.split("/").pop()!;

/** GET a URL without following redirects: the status and Location. */
export async function visit(url: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(url, { redirect: "manual" });
  await res.text();
  return { status: res.status, location: res.headers.get("location") };
}
