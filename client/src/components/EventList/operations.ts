import { graphql } from "../../gql";

export const eventListQuery = graphql(`
  query EventList($first: Int!, $after: String, $filter: EventFilter) {
    events(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node { ...EventCard }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
