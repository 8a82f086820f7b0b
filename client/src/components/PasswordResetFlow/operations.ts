import { graphql } from "../../gql";

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { __typename ...ErrorFields }
  }
`);
