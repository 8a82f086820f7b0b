// The operator CLI's GraphQL documents. They are first-party operations: codegen lists them with the
// client's in client/src/gql/persisted-documents.json, so a production server (TRUSTED_DOCUMENTS=require)
// runs them for a signed-in staff session (`fanfare login`), which sends no API key and so may not send
// query text. gql() in client.ts sends only their hash (__meta__.hash), and their results are typed.
import { graphql } from "../../client/src/gql/index.ts";

export const cliErrorFields = graphql(`
  fragment CliErrorFields on Error {
    code
    message
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
`);

export const cliEventFields = graphql(`
  fragment CliEventFields on OperatorEvent {
    id
    slug
    title
    venue
    city
    timeZone
    startsAt
    saleStartsAt
    saleEndsAt
    salesPaused
    saleState
    lifecycle
    publishedAt
    cancelledAt
    isHot
    currency
    maxTicketsPerAccount
    ticketTypes {
      id
      name
      area
      capacity
      sold
      seated
      price {
        amount
        currency
      }
    }
  }
`);

export const cliApiKeyFields = graphql(`
  fragment CliApiKeyFields on ApiKey {
    id
    name
    scopes
    rateLimitPerMinute
    expiresAt
    createdAt
    lastUsedAt
    revokedAt
  }
`);

// ───── login, whoami ─────

export const CliSignIn = graphql(`
  mutation CliSignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on AuthPayload {
        token
        deviceToken
        user {
          email
        }
      }
      ...CliErrorFields
    }
  }
`);

export const CliWhoami = graphql(`
  query CliWhoami {
    operatorIdentity {
      organisationId
      organisationName
      scopes
      apiKey
    }
  }
`);

export const CliMyOrganisations = graphql(`
  query CliMyOrganisations {
    myOrganisations {
      id
      slug
      name
      role
    }
  }
`);

// ───── events ─────

export const CliEvents = graphql(`
  query CliEvents($first: Int, $after: String, $search: String) {
    operatorEvents(first: $first, after: $after, search: $search) {
      edges {
        node {
          ...CliEventFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CliEvent = graphql(`
  query CliEvent($id: ID!) {
    operatorEvent(id: $id) {
      ...CliEventFields
    }
  }
`);

export const CliCreateEvent = graphql(`
  mutation CliCreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ...CliEventFields
      ...CliErrorFields
    }
  }
`);

export const CliUpdateEvent = graphql(`
  mutation CliUpdateEvent($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ...CliEventFields
      ...CliErrorFields
    }
  }
`);

export const CliAddTicketType = graphql(`
  mutation CliAddTicketType($eventId: ID!, $input: TicketTypeInput!) {
    addTicketType(eventId: $eventId, input: $input) {
      __typename
      ... on OperatorTicketType {
        id
        area
      }
      ...CliErrorFields
    }
  }
`);

export const CliImportSeatMap = graphql(`
  mutation CliImportSeatMap($eventId: ID!, $csv: String!) {
    importSeatMap(eventId: $eventId, csv: $csv) {
      __typename
      ...CliEventFields
      ... on SeatMapInUseError {
        taken
      }
      ...CliErrorFields
    }
  }
`);

export const CliSetSeatMap = graphql(`
  mutation CliSetSeatMap($eventId: ID!, $input: SeatMapInput!) {
    setSeatMap(eventId: $eventId, input: $input) {
      __typename
      ...CliEventFields
      ... on SeatMapInUseError {
        taken
      }
      ...CliErrorFields
    }
  }
`);

export const CliSales = graphql(`
  mutation CliSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {
    setEventSales(id: $id, action: $action, opening: $opening) {
      __typename
      ...CliEventFields
      ...CliErrorFields
    }
  }
`);

export const CliPublish = graphql(`
  mutation CliPublish($eventId: ID!) {
    publishEvent(eventId: $eventId) {
      __typename
      ...CliEventFields
      ...CliErrorFields
    }
  }
`);

export const CliCancel = graphql(`
  mutation CliCancel($id: ID!) {
    cancelEvent(id: $id) {
      __typename
      ... on EventCancellation {
        alreadyCancelled
        ordersRefunded
        paymentsRefunded
        refundsPending
        event {
          id
          slug
          cancelledAt
        }
      }
      ...CliErrorFields
    }
  }
`);

export const CliCover = graphql(`
  mutation CliCover($eventId: ID!, $file: File!) {
    uploadEventCover(eventId: $eventId, file: $file) {
      __typename
      ... on OperatorEvent {
        id
        coverImageUrl
      }
      ...CliErrorFields
    }
  }
`);

// ───── sales, orders, attendees, seat maps ─────

export const CliSalesCsv = graphql(`
  query CliSalesCsv($eventId: ID!) {
    salesCsv(eventId: $eventId) {
      __typename
      ... on QuerySalesCsvSuccess {
        data
      }
      ...CliErrorFields
    }
  }
