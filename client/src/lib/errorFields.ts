import { graphql } from "../gql";

/**
 * The fields of every expected error a form shows (spread as `... on Error { ...AccountError }`): code,
 * field, and the details some of them carry. Read by lib/messages.ts and hooks/useMutationForm.ts.
 */
export const accountErrorFragment = graphql(`
  fragment AccountError on Error {
    __typename
    code
    message
    field
    ... on ValidationError {
      issues {
        field
        messageKey
      }
    }
    ... on TooManyAttemptsError {
      retryAfterSeconds
    }
    ... on WrongPayPasswordError {
      attemptsLeft
    }
  }
`);
