// The organiser console's GraphQL operations: the operator API (events, ticket types, sales, orders,
// attendees, API keys, support) and the live sales figures over graphql-ws.
import { graphql } from "../../gql";

export const myOrganisationsQuery = graphql(`
  query ConsoleOrganisations {
    myOrganisations { id slug name role }
    operatorIdentity { scopes }
  }
`);

/** The platform's list of every organisation (scope organisations:read), a page at a time. */
export const platformOrganisationsQuery = graphql(`
  query ConsolePlatformOrganisations($first: Int, $after: String) {
    organisations(first: $first, after: $after) {
      edges { node { id slug name memberCount createdAt } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const createOrganisationMutation = graphql(`
  mutation ConsoleCreateOrganisation($input: CreateOrganisationInput!) {
    createOrganisation(input: $input) { __typename ... on CreatedOrganisation { organisation { id slug name } ownerEmail } ...ErrorFields }
  }
`);

const eventFields = graphql(`
  fragment ConsoleEventFields on OperatorEvent {
    id
    slug
    title
    subtitle
    about
    aboutByLanguage { lang text }
    venue
    city
    address
    latitude
    longitude
    timeZone
    startsAt
    endsAt
    doorsOpenAt
    saleStartsAt
    saleEndsAt
    salesPaused
    cancelledAt
    saleState
    lifecycle
    publishedAt
    isHot
    currency
    maxTicketsPerAccount
    transferLockHours
    requiresIdentity
    desktopOnly
    singlePaymentAttempt
    handBackEnabled
    handBackFeeBps
    presaleRegistration
    accessibleReleaseAt
    accessibleSeatsReleaseAt
    updatedAt
    ticketTypes { id name area description price { amount currency } capacity sold seated hidden seatSelection }
  }
`);
void eventFields;

export const consoleEventsQuery = graphql(`
  query ConsoleEvents($search: String, $after: String) {
    operatorEvents(first: 50, search: $search, after: $after) {
      edges { node { id slug title venue city timeZone startsAt saleState lifecycle salesPaused cancelledAt isHot ticketTypes { id capacity sold } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const consoleEventQuery = graphql(`
  query ConsoleEvent($id: ID!) {
    operatorEvent(id: $id) { ...ConsoleEventFields }
  }
`);

/** The on-sale's signed fairness report (public: the console shows what anyone can download and check). */
export const consoleFairnessReportQuery = graphql(`
  query ConsoleFairnessReport($slug: String!) {
    waitingRoom(eventSlug: $slug) {
      fairnessLogUrl
      fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }
    }
  }
`);

export const createEventMutation = graphql(`
  mutation ConsoleCreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }
  }
`);

export const updateEventMutation = graphql(`
  mutation ConsoleUpdateEvent($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }
  }
`);

export const setEventSalesMutation = graphql(`
  mutation ConsoleSetEventSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {
    setEventSales(id: $id, action: $action, opening: $opening) { __typename ... on OperatorEvent { ...ConsoleEventFields } ... on SaleScheduledError { opensAt } ...ErrorFields }
  }
`);

/** Publishes a draft (issue 34): fans see it from now on; its sale is not touched. */
export const publishEventMutation = graphql(`
  mutation ConsolePublishEvent($eventId: ID!) {
    publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }
  }
`);

export const addTicketTypeMutation = graphql(`
  mutation ConsoleAddTicketType($eventId: ID!, $input: TicketTypeInput!) {
    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ...ErrorFields }
  }
`);

export const updateTicketTypeMutation = graphql(`
  mutation ConsoleUpdateTicketType($id: ID!, $input: UpdateTicketTypeInput!) {
    updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name price { amount currency } capacity hidden seatSelection } ...ErrorFields }
  }
`);

const figureFields = graphql(`
  fragment ConsoleSalesFigures on OperatorSalesFigures {
    eventId
    at
    capacity
    sold
    held
    revenue { amount currency }
    paidOrders
    queueWaiting
    queueAdmitted
    scansAccepted
    scansRefused
    perMinute { minute sold scans }
    ticketTypes { id name capacity taken }
    accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } }
  }
`);
void figureFields;

export const salesFiguresSubscription = graphql(`
  subscription ConsoleSalesFiguresLive($eventId: ID!) {
    operatorSalesFigures(eventId: $eventId) { ...ConsoleSalesFigures }
  }
`);

export const salesFiguresQuery = graphql(`
  query ConsoleSalesFiguresNow($eventId: ID!) {
    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { ...ConsoleSalesFigures } ...ErrorFields }
  }
`);

export const consoleOrdersQuery = graphql(`
  query ConsoleOrders($eventId: ID, $search: String, $status: OrderStatus, $after: String, $revealEmails: Boolean) {
    operatorOrders(first: 50, eventId: $eventId, search: $search, status: $status, after: $after, revealEmails: $revealEmails) {
      edges {
        node {
          id orderNo eventId status total { amount currency } buyerNickname buyerEmail lines { ticketType area quantity } createdAt paidAt
          refundable { amount currency }
          refunds { refundNo orderAmount status cause }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
    operatorIdentity { scopes }
  }
`);

export const refundOrderMutation = graphql(`
  mutation ConsoleRefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      __typename
      ... on OrderRefunded { full refund { refundNo orderAmount status } order { id orderNo status refundable { amount currency } } }
      ... on RefundTooLargeError { refundable { amount currency } }
      ...ErrorFields
    }
  }
`);

export const consoleAttendeesQuery = graphql(`
  query ConsoleAttendees($eventId: ID!, $search: String, $after: String, $revealEmails: Boolean) {
    operatorAttendees(eventId: $eventId, first: 50, search: $search, after: $after, revealEmails: $revealEmails) {
      edges { node { id ticketNo status ticketType area seat holderNickname holderEmail orderNo buyerEmail validatedAt validatedEntrance } }
      pageInfo { hasNextPage endCursor }
    }
    operatorIdentity { scopes }
  }
`);

export const attendeesCsvQuery = graphql(`
  query ConsoleAttendeesCsv($eventId: ID!) {
    attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ...ErrorFields }
  }
`);

export const salesCsvQuery = graphql(`
  query ConsoleSalesCsv($eventId: ID!) {
    salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ...ErrorFields }
  }
`);

export const apiKeysQuery = graphql(`
  query ConsoleApiKeys {
    apiKeys { id name scopes rateLimitPerMinute expiresAt createdAt lastUsedAt revokedAt }
    apiKeyScopes { scope description }
  }
`);

export const createApiKeyMutation = graphql(`
  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) { __typename ... on CreatedApiKey { key apiKey { id } } ...ErrorFields }
  }
`);

export const revokeApiKeyMutation = graphql(`
  mutation ConsoleRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ...ErrorFields }
  }
`);

export const supportIssuesQuery = graphql(`
  query ConsoleSupportIssues($status: SupportStatus) {
    supportIssues(status: $status, limit: 100) { id ref type status text email createdAt eventName orderNo ticketNo messages { id fromStaff body createdAt } }
  }
`);

export const answerSupportIssueMutation = graphql(`
  mutation ConsoleAnswerSupportIssue($issueId: ID!, $body: String!, $close: Boolean) {
    answerSupportIssue(issueId: $issueId, body: $body, close: $close) { __typename ... on SupportIssue { id status } ...ErrorFields }
  }
`);

// ───── seat maps (issue #19: the seat-map editor) ─────

const seatMapFields = graphql(`
  fragment ConsoleSeatMapFields on OperatorEvent {
    id
    slug
    title
    saleState
    ticketTypes { id name area seated capacity sold seatSelection price { amount currency } }
    seatMap { area ticketTypeId rows { row seats { number status access } } }
  }
`);
void seatMapFields;

export const consoleSeatMapQuery = graphql(`
  query ConsoleSeatMap($id: ID!) {
    operatorEvent(id: $id) { ...ConsoleSeatMapFields }
  }
`);

export const setSeatMapMutation = graphql(`
  mutation ConsoleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {
    setSeatMap(eventId: $eventId, input: $input) {
      __typename
      ... on OperatorEvent { ...ConsoleSeatMapFields }
      ...ErrorFields
      ... on ValidationError { issues { field message } }
      ... on SeatMapInUseError { taken }
    }
  }
`);

export const importSeatMapMutation = graphql(`
  mutation ConsoleImportSeatMap($eventId: ID!, $csv: String!) {
    importSeatMap(eventId: $eventId, csv: $csv) {
      __typename
      ... on OperatorEvent { ...ConsoleSeatMapFields }
      ...ErrorFields
      ... on ValidationError { issues { field message } }
      ... on SeatMapInUseError { taken }
    }
  }
`);

// ───── merchandise (issue #19: the merch editor) ─────

const productFields = graphql(`
  fragment ConsoleProductFields on OperatorProduct {
    id
    slug
    name
    description
    imageUrl
    eventId
    price { amount currency }
    pickupOnly
    pickupDates
    ticketHolderOnly
    desktopOnly
    maxPerAccount
    active
    variants { id sku size colour stock sold }
  }
`);
void productFields;

export const consoleProductsQuery = graphql(`
  query ConsoleProducts($eventId: ID) {
    operatorProducts(eventId: $eventId) { ...ConsoleProductFields }
  }
`);

export const consoleProductQuery = graphql(`
  query ConsoleProduct($id: ID!) {
    operatorProduct(id: $id) { ...ConsoleProductFields }
  }
`);

export const createProductMutation = graphql(`
  mutation ConsoleCreateProduct($input: CreateMerchProductInput!) {
    createMerchProduct(input: $input) {
      __typename
      ... on OperatorProduct { ...ConsoleProductFields }
      ...ErrorFields
      ... on ValidationError { issues { field message } }
    }
  }
`);

export const updateProductMutation = graphql(`
  mutation ConsoleUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {
    updateMerchProduct(id: $id, input: $input) {
      __typename
      ... on OperatorProduct { ...ConsoleProductFields }
      ...ErrorFields
      ... on ValidationError { issues { field message } }
    }
  }
`);

/** The product's fields are not read back: the editor drops the deleted row from its form and keeps the rest as typed. */
export const deleteVariantMutation = graphql(`
  mutation ConsoleDeleteVariant($id: ID!) {
    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id } ...ErrorFields ... on ValidationError { issues { field message } } }
  }
`);

export const teamQuery = graphql(`
  query ConsoleTeam {
    organisationMembers { userId email nickname role joinedAt }
    organisationInvitations { id email role createdAt expiresAt }
  }
`);

export const inviteMemberMutation = graphql(`
  mutation ConsoleInviteMember($input: InviteOrganisationMemberInput!) {
    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email } ...ErrorFields }
  }
`);

export const revokeInvitationMutation = graphql(`
  mutation ConsoleRevokeInvitation($id: ID!) {
    revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { id status } ...ErrorFields }
  }
`);

// ───── check-in (issue 34): the list per gate and day with its counts, manual check-in and its undo ─────

export const consoleCheckInsQuery = graphql(`
  query ConsoleCheckIns($eventId: ID!, $day: String, $gateId: String) {
    checkIns(eventId: $eventId, day: $day, gateId: $gateId, limit: 200) {
      admitted expected refused
      gates { gateId admitted }
      days { day admitted }
      entries { ticketId ticketNo ticketType seat holderNickname admittedAt gateId entrance manual }
    }
  }
`);

export const consoleCheckInSearchQuery = graphql(`
  query ConsoleCheckInSearch($eventId: ID!, $search: String!) {
    checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo ticketType seat holderNickname status validatedAt validatedEntrance }
  }
`);

export const consoleCheckInMutation = graphql(`
  mutation ConsoleCheckIn($eventId: ID!, $ticketId: ID!) {
    checkInTicket(eventId: $eventId, ticketId: $ticketId) {
      __typename
      ... on CheckInDone { ticketId ticketNo admittedAt }
      ... on CheckInRefusedError { reason ticketNo firstUsedAt }
      ... on Error { code message }
    }
  }
`);

export const consoleUndoCheckInMutation = graphql(`
  mutation ConsoleUndoCheckIn($eventId: ID!, $ticketId: ID!) {
    undoCheckIn(eventId: $eventId, ticketId: $ticketId) {
      __typename
      ... on CheckInUndone { ticketId ticketNo }
      ... on Error { code message }
    }
  }
`);

export const setMemberRoleMutation = graphql(`
  mutation ConsoleSetMemberRole($userId: ID!, $role: OrganisationRole!) {
    setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { userId role } ...ErrorFields }
  }
`);

export const removeMemberMutation = graphql(`
  mutation ConsoleRemoveMember($userId: ID!) {
    removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ...ErrorFields }
  }
`);

// ───── the organisation's audit log (owners and managers) ─────

export const organisationAuditLogQuery = graphql(`
  query ConsoleOrganisationAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {
    organisationAuditLog(first: $first, after: $after, filter: $filter) {
      edges { node { id at action outcome actorKind actorName actorEmail actorApiKeyId eventId eventTitle orderNo details } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const organisationAuditActionsQuery = graphql(`
  query ConsoleOrganisationAuditActions {
    organisationAuditActions
  }
`);

// ───── cancelling an event: the refund summary before, the progress after ─────

export const eventRefundsQuery = graphql(`
  query ConsoleEventRefunds($eventId: ID!) {
    operatorEventRefunds(eventId: $eventId) {
      __typename
      ... on EventRefundSummary {
        eventId
        cancelled
        paidOrders
        refundsSucceeded
        refundsDue
        refundsFailed
        toRefund { method payments amount { amount currency } }
        refunded { method payments amount { amount currency } }
      }
      ...ErrorFields
    }
  }
`);

export const cancelEventMutation = graphql(`
  mutation ConsoleCancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      __typename
      ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { ...ConsoleEventFields } }
      ...ErrorFields
    }
  }
`);

export const duplicateEventMutation = graphql(`
  mutation ConsoleDuplicateEvent($id: ID!, $input: DuplicateEventInput!) {
    duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }
  }
`);

// ───── outgoing webhooks (issue 35) ─────

export const webhookEndpointsQuery = graphql(`
  query ConsoleWebhookEndpoints {
    webhookEndpoints { id url eventTypes enabled createdAt }
    webhookEventTypes { type description }
  }
`);

export const webhookDeliveriesQuery = graphql(`
  query ConsoleWebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, first: 100) { id messageId eventType status attempts lastResponseCode lastError createdAt deliveredAt nextAttemptAt }
  }
