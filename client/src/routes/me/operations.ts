// The GraphQL operations of the Me page.
import { graphql } from "../../gql";

export const myInvitationCountQuery = graphql(`
  query MeInvitationCount {
    myOrganisationInvitations { id }
  }
`);
