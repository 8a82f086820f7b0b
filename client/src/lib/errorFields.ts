import { graphql } from "../gql";

/**
 * The fields of every expected error the client shows (spread as `...ErrorFields` in a result union):
 * code, field, and the details some of them carry. Read by lib/messages.ts and hooks/useMutationForm.ts.
 */
export const errorFieldsFragment = graphql(`
  fragment ErrorFields on Error {
    __typename
    code
    message
    field
    ... on ValidationError {
      issues { field messageKey }
    }
    ... on TooManyAttemptsError { retryAfterSeconds }
    ... on PayPasswordLockedError { retryAfterSeconds }
    ... on WrongPayPasswordError { attemptsLeft }
  }
`);