`);

export const createWebhookEndpointMutation = graphql(`
  mutation ConsoleCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ...ErrorFields }
  }
`);

export const updateWebhookEndpointMutation = graphql(`
  mutation ConsoleUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { id enabled } ...ErrorFields }
  }
`);

export const deleteWebhookEndpointMutation = graphql(`
  mutation ConsoleDeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) { __typename ... on WebhookEndpoint { id } ...ErrorFields }
  }
`);

export const pingWebhookEndpointMutation = graphql(`
  mutation ConsolePingWebhookEndpoint($id: ID!) {
    pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }
  }
`);

export const redeliverWebhookMutation = graphql(`
  mutation ConsoleRedeliverWebhook($id: ID!) {
    redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }
  }
`);

const promoCodeFields = graphql(`
  fragment ConsolePromoCodeFields on OperatorPromoCode {
    id
    code
    kind
    ticketTypeIds
    discountAmount
    discountPercent
    startsAt
    endsAt
    saleStartsAt
    boundEmail
    productIds
    maxUses
    maxUsesPerAccount
    used
    batch
    disabledAt
  }
`);
void promoCodeFields;

export const promoCodesQuery = graphql(`
  query ConsolePromoCodes($eventId: ID!) {
    operatorPromoCodes(eventId: $eventId, limit: 100) { ...ConsolePromoCodeFields }
  }
