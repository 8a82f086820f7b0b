// The ticket purchase as the tests send it: secureTickets, typed by tests/gql.
import { graphql } from "../gql/index.ts";

export const SECURE_TICKETS = graphql(`mutation TicketsSupportSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on Error { code message field }
  ... on TicketLimitReachedError { limit remaining }
  ... on SaleNotOpenError { saleState }
  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }
} }`);
