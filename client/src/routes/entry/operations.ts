import { graphql } from "../../gql";

export const EntryEventFields = graphql(`
  fragment EntryEventFields on Event {
    id
    slug
    title
    startsAt
    timeZone
    venue
    city
    doorsOpenAt
    queueOpensAt
    entryState
    entryNote
    transferLockHours
  }
`);

export const ticketDetailQuery = graphql(`
  query TicketDetail($id: ID!) {
    walletPassProviders { apple google }
    ticket(id: $id) {
      id
      ticketNo
      status
      purchasedAt
      validatedAt
      validatedEntrance
      transferLockedUntil
      canTransfer
      handBackOffered
      handBack { id status faceAmount feeAmount payoutAmount currency paidOutCoins payout payoutMethod payoutState }
      handBackRefundTo { method minWorkingDays maxWorkingDays }
      event { ...EntryEventFields cancelledAt address endsAt handBackFeeBps }
      ticketType {
        id
        name
        area
        seated
        entrance
      }
      seat { id area row number }
      walletPasses { googleSaveUrl applePassUrl }
      history {
        id
        kind
        at
        entrance
        outgoing
      }
    }
  }
`);

export const ticketStatusSubscription = graphql(`
  subscription TicketStatusLive($ticketId: ID!) {
    ticketStatus(ticketId: $ticketId) { ticketId status validatedAt validatedEntrance }
  }
`);

export const eventEntrySubscription = graphql(`
  subscription EventEntryLive($eventId: ID!) {
    eventEntry(eventId: $eventId) { ...EntryEventFields }
  }
`);

export const sendTransferCodeMutation = graphql(`
  mutation SendTransferCode($input: SendTransferCodeInput!) {
    sendTransferCode(input: $input) {
      __typename
      ... on TransferCodeSent { expiresInSeconds sentTo }
      ...ErrorFields
    }
  }
`);

export const transferTicketMutation = graphql(`
  mutation TransferTicket($input: TransferTicketInput!) {
    transferTicket(input: $input) {
      __typename
      ... on TransferDone { transferId toEmail }
      ...ErrorFields
    }
  }
`);

export const sharedTransferQuery = graphql(`
  query SharedTransfer($id: ID!) {
    sharedTransfer(id: $id) {
      id
      fromNickname
      completedAt
      eventTitle
      eventSlug
      startsAt
      timeZone
      venue
      ticketTypeName
    }
  }
`);

export const publicTicketStatusQuery = graphql(`
  query PublicTicketStatus($code: String!) {
    publicTicketStatus(code: $code) {
      status
      kind
      eventTitle
      startsAt
      timeZone
      venue
      typeName
      usedAt
      entrance
      codeCurrent
    }
  }
`);

export const myEntryGuideQuery = graphql(`
  query MyEntryGuide {
    myEntryGuide {
      ticketCount
      entrances
      event { ...EntryEventFields }
    }
  }
`);

export const handBackTicketsMutation = graphql(`
  mutation HandBackTickets($input: HandBackTicketsInput!) {
    handBackTickets(input: $input) {
      __typename
      ... on Error { code message }
      ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency payout payoutMethod } }
    }
  }
`);

export const withdrawHandBackMutation = graphql(`
  mutation WithdrawHandBack($id: ID!) {
    withdrawHandBack(id: $id) {
      __typename
      ... on Error { code message }
      ... on HandBack { id status }
    }
  }
`);
