/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query DesktopContact {\n    supportOptions { email hotline officeAddress }\n  }\n": typeof types.DesktopContactDocument,
    "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    timeZone\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom { amount currency }\n  }\n": typeof types.EventCardFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node { ...EventCard }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.EventListDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { __typename ...ErrorFields }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n": typeof types.QrPassFieldsFragmentDoc,
    "\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) { ...QrPassFields }\n  }\n": typeof types.QrCodeDocument,
    "\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) { __typename ...QrPassFields ...ErrorFields }\n  }\n": typeof types.RefreshTicketQrDocument,
    "\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) { ...QrPassFields }\n  }\n": typeof types.TicketQrDocument,
    "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n": typeof types.HumanCheckChallengeDocument,
    "\n  query CurrentNotice {\n    currentNotice { id title content level }\n  }\n": typeof types.CurrentNoticeDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent { expiresInSeconds }\n      ...ErrorFields\n    }\n  }\n": typeof types.SendEmailCodeDocument,
    "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) { __typename ...ErrorFields }\n  }\n": typeof types.CheckEmailCodeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n": typeof types.SignInDocument,
    "\n  fragment ErrorFields on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues { field messageKey }\n    }\n    ... on TooManyAttemptsError { retryAfterSeconds }\n    ... on PayPasswordLockedError { retryAfterSeconds }\n    ... on WrongPayPasswordError { attemptsLeft }\n  }\n": typeof types.ErrorFieldsFragmentDoc,
    "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus { email registered }\n      ...ErrorFields\n    }\n  }\n": typeof types.CheckEmailDocument,
    "\n  fragment SignedIn on AuthPayload {\n    token\n    deviceToken\n    user { ...SessionUser }\n  }\n": typeof types.SignedInFragmentDoc,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n": typeof types.RegisterDocument,
    "\n  query MyOrganisationInvitations {\n    myOrganisationInvitations { id organisationName role invitedAt expiresAt }\n  }\n": typeof types.MyOrganisationInvitationsDocument,
    "\n  mutation AcceptOrganisationInvitation($id: ID!) {\n    acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ...ErrorFields }\n  }\n": typeof types.AcceptOrganisationInvitationDocument,
    "\n  mutation DeclineOrganisationInvitation($id: ID!) {\n    declineOrganisationInvitation(id: $id) { __typename ...ErrorFields }\n  }\n": typeof types.DeclineOrganisationInvitationDocument,
    "\n  query MyOrganisationApplication {\n    myOrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n  }\n": typeof types.MyOrganisationApplicationDocument,
    "\n  query OrganiserCountries {\n    countries { code name }\n  }\n": typeof types.OrganiserCountriesDocument,
    "\n  mutation ApplyForOrganisation($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n      ...ErrorFields\n    }\n  }\n": typeof types.ApplyForOrganisationDocument,
    "\n  query ConsoleOrganisations {\n    myOrganisations { id slug name role }\n    operatorIdentity { scopes }\n  }\n": typeof types.ConsoleOrganisationsDocument,
    "\n  query ConsolePlatformOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges { node { id slug name memberCount createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ConsolePlatformOrganisationsDocument,
    "\n  mutation ConsoleCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) { __typename ... on CreatedOrganisation { organisation { id slug name } ownerEmail } ...ErrorFields }\n  }\n": typeof types.ConsoleCreateOrganisationDocument,
    "\n  fragment ConsoleEventFields on OperatorEvent {\n    id\n    slug\n    title\n    subtitle\n    about\n    aboutByLanguage { lang text }\n    venue\n    city\n    address\n    latitude\n    longitude\n    timeZone\n    startsAt\n    endsAt\n    doorsOpenAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    cancelledAt\n    saleState\n    lifecycle\n    publishedAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    transferLockHours\n    requiresIdentity\n    desktopOnly\n    singlePaymentAttempt\n    handBackEnabled\n    handBackFeeBps\n    presaleRegistration\n    accessibleReleaseAt\n    accessibleSeatsReleaseAt\n    updatedAt\n    ticketTypes { id name area description price { amount currency } capacity sold seated hidden seatSelection }\n  }\n": typeof types.ConsoleEventFieldsFragmentDoc,
    "\n  query ConsoleEvents($search: String, $after: String) {\n    operatorEvents(first: 50, search: $search, after: $after) {\n      edges { node { id slug title venue city timeZone startsAt saleState lifecycle salesPaused cancelledAt isHot ticketTypes { id capacity sold } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ConsoleEventsDocument,
    "\n  query ConsoleEvent($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleEventFields }\n  }\n": typeof types.ConsoleEventDocument,
    "\n  query ConsoleFairnessReport($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      fairnessLogUrl\n      fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n    }\n  }\n": typeof types.ConsoleFairnessReportDocument,
    "\n  mutation ConsoleCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": typeof types.ConsoleCreateEventDocument,
    "\n  mutation ConsoleUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": typeof types.ConsoleUpdateEventDocument,
    "\n  mutation ConsoleSetEventSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) { __typename ... on OperatorEvent { ...ConsoleEventFields } ... on SaleScheduledError { opensAt } ...ErrorFields }\n  }\n": typeof types.ConsoleSetEventSalesDocument,
    "\n  mutation ConsolePublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": typeof types.ConsolePublishEventDocument,
    "\n  mutation ConsoleAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ...ErrorFields }\n  }\n": typeof types.ConsoleAddTicketTypeDocument,
    "\n  mutation ConsoleUpdateTicketType($id: ID!, $input: UpdateTicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name price { amount currency } capacity hidden seatSelection } ...ErrorFields }\n  }\n": typeof types.ConsoleUpdateTicketTypeDocument,
    "\n  fragment ConsoleSalesFigures on OperatorSalesFigures {\n    eventId\n    at\n    capacity\n    sold\n    held\n    revenue { amount currency }\n    paidOrders\n    queueWaiting\n    queueAdmitted\n    scansAccepted\n    scansRefused\n    perMinute { minute sold scans }\n    ticketTypes { id name capacity taken }\n    accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } }\n  }\n": typeof types.ConsoleSalesFiguresFragmentDoc,
    "\n  subscription ConsoleSalesFiguresLive($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { ...ConsoleSalesFigures }\n  }\n": typeof types.ConsoleSalesFiguresLiveDocument,
    "\n  query ConsoleSalesFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { ...ConsoleSalesFigures } ...ErrorFields }\n  }\n": typeof types.ConsoleSalesFiguresNowDocument,
    "\n  query ConsoleOrders($eventId: ID, $search: String, $status: OrderStatus, $after: String, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, search: $search, status: $status, after: $after, revealEmails: $revealEmails) {\n      edges {\n        node {\n          id orderNo eventId status total { amount currency } buyerNickname buyerEmail lines { ticketType area quantity } createdAt paidAt\n          refundable { amount currency }\n          refunds { refundNo orderAmount status cause }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n": typeof types.ConsoleOrdersDocument,
    "\n  mutation ConsoleRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded { full refund { refundNo orderAmount status } order { id orderNo status refundable { amount currency } } }\n      ... on RefundTooLargeError { refundable { amount currency } }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleRefundOrderDocument,
    "\n  query ConsoleAttendees($eventId: ID!, $search: String, $after: String, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search, after: $after, revealEmails: $revealEmails) {\n      edges { node { id ticketNo status ticketType area seat holderNickname holderEmail orderNo buyerEmail validatedAt validatedEntrance } }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n": typeof types.ConsoleAttendeesDocument,
    "\n  query ConsoleAttendeesCsv($eventId: ID!) {\n    attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ...ErrorFields }\n  }\n": typeof types.ConsoleAttendeesCsvDocument,
    "\n  query ConsoleSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ...ErrorFields }\n  }\n": typeof types.ConsoleSalesCsvDocument,
    "\n  query ConsoleApiKeys {\n    apiKeys { id name scopes rateLimitPerMinute expiresAt createdAt lastUsedAt revokedAt }\n    apiKeyScopes { scope description }\n  }\n": typeof types.ConsoleApiKeysDocument,
    "\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { __typename ... on CreatedApiKey { key apiKey { id } } ...ErrorFields }\n  }\n": typeof types.ConsoleCreateApiKeyDocument,
    "\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ...ErrorFields }\n  }\n": typeof types.ConsoleRevokeApiKeyDocument,
    "\n  query ConsoleSupportIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 100) { id ref type status text email createdAt eventName orderNo ticketNo messages { id fromStaff body createdAt } }\n  }\n": typeof types.ConsoleSupportIssuesDocument,
    "\n  mutation ConsoleAnswerSupportIssue($issueId: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $issueId, body: $body, close: $close) { __typename ... on SupportIssue { id status } ...ErrorFields }\n  }\n": typeof types.ConsoleAnswerSupportIssueDocument,
    "\n  fragment ConsoleSeatMapFields on OperatorEvent {\n    id\n    slug\n    title\n    saleState\n    ticketTypes { id name area seated capacity sold seatSelection price { amount currency } }\n    seatMap { area ticketTypeId rows { row seats { number status access } } }\n  }\n": typeof types.ConsoleSeatMapFieldsFragmentDoc,
    "\n  query ConsoleSeatMap($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleSeatMapFields }\n  }\n": typeof types.ConsoleSeatMapDocument,
    "\n  mutation ConsoleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n": typeof types.ConsoleSetSeatMapDocument,
    "\n  mutation ConsoleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n": typeof types.ConsoleImportSeatMapDocument,
    "\n  fragment ConsoleProductFields on OperatorProduct {\n    id\n    slug\n    name\n    description\n    imageUrl\n    eventId\n    price { amount currency }\n    pickupOnly\n    pickupDates\n    ticketHolderOnly\n    desktopOnly\n    maxPerAccount\n    active\n    variants { id sku size colour stock sold }\n  }\n": typeof types.ConsoleProductFieldsFragmentDoc,
    "\n  query ConsoleProducts($eventId: ID) {\n    operatorProducts(eventId: $eventId) { ...ConsoleProductFields }\n  }\n": typeof types.ConsoleProductsDocument,
    "\n  query ConsoleProduct($id: ID!) {\n    operatorProduct(id: $id) { ...ConsoleProductFields }\n  }\n": typeof types.ConsoleProductDocument,
    "\n  mutation ConsoleCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.ConsoleCreateProductDocument,
    "\n  mutation ConsoleUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.ConsoleUpdateProductDocument,
    "\n  mutation ConsoleDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id } ...ErrorFields ... on ValidationError { issues { field message } } }\n  }\n": typeof types.ConsoleDeleteVariantDocument,
    "\n  query ConsoleTeam {\n    organisationMembers { userId email nickname role joinedAt }\n    organisationInvitations { id email role createdAt expiresAt }\n  }\n": typeof types.ConsoleTeamDocument,
    "\n  mutation ConsoleInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email } ...ErrorFields }\n  }\n": typeof types.ConsoleInviteMemberDocument,
    "\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { id status } ...ErrorFields }\n  }\n": typeof types.ConsoleRevokeInvitationDocument,
    "\n  query ConsoleCheckIns($eventId: ID!, $day: String, $gateId: String) {\n    checkIns(eventId: $eventId, day: $day, gateId: $gateId, limit: 200) {\n      admitted expected refused\n      gates { gateId admitted }\n      days { day admitted }\n      entries { ticketId ticketNo ticketType seat holderNickname admittedAt gateId entrance manual }\n    }\n  }\n": typeof types.ConsoleCheckInsDocument,
    "\n  query ConsoleCheckInSearch($eventId: ID!, $search: String!) {\n    checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo ticketType seat holderNickname status validatedAt validatedEntrance }\n  }\n": typeof types.ConsoleCheckInSearchDocument,
    "\n  mutation ConsoleCheckIn($eventId: ID!, $ticketId: ID!) {\n    checkInTicket(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInDone { ticketId ticketNo admittedAt }\n      ... on CheckInRefusedError { reason ticketNo firstUsedAt }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ConsoleCheckInDocument,
    "\n  mutation ConsoleUndoCheckIn($eventId: ID!, $ticketId: ID!) {\n    undoCheckIn(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInUndone { ticketId ticketNo }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ConsoleUndoCheckInDocument,
    "\n  mutation ConsoleSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { userId role } ...ErrorFields }\n  }\n": typeof types.ConsoleSetMemberRoleDocument,
    "\n  mutation ConsoleRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ...ErrorFields }\n  }\n": typeof types.ConsoleRemoveMemberDocument,
    "\n  query ConsoleOrganisationAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorName actorEmail actorApiKeyId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ConsoleOrganisationAuditLogDocument,
    "\n  query ConsoleOrganisationAuditActions {\n    organisationAuditActions\n  }\n": typeof types.ConsoleOrganisationAuditActionsDocument,
    "\n  query ConsoleEventRefunds($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId\n        cancelled\n        paidOrders\n        refundsSucceeded\n        refundsDue\n        refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleEventRefundsDocument,
    "\n  mutation ConsoleCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { ...ConsoleEventFields } }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleCancelEventDocument,
    "\n  mutation ConsoleDuplicateEvent($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": typeof types.ConsoleDuplicateEventDocument,
    "\n  query ConsoleWebhookEndpoints {\n    webhookEndpoints { id url eventTypes enabled createdAt }\n    webhookEventTypes { type description }\n  }\n": typeof types.ConsoleWebhookEndpointsDocument,
    "\n  query ConsoleWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 100) { id messageId eventType status attempts lastResponseCode lastError createdAt deliveredAt nextAttemptAt }\n  }\n": typeof types.ConsoleWebhookDeliveriesDocument,
    "\n  mutation ConsoleCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ...ErrorFields }\n  }\n": typeof types.ConsoleCreateWebhookEndpointDocument,
    "\n  mutation ConsoleUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { id enabled } ...ErrorFields }\n  }\n": typeof types.ConsoleUpdateWebhookEndpointDocument,
    "\n  mutation ConsoleDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { __typename ... on WebhookEndpoint { id } ...ErrorFields }\n  }\n": typeof types.ConsoleDeleteWebhookEndpointDocument,
    "\n  mutation ConsolePingWebhookEndpoint($id: ID!) {\n    pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n": typeof types.ConsolePingWebhookEndpointDocument,
    "\n  mutation ConsoleRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n": typeof types.ConsoleRedeliverWebhookDocument,
    "\n  fragment ConsolePromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    boundEmail\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n  }\n": typeof types.ConsolePromoCodeFieldsFragmentDoc,
    "\n  query ConsolePromoCodes($eventId: ID!) {\n    operatorPromoCodes(eventId: $eventId, limit: 100) { ...ConsolePromoCodeFields }\n  }\n": typeof types.ConsolePromoCodesDocument,
    "\n  mutation ConsoleCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleCreatePromoCodesDocument,
    "\n  mutation ConsoleCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleCreateMerchPromoCodesDocument,
    "\n  mutation ConsoleDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) { __typename ... on OperatorPromoCode { id disabledAt } ...ErrorFields }\n  }\n": typeof types.ConsoleDisablePromoCodeDocument,
    "\n  query ConsolePromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } ...ErrorFields }\n  }\n": typeof types.ConsolePromoCodesCsvDocument,
    "\n  query ConsoleOrganisationApplications($status: OrganisationApplicationStatus) {\n    organisationApplications(status: $status, limit: 200) {\n      id\n      status\n      organisationName\n      applicantEmail\n      contactName\n      contactEmail\n      contactPhone\n      country\n      eventTypes\n      description\n      expectedVolume\n      website\n      refusalReason\n      createdAt\n      decidedAt\n    }\n  }\n": typeof types.ConsoleOrganisationApplicationsDocument,
    "\n  mutation ConsoleApproveApplication($id: ID!) {\n    approveOrganisationApplication(id: $id) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved organisation { id slug name } }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleApproveApplicationDocument,
    "\n  mutation ConsoleRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication { id status refusalReason }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleRefuseApplicationDocument,
    "\n  mutation ConsoleStartAttendeesExport($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal } ...ErrorFields }\n  }\n": typeof types.ConsoleStartAttendeesExportDocument,
    "\n  query ConsoleAttendeesExport($id: ID!) {\n    attendeesExport(id: $id) { id status rowsDone rowsTotal fileName contentType fileBase64 }\n  }\n": typeof types.ConsoleAttendeesExportDocument,
    "\n  query ConsoleAttendeesMessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleAttendeesMessagePreviewDocument,
    "\n  mutation ConsoleSendAttendeesMessage($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleSendAttendeesMessageDocument,
    "\n  query ConsoleHandBacks($eventId: ID!) {\n    operatorHandBacks(eventId: $eventId, limit: 50) {\n      counts { listed offered sold withdrawn void }\n      feesKept\n      listings { id ticketNo status faceAmount feeAmount payoutAmount currency listedAt closedAt }\n    }\n  }\n": typeof types.ConsoleHandBacksDocument,
    "\n  query ConsoleWaitingRoom($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n": typeof types.ConsoleWaitingRoomDocument,
    "\n  mutation ConsoleUpdateWaitingRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.ConsoleUpdateWaitingRoomDocument,
    "\n  mutation ConsoleUploadProductImage($file: File!) {\n    uploadProductImage(file: $file) {\n      __typename\n      ... on UploadedImage { path }\n      ...ErrorFields\n      ... on UploadRejectedError { reason maxBytes }\n    }\n  }\n": typeof types.ConsoleUploadProductImageDocument,
    "\n  query ConsolePresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) { eventId open registered invited remaining }\n  }\n": typeof types.ConsolePresaleDocument,
    "\n  mutation ConsoleInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation { invited remaining batch presale { eventId open registered invited remaining } }\n      ...ErrorFields\n    }\n  }\n": typeof types.ConsoleInvitePresaleFansDocument,
    "\n  query Countries {\n    countries { code name }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived { id }\n      ...ErrorFields\n    }\n  }\n": typeof types.SendBusinessEnquiryDocument,
    "\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    timeZone\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n": typeof types.EntryEventFieldsFragmentDoc,
    "\n  query TicketDetail($id: ID!) {\n    walletPassProviders { apple google }\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      handBackOffered\n      handBack { id status faceAmount feeAmount payoutAmount currency paidOutCoins payout payoutMethod payoutState }\n      handBackRefundTo { method minWorkingDays maxWorkingDays }\n      event { ...EntryEventFields cancelledAt address endsAt handBackFeeBps }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat { id area row number }\n      walletPasses { googleSaveUrl applePassUrl }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n": typeof types.TicketDetailDocument,
    "\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) { ticketId status validatedAt validatedEntrance }\n  }\n": typeof types.TicketStatusLiveDocument,
    "\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) { ...EntryEventFields }\n  }\n": typeof types.EventEntryLiveDocument,
    "\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent { expiresInSeconds sentTo }\n      ...ErrorFields\n    }\n  }\n": typeof types.SendTransferCodeDocument,
    "\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone { transferId toEmail }\n      ...ErrorFields\n    }\n  }\n": typeof types.TransferTicketDocument,
    "\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      timeZone\n      venue\n      ticketTypeName\n    }\n  }\n": typeof types.SharedTransferDocument,
    "\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      timeZone\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n": typeof types.PublicTicketStatusDocument,
    "\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event { ...EntryEventFields }\n    }\n  }\n": typeof types.MyEntryGuideDocument,
    "\n  mutation HandBackTickets($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) {\n      __typename\n      ... on Error { code message }\n      ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency payout payoutMethod } }\n    }\n  }\n": typeof types.HandBackTicketsDocument,
    "\n  mutation WithdrawHandBack($id: ID!) {\n    withdrawHandBack(id: $id) {\n      __typename\n      ... on Error { code message }\n      ... on HandBack { id status }\n    }\n  }\n": typeof types.WithdrawHandBackDocument,
    "\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign { id title endsAt }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules { vndPerEntry vndPerFanCoin maxTopupEntries maxInviteEntries inviteMinVnd }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign { id title }\n      }\n    }\n  }\n": typeof types.MyGiveawayDocument,
    "\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign { id slug title drawnAt }\n      ticket {\n        id\n        ticketNo\n        event { id title }\n      }\n    }\n  }\n": typeof types.MyGiveawayVouchersDocument,
    "\n  query MyCodes {\n    myCodes {\n      code\n      kind\n      status\n      personal\n      eventTitle\n      eventSlug\n      eventStartsAt\n      ticketTypeNames\n      forMerchandise\n      productNames\n      discountAmount\n      discountPercent\n      currency\n      startsAt\n      endsAt\n      saleStartsAt\n      usesLeft\n      myUses\n      saved { amount currency }\n      lastUsedAt\n    }\n  }\n": typeof types.MyCodesDocument,
    "\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries { id }\n      winners { id holder }\n    }\n  }\n": typeof types.GiveawayDrawDocument,
    "\n  query MeInvitationCount {\n    myOrganisationInvitations { id }\n  }\n": typeof types.MeInvitationCountDocument,
    "\n  fragment MerchCard on MerchProduct {\n    id\n    slug\n    name\n    imageUrl\n    pickupOnly\n    ticketHolderOnly\n    desktopOnly\n    inStock\n    price { amount currency }\n  }\n": typeof types.MerchCardFragmentDoc,
    "\n  query MerchProducts($first: Int!, $after: String) {\n    merchProducts(first: $first, after: $after) {\n      edges { node { ...MerchCard } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MerchProductsDocument,
    "\n  query MerchProduct($slug: String!) {\n    merchProduct(slug: $slug) {\n      ...MerchCard\n      description\n      images\n      maxPerAccount\n      myRemainingLimit\n      pickupDates\n      myEligibleTicketNos\n      event { id title venue }\n      variants(first: 50) {\n        edges {\n          node {\n            id\n            sku\n            size\n            colour\n            stock\n            soldOut\n          }\n        }\n      }\n    }\n  }\n": typeof types.MerchProductDocument,
    "\n  fragment AddressFields on Address {\n    id\n    recipient\n    phone\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    isDefault\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) { __typename ...AddressFields ...ErrorFields }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { __typename ...ErrorFields }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) { __typename ...ErrorFields }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SecureMerch($input: SecureMerchInput!) {\n    secureMerch(input: $input) {\n      __typename\n      ... on MerchSecured {\n        order { id orderNo }\n      }\n      ... on LimitReachedError { limit remaining }\n      ... on OutOfStockError { available }\n      ... on TicketOfAnotherEventError { eventTitle }\n      ...ErrorFields\n    }\n  }\n": typeof types.SecureMerchDocument,
    "\n  fragment MerchOrderFields on MerchOrder {\n    id\n    orderNo\n    status\n    tab\n    itemCount\n    pickup\n    pickupDate\n    fulfilment\n    fulfilmentTrack\n    expiresAt\n    paidAt\n    createdAt\n    total { amount currency }\n    promoCode { code discount { amount currency } }\n    event { id title venue }\n    shippingAddress { recipient phone line1 line2 city region postalCode country }\n    logistics { id status note at }\n    items {\n      id\n      quantity\n      redeemed\n      unitPrice { amount currency }\n      variant { id size colour }\n      product { id slug name imageUrl }\n    }\n  }\n": typeof types.MerchOrderFieldsFragmentDoc,
    "\n  query CheckMerchCode($variantId: ID!, $quantity: Int!, $code: String!) {\n    checkMerchCode(variantId: $variantId, quantity: $quantity, code: $code) {\n      __typename\n      ... on MerchCodeCheck { code discountAmount discountPercent endsAt }\n      ...ErrorFields\n    }\n  }\n": typeof types.CheckMerchCodeDocument,
    "\n  query MerchOrder($orderNo: String!) {\n    merchOrder(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n": typeof types.MerchOrderDocument,
    "\n  subscription OrderLogistics($orderNo: String!) {\n    orderLogistics(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n": typeof types.OrderLogisticsDocument,
    "\n  query MyMerchOrders($tab: MerchOrderTab!, $after: String) {\n    myMerchOrders(tab: $tab, first: 20, after: $after) {\n      edges { node { ...MerchOrderFields } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyMerchOrdersDocument,
    "\n  mutation CancelMerchOrder($orderNo: String!) {\n    cancelMerchOrder(orderNo: $orderNo) { __typename ...MerchOrderFields ...ErrorFields }\n  }\n": typeof types.CancelMerchOrderDocument,
    "\n  fragment QueuePlaceFields on QueuePlace {\n    eventSlug\n    status\n    position\n    aheadCount\n    waitingCount\n    estimatedWaitSeconds\n    stockLeft\n    opensAt\n    joinedAt\n    admission {\n      token\n      expiresAt\n    }\n    offer {\n      orderNo\n      ticketTypeId\n      ticketTypeName\n      quantity\n      expiresAt\n      requiresIdentity\n    }\n    accessibleSeatsAvailable\n  }\n": typeof types.QueuePlaceFieldsFragmentDoc,
    "\n  fragment WaitingRoomFields on WaitingRoom {\n    eventSlug\n    state\n    opensAt\n    seedHash\n    seed\n    admissionRatePerMinute\n    waitingCount\n    stockLeft\n  }\n": typeof types.WaitingRoomFieldsFragmentDoc,
    "\n  query QueuePage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      timeZone\n      desktopOnly\n      waitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n": typeof types.QueuePageDocument,
    "\n  query MyQueuePlace($slug: String!) {\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n": typeof types.MyQueuePlaceDocument,
    "\n  subscription QueuePosition($slug: String!) {\n    queuePosition(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n": typeof types.QueuePositionDocument,
    "\n  mutation JoinQueue($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on JoinQueueSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": typeof types.JoinQueueDocument,
    "\n  mutation JoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) {\n      __typename\n      ... on JoinWaitingListSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": typeof types.JoinWaitingListDocument,
    "\n  mutation LeaveQueue($slug: String!) {\n    leaveQueue(eventSlug: $slug) {\n      __typename\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": typeof types.LeaveQueueDocument,
    "\n  query QueueOfferSeats($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      items {\n        id\n        seat {\n          id\n          area\n          row\n          number\n        }\n      }\n    }\n  }\n": typeof types.QueueOfferSeatsDocument,
    "\n  query QueueOfferIdentities($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      orderNo\n      items {\n        id\n        kind\n        identity {\n          id\n          maskedName\n          maskedDocNumber\n        }\n      }\n    }\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n    }\n  }\n": typeof types.QueueOfferIdentitiesDocument,
    "\n  mutation QueueAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity {\n        id\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": typeof types.QueueAddIdentityDocument,
    "\n  mutation QueueNameOfferTickets($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Order {\n        id\n        items {\n          id\n          identity {\n            id\n            maskedName\n            maskedDocNumber\n          }\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": typeof types.QueueNameOfferTicketsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...ErrorFields }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) { __typename ...SessionUser ...ErrorFields }\n  }\n": typeof types.SetPayPasswordDocument,
    "\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) { __typename ...ErrorFields }\n  }\n": typeof types.ChangePayPasswordDocument,
    "\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode { __typename ...ErrorFields }\n  }\n": typeof types.SendPayPasswordCodeDocument,
    "\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) { __typename ...ErrorFields }\n  }\n": typeof types.ResetPayPasswordDocument,
    "\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode { __typename ...ErrorFields }\n  }\n": typeof types.SendCurrentEmailCodeDocument,
    "\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) { __typename ...ErrorFields }\n  }\n": typeof types.SendNewEmailCodeDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  query PhoneDialCodes {\n    countries { code name dialCode }\n    me { id area }\n  }\n": typeof types.PhoneDialCodesDocument,
    "\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) { __typename ...ErrorFields }\n  }\n": typeof types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n": typeof types.VerifyPhoneDocument,
    "\n  mutation SkipPhoneVerification {\n    skipPhoneVerification { __typename ...SessionUser ...ErrorFields }\n  }\n": typeof types.SkipPhoneVerificationDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ExportMyData($password: String!) {\n    exportMyData(password: $password) {\n      __typename\n      ... on MyDataExport { fileName data }\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n    }\n  }\n": typeof types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      __typename\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n      ... on AccountDeletionBlockedError { reasons }\n    }\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query MySeatingNeed {\n    mySeatingNeed { wheelchair companions updatedAt }\n  }\n": typeof types.MySeatingNeedDocument,
    "\n  mutation SetSeatingNeed($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions updatedAt } ...ErrorFields }\n  }\n": typeof types.SetSeatingNeedDocument,
    "\n  mutation DeleteSeatingNeed {\n    deleteSeatingNeed { ok }\n  }\n": typeof types.DeleteSeatingNeedDocument,
    "\n  query SupportOptions {\n    supportOptions { minTextLength issueTypes email hotline }\n  }\n": typeof types.SupportOptionsDocument,
    "\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    eventName\n    orderNo\n    messages { id fromStaff body createdAt }\n  }\n": typeof types.SupportIssueFieldsFragmentDoc,
    "\n  fragment SupportOrderChoice on Order {\n    id\n    orderNo\n    kind\n    createdAt\n    event { id title }\n  }\n": typeof types.SupportOrderChoiceFragmentDoc,
    "\n  query SupportOrderChoices {\n    paid: myOrders(tab: COMPLETED, first: 20) { edges { node { ...SupportOrderChoice } } }\n    awaiting: myOrders(tab: AVAILABLE, first: 5) { edges { node { ...SupportOrderChoice } } }\n    others: myOrders(tab: OTHERS, first: 10) { edges { node { ...SupportOrderChoice } } }\n  }\n": typeof types.SupportOrderChoicesDocument,
    "\n  query MySupportIssues {\n    mySupportIssues { ...SupportIssueFields }\n  }\n": typeof types.MySupportIssuesDocument,
    "\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id email }\n      ...ErrorFields\n      ... on IssueTextTooShortError { minLength }\n    }\n  }\n": typeof types.CreateSupportIssueDocument,
    "\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ...SupportIssueFields\n      ...ErrorFields\n    }\n  }\n": typeof types.ReplyToSupportIssueDocument,
    "\n  query EventDetail($slug: String!) {\n    event(slug: $slug) {\n      ...EventCard\n      about\n      address\n      handBackEnabled\n      handBackFeeBps\n      presaleRegistration\n      cancelledAt\n      endsAt\n      doorsOpenAt\n      saleMode\n      saleStartsAt\n      saleEndsAt\n      currency\n      maxTicketsPerAccount\n      waitingRoom {\n        eventSlug\n        state\n        opensAt\n        fairnessLogUrl\n        fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n      }\n      ticketTypes(first: 20) {\n        edges {\n          node {\n            id\n            name\n            area\n            description\n            seated\n            seatSelection\n            entrance\n            available\n            capacity\n            price { amount currency }\n            rows { row available total }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EventDetailDocument,
    "\n  query ChooserContext {\n    me { id isPhoneVerified phoneVerificationSkipped }\n    myIdentities { id docType maskedName maskedDocNumber }\n  }\n": typeof types.ChooserContextDocument,
    "\n  query CheckPromoCode($eventSlug: String!, $code: String!) {\n    checkPromoCode(eventSlug: $eventSlug, code: $code) {\n      __typename\n      ... on PromoCodeCheck {\n        code\n        kind\n        ticketTypeIds\n        accessTicketTypeIds\n        discountAmount\n        discountPercent\n        endsAt\n        saleStartsAt\n        unlockedTicketTypes {\n          id\n          name\n          area\n          description\n          seated\n          seatSelection\n          entrance\n          available\n          capacity\n          price { amount currency }\n          rows { row available total }\n        }\n      }\n      ...ErrorFields\n    }\n  }\n": typeof types.CheckPromoCodeDocument,
    "\n  mutation SecureTickets($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on TicketsSecured {\n        order { id orderNo }\n      }\n      ... on TicketLimitReachedError { limit remaining }\n      ... on SeatsTakenError {\n        seats { id area row number status access }\n        alternatives { id area row number status access }\n      }\n      ...ErrorFields\n    }\n  }\n": typeof types.SecureTicketsDocument,
    "\n  fragment OrderSummary on Order {\n    id\n    orderNo\n    kind\n    status\n    itemCount\n    expiresAt\n    paidAt\n    createdAt\n    totalAmount { amount currency }\n    event {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      venue\n      coverImageUrl\n    }\n  }\n": typeof types.OrderSummaryFragmentDoc,
    "\n  query TicketOrder($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      ...OrderSummary\n      cancelledAt\n      maxPaymentAttempts\n      promoCode { code kind discount { amount currency } }\n      event { id city requiresIdentity }\n      items {\n        id\n        quantity\n        unitAmount { amount currency }\n        ticketType { id name area seated }\n        seat { id area row number }\n        identity { id maskedName maskedDocNumber }\n        tickets {\n          id\n          ticketNo\n          seat { id row number }\n        }\n      }\n    }\n  }\n": typeof types.TicketOrderDocument,
    "\n  mutation CancelOrder($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) {\n      __typename\n      ... on Order { id status cancelledAt }\n      ...ErrorFields\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query MyOrders($tab: OrderListTab!, $kind: OrderKind, $after: String) {\n    myOrders(tab: $tab, kind: $kind, first: 20, after: $after) {\n      edges { node { ...OrderSummary } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyTicketList($tab: TicketListTab!, $after: String) {\n    myTickets(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          transferredAway\n          resoldThroughHandBack\n          purchasedAt\n          ticketType { id name area }\n          seat { id area row number }\n          event {\n            id\n            title\n            startsAt\n            timeZone\n            venue\n            coverImageUrl\n            cancelledAt\n          }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.MyTicketListDocument,
    "\n  query MyIdentities {\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n      createdAt\n    }\n  }\n": typeof types.MyIdentitiesDocument,
    "\n  mutation AddAudienceIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n": typeof types.AddAudienceIdentityDocument,
    "\n  mutation UpdateAudienceIdentity($id: ID!, $input: AudienceIdentityInput!) {\n    updateAudienceIdentity(id: $id, input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n": typeof types.UpdateAudienceIdentityDocument,
    "\n  mutation DeleteAudienceIdentity($id: ID!) {\n    deleteAudienceIdentity(id: $id) { __typename ...ErrorFields }\n  }\n": typeof types.DeleteAudienceIdentityDocument,
    "\n  query PurchaseEvents {\n    events(first: 50, filter: { upcoming: true }) {\n      edges {\n        node {\n          id\n          slug\n          title\n          startsAt\n          timeZone\n          saleState\n          saleMode\n          desktopOnly\n        }\n      }\n    }\n  }\n": typeof types.PurchaseEventsDocument,
    "\n  query EventCities {\n    eventCities\n  }\n": typeof types.EventCitiesDocument,
    "\n  query MyPresaleInterest($slug: String!) {\n    event(slug: $slug) {\n      id\n      myPresaleInterest { id invited invitedAt registeredAt }\n    }\n  }\n": typeof types.MyPresaleInterestDocument,
    "\n  mutation RegisterPresaleInterest($eventId: ID!) {\n    registerPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleInterest { id invited }\n      ... on Error { code message }\n    }\n  }\n": typeof types.RegisterPresaleInterestDocument,
    "\n  mutation WithdrawPresaleInterest($eventId: ID!) {\n    withdrawPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleWithdrawal { withdrawn }\n      ... on Error { code message }\n    }\n  }\n": typeof types.WithdrawPresaleInterestDocument,
    "\n  query ChooseAccessibleSpaces($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      accessibleSpaces { wheelchair { id } }\n    }\n  }\n": typeof types.ChooseAccessibleSpacesDocument,
    "\n  query EventSeatMap($slug: String!) {\n    event(slug: $slug) {\n      id\n      seatMap {\n        area\n        ticketType { id name seatSelection price { amount currency } }\n        rows { row seats { id area row number status access } }\n      }\n    }\n  }\n": typeof types.EventSeatMapDocument,
    "\n  query BestAvailableSeats($slug: String!, $ticketTypeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      bestAvailableSeats(ticketTypeId: $ticketTypeId, quantity: $quantity) { id area row number status access }\n    }\n  }\n": typeof types.BestAvailableSeatsDocument,
    "\n  subscription SeatMapChanges($eventId: ID!) {\n    seatMapChanges(eventId: $eventId) {\n      eventId\n      seats { id status }\n    }\n  }\n": typeof types.SeatMapChangesDocument,
    "\n  query SeatMapAccess($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      timeZone\n      accessibleSeatsReleaseAt\n      accessibleSpaces {\n        wheelchair { id area row number status access }\n        companions { id area row number status access }\n      }\n    }\n  }\n": typeof types.SeatMapAccessDocument,
    "\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n": typeof types.SavedCardFieldsFragmentDoc,
    "\n  query Wallet($first: Int!, $after: String) {\n    wallet {\n      id\n      balance { amount }\n      transactions(first: $first, after: $after) {\n        edges {\n          node {\n            id\n            kind\n            reference\n            paidFor\n            handBackSale\n            createdAt\n            amount { amount }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.WalletDocument,
    "\n  subscription WalletBalance {\n    walletBalance { amount }\n  }\n": typeof types.WalletBalanceDocument,
    "\n  fragment PaymentAcceptedFields on PaymentAccepted {\n    orderNo\n    paymentNo\n    status\n    redirectUrl\n  }\n": typeof types.PaymentAcceptedFieldsFragmentDoc,
    "\n  mutation TopUp($input: TopUpInput!) {\n    topUp(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n": typeof types.TopUpDocument,
    "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n": typeof types.PayOrderDocument,
    "\n  fragment PaymentOptionsFields on PaymentOptions {\n    methods\n    cardEntry\n    testMode\n  }\n": typeof types.PaymentOptionsFieldsFragmentDoc,
    "\n  query PayableOrder($orderNo: String!) {\n    payableOrder(orderNo: $orderNo) {\n      __typename\n      ... on PayableOrder {\n        orderNo\n        kind\n        status\n        title\n        description\n        amount { amount currency }\n        fanCoinAmount { amount }\n        expiresAt\n        attemptsLeft\n        walletBalance { amount }\n        payPasswordSetUp\n      }\n      ... on Error { code message }\n    }\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n": typeof types.PayableOrderDocument,
    "\n  query SavedCards {\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n": typeof types.SavedCardsDocument,
    "\n  mutation DeleteSavedCard($id: ID!) {\n    deleteSavedCard(id: $id) { __typename ...ErrorFields }\n  }\n": typeof types.DeleteSavedCardDocument,
    "\n  fragment PaymentResultFields on PaymentResult {\n    orderNo\n    kind\n    status\n    reason\n    method\n    canRetry\n    attemptsLeft\n    orderStatus\n    title\n    description\n    amount { amount currency }\n  }\n": typeof types.PaymentResultFieldsFragmentDoc,
    "\n  query PaymentResult($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) {\n      __typename\n      ...PaymentResultFields\n      ... on Error { code message }\n    }\n  }\n": typeof types.PaymentResultDocument,
    "\n  subscription PaymentResultLive($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) { ...PaymentResultFields }\n  }\n": typeof types.PaymentResultLiveDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me { ...SessionUser }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation SignOut {\n    signOut { ok }\n  }\n": typeof types.SignOutDocument,
    "\n  fragment CliErrorFields on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CliErrorFieldsFragmentDoc,
    "\n  fragment CliEventFields on OperatorEvent {\n    id\n    slug\n    title\n    venue\n    city\n    timeZone\n    startsAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    saleState\n    lifecycle\n    publishedAt\n    cancelledAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    ticketTypes {\n      id\n      name\n      area\n      capacity\n      sold\n      seated\n      price {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.CliEventFieldsFragmentDoc,
    "\n  fragment CliApiKeyFields on ApiKey {\n    id\n    name\n    scopes\n    rateLimitPerMinute\n    expiresAt\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.CliApiKeyFieldsFragmentDoc,
    "\n  mutation CliSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        deviceToken\n        user {\n          email\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliSignInDocument,
    "\n  query CliWhoami {\n    operatorIdentity {\n      organisationId\n      organisationName\n      scopes\n      apiKey\n    }\n  }\n": typeof types.CliWhoamiDocument,
    "\n  query CliMyOrganisations {\n    myOrganisations {\n      id\n      slug\n      name\n      role\n    }\n  }\n": typeof types.CliMyOrganisationsDocument,
    "\n  query CliEvents($first: Int, $after: String, $search: String) {\n    operatorEvents(first: $first, after: $after, search: $search) {\n      edges {\n        node {\n          ...CliEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CliEventsDocument,
    "\n  query CliEvent($id: ID!) {\n    operatorEvent(id: $id) {\n      ...CliEventFields\n    }\n  }\n": typeof types.CliEventDocument,
    "\n  mutation CliCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCreateEventDocument,
    "\n  mutation CliUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliUpdateEventDocument,
    "\n  mutation CliAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorTicketType {\n        id\n        area\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliAddTicketTypeDocument,
    "\n  mutation CliImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliImportSeatMapDocument,
    "\n  mutation CliSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliSetSeatMapDocument,
    "\n  mutation CliSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliSalesDocument,
    "\n  mutation CliPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliPublishDocument,
    "\n  mutation CliCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation {\n        alreadyCancelled\n        ordersRefunded\n        paymentsRefunded\n        refundsPending\n        event {\n          id\n          slug\n          cancelledAt\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCancelDocument,
    "\n  mutation CliCover($eventId: ID!, $file: File!) {\n    uploadEventCover(eventId: $eventId, file: $file) {\n      __typename\n      ... on OperatorEvent {\n        id\n        coverImageUrl\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCoverDocument,
    "\n  query CliSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) {\n      __typename\n      ... on QuerySalesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliSalesCsvDocument,
    "\n  mutation CliRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded {\n        full\n        repeated\n        refund {\n          refundNo\n          orderAmount\n          status\n          amount {\n            amount\n            currency\n          }\n        }\n        order {\n          orderNo\n          status\n          total {\n            amount\n            currency\n          }\n          refundable {\n            amount\n            currency\n          }\n        }\n      }\n      ... on RefundTooLargeError {\n        refundable {\n          amount\n          currency\n        }\n      }\n      ... on OrderNotRefundableError {\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliRefundOrderDocument,
    "\n  query CliOrders($first: Int, $after: String, $search: String, $eventId: ID, $status: OrderStatus) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId, status: $status) {\n      edges {\n        node {\n          id\n          orderNo\n          eventId\n          status\n          buyerNickname\n          total {\n            amount\n            currency\n          }\n          createdAt\n          paidAt\n          lines {\n            ticketType\n            area\n            quantity\n            unitAmount\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CliOrdersDocument,
    "\n  query CliAttendees($eventId: ID!, $first: Int, $after: String, $search: String, $status: TicketStatus) {\n    operatorAttendees(eventId: $eventId, first: $first, after: $after, search: $search, status: $status) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          ticketType\n          area\n          seat\n          holderNickname\n          validatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CliAttendeesDocument,
    "\n  mutation CliCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey {\n        key\n        apiKey {\n          ...CliApiKeyFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCreateKeyDocument,
    "\n  query CliKeys {\n    apiKeys {\n      ...CliApiKeyFields\n    }\n  }\n": typeof types.CliKeysDocument,
    "\n  mutation CliRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      __typename\n      ...CliApiKeyFields\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliRevokeKeyDocument,
    "\n  query CliScopes {\n    apiKeyScopes {\n      scope\n      description\n    }\n  }\n": typeof types.CliScopesDocument,
    "\n  query CliEventBySlug($slug: String!) {\n    event(slug: $slug) {\n      id\n    }\n  }\n": typeof types.CliEventBySlugDocument,
    "\n  mutation CliEntry($input: UpdateEventEntryInput!) {\n    updateEventEntry(input: $input) {\n      __typename\n      slug\n      entryState\n      queueOpensAt\n      doorsOpenAt\n      entryNote\n    }\n  }\n": typeof types.CliEntryDocument,
    "\n  mutation CliAdvance($input: AdvanceMerchOrderInput!) {\n    advanceMerchOrder(input: $input) {\n      __typename\n      ... on MerchOrder {\n        orderNo\n        fulfilment\n        logistics {\n          status\n          at\n          note\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliAdvanceDocument,
    "\n  query CliIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 200) {\n      id\n      ref\n      type\n      status\n      text\n      createdAt\n    }\n  }\n": typeof types.CliIssuesDocument,
    "\n  mutation CliAnswer($id: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $id, body: $body, close: $close) {\n      __typename\n      ... on SupportIssue {\n        id\n        ref\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliAnswerDocument,
    "\n  query CliAudit($filter: AuditFilterInput, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          at\n          action\n          outcome\n          actorUserId\n          targetType\n          targetId\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CliAuditDocument,
    "\n  fragment CliOrganisationFields on Organisation {\n    id\n    slug\n    name\n    memberCount\n    createdAt\n  }\n": typeof types.CliOrganisationFieldsFragmentDoc,
    "\n  query CliOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges {\n        node {\n          ...CliOrganisationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CliOrganisationsDocument,
    "\n  mutation CliCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation {\n        organisation {\n          ...CliOrganisationFields\n        }\n        ownerUserId\n        ownerEmail\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCreateOrganisationDocument,
    "\n  mutation CliGiveawayCommit($slug: String!, $seed: String) {\n    commitGiveawayDraw(slug: $slug, seed: $seed) {\n      __typename\n      ... on GiveawaySeedCommitment {\n        seedCommitment\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliGiveawayCommitDocument,
    "\n  mutation CliGiveawayDraw($slug: String!) {\n    drawGiveaway(slug: $slug) {\n      __typename\n      ...PublicGiveawayDrawFields\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliGiveawayDrawDocument,
    "\n  query CliTeam {\n    organisationMembers {\n      userId\n      email\n      nickname\n      role\n      joinedAt\n    }\n    organisationInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n    }\n  }\n": typeof types.CliTeamDocument,
    "\n  mutation CliInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) {\n      __typename\n      ... on OrganisationInvitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliInviteMemberDocument,
    "\n  mutation CliSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliSetMemberRoleDocument,
    "\n  mutation CliRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliRemoveMemberDocument,
    "\n  fragment CliApplicationFields on OrganisationApplication {\n    id\n    status\n    organisationName\n    applicantEmail\n    contactName\n    contactEmail\n    contactPhone\n    country\n    eventTypes\n    expectedVolume\n    website\n    description\n    refusalReason\n    organisationId\n    createdAt\n    decidedAt\n  }\n": typeof types.CliApplicationFieldsFragmentDoc,
    "\n  query CliApplications($status: OrganisationApplicationStatus, $limit: Int) {\n    organisationApplications(status: $status, limit: $limit) {\n      ...CliApplicationFields\n    }\n  }\n": typeof types.CliApplicationsDocument,
    "\n  mutation CliApproveApplication($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication {\n        alreadyApproved\n        application {\n          ...CliApplicationFields\n        }\n        organisation {\n          ...CliOrganisationFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliApproveApplicationDocument,
    "\n  mutation CliRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication {\n        ...CliApplicationFields\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliRefuseApplicationDocument,
    "\n  fragment CliPromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n    boundEmail\n    createdAt\n  }\n": typeof types.CliPromoCodeFieldsFragmentDoc,
    "\n  query CliPromoCodes($eventId: ID!, $batch: String, $limit: Int) {\n    operatorPromoCodes(eventId: $eventId, batch: $batch, limit: $limit) {\n      ...CliPromoCodeFields\n    }\n  }\n": typeof types.CliPromoCodesDocument,
    "\n  query CliPromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) {\n      __typename\n      ... on QueryPromoCodesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliPromoCodesCsvDocument,
    "\n  mutation CliCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCreatePromoCodesDocument,
    "\n  mutation CliCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliCreateMerchPromoCodesDocument,
    "\n  mutation CliDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) {\n      __typename\n      ... on OperatorPromoCode {\n        ...CliPromoCodeFields\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliDisablePromoCodeDocument,
    "\n  query CliPresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) {\n      open\n      registered\n      invited\n      remaining\n    }\n  }\n": typeof types.CliPresaleDocument,
    "\n  mutation CliInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation {\n        invited\n        remaining\n        batch\n      }\n      ...CliErrorFields\n    }\n  }\n": typeof types.CliInvitePresaleFansDocument,
    "\n  query PublicWaitingRoomDraw($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      state\n      seedHash\n      seed\n      drawHash\n      drawList\n    }\n  }\n": typeof types.PublicWaitingRoomDrawDocument,
    "\n  fragment PublicGiveawayDrawFields on GiveawayDraw {\n    algorithm\n    seedCommitment\n    seed\n    entriesHash\n    entries {\n      id\n      holder\n    }\n    winners {\n      id\n      holder\n    }\n    campaign {\n      slug\n      winnersCount\n      drawnAt\n    }\n  }\n": typeof types.PublicGiveawayDrawFieldsFragmentDoc,
    "\n  query PublicGiveawayDrawRecord($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      ...PublicGiveawayDrawFields\n    }\n  }\n": typeof types.PublicGiveawayDrawRecordDocument,
};
const documents: Documents = {
    "\n  query DesktopContact {\n    supportOptions { email hotline officeAddress }\n  }\n": types.DesktopContactDocument,
    "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    timeZone\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom { amount currency }\n  }\n": types.EventCardFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node { ...EventCard }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.EventListDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { __typename ...ErrorFields }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n": types.QrPassFieldsFragmentDoc,
    "\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) { ...QrPassFields }\n  }\n": types.QrCodeDocument,
    "\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) { __typename ...QrPassFields ...ErrorFields }\n  }\n": types.RefreshTicketQrDocument,
    "\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) { ...QrPassFields }\n  }\n": types.TicketQrDocument,
    "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n": types.HumanCheckChallengeDocument,
    "\n  query CurrentNotice {\n    currentNotice { id title content level }\n  }\n": types.CurrentNoticeDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent { expiresInSeconds }\n      ...ErrorFields\n    }\n  }\n": types.SendEmailCodeDocument,
    "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) { __typename ...ErrorFields }\n  }\n": types.CheckEmailCodeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n": types.SignInDocument,
    "\n  fragment ErrorFields on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues { field messageKey }\n    }\n    ... on TooManyAttemptsError { retryAfterSeconds }\n    ... on PayPasswordLockedError { retryAfterSeconds }\n    ... on WrongPayPasswordError { attemptsLeft }\n  }\n": types.ErrorFieldsFragmentDoc,
    "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus { email registered }\n      ...ErrorFields\n    }\n  }\n": types.CheckEmailDocument,
    "\n  fragment SignedIn on AuthPayload {\n    token\n    deviceToken\n    user { ...SessionUser }\n  }\n": types.SignedInFragmentDoc,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n": types.RegisterDocument,
    "\n  query MyOrganisationInvitations {\n    myOrganisationInvitations { id organisationName role invitedAt expiresAt }\n  }\n": types.MyOrganisationInvitationsDocument,
    "\n  mutation AcceptOrganisationInvitation($id: ID!) {\n    acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ...ErrorFields }\n  }\n": types.AcceptOrganisationInvitationDocument,
    "\n  mutation DeclineOrganisationInvitation($id: ID!) {\n    declineOrganisationInvitation(id: $id) { __typename ...ErrorFields }\n  }\n": types.DeclineOrganisationInvitationDocument,
    "\n  query MyOrganisationApplication {\n    myOrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n  }\n": types.MyOrganisationApplicationDocument,
    "\n  query OrganiserCountries {\n    countries { code name }\n  }\n": types.OrganiserCountriesDocument,
    "\n  mutation ApplyForOrganisation($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n      ...ErrorFields\n    }\n  }\n": types.ApplyForOrganisationDocument,
    "\n  query ConsoleOrganisations {\n    myOrganisations { id slug name role }\n    operatorIdentity { scopes }\n  }\n": types.ConsoleOrganisationsDocument,
    "\n  query ConsolePlatformOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges { node { id slug name memberCount createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ConsolePlatformOrganisationsDocument,
    "\n  mutation ConsoleCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) { __typename ... on CreatedOrganisation { organisation { id slug name } ownerEmail } ...ErrorFields }\n  }\n": types.ConsoleCreateOrganisationDocument,
    "\n  fragment ConsoleEventFields on OperatorEvent {\n    id\n    slug\n    title\n    subtitle\n    about\n    aboutByLanguage { lang text }\n    venue\n    city\n    address\n    latitude\n    longitude\n    timeZone\n    startsAt\n    endsAt\n    doorsOpenAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    cancelledAt\n    saleState\n    lifecycle\n    publishedAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    transferLockHours\n    requiresIdentity\n    desktopOnly\n    singlePaymentAttempt\n    handBackEnabled\n    handBackFeeBps\n    presaleRegistration\n    accessibleReleaseAt\n    accessibleSeatsReleaseAt\n    updatedAt\n    ticketTypes { id name area description price { amount currency } capacity sold seated hidden seatSelection }\n  }\n": types.ConsoleEventFieldsFragmentDoc,
    "\n  query ConsoleEvents($search: String, $after: String) {\n    operatorEvents(first: 50, search: $search, after: $after) {\n      edges { node { id slug title venue city timeZone startsAt saleState lifecycle salesPaused cancelledAt isHot ticketTypes { id capacity sold } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ConsoleEventsDocument,
    "\n  query ConsoleEvent($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleEventFields }\n  }\n": types.ConsoleEventDocument,
    "\n  query ConsoleFairnessReport($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      fairnessLogUrl\n      fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n    }\n  }\n": types.ConsoleFairnessReportDocument,
    "\n  mutation ConsoleCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": types.ConsoleCreateEventDocument,
    "\n  mutation ConsoleUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": types.ConsoleUpdateEventDocument,
    "\n  mutation ConsoleSetEventSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) { __typename ... on OperatorEvent { ...ConsoleEventFields } ... on SaleScheduledError { opensAt } ...ErrorFields }\n  }\n": types.ConsoleSetEventSalesDocument,
    "\n  mutation ConsolePublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": types.ConsolePublishEventDocument,
    "\n  mutation ConsoleAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ...ErrorFields }\n  }\n": types.ConsoleAddTicketTypeDocument,
    "\n  mutation ConsoleUpdateTicketType($id: ID!, $input: UpdateTicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name price { amount currency } capacity hidden seatSelection } ...ErrorFields }\n  }\n": types.ConsoleUpdateTicketTypeDocument,
    "\n  fragment ConsoleSalesFigures on OperatorSalesFigures {\n    eventId\n    at\n    capacity\n    sold\n    held\n    revenue { amount currency }\n    paidOrders\n    queueWaiting\n    queueAdmitted\n    scansAccepted\n    scansRefused\n    perMinute { minute sold scans }\n    ticketTypes { id name capacity taken }\n    accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } }\n  }\n": types.ConsoleSalesFiguresFragmentDoc,
    "\n  subscription ConsoleSalesFiguresLive($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { ...ConsoleSalesFigures }\n  }\n": types.ConsoleSalesFiguresLiveDocument,
    "\n  query ConsoleSalesFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { ...ConsoleSalesFigures } ...ErrorFields }\n  }\n": types.ConsoleSalesFiguresNowDocument,
    "\n  query ConsoleOrders($eventId: ID, $search: String, $status: OrderStatus, $after: String, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, search: $search, status: $status, after: $after, revealEmails: $revealEmails) {\n      edges {\n        node {\n          id orderNo eventId status total { amount currency } buyerNickname buyerEmail lines { ticketType area quantity } createdAt paidAt\n          refundable { amount currency }\n          refunds { refundNo orderAmount status cause }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n": types.ConsoleOrdersDocument,
    "\n  mutation ConsoleRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded { full refund { refundNo orderAmount status } order { id orderNo status refundable { amount currency } } }\n      ... on RefundTooLargeError { refundable { amount currency } }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleRefundOrderDocument,
    "\n  query ConsoleAttendees($eventId: ID!, $search: String, $after: String, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search, after: $after, revealEmails: $revealEmails) {\n      edges { node { id ticketNo status ticketType area seat holderNickname holderEmail orderNo buyerEmail validatedAt validatedEntrance } }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n": types.ConsoleAttendeesDocument,
    "\n  query ConsoleAttendeesCsv($eventId: ID!) {\n    attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ...ErrorFields }\n  }\n": types.ConsoleAttendeesCsvDocument,
    "\n  query ConsoleSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ...ErrorFields }\n  }\n": types.ConsoleSalesCsvDocument,
    "\n  query ConsoleApiKeys {\n    apiKeys { id name scopes rateLimitPerMinute expiresAt createdAt lastUsedAt revokedAt }\n    apiKeyScopes { scope description }\n  }\n": types.ConsoleApiKeysDocument,
    "\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { __typename ... on CreatedApiKey { key apiKey { id } } ...ErrorFields }\n  }\n": types.ConsoleCreateApiKeyDocument,
    "\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ...ErrorFields }\n  }\n": types.ConsoleRevokeApiKeyDocument,
    "\n  query ConsoleSupportIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 100) { id ref type status text email createdAt eventName orderNo ticketNo messages { id fromStaff body createdAt } }\n  }\n": types.ConsoleSupportIssuesDocument,
    "\n  mutation ConsoleAnswerSupportIssue($issueId: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $issueId, body: $body, close: $close) { __typename ... on SupportIssue { id status } ...ErrorFields }\n  }\n": types.ConsoleAnswerSupportIssueDocument,
    "\n  fragment ConsoleSeatMapFields on OperatorEvent {\n    id\n    slug\n    title\n    saleState\n    ticketTypes { id name area seated capacity sold seatSelection price { amount currency } }\n    seatMap { area ticketTypeId rows { row seats { number status access } } }\n  }\n": types.ConsoleSeatMapFieldsFragmentDoc,
    "\n  query ConsoleSeatMap($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleSeatMapFields }\n  }\n": types.ConsoleSeatMapDocument,
    "\n  mutation ConsoleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n": types.ConsoleSetSeatMapDocument,
    "\n  mutation ConsoleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n": types.ConsoleImportSeatMapDocument,
    "\n  fragment ConsoleProductFields on OperatorProduct {\n    id\n    slug\n    name\n    description\n    imageUrl\n    eventId\n    price { amount currency }\n    pickupOnly\n    pickupDates\n    ticketHolderOnly\n    desktopOnly\n    maxPerAccount\n    active\n    variants { id sku size colour stock sold }\n  }\n": types.ConsoleProductFieldsFragmentDoc,
    "\n  query ConsoleProducts($eventId: ID) {\n    operatorProducts(eventId: $eventId) { ...ConsoleProductFields }\n  }\n": types.ConsoleProductsDocument,
    "\n  query ConsoleProduct($id: ID!) {\n    operatorProduct(id: $id) { ...ConsoleProductFields }\n  }\n": types.ConsoleProductDocument,
    "\n  mutation ConsoleCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.ConsoleCreateProductDocument,
    "\n  mutation ConsoleUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.ConsoleUpdateProductDocument,
    "\n  mutation ConsoleDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id } ...ErrorFields ... on ValidationError { issues { field message } } }\n  }\n": types.ConsoleDeleteVariantDocument,
    "\n  query ConsoleTeam {\n    organisationMembers { userId email nickname role joinedAt }\n    organisationInvitations { id email role createdAt expiresAt }\n  }\n": types.ConsoleTeamDocument,
    "\n  mutation ConsoleInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email } ...ErrorFields }\n  }\n": types.ConsoleInviteMemberDocument,
    "\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { id status } ...ErrorFields }\n  }\n": types.ConsoleRevokeInvitationDocument,
    "\n  query ConsoleCheckIns($eventId: ID!, $day: String, $gateId: String) {\n    checkIns(eventId: $eventId, day: $day, gateId: $gateId, limit: 200) {\n      admitted expected refused\n      gates { gateId admitted }\n      days { day admitted }\n      entries { ticketId ticketNo ticketType seat holderNickname admittedAt gateId entrance manual }\n    }\n  }\n": types.ConsoleCheckInsDocument,
    "\n  query ConsoleCheckInSearch($eventId: ID!, $search: String!) {\n    checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo ticketType seat holderNickname status validatedAt validatedEntrance }\n  }\n": types.ConsoleCheckInSearchDocument,
    "\n  mutation ConsoleCheckIn($eventId: ID!, $ticketId: ID!) {\n    checkInTicket(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInDone { ticketId ticketNo admittedAt }\n      ... on CheckInRefusedError { reason ticketNo firstUsedAt }\n      ... on Error { code message }\n    }\n  }\n": types.ConsoleCheckInDocument,
    "\n  mutation ConsoleUndoCheckIn($eventId: ID!, $ticketId: ID!) {\n    undoCheckIn(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInUndone { ticketId ticketNo }\n      ... on Error { code message }\n    }\n  }\n": types.ConsoleUndoCheckInDocument,
    "\n  mutation ConsoleSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { userId role } ...ErrorFields }\n  }\n": types.ConsoleSetMemberRoleDocument,
    "\n  mutation ConsoleRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ...ErrorFields }\n  }\n": types.ConsoleRemoveMemberDocument,
    "\n  query ConsoleOrganisationAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorName actorEmail actorApiKeyId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ConsoleOrganisationAuditLogDocument,
    "\n  query ConsoleOrganisationAuditActions {\n    organisationAuditActions\n  }\n": types.ConsoleOrganisationAuditActionsDocument,
    "\n  query ConsoleEventRefunds($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId\n        cancelled\n        paidOrders\n        refundsSucceeded\n        refundsDue\n        refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleEventRefundsDocument,
    "\n  mutation ConsoleCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { ...ConsoleEventFields } }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleCancelEventDocument,
    "\n  mutation ConsoleDuplicateEvent($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n": types.ConsoleDuplicateEventDocument,
    "\n  query ConsoleWebhookEndpoints {\n    webhookEndpoints { id url eventTypes enabled createdAt }\n    webhookEventTypes { type description }\n  }\n": types.ConsoleWebhookEndpointsDocument,
    "\n  query ConsoleWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 100) { id messageId eventType status attempts lastResponseCode lastError createdAt deliveredAt nextAttemptAt }\n  }\n": types.ConsoleWebhookDeliveriesDocument,
    "\n  mutation ConsoleCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ...ErrorFields }\n  }\n": types.ConsoleCreateWebhookEndpointDocument,
    "\n  mutation ConsoleUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { id enabled } ...ErrorFields }\n  }\n": types.ConsoleUpdateWebhookEndpointDocument,
    "\n  mutation ConsoleDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { __typename ... on WebhookEndpoint { id } ...ErrorFields }\n  }\n": types.ConsoleDeleteWebhookEndpointDocument,
    "\n  mutation ConsolePingWebhookEndpoint($id: ID!) {\n    pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n": types.ConsolePingWebhookEndpointDocument,
    "\n  mutation ConsoleRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n": types.ConsoleRedeliverWebhookDocument,
    "\n  fragment ConsolePromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    boundEmail\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n  }\n": types.ConsolePromoCodeFieldsFragmentDoc,
    "\n  query ConsolePromoCodes($eventId: ID!) {\n    operatorPromoCodes(eventId: $eventId, limit: 100) { ...ConsolePromoCodeFields }\n  }\n": types.ConsolePromoCodesDocument,
    "\n  mutation ConsoleCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleCreatePromoCodesDocument,
    "\n  mutation ConsoleCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleCreateMerchPromoCodesDocument,
    "\n  mutation ConsoleDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) { __typename ... on OperatorPromoCode { id disabledAt } ...ErrorFields }\n  }\n": types.ConsoleDisablePromoCodeDocument,
    "\n  query ConsolePromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } ...ErrorFields }\n  }\n": types.ConsolePromoCodesCsvDocument,
    "\n  query ConsoleOrganisationApplications($status: OrganisationApplicationStatus) {\n    organisationApplications(status: $status, limit: 200) {\n      id\n      status\n      organisationName\n      applicantEmail\n      contactName\n      contactEmail\n      contactPhone\n      country\n      eventTypes\n      description\n      expectedVolume\n      website\n      refusalReason\n      createdAt\n      decidedAt\n    }\n  }\n": types.ConsoleOrganisationApplicationsDocument,
    "\n  mutation ConsoleApproveApplication($id: ID!) {\n    approveOrganisationApplication(id: $id) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved organisation { id slug name } }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleApproveApplicationDocument,
    "\n  mutation ConsoleRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication { id status refusalReason }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleRefuseApplicationDocument,
    "\n  mutation ConsoleStartAttendeesExport($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal } ...ErrorFields }\n  }\n": types.ConsoleStartAttendeesExportDocument,
    "\n  query ConsoleAttendeesExport($id: ID!) {\n    attendeesExport(id: $id) { id status rowsDone rowsTotal fileName contentType fileBase64 }\n  }\n": types.ConsoleAttendeesExportDocument,
    "\n  query ConsoleAttendeesMessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleAttendeesMessagePreviewDocument,
    "\n  mutation ConsoleSendAttendeesMessage($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleSendAttendeesMessageDocument,
    "\n  query ConsoleHandBacks($eventId: ID!) {\n    operatorHandBacks(eventId: $eventId, limit: 50) {\n      counts { listed offered sold withdrawn void }\n      feesKept\n      listings { id ticketNo status faceAmount feeAmount payoutAmount currency listedAt closedAt }\n    }\n  }\n": types.ConsoleHandBacksDocument,
    "\n  query ConsoleWaitingRoom($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n": types.ConsoleWaitingRoomDocument,
    "\n  mutation ConsoleUpdateWaitingRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.ConsoleUpdateWaitingRoomDocument,
    "\n  mutation ConsoleUploadProductImage($file: File!) {\n    uploadProductImage(file: $file) {\n      __typename\n      ... on UploadedImage { path }\n      ...ErrorFields\n      ... on UploadRejectedError { reason maxBytes }\n    }\n  }\n": types.ConsoleUploadProductImageDocument,
    "\n  query ConsolePresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) { eventId open registered invited remaining }\n  }\n": types.ConsolePresaleDocument,
    "\n  mutation ConsoleInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation { invited remaining batch presale { eventId open registered invited remaining } }\n      ...ErrorFields\n    }\n  }\n": types.ConsoleInvitePresaleFansDocument,
    "\n  query Countries {\n    countries { code name }\n  }\n": types.CountriesDocument,
    "\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived { id }\n      ...ErrorFields\n    }\n  }\n": types.SendBusinessEnquiryDocument,
    "\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    timeZone\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n": types.EntryEventFieldsFragmentDoc,
    "\n  query TicketDetail($id: ID!) {\n    walletPassProviders { apple google }\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      handBackOffered\n      handBack { id status faceAmount feeAmount payoutAmount currency paidOutCoins payout payoutMethod payoutState }\n      handBackRefundTo { method minWorkingDays maxWorkingDays }\n      event { ...EntryEventFields cancelledAt address endsAt handBackFeeBps }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat { id area row number }\n      walletPasses { googleSaveUrl applePassUrl }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n": types.TicketDetailDocument,
    "\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) { ticketId status validatedAt validatedEntrance }\n  }\n": types.TicketStatusLiveDocument,
    "\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) { ...EntryEventFields }\n  }\n": types.EventEntryLiveDocument,
    "\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent { expiresInSeconds sentTo }\n      ...ErrorFields\n    }\n  }\n": types.SendTransferCodeDocument,
    "\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone { transferId toEmail }\n      ...ErrorFields\n    }\n  }\n": types.TransferTicketDocument,
    "\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      timeZone\n      venue\n      ticketTypeName\n    }\n  }\n": types.SharedTransferDocument,
    "\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      timeZone\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n": types.PublicTicketStatusDocument,
    "\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event { ...EntryEventFields }\n    }\n  }\n": types.MyEntryGuideDocument,
    "\n  mutation HandBackTickets($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) {\n      __typename\n      ... on Error { code message }\n      ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency payout payoutMethod } }\n    }\n  }\n": types.HandBackTicketsDocument,
    "\n  mutation WithdrawHandBack($id: ID!) {\n    withdrawHandBack(id: $id) {\n      __typename\n      ... on Error { code message }\n      ... on HandBack { id status }\n    }\n  }\n": types.WithdrawHandBackDocument,
    "\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign { id title endsAt }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules { vndPerEntry vndPerFanCoin maxTopupEntries maxInviteEntries inviteMinVnd }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign { id title }\n      }\n    }\n  }\n": types.MyGiveawayDocument,
    "\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign { id slug title drawnAt }\n      ticket {\n        id\n        ticketNo\n        event { id title }\n      }\n    }\n  }\n": types.MyGiveawayVouchersDocument,
    "\n  query MyCodes {\n    myCodes {\n      code\n      kind\n      status\n      personal\n      eventTitle\n      eventSlug\n      eventStartsAt\n      ticketTypeNames\n      forMerchandise\n      productNames\n      discountAmount\n      discountPercent\n      currency\n      startsAt\n      endsAt\n      saleStartsAt\n      usesLeft\n      myUses\n      saved { amount currency }\n      lastUsedAt\n    }\n  }\n": types.MyCodesDocument,
    "\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries { id }\n      winners { id holder }\n    }\n  }\n": types.GiveawayDrawDocument,
    "\n  query MeInvitationCount {\n    myOrganisationInvitations { id }\n  }\n": types.MeInvitationCountDocument,
    "\n  fragment MerchCard on MerchProduct {\n    id\n    slug\n    name\n    imageUrl\n    pickupOnly\n    ticketHolderOnly\n    desktopOnly\n    inStock\n    price { amount currency }\n  }\n": types.MerchCardFragmentDoc,
    "\n  query MerchProducts($first: Int!, $after: String) {\n    merchProducts(first: $first, after: $after) {\n      edges { node { ...MerchCard } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MerchProductsDocument,
    "\n  query MerchProduct($slug: String!) {\n    merchProduct(slug: $slug) {\n      ...MerchCard\n      description\n      images\n      maxPerAccount\n      myRemainingLimit\n      pickupDates\n      myEligibleTicketNos\n      event { id title venue }\n      variants(first: 50) {\n        edges {\n          node {\n            id\n            sku\n            size\n            colour\n            stock\n            soldOut\n          }\n        }\n      }\n    }\n  }\n": types.MerchProductDocument,
    "\n  fragment AddressFields on Address {\n    id\n    recipient\n    phone\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    isDefault\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n": types.MyAddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) { __typename ...AddressFields ...ErrorFields }\n  }\n": types.AddAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { __typename ...ErrorFields }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) { __typename ...ErrorFields }\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SecureMerch($input: SecureMerchInput!) {\n    secureMerch(input: $input) {\n      __typename\n      ... on MerchSecured {\n        order { id orderNo }\n      }\n      ... on LimitReachedError { limit remaining }\n      ... on OutOfStockError { available }\n      ... on TicketOfAnotherEventError { eventTitle }\n      ...ErrorFields\n    }\n  }\n": types.SecureMerchDocument,
    "\n  fragment MerchOrderFields on MerchOrder {\n    id\n    orderNo\n    status\n    tab\n    itemCount\n    pickup\n    pickupDate\n    fulfilment\n    fulfilmentTrack\n    expiresAt\n    paidAt\n    createdAt\n    total { amount currency }\n    promoCode { code discount { amount currency } }\n    event { id title venue }\n    shippingAddress { recipient phone line1 line2 city region postalCode country }\n    logistics { id status note at }\n    items {\n      id\n      quantity\n      redeemed\n      unitPrice { amount currency }\n      variant { id size colour }\n      product { id slug name imageUrl }\n    }\n  }\n": types.MerchOrderFieldsFragmentDoc,
    "\n  query CheckMerchCode($variantId: ID!, $quantity: Int!, $code: String!) {\n    checkMerchCode(variantId: $variantId, quantity: $quantity, code: $code) {\n      __typename\n      ... on MerchCodeCheck { code discountAmount discountPercent endsAt }\n      ...ErrorFields\n    }\n  }\n": types.CheckMerchCodeDocument,
    "\n  query MerchOrder($orderNo: String!) {\n    merchOrder(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n": types.MerchOrderDocument,
    "\n  subscription OrderLogistics($orderNo: String!) {\n    orderLogistics(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n": types.OrderLogisticsDocument,
    "\n  query MyMerchOrders($tab: MerchOrderTab!, $after: String) {\n    myMerchOrders(tab: $tab, first: 20, after: $after) {\n      edges { node { ...MerchOrderFields } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyMerchOrdersDocument,
    "\n  mutation CancelMerchOrder($orderNo: String!) {\n    cancelMerchOrder(orderNo: $orderNo) { __typename ...MerchOrderFields ...ErrorFields }\n  }\n": types.CancelMerchOrderDocument,
    "\n  fragment QueuePlaceFields on QueuePlace {\n    eventSlug\n    status\n    position\n    aheadCount\n    waitingCount\n    estimatedWaitSeconds\n    stockLeft\n    opensAt\n    joinedAt\n    admission {\n      token\n      expiresAt\n    }\n    offer {\n      orderNo\n      ticketTypeId\n      ticketTypeName\n      quantity\n      expiresAt\n      requiresIdentity\n    }\n    accessibleSeatsAvailable\n  }\n": types.QueuePlaceFieldsFragmentDoc,
    "\n  fragment WaitingRoomFields on WaitingRoom {\n    eventSlug\n    state\n    opensAt\n    seedHash\n    seed\n    admissionRatePerMinute\n    waitingCount\n    stockLeft\n  }\n": types.WaitingRoomFieldsFragmentDoc,
    "\n  query QueuePage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      timeZone\n      desktopOnly\n      waitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n": types.QueuePageDocument,
    "\n  query MyQueuePlace($slug: String!) {\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n": types.MyQueuePlaceDocument,
    "\n  subscription QueuePosition($slug: String!) {\n    queuePosition(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n": types.QueuePositionDocument,
    "\n  mutation JoinQueue($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on JoinQueueSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": types.JoinQueueDocument,
    "\n  mutation JoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) {\n      __typename\n      ... on JoinWaitingListSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": types.JoinWaitingListDocument,
    "\n  mutation LeaveQueue($slug: String!) {\n    leaveQueue(eventSlug: $slug) {\n      __typename\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": types.LeaveQueueDocument,
    "\n  query QueueOfferSeats($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      items {\n        id\n        seat {\n          id\n          area\n          row\n          number\n        }\n      }\n    }\n  }\n": types.QueueOfferSeatsDocument,
    "\n  query QueueOfferIdentities($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      orderNo\n      items {\n        id\n        kind\n        identity {\n          id\n          maskedName\n          maskedDocNumber\n        }\n      }\n    }\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n    }\n  }\n": types.QueueOfferIdentitiesDocument,
    "\n  mutation QueueAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity {\n        id\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": types.QueueAddIdentityDocument,
    "\n  mutation QueueNameOfferTickets($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Order {\n        id\n        items {\n          id\n          identity {\n            id\n            maskedName\n            maskedDocNumber\n          }\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n": types.QueueNameOfferTicketsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...ErrorFields }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) { __typename ...SessionUser ...ErrorFields }\n  }\n": types.SetPayPasswordDocument,
    "\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) { __typename ...ErrorFields }\n  }\n": types.ChangePayPasswordDocument,
    "\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode { __typename ...ErrorFields }\n  }\n": types.SendPayPasswordCodeDocument,
    "\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) { __typename ...ErrorFields }\n  }\n": types.ResetPayPasswordDocument,
    "\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode { __typename ...ErrorFields }\n  }\n": types.SendCurrentEmailCodeDocument,
    "\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) { __typename ...ErrorFields }\n  }\n": types.SendNewEmailCodeDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n": types.ChangeEmailDocument,
    "\n  query PhoneDialCodes {\n    countries { code name dialCode }\n    me { id area }\n  }\n": types.PhoneDialCodesDocument,
    "\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) { __typename ...ErrorFields }\n  }\n": types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n": types.VerifyPhoneDocument,
    "\n  mutation SkipPhoneVerification {\n    skipPhoneVerification { __typename ...SessionUser ...ErrorFields }\n  }\n": types.SkipPhoneVerificationDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ExportMyData($password: String!) {\n    exportMyData(password: $password) {\n      __typename\n      ... on MyDataExport { fileName data }\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n    }\n  }\n": types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      __typename\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n      ... on AccountDeletionBlockedError { reasons }\n    }\n  }\n": types.DeleteMyAccountDocument,
    "\n  query MySeatingNeed {\n    mySeatingNeed { wheelchair companions updatedAt }\n  }\n": types.MySeatingNeedDocument,
    "\n  mutation SetSeatingNeed($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions updatedAt } ...ErrorFields }\n  }\n": types.SetSeatingNeedDocument,
    "\n  mutation DeleteSeatingNeed {\n    deleteSeatingNeed { ok }\n  }\n": types.DeleteSeatingNeedDocument,
    "\n  query SupportOptions {\n    supportOptions { minTextLength issueTypes email hotline }\n  }\n": types.SupportOptionsDocument,
    "\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    eventName\n    orderNo\n    messages { id fromStaff body createdAt }\n  }\n": types.SupportIssueFieldsFragmentDoc,
    "\n  fragment SupportOrderChoice on Order {\n    id\n    orderNo\n    kind\n    createdAt\n    event { id title }\n  }\n": types.SupportOrderChoiceFragmentDoc,
    "\n  query SupportOrderChoices {\n    paid: myOrders(tab: COMPLETED, first: 20) { edges { node { ...SupportOrderChoice } } }\n    awaiting: myOrders(tab: AVAILABLE, first: 5) { edges { node { ...SupportOrderChoice } } }\n    others: myOrders(tab: OTHERS, first: 10) { edges { node { ...SupportOrderChoice } } }\n  }\n": types.SupportOrderChoicesDocument,
    "\n  query MySupportIssues {\n    mySupportIssues { ...SupportIssueFields }\n  }\n": types.MySupportIssuesDocument,
    "\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id email }\n      ...ErrorFields\n      ... on IssueTextTooShortError { minLength }\n    }\n  }\n": types.CreateSupportIssueDocument,
    "\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ...SupportIssueFields\n      ...ErrorFields\n    }\n  }\n": types.ReplyToSupportIssueDocument,
    "\n  query EventDetail($slug: String!) {\n    event(slug: $slug) {\n      ...EventCard\n      about\n      address\n      handBackEnabled\n      handBackFeeBps\n      presaleRegistration\n      cancelledAt\n      endsAt\n      doorsOpenAt\n      saleMode\n      saleStartsAt\n      saleEndsAt\n      currency\n      maxTicketsPerAccount\n      waitingRoom {\n        eventSlug\n        state\n        opensAt\n        fairnessLogUrl\n        fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n      }\n      ticketTypes(first: 20) {\n        edges {\n          node {\n            id\n            name\n            area\n            description\n            seated\n            seatSelection\n            entrance\n            available\n            capacity\n            price { amount currency }\n            rows { row available total }\n          }\n        }\n      }\n    }\n  }\n": types.EventDetailDocument,
    "\n  query ChooserContext {\n    me { id isPhoneVerified phoneVerificationSkipped }\n    myIdentities { id docType maskedName maskedDocNumber }\n  }\n": types.ChooserContextDocument,
    "\n  query CheckPromoCode($eventSlug: String!, $code: String!) {\n    checkPromoCode(eventSlug: $eventSlug, code: $code) {\n      __typename\n      ... on PromoCodeCheck {\n        code\n        kind\n        ticketTypeIds\n        accessTicketTypeIds\n        discountAmount\n        discountPercent\n        endsAt\n        saleStartsAt\n        unlockedTicketTypes {\n          id\n          name\n          area\n          description\n          seated\n          seatSelection\n          entrance\n          available\n          capacity\n          price { amount currency }\n          rows { row available total }\n        }\n      }\n      ...ErrorFields\n    }\n  }\n": types.CheckPromoCodeDocument,
    "\n  mutation SecureTickets($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on TicketsSecured {\n        order { id orderNo }\n      }\n      ... on TicketLimitReachedError { limit remaining }\n      ... on SeatsTakenError {\n        seats { id area row number status access }\n        alternatives { id area row number status access }\n      }\n      ...ErrorFields\n    }\n  }\n": types.SecureTicketsDocument,
    "\n  fragment OrderSummary on Order {\n    id\n    orderNo\n    kind\n    status\n    itemCount\n    expiresAt\n    paidAt\n    createdAt\n    totalAmount { amount currency }\n    event {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      venue\n      coverImageUrl\n    }\n  }\n": types.OrderSummaryFragmentDoc,
    "\n  query TicketOrder($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      ...OrderSummary\n      cancelledAt\n      maxPaymentAttempts\n      promoCode { code kind discount { amount currency } }\n      event { id city requiresIdentity }\n      items {\n        id\n        quantity\n        unitAmount { amount currency }\n        ticketType { id name area seated }\n        seat { id area row number }\n        identity { id maskedName maskedDocNumber }\n        tickets {\n          id\n          ticketNo\n          seat { id row number }\n        }\n      }\n    }\n  }\n": types.TicketOrderDocument,
    "\n  mutation CancelOrder($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) {\n      __typename\n      ... on Order { id status cancelledAt }\n      ...ErrorFields\n    }\n  }\n": types.CancelOrderDocument,
    "\n  query MyOrders($tab: OrderListTab!, $kind: OrderKind, $after: String) {\n    myOrders(tab: $tab, kind: $kind, first: 20, after: $after) {\n      edges { node { ...OrderSummary } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyTicketList($tab: TicketListTab!, $after: String) {\n    myTickets(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          transferredAway\n          resoldThroughHandBack\n          purchasedAt\n          ticketType { id name area }\n          seat { id area row number }\n          event {\n            id\n            title\n            startsAt\n            timeZone\n            venue\n            coverImageUrl\n            cancelledAt\n          }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.MyTicketListDocument,
    "\n  query MyIdentities {\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n      createdAt\n    }\n  }\n": types.MyIdentitiesDocument,
    "\n  mutation AddAudienceIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n": types.AddAudienceIdentityDocument,
    "\n  mutation UpdateAudienceIdentity($id: ID!, $input: AudienceIdentityInput!) {\n    updateAudienceIdentity(id: $id, input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n": types.UpdateAudienceIdentityDocument,
    "\n  mutation DeleteAudienceIdentity($id: ID!) {\n    deleteAudienceIdentity(id: $id) { __typename ...ErrorFields }\n  }\n": types.DeleteAudienceIdentityDocument,
    "\n  query PurchaseEvents {\n    events(first: 50, filter: { upcoming: true }) {\n      edges {\n        node {\n          id\n          slug\n          title\n          startsAt\n          timeZone\n          saleState\n          saleMode\n          desktopOnly\n        }\n      }\n    }\n  }\n": types.PurchaseEventsDocument,
    "\n  query EventCities {\n    eventCities\n  }\n": types.EventCitiesDocument,
    "\n  query MyPresaleInterest($slug: String!) {\n    event(slug: $slug) {\n      id\n      myPresaleInterest { id invited invitedAt registeredAt }\n    }\n  }\n": types.MyPresaleInterestDocument,
    "\n  mutation RegisterPresaleInterest($eventId: ID!) {\n    registerPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleInterest { id invited }\n      ... on Error { code message }\n    }\n  }\n": types.RegisterPresaleInterestDocument,
    "\n  mutation WithdrawPresaleInterest($eventId: ID!) {\n    withdrawPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleWithdrawal { withdrawn }\n      ... on Error { code message }\n    }\n  }\n": types.WithdrawPresaleInterestDocument,
    "\n  query ChooseAccessibleSpaces($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      accessibleSpaces { wheelchair { id } }\n    }\n  }\n": types.ChooseAccessibleSpacesDocument,
    "\n  query EventSeatMap($slug: String!) {\n    event(slug: $slug) {\n      id\n      seatMap {\n        area\n        ticketType { id name seatSelection price { amount currency } }\n        rows { row seats { id area row number status access } }\n      }\n    }\n  }\n": types.EventSeatMapDocument,
    "\n  query BestAvailableSeats($slug: String!, $ticketTypeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      bestAvailableSeats(ticketTypeId: $ticketTypeId, quantity: $quantity) { id area row number status access }\n    }\n  }\n": types.BestAvailableSeatsDocument,
    "\n  subscription SeatMapChanges($eventId: ID!) {\n    seatMapChanges(eventId: $eventId) {\n      eventId\n      seats { id status }\n    }\n  }\n": types.SeatMapChangesDocument,
    "\n  query SeatMapAccess($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      timeZone\n      accessibleSeatsReleaseAt\n      accessibleSpaces {\n        wheelchair { id area row number status access }\n        companions { id area row number status access }\n      }\n    }\n  }\n": types.SeatMapAccessDocument,
    "\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n": types.SavedCardFieldsFragmentDoc,
    "\n  query Wallet($first: Int!, $after: String) {\n    wallet {\n      id\n      balance { amount }\n      transactions(first: $first, after: $after) {\n        edges {\n          node {\n            id\n            kind\n            reference\n            paidFor\n            handBackSale\n            createdAt\n            amount { amount }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.WalletDocument,
    "\n  subscription WalletBalance {\n    walletBalance { amount }\n  }\n": types.WalletBalanceDocument,
    "\n  fragment PaymentAcceptedFields on PaymentAccepted {\n    orderNo\n    paymentNo\n    status\n    redirectUrl\n  }\n": types.PaymentAcceptedFieldsFragmentDoc,
    "\n  mutation TopUp($input: TopUpInput!) {\n    topUp(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n": types.TopUpDocument,
    "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n": types.PayOrderDocument,
    "\n  fragment PaymentOptionsFields on PaymentOptions {\n    methods\n    cardEntry\n    testMode\n  }\n": types.PaymentOptionsFieldsFragmentDoc,
    "\n  query PayableOrder($orderNo: String!) {\n    payableOrder(orderNo: $orderNo) {\n      __typename\n      ... on PayableOrder {\n        orderNo\n        kind\n        status\n        title\n        description\n        amount { amount currency }\n        fanCoinAmount { amount }\n        expiresAt\n        attemptsLeft\n        walletBalance { amount }\n        payPasswordSetUp\n      }\n      ... on Error { code message }\n    }\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n": types.PayableOrderDocument,
    "\n  query SavedCards {\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n": types.SavedCardsDocument,
    "\n  mutation DeleteSavedCard($id: ID!) {\n    deleteSavedCard(id: $id) { __typename ...ErrorFields }\n  }\n": types.DeleteSavedCardDocument,
    "\n  fragment PaymentResultFields on PaymentResult {\n    orderNo\n    kind\n    status\n    reason\n    method\n    canRetry\n    attemptsLeft\n    orderStatus\n    title\n    description\n    amount { amount currency }\n  }\n": types.PaymentResultFieldsFragmentDoc,
    "\n  query PaymentResult($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) {\n      __typename\n      ...PaymentResultFields\n      ... on Error { code message }\n    }\n  }\n": types.PaymentResultDocument,
    "\n  subscription PaymentResultLive($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) { ...PaymentResultFields }\n  }\n": types.PaymentResultLiveDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n": types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me { ...SessionUser }\n  }\n": types.SessionMeDocument,
    "\n  mutation SignOut {\n    signOut { ok }\n  }\n": types.SignOutDocument,
    "\n  fragment CliErrorFields on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n  }\n": types.CliErrorFieldsFragmentDoc,
    "\n  fragment CliEventFields on OperatorEvent {\n    id\n    slug\n    title\n    venue\n    city\n    timeZone\n    startsAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    saleState\n    lifecycle\n    publishedAt\n    cancelledAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    ticketTypes {\n      id\n      name\n      area\n      capacity\n      sold\n      seated\n      price {\n        amount\n        currency\n      }\n    }\n  }\n": types.CliEventFieldsFragmentDoc,
    "\n  fragment CliApiKeyFields on ApiKey {\n    id\n    name\n    scopes\n    rateLimitPerMinute\n    expiresAt\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.CliApiKeyFieldsFragmentDoc,
    "\n  mutation CliSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        deviceToken\n        user {\n          email\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliSignInDocument,
    "\n  query CliWhoami {\n    operatorIdentity {\n      organisationId\n      organisationName\n      scopes\n      apiKey\n    }\n  }\n": types.CliWhoamiDocument,
    "\n  query CliMyOrganisations {\n    myOrganisations {\n      id\n      slug\n      name\n      role\n    }\n  }\n": types.CliMyOrganisationsDocument,
    "\n  query CliEvents($first: Int, $after: String, $search: String) {\n    operatorEvents(first: $first, after: $after, search: $search) {\n      edges {\n        node {\n          ...CliEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CliEventsDocument,
    "\n  query CliEvent($id: ID!) {\n    operatorEvent(id: $id) {\n      ...CliEventFields\n    }\n  }\n": types.CliEventDocument,
    "\n  mutation CliCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": types.CliCreateEventDocument,
    "\n  mutation CliUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": types.CliUpdateEventDocument,
    "\n  mutation CliAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorTicketType {\n        id\n        area\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliAddTicketTypeDocument,
    "\n  mutation CliImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliImportSeatMapDocument,
    "\n  mutation CliSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliSetSeatMapDocument,
    "\n  mutation CliSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": types.CliSalesDocument,
    "\n  mutation CliPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n": types.CliPublishDocument,
    "\n  mutation CliCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation {\n        alreadyCancelled\n        ordersRefunded\n        paymentsRefunded\n        refundsPending\n        event {\n          id\n          slug\n          cancelledAt\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliCancelDocument,
    "\n  mutation CliCover($eventId: ID!, $file: File!) {\n    uploadEventCover(eventId: $eventId, file: $file) {\n      __typename\n      ... on OperatorEvent {\n        id\n        coverImageUrl\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliCoverDocument,
    "\n  query CliSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) {\n      __typename\n      ... on QuerySalesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliSalesCsvDocument,
    "\n  mutation CliRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded {\n        full\n        repeated\n        refund {\n          refundNo\n          orderAmount\n          status\n          amount {\n            amount\n            currency\n          }\n        }\n        order {\n          orderNo\n          status\n          total {\n            amount\n            currency\n          }\n          refundable {\n            amount\n            currency\n          }\n        }\n      }\n      ... on RefundTooLargeError {\n        refundable {\n          amount\n          currency\n        }\n      }\n      ... on OrderNotRefundableError {\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliRefundOrderDocument,
    "\n  query CliOrders($first: Int, $after: String, $search: String, $eventId: ID, $status: OrderStatus) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId, status: $status) {\n      edges {\n        node {\n          id\n          orderNo\n          eventId\n          status\n          buyerNickname\n          total {\n            amount\n            currency\n          }\n          createdAt\n          paidAt\n          lines {\n            ticketType\n            area\n            quantity\n            unitAmount\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CliOrdersDocument,
    "\n  query CliAttendees($eventId: ID!, $first: Int, $after: String, $search: String, $status: TicketStatus) {\n    operatorAttendees(eventId: $eventId, first: $first, after: $after, search: $search, status: $status) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          ticketType\n          area\n          seat\n          holderNickname\n          validatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CliAttendeesDocument,
    "\n  mutation CliCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey {\n        key\n        apiKey {\n          ...CliApiKeyFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliCreateKeyDocument,
    "\n  query CliKeys {\n    apiKeys {\n      ...CliApiKeyFields\n    }\n  }\n": types.CliKeysDocument,
    "\n  mutation CliRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      __typename\n      ...CliApiKeyFields\n      ...CliErrorFields\n    }\n  }\n": types.CliRevokeKeyDocument,
    "\n  query CliScopes {\n    apiKeyScopes {\n      scope\n      description\n    }\n  }\n": types.CliScopesDocument,
    "\n  query CliEventBySlug($slug: String!) {\n    event(slug: $slug) {\n      id\n    }\n  }\n": types.CliEventBySlugDocument,
    "\n  mutation CliEntry($input: UpdateEventEntryInput!) {\n    updateEventEntry(input: $input) {\n      __typename\n      slug\n      entryState\n      queueOpensAt\n      doorsOpenAt\n      entryNote\n    }\n  }\n": types.CliEntryDocument,
    "\n  mutation CliAdvance($input: AdvanceMerchOrderInput!) {\n    advanceMerchOrder(input: $input) {\n      __typename\n      ... on MerchOrder {\n        orderNo\n        fulfilment\n        logistics {\n          status\n          at\n          note\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliAdvanceDocument,
    "\n  query CliIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 200) {\n      id\n      ref\n      type\n      status\n      text\n      createdAt\n    }\n  }\n": types.CliIssuesDocument,
    "\n  mutation CliAnswer($id: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $id, body: $body, close: $close) {\n      __typename\n      ... on SupportIssue {\n        id\n        ref\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliAnswerDocument,
    "\n  query CliAudit($filter: AuditFilterInput, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          at\n          action\n          outcome\n          actorUserId\n          targetType\n          targetId\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CliAuditDocument,
    "\n  fragment CliOrganisationFields on Organisation {\n    id\n    slug\n    name\n    memberCount\n    createdAt\n  }\n": types.CliOrganisationFieldsFragmentDoc,
    "\n  query CliOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges {\n        node {\n          ...CliOrganisationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CliOrganisationsDocument,
    "\n  mutation CliCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation {\n        organisation {\n          ...CliOrganisationFields\n        }\n        ownerUserId\n        ownerEmail\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliCreateOrganisationDocument,
    "\n  mutation CliGiveawayCommit($slug: String!, $seed: String) {\n    commitGiveawayDraw(slug: $slug, seed: $seed) {\n      __typename\n      ... on GiveawaySeedCommitment {\n        seedCommitment\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliGiveawayCommitDocument,
    "\n  mutation CliGiveawayDraw($slug: String!) {\n    drawGiveaway(slug: $slug) {\n      __typename\n      ...PublicGiveawayDrawFields\n      ...CliErrorFields\n    }\n  }\n": types.CliGiveawayDrawDocument,
    "\n  query CliTeam {\n    organisationMembers {\n      userId\n      email\n      nickname\n      role\n      joinedAt\n    }\n    organisationInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n    }\n  }\n": types.CliTeamDocument,
    "\n  mutation CliInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) {\n      __typename\n      ... on OrganisationInvitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliInviteMemberDocument,
    "\n  mutation CliSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliSetMemberRoleDocument,
    "\n  mutation CliRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliRemoveMemberDocument,
    "\n  fragment CliApplicationFields on OrganisationApplication {\n    id\n    status\n    organisationName\n    applicantEmail\n    contactName\n    contactEmail\n    contactPhone\n    country\n    eventTypes\n    expectedVolume\n    website\n    description\n    refusalReason\n    organisationId\n    createdAt\n    decidedAt\n  }\n": types.CliApplicationFieldsFragmentDoc,
    "\n  query CliApplications($status: OrganisationApplicationStatus, $limit: Int) {\n    organisationApplications(status: $status, limit: $limit) {\n      ...CliApplicationFields\n    }\n  }\n": types.CliApplicationsDocument,
    "\n  mutation CliApproveApplication($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication {\n        alreadyApproved\n        application {\n          ...CliApplicationFields\n        }\n        organisation {\n          ...CliOrganisationFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliApproveApplicationDocument,
    "\n  mutation CliRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication {\n        ...CliApplicationFields\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliRefuseApplicationDocument,
    "\n  fragment CliPromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n    boundEmail\n    createdAt\n  }\n": types.CliPromoCodeFieldsFragmentDoc,
    "\n  query CliPromoCodes($eventId: ID!, $batch: String, $limit: Int) {\n    operatorPromoCodes(eventId: $eventId, batch: $batch, limit: $limit) {\n      ...CliPromoCodeFields\n    }\n  }\n": types.CliPromoCodesDocument,
    "\n  query CliPromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) {\n      __typename\n      ... on QueryPromoCodesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliPromoCodesCsvDocument,
    "\n  mutation CliCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliCreatePromoCodesDocument,
    "\n  mutation CliCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliCreateMerchPromoCodesDocument,
    "\n  mutation CliDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) {\n      __typename\n      ... on OperatorPromoCode {\n        ...CliPromoCodeFields\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliDisablePromoCodeDocument,
    "\n  query CliPresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) {\n      open\n      registered\n      invited\n      remaining\n    }\n  }\n": types.CliPresaleDocument,
    "\n  mutation CliInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation {\n        invited\n        remaining\n        batch\n      }\n      ...CliErrorFields\n    }\n  }\n": types.CliInvitePresaleFansDocument,
    "\n  query PublicWaitingRoomDraw($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      state\n      seedHash\n      seed\n      drawHash\n      drawList\n    }\n  }\n": types.PublicWaitingRoomDrawDocument,
    "\n  fragment PublicGiveawayDrawFields on GiveawayDraw {\n    algorithm\n    seedCommitment\n    seed\n    entriesHash\n    entries {\n      id\n      holder\n    }\n    winners {\n      id\n      holder\n    }\n    campaign {\n      slug\n      winnersCount\n      drawnAt\n    }\n  }\n": types.PublicGiveawayDrawFieldsFragmentDoc,
    "\n  query PublicGiveawayDrawRecord($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      ...PublicGiveawayDrawFields\n    }\n  }\n": types.PublicGiveawayDrawRecordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesktopContact {\n    supportOptions { email hotline officeAddress }\n  }\n"): (typeof documents)["\n  query DesktopContact {\n    supportOptions { email hotline officeAddress }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    timeZone\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom { amount currency }\n  }\n"): (typeof documents)["\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    timeZone\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom { amount currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node { ...EventCard }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node { ...EventCard }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n"): (typeof documents)["\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) { ...QrPassFields }\n  }\n"): (typeof documents)["\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) { ...QrPassFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) { __typename ...QrPassFields ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) { __typename ...QrPassFields ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) { ...QrPassFields }\n  }\n"): (typeof documents)["\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) { ...QrPassFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n"): (typeof documents)["\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentNotice {\n    currentNotice { id title content level }\n  }\n"): (typeof documents)["\n  query CurrentNotice {\n    currentNotice { id title content level }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent { expiresInSeconds }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent { expiresInSeconds }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ErrorFields on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues { field messageKey }\n    }\n    ... on TooManyAttemptsError { retryAfterSeconds }\n    ... on PayPasswordLockedError { retryAfterSeconds }\n    ... on WrongPayPasswordError { attemptsLeft }\n  }\n"): (typeof documents)["\n  fragment ErrorFields on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues { field messageKey }\n    }\n    ... on TooManyAttemptsError { retryAfterSeconds }\n    ... on PayPasswordLockedError { retryAfterSeconds }\n    ... on WrongPayPasswordError { attemptsLeft }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus { email registered }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus { email registered }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedIn on AuthPayload {\n    token\n    deviceToken\n    user { ...SessionUser }\n  }\n"): (typeof documents)["\n  fragment SignedIn on AuthPayload {\n    token\n    deviceToken\n    user { ...SessionUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { __typename ...SignedIn ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganisationInvitations {\n    myOrganisationInvitations { id organisationName role invitedAt expiresAt }\n  }\n"): (typeof documents)["\n  query MyOrganisationInvitations {\n    myOrganisationInvitations { id organisationName role invitedAt expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOrganisationInvitation($id: ID!) {\n    acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation AcceptOrganisationInvitation($id: ID!) {\n    acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineOrganisationInvitation($id: ID!) {\n    declineOrganisationInvitation(id: $id) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation DeclineOrganisationInvitation($id: ID!) {\n    declineOrganisationInvitation(id: $id) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganisationApplication {\n    myOrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n  }\n"): (typeof documents)["\n  query MyOrganisationApplication {\n    myOrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganiserCountries {\n    countries { code name }\n  }\n"): (typeof documents)["\n  query OrganiserCountries {\n    countries { code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForOrganisation($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForOrganisation($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName refusalReason organisationId createdAt decidedAt }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganisations {\n    myOrganisations { id slug name role }\n    operatorIdentity { scopes }\n  }\n"): (typeof documents)["\n  query ConsoleOrganisations {\n    myOrganisations { id slug name role }\n    operatorIdentity { scopes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePlatformOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges { node { id slug name memberCount createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ConsolePlatformOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges { node { id slug name memberCount createdAt } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) { __typename ... on CreatedOrganisation { organisation { id slug name } ownerEmail } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) { __typename ... on CreatedOrganisation { organisation { id slug name } ownerEmail } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleEventFields on OperatorEvent {\n    id\n    slug\n    title\n    subtitle\n    about\n    aboutByLanguage { lang text }\n    venue\n    city\n    address\n    latitude\n    longitude\n    timeZone\n    startsAt\n    endsAt\n    doorsOpenAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    cancelledAt\n    saleState\n    lifecycle\n    publishedAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    transferLockHours\n    requiresIdentity\n    desktopOnly\n    singlePaymentAttempt\n    handBackEnabled\n    handBackFeeBps\n    presaleRegistration\n    accessibleReleaseAt\n    accessibleSeatsReleaseAt\n    updatedAt\n    ticketTypes { id name area description price { amount currency } capacity sold seated hidden seatSelection }\n  }\n"): (typeof documents)["\n  fragment ConsoleEventFields on OperatorEvent {\n    id\n    slug\n    title\n    subtitle\n    about\n    aboutByLanguage { lang text }\n    venue\n    city\n    address\n    latitude\n    longitude\n    timeZone\n    startsAt\n    endsAt\n    doorsOpenAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    cancelledAt\n    saleState\n    lifecycle\n    publishedAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    transferLockHours\n    requiresIdentity\n    desktopOnly\n    singlePaymentAttempt\n    handBackEnabled\n    handBackFeeBps\n    presaleRegistration\n    accessibleReleaseAt\n    accessibleSeatsReleaseAt\n    updatedAt\n    ticketTypes { id name area description price { amount currency } capacity sold seated hidden seatSelection }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEvents($search: String, $after: String) {\n    operatorEvents(first: 50, search: $search, after: $after) {\n      edges { node { id slug title venue city timeZone startsAt saleState lifecycle salesPaused cancelledAt isHot ticketTypes { id capacity sold } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleEvents($search: String, $after: String) {\n    operatorEvents(first: 50, search: $search, after: $after) {\n      edges { node { id slug title venue city timeZone startsAt saleState lifecycle salesPaused cancelledAt isHot ticketTypes { id capacity sold } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEvent($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleEventFields }\n  }\n"): (typeof documents)["\n  query ConsoleEvent($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleFairnessReport($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      fairnessLogUrl\n      fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleFairnessReport($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      fairnessLogUrl\n      fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetEventSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) { __typename ... on OperatorEvent { ...ConsoleEventFields } ... on SaleScheduledError { opensAt } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleSetEventSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) { __typename ... on OperatorEvent { ...ConsoleEventFields } ... on SaleScheduledError { opensAt } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsolePublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsolePublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateTicketType($id: ID!, $input: UpdateTicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name price { amount currency } capacity hidden seatSelection } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateTicketType($id: ID!, $input: UpdateTicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name price { amount currency } capacity hidden seatSelection } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleSalesFigures on OperatorSalesFigures {\n    eventId\n    at\n    capacity\n    sold\n    held\n    revenue { amount currency }\n    paidOrders\n    queueWaiting\n    queueAdmitted\n    scansAccepted\n    scansRefused\n    perMinute { minute sold scans }\n    ticketTypes { id name capacity taken }\n    accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } }\n  }\n"): (typeof documents)["\n  fragment ConsoleSalesFigures on OperatorSalesFigures {\n    eventId\n    at\n    capacity\n    sold\n    held\n    revenue { amount currency }\n    paidOrders\n    queueWaiting\n    queueAdmitted\n    scansAccepted\n    scansRefused\n    perMinute { minute sold scans }\n    ticketTypes { id name capacity taken }\n    accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConsoleSalesFiguresLive($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { ...ConsoleSalesFigures }\n  }\n"): (typeof documents)["\n  subscription ConsoleSalesFiguresLive($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { ...ConsoleSalesFigures }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSalesFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { ...ConsoleSalesFigures } ...ErrorFields }\n  }\n"): (typeof documents)["\n  query ConsoleSalesFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { ...ConsoleSalesFigures } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrders($eventId: ID, $search: String, $status: OrderStatus, $after: String, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, search: $search, status: $status, after: $after, revealEmails: $revealEmails) {\n      edges {\n        node {\n          id orderNo eventId status total { amount currency } buyerNickname buyerEmail lines { ticketType area quantity } createdAt paidAt\n          refundable { amount currency }\n          refunds { refundNo orderAmount status cause }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n"): (typeof documents)["\n  query ConsoleOrders($eventId: ID, $search: String, $status: OrderStatus, $after: String, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, search: $search, status: $status, after: $after, revealEmails: $revealEmails) {\n      edges {\n        node {\n          id orderNo eventId status total { amount currency } buyerNickname buyerEmail lines { ticketType area quantity } createdAt paidAt\n          refundable { amount currency }\n          refunds { refundNo orderAmount status cause }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded { full refund { refundNo orderAmount status } order { id orderNo status refundable { amount currency } } }\n      ... on RefundTooLargeError { refundable { amount currency } }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded { full refund { refundNo orderAmount status } order { id orderNo status refundable { amount currency } } }\n      ... on RefundTooLargeError { refundable { amount currency } }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttendees($eventId: ID!, $search: String, $after: String, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search, after: $after, revealEmails: $revealEmails) {\n      edges { node { id ticketNo status ticketType area seat holderNickname holderEmail orderNo buyerEmail validatedAt validatedEntrance } }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n"): (typeof documents)["\n  query ConsoleAttendees($eventId: ID!, $search: String, $after: String, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search, after: $after, revealEmails: $revealEmails) {\n      edges { node { id ticketNo status ticketType area seat holderNickname holderEmail orderNo buyerEmail validatedAt validatedEntrance } }\n      pageInfo { hasNextPage endCursor }\n    }\n    operatorIdentity { scopes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttendeesCsv($eventId: ID!) {\n    attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ...ErrorFields }\n  }\n"): (typeof documents)["\n  query ConsoleAttendeesCsv($eventId: ID!) {\n    attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ...ErrorFields }\n  }\n"): (typeof documents)["\n  query ConsoleSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApiKeys {\n    apiKeys { id name scopes rateLimitPerMinute expiresAt createdAt lastUsedAt revokedAt }\n    apiKeyScopes { scope description }\n  }\n"): (typeof documents)["\n  query ConsoleApiKeys {\n    apiKeys { id name scopes rateLimitPerMinute expiresAt createdAt lastUsedAt revokedAt }\n    apiKeyScopes { scope description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { __typename ... on CreatedApiKey { key apiKey { id } } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) { __typename ... on CreatedApiKey { key apiKey { id } } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSupportIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 100) { id ref type status text email createdAt eventName orderNo ticketNo messages { id fromStaff body createdAt } }\n  }\n"): (typeof documents)["\n  query ConsoleSupportIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 100) { id ref type status text email createdAt eventName orderNo ticketNo messages { id fromStaff body createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAnswerSupportIssue($issueId: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $issueId, body: $body, close: $close) { __typename ... on SupportIssue { id status } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleAnswerSupportIssue($issueId: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $issueId, body: $body, close: $close) { __typename ... on SupportIssue { id status } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleSeatMapFields on OperatorEvent {\n    id\n    slug\n    title\n    saleState\n    ticketTypes { id name area seated capacity sold seatSelection price { amount currency } }\n    seatMap { area ticketTypeId rows { row seats { number status access } } }\n  }\n"): (typeof documents)["\n  fragment ConsoleSeatMapFields on OperatorEvent {\n    id\n    slug\n    title\n    saleState\n    ticketTypes { id name area seated capacity sold seatSelection price { amount currency } }\n    seatMap { area ticketTypeId rows { row seats { number status access } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSeatMap($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleSeatMapFields }\n  }\n"): (typeof documents)["\n  query ConsoleSeatMap($id: ID!) {\n    operatorEvent(id: $id) { ...ConsoleSeatMapFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ... on OperatorEvent { ...ConsoleSeatMapFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n      ... on SeatMapInUseError { taken }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleProductFields on OperatorProduct {\n    id\n    slug\n    name\n    description\n    imageUrl\n    eventId\n    price { amount currency }\n    pickupOnly\n    pickupDates\n    ticketHolderOnly\n    desktopOnly\n    maxPerAccount\n    active\n    variants { id sku size colour stock sold }\n  }\n"): (typeof documents)["\n  fragment ConsoleProductFields on OperatorProduct {\n    id\n    slug\n    name\n    description\n    imageUrl\n    eventId\n    price { amount currency }\n    pickupOnly\n    pickupDates\n    ticketHolderOnly\n    desktopOnly\n    maxPerAccount\n    active\n    variants { id sku size colour stock sold }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleProducts($eventId: ID) {\n    operatorProducts(eventId: $eventId) { ...ConsoleProductFields }\n  }\n"): (typeof documents)["\n  query ConsoleProducts($eventId: ID) {\n    operatorProducts(eventId: $eventId) { ...ConsoleProductFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleProduct($id: ID!) {\n    operatorProduct(id: $id) { ...ConsoleProductFields }\n  }\n"): (typeof documents)["\n  query ConsoleProduct($id: ID!) {\n    operatorProduct(id: $id) { ...ConsoleProductFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) {\n      __typename\n      ... on OperatorProduct { ...ConsoleProductFields }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id } ...ErrorFields ... on ValidationError { issues { field message } } }\n  }\n"): (typeof documents)["\n  mutation ConsoleDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id } ...ErrorFields ... on ValidationError { issues { field message } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTeam {\n    organisationMembers { userId email nickname role joinedAt }\n    organisationInvitations { id email role createdAt expiresAt }\n  }\n"): (typeof documents)["\n  query ConsoleTeam {\n    organisationMembers { userId email nickname role joinedAt }\n    organisationInvitations { id email role createdAt expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { id status } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { id status } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCheckIns($eventId: ID!, $day: String, $gateId: String) {\n    checkIns(eventId: $eventId, day: $day, gateId: $gateId, limit: 200) {\n      admitted expected refused\n      gates { gateId admitted }\n      days { day admitted }\n      entries { ticketId ticketNo ticketType seat holderNickname admittedAt gateId entrance manual }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleCheckIns($eventId: ID!, $day: String, $gateId: String) {\n    checkIns(eventId: $eventId, day: $day, gateId: $gateId, limit: 200) {\n      admitted expected refused\n      gates { gateId admitted }\n      days { day admitted }\n      entries { ticketId ticketNo ticketType seat holderNickname admittedAt gateId entrance manual }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCheckInSearch($eventId: ID!, $search: String!) {\n    checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo ticketType seat holderNickname status validatedAt validatedEntrance }\n  }\n"): (typeof documents)["\n  query ConsoleCheckInSearch($eventId: ID!, $search: String!) {\n    checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo ticketType seat holderNickname status validatedAt validatedEntrance }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCheckIn($eventId: ID!, $ticketId: ID!) {\n    checkInTicket(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInDone { ticketId ticketNo admittedAt }\n      ... on CheckInRefusedError { reason ticketNo firstUsedAt }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCheckIn($eventId: ID!, $ticketId: ID!) {\n    checkInTicket(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInDone { ticketId ticketNo admittedAt }\n      ... on CheckInRefusedError { reason ticketNo firstUsedAt }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUndoCheckIn($eventId: ID!, $ticketId: ID!) {\n    undoCheckIn(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInUndone { ticketId ticketNo }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUndoCheckIn($eventId: ID!, $ticketId: ID!) {\n    undoCheckIn(eventId: $eventId, ticketId: $ticketId) {\n      __typename\n      ... on CheckInUndone { ticketId ticketNo }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { userId role } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { userId role } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganisationAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorName actorEmail actorApiKeyId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleOrganisationAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorName actorEmail actorApiKeyId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganisationAuditActions {\n    organisationAuditActions\n  }\n"): (typeof documents)["\n  query ConsoleOrganisationAuditActions {\n    organisationAuditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEventRefunds($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId\n        cancelled\n        paidOrders\n        refundsSucceeded\n        refundsDue\n        refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleEventRefunds($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId\n        cancelled\n        paidOrders\n        refundsSucceeded\n        refundsDue\n        refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { ...ConsoleEventFields } }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { ...ConsoleEventFields } }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDuplicateEvent($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleDuplicateEvent($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { ...ConsoleEventFields } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWebhookEndpoints {\n    webhookEndpoints { id url eventTypes enabled createdAt }\n    webhookEventTypes { type description }\n  }\n"): (typeof documents)["\n  query ConsoleWebhookEndpoints {\n    webhookEndpoints { id url eventTypes enabled createdAt }\n    webhookEventTypes { type description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 100) { id messageId eventType status attempts lastResponseCode lastError createdAt deliveredAt nextAttemptAt }\n  }\n"): (typeof documents)["\n  query ConsoleWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 100) { id messageId eventType status attempts lastResponseCode lastError createdAt deliveredAt nextAttemptAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { id enabled } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { id enabled } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { __typename ... on WebhookEndpoint { id } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { __typename ... on WebhookEndpoint { id } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsolePingWebhookEndpoint($id: ID!) {\n    pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsolePingWebhookEndpoint($id: ID!) {\n    pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleRedeliverWebhook($id: ID!) {\n    redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsolePromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    boundEmail\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n  }\n"): (typeof documents)["\n  fragment ConsolePromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    boundEmail\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromoCodes($eventId: ID!) {\n    operatorPromoCodes(eventId: $eventId, limit: 100) { ...ConsolePromoCodeFields }\n  }\n"): (typeof documents)["\n  query ConsolePromoCodes($eventId: ID!) {\n    operatorPromoCodes(eventId: $eventId, limit: 100) { ...ConsolePromoCodeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated { count batch }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) { __typename ... on OperatorPromoCode { id disabledAt } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) { __typename ... on OperatorPromoCode { id disabledAt } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } ...ErrorFields }\n  }\n"): (typeof documents)["\n  query ConsolePromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganisationApplications($status: OrganisationApplicationStatus) {\n    organisationApplications(status: $status, limit: 200) {\n      id\n      status\n      organisationName\n      applicantEmail\n      contactName\n      contactEmail\n      contactPhone\n      country\n      eventTypes\n      description\n      expectedVolume\n      website\n      refusalReason\n      createdAt\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  query ConsoleOrganisationApplications($status: OrganisationApplicationStatus) {\n    organisationApplications(status: $status, limit: 200) {\n      id\n      status\n      organisationName\n      applicantEmail\n      contactName\n      contactEmail\n      contactPhone\n      country\n      eventTypes\n      description\n      expectedVolume\n      website\n      refusalReason\n      createdAt\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleApproveApplication($id: ID!) {\n    approveOrganisationApplication(id: $id) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved organisation { id slug name } }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleApproveApplication($id: ID!) {\n    approveOrganisationApplication(id: $id) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved organisation { id slug name } }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication { id status refusalReason }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication { id status refusalReason }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleStartAttendeesExport($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ConsoleStartAttendeesExport($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttendeesExport($id: ID!) {\n    attendeesExport(id: $id) { id status rowsDone rowsTotal fileName contentType fileBase64 }\n  }\n"): (typeof documents)["\n  query ConsoleAttendeesExport($id: ID!) {\n    attendeesExport(id: $id) { id status rowsDone rowsTotal fileName contentType fileBase64 }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttendeesMessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleAttendeesMessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSendAttendeesMessage($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleSendAttendeesMessage($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleHandBacks($eventId: ID!) {\n    operatorHandBacks(eventId: $eventId, limit: 50) {\n      counts { listed offered sold withdrawn void }\n      feesKept\n      listings { id ticketNo status faceAmount feeAmount payoutAmount currency listedAt closedAt }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleHandBacks($eventId: ID!) {\n    operatorHandBacks(eventId: $eventId, limit: 50) {\n      counts { listed offered sold withdrawn void }\n      feesKept\n      listings { id ticketNo status faceAmount feeAmount payoutAmount currency listedAt closedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWaitingRoom($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n"): (typeof documents)["\n  query ConsoleWaitingRoom($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateWaitingRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateWaitingRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ...ErrorFields\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUploadProductImage($file: File!) {\n    uploadProductImage(file: $file) {\n      __typename\n      ... on UploadedImage { path }\n      ...ErrorFields\n      ... on UploadRejectedError { reason maxBytes }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUploadProductImage($file: File!) {\n    uploadProductImage(file: $file) {\n      __typename\n      ... on UploadedImage { path }\n      ...ErrorFields\n      ... on UploadRejectedError { reason maxBytes }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) { eventId open registered invited remaining }\n  }\n"): (typeof documents)["\n  query ConsolePresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) { eventId open registered invited remaining }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation { invited remaining batch presale { eventId open registered invited remaining } }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation { invited remaining batch presale { eventId open registered invited remaining } }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries { code name }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries { code name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived { id }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived { id }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    timeZone\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n"): (typeof documents)["\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    timeZone\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketDetail($id: ID!) {\n    walletPassProviders { apple google }\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      handBackOffered\n      handBack { id status faceAmount feeAmount payoutAmount currency paidOutCoins payout payoutMethod payoutState }\n      handBackRefundTo { method minWorkingDays maxWorkingDays }\n      event { ...EntryEventFields cancelledAt address endsAt handBackFeeBps }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat { id area row number }\n      walletPasses { googleSaveUrl applePassUrl }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketDetail($id: ID!) {\n    walletPassProviders { apple google }\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      handBackOffered\n      handBack { id status faceAmount feeAmount payoutAmount currency paidOutCoins payout payoutMethod payoutState }\n      handBackRefundTo { method minWorkingDays maxWorkingDays }\n      event { ...EntryEventFields cancelledAt address endsAt handBackFeeBps }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat { id area row number }\n      walletPasses { googleSaveUrl applePassUrl }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) { ticketId status validatedAt validatedEntrance }\n  }\n"): (typeof documents)["\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) { ticketId status validatedAt validatedEntrance }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) { ...EntryEventFields }\n  }\n"): (typeof documents)["\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) { ...EntryEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent { expiresInSeconds sentTo }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent { expiresInSeconds sentTo }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone { transferId toEmail }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone { transferId toEmail }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      timeZone\n      venue\n      ticketTypeName\n    }\n  }\n"): (typeof documents)["\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      timeZone\n      venue\n      ticketTypeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      timeZone\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n"): (typeof documents)["\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      timeZone\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event { ...EntryEventFields }\n    }\n  }\n"): (typeof documents)["\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event { ...EntryEventFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackTickets($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) {\n      __typename\n      ... on Error { code message }\n      ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency payout payoutMethod } }\n    }\n  }\n"): (typeof documents)["\n  mutation HandBackTickets($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) {\n      __typename\n      ... on Error { code message }\n      ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency payout payoutMethod } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawHandBack($id: ID!) {\n    withdrawHandBack(id: $id) {\n      __typename\n      ... on Error { code message }\n      ... on HandBack { id status }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawHandBack($id: ID!) {\n    withdrawHandBack(id: $id) {\n      __typename\n      ... on Error { code message }\n      ... on HandBack { id status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign { id title endsAt }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules { vndPerEntry vndPerFanCoin maxTopupEntries maxInviteEntries inviteMinVnd }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign { id title }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign { id title endsAt }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules { vndPerEntry vndPerFanCoin maxTopupEntries maxInviteEntries inviteMinVnd }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign { id title }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign { id slug title drawnAt }\n      ticket {\n        id\n        ticketNo\n        event { id title }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign { id slug title drawnAt }\n      ticket {\n        id\n        ticketNo\n        event { id title }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCodes {\n    myCodes {\n      code\n      kind\n      status\n      personal\n      eventTitle\n      eventSlug\n      eventStartsAt\n      ticketTypeNames\n      forMerchandise\n      productNames\n      discountAmount\n      discountPercent\n      currency\n      startsAt\n      endsAt\n      saleStartsAt\n      usesLeft\n      myUses\n      saved { amount currency }\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query MyCodes {\n    myCodes {\n      code\n      kind\n      status\n      personal\n      eventTitle\n      eventSlug\n      eventStartsAt\n      ticketTypeNames\n      forMerchandise\n      productNames\n      discountAmount\n      discountPercent\n      currency\n      startsAt\n      endsAt\n      saleStartsAt\n      usesLeft\n      myUses\n      saved { amount currency }\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries { id }\n      winners { id holder }\n    }\n  }\n"): (typeof documents)["\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries { id }\n      winners { id holder }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeInvitationCount {\n    myOrganisationInvitations { id }\n  }\n"): (typeof documents)["\n  query MeInvitationCount {\n    myOrganisationInvitations { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MerchCard on MerchProduct {\n    id\n    slug\n    name\n    imageUrl\n    pickupOnly\n    ticketHolderOnly\n    desktopOnly\n    inStock\n    price { amount currency }\n  }\n"): (typeof documents)["\n  fragment MerchCard on MerchProduct {\n    id\n    slug\n    name\n    imageUrl\n    pickupOnly\n    ticketHolderOnly\n    desktopOnly\n    inStock\n    price { amount currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchProducts($first: Int!, $after: String) {\n    merchProducts(first: $first, after: $after) {\n      edges { node { ...MerchCard } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MerchProducts($first: Int!, $after: String) {\n    merchProducts(first: $first, after: $after) {\n      edges { node { ...MerchCard } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchProduct($slug: String!) {\n    merchProduct(slug: $slug) {\n      ...MerchCard\n      description\n      images\n      maxPerAccount\n      myRemainingLimit\n      pickupDates\n      myEligibleTicketNos\n      event { id title venue }\n      variants(first: 50) {\n        edges {\n          node {\n            id\n            sku\n            size\n            colour\n            stock\n            soldOut\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MerchProduct($slug: String!) {\n    merchProduct(slug: $slug) {\n      ...MerchCard\n      description\n      images\n      maxPerAccount\n      myRemainingLimit\n      pickupDates\n      myEligibleTicketNos\n      event { id title venue }\n      variants(first: 50) {\n        edges {\n          node {\n            id\n            sku\n            size\n            colour\n            stock\n            soldOut\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    recipient\n    phone\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    recipient\n    phone\n    line1\n    line2\n    city\n    region\n    postalCode\n    country\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) { __typename ...AddressFields ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) { __typename ...AddressFields ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecureMerch($input: SecureMerchInput!) {\n    secureMerch(input: $input) {\n      __typename\n      ... on MerchSecured {\n        order { id orderNo }\n      }\n      ... on LimitReachedError { limit remaining }\n      ... on OutOfStockError { available }\n      ... on TicketOfAnotherEventError { eventTitle }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SecureMerch($input: SecureMerchInput!) {\n    secureMerch(input: $input) {\n      __typename\n      ... on MerchSecured {\n        order { id orderNo }\n      }\n      ... on LimitReachedError { limit remaining }\n      ... on OutOfStockError { available }\n      ... on TicketOfAnotherEventError { eventTitle }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MerchOrderFields on MerchOrder {\n    id\n    orderNo\n    status\n    tab\n    itemCount\n    pickup\n    pickupDate\n    fulfilment\n    fulfilmentTrack\n    expiresAt\n    paidAt\n    createdAt\n    total { amount currency }\n    promoCode { code discount { amount currency } }\n    event { id title venue }\n    shippingAddress { recipient phone line1 line2 city region postalCode country }\n    logistics { id status note at }\n    items {\n      id\n      quantity\n      redeemed\n      unitPrice { amount currency }\n      variant { id size colour }\n      product { id slug name imageUrl }\n    }\n  }\n"): (typeof documents)["\n  fragment MerchOrderFields on MerchOrder {\n    id\n    orderNo\n    status\n    tab\n    itemCount\n    pickup\n    pickupDate\n    fulfilment\n    fulfilmentTrack\n    expiresAt\n    paidAt\n    createdAt\n    total { amount currency }\n    promoCode { code discount { amount currency } }\n    event { id title venue }\n    shippingAddress { recipient phone line1 line2 city region postalCode country }\n    logistics { id status note at }\n    items {\n      id\n      quantity\n      redeemed\n      unitPrice { amount currency }\n      variant { id size colour }\n      product { id slug name imageUrl }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckMerchCode($variantId: ID!, $quantity: Int!, $code: String!) {\n    checkMerchCode(variantId: $variantId, quantity: $quantity, code: $code) {\n      __typename\n      ... on MerchCodeCheck { code discountAmount discountPercent endsAt }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  query CheckMerchCode($variantId: ID!, $quantity: Int!, $code: String!) {\n    checkMerchCode(variantId: $variantId, quantity: $quantity, code: $code) {\n      __typename\n      ... on MerchCodeCheck { code discountAmount discountPercent endsAt }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchOrder($orderNo: String!) {\n    merchOrder(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n"): (typeof documents)["\n  query MerchOrder($orderNo: String!) {\n    merchOrder(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderLogistics($orderNo: String!) {\n    orderLogistics(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n"): (typeof documents)["\n  subscription OrderLogistics($orderNo: String!) {\n    orderLogistics(orderNo: $orderNo) { ...MerchOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMerchOrders($tab: MerchOrderTab!, $after: String) {\n    myMerchOrders(tab: $tab, first: 20, after: $after) {\n      edges { node { ...MerchOrderFields } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyMerchOrders($tab: MerchOrderTab!, $after: String) {\n    myMerchOrders(tab: $tab, first: 20, after: $after) {\n      edges { node { ...MerchOrderFields } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMerchOrder($orderNo: String!) {\n    cancelMerchOrder(orderNo: $orderNo) { __typename ...MerchOrderFields ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation CancelMerchOrder($orderNo: String!) {\n    cancelMerchOrder(orderNo: $orderNo) { __typename ...MerchOrderFields ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueuePlaceFields on QueuePlace {\n    eventSlug\n    status\n    position\n    aheadCount\n    waitingCount\n    estimatedWaitSeconds\n    stockLeft\n    opensAt\n    joinedAt\n    admission {\n      token\n      expiresAt\n    }\n    offer {\n      orderNo\n      ticketTypeId\n      ticketTypeName\n      quantity\n      expiresAt\n      requiresIdentity\n    }\n    accessibleSeatsAvailable\n  }\n"): (typeof documents)["\n  fragment QueuePlaceFields on QueuePlace {\n    eventSlug\n    status\n    position\n    aheadCount\n    waitingCount\n    estimatedWaitSeconds\n    stockLeft\n    opensAt\n    joinedAt\n    admission {\n      token\n      expiresAt\n    }\n    offer {\n      orderNo\n      ticketTypeId\n      ticketTypeName\n      quantity\n      expiresAt\n      requiresIdentity\n    }\n    accessibleSeatsAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitingRoomFields on WaitingRoom {\n    eventSlug\n    state\n    opensAt\n    seedHash\n    seed\n    admissionRatePerMinute\n    waitingCount\n    stockLeft\n  }\n"): (typeof documents)["\n  fragment WaitingRoomFields on WaitingRoom {\n    eventSlug\n    state\n    opensAt\n    seedHash\n    seed\n    admissionRatePerMinute\n    waitingCount\n    stockLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueuePage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      timeZone\n      desktopOnly\n      waitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n"): (typeof documents)["\n  query QueuePage($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      timeZone\n      desktopOnly\n      waitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQueuePlace($slug: String!) {\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n"): (typeof documents)["\n  query MyQueuePlace($slug: String!) {\n    myQueuePlace(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription QueuePosition($slug: String!) {\n    queuePosition(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n"): (typeof documents)["\n  subscription QueuePosition($slug: String!) {\n    queuePosition(eventSlug: $slug) {\n      ...QueuePlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinQueue($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on JoinQueueSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinQueue($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on JoinQueueSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) {\n      __typename\n      ... on JoinWaitingListSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) {\n      __typename\n      ... on JoinWaitingListSuccess {\n        place {\n          ...QueuePlaceFields\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveQueue($slug: String!) {\n    leaveQueue(eventSlug: $slug) {\n      __typename\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveQueue($slug: String!) {\n    leaveQueue(eventSlug: $slug) {\n      __typename\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueOfferSeats($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      items {\n        id\n        seat {\n          id\n          area\n          row\n          number\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QueueOfferSeats($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      items {\n        id\n        seat {\n          id\n          area\n          row\n          number\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueOfferIdentities($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      orderNo\n      items {\n        id\n        kind\n        identity {\n          id\n          maskedName\n          maskedDocNumber\n        }\n      }\n    }\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n    }\n  }\n"): (typeof documents)["\n  query QueueOfferIdentities($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      id\n      orderNo\n      items {\n        id\n        kind\n        identity {\n          id\n          maskedName\n          maskedDocNumber\n        }\n      }\n    }\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity {\n        id\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QueueAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity {\n        id\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueNameOfferTickets($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Order {\n        id\n        items {\n          id\n          identity {\n            id\n            maskedName\n            maskedDocNumber\n          }\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QueueNameOfferTickets($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Order {\n        id\n        items {\n          id\n          identity {\n            id\n            maskedName\n            maskedDocNumber\n          }\n        }\n      }\n      ... on Error {\n        ...ErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) { __typename ...SessionUser ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) { __typename ...SessionUser ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneDialCodes {\n    countries { code name dialCode }\n    me { id area }\n  }\n"): (typeof documents)["\n  query PhoneDialCodes {\n    countries { code name dialCode }\n    me { id area }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipPhoneVerification {\n    skipPhoneVerification { __typename ...SessionUser ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SkipPhoneVerification {\n    skipPhoneVerification { __typename ...SessionUser ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ...SessionUser ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportMyData($password: String!) {\n    exportMyData(password: $password) {\n      __typename\n      ... on MyDataExport { fileName data }\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n    }\n  }\n"): (typeof documents)["\n  mutation ExportMyData($password: String!) {\n    exportMyData(password: $password) {\n      __typename\n      ... on MyDataExport { fileName data }\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      __typename\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n      ... on AccountDeletionBlockedError { reasons }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password) {\n      __typename\n      ...ErrorFields\n      ... on TooManyAttemptsError { retryAfterSeconds }\n      ... on AccountDeletionBlockedError { reasons }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySeatingNeed {\n    mySeatingNeed { wheelchair companions updatedAt }\n  }\n"): (typeof documents)["\n  query MySeatingNeed {\n    mySeatingNeed { wheelchair companions updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSeatingNeed($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions updatedAt } ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation SetSeatingNeed($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions updatedAt } ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSeatingNeed {\n    deleteSeatingNeed { ok }\n  }\n"): (typeof documents)["\n  mutation DeleteSeatingNeed {\n    deleteSeatingNeed { ok }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportOptions {\n    supportOptions { minTextLength issueTypes email hotline }\n  }\n"): (typeof documents)["\n  query SupportOptions {\n    supportOptions { minTextLength issueTypes email hotline }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    eventName\n    orderNo\n    messages { id fromStaff body createdAt }\n  }\n"): (typeof documents)["\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    eventName\n    orderNo\n    messages { id fromStaff body createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportOrderChoice on Order {\n    id\n    orderNo\n    kind\n    createdAt\n    event { id title }\n  }\n"): (typeof documents)["\n  fragment SupportOrderChoice on Order {\n    id\n    orderNo\n    kind\n    createdAt\n    event { id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportOrderChoices {\n    paid: myOrders(tab: COMPLETED, first: 20) { edges { node { ...SupportOrderChoice } } }\n    awaiting: myOrders(tab: AVAILABLE, first: 5) { edges { node { ...SupportOrderChoice } } }\n    others: myOrders(tab: OTHERS, first: 10) { edges { node { ...SupportOrderChoice } } }\n  }\n"): (typeof documents)["\n  query SupportOrderChoices {\n    paid: myOrders(tab: COMPLETED, first: 20) { edges { node { ...SupportOrderChoice } } }\n    awaiting: myOrders(tab: AVAILABLE, first: 5) { edges { node { ...SupportOrderChoice } } }\n    others: myOrders(tab: OTHERS, first: 10) { edges { node { ...SupportOrderChoice } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportIssues {\n    mySupportIssues { ...SupportIssueFields }\n  }\n"): (typeof documents)["\n  query MySupportIssues {\n    mySupportIssues { ...SupportIssueFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id email }\n      ...ErrorFields\n      ... on IssueTextTooShortError { minLength }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id email }\n      ...ErrorFields\n      ... on IssueTextTooShortError { minLength }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ...SupportIssueFields\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ...SupportIssueFields\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetail($slug: String!) {\n    event(slug: $slug) {\n      ...EventCard\n      about\n      address\n      handBackEnabled\n      handBackFeeBps\n      presaleRegistration\n      cancelledAt\n      endsAt\n      doorsOpenAt\n      saleMode\n      saleStartsAt\n      saleEndsAt\n      currency\n      maxTicketsPerAccount\n      waitingRoom {\n        eventSlug\n        state\n        opensAt\n        fairnessLogUrl\n        fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n      }\n      ticketTypes(first: 20) {\n        edges {\n          node {\n            id\n            name\n            area\n            description\n            seated\n            seatSelection\n            entrance\n            available\n            capacity\n            price { amount currency }\n            rows { row available total }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDetail($slug: String!) {\n    event(slug: $slug) {\n      ...EventCard\n      about\n      address\n      handBackEnabled\n      handBackFeeBps\n      presaleRegistration\n      cancelledAt\n      endsAt\n      doorsOpenAt\n      saleMode\n      saleStartsAt\n      saleEndsAt\n      currency\n      maxTicketsPerAccount\n      waitingRoom {\n        eventSlug\n        state\n        opensAt\n        fairnessLogUrl\n        fairnessReport { keyId preQueueFans afterDrawFans admitted ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms rateChanges { at from to by } }\n      }\n      ticketTypes(first: 20) {\n        edges {\n          node {\n            id\n            name\n            area\n            description\n            seated\n            seatSelection\n            entrance\n            available\n            capacity\n            price { amount currency }\n            rows { row available total }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChooserContext {\n    me { id isPhoneVerified phoneVerificationSkipped }\n    myIdentities { id docType maskedName maskedDocNumber }\n  }\n"): (typeof documents)["\n  query ChooserContext {\n    me { id isPhoneVerified phoneVerificationSkipped }\n    myIdentities { id docType maskedName maskedDocNumber }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckPromoCode($eventSlug: String!, $code: String!) {\n    checkPromoCode(eventSlug: $eventSlug, code: $code) {\n      __typename\n      ... on PromoCodeCheck {\n        code\n        kind\n        ticketTypeIds\n        accessTicketTypeIds\n        discountAmount\n        discountPercent\n        endsAt\n        saleStartsAt\n        unlockedTicketTypes {\n          id\n          name\n          area\n          description\n          seated\n          seatSelection\n          entrance\n          available\n          capacity\n          price { amount currency }\n          rows { row available total }\n        }\n      }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  query CheckPromoCode($eventSlug: String!, $code: String!) {\n    checkPromoCode(eventSlug: $eventSlug, code: $code) {\n      __typename\n      ... on PromoCodeCheck {\n        code\n        kind\n        ticketTypeIds\n        accessTicketTypeIds\n        discountAmount\n        discountPercent\n        endsAt\n        saleStartsAt\n        unlockedTicketTypes {\n          id\n          name\n          area\n          description\n          seated\n          seatSelection\n          entrance\n          available\n          capacity\n          price { amount currency }\n          rows { row available total }\n        }\n      }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecureTickets($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on TicketsSecured {\n        order { id orderNo }\n      }\n      ... on TicketLimitReachedError { limit remaining }\n      ... on SeatsTakenError {\n        seats { id area row number status access }\n        alternatives { id area row number status access }\n      }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation SecureTickets($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on TicketsSecured {\n        order { id orderNo }\n      }\n      ... on TicketLimitReachedError { limit remaining }\n      ... on SeatsTakenError {\n        seats { id area row number status access }\n        alternatives { id area row number status access }\n      }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary on Order {\n    id\n    orderNo\n    kind\n    status\n    itemCount\n    expiresAt\n    paidAt\n    createdAt\n    totalAmount { amount currency }\n    event {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      venue\n      coverImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummary on Order {\n    id\n    orderNo\n    kind\n    status\n    itemCount\n    expiresAt\n    paidAt\n    createdAt\n    totalAmount { amount currency }\n    event {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      venue\n      coverImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketOrder($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      ...OrderSummary\n      cancelledAt\n      maxPaymentAttempts\n      promoCode { code kind discount { amount currency } }\n      event { id city requiresIdentity }\n      items {\n        id\n        quantity\n        unitAmount { amount currency }\n        ticketType { id name area seated }\n        seat { id area row number }\n        identity { id maskedName maskedDocNumber }\n        tickets {\n          id\n          ticketNo\n          seat { id row number }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketOrder($orderNo: String!) {\n    order(orderNo: $orderNo) {\n      ...OrderSummary\n      cancelledAt\n      maxPaymentAttempts\n      promoCode { code kind discount { amount currency } }\n      event { id city requiresIdentity }\n      items {\n        id\n        quantity\n        unitAmount { amount currency }\n        ticketType { id name area seated }\n        seat { id area row number }\n        identity { id maskedName maskedDocNumber }\n        tickets {\n          id\n          ticketNo\n          seat { id row number }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) {\n      __typename\n      ... on Order { id status cancelledAt }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) {\n      __typename\n      ... on Order { id status cancelledAt }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($tab: OrderListTab!, $kind: OrderKind, $after: String) {\n    myOrders(tab: $tab, kind: $kind, first: 20, after: $after) {\n      edges { node { ...OrderSummary } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($tab: OrderListTab!, $kind: OrderKind, $after: String) {\n    myOrders(tab: $tab, kind: $kind, first: 20, after: $after) {\n      edges { node { ...OrderSummary } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTicketList($tab: TicketListTab!, $after: String) {\n    myTickets(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          transferredAway\n          resoldThroughHandBack\n          purchasedAt\n          ticketType { id name area }\n          seat { id area row number }\n          event {\n            id\n            title\n            startsAt\n            timeZone\n            venue\n            coverImageUrl\n            cancelledAt\n          }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query MyTicketList($tab: TicketListTab!, $after: String) {\n    myTickets(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          transferredAway\n          resoldThroughHandBack\n          purchasedAt\n          ticketType { id name area }\n          seat { id area row number }\n          event {\n            id\n            title\n            startsAt\n            timeZone\n            venue\n            coverImageUrl\n            cancelledAt\n          }\n        }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyIdentities {\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyIdentities {\n    myIdentities {\n      id\n      docType\n      maskedName\n      maskedDocNumber\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAudienceIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddAudienceIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAudienceIdentity($id: ID!, $input: AudienceIdentityInput!) {\n    updateAudienceIdentity(id: $id, input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAudienceIdentity($id: ID!, $input: AudienceIdentityInput!) {\n    updateAudienceIdentity(id: $id, input: $input) {\n      __typename\n      ... on AudienceIdentity { id }\n      ...ErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAudienceIdentity($id: ID!) {\n    deleteAudienceIdentity(id: $id) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation DeleteAudienceIdentity($id: ID!) {\n    deleteAudienceIdentity(id: $id) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseEvents {\n    events(first: 50, filter: { upcoming: true }) {\n      edges {\n        node {\n          id\n          slug\n          title\n          startsAt\n          timeZone\n          saleState\n          saleMode\n          desktopOnly\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PurchaseEvents {\n    events(first: 50, filter: { upcoming: true }) {\n      edges {\n        node {\n          id\n          slug\n          title\n          startsAt\n          timeZone\n          saleState\n          saleMode\n          desktopOnly\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCities {\n    eventCities\n  }\n"): (typeof documents)["\n  query EventCities {\n    eventCities\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPresaleInterest($slug: String!) {\n    event(slug: $slug) {\n      id\n      myPresaleInterest { id invited invitedAt registeredAt }\n    }\n  }\n"): (typeof documents)["\n  query MyPresaleInterest($slug: String!) {\n    event(slug: $slug) {\n      id\n      myPresaleInterest { id invited invitedAt registeredAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPresaleInterest($eventId: ID!) {\n    registerPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleInterest { id invited }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPresaleInterest($eventId: ID!) {\n    registerPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleInterest { id invited }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawPresaleInterest($eventId: ID!) {\n    withdrawPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleWithdrawal { withdrawn }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawPresaleInterest($eventId: ID!) {\n    withdrawPresaleInterest(eventId: $eventId) {\n      __typename\n      ... on PresaleWithdrawal { withdrawn }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChooseAccessibleSpaces($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      accessibleSpaces { wheelchair { id } }\n    }\n  }\n"): (typeof documents)["\n  query ChooseAccessibleSpaces($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      accessibleSpaces { wheelchair { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSeatMap($slug: String!) {\n    event(slug: $slug) {\n      id\n      seatMap {\n        area\n        ticketType { id name seatSelection price { amount currency } }\n        rows { row seats { id area row number status access } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventSeatMap($slug: String!) {\n    event(slug: $slug) {\n      id\n      seatMap {\n        area\n        ticketType { id name seatSelection price { amount currency } }\n        rows { row seats { id area row number status access } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BestAvailableSeats($slug: String!, $ticketTypeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      bestAvailableSeats(ticketTypeId: $ticketTypeId, quantity: $quantity) { id area row number status access }\n    }\n  }\n"): (typeof documents)["\n  query BestAvailableSeats($slug: String!, $ticketTypeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      bestAvailableSeats(ticketTypeId: $ticketTypeId, quantity: $quantity) { id area row number status access }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SeatMapChanges($eventId: ID!) {\n    seatMapChanges(eventId: $eventId) {\n      eventId\n      seats { id status }\n    }\n  }\n"): (typeof documents)["\n  subscription SeatMapChanges($eventId: ID!) {\n    seatMapChanges(eventId: $eventId) {\n      eventId\n      seats { id status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatMapAccess($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      timeZone\n      accessibleSeatsReleaseAt\n      accessibleSpaces {\n        wheelchair { id area row number status access }\n        companions { id area row number status access }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeatMapAccess($slug: String!) {\n    mySeatingNeed { companions }\n    event(slug: $slug) {\n      id\n      timeZone\n      accessibleSeatsReleaseAt\n      accessibleSpaces {\n        wheelchair { id area row number status access }\n        companions { id area row number status access }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n"): (typeof documents)["\n  fragment SavedCardFields on SavedCard {\n    id\n    brand\n    last4\n    expMonth\n    expYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wallet($first: Int!, $after: String) {\n    wallet {\n      id\n      balance { amount }\n      transactions(first: $first, after: $after) {\n        edges {\n          node {\n            id\n            kind\n            reference\n            paidFor\n            handBackSale\n            createdAt\n            amount { amount }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Wallet($first: Int!, $after: String) {\n    wallet {\n      id\n      balance { amount }\n      transactions(first: $first, after: $after) {\n        edges {\n          node {\n            id\n            kind\n            reference\n            paidFor\n            handBackSale\n            createdAt\n            amount { amount }\n          }\n        }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WalletBalance {\n    walletBalance { amount }\n  }\n"): (typeof documents)["\n  subscription WalletBalance {\n    walletBalance { amount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentAcceptedFields on PaymentAccepted {\n    orderNo\n    paymentNo\n    status\n    redirectUrl\n  }\n"): (typeof documents)["\n  fragment PaymentAcceptedFields on PaymentAccepted {\n    orderNo\n    paymentNo\n    status\n    redirectUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUp($input: TopUpInput!) {\n    topUp(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation TopUp($input: TopUpInput!) {\n    topUp(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ...PaymentAcceptedFields ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentOptionsFields on PaymentOptions {\n    methods\n    cardEntry\n    testMode\n  }\n"): (typeof documents)["\n  fragment PaymentOptionsFields on PaymentOptions {\n    methods\n    cardEntry\n    testMode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayableOrder($orderNo: String!) {\n    payableOrder(orderNo: $orderNo) {\n      __typename\n      ... on PayableOrder {\n        orderNo\n        kind\n        status\n        title\n        description\n        amount { amount currency }\n        fanCoinAmount { amount }\n        expiresAt\n        attemptsLeft\n        walletBalance { amount }\n        payPasswordSetUp\n      }\n      ... on Error { code message }\n    }\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n"): (typeof documents)["\n  query PayableOrder($orderNo: String!) {\n    payableOrder(orderNo: $orderNo) {\n      __typename\n      ... on PayableOrder {\n        orderNo\n        kind\n        status\n        title\n        description\n        amount { amount currency }\n        fanCoinAmount { amount }\n        expiresAt\n        attemptsLeft\n        walletBalance { amount }\n        payPasswordSetUp\n      }\n      ... on Error { code message }\n    }\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedCards {\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n"): (typeof documents)["\n  query SavedCards {\n    savedCards { ...SavedCardFields }\n    paymentOptions { ...PaymentOptionsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedCard($id: ID!) {\n    deleteSavedCard(id: $id) { __typename ...ErrorFields }\n  }\n"): (typeof documents)["\n  mutation DeleteSavedCard($id: ID!) {\n    deleteSavedCard(id: $id) { __typename ...ErrorFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentResultFields on PaymentResult {\n    orderNo\n    kind\n    status\n    reason\n    method\n    canRetry\n    attemptsLeft\n    orderStatus\n    title\n    description\n    amount { amount currency }\n  }\n"): (typeof documents)["\n  fragment PaymentResultFields on PaymentResult {\n    orderNo\n    kind\n    status\n    reason\n    method\n    canRetry\n    attemptsLeft\n    orderStatus\n    title\n    description\n    amount { amount currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentResult($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) {\n      __typename\n      ...PaymentResultFields\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  query PaymentResult($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) {\n      __typename\n      ...PaymentResultFields\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PaymentResultLive($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) { ...PaymentResultFields }\n  }\n"): (typeof documents)["\n  subscription PaymentResultLive($orderNo: String!) {\n    paymentResult(orderNo: $orderNo) { ...PaymentResultFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me { ...SessionUser }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me { ...SessionUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut { ok }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut { ok }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliErrorFields on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CliErrorFields on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliEventFields on OperatorEvent {\n    id\n    slug\n    title\n    venue\n    city\n    timeZone\n    startsAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    saleState\n    lifecycle\n    publishedAt\n    cancelledAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    ticketTypes {\n      id\n      name\n      area\n      capacity\n      sold\n      seated\n      price {\n        amount\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CliEventFields on OperatorEvent {\n    id\n    slug\n    title\n    venue\n    city\n    timeZone\n    startsAt\n    saleStartsAt\n    saleEndsAt\n    salesPaused\n    saleState\n    lifecycle\n    publishedAt\n    cancelledAt\n    isHot\n    currency\n    maxTicketsPerAccount\n    ticketTypes {\n      id\n      name\n      area\n      capacity\n      sold\n      seated\n      price {\n        amount\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliApiKeyFields on ApiKey {\n    id\n    name\n    scopes\n    rateLimitPerMinute\n    expiresAt\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment CliApiKeyFields on ApiKey {\n    id\n    name\n    scopes\n    rateLimitPerMinute\n    expiresAt\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        deviceToken\n        user {\n          email\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        deviceToken\n        user {\n          email\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliWhoami {\n    operatorIdentity {\n      organisationId\n      organisationName\n      scopes\n      apiKey\n    }\n  }\n"): (typeof documents)["\n  query CliWhoami {\n    operatorIdentity {\n      organisationId\n      organisationName\n      scopes\n      apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliMyOrganisations {\n    myOrganisations {\n      id\n      slug\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query CliMyOrganisations {\n    myOrganisations {\n      id\n      slug\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliEvents($first: Int, $after: String, $search: String) {\n    operatorEvents(first: $first, after: $after, search: $search) {\n      edges {\n        node {\n          ...CliEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliEvents($first: Int, $after: String, $search: String) {\n    operatorEvents(first: $first, after: $after, search: $search) {\n      edges {\n        node {\n          ...CliEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliEvent($id: ID!) {\n    operatorEvent(id: $id) {\n      ...CliEventFields\n    }\n  }\n"): (typeof documents)["\n  query CliEvent($id: ID!) {\n    operatorEvent(id: $id) {\n      ...CliEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorTicketType {\n        id\n        area\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) {\n      __typename\n      ... on OperatorTicketType {\n        id\n        area\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) {\n      __typename\n      ...CliEventFields\n      ... on SeatMapInUseError {\n        taken\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliSales($id: ID!, $action: SalesAction!, $opening: SaleOpening) {\n    setEventSales(id: $id, action: $action, opening: $opening) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ...CliEventFields\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation {\n        alreadyCancelled\n        ordersRefunded\n        paymentsRefunded\n        refundsPending\n        event {\n          id\n          slug\n          cancelledAt\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      __typename\n      ... on EventCancellation {\n        alreadyCancelled\n        ordersRefunded\n        paymentsRefunded\n        refundsPending\n        event {\n          id\n          slug\n          cancelledAt\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCover($eventId: ID!, $file: File!) {\n    uploadEventCover(eventId: $eventId, file: $file) {\n      __typename\n      ... on OperatorEvent {\n        id\n        coverImageUrl\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCover($eventId: ID!, $file: File!) {\n    uploadEventCover(eventId: $eventId, file: $file) {\n      __typename\n      ... on OperatorEvent {\n        id\n        coverImageUrl\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) {\n      __typename\n      ... on QuerySalesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  query CliSalesCsv($eventId: ID!) {\n    salesCsv(eventId: $eventId) {\n      __typename\n      ... on QuerySalesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded {\n        full\n        repeated\n        refund {\n          refundNo\n          orderAmount\n          status\n          amount {\n            amount\n            currency\n          }\n        }\n        order {\n          orderNo\n          status\n          total {\n            amount\n            currency\n          }\n          refundable {\n            amount\n            currency\n          }\n        }\n      }\n      ... on RefundTooLargeError {\n        refundable {\n          amount\n          currency\n        }\n      }\n      ... on OrderNotRefundableError {\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliRefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      __typename\n      ... on OrderRefunded {\n        full\n        repeated\n        refund {\n          refundNo\n          orderAmount\n          status\n          amount {\n            amount\n            currency\n          }\n        }\n        order {\n          orderNo\n          status\n          total {\n            amount\n            currency\n          }\n          refundable {\n            amount\n            currency\n          }\n        }\n      }\n      ... on RefundTooLargeError {\n        refundable {\n          amount\n          currency\n        }\n      }\n      ... on OrderNotRefundableError {\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliOrders($first: Int, $after: String, $search: String, $eventId: ID, $status: OrderStatus) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId, status: $status) {\n      edges {\n        node {\n          id\n          orderNo\n          eventId\n          status\n          buyerNickname\n          total {\n            amount\n            currency\n          }\n          createdAt\n          paidAt\n          lines {\n            ticketType\n            area\n            quantity\n            unitAmount\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliOrders($first: Int, $after: String, $search: String, $eventId: ID, $status: OrderStatus) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId, status: $status) {\n      edges {\n        node {\n          id\n          orderNo\n          eventId\n          status\n          buyerNickname\n          total {\n            amount\n            currency\n          }\n          createdAt\n          paidAt\n          lines {\n            ticketType\n            area\n            quantity\n            unitAmount\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliAttendees($eventId: ID!, $first: Int, $after: String, $search: String, $status: TicketStatus) {\n    operatorAttendees(eventId: $eventId, first: $first, after: $after, search: $search, status: $status) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          ticketType\n          area\n          seat\n          holderNickname\n          validatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliAttendees($eventId: ID!, $first: Int, $after: String, $search: String, $status: TicketStatus) {\n    operatorAttendees(eventId: $eventId, first: $first, after: $after, search: $search, status: $status) {\n      edges {\n        node {\n          id\n          ticketNo\n          status\n          ticketType\n          area\n          seat\n          holderNickname\n          validatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey {\n        key\n        apiKey {\n          ...CliApiKeyFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey {\n        key\n        apiKey {\n          ...CliApiKeyFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliKeys {\n    apiKeys {\n      ...CliApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query CliKeys {\n    apiKeys {\n      ...CliApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      __typename\n      ...CliApiKeyFields\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      __typename\n      ...CliApiKeyFields\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliScopes {\n    apiKeyScopes {\n      scope\n      description\n    }\n  }\n"): (typeof documents)["\n  query CliScopes {\n    apiKeyScopes {\n      scope\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliEventBySlug($slug: String!) {\n    event(slug: $slug) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CliEventBySlug($slug: String!) {\n    event(slug: $slug) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliEntry($input: UpdateEventEntryInput!) {\n    updateEventEntry(input: $input) {\n      __typename\n      slug\n      entryState\n      queueOpensAt\n      doorsOpenAt\n      entryNote\n    }\n  }\n"): (typeof documents)["\n  mutation CliEntry($input: UpdateEventEntryInput!) {\n    updateEventEntry(input: $input) {\n      __typename\n      slug\n      entryState\n      queueOpensAt\n      doorsOpenAt\n      entryNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliAdvance($input: AdvanceMerchOrderInput!) {\n    advanceMerchOrder(input: $input) {\n      __typename\n      ... on MerchOrder {\n        orderNo\n        fulfilment\n        logistics {\n          status\n          at\n          note\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliAdvance($input: AdvanceMerchOrderInput!) {\n    advanceMerchOrder(input: $input) {\n      __typename\n      ... on MerchOrder {\n        orderNo\n        fulfilment\n        logistics {\n          status\n          at\n          note\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 200) {\n      id\n      ref\n      type\n      status\n      text\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CliIssues($status: SupportStatus) {\n    supportIssues(status: $status, limit: 200) {\n      id\n      ref\n      type\n      status\n      text\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliAnswer($id: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $id, body: $body, close: $close) {\n      __typename\n      ... on SupportIssue {\n        id\n        ref\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliAnswer($id: ID!, $body: String!, $close: Boolean) {\n    answerSupportIssue(issueId: $id, body: $body, close: $close) {\n      __typename\n      ... on SupportIssue {\n        id\n        ref\n        status\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliAudit($filter: AuditFilterInput, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          at\n          action\n          outcome\n          actorUserId\n          targetType\n          targetId\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliAudit($filter: AuditFilterInput, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          at\n          action\n          outcome\n          actorUserId\n          targetType\n          targetId\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliOrganisationFields on Organisation {\n    id\n    slug\n    name\n    memberCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliOrganisationFields on Organisation {\n    id\n    slug\n    name\n    memberCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges {\n        node {\n          ...CliOrganisationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliOrganisations($first: Int, $after: String) {\n    organisations(first: $first, after: $after) {\n      edges {\n        node {\n          ...CliOrganisationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation {\n        organisation {\n          ...CliOrganisationFields\n        }\n        ownerUserId\n        ownerEmail\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation {\n        organisation {\n          ...CliOrganisationFields\n        }\n        ownerUserId\n        ownerEmail\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliGiveawayCommit($slug: String!, $seed: String) {\n    commitGiveawayDraw(slug: $slug, seed: $seed) {\n      __typename\n      ... on GiveawaySeedCommitment {\n        seedCommitment\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliGiveawayCommit($slug: String!, $seed: String) {\n    commitGiveawayDraw(slug: $slug, seed: $seed) {\n      __typename\n      ... on GiveawaySeedCommitment {\n        seedCommitment\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliGiveawayDraw($slug: String!) {\n    drawGiveaway(slug: $slug) {\n      __typename\n      ...PublicGiveawayDrawFields\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliGiveawayDraw($slug: String!) {\n    drawGiveaway(slug: $slug) {\n      __typename\n      ...PublicGiveawayDrawFields\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliTeam {\n    organisationMembers {\n      userId\n      email\n      nickname\n      role\n      joinedAt\n    }\n    organisationInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query CliTeam {\n    organisationMembers {\n      userId\n      email\n      nickname\n      role\n      joinedAt\n    }\n    organisationInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) {\n      __typename\n      ... on OrganisationInvitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliInviteMember($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) {\n      __typename\n      ... on OrganisationInvitation {\n        id\n        email\n        role\n        expiresAt\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetMemberRole($userId: ID!, $role: OrganisationRole!) {\n    setOrganisationMemberRole(userId: $userId, role: $role) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliRemoveMember($userId: ID!) {\n    removeOrganisationMember(userId: $userId) {\n      __typename\n      ... on OrganisationMember {\n        userId\n        email\n        nickname\n        role\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliApplicationFields on OrganisationApplication {\n    id\n    status\n    organisationName\n    applicantEmail\n    contactName\n    contactEmail\n    contactPhone\n    country\n    eventTypes\n    expectedVolume\n    website\n    description\n    refusalReason\n    organisationId\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment CliApplicationFields on OrganisationApplication {\n    id\n    status\n    organisationName\n    applicantEmail\n    contactName\n    contactEmail\n    contactPhone\n    country\n    eventTypes\n    expectedVolume\n    website\n    description\n    refusalReason\n    organisationId\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliApplications($status: OrganisationApplicationStatus, $limit: Int) {\n    organisationApplications(status: $status, limit: $limit) {\n      ...CliApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query CliApplications($status: OrganisationApplicationStatus, $limit: Int) {\n    organisationApplications(status: $status, limit: $limit) {\n      ...CliApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliApproveApplication($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication {\n        alreadyApproved\n        application {\n          ...CliApplicationFields\n        }\n        organisation {\n          ...CliOrganisationFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliApproveApplication($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication {\n        alreadyApproved\n        application {\n          ...CliApplicationFields\n        }\n        organisation {\n          ...CliOrganisationFields\n        }\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication {\n        ...CliApplicationFields\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliRefuseApplication($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) {\n      __typename\n      ... on OrganisationApplication {\n        ...CliApplicationFields\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliPromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n    boundEmail\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliPromoCodeFields on OperatorPromoCode {\n    id\n    code\n    kind\n    ticketTypeIds\n    discountAmount\n    discountPercent\n    startsAt\n    endsAt\n    saleStartsAt\n    productIds\n    maxUses\n    maxUsesPerAccount\n    used\n    batch\n    disabledAt\n    boundEmail\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliPromoCodes($eventId: ID!, $batch: String, $limit: Int) {\n    operatorPromoCodes(eventId: $eventId, batch: $batch, limit: $limit) {\n      ...CliPromoCodeFields\n    }\n  }\n"): (typeof documents)["\n  query CliPromoCodes($eventId: ID!, $batch: String, $limit: Int) {\n    operatorPromoCodes(eventId: $eventId, batch: $batch, limit: $limit) {\n      ...CliPromoCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliPromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) {\n      __typename\n      ... on QueryPromoCodesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  query CliPromoCodesCsv($eventId: ID!, $batch: String) {\n    promoCodesCsv(eventId: $eventId, batch: $batch) {\n      __typename\n      ... on QueryPromoCodesCsvSuccess {\n        data\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreatePromoCodes($eventId: ID!, $input: CreatePromoCodesInput!) {\n    createPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateMerchPromoCodes($eventId: ID!, $input: CreateMerchPromoCodesInput!) {\n    createMerchPromoCodes(eventId: $eventId, input: $input) {\n      __typename\n      ... on PromoCodesCreated {\n        count\n        batch\n        codes {\n          ...CliPromoCodeFields\n        }\n      }\n      ... on PromoCodeTakenError {\n        taken: codes\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) {\n      __typename\n      ... on OperatorPromoCode {\n        ...CliPromoCodeFields\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliDisablePromoCode($id: ID!) {\n    disablePromoCode(id: $id) {\n      __typename\n      ... on OperatorPromoCode {\n        ...CliPromoCodeFields\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliPresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) {\n      open\n      registered\n      invited\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query CliPresale($eventId: ID!) {\n    operatorPresale(eventId: $eventId) {\n      open\n      registered\n      invited\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation {\n        invited\n        remaining\n        batch\n      }\n      ...CliErrorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CliInvitePresaleFans($eventId: ID!, $input: InvitePresaleFansInput!) {\n    invitePresaleFans(eventId: $eventId, input: $input) {\n      __typename\n      ... on PresaleInvitation {\n        invited\n        remaining\n        batch\n      }\n      ...CliErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWaitingRoomDraw($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      state\n      seedHash\n      seed\n      drawHash\n      drawList\n    }\n  }\n"): (typeof documents)["\n  query PublicWaitingRoomDraw($slug: String!) {\n    waitingRoom(eventSlug: $slug) {\n      state\n      seedHash\n      seed\n      drawHash\n      drawList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicGiveawayDrawFields on GiveawayDraw {\n    algorithm\n    seedCommitment\n    seed\n    entriesHash\n    entries {\n      id\n      holder\n    }\n    winners {\n      id\n      holder\n    }\n    campaign {\n      slug\n      winnersCount\n      drawnAt\n    }\n  }\n"): (typeof documents)["\n  fragment PublicGiveawayDrawFields on GiveawayDraw {\n    algorithm\n    seedCommitment\n    seed\n    entriesHash\n    entries {\n      id\n      holder\n    }\n    winners {\n      id\n      holder\n    }\n    campaign {\n      slug\n      winnersCount\n      drawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicGiveawayDrawRecord($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      ...PublicGiveawayDrawFields\n    }\n  }\n"): (typeof documents)["\n  query PublicGiveawayDrawRecord($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      ...PublicGiveawayDrawFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;