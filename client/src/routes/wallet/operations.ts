import { graphql } from "../../gql";

export const walletQuery = graphql(`
  query Wallet($first: Int!, $after: String) {
    wallet {
      id
      balance { amount }
      transactions(first: $first, after: $after) {
        edges {
          node {
            id
            kind
            reference
            paidFor
            handBackSale
            createdAt
            amount { amount }
          }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

export const walletBalanceSubscription = graphql(`
  subscription WalletBalance {
    walletBalance { amount }
  }
`);

const paymentAcceptedFields = graphql(`
  fragment PaymentAcceptedFields on PaymentAccepted {
    orderNo
    paymentNo
    status
    redirectUrl
  }
`);
void paymentAcceptedFields;

export const topUpMutation = graphql(`
  mutation TopUp($input: TopUpInput!) {
    topUp(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }
  }
`);

export const payOrderMutation = graphql(`
  mutation PayOrder($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }
  }
`);

const paymentOptionsFields = graphql(`
  fragment PaymentOptionsFields on PaymentOptions {
    methods
    cardEntry
    testMode
  }
`);
void paymentOptionsFields;

export const payableOrderQuery = graphql(`
  query PayableOrder($orderNo: String!) {
    payableOrder(orderNo: $orderNo) {
      __typename
      ... on PayableOrder {
        orderNo
        kind
        status
        title
        description
        amount { amount currency }
        fanCoinAmount { amount }
        expiresAt
        attemptsLeft
        walletBalance { amount }
        payPasswordSetUp
      }
      ... on Error { code message }
    }
    savedCards { ...SavedCardFields }
    paymentOptions { ...PaymentOptionsFields }
  }
`);

export const savedCardsQuery = graphql(`
  query SavedCards {
    savedCards { ...SavedCardFields }
    paymentOptions { ...PaymentOptionsFields }
  }
`);

export const deleteSavedCardMutation = graphql(`
  mutation DeleteSavedCard($id: ID!) {
    deleteSavedCard(id: $id) { __typename ...ErrorFields }
  }
`);

const paymentResultFields = graphql(`
  fragment PaymentResultFields on PaymentResult {
    orderNo
    kind
    status
    reason
    method
    canRetry
    attemptsLeft
    orderStatus
    title
    description
    amount { amount currency }
  }
`);
void paymentResultFields;

export const paymentResultQuery = graphql(`
  query PaymentResult($orderNo: String!) {
    paymentResult(orderNo: $orderNo) {
      __typename
      ...PaymentResultFields
      ... on Error { code message }
    }
  }
`);

export const paymentResultSubscription = graphql(`
  subscription PaymentResultLive($orderNo: String!) {
    paymentResult(orderNo: $orderNo) { ...PaymentResultFields }
  }
`);
