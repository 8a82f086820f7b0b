import { graphql } from "../../gql";

/** What the queue screen shows of a fan's place; the subscription and the polling fallback both select it. */
export const queuePlaceFragment = graphql(`
  fragment QueuePlaceFields on QueuePlace {
    eventSlug
    status
    position
    aheadCount
    waitingCount
    estimatedWaitSeconds
    stockLeft
    opensAt
    joinedAt
    admission {
      token
      expiresAt
    }
    offer {
      orderNo
      ticketTypeId
      ticketTypeName
      quantity
      expiresAt
      requiresIdentity
    }
    accessibleSeatsAvailable
  }
`);

export const waitingRoomFragment = graphql(`
  fragment WaitingRoomFields on WaitingRoom {
    eventSlug
    state
    opensAt
    seedHash
    seed
    admissionRatePerMinute
    waitingCount
    stockLeft
  }
`);

/** The event, its waiting room and the signed-in fan's place in it (null before joining). */
export const queuePageQuery = graphql(`
  query QueuePage($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      timeZone
      desktopOnly
      waitingRoom {
        ...WaitingRoomFields
      }
    }
    myQueuePlace(eventSlug: $slug) {
      ...QueuePlaceFields
    }
  }
`);

/** The polling fallback while the live subscription is down. */
export const myQueuePlaceQuery = graphql(`
  query MyQueuePlace($slug: String!) {
    myQueuePlace(eventSlug: $slug) {
      ...QueuePlaceFields
    }
  }
`);

export const queuePositionSubscription = graphql(`
  subscription QueuePosition($slug: String!) {
    queuePosition(eventSlug: $slug) {
      ...QueuePlaceFields
    }
  }
`);

export const joinQueueMutation = graphql(`
  mutation JoinQueue($input: JoinQueueInput!) {
    joinQueue(input: $input) {
      __typename
      ... on JoinQueueSuccess {
        place {
          ...QueuePlaceFields
        }
      }
      ... on Error {
        ...ErrorFields
      }
    }
  }
`);

export const joinWaitingListMutation = graphql(`
  mutation JoinWaitingList($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) {
      __typename
      ... on JoinWaitingListSuccess {
        place {
          ...QueuePlaceFields
        }
      }
      ... on Error {
        ...ErrorFields
      }
    }
  }
`);

export const leaveQueueMutation = graphql(`
  mutation LeaveQueue($slug: String!) {
    leaveQueue(eventSlug: $slug) {
      __typename
      ... on Error {
        ...ErrorFields
      }
    }
  }
`);

/** A real-name offer's identity step: the held order's tickets (named or not) and the fan's saved identities. */
/** The seats of an offer's tickets (a handed-back seated ticket, or released seats), shown with the offer. */
export const offerSeatsQuery = graphql(`
  query QueueOfferSeats($orderNo: String!) {
    order(orderNo: $orderNo) {
      id
      items {
        id
        seat {
          id
          area
          row
          number
        }
      }
    }
  }
`);

export const offerIdentitiesQuery = graphql(`
  query QueueOfferIdentities($orderNo: String!) {
    order(orderNo: $orderNo) {
      id
      orderNo
      items {
        id
        kind
        identity {
          id
          maskedName
          maskedDocNumber
        }
      }
    }
    myIdentities {
      id
      docType
      maskedName
      maskedDocNumber
    }
  }
`);

export const addOfferIdentityMutation = graphql(`
  mutation QueueAddIdentity($input: AddAudienceIdentityInput!) {
    addAudienceIdentity(input: $input) {
      __typename
      ... on AudienceIdentity {
        id
      }
      ... on Error {
        ...ErrorFields
      }
    }
  }
`);

export const nameOfferTicketsMutation = graphql(`
  mutation QueueNameOfferTickets($input: NameOrderTicketsInput!) {
    nameOrderTickets(input: $input) {
      __typename
      ... on Order {
        id
        items {
          id
          identity {
            id
            maskedName
            maskedDocNumber
          }
        }
      }
      ... on Error {
        ...ErrorFields
      }
    }
  }
`);
