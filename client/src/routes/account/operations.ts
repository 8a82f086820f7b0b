import { graphql } from "../../gql";

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