`);

export const createPromoCodesMutation = graphql(`
  mutation ConsoleCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {
    createPromoCodes(eventId: $eventId, input: $input) {
      __typename
      ... on PromoCodesCreated { count batch }
      ...ErrorFields
    }
  }
`);

/** Merchandise discount codes for products of the event (issue 35). */
export const createMerchPromoCodesMutation = graphql(`
  mutation ConsoleCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {
    createMerchPromoCodes(eventId: $eventId, input: $input) {
      __typename
      ... on PromoCodesCreated { count batch }
      ...ErrorFields
    }
  }
`);

export const disablePromoCodeMutation = graphql(`
  mutation ConsoleDisablePromoCode($id: ID!) {
    disablePromoCode(id: $id) { __typename ... on OperatorPromoCode { id disabledAt } ...ErrorFields }
  }
`);

export const promoCodesCsvQuery = graphql(`
  query ConsolePromoCodesCsv($eventId: ID!, $batch: String) {
    promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } ...ErrorFields }
  }
`);

/** The platform's applications to become an organiser (scope organisations:read), in one state (issue 34). */
export const platformApplicationsQuery = graphql(`
  query ConsoleOrganisationApplications($status: OrganisationApplicationStatus) {
    organisationApplications(status: $status, limit: 200) {
      id
      status
      organisationName
      applicantEmail
      contactName
      contactEmail
      contactPhone
      country
      eventTypes
      description
      expectedVolume
      website
      refusalReason
      createdAt
      decidedAt
    }
  }
