import { graphql } from "../../gql";

export const checkEmailQuery = graphql(`
  query CheckEmail($email: String!) {
    checkEmail(email: $email) {
      __typename
      ... on EmailStatus { email registered }
      ...ErrorFields
    }
  }
`);

const signedInFields = graphql(`
  fragment SignedIn on AuthPayload {
    token
    user { ...SessionUser }
  }
`);
void signedInFields;

export const registerMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { __typename ...SignedIn ...ErrorFields }
  }
`);

