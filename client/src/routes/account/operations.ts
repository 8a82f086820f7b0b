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
    deviceToken
    user { ...SessionUser }
  }
`);
void signedInFields;

export const registerMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { __typename ...SignedIn ...ErrorFields }
  }
`);


/** The open invitations to organisations' teams addressed to the signed-in fan's e-mail. */
export const myInvitationsQuery = graphql(`
  query MyOrganisationInvitations {
    myOrganisationInvitations { id organisationName role invitedAt expiresAt }
  }
`);

export const acceptInvitationMutation = graphql(`
  mutation AcceptOrganisationInvitation($id: ID!) {
    acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ...ErrorFields }
  }
`);

export const declineInvitationMutation = graphql(`
  mutation DeclineOrganisationInvitation($id: ID!) {
    declineOrganisationInvitation(id: $id) { __typename ...ErrorFields }
  }
`);

// ───── applying to become an organiser (issue 34) ─────

export const myOrganisationApplicationQuery = graphql(`
  query MyOrganisationApplication {
    myOrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }
  }
`);

export const organiserCountriesQuery = graphql(`
  query OrganiserCountries {
    countries { code name }
  }
`);

export const applyForOrganisationMutation = graphql(`
  mutation ApplyForOrganisation($input: OrganisationApplicationInput!) {
    applyForOrganisation(input: $input) {
      __typename
      ... on OrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }
      ...ErrorFields
    }
  }
`);