`);

export const approveApplicationMutation = graphql(`
  mutation ConsoleApproveApplication($id: ID!) {
    approveOrganisationApplication(id: $id) {
      __typename
      ... on ApprovedOrganisationApplication { alreadyApproved organisation { id slug name } }
      ...ErrorFields
    }
  }
`);

export const refuseApplicationMutation = graphql(`
  mutation ConsoleRefuseApplication($id: ID!, $reason: String!) {
    refuseOrganisationApplication(id: $id, reason: $reason) {
      __typename
      ... on OrganisationApplication { id status refusalReason }
      ...ErrorFields
    }
  }
`);

export const startAttendeesExportMutation = graphql(`
  mutation ConsoleStartAttendeesExport($eventId: ID!, $format: AttendeesExportFormat!) {
    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal } ...ErrorFields }
  }
`);

export const attendeesExportQuery = graphql(`
  query ConsoleAttendeesExport($id: ID!) {
    attendeesExport(id: $id) { id status rowsDone rowsTotal fileName contentType fileBase64 }
  }
`);

export const attendeesMessagePreviewQuery = graphql(`
  query ConsoleAttendeesMessagePreview($input: AttendeesMessageInput!) {
    attendeesMessagePreview(input: $input) {
      __typename
      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }
      ... on ValidationError { issues { field } }
      ...ErrorFields
    }
  }
