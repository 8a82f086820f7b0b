// Sets up what the journeys below start from: a fan with Fan Coin, a payment password and a paid ticket
// order of an event the test made, bought over the API (the screens that buy are tested in their own specs).
import crypto from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { gql } from "./accounts.ts";
import type { Factories } from "./fixtures.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";


/** secureTickets over the API, for journeys that start from a held order. */
export const SECURE_TICKETS = graphql(`mutation E2ESecureTickets($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on TicketsSecured { order { orderNo } } ... on Error { code } } }`);

/** payOrder over the API, for journeys whose fan paid before the part under test. */
export const PAY_ORDER = graphql(`mutation E2EPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }`);

/** A new fan with a payment password and Fan Coin, and a paid ticket order; returns the fan, the order number and the event. */
export async function fanWithPaidOrder(request: APIRequestContext, factories: Factories, baseURL: string) {
  const event = await factories.event({ standing: 10 });
  const fan = await factories.fan({ nickname: "Clock Fan", payPassword: "135790", balance: 500_000 });
  const secured = (
    await gql(
      request,
      SECURE_TICKETS,
      { input: { eventSlug: event.slug, agreedToTerms: true, humanCheck: await solvedHumanCheck({ url: baseURL }), lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], idempotencyKey: crypto.randomUUID() } },
      fan.token,
    )
  ).secureTickets;
  const orderNo = member(secured, "TicketsSecured").order.orderNo;
  const paid = (
    await gql(
      request,
      PAY_ORDER,
      { input: { orderNo, method: "wallet", payPassword: "135790", idempotencyKey: crypto.randomUUID() } },
      fan.token,
    )
  ).payOrder;
  expect(paid.__typename).toBe("PaymentAccepted");
  return { fan, orderNo, token: fan.token, event };
}
