// The GraphQL operations of the platform components that have no folder of their own (a component with a
// folder keeps its operations in that folder's operations.ts).
import { graphql } from "../gql";

export const humanCheckChallengeQuery = graphql(`
  query HumanCheckChallenge {
    humanCheckChallenge
  }
`);

export const currentNoticeQuery = graphql(`
  query CurrentNotice {
    currentNotice { id title content level }
  }
`);