`);

export const sendAttendeesMessageMutation = graphql(`
  mutation ConsoleSendAttendeesMessage($input: AttendeesMessageInput!) {
    sendAttendeesMessage(input: $input) {
      __typename
      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }
      ... on RateLimitedError { retryAfterSeconds }
      ...ErrorFields
    }
  }
`);

export const operatorHandBacksQuery = graphql(`
  query ConsoleHandBacks($eventId: ID!) {
    operatorHandBacks(eventId: $eventId, limit: 50) {
      counts { listed offered sold withdrawn void }
      feesKept
      listings { id ticketNo status faceAmount feeAmount payoutAmount currency listedAt closedAt }
    }
  }
`);

/** An event's waiting-room settings (events:read) and changing them (queue:manage; audited). */
export const waitingRoomSettingsQuery = graphql(`
  query ConsoleWaitingRoom($eventId: ID!) {
    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }
  }
`);

export const updateWaitingRoomMutation = graphql(`
  mutation ConsoleUpdateWaitingRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) {
    updateWaitingRoom(eventId: $eventId, input: $input) {
      __typename
      ... on WaitingRoomSettings { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }
      ...ErrorFields
      ... on ValidationError { issues { field message } }
    }
  }
`);

/** A product picture (merch:write), sent as a GraphQL multipart request by uploadImage (imageUpload.ts). */
export const uploadProductImageMutation = graphql(`
  mutation ConsoleUploadProductImage($file: File!) {
    uploadProductImage(file: $file) {
      __typename
      ... on UploadedImage { path }
      ...ErrorFields
      ... on UploadRejectedError { reason maxBytes }
    }
  }
`);

// A presale's registrations and invitations (issue 35).
export const operatorPresaleQuery = graphql(`
  query ConsolePresale($eventId: ID!) {
    operatorPresale(eventId: $eventId) { eventId open registered invited remaining }
  }
`);

export const invitePresaleFansMutation = graphql(`
  mutation ConsoleInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {
    invitePresaleFans(eventId: $eventId, input: $input) {
      __typename
      ... on PresaleInvitation { invited remaining batch presale { eventId open registered invited remaining } }
      ...ErrorFields
    }
  }
`);
