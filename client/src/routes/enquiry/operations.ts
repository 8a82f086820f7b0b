import { graphql } from "../../gql";

export const countriesQuery = graphql(`
  query Countries {
    countries { code name }
  }
`);

export const sendBusinessEnquiryMutation = graphql(`
  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {
    sendBusinessEnquiry(input: $input) {
      __typename
      ... on BusinessEnquiryReceived { id }
      ...ErrorFields
    }
  }
`);
