import { graphql } from "../../gql";

export const eventDetailQuery = graphql(`
  query EventDetail($slug: String!) {
    event(slug: $slug) {
      ...EventCard
      about
      address
      handBackEnabled
      handBackFeeBps
      presaleRegistration
      cancelledAt
      endsAt
      doorsOpenAt
      saleMode
      saleStartsAt
      saleEndsAt
      currency
      maxTicketsPerAccount
      waitingRoom {
        eventSlug
        state
        opensAt
        fairnessLogUrl
        fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }
      }
      ticketTypes(first: 20) {
        edges {
          node {
            id
            name
            area
            description
            seated
            seatSelection
            entrance
            available
            capacity
            price { amount currency }
            rows { row available total }
          }
        }
      }
    }
  }
`);

export const chooserContextQuery = graphql(`
  query ChooserContext {
    me { id isPhoneVerified phoneVerificationSkipped }
    myIdentities { id docType maskedName maskedDocNumber }
  }
`);

export const checkPromoCodeQuery = graphql(`
  query CheckPromoCode($eventSlug: String!, $code: String!) {
    checkPromoCode(eventSlug: $eventSlug, code: $code) {
      __typename
      ... on PromoCodeCheck {
        code
        kind
        ticketTypeIds
        accessTicketTypeIds
        discountAmount
        discountPercent
        endsAt
        saleStartsAt
        unlockedTicketTypes {
          id
          name
          area
          description
          seated
          seatSelection
          entrance
          available
          capacity
          price { amount currency }
          rows { row available total }
        }
      }
      ...ErrorFields
    }
  }
`);

export const secureTicketsMutation = graphql(`
  mutation SecureTickets($input: SecureTicketsInput!) {
    secureTickets(input: $input) {
      __typename
      ... on TicketsSecured {
        order { id orderNo }
      }
      ... on TicketLimitReachedError { limit remaining }
      ... on SeatsTakenError {
        seats { id area row number status access }
        alternatives { id area row number status access }
      }
      ...ErrorFields
    }
  }
`);

export const orderSummaryFragment = graphql(`
  fragment OrderSummary on Order {
    id
    orderNo
    kind
    status
    itemCount
    expiresAt
    paidAt
    createdAt
    totalAmount { amount currency }
    event {
      id
      slug
      title
      startsAt
      timeZone
      venue
      coverImageUrl
    }
  }
`);

export const ticketOrderQuery = graphql(`
  query TicketOrder($orderNo: String!) {
    order(orderNo: $orderNo) {
      ...OrderSummary
      cancelledAt
      maxPaymentAttempts
      promoCode { code kind discount { amount currency } }
      event { id city requiresIdentity }
      items {
        id
        quantity
        unitAmount { amount currency }
        ticketType { id name area seated }
        seat { id area row number }
        identity { id maskedName maskedDocNumber }
        tickets {
          id
          ticketNo
          seat { id row number }
        }
      }
    }
  }
`);

export const cancelOrderMutation = graphql(`
  mutation CancelOrder($orderNo: String!) {
    cancelOrder(orderNo: $orderNo) {
      __typename
      ... on Order { id status cancelledAt }
      ...ErrorFields
    }
  }
`);

export const myOrdersQuery = graphql(`
  query MyOrders($tab: OrderListTab!, $kind: OrderKind, $after: String) {
    myOrders(tab: $tab, kind: $kind, first: 20, after: $after) {
      edges { node { ...OrderSummary } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const myTicketListQuery = graphql(`
  query MyTicketList($tab: TicketListTab!, $after: String) {
    myTickets(tab: $tab, first: 20, after: $after) {
      edges {
        node {
          id
          ticketNo
          status
          transferredAway
          resoldThroughHandBack
          purchasedAt
          ticketType { id name area }
          seat { id area row number }
          event {
            id
            title
            startsAt
            timeZone
            venue
            coverImageUrl
            cancelledAt
          }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const myIdentitiesQuery = graphql(`
  query MyIdentities {
    myIdentities {
      id
      docType
      maskedName
      maskedDocNumber
      createdAt
    }
  }
`);

export const addIdentityMutation = graphql(`
  mutation AddAudienceIdentity($input: AddAudienceIdentityInput!) {
    addAudienceIdentity(input: $input) {
      __typename
      ... on AudienceIdentity { id }
      ...ErrorFields
    }
  }
`);

export const updateIdentityMutation = graphql(`
  mutation UpdateAudienceIdentity($id: ID!, $input: AudienceIdentityInput!) {
    updateAudienceIdentity(id: $id, input: $input) {
      __typename
      ... on AudienceIdentity { id }
      ...ErrorFields
    }
  }
`);

export const deleteIdentityMutation = graphql(`
  mutation DeleteAudienceIdentity($id: ID!) {
    deleteAudienceIdentity(id: $id) { __typename ...ErrorFields }
  }
`);

export const onSaleEventsQuery = graphql(`
  query PurchaseEvents {
    events(first: 50, filter: { upcoming: true }) {
      edges {
        node {
          id
          slug
          title
          startsAt
          timeZone
          saleState
          saleMode
          desktopOnly
        }
      }
    }
  }
`);

/** The cities of the events to come: the event list's city filter (issue 31). */
export const eventCitiesQuery = graphql(`
  query EventCities {
    eventCities
  }
`);

// The fan's presale registration (issue 35): its own query, so that the event page's read stays shared.
export const myPresaleInterestQuery = graphql(`
  query MyPresaleInterest($slug: String!) {
    event(slug: $slug) {
      id
      myPresaleInterest { id invited invitedAt registeredAt }
    }
  }
`);

export const registerPresaleInterestMutation = graphql(`
  mutation RegisterPresaleInterest($eventId: ID!) {
    registerPresaleInterest(eventId: $eventId) {
      __typename
      ... on PresaleInterest { id invited }
      ... on Error { code message }
    }
  }
`);

export const withdrawPresaleInterestMutation = graphql(`
  mutation WithdrawPresaleInterest($eventId: ID!) {
    withdrawPresaleInterest(eventId: $eventId) {
      __typename
      ... on PresaleWithdrawal { withdrawn }
      ... on Error { code message }
    }
  }
`);

// Wheelchair spaces kept for a fan who declared the need (issue 33): the choose page's notice.
export const chooseAccessibleSpacesQuery = graphql(`
  query ChooseAccessibleSpaces($slug: String!) {
    mySeatingNeed { companions }
    event(slug: $slug) {
      id
      accessibleSeatsReleaseAt
      accessibleSpaces { wheelchair { id } }
    }
  }
`);