`);

export const CliRefundOrder = graphql(`
  mutation CliRefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      __typename
      ... on OrderRefunded {
        full
        repeated
        refund {
          refundNo
          orderAmount
          status
          amount {
            amount
            currency
          }
        }
        order {
          orderNo
          status
          total {
            amount
            currency
          }
          refundable {
            amount
            currency
          }
        }
      }
      ... on RefundTooLargeError {
        refundable {
          amount
          currency
        }
      }
      ... on OrderNotRefundableError {
        status
      }
      ...CliErrorFields
    }
  }
`);

export const CliOrders = graphql(`
  query CliOrders($first: Int, $after: String, $search: String, $eventId: ID, $status: OrderStatus) {
    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId, status: $status) {
      edges {
        node {
          id
          orderNo
          eventId
          status
          buyerNickname
          total {
            amount
            currency
          }
          createdAt
          paidAt
          lines {
            ticketType
            area
            quantity
            unitAmount
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CliAttendees = graphql(`
  query CliAttendees($eventId: ID!, $first: Int, $after: String, $search: String, $status: TicketStatus) {
    operatorAttendees(eventId: $eventId, first: $first, after: $after, search: $search, status: $status) {
      edges {
        node {
          id
          ticketNo
          status
          ticketType
          area
          seat
          holderNickname
          validatedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// ───── API keys ─────

export const CliCreateKey = graphql(`
  mutation CliCreateKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreatedApiKey {
        key
        apiKey {
          ...CliApiKeyFields
        }
      }
      ...CliErrorFields
    }
  }
`);

export const CliKeys = graphql(`
  query CliKeys {
    apiKeys {
      ...CliApiKeyFields
    }
  }
`);

export const CliRevokeKey = graphql(`
  mutation CliRevokeKey($id: ID!) {
    revokeApiKey(id: $id) {
      __typename
      ...CliApiKeyFields
      ...CliErrorFields
    }
  }
`);

export const CliScopes = graphql(`
  query CliScopes {
    apiKeyScopes {
      scope
      description
    }
  }
`);

// ───── day of show ─────

export const CliEventBySlug = graphql(`
  query CliEventBySlug($slug: String!) {
    event(slug: $slug) {
      id
    }
  }
`);

export const CliEntry = graphql(`
  mutation CliEntry($input: UpdateEventEntryInput!) {
    updateEventEntry(input: $input) {
      __typename
      slug
      entryState
      queueOpensAt
      doorsOpenAt
      entryNote
    }
  }
`);

export const CliAdvance = graphql(`
  mutation CliAdvance($input: AdvanceMerchOrderInput!) {
    advanceMerchOrder(input: $input) {
      __typename
      ... on MerchOrder {
        orderNo
        fulfilment
        logistics {
          status
          at
          note
        }
      }
      ...CliErrorFields
    }
  }
`);

export const CliIssues = graphql(`
  query CliIssues($status: SupportStatus) {
    supportIssues(status: $status, limit: 200) {
      id
      ref
      type
      status
      text
      createdAt
    }
  }
`);

export const CliAnswer = graphql(`
  mutation CliAnswer($id: ID!, $body: String!, $close: Boolean) {
    answerSupportIssue(issueId: $id, body: $body, close: $close) {
      __typename
      ... on SupportIssue {
        id
        ref
        status
      }
      ...CliErrorFields
    }
  }
`);

export const CliAudit = graphql(`
  query CliAudit($filter: AuditFilterInput, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          at
          action
          outcome
          actorUserId
          targetType
          targetId
          details
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// ───── the platform: organisations (a platform key with organisations:read / organisations:write) ─────

export const cliOrganisationFields = graphql(`
  fragment CliOrganisationFields on Organisation {
    id
    slug
    name
    memberCount
    createdAt
  }
`);

export const CliOrganisations = graphql(`
  query CliOrganisations($first: Int, $after: String) {
    organisations(first: $first, after: $after) {
      edges {
        node {
          ...CliOrganisationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CliCreateOrganisation = graphql(`
  mutation CliCreateOrganisation($input: CreateOrganisationInput!) {
    createOrganisation(input: $input) {
      __typename
      ... on CreatedOrganisation {
        organisation {
          ...CliOrganisationFields
        }
        ownerUserId
        ownerEmail
      }
      ...CliErrorFields
    }
  }
`);

// ───── giveaway: commit and draw (the draw record's fields are the public one's, scripts/lib/public-documents.ts) ─────

export const CliGiveawayCommit = graphql(`
  mutation CliGiveawayCommit($slug: String!, $seed: String) {
    commitGiveawayDraw(slug: $slug, seed: $seed) {
      __typename
      ... on GiveawaySeedCommitment {
        seedCommitment
      }
      ...CliErrorFields
    }
  }
`);

export const CliGiveawayDraw = graphql(`
  mutation CliGiveawayDraw($slug: String!) {
    drawGiveaway(slug: $slug) {
      __typename
      ...PublicGiveawayDrawFields
      ...CliErrorFields
    }
  }
`);

export const CliTeam = graphql(`
  query CliTeam {
    organisationMembers {
      userId
      email
      nickname
      role
      joinedAt
    }
    organisationInvitations {
      id
      email
      role
      createdAt
      expiresAt
    }
  }
`);

export const CliInviteMember = graphql(`
  mutation CliInviteMember($input: InviteOrganisationMemberInput!) {
    inviteOrganisationMember(input: $input) {
      __typename
      ... on OrganisationInvitation {
        id
        email
        role
        expiresAt
      }
      ...CliErrorFields
    }
  }
`);

export const CliSetMemberRole = graphql(`
  mutation CliSetMemberRole($userId: ID!, $role: OrganisationRole!) {
    setOrganisationMemberRole(userId: $userId, role: $role) {
      __typename
      ... on OrganisationMember {
        userId
        email
        nickname
        role
      }
      ...CliErrorFields
    }
  }
`);

export const CliRemoveMember = graphql(`
  mutation CliRemoveMember($userId: ID!) {
    removeOrganisationMember(userId: $userId) {
      __typename
      ... on OrganisationMember {
        userId
        email
        nickname
        role
      }
      ...CliErrorFields
    }
  }
`);

// ───── the platform: applications to become an organiser (issue 34) ─────

export const cliApplicationFields = graphql(`
  fragment CliApplicationFields on OrganisationApplication {
    id
    status
    organisationName
    applicantEmail
    contactName
    contactEmail
    contactPhone
    country
    eventTypes
    expectedVolume
    website
    description
    refusalReason
    organisationId
    createdAt
    decidedAt
  }
`);

export const CliApplications = graphql(`
  query CliApplications($status: OrganisationApplicationStatus, $limit: Int) {
    organisationApplications(status: $status, limit: $limit) {
      ...CliApplicationFields
    }
  }
`);

export const CliApproveApplication = graphql(`
  mutation CliApproveApplication($id: ID!, $slug: String) {
    approveOrganisationApplication(id: $id, slug: $slug) {
      __typename
      ... on ApprovedOrganisationApplication {
        alreadyApproved
        application {
          ...CliApplicationFields
        }
        organisation {
          ...CliOrganisationFields
        }
      }
      ...CliErrorFields
    }
  }
`);

export const CliRefuseApplication = graphql(`
  mutation CliRefuseApplication($id: ID!, $reason: String!) {
    refuseOrganisationApplication(id: $id, reason: $reason) {
      __typename
      ... on OrganisationApplication {
        ...CliApplicationFields
      }
      ...CliErrorFields
    }
  }
`);

// Issue 35: access and discount codes from the CLI (`fanfare codes`), as the console's codes page.
export const cliPromoCodeFields = graphql(`
  fragment CliPromoCodeFields on OperatorPromoCode {
    id
    code
    kind
    ticketTypeIds
    discountAmount
    discountPercent
    startsAt
    endsAt
    saleStartsAt
    productIds
    maxUses
    maxUsesPerAccount
    used
    batch
    disabledAt
    boundEmail
    createdAt
  }
`);

export const CliPromoCodes = graphql(`
  query CliPromoCodes($eventId: ID!, $batch: String, $limit: Int) {
    operatorPromoCodes(eventId: $eventId, batch: $batch, limit: $limit) {
      ...CliPromoCodeFields
    }
  }
`);

export const CliPromoCodesCsv = graphql(`
  query CliPromoCodesCsv($eventId: ID!, $batch: String) {
    promoCodesCsv(eventId: $eventId, batch: $batch) {
      __typename
      ... on QueryPromoCodesCsvSuccess {
        data
      }
      ...CliErrorFields
    }
  }
`);

export const CliCreatePromoCodes = graphql(`
  mutation CliCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {
    createPromoCodes(eventId: $eventId, input: $input) {
      __typename
      ... on PromoCodesCreated {
        count
        batch
        codes {
          ...CliPromoCodeFields
        }
      }
      ... on PromoCodeTakenError {
        taken: codes
      }
      ...CliErrorFields
    }
  }
`);

export const CliCreateMerchPromoCodes = graphql(`
  mutation CliCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {
    createMerchPromoCodes(eventId: $eventId, input: $input) {
      __typename
      ... on PromoCodesCreated {
        count
        batch
        codes {
          ...CliPromoCodeFields
        }
      }
      ... on PromoCodeTakenError {
        taken: codes
      }
      ...CliErrorFields
    }
  }
`);

export const CliDisablePromoCode = graphql(`
  mutation CliDisablePromoCode($id: ID!) {
    disablePromoCode(id: $id) {
      __typename
      ... on OperatorPromoCode {
        ...CliPromoCodeFields
      }
      ...CliErrorFields
    }
  }
`);

export const CliPresale = graphql(`
  query CliPresale($eventId: ID!) {
    operatorPresale(eventId: $eventId) {
      open
      registered
      invited
      remaining
    }
  }
`);

export const CliInvitePresaleFans = graphql(`
  mutation CliInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {
    invitePresaleFans(eventId: $eventId, input: $input) {
      __typename
      ... on PresaleInvitation {
        invited
        remaining
        batch
      }
      ...CliErrorFields
    }
  }
`);
