import { graphql } from "../../gql";

export const supportOptionsQuery = graphql(`
  query SupportOptions {
    supportOptions { minTextLength issueTypes email hotline }
  }
`);

export const supportIssueFields = graphql(`
  fragment SupportIssueFields on SupportIssue {
    id
    ref
    type
    text
    status
    createdAt
    eventName
    orderNo
    messages { id fromStaff body createdAt }
  }
`);

export const supportOrderChoiceFields = graphql(`
  fragment SupportOrderChoice on Order {
    id
    orderNo
    kind
    createdAt
    event { id title }
  }
`);

/** The fan's recent orders a request can be about (paid, awaiting payment, and lapsed or refunded). */
export const supportOrderChoicesQuery = graphql(`
  query SupportOrderChoices {
    paid: myOrders(tab: COMPLETED, first: 20) { edges { node { ...SupportOrderChoice } } }
    awaiting: myOrders(tab: AVAILABLE, first: 5) { edges { node { ...SupportOrderChoice } } }
    others: myOrders(tab: OTHERS, first: 10) { edges { node { ...SupportOrderChoice } } }
  }
`);

export const mySupportIssuesQuery = graphql(`
  query MySupportIssues {
    mySupportIssues { ...SupportIssueFields }
  }
`);

export const createSupportIssueMutation = graphql(`
  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {
    createSupportIssue(input: $input) {
      __typename
      ... on SupportIssue { id email }
      ...ErrorFields
      ... on IssueTextTooShortError { minLength }
    }
  }
`);

export const replyToSupportIssueMutation = graphql(`
  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {
    replyToSupportIssue(issueId: $issueId, body: $body) {
      __typename
      ...SupportIssueFields
      ...ErrorFields
    }
  }
`);
