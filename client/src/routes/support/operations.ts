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
    messages { id fromStaff body createdAt }
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
