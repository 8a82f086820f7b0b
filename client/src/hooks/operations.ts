// The GraphQL operations of the platform hooks (sign-in, e-mailed codes), shared by the fan's pages and the console.
import { graphql } from "../gql";

export const sendEmailCodeMutation = graphql(`
  mutation SendEmailCode($input: SendEmailCodeInput!) {
    sendEmailCode(input: $input) {
      __typename
      ... on CodeSent { expiresInSeconds }
      ...ErrorFields
    }
  }
`);

export const checkEmailCodeMutation = graphql(`
  mutation CheckEmailCode($input: CheckEmailCodeInput!) {
    checkEmailCode(input: $input) { __typename ...ErrorFields }
  }
`);

export const signInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) { __typename ...SignedIn ...ErrorFields }
  }
`);
