import { graphql } from "../../gql";

/** Every expected error of the account mutations: code, field, and the details some of them carry. */
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
  }
`);

export const checkEmailQuery = graphql(`
  query CheckEmail($email: String!) {
    checkEmail(email: $email) {
      __typename
      ... on EmailStatus {
        email
        registered
      }
      ... on Error {
        ...AccountError
      }
    }
  }
`);

export const sendEmailCodeMutation = graphql(`
  mutation SendEmailCode($input: SendEmailCodeInput!) {
    sendEmailCode(input: $input) {
      __typename
      ... on CodeSent {
        expiresInSeconds
      }
      ... on Error {
        ...AccountError
      }
    }
  }
`);

export const checkEmailCodeMutation = graphql(`
  mutation CheckEmailCode($input: CheckEmailCodeInput!) {
    checkEmailCode(input: $input) {
      __typename
      ... on Error {
        ...AccountError
      }
    }
  }
`);

export const registerMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload {
        token
        user {
          ...SessionUser
        }
      }
      ... on Error {
        ...AccountError
      }
    }
  }
`);

export const signInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on AuthPayload {
        token
        user {
          ...SessionUser
        }
      }
      ... on Error {
        ...AccountError
      }
    }
  }
`);

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on Error {
        ...AccountError
      }
    }
  }
`);
