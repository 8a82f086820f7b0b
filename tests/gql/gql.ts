/* eslint-disable */
import * as types from './graphql';



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
    "mutation E2ESendEmailCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename } }": typeof types.E2ESendEmailCodeDocument,
    "mutation E2ERegister($input: RegisterInput!) { register(input: $input) { __typename } }": typeof types.E2ERegisterDocument,
    "query E2EMyTicketIds { myTickets(tab: UPCOMING) { edges { node { id } } } }": typeof types.E2EMyTicketIdsDocument,
    "mutation E2EInvite($input: InviteOrganisationMemberInput!) { inviteOrganisationMember(input: $input) { __typename } }": typeof types.E2EInviteDocument,
    "mutation E2ESecureTickets($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on TicketsSecured { order { orderNo } } ... on Error { code } } }": typeof types.E2ESecureTicketsDocument,
    "mutation E2EPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }": typeof types.E2EPayOrderDocument,
    "mutation E2EProvidersPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }": typeof types.E2EProvidersPayDocument,
    "mutation E2ESignIn($i: SignInInput!) { signIn(input: $i) { __typename ... on AuthPayload { token } } }": typeof types.E2ESignInDocument,
    "mutation E2ESkipPhone { skipPhoneVerification { __typename } }": typeof types.E2ESkipPhoneDocument,
    "fragment AccountsError on Error { __typename code message field ... on ValidationError { issues { field message messageKey } } ... on TooManyAttemptsError { retryAfterSeconds } }": typeof types.AccountsErrorFragmentDoc,
    "mutation AccountsSendCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": typeof types.AccountsSendCodeDocument,
    "mutation AccountsRegister($input: RegisterInput!) { register(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email nickname avatar language inviteCode payPasswordSetUp isPhoneVerified } } } }": typeof types.AccountsRegisterDocument,
    "mutation AccountsSignIn($input: SignInInput!) { signIn(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email } } } }": typeof types.AccountsSignInDocument,
    "query AccountsMe { me { id email nickname avatar language phone phoneAreaCode isPhoneVerified phoneVerificationSkipped payPasswordSetUp inviteCode } }": typeof types.AccountsMeDocument,
    "query HumanCheckChallengeForTests { humanCheckChallenge }": typeof types.HumanCheckChallengeForTestsDocument,
    "\n  mutation QueueHelperJoin($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on JoinQueueSuccess { place { status position } }\n    }\n  }\n": typeof types.QueueHelperJoinDocument,
    "\n  query QueueHelperPlace($eventSlug: String!) {\n    myQueuePlace(eventSlug: $eventSlug) {\n      status\n      position\n      aheadCount\n      waitingCount\n      joinedAt\n      admission { token expiresAt }\n      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }\n    }\n  }\n": typeof types.QueueHelperPlaceDocument,
    "mutation SecurityResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.SecurityResetPasswordDocument,
    "mutation SecurityChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.SecurityChangePasswordDocument,
    "mutation SecuritySetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename ...AccountsError ... on User { payPasswordSetUp } } }": typeof types.SecuritySetPayPasswordDocument,
    "mutation SecurityChangePayPassword($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.SecurityChangePayPasswordDocument,
    "mutation SecuritySendPayPasswordCode { sendPayPasswordCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": typeof types.SecuritySendPayPasswordCodeDocument,
    "mutation SecurityResetPayPassword($input: ResetPayPasswordInput!) { resetPayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.SecurityResetPayPasswordDocument,
    "mutation SecuritySendCurrentEmailCode { sendCurrentEmailCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": typeof types.SecuritySendCurrentEmailCodeDocument,
    "mutation SecuritySendNewEmailCode($email: String!) { sendNewEmailCode(email: $email) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": typeof types.SecuritySendNewEmailCodeDocument,
    "mutation SecurityChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...AccountsError ... on User { email } } }": typeof types.SecurityChangeEmailDocument,
    "mutation SecuritySendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": typeof types.SecuritySendPhoneCodeDocument,
    "mutation SecurityVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { phone phoneAreaCode isPhoneVerified } } }": typeof types.SecurityVerifyPhoneDocument,
    "mutation SecuritySkipPhone { skipPhoneVerification { __typename ... on Error { code } ... on User { isPhoneVerified phoneVerificationSkipped } } }": typeof types.SecuritySkipPhoneDocument,
    "mutation SecurityUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ...AccountsError ... on User { nickname avatar language } } }": typeof types.SecurityUpdateProfileDocument,
    "mutation AccountsSigninSignOut { signOut { __typename ... on Done { ok } } }": typeof types.AccountsSigninSignOutDocument,
    "mutation AccountsSigninDevice($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code } ... on AuthPayload { token deviceToken } } }": typeof types.AccountsSigninDeviceDocument,
    "mutation AccountsSigninSkipPhone { skipPhoneVerification { __typename } }": typeof types.AccountsSigninSkipPhoneDocument,
    "query AccountsSigninMe { me { email payPasswordSetUp isPhoneVerified } }": typeof types.AccountsSigninMeDocument,
    "query SignupCheckEmail($email: String!) { checkEmail(email: $email) { __typename ...AccountsError ... on EmailStatus { email registered } } }": typeof types.SignupCheckEmailDocument,
    "mutation SignupCheckEmailCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.SignupCheckEmailCodeDocument,
    "\n  mutation ExportStart($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal revealed } ... on Error { code } }\n  }\n": typeof types.ExportStartDocument,
    "query ExportJob($id: ID!) { attendeesExport(id: $id) { id status rowsDone rowsTotal revealed fileName contentType fileBase64 } }": typeof types.ExportJobDocument,
    "\n  query MessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ... on Error { code }\n    }\n  }\n": typeof types.MessagePreviewDocument,
    "\n  mutation MessageSend($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ... on ValidationError { issues { field } }\n      ... on Error { code }\n    }\n  }\n": typeof types.MessageSendDocument,
    "query CaptchaStaffChallenge { humanCheckChallenge }": typeof types.CaptchaStaffChallengeDocument,
    "query CaptchaStaffMe { me { id } }": typeof types.CaptchaStaffMeDocument,
    "\n  subscription DashboardFigures($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { eventId capacity sold held paidOrders revenue { amount currency } queueWaiting scansAccepted perMinute { minute sold scans } ticketTypes { name capacity taken } }\n  }\n": typeof types.DashboardFiguresDocument,
    "\n  query DashboardFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { sold capacity } ... on Error { code } }\n  }\n": typeof types.DashboardFiguresNowDocument,
    "query DbOutageEvents { events(first: 3) { edges { node { slug } } } }": typeof types.DbOutageEventsDocument,
    "query DbOutageMe { me { id } }": typeof types.DbOutageMeDocument,
    "mutation DbOutageUpdateProfile { updateProfile(input: { language: \"vi\" }) { __typename } }": typeof types.DbOutageUpdateProfileDocument,
    "mutation EnquiriesBusinessSend($input: BusinessEnquiryInput!) { sendBusinessEnquiry(input: $input) { __typename ...AccountsError ... on BusinessEnquiryReceived { id } } }": typeof types.EnquiriesBusinessSendDocument,
    "query EnquiriesBusinessCountries { countries { code name } }": typeof types.EnquiriesBusinessCountriesDocument,
    "mutation EntryGateRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { active code pass { version } } } }": typeof types.EntryGateRefreshQrDocument,
    "mutation EntryGate2($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstUsedAt firstEntrance } } } }": typeof types.EntryGate2Document,
    "query EntryGate3 { gateSnapshot { periodSeconds graceSeconds keys { keyId publicKey active } revocations { kind id minVersion closed } } }": typeof types.EntryGate3Document,
    "query EntryGate4 { gateSnapshot { generatedAt } }": typeof types.EntryGate4Document,
    "query EntryGate5 { qrPublicKeys { keyId publicKey } }": typeof types.EntryGate5Document,
    "mutation EntryGate6($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstEntrance } } } }": typeof types.EntryGate6Document,
    "query EntryGate7($c: String!) { publicTicketStatus(code: $c) { status eventTitle typeName usedAt entrance codeCurrent } }": typeof types.EntryGate7Document,
    "subscription EntryGate8($id: ID!) { ticketQr(ticketId: $id) { active code } }": typeof types.EntryGate8Document,
    "subscription EntryGate9($id: ID!) { ticketStatus(ticketId: $id) { ticketId status validatedEntrance } }": typeof types.EntryGate9Document,
    "subscription EntryGateEventEntry($id: ID!) { eventEntry(eventId: $id) { entryState entryNote doorsOpenAt } }": typeof types.EntryGateEventEntryDocument,
    "mutation EntryGate11($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState entryNote } }": typeof types.EntryGate11Document,
    "query EntryGate12 { myEntryGuide { ticketCount entrances event { entryState doorsOpenAt } } }": typeof types.EntryGate12Document,
    "fragment EntryError on Error { code message field }": typeof types.EntryErrorFragmentDoc,
    "mutation EntrySendTransferCode($input: SendTransferCodeInput!) { sendTransferCode(input: $input) { __typename ...EntryError ... on TransferCodeSent { expiresInSeconds sentTo } ... on TransferLockedError { lockedUntil } ... on RecipientTicketLimitError { max } } }": typeof types.EntrySendTransferCodeDocument,
    "mutation EntryTransfer($input: TransferTicketInput!) { transferTicket(input: $input) { __typename ...EntryError ... on TransferDone { transferId toEmail } } }": typeof types.EntryTransferDocument,
    "query EntryQrCode($kind: PassKind!, $id: String!) { qrCode(kind: $kind, id: $id) { active code validUntil pass { keyId secret version periodSeconds passPublicKey certificate } } }": typeof types.EntryQrCodeDocument,
    "mutation EntryVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ...EntryError ... on EntryVerification { result kind scannedAt firstUsedAt firstEntrance ticketNo eventTitle productName } } }": typeof types.EntryVerifyDocument,
    "mutation CardRefundsCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { ordersRefunded paymentsRefunded refundsPending } ... on Error { code } } }": typeof types.CardRefundsCancelDocument,
    "\n  query CardRefundsSummary($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) { __typename ... on EventRefundSummary { refundsSucceeded refundsDue refundsFailed } ... on Error { code } }\n  }\n": typeof types.CardRefundsSummaryDocument,
    "\n  mutation CancelMerchEvent($id: ID!) {\n    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending } ... on Error { code } }\n  }\n": typeof types.CancelMerchEventDocument,
    "mutation CancelMerchEventOwnOrder($orderNo: String!) { cancelMerchOrder(orderNo: $orderNo) { __typename ... on MerchOrder { status } ... on Error { code } } }": typeof types.CancelMerchEventOwnOrderDocument,
    "mutation DraftCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }": typeof types.DraftCreateDocument,
    "mutation DraftAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }": typeof types.DraftAddTypeDocument,
    "\n  mutation DraftSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id lifecycle saleState } ... on Error { code message } }\n  }\n": typeof types.DraftSalesDocument,
    "\n  mutation DraftPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ... on OperatorEvent { id lifecycle publishedAt salesPaused }\n      ... on EventTransitionRefusedError { from transition reason }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DraftPublishDocument,
    "mutation DraftCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id lifecycle cancelledAt } } ... on Error { code } } }": typeof types.DraftCancelDocument,
    "mutation DraftDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }": typeof types.DraftDuplicateDocument,
    "query DraftOperatorEvent($id: ID!) { operatorEvent(id: $id) { id lifecycle publishedAt } }": typeof types.DraftOperatorEventDocument,
    "query DraftOperatorEvents($search: String) { operatorEvents(search: $search, first: 10) { edges { node { id lifecycle } } } }": typeof types.DraftOperatorEventsDocument,
    "query DraftFanEvent($slug: String!) { event(slug: $slug) { id slug } }": typeof types.DraftFanEventDocument,
    "query DraftFanEvents($filter: EventFilter) { events(first: 100, filter: $filter) { edges { node { id slug } } } }": typeof types.DraftFanEventsDocument,
    "query DraftNode($id: ID!) { node(id: $id) { __typename id } }": typeof types.DraftNodeDocument,
    "query DraftRoom($slug: String!) { waitingRoom(eventSlug: $slug) { __typename } }": typeof types.DraftRoomDocument,
    "\n  mutation EventDuplicate($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) {\n      __typename\n      ... on OperatorEvent { id slug title salesPaused cancelledAt startsAt saleStartsAt ticketTypes { id name area price { amount } capacity sold seated } }\n      ... on ValidationError { code field issues { field } }\n      ... on Error { code }\n    }\n  }\n": typeof types.EventDuplicateDocument,
    "mutation EventDuplicateRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) { updateWaitingRoom(eventId: $eventId, input: $input) { __typename } }": typeof types.EventDuplicateRoomDocument,
    "mutation EventDuplicateCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on Error { code } } }": typeof types.EventDuplicateCancelDocument,
    "mutation LifecycleCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug } ... on Error { code } } }": typeof types.LifecycleCreateDocument,
    "mutation LifecyclePublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id } ... on Error { code } } }": typeof types.LifecyclePublishDocument,
    "mutation LifecycleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }": typeof types.LifecycleAddTypeDocument,
    "\n  mutation LifecycleSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState saleEndsAt } ... on Error { code message } }\n  }\n": typeof types.LifecycleSalesDocument,
    "\n  mutation LifecycleUpdate($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id saleEndsAt salesPaused } ... on Error { code message } }\n  }\n": typeof types.LifecycleUpdateDocument,
    "mutation LifecycleCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled event { id cancelledAt salesPaused saleState } } ... on Error { code } } }": typeof types.LifecycleCancelDocument,
    "query LifecyclePublic($slug: String!) { event(slug: $slug) { saleState cancelledAt } }": typeof types.LifecyclePublicDocument,
    "\n    mutation LifecycleOpenScheduled($id: ID!, $opening: SaleOpening) {\n      setEventSales(id: $id, action: OPEN, opening: $opening) { __typename ... on OperatorEvent { id salesPaused saleState saleStartsAt } ... on SaleScheduledError { opensAt code message field } ... on Error { code } }\n    }\n  ": typeof types.LifecycleOpenScheduledDocument,
    "\n  query RefundSummary($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId cancelled paidOrders refundsSucceeded refundsDue refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ... on Error { code }\n    }\n  }\n": typeof types.RefundSummaryDocument,
    "mutation RefundSummaryCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded refundsPending } ... on Error { code } } }": typeof types.RefundSummaryCancelDocument,
    "query TransportHealth { health { ok } }": typeof types.TransportHealthDocument,
    "query TransportNotice { currentNotice { id title content level } }": typeof types.TransportNoticeDocument,
    "query TransportNoticeId { currentNotice { id } }": typeof types.TransportNoticeIdDocument,
    "mutation CheckinVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result ticketNo eventTitle eventStartsAt eventEndsAt eventTimeZone scanDay } ... on Error { code } } }": typeof types.CheckinVerifyDocument,
    "mutation CheckinUpload($gateId: String!, $eventId: ID, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, eventId: $eventId, scans: $scans) { __typename ... on GateUpload { results { result scanDay } } } }": typeof types.CheckinUploadDocument,
    "query CheckinGateEvents { gateEvents { id title days today timeZone } }": typeof types.CheckinGateEventsDocument,
    "query CheckinSnapshot($eventId: ID) { gateSnapshot(eventId: $eventId) { eventDays eventTimeZone } }": typeof types.CheckinSnapshotDocument,
    "query CheckinList($eventId: ID!, $day: String, $gateId: String) { checkIns(eventId: $eventId, day: $day, gateId: $gateId) { admitted expected refused gates { gateId admitted } days { day admitted } entries { ticketId ticketNo holderNickname gateId manual admittedAt } } }": typeof types.CheckinListDocument,
    "query CheckinSearch($eventId: ID!, $search: String!) { checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo holderNickname status } }": typeof types.CheckinSearchDocument,
    "mutation CheckinTicket($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo gateId day } ... on CheckInRefusedError { reason ticketNo } ... on Error { code } } }": typeof types.CheckinTicketDocument,
    "mutation CheckinUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }": typeof types.CheckinUndoDocument,
    "query GiveawayDraw($slug: String!) { giveawayDraw(slug: $slug) { algorithm seedCommitment seed entriesHash myHolder\n  entries { id holder } winners { id holder } campaign { slug winnersCount drawnAt } } }": typeof types.GiveawayDrawDocument,
    "query GiveawayDraw2 { myGiveawayVouchers { won entries campaign { slug } ticket { ticketNo status event { slug } history { kind } } } }": typeof types.GiveawayDraw2Document,
    "query GiveawayDraw3 { myTickets(tab: UPCOMING) { edges { node { ticketNo status history { kind } } } } }": typeof types.GiveawayDraw3Document,
    "query GiveawayDraw4 { myGiveaway { entries { status campaign { slug } } } }": typeof types.GiveawayDraw4Document,
    "mutation GiveawayDrawDrawAnon($slug: String!) { drawGiveaway(slug: $slug) { __typename } }": typeof types.GiveawayDrawDrawAnonDocument,
    "mutation GiveawayDrawCommitFan($slug: String!) { commitGiveawayDraw(slug: $slug) { __typename } }": typeof types.GiveawayDrawCommitFanDocument,
    "query GiveawayEntries { myGiveaway { inviteCode invitedFriends campaign { slug } totals { active expired won registration topup invite }\n  entries { source status friendNickname campaign { slug } } rules { vndPerEntry maxTopupEntries maxInviteEntries vndPerFanCoin } } }": typeof types.GiveawayEntriesDocument,
    "query GiveawayWalletEntries { myGiveaway { totals { active registration topup invite } } }": typeof types.GiveawayWalletEntriesDocument,
    "query GraphqlCoreHealth { health { ok database version time } }": typeof types.GraphqlCoreHealthDocument,
    "query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }": typeof types.GraphqlCoreEventsDocument,
    "query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }": typeof types.GraphqlCoreEvents2Document,
    "query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }": typeof types.GraphqlCoreNodeDocument,
    "query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }": typeof types.GraphqlCoreEvents3Document,
    "query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }": typeof types.GraphqlCoreEvents4Document,
    "query GraphqlCoreA { a: event(slug: \"starlight-arena-tour\") { title isHot requiresIdentity currency } b: event(slug: \"nope\") { title } }": typeof types.GraphqlCoreADocument,
    "mutation GuessRacesChangePay($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.GuessRacesChangePayDocument,
    "mutation GuessRacesCheckCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }": typeof types.GuessRacesCheckCodeDocument,
    "mutation GuessRacesSendPhone($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": typeof types.GuessRacesSendPhoneDocument,
    "mutation GuessRacesVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { isPhoneVerified } } }": typeof types.GuessRacesVerifyPhoneDocument,
    "\n  mutation HandBackPayoutSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.HandBackPayoutSecureDocument,
    "\n  mutation HandBackPayoutPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } }\n  }\n": typeof types.HandBackPayoutPayDocument,
    "\n  mutation HandBackPayoutList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status payout payoutMethod payoutAmount } } }\n  }\n": typeof types.HandBackPayoutListDocument,
    "\n  query HandBackPayoutTicket($id: ID!) { node(id: $id) { ... on Ticket { id status handBackRefundTo { method minWorkingDays maxWorkingDays } handBack { id status payout payoutMethod payoutState paidOutCoins } } } }\n": typeof types.HandBackPayoutTicketDocument,
    "query HandBackPayoutWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }": typeof types.HandBackPayoutWalletDocument,
    "query HandBackPayoutMine { myHandBacks { id status payout payoutMethod payoutState paidOutCoins payoutAmount } }": typeof types.HandBackPayoutMineDocument,
    "\n  mutation HandBackRedisSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.HandBackRedisSecureDocument,
    "\n  mutation HandBackRedisPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": typeof types.HandBackRedisPayDocument,
    "\n  mutation HandBackRedisList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } }\n  }\n": typeof types.HandBackRedisListDocument,
    "\n  mutation HandBackSeatsAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }\n  }\n": typeof types.HandBackSeatsAddIdentityDocument,
    "\n  mutation HandBackSeatsSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.HandBackSeatsSecureDocument,
    "\n  mutation HandBackSeatsPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": typeof types.HandBackSeatsPayDocument,
    "\n  mutation HandBackSeatsName($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on IdentityTakenError { identityId }\n      ... on Order { orderNo items { identity { id maskedName } } }\n    }\n  }\n": typeof types.HandBackSeatsNameDocument,
    "\n  mutation HandBackSeatsList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status ticketNo } } }\n  }\n": typeof types.HandBackSeatsListDocument,
    "\n  mutation HandBackSeatsWithdraw($id: ID!) {\n    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }\n  }\n": typeof types.HandBackSeatsWithdrawDocument,
    "\n  query HandBackSeatsOffer($slug: String!, $orderNo: String!) {\n    myQueuePlace(eventSlug: $slug) { status offer { orderNo requiresIdentity } }\n    order(orderNo: $orderNo) { items { seat { area row number } identity { id } } }\n  }\n": typeof types.HandBackSeatsOfferDocument,
    "\n  query HandBackSeatsTicket($id: ID!) { ticket(id: $id) { ticketNo status seat { area row number } handBack { status } resoldThroughHandBack } }\n": typeof types.HandBackSeatsTicketDocument,
    "\n  mutation HandBackSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.HandBackSecureDocument,
    "\n  mutation HandBackPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": typeof types.HandBackPayDocument,
    "\n  mutation HandBackList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }\n  }\n": typeof types.HandBackListDocument,
    "\n  mutation HandBackWithdraw($id: ID!) {\n    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }\n  }\n": typeof types.HandBackWithdrawDocument,
    "subscription HandBackSellerTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }": typeof types.HandBackSellerTicketStatusDocument,
    "\n  query HandBackSellerWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }\n": typeof types.HandBackSellerWalletDocument,
    "\n  query HandBackMyTickets { myTickets(tab: UPCOMING, first: 10) { edges { node { id ticketNo status canTransfer handBackOffered handBack { id status } } } } }\n": typeof types.HandBackMyTicketsDocument,
    "mutation HotPathCancelOrder($n: String!) { cancelOrder(orderNo: $n) { __typename } }": typeof types.HotPathCancelOrderDocument,
    "query HotPathEventTitle($slug: String!) { event(slug: $slug) { title } }": typeof types.HotPathEventTitleDocument,
    "query HotPathMeAndEvent($slug: String!) { me { email } event(slug: $slug) { title } }": typeof types.HotPathMeAndEventDocument,
    "query HotPathProductLimit($slug: String!) { merchProduct(slug: $slug) { name myRemainingLimit } }": typeof types.HotPathProductLimitDocument,
    "query HotPathChallenge { humanCheckChallenge }": typeof types.HotPathChallengeDocument,
    "query HotPathChallengeAndEvents { humanCheckChallenge events(first: 1) { edges { cursor } } }": typeof types.HotPathChallengeAndEventsDocument,
    "mutation IdentityAdd($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ... on Error { code message field } ... on AudienceIdentity { id docType maskedName maskedDocNumber } } }": typeof types.IdentityAddDocument,
    "mutation IdentityUpdate($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ... on Error { code } ... on AudienceIdentity { maskedName maskedDocNumber docType } } }": typeof types.IdentityUpdateDocument,
    "mutation IdentityDelete($id: ID!) { deleteAudienceIdentity(id: $id) { __typename ... on Error { code } } }": typeof types.IdentityDeleteDocument,
    "query IdentityList { myIdentities { id docType maskedName maskedDocNumber } }": typeof types.IdentityListDocument,
    "mutation KillStormCancelOrder($o: String!) { cancelOrder(orderNo: $o) { __typename } }": typeof types.KillStormCancelOrderDocument,
    "mutation KillStormSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }": typeof types.KillStormSetPayPasswordDocument,
    "fragment MerchAddressFields on Address { id recipient phone line1 line2 city region postalCode country isDefault }": typeof types.MerchAddressFieldsFragmentDoc,
    "mutation MerchAddressesAdd($i: AddressInput!) { addAddress(input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }": typeof types.MerchAddressesAddDocument,
    "mutation MerchAddressesUpdate($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }": typeof types.MerchAddressesUpdateDocument,
    "mutation MerchAddressesSetDefault($id: ID!) { setDefaultAddress(id: $id) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }": typeof types.MerchAddressesSetDefaultDocument,
    "query MerchAddressesList { myAddresses { ...MerchAddressFields } }": typeof types.MerchAddressesListDocument,
    "mutation MerchAddressesDelete($id: ID!) { deleteAddress(id: $id) { __typename } }": typeof types.MerchAddressesDeleteDocument,
    "mutation MerchAddressesDeleteOther($id: ID!) { deleteAddress(id: $id) { __typename } }": typeof types.MerchAddressesDeleteOtherDocument,
    "mutation MerchOrders($i: AddressInput!) { addAddress(input: $i) { __typename ... on Address { id } } }": typeof types.MerchOrdersDocument,
    "mutation MerchOrders2($n: String!) { cancelMerchOrder(orderNo: $n) { __typename ... on Error { code } ... on MerchOrder { status } } }": typeof types.MerchOrders2Document,
    "query MerchOrdersOrder($n: String!) { merchOrder(orderNo: $n) { ...MerchTestOrder } }": typeof types.MerchOrdersOrderDocument,
    "query MerchOrders3($n: String!) { merchOrder(orderNo: $n) { fulfilment tab items { redeemed } logistics { status } } }": typeof types.MerchOrders3Document,
    "subscription MerchOrdersLogistics($n: String!) { orderLogistics(orderNo: $n) { status fulfilment logistics { status } } }": typeof types.MerchOrdersLogisticsDocument,
    "query MerchOrders5($n: String!) { merchOrder(orderNo: $n) { tab logistics { status at note } } }": typeof types.MerchOrders5Document,
    "subscription MerchOrdersLogisticsOwner($n: String!) { orderLogistics(orderNo: $n) { status } }": typeof types.MerchOrdersLogisticsOwnerDocument,
    "subscription MerchOrdersLogisticsOther($n: String!) { orderLogistics(orderNo: $n) { status } }": typeof types.MerchOrdersLogisticsOtherDocument,
    "mutation MerchOrders7{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }": typeof types.MerchOrders7Document,
    "mutation MerchOrders8{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }": typeof types.MerchOrders8Document,
    "mutation MerchOrders9{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }": typeof types.MerchOrders9Document,
    "mutation MerchOrders10($i: AdvanceMerchOrderInput!) { advanceMerchOrder(input: $i) { __typename ... on Error { code } ... on MerchOrder { fulfilment logistics { status } } } }": typeof types.MerchOrders10Document,
    "query MerchShop { merchProducts(first: 50) { totalCount edges { node { slug price { amount currency } pickupOnly ticketHolderOnly desktopOnly inStock images } } } }": typeof types.MerchShopDocument,
    "query MerchShop2($e: String!) { merchProducts(first: 50, eventSlug: $e) { edges { node { slug } } } }": typeof types.MerchShop2Document,
    "query MerchShop3($n: String!) { merchOrder(orderNo: $n) { orderNo } }": typeof types.MerchShop3Document,
    "query MerchShop4($n: String!) { merchOrder(orderNo: $n) { orderNo } }": typeof types.MerchShop4Document,
    "mutation MerchShop5($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }": typeof types.MerchShop5Document,
    "mutation MerchShop6($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename } }": typeof types.MerchShop6Document,
    "query MerchShop7($n: String!) { merchOrder(orderNo: $n) { shippingAddress { recipient line1 } } }": typeof types.MerchShop7Document,
    "mutation MerchShop8($v: ID!) { secureMerch(input: { variantId: $v, quantity: 1 }) { __typename } }": typeof types.MerchShop8Document,
    "query MerchShopEligible($slug: String!) { merchProduct(slug: $slug) { myEligibleTicketNos } }": typeof types.MerchShopEligibleDocument,
    "mutation MerchShop9($i: SecureMerchInput!) { secureMerch(input: $i) { ... on Error { message } } }": typeof types.MerchShop9Document,
    "mutation MerchShop10($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }": typeof types.MerchShop10Document,
    "mutation MerchShop11($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }": typeof types.MerchShop11Document,
    "fragment MerchError on Error { code message field ... on ValidationError { issues { field messageKey } } }": typeof types.MerchErrorFragmentDoc,
    "fragment MerchTestOrder on MerchOrder { id orderNo status tab itemCount pickup pickupDate expiresAt paidAt fulfilment fulfilmentTrack total { amount currency }\n  items { id quantity redeemed unitPrice { amount currency } variant { id sku size stock } product { slug name } }\n  shippingAddress { recipient line1 city country } logistics { status at note } }": typeof types.MerchTestOrderFragmentDoc,
    "mutation MerchSecure($input: SecureMerchInput!) { secureMerch(input: $input) { __typename ...MerchError\n  ... on MerchSecured { order { ...MerchTestOrder } } ... on OutOfStockError { available } ... on LimitReachedError { limit remaining } ... on TicketOfAnotherEventError { eventTitle } } }": typeof types.MerchSecureDocument,
    "query MerchSupportProduct($slug: String!) { merchProduct(slug: $slug) { id slug pickupOnly ticketHolderOnly desktopOnly maxPerAccount pickupDates myRemainingLimit\n  price { amount currency } variants(first: 10) { totalCount edges { node { id sku size colour stock soldOut } } } } }": typeof types.MerchSupportProductDocument,
    "query MerchSupportMyOrders($tab: MerchOrderTab!) { myMerchOrders(tab: $tab) { edges { node { orderNo status fulfilment } } } }": typeof types.MerchSupportMyOrdersDocument,
    "query NodeAccessNode($id: ID!) { node(id: $id) { __typename id\n  ... on Ticket { ticketNo status seat { id } event { title } history { kind } }\n  ... on Event { title } ... on MerchProduct { name } ... on MerchVariant { sku }\n  ... on TicketType { name price { amount currency } available } ... on Seat { row number seatStatus: status }\n  ... on GiveawayCampaign { slug seedCommitment } ... on Notice { title endsAt } } }": typeof types.NodeAccessNodeDocument,
    "query NodeAccessCatalogueIds($slug: String!) { event(slug: $slug) { ticketTypes { edges { node { id name seats(first: 1) { edges { node { id row number } } } } } } } }": typeof types.NodeAccessCatalogueIdsDocument,
    "query NodeAccessNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.NodeAccessNodesDocument,
    "query NodeAccessTypes { __type(name: \"Node\") { possibleTypes { name } } }": typeof types.NodeAccessTypesDocument,
    "query NoticesCurrent { currentNotice { id title content level startsAt endsAt } }": typeof types.NoticesCurrentDocument,
    "mutation NoticesCurrentPublish($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename ... on Notice { id level } ... on ValidationError { issues { field messageKey } } } }": typeof types.NoticesCurrentPublishDocument,
    "mutation NoticesCurrentEnd($id: ID!) { endNotice(id: $id) }": typeof types.NoticesCurrentEndDocument,
    "query OperationsEvents { events(first: 1) { edges { node { slug } } } }": typeof types.OperationsEventsDocument,
    "query OperationsEventsInFlight { inFlight: events(first: 1) { edges { node { slug } } } }": typeof types.OperationsEventsInFlightDocument,
    "fragment AccessibleEvent on OperatorEvent { __typename id slug startsAt accessibleReleaseAt accessibleSeatsReleaseAt ticketTypes { id area seated seatSelection } seatMap { area rows { row seats { number status access } } } }": typeof types.AccessibleEventFragmentDoc,
    "mutation AccessibleCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }": typeof types.AccessibleCreateEventDocument,
    "mutation AccessibleUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }": typeof types.AccessibleUpdateEventDocument,
    "mutation AccessibleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area seatSelection } ... on Error { code } } }": typeof types.AccessibleAddTypeDocument,
    "mutation AccessibleUpdateType($id: ID!, $input: UpdateTicketTypeInput!) { updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id seatSelection } ... on Error { code field } } }": typeof types.AccessibleUpdateTypeDocument,
    "\n  mutation AccessibleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": typeof types.AccessibleSetSeatMapDocument,
    "\n  mutation AccessibleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": typeof types.AccessibleImportSeatMapDocument,
    "mutation AccessibleDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code } } }": typeof types.AccessibleDuplicateDocument,
    "\n  query AccessibleFigures($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) {\n      __typename\n      ... on OperatorSalesFigures { accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } } }\n      ... on Error { code }\n    }\n  }\n": typeof types.AccessibleFiguresDocument,
    "\n  query ContactsOrders($eventId: ID, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, revealEmails: $revealEmails) { edges { node { orderNo buyerNickname buyerEmail } } }\n  }\n": typeof types.ContactsOrdersDocument,
    "\n  query ContactsAttendees($eventId: ID!, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderNickname holderEmail orderNo buyerEmail } } }\n  }\n": typeof types.ContactsAttendeesDocument,
    "query ContactsAttendeesCsv($eventId: ID!) { attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ... on Error { code } } }": typeof types.ContactsAttendeesCsvDocument,
    "query ContactsSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }": typeof types.ContactsSalesCsvDocument,
    "fragment CatalogueEvent on OperatorEvent { __typename id cancelledAt salesPaused ticketTypes { id area capacity seated sold } seatMap { area ticketTypeId rows { row seats { number status } } } }": typeof types.CatalogueEventFragmentDoc,
    "mutation CatalogueCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id } ... on Error { code } } }": typeof types.CatalogueCreateEventDocument,
    "mutation CatalogueAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area } ... on Error { code } } }": typeof types.CatalogueAddTypeDocument,
    "\n  mutation CatalogueSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) { __typename ...CatalogueEvent ... on Error { code message } ... on ValidationError { issues { field message } } ... on SeatMapInUseError { taken } }\n  }\n": typeof types.CatalogueSetSeatMapDocument,
    "\n  mutation CatalogueImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...CatalogueEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": typeof types.CatalogueImportSeatMapDocument,
    "query CatalogueEvent($id: ID!) { operatorEvent(id: $id) { ...CatalogueEvent } }": typeof types.CatalogueEventDocument,
    "\n  mutation CatalogueCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) { __typename ... on OperatorProduct { id slug eventId pickupOnly pickupDates ticketHolderOnly price { amount currency } variants { id sku size stock sold } } ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": typeof types.CatalogueCreateProductDocument,
    "\n  mutation CatalogueUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) { __typename ... on OperatorProduct { id name ticketHolderOnly pickupDates variants { id sku stock } } ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": typeof types.CatalogueUpdateProductDocument,
    "query CatalogueProducts { operatorProducts { id slug } }": typeof types.CatalogueProductsDocument,
    "\n  mutation CatalogueDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id variants { id sku } } ... on Error { code message field } ... on ValidationError { issues { field message messageKey } } }\n  }\n": typeof types.CatalogueDeleteVariantDocument,
    "\n  mutation CatalogueCancelEvent($id: ID!) {\n    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { id cancelledAt salesPaused } } ... on Error { code } }\n  }\n": typeof types.CatalogueCancelEventDocument,
    "\n    mutation CatalogueUpdateTypeByGlobalId($id: ID!, $input: UpdateTicketTypeInput!) {\n      updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name } ... on Error { code } }\n    }\n  ": typeof types.CatalogueUpdateTypeByGlobalIdDocument,
    "query CliPublicEvent($slug: String!) { event(slug: $slug) { id title saleState } }": typeof types.CliPublicEventDocument,
    "mutation CliOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreatedApiKey { apiKey { id } } ... on Error { code } } }": typeof types.CliOwnerCreateKeyDocument,
    "\n  mutation OperatorCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }\n      ... on Error { code field }\n    }\n  }\n": typeof types.OperatorCreateKeyDocument,
    "query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }": typeof types.OperatorListKeysDocument,
    "mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }": typeof types.OperatorRevokeKeyDocument,
    "\n  mutation OperatorCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }\n      ... on Error { code field }\n    }\n  }\n": typeof types.OperatorCreateEventDocument,
    "\n  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }\n  }\n": typeof types.OperatorUpdateEventDocument,
    "\n  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }\n  }\n": typeof types.OperatorAddTicketTypeDocument,
    "\n  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }\n  }\n": typeof types.OperatorSetSalesDocument,
    "mutation OperatorPublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id lifecycle } ... on Error { code } } }": typeof types.OperatorPublishDocument,
    "query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }": typeof types.OperatorEventsDocument,
    "query KeysMyInvitations { myOrganisationInvitations { id role } }": typeof types.KeysMyInvitationsDocument,
    "mutation KeysAcceptInvitation($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { role } ... on Error { code } } }": typeof types.KeysAcceptInvitationDocument,
    "\n  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {\n    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }\n  }\n": typeof types.OperatorSetMemberDocument,
    "query OperatorMyOrganisations { myOrganisations { id role } }": typeof types.OperatorMyOrganisationsDocument,
    "query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }": typeof types.OperatorEventDocument,
    "query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }": typeof types.OperatorFanEventDocument,
    "\n  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {\n      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.OperatorOrdersDocument,
    "\n  query OperatorAttendees($eventId: ID!, $search: String) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }\n  }\n": typeof types.OperatorAttendeesDocument,
    "query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }": typeof types.OperatorSalesCsvDocument,
    "mutation ScopingCreateIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } ... on Error { code } } }": typeof types.ScopingCreateIssueDocument,
    "query ScopingIssues { supportIssues(limit: 200) { id } }": typeof types.ScopingIssuesDocument,
    "mutation ScopingAnswer($id: ID!) { answerSupportIssue(issueId: $id, body: \"We are on it.\") { __typename ... on SupportIssue { id status } ... on Error { code } } }": typeof types.ScopingAnswerDocument,
    "mutation ScopingEntry($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState } }": typeof types.ScopingEntryDocument,
    "query ScopingNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Ticket { ticketNo } ... on TicketType { name available } ... on Seat { row number } } }": typeof types.ScopingNodesDocument,
    "query ScopingEventId($slug: String!) { event(slug: $slug) { id } }": typeof types.ScopingEventIdDocument,
    "query ScopingSnapshotKeys { gateSnapshot { keys { keyId publicKey active } } }": typeof types.ScopingSnapshotKeysDocument,
    "query ScopingSnapshotRevocations { gateSnapshot { revocations { kind id } } }": typeof types.ScopingSnapshotRevocationsDocument,
    "query ScopingPlatformKeys { qrPublicKeys { keyId publicKey } }": typeof types.ScopingPlatformKeysDocument,
    "query ScopingPublicStatus($code: String!) { publicTicketStatus(code: $code) { status eventTitle } }": typeof types.ScopingPublicStatusDocument,
    "mutation OrderRefundsCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded } ... on Error { code } } }": typeof types.OrderRefundsCancelEventDocument,
    "mutation OrderRefundsWaitingList($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } } }": typeof types.OrderRefundsWaitingListDocument,
    "query OrderRefundsPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo quantity } } }": typeof types.OrderRefundsPlaceDocument,
    "\n  mutation ApplicationsApply($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName applicantEmail eventTypes expectedVolume }\n      ... on ValidationError { issues { field message messageKey } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ApplicationsApplyDocument,
    "query ApplicationsMine { myOrganisationApplication { id status refusalReason organisationId } }": typeof types.ApplicationsMineDocument,
    "query ApplicationsList($status: OrganisationApplicationStatus) { organisationApplications(status: $status) { id status organisationName applicantEmail } }": typeof types.ApplicationsListDocument,
    "\n  mutation ApplicationsApprove($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved application { status organisationId } organisation { id slug name memberCount } }\n      ... on Error { code }\n    }\n  }\n": typeof types.ApplicationsApproveDocument,
    "\n  mutation ApplicationsRefuse($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) { __typename ... on OrganisationApplication { status refusalReason } ... on Error { code } }\n  }\n": typeof types.ApplicationsRefuseDocument,
    "query ApplicationsMyOrganisations { myOrganisations { id name role } }": typeof types.ApplicationsMyOrganisationsDocument,
    "query ApplicationsIdentity { operatorIdentity { organisationId scopes } }": typeof types.ApplicationsIdentityDocument,
    "\n  query OrgAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorUserId actorName actorEmail actorApiKeyId targetType targetId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.OrgAuditLogDocument,
    "query OrgAuditActions { organisationAuditActions }": typeof types.OrgAuditActionsDocument,
    "mutation OrgAuditUpdate($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }": typeof types.OrgAuditUpdateDocument,
    "\n  mutation MembersInvite($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email role status expiresAt } ... on Error { code message } }\n  }\n": typeof types.MembersInviteDocument,
    "mutation MembersSetMember($email: String!, $role: OrganisationRole!) { setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } } }": typeof types.MembersSetMemberDocument,
    "query MembersInvitations($status: OrganisationInvitationStatus) { organisationInvitations(status: $status) { id email role status } }": typeof types.MembersInvitationsDocument,
    "query MembersList { organisationMembers { userId email role } }": typeof types.MembersListDocument,
    "mutation MembersRevokeInvitation($id: ID!) { revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { status } ... on Error { code } } }": typeof types.MembersRevokeInvitationDocument,
    "query MembersMine { myOrganisationInvitations { id organisationName role } }": typeof types.MembersMineDocument,
    "mutation MembersAccept($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ... on Error { code } } }": typeof types.MembersAcceptDocument,
    "mutation MembersDecline($id: ID!) { declineOrganisationInvitation(id: $id) { __typename ... on Error { code } } }": typeof types.MembersDeclineDocument,
    "query MembersMyOrganisations { myOrganisations { id role } }": typeof types.MembersMyOrganisationsDocument,
    "query MembersIdentity { operatorIdentity { organisationId scopes } }": typeof types.MembersIdentityDocument,
    "mutation MembersSetRole($userId: ID!, $role: OrganisationRole!) { setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { role } ... on Error { code } } }": typeof types.MembersSetRoleDocument,
    "mutation MembersRemove($userId: ID!) { removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ... on Error { code } } }": typeof types.MembersRemoveDocument,
    "mutation MembersRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { revokedAt } ... on Error { code } } }": typeof types.MembersRevokeKeyDocument,
    "subscription MembersSales($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }": typeof types.MembersSalesDocument,
    "query MembersSalesNow($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { __typename } }": typeof types.MembersSalesNowDocument,
    "mutation OutboxSendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ... on Error { code message } } }": typeof types.OutboxSendPhoneCodeDocument,
    "fragment PaymentError on Error { code message field ... on ValidationError { issues { field messageKey } } ... on PayPasswordLockedError { retryAfterSeconds } }": typeof types.PaymentErrorFragmentDoc,
    "mutation PaymentsPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl balance { amount } } } }": typeof types.PaymentsPayOrderDocument,
    "mutation PaymentsTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }": typeof types.PaymentsTopUpDocument,
    "query PaymentsWallet { wallet { balance { amount } displayCurrency transactions(first: 50) { edges { node { amount { amount } balanceAfter { amount } kind reference paidFor } } } } }": typeof types.PaymentsWalletDocument,
    "query PaymentsResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on Error { code } ... on PaymentResult { status reason canRetry attemptsLeft kind } } }": typeof types.PaymentsResultDocument,
    "mutation PaymentsSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }": typeof types.PaymentsSetPayPasswordDocument,
    "query PaymentsWebhooksSavedCards { savedCards { brand last4 expMonth holderName } }": typeof types.PaymentsWebhooksSavedCardsDocument,
    "query PaymentsWebhooksResultState($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status orderStatus } } }": typeof types.PaymentsWebhooksResultStateDocument,
    "\n  mutation PlatformCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation { organisation { id slug name memberCount createdAt } ownerUserId ownerEmail }\n      ... on ValidationError { issues { field } }\n      ... on Error { code field message }\n    }\n  }\n": typeof types.PlatformCreateOrganisationDocument,
    "\n  query PlatformOrganisations($first: Int, $after: String, $last: Int, $before: String) {\n    organisations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id slug name memberCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor startCursor }\n    }\n  }\n": typeof types.PlatformOrganisationsDocument,
    "\n  mutation PlatformOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on Error { code field } } }\n": typeof types.PlatformOwnerCreateKeyDocument,
    "query PoolStallHealth { health { ok database } }": typeof types.PoolStallHealthDocument,
    "mutation PresaleOn($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: true }) { __typename ... on OperatorEvent { presaleRegistration } } }": typeof types.PresaleOnDocument,
    "mutation PresaleOff($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: false }) { __typename } }": typeof types.PresaleOffDocument,
    "mutation PresaleBound($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename ... on Error { field } ... on PromoCodesCreated { codes { boundEmail } } } }": typeof types.PresaleBoundDocument,
    "fragment PrivacyError on Error { code message field }": typeof types.PrivacyErrorFragmentDoc,
    "mutation PrivacyAuditExport($p: String!) { exportMyData(password: $p) { __typename ...PrivacyError ... on MyDataExport { fileName data } } }": typeof types.PrivacyAuditExportDocument,
    "mutation PrivacyAuditDelete($p: String!) { deleteMyAccount(password: $p) { __typename ...PrivacyError ... on AccountDeletionBlockedError { reasons } ... on Done { ok } } }": typeof types.PrivacyAuditDeleteDocument,
    "query PrivacyAudit($f: AuditFilterInput, $first: Int, $after: String) { auditLog(filter: $f, first: $first, after: $after) { edges { cursor node { id at action outcome actorUserId actorStaffTokenId subjectUserId targetType targetId ip userAgent details } } pageInfo { hasNextPage endCursor } } }": typeof types.PrivacyAuditDocument,
    "mutation PrivacyAuditAddIdentity($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }": typeof types.PrivacyAuditAddIdentityDocument,
    "mutation PrivacyAuditUpdateIdentity($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }": typeof types.PrivacyAuditUpdateIdentityDocument,
    "mutation PrivacyAudit2($id: ID!) { deleteAudienceIdentity(id: $id) { __typename } }": typeof types.PrivacyAudit2Document,
    "mutation PrivacyAuditAddAddress($i: AddressInput!) { addAddress(input: $i) { __typename ...PrivacyError ... on Address { id } } }": typeof types.PrivacyAuditAddAddressDocument,
    "mutation PrivacyAudit3($p: String!) { setPayPassword(payPassword: $p) { __typename } }": typeof types.PrivacyAudit3Document,
    "mutation PrivacyAudit4($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename } }": typeof types.PrivacyAudit4Document,
    "mutation PrivacyAudit5($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename } }": typeof types.PrivacyAudit5Document,
    "mutation PrivacyAuditSignOut { signOut { __typename } }": typeof types.PrivacyAuditSignOutDocument,
    "mutation PrivacyAudit7($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }": typeof types.PrivacyAudit7Document,
    "mutation PrivacyAudit8($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename } }": typeof types.PrivacyAudit8Document,
    "mutation PrivacyAudit9{ sendCurrentEmailCode { __typename } }": typeof types.PrivacyAudit9Document,
    "mutation PrivacyAudit10($e: String!) { sendNewEmailCode(email: $e) { __typename } }": typeof types.PrivacyAudit10Document,
    "mutation PrivacyAudit11($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename } }": typeof types.PrivacyAudit11Document,
    "query PrivacyAudit12 { myIdentities { id } }": typeof types.PrivacyAudit12Document,
    "mutation PrivacyAudit13($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { id } }": typeof types.PrivacyAudit13Document,
    "mutation PrivacyAudit14($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename } }": typeof types.PrivacyAudit14Document,
    "mutation PrivacyAudit15($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }": typeof types.PrivacyAudit15Document,
    "mutation PrivacyAudit16($id: ID!) { answerSupportIssue(issueId: $id, body: \"Please refresh the page.\") { __typename } }": typeof types.PrivacyAudit16Document,
    "query PrivacyAudit17 { me { id } }": typeof types.PrivacyAudit17Document,
    "mutation ProvidersPay($input: PayOrderInput!) { payOrder(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on ValidationError { issues { field messageKey } }\n  ... on PaymentAccepted { orderNo paymentNo status redirectUrl }\n} }": typeof types.ProvidersPayDocument,
    "mutation ProvidersTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }": typeof types.ProvidersTopUpDocument,
    "query ProvidersOptions { paymentOptions { methods cardEntry testMode } }": typeof types.ProvidersOptionsDocument,
    "query ProvidersSavedCards { savedCards { id brand last4 expMonth expYear } }": typeof types.ProvidersSavedCardsDocument,
    "mutation ProvidersDeleteCard($id: ID!) { deleteSavedCard(id: $id) { __typename ... on Error { code } } }": typeof types.ProvidersDeleteCardDocument,
    "query ProvidersResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status reason canRetry } } }": typeof types.ProvidersResultDocument,
    "mutation ProvidersRefundOrder($input: RefundOrderInput!) { refundOrder(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on RefundTooLargeError { refundable { amount currency } }\n  ... on OrderNotRefundableError { status }\n  ... on OrderRefunded { full repeated refund { refundNo orderAmount status cause amount { amount currency } } order { status refundable { amount } refunds { refundNo status orderAmount } } }\n} }": typeof types.ProvidersRefundOrderDocument,
    "query ProvidersOperatorOrder($search: String!) { operatorOrders(search: $search, first: 1) { edges { node { orderNo status refundable { amount currency } refunds { refundNo status cause orderAmount } disputes { status provider } } } } }": typeof types.ProvidersOperatorOrderDocument,
    "\n  mutation QueueFairnessSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.QueueFairnessSecureDocument,
    "\n  mutation QueueFairnessPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": typeof types.QueueFairnessPayDocument,
    "mutation QueueFairnessCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }": typeof types.QueueFairnessCancelDocument,
    "\n  mutation QueueFairnessWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": typeof types.QueueFairnessWaitingListDocument,
    "\n  query QueueFairnessReport($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) {\n      fairnessLogUrl\n      fairnessReport { keyId publicKey signature document preQueueFans afterDrawFans admitted offers ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms logEntries logHead rateChanges { at from to by } }\n    }\n  }\n": typeof types.QueueFairnessReportDocument,
    "query QueueFairnessRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }": typeof types.QueueFairnessRoomDocument,
    "\n  query QueueOperatorSettings($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n": typeof types.QueueOperatorSettingsDocument,
    "\n  mutation QueueOperatorUpdate($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ... on Error { code }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.QueueOperatorUpdateDocument,
    "query QueueOperatorRoom($slug: String!) { waitingRoom(eventSlug: $slug) { state admissionRatePerMinute } }": typeof types.QueueOperatorRoomDocument,
    "\n  mutation QueueRealNameAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }\n  }\n": typeof types.QueueRealNameAddIdentityDocument,
    "\n  mutation QueueRealNameSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.QueueRealNameSecureDocument,
    "\n  mutation QueueRealNameName($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on IdentityTakenError { identityId }\n      ... on Order { orderNo items { identity { id } } }\n    }\n  }\n": typeof types.QueueRealNameNameDocument,
    "\n  mutation QueueRealNamePay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": typeof types.QueueRealNamePayDocument,
    "\n  mutation QueueRealNameWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": typeof types.QueueRealNameWaitingListDocument,
    "\n  query QueueRealNameOffer($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo requiresIdentity expiresAt } } }\n": typeof types.QueueRealNameOfferDocument,
    "query QueueRealNameRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }": typeof types.QueueRealNameRoomDocument,
    "mutation QueueRestartJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status } } } }": typeof types.QueueRestartJoinDocument,
    "query QueueRestartPlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }": typeof types.QueueRestartPlaceDocument,
    "mutation QueueScaleJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status joinedAt } } } }": typeof types.QueueScaleJoinDocument,
    "query QueueScalePlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }": typeof types.QueueScalePlaceDocument,
    "mutation QueueScaleSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename } }": typeof types.QueueScaleSecureDocument,
    "query QueueScaleWaitingRoom($s: String!) { waitingRoom(eventSlug: $s) { state } }": typeof types.QueueScaleWaitingRoomDocument,
    "subscription QueueScalePosition($s: String!) { queuePosition(eventSlug: $s) { status admission { token } } }": typeof types.QueueScalePositionDocument,
    "subscription QueueTestPosition($slug: String!) { queuePosition(eventSlug: $slug) { status position } }": typeof types.QueueTestPositionDocument,
    "\n  query QueueRoom($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }\n  }\n": typeof types.QueueRoomDocument,
    "\n  mutation QueueSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on QueueRequiredError { eventSlug }\n      ... on TicketsSecured { order { orderNo } }\n    }\n  }\n": typeof types.QueueSecureDocument,
    "\n  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }\n": typeof types.QueueCancelDocument,
    "\n  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": typeof types.QueueJoinWaitingListDocument,
    "query NginxHealth { health { ok } }": typeof types.NginxHealthDocument,
    "query NginxHealthAndDatabase { health { ok database } }": typeof types.NginxHealthAndDatabaseDocument,
    "subscription NginxTicketQr($id: ID!) { ticketQr(ticketId: $id) { pass { version } } }": typeof types.NginxTicketQrDocument,
    "mutation NginxRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename } }": typeof types.NginxRefreshQrDocument,
    "subscription ScaleOutPaymentResult($o: String!) { paymentResult(orderNo: $o) { status } }": typeof types.ScaleOutPaymentResultDocument,
    "subscription ScaleOutTicketQr($id: ID!) { ticketQr(ticketId: $id) { active pass { version } } }": typeof types.ScaleOutTicketQrDocument,
    "mutation ScaleOutRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { pass { version } } } }": typeof types.ScaleOutRefreshQrDocument,
    "query ScaleOutMe { me { id } }": typeof types.ScaleOutMeDocument,
    "mutation ScaleOutSignOut { signOut { __typename } }": typeof types.ScaleOutSignOutDocument,
    "query ScaleOutHealth { health { ok } }": typeof types.ScaleOutHealthDocument,
    "subscription ScaleOutSalesFigures($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }": typeof types.ScaleOutSalesFiguresDocument,
    "mutation ScaleOutRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename } }": typeof types.ScaleOutRevokeKeyDocument,
    "query RelayEventsPage($first: Int!, $after: String) {\n  events(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }": typeof types.RelayEventsPageDocument,
    "query RelayNodeSlug($id: ID!) { node(id: $id) { id ... on Event { slug } } }": typeof types.RelayNodeSlugDocument,
    "\n  mutation SeatStorySecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": typeof types.SeatStorySecureDocument,
    "\n  mutation SeatStoryPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } }\n  }\n": typeof types.SeatStoryPayDocument,
    "\n  mutation SeatStoryCancel($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) { __typename ... on Error { code } }\n  }\n": typeof types.SeatStoryCancelDocument,
    "\n  mutation SeatPickSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code message field }\n      ... on SeatsTakenError { seats { id row number status } alternatives { id row number status } }\n      ... on TicketsSecured { order { orderNo items { seat { id row number } } } }\n    }\n  }\n": typeof types.SeatPickSecureDocument,
    "\n  query SeatPickMap($slug: String!, $typeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      seatMap { area ticketType { id seatSelection } rows { row seats { id number status access } } }\n      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { id row number }\n    }\n  }\n": typeof types.SeatPickMapDocument,
    "\n  mutation SeatingNeedSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code message field }\n      ... on AccessibleSeatsKeptError { seats { id } releaseAt }\n      ... on TicketsSecured { order { orderNo items { seat { row number access } } } }\n    }\n  }\n": typeof types.SeatingNeedSecureDocument,
    "\n  query SeatingNeedOffer($slug: String!, $typeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      accessibleSeatsReleaseAt\n      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { row number }\n      accessibleSpaces(ticketTypeId: $typeId) { wheelchair { id row number access } companions { id row number access } }\n    }\n  }\n": typeof types.SeatingNeedOfferDocument,
    "query SeatingNeedMine { mySeatingNeed { wheelchair companions updatedAt } }": typeof types.SeatingNeedMineDocument,
    "\n  mutation SeatingNeedSet($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions } ... on ValidationError { code field } }\n  }\n": typeof types.SeatingNeedSetDocument,
    "mutation SeatingNeedDelete { deleteSeatingNeed { ok } }": typeof types.SeatingNeedDeleteDocument,
    "mutation SeatingNeedExport($p: String!) { exportMyData(password: $p) { __typename ... on MyDataExport { data } } }": typeof types.SeatingNeedExportDocument,
    "mutation SeatingNeedDeleteAccount($p: String!) { deleteMyAccount(password: $p) { __typename ... on Done { ok } ... on Error { code } } }": typeof types.SeatingNeedDeleteAccountDocument,
    "\n  query SeatingNeedAttendees($eventId: ID!, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderSeatingNeed { wheelchair companions } } } }\n  }\n": typeof types.SeatingNeedAttendeesDocument,
    "query SeatingNeedPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status accessibleSeatsAvailable } }": typeof types.SeatingNeedPlaceDocument,
    "mutation SecuredOrderReadSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {\n  __typename\n  ... on TicketsSecured { order { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount\n    totalAmount { amount currency }\n    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }\n} }": typeof types.SecuredOrderReadSecureDocument,
    "query SecuredOrderReadOrder($n: String!) { order(orderNo: $n) { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount\n    totalAmount { amount currency }\n    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }": typeof types.SecuredOrderReadOrderDocument,
    "fragment SupportTestIssue on SupportIssue { id ref type text phone email status messages { fromStaff body } }": typeof types.SupportTestIssueFragmentDoc,
    "mutation SupportIssuesCreate($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ...AccountsError ... on IssueTextTooShortError { minLength } ...SupportTestIssue } }": typeof types.SupportIssuesCreateDocument,
    "query SupportIssuesMine { mySupportIssues { ...SupportTestIssue } }": typeof types.SupportIssuesMineDocument,
    "mutation SupportIssuesAnswer($id: ID!, $body: String!, $close: Boolean) { answerSupportIssue(issueId: $id, body: $body, close: $close) { __typename ...AccountsError ...SupportTestIssue } }": typeof types.SupportIssuesAnswerDocument,
    "mutation SupportIssuesReply($id: ID!, $body: String!) { replyToSupportIssue(issueId: $id, body: $body) { __typename ...AccountsError ...SupportTestIssue } }": typeof types.SupportIssuesReplyDocument,
    "query SupportIssues { supportIssues(status: OPEN) { id } }": typeof types.SupportIssuesDocument,
    "query SupportIssuesReopened { supportIssues(status: OPEN) { id } }": typeof types.SupportIssuesReopenedDocument,
    "\n  mutation RoutingCreateIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id eventId eventName orderNo ticketNo }\n      ... on Error { code message field }\n    }\n  }\n": typeof types.RoutingCreateIssueDocument,
    "query RoutingInbox($platformOnly: Boolean) { supportIssues(limit: 200, platformOnly: $platformOnly) { id eventName orderNo ticketNo } }": typeof types.RoutingInboxDocument,
    "query RoutingMine { mySupportIssues { id eventName orderNo } }": typeof types.RoutingMineDocument,
    "query TicketsCatalogue($first: Int!) { events(first: $first) { edges { node { slug saleState priceFrom { amount currency }\n  ticketTypes { edges { node { name area price { amount currency } available rows { row available total }\n    seats(first: 5, onlyAvailable: true) { edges { node { row number status } } pageInfo { hasNextPage } } } } } } } } }": typeof types.TicketsCatalogueDocument,
    "query TicketsRead2($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { id ticketNo status event { slug entryState } ticketType { name area } seat { area row number } history { kind at } } } } }": typeof types.TicketsRead2Document,
    "query TicketsRead3($id: ID!) { ticket(id: $id) { ticketNo } }": typeof types.TicketsRead3Document,
    "query TicketsRead4($id: ID!) { ticket(id: $id) { ticketNo } }": typeof types.TicketsRead4Document,
    "query TicketsRead5($id: ID!) { ticket(id: $id) { ticketNo } }": typeof types.TicketsRead5Document,
    "query TicketsReadPage($tab: TicketListTab!, $first: Int, $after: String, $last: Int, $before: String) {\n  myTickets(tab: $tab, first: $first, after: $after, last: $last, before: $before) { edges { cursor node { ticketNo } } pageInfo { hasNextPage hasPreviousPage } }\n}": typeof types.TicketsReadPageDocument,
    "query TicketsSecure { myOrders(tab: AVAILABLE) { edges { node { orderNo itemCount } } } }": typeof types.TicketsSecureDocument,
    "mutation TicketsSecure2($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Error { code message } ... on Order { status } } }": typeof types.TicketsSecure2Document,
    "query TicketsSecure3 { myOrders(tab: OTHERS) { edges { node { orderNo status } } } }": typeof types.TicketsSecure3Document,
    "query TicketsSecure4($no: String!) { order(orderNo: $no) { status paidAt tickets { ticketNo seat { row number } } } myOrders(tab: COMPLETED) { edges { node { orderNo } } } myTickets(tab: UPCOMING) { edges { node { ticketNo } } } }": typeof types.TicketsSecure4Document,
    "mutation TicketsSupportSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on TicketLimitReachedError { limit remaining }\n  ... on SaleNotOpenError { saleState }\n  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }\n} }": typeof types.TicketsSupportSecureDocument,
    "query TransfersFlow($id: ID!) { ticket(id: $id) { ticketNo canTransfer transferLockedUntil history { kind outgoing } qrPass { version } } }": typeof types.TransfersFlowDocument,
    "query TransfersFlow2($id: ID!) { sharedTransfer(id: $id) { eventTitle ticketTypeName fromNickname } }": typeof types.TransfersFlow2Document,
    "query TransfersFlow3($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { ticketNo transferredAway } } } }": typeof types.TransfersFlow3Document,
    "query WalletLedger($o: String!) { payableOrder(orderNo: $o) { ... on PayableOrder { amount { amount currency } fanCoinAmount { amount } walletBalance { amount } } } }": typeof types.WalletLedgerDocument,
    "mutation WalletLedger2($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on WrongPayPasswordError { code field attemptsLeft } } }": typeof types.WalletLedger2Document,
    "query PushTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { applePassUrl } } }": typeof types.PushTicketPassesDocument,
    "mutation PushCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id cancelledAt } } ... on Error { code } } }": typeof types.PushCancelEventDocument,
    "mutation PushUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id latitude longitude venue } ... on Error { code field } } }": typeof types.PushUpdateEventDocument,
    "mutation PushSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } } }": typeof types.PushSecureDocument,
    "mutation PushPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } } }": typeof types.PushPayDocument,
    "mutation PushHandBack($input: HandBackTicketsInput!) { handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } } }": typeof types.PushHandBackDocument,
    "mutation PushWithdrawHandBack($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }": typeof types.PushWithdrawHandBackDocument,
    "subscription PushTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }": typeof types.PushTicketStatusDocument,
    "mutation PushWebhookCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { endpoint { id } } ... on Error { code } } }": typeof types.PushWebhookCreateDocument,
    "query WalletProviders { walletPassProviders { apple google } }": typeof types.WalletProvidersDocument,
    "query WalletTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { googleSaveUrl applePassUrl } } }": typeof types.WalletTicketPassesDocument,
    "\n  mutation CheckedInWebhookCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ... on Error { code } }\n  }\n": typeof types.CheckedInWebhookCreateDocument,
    "query CheckedInWebhookTypes { webhookEventTypes { type description } }": typeof types.CheckedInWebhookTypesDocument,
    "mutation CheckedInWebhookUpload($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result } } } }": typeof types.CheckedInWebhookUploadDocument,
    "mutation CheckedInWebhookCheckIn($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo } ... on CheckInRefusedError { reason } ... on Error { code } } }": typeof types.CheckedInWebhookCheckInDocument,
    "mutation CheckedInWebhookUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }": typeof types.CheckedInWebhookUndoDocument,
    "\n  mutation WebhookTypesCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id eventTypes } } ... on Error { code } }\n  }\n": typeof types.WebhookTypesCreateEndpointDocument,
    "mutation WebhookTypesCancelOrder($orderNo: String!) { cancelOrder(orderNo: $orderNo) { __typename ... on Order { status } ... on Error { code } } }": typeof types.WebhookTypesCancelOrderDocument,
    "mutation WebhookTypesCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded } ... on Error { code } } }": typeof types.WebhookTypesCancelEventDocument,
    "\n  mutation WebhookTypesHandBack($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }\n  }\n": typeof types.WebhookTypesHandBackDocument,
    "mutation WebhookTypesWithdraw($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }": typeof types.WebhookTypesWithdrawDocument,
    "\n  mutation WebhookTypesWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } }\n  }\n": typeof types.WebhookTypesWaitingListDocument,
    "\n  mutation WebhooksCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreatedWebhookEndpoint { secret endpoint { id url eventTypes enabled } }\n      ... on ValidationError { code message issues { field } }\n    }\n  }\n": typeof types.WebhooksCreateDocument,
    "mutation WebhooksPing($id: ID!) { pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }": typeof types.WebhooksPingDocument,
    "mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }": typeof types.WebhooksRedeliverDocument,
    "\n  query WebhooksDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 200) { id messageId eventType status attempts lastResponseCode lastError payload }\n  }\n": typeof types.WebhooksDeliveriesDocument,
    "mutation WebhooksUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }": typeof types.WebhooksUpdateEventDocument,
    "mutation WebhooksSupportIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }": typeof types.WebhooksSupportIssueDocument,
    "\n  mutation WebhooksUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { enabled } ... on Error { code } }\n  }\n": typeof types.WebhooksUpdateEndpointDocument,
};
const documents: Documents = {
    "mutation E2ESendEmailCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename } }": types.E2ESendEmailCodeDocument,
    "mutation E2ERegister($input: RegisterInput!) { register(input: $input) { __typename } }": types.E2ERegisterDocument,
    "query E2EMyTicketIds { myTickets(tab: UPCOMING) { edges { node { id } } } }": types.E2EMyTicketIdsDocument,
    "mutation E2EInvite($input: InviteOrganisationMemberInput!) { inviteOrganisationMember(input: $input) { __typename } }": types.E2EInviteDocument,
    "mutation E2ESecureTickets($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on TicketsSecured { order { orderNo } } ... on Error { code } } }": types.E2ESecureTicketsDocument,
    "mutation E2EPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }": types.E2EPayOrderDocument,
    "mutation E2EProvidersPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }": types.E2EProvidersPayDocument,
    "mutation E2ESignIn($i: SignInInput!) { signIn(input: $i) { __typename ... on AuthPayload { token } } }": types.E2ESignInDocument,
    "mutation E2ESkipPhone { skipPhoneVerification { __typename } }": types.E2ESkipPhoneDocument,
    "fragment AccountsError on Error { __typename code message field ... on ValidationError { issues { field message messageKey } } ... on TooManyAttemptsError { retryAfterSeconds } }": types.AccountsErrorFragmentDoc,
    "mutation AccountsSendCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": types.AccountsSendCodeDocument,
    "mutation AccountsRegister($input: RegisterInput!) { register(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email nickname avatar language inviteCode payPasswordSetUp isPhoneVerified } } } }": types.AccountsRegisterDocument,
    "mutation AccountsSignIn($input: SignInInput!) { signIn(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email } } } }": types.AccountsSignInDocument,
    "query AccountsMe { me { id email nickname avatar language phone phoneAreaCode isPhoneVerified phoneVerificationSkipped payPasswordSetUp inviteCode } }": types.AccountsMeDocument,
    "query HumanCheckChallengeForTests { humanCheckChallenge }": types.HumanCheckChallengeForTestsDocument,
    "\n  mutation QueueHelperJoin($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on JoinQueueSuccess { place { status position } }\n    }\n  }\n": types.QueueHelperJoinDocument,
    "\n  query QueueHelperPlace($eventSlug: String!) {\n    myQueuePlace(eventSlug: $eventSlug) {\n      status\n      position\n      aheadCount\n      waitingCount\n      joinedAt\n      admission { token expiresAt }\n      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }\n    }\n  }\n": types.QueueHelperPlaceDocument,
    "mutation SecurityResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.SecurityResetPasswordDocument,
    "mutation SecurityChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.SecurityChangePasswordDocument,
    "mutation SecuritySetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename ...AccountsError ... on User { payPasswordSetUp } } }": types.SecuritySetPayPasswordDocument,
    "mutation SecurityChangePayPassword($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.SecurityChangePayPasswordDocument,
    "mutation SecuritySendPayPasswordCode { sendPayPasswordCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": types.SecuritySendPayPasswordCodeDocument,
    "mutation SecurityResetPayPassword($input: ResetPayPasswordInput!) { resetPayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.SecurityResetPayPasswordDocument,
    "mutation SecuritySendCurrentEmailCode { sendCurrentEmailCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": types.SecuritySendCurrentEmailCodeDocument,
    "mutation SecuritySendNewEmailCode($email: String!) { sendNewEmailCode(email: $email) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": types.SecuritySendNewEmailCodeDocument,
    "mutation SecurityChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...AccountsError ... on User { email } } }": types.SecurityChangeEmailDocument,
    "mutation SecuritySendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": types.SecuritySendPhoneCodeDocument,
    "mutation SecurityVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { phone phoneAreaCode isPhoneVerified } } }": types.SecurityVerifyPhoneDocument,
    "mutation SecuritySkipPhone { skipPhoneVerification { __typename ... on Error { code } ... on User { isPhoneVerified phoneVerificationSkipped } } }": types.SecuritySkipPhoneDocument,
    "mutation SecurityUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ...AccountsError ... on User { nickname avatar language } } }": types.SecurityUpdateProfileDocument,
    "mutation AccountsSigninSignOut { signOut { __typename ... on Done { ok } } }": types.AccountsSigninSignOutDocument,
    "mutation AccountsSigninDevice($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code } ... on AuthPayload { token deviceToken } } }": types.AccountsSigninDeviceDocument,
    "mutation AccountsSigninSkipPhone { skipPhoneVerification { __typename } }": types.AccountsSigninSkipPhoneDocument,
    "query AccountsSigninMe { me { email payPasswordSetUp isPhoneVerified } }": types.AccountsSigninMeDocument,
    "query SignupCheckEmail($email: String!) { checkEmail(email: $email) { __typename ...AccountsError ... on EmailStatus { email registered } } }": types.SignupCheckEmailDocument,
    "mutation SignupCheckEmailCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.SignupCheckEmailCodeDocument,
    "\n  mutation ExportStart($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal revealed } ... on Error { code } }\n  }\n": types.ExportStartDocument,
    "query ExportJob($id: ID!) { attendeesExport(id: $id) { id status rowsDone rowsTotal revealed fileName contentType fileBase64 } }": types.ExportJobDocument,
    "\n  query MessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ... on Error { code }\n    }\n  }\n": types.MessagePreviewDocument,
    "\n  mutation MessageSend($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ... on ValidationError { issues { field } }\n      ... on Error { code }\n    }\n  }\n": types.MessageSendDocument,
    "query CaptchaStaffChallenge { humanCheckChallenge }": types.CaptchaStaffChallengeDocument,
    "query CaptchaStaffMe { me { id } }": types.CaptchaStaffMeDocument,
    "\n  subscription DashboardFigures($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { eventId capacity sold held paidOrders revenue { amount currency } queueWaiting scansAccepted perMinute { minute sold scans } ticketTypes { name capacity taken } }\n  }\n": types.DashboardFiguresDocument,
    "\n  query DashboardFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { sold capacity } ... on Error { code } }\n  }\n": types.DashboardFiguresNowDocument,
    "query DbOutageEvents { events(first: 3) { edges { node { slug } } } }": types.DbOutageEventsDocument,
    "query DbOutageMe { me { id } }": types.DbOutageMeDocument,
    "mutation DbOutageUpdateProfile { updateProfile(input: { language: \"vi\" }) { __typename } }": types.DbOutageUpdateProfileDocument,
    "mutation EnquiriesBusinessSend($input: BusinessEnquiryInput!) { sendBusinessEnquiry(input: $input) { __typename ...AccountsError ... on BusinessEnquiryReceived { id } } }": types.EnquiriesBusinessSendDocument,
    "query EnquiriesBusinessCountries { countries { code name } }": types.EnquiriesBusinessCountriesDocument,
    "mutation EntryGateRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { active code pass { version } } } }": types.EntryGateRefreshQrDocument,
    "mutation EntryGate2($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstUsedAt firstEntrance } } } }": types.EntryGate2Document,
    "query EntryGate3 { gateSnapshot { periodSeconds graceSeconds keys { keyId publicKey active } revocations { kind id minVersion closed } } }": types.EntryGate3Document,
    "query EntryGate4 { gateSnapshot { generatedAt } }": types.EntryGate4Document,
    "query EntryGate5 { qrPublicKeys { keyId publicKey } }": types.EntryGate5Document,
    "mutation EntryGate6($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstEntrance } } } }": types.EntryGate6Document,
    "query EntryGate7($c: String!) { publicTicketStatus(code: $c) { status eventTitle typeName usedAt entrance codeCurrent } }": types.EntryGate7Document,
    "subscription EntryGate8($id: ID!) { ticketQr(ticketId: $id) { active code } }": types.EntryGate8Document,
    "subscription EntryGate9($id: ID!) { ticketStatus(ticketId: $id) { ticketId status validatedEntrance } }": types.EntryGate9Document,
    "subscription EntryGateEventEntry($id: ID!) { eventEntry(eventId: $id) { entryState entryNote doorsOpenAt } }": types.EntryGateEventEntryDocument,
    "mutation EntryGate11($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState entryNote } }": types.EntryGate11Document,
    "query EntryGate12 { myEntryGuide { ticketCount entrances event { entryState doorsOpenAt } } }": types.EntryGate12Document,
    "fragment EntryError on Error { code message field }": types.EntryErrorFragmentDoc,
    "mutation EntrySendTransferCode($input: SendTransferCodeInput!) { sendTransferCode(input: $input) { __typename ...EntryError ... on TransferCodeSent { expiresInSeconds sentTo } ... on TransferLockedError { lockedUntil } ... on RecipientTicketLimitError { max } } }": types.EntrySendTransferCodeDocument,
    "mutation EntryTransfer($input: TransferTicketInput!) { transferTicket(input: $input) { __typename ...EntryError ... on TransferDone { transferId toEmail } } }": types.EntryTransferDocument,
    "query EntryQrCode($kind: PassKind!, $id: String!) { qrCode(kind: $kind, id: $id) { active code validUntil pass { keyId secret version periodSeconds passPublicKey certificate } } }": types.EntryQrCodeDocument,
    "mutation EntryVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ...EntryError ... on EntryVerification { result kind scannedAt firstUsedAt firstEntrance ticketNo eventTitle productName } } }": types.EntryVerifyDocument,
    "mutation CardRefundsCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { ordersRefunded paymentsRefunded refundsPending } ... on Error { code } } }": types.CardRefundsCancelDocument,
    "\n  query CardRefundsSummary($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) { __typename ... on EventRefundSummary { refundsSucceeded refundsDue refundsFailed } ... on Error { code } }\n  }\n": types.CardRefundsSummaryDocument,
    "\n  mutation CancelMerchEvent($id: ID!) {\n    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending } ... on Error { code } }\n  }\n": types.CancelMerchEventDocument,
    "mutation CancelMerchEventOwnOrder($orderNo: String!) { cancelMerchOrder(orderNo: $orderNo) { __typename ... on MerchOrder { status } ... on Error { code } } }": types.CancelMerchEventOwnOrderDocument,
    "mutation DraftCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }": types.DraftCreateDocument,
    "mutation DraftAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }": types.DraftAddTypeDocument,
    "\n  mutation DraftSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id lifecycle saleState } ... on Error { code message } }\n  }\n": types.DraftSalesDocument,
    "\n  mutation DraftPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ... on OperatorEvent { id lifecycle publishedAt salesPaused }\n      ... on EventTransitionRefusedError { from transition reason }\n      ... on Error { code message }\n    }\n  }\n": types.DraftPublishDocument,
    "mutation DraftCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id lifecycle cancelledAt } } ... on Error { code } } }": types.DraftCancelDocument,
    "mutation DraftDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }": types.DraftDuplicateDocument,
    "query DraftOperatorEvent($id: ID!) { operatorEvent(id: $id) { id lifecycle publishedAt } }": types.DraftOperatorEventDocument,
    "query DraftOperatorEvents($search: String) { operatorEvents(search: $search, first: 10) { edges { node { id lifecycle } } } }": types.DraftOperatorEventsDocument,
    "query DraftFanEvent($slug: String!) { event(slug: $slug) { id slug } }": types.DraftFanEventDocument,
    "query DraftFanEvents($filter: EventFilter) { events(first: 100, filter: $filter) { edges { node { id slug } } } }": types.DraftFanEventsDocument,
    "query DraftNode($id: ID!) { node(id: $id) { __typename id } }": types.DraftNodeDocument,
    "query DraftRoom($slug: String!) { waitingRoom(eventSlug: $slug) { __typename } }": types.DraftRoomDocument,
    "\n  mutation EventDuplicate($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) {\n      __typename\n      ... on OperatorEvent { id slug title salesPaused cancelledAt startsAt saleStartsAt ticketTypes { id name area price { amount } capacity sold seated } }\n      ... on ValidationError { code field issues { field } }\n      ... on Error { code }\n    }\n  }\n": types.EventDuplicateDocument,
    "mutation EventDuplicateRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) { updateWaitingRoom(eventId: $eventId, input: $input) { __typename } }": types.EventDuplicateRoomDocument,
    "mutation EventDuplicateCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on Error { code } } }": types.EventDuplicateCancelDocument,
    "mutation LifecycleCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug } ... on Error { code } } }": types.LifecycleCreateDocument,
    "mutation LifecyclePublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id } ... on Error { code } } }": types.LifecyclePublishDocument,
    "mutation LifecycleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }": types.LifecycleAddTypeDocument,
    "\n  mutation LifecycleSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState saleEndsAt } ... on Error { code message } }\n  }\n": types.LifecycleSalesDocument,
    "\n  mutation LifecycleUpdate($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id saleEndsAt salesPaused } ... on Error { code message } }\n  }\n": types.LifecycleUpdateDocument,
    "mutation LifecycleCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled event { id cancelledAt salesPaused saleState } } ... on Error { code } } }": types.LifecycleCancelDocument,
    "query LifecyclePublic($slug: String!) { event(slug: $slug) { saleState cancelledAt } }": types.LifecyclePublicDocument,
    "\n    mutation LifecycleOpenScheduled($id: ID!, $opening: SaleOpening) {\n      setEventSales(id: $id, action: OPEN, opening: $opening) { __typename ... on OperatorEvent { id salesPaused saleState saleStartsAt } ... on SaleScheduledError { opensAt code message field } ... on Error { code } }\n    }\n  ": types.LifecycleOpenScheduledDocument,
    "\n  query RefundSummary($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId cancelled paidOrders refundsSucceeded refundsDue refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ... on Error { code }\n    }\n  }\n": types.RefundSummaryDocument,
    "mutation RefundSummaryCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded refundsPending } ... on Error { code } } }": types.RefundSummaryCancelDocument,
    "query TransportHealth { health { ok } }": types.TransportHealthDocument,
    "query TransportNotice { currentNotice { id title content level } }": types.TransportNoticeDocument,
    "query TransportNoticeId { currentNotice { id } }": types.TransportNoticeIdDocument,
    "mutation CheckinVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result ticketNo eventTitle eventStartsAt eventEndsAt eventTimeZone scanDay } ... on Error { code } } }": types.CheckinVerifyDocument,
    "mutation CheckinUpload($gateId: String!, $eventId: ID, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, eventId: $eventId, scans: $scans) { __typename ... on GateUpload { results { result scanDay } } } }": types.CheckinUploadDocument,
    "query CheckinGateEvents { gateEvents { id title days today timeZone } }": types.CheckinGateEventsDocument,
    "query CheckinSnapshot($eventId: ID) { gateSnapshot(eventId: $eventId) { eventDays eventTimeZone } }": types.CheckinSnapshotDocument,
    "query CheckinList($eventId: ID!, $day: String, $gateId: String) { checkIns(eventId: $eventId, day: $day, gateId: $gateId) { admitted expected refused gates { gateId admitted } days { day admitted } entries { ticketId ticketNo holderNickname gateId manual admittedAt } } }": types.CheckinListDocument,
    "query CheckinSearch($eventId: ID!, $search: String!) { checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo holderNickname status } }": types.CheckinSearchDocument,
    "mutation CheckinTicket($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo gateId day } ... on CheckInRefusedError { reason ticketNo } ... on Error { code } } }": types.CheckinTicketDocument,
    "mutation CheckinUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }": types.CheckinUndoDocument,
    "query GiveawayDraw($slug: String!) { giveawayDraw(slug: $slug) { algorithm seedCommitment seed entriesHash myHolder\n  entries { id holder } winners { id holder } campaign { slug winnersCount drawnAt } } }": types.GiveawayDrawDocument,
    "query GiveawayDraw2 { myGiveawayVouchers { won entries campaign { slug } ticket { ticketNo status event { slug } history { kind } } } }": types.GiveawayDraw2Document,
    "query GiveawayDraw3 { myTickets(tab: UPCOMING) { edges { node { ticketNo status history { kind } } } } }": types.GiveawayDraw3Document,
    "query GiveawayDraw4 { myGiveaway { entries { status campaign { slug } } } }": types.GiveawayDraw4Document,
    "mutation GiveawayDrawDrawAnon($slug: String!) { drawGiveaway(slug: $slug) { __typename } }": types.GiveawayDrawDrawAnonDocument,
    "mutation GiveawayDrawCommitFan($slug: String!) { commitGiveawayDraw(slug: $slug) { __typename } }": types.GiveawayDrawCommitFanDocument,
    "query GiveawayEntries { myGiveaway { inviteCode invitedFriends campaign { slug } totals { active expired won registration topup invite }\n  entries { source status friendNickname campaign { slug } } rules { vndPerEntry maxTopupEntries maxInviteEntries vndPerFanCoin } } }": types.GiveawayEntriesDocument,
    "query GiveawayWalletEntries { myGiveaway { totals { active registration topup invite } } }": types.GiveawayWalletEntriesDocument,
    "query GraphqlCoreHealth { health { ok database version time } }": types.GraphqlCoreHealthDocument,
    "query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }": types.GraphqlCoreEventsDocument,
    "query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }": types.GraphqlCoreEvents2Document,
    "query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }": types.GraphqlCoreNodeDocument,
    "query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }": types.GraphqlCoreEvents3Document,
    "query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }": types.GraphqlCoreEvents4Document,
    "query GraphqlCoreA { a: event(slug: \"starlight-arena-tour\") { title isHot requiresIdentity currency } b: event(slug: \"nope\") { title } }": types.GraphqlCoreADocument,
    "mutation GuessRacesChangePay($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.GuessRacesChangePayDocument,
    "mutation GuessRacesCheckCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }": types.GuessRacesCheckCodeDocument,
    "mutation GuessRacesSendPhone($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }": types.GuessRacesSendPhoneDocument,
    "mutation GuessRacesVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { isPhoneVerified } } }": types.GuessRacesVerifyPhoneDocument,
    "\n  mutation HandBackPayoutSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.HandBackPayoutSecureDocument,
    "\n  mutation HandBackPayoutPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } }\n  }\n": types.HandBackPayoutPayDocument,
    "\n  mutation HandBackPayoutList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status payout payoutMethod payoutAmount } } }\n  }\n": types.HandBackPayoutListDocument,
    "\n  query HandBackPayoutTicket($id: ID!) { node(id: $id) { ... on Ticket { id status handBackRefundTo { method minWorkingDays maxWorkingDays } handBack { id status payout payoutMethod payoutState paidOutCoins } } } }\n": types.HandBackPayoutTicketDocument,
    "query HandBackPayoutWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }": types.HandBackPayoutWalletDocument,
    "query HandBackPayoutMine { myHandBacks { id status payout payoutMethod payoutState paidOutCoins payoutAmount } }": types.HandBackPayoutMineDocument,
    "\n  mutation HandBackRedisSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.HandBackRedisSecureDocument,
    "\n  mutation HandBackRedisPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": types.HandBackRedisPayDocument,
    "\n  mutation HandBackRedisList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } }\n  }\n": types.HandBackRedisListDocument,
    "\n  mutation HandBackSeatsAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }\n  }\n": types.HandBackSeatsAddIdentityDocument,
    "\n  mutation HandBackSeatsSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.HandBackSeatsSecureDocument,
    "\n  mutation HandBackSeatsPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": types.HandBackSeatsPayDocument,
    "\n  mutation HandBackSeatsName($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on IdentityTakenError { identityId }\n      ... on Order { orderNo items { identity { id maskedName } } }\n    }\n  }\n": types.HandBackSeatsNameDocument,
    "\n  mutation HandBackSeatsList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status ticketNo } } }\n  }\n": types.HandBackSeatsListDocument,
    "\n  mutation HandBackSeatsWithdraw($id: ID!) {\n    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }\n  }\n": types.HandBackSeatsWithdrawDocument,
    "\n  query HandBackSeatsOffer($slug: String!, $orderNo: String!) {\n    myQueuePlace(eventSlug: $slug) { status offer { orderNo requiresIdentity } }\n    order(orderNo: $orderNo) { items { seat { area row number } identity { id } } }\n  }\n": types.HandBackSeatsOfferDocument,
    "\n  query HandBackSeatsTicket($id: ID!) { ticket(id: $id) { ticketNo status seat { area row number } handBack { status } resoldThroughHandBack } }\n": types.HandBackSeatsTicketDocument,
    "\n  mutation HandBackSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.HandBackSecureDocument,
    "\n  mutation HandBackPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": types.HandBackPayDocument,
    "\n  mutation HandBackList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }\n  }\n": types.HandBackListDocument,
    "\n  mutation HandBackWithdraw($id: ID!) {\n    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }\n  }\n": types.HandBackWithdrawDocument,
    "subscription HandBackSellerTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }": types.HandBackSellerTicketStatusDocument,
    "\n  query HandBackSellerWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }\n": types.HandBackSellerWalletDocument,
    "\n  query HandBackMyTickets { myTickets(tab: UPCOMING, first: 10) { edges { node { id ticketNo status canTransfer handBackOffered handBack { id status } } } } }\n": types.HandBackMyTicketsDocument,
    "mutation HotPathCancelOrder($n: String!) { cancelOrder(orderNo: $n) { __typename } }": types.HotPathCancelOrderDocument,
    "query HotPathEventTitle($slug: String!) { event(slug: $slug) { title } }": types.HotPathEventTitleDocument,
    "query HotPathMeAndEvent($slug: String!) { me { email } event(slug: $slug) { title } }": types.HotPathMeAndEventDocument,
    "query HotPathProductLimit($slug: String!) { merchProduct(slug: $slug) { name myRemainingLimit } }": types.HotPathProductLimitDocument,
    "query HotPathChallenge { humanCheckChallenge }": types.HotPathChallengeDocument,
    "query HotPathChallengeAndEvents { humanCheckChallenge events(first: 1) { edges { cursor } } }": types.HotPathChallengeAndEventsDocument,
    "mutation IdentityAdd($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ... on Error { code message field } ... on AudienceIdentity { id docType maskedName maskedDocNumber } } }": types.IdentityAddDocument,
    "mutation IdentityUpdate($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ... on Error { code } ... on AudienceIdentity { maskedName maskedDocNumber docType } } }": types.IdentityUpdateDocument,
    "mutation IdentityDelete($id: ID!) { deleteAudienceIdentity(id: $id) { __typename ... on Error { code } } }": types.IdentityDeleteDocument,
    "query IdentityList { myIdentities { id docType maskedName maskedDocNumber } }": types.IdentityListDocument,
    "mutation KillStormCancelOrder($o: String!) { cancelOrder(orderNo: $o) { __typename } }": types.KillStormCancelOrderDocument,
    "mutation KillStormSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }": types.KillStormSetPayPasswordDocument,
    "fragment MerchAddressFields on Address { id recipient phone line1 line2 city region postalCode country isDefault }": types.MerchAddressFieldsFragmentDoc,
    "mutation MerchAddressesAdd($i: AddressInput!) { addAddress(input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }": types.MerchAddressesAddDocument,
    "mutation MerchAddressesUpdate($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }": types.MerchAddressesUpdateDocument,
    "mutation MerchAddressesSetDefault($id: ID!) { setDefaultAddress(id: $id) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }": types.MerchAddressesSetDefaultDocument,
    "query MerchAddressesList { myAddresses { ...MerchAddressFields } }": types.MerchAddressesListDocument,
    "mutation MerchAddressesDelete($id: ID!) { deleteAddress(id: $id) { __typename } }": types.MerchAddressesDeleteDocument,
    "mutation MerchAddressesDeleteOther($id: ID!) { deleteAddress(id: $id) { __typename } }": types.MerchAddressesDeleteOtherDocument,
    "mutation MerchOrders($i: AddressInput!) { addAddress(input: $i) { __typename ... on Address { id } } }": types.MerchOrdersDocument,
    "mutation MerchOrders2($n: String!) { cancelMerchOrder(orderNo: $n) { __typename ... on Error { code } ... on MerchOrder { status } } }": types.MerchOrders2Document,
    "query MerchOrdersOrder($n: String!) { merchOrder(orderNo: $n) { ...MerchTestOrder } }": types.MerchOrdersOrderDocument,
    "query MerchOrders3($n: String!) { merchOrder(orderNo: $n) { fulfilment tab items { redeemed } logistics { status } } }": types.MerchOrders3Document,
    "subscription MerchOrdersLogistics($n: String!) { orderLogistics(orderNo: $n) { status fulfilment logistics { status } } }": types.MerchOrdersLogisticsDocument,
    "query MerchOrders5($n: String!) { merchOrder(orderNo: $n) { tab logistics { status at note } } }": types.MerchOrders5Document,
    "subscription MerchOrdersLogisticsOwner($n: String!) { orderLogistics(orderNo: $n) { status } }": types.MerchOrdersLogisticsOwnerDocument,
    "subscription MerchOrdersLogisticsOther($n: String!) { orderLogistics(orderNo: $n) { status } }": types.MerchOrdersLogisticsOtherDocument,
    "mutation MerchOrders7{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }": types.MerchOrders7Document,
    "mutation MerchOrders8{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }": types.MerchOrders8Document,
    "mutation MerchOrders9{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }": types.MerchOrders9Document,
    "mutation MerchOrders10($i: AdvanceMerchOrderInput!) { advanceMerchOrder(input: $i) { __typename ... on Error { code } ... on MerchOrder { fulfilment logistics { status } } } }": types.MerchOrders10Document,
    "query MerchShop { merchProducts(first: 50) { totalCount edges { node { slug price { amount currency } pickupOnly ticketHolderOnly desktopOnly inStock images } } } }": types.MerchShopDocument,
    "query MerchShop2($e: String!) { merchProducts(first: 50, eventSlug: $e) { edges { node { slug } } } }": types.MerchShop2Document,
    "query MerchShop3($n: String!) { merchOrder(orderNo: $n) { orderNo } }": types.MerchShop3Document,
    "query MerchShop4($n: String!) { merchOrder(orderNo: $n) { orderNo } }": types.MerchShop4Document,
    "mutation MerchShop5($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }": types.MerchShop5Document,
    "mutation MerchShop6($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename } }": types.MerchShop6Document,
    "query MerchShop7($n: String!) { merchOrder(orderNo: $n) { shippingAddress { recipient line1 } } }": types.MerchShop7Document,
    "mutation MerchShop8($v: ID!) { secureMerch(input: { variantId: $v, quantity: 1 }) { __typename } }": types.MerchShop8Document,
    "query MerchShopEligible($slug: String!) { merchProduct(slug: $slug) { myEligibleTicketNos } }": types.MerchShopEligibleDocument,
    "mutation MerchShop9($i: SecureMerchInput!) { secureMerch(input: $i) { ... on Error { message } } }": types.MerchShop9Document,
    "mutation MerchShop10($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }": types.MerchShop10Document,
    "mutation MerchShop11($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }": types.MerchShop11Document,
    "fragment MerchError on Error { code message field ... on ValidationError { issues { field messageKey } } }": types.MerchErrorFragmentDoc,
    "fragment MerchTestOrder on MerchOrder { id orderNo status tab itemCount pickup pickupDate expiresAt paidAt fulfilment fulfilmentTrack total { amount currency }\n  items { id quantity redeemed unitPrice { amount currency } variant { id sku size stock } product { slug name } }\n  shippingAddress { recipient line1 city country } logistics { status at note } }": types.MerchTestOrderFragmentDoc,
    "mutation MerchSecure($input: SecureMerchInput!) { secureMerch(input: $input) { __typename ...MerchError\n  ... on MerchSecured { order { ...MerchTestOrder } } ... on OutOfStockError { available } ... on LimitReachedError { limit remaining } ... on TicketOfAnotherEventError { eventTitle } } }": types.MerchSecureDocument,
    "query MerchSupportProduct($slug: String!) { merchProduct(slug: $slug) { id slug pickupOnly ticketHolderOnly desktopOnly maxPerAccount pickupDates myRemainingLimit\n  price { amount currency } variants(first: 10) { totalCount edges { node { id sku size colour stock soldOut } } } } }": types.MerchSupportProductDocument,
    "query MerchSupportMyOrders($tab: MerchOrderTab!) { myMerchOrders(tab: $tab) { edges { node { orderNo status fulfilment } } } }": types.MerchSupportMyOrdersDocument,
    "query NodeAccessNode($id: ID!) { node(id: $id) { __typename id\n  ... on Ticket { ticketNo status seat { id } event { title } history { kind } }\n  ... on Event { title } ... on MerchProduct { name } ... on MerchVariant { sku }\n  ... on TicketType { name price { amount currency } available } ... on Seat { row number seatStatus: status }\n  ... on GiveawayCampaign { slug seedCommitment } ... on Notice { title endsAt } } }": types.NodeAccessNodeDocument,
    "query NodeAccessCatalogueIds($slug: String!) { event(slug: $slug) { ticketTypes { edges { node { id name seats(first: 1) { edges { node { id row number } } } } } } } }": types.NodeAccessCatalogueIdsDocument,
    "query NodeAccessNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.NodeAccessNodesDocument,
    "query NodeAccessTypes { __type(name: \"Node\") { possibleTypes { name } } }": types.NodeAccessTypesDocument,
    "query NoticesCurrent { currentNotice { id title content level startsAt endsAt } }": types.NoticesCurrentDocument,
    "mutation NoticesCurrentPublish($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename ... on Notice { id level } ... on ValidationError { issues { field messageKey } } } }": types.NoticesCurrentPublishDocument,
    "mutation NoticesCurrentEnd($id: ID!) { endNotice(id: $id) }": types.NoticesCurrentEndDocument,
    "query OperationsEvents { events(first: 1) { edges { node { slug } } } }": types.OperationsEventsDocument,
    "query OperationsEventsInFlight { inFlight: events(first: 1) { edges { node { slug } } } }": types.OperationsEventsInFlightDocument,
    "fragment AccessibleEvent on OperatorEvent { __typename id slug startsAt accessibleReleaseAt accessibleSeatsReleaseAt ticketTypes { id area seated seatSelection } seatMap { area rows { row seats { number status access } } } }": types.AccessibleEventFragmentDoc,
    "mutation AccessibleCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }": types.AccessibleCreateEventDocument,
    "mutation AccessibleUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }": types.AccessibleUpdateEventDocument,
    "mutation AccessibleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area seatSelection } ... on Error { code } } }": types.AccessibleAddTypeDocument,
    "mutation AccessibleUpdateType($id: ID!, $input: UpdateTicketTypeInput!) { updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id seatSelection } ... on Error { code field } } }": types.AccessibleUpdateTypeDocument,
    "\n  mutation AccessibleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": types.AccessibleSetSeatMapDocument,
    "\n  mutation AccessibleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": types.AccessibleImportSeatMapDocument,
    "mutation AccessibleDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code } } }": types.AccessibleDuplicateDocument,
    "\n  query AccessibleFigures($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) {\n      __typename\n      ... on OperatorSalesFigures { accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } } }\n      ... on Error { code }\n    }\n  }\n": types.AccessibleFiguresDocument,
    "\n  query ContactsOrders($eventId: ID, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, revealEmails: $revealEmails) { edges { node { orderNo buyerNickname buyerEmail } } }\n  }\n": types.ContactsOrdersDocument,
    "\n  query ContactsAttendees($eventId: ID!, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderNickname holderEmail orderNo buyerEmail } } }\n  }\n": types.ContactsAttendeesDocument,
    "query ContactsAttendeesCsv($eventId: ID!) { attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ... on Error { code } } }": types.ContactsAttendeesCsvDocument,
    "query ContactsSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }": types.ContactsSalesCsvDocument,
    "fragment CatalogueEvent on OperatorEvent { __typename id cancelledAt salesPaused ticketTypes { id area capacity seated sold } seatMap { area ticketTypeId rows { row seats { number status } } } }": types.CatalogueEventFragmentDoc,
    "mutation CatalogueCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id } ... on Error { code } } }": types.CatalogueCreateEventDocument,
    "mutation CatalogueAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area } ... on Error { code } } }": types.CatalogueAddTypeDocument,
    "\n  mutation CatalogueSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) { __typename ...CatalogueEvent ... on Error { code message } ... on ValidationError { issues { field message } } ... on SeatMapInUseError { taken } }\n  }\n": types.CatalogueSetSeatMapDocument,
    "\n  mutation CatalogueImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...CatalogueEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": types.CatalogueImportSeatMapDocument,
    "query CatalogueEvent($id: ID!) { operatorEvent(id: $id) { ...CatalogueEvent } }": types.CatalogueEventDocument,
    "\n  mutation CatalogueCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) { __typename ... on OperatorProduct { id slug eventId pickupOnly pickupDates ticketHolderOnly price { amount currency } variants { id sku size stock sold } } ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": types.CatalogueCreateProductDocument,
    "\n  mutation CatalogueUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) { __typename ... on OperatorProduct { id name ticketHolderOnly pickupDates variants { id sku stock } } ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n": types.CatalogueUpdateProductDocument,
    "query CatalogueProducts { operatorProducts { id slug } }": types.CatalogueProductsDocument,
    "\n  mutation CatalogueDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id variants { id sku } } ... on Error { code message field } ... on ValidationError { issues { field message messageKey } } }\n  }\n": types.CatalogueDeleteVariantDocument,
    "\n  mutation CatalogueCancelEvent($id: ID!) {\n    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { id cancelledAt salesPaused } } ... on Error { code } }\n  }\n": types.CatalogueCancelEventDocument,
    "\n    mutation CatalogueUpdateTypeByGlobalId($id: ID!, $input: UpdateTicketTypeInput!) {\n      updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name } ... on Error { code } }\n    }\n  ": types.CatalogueUpdateTypeByGlobalIdDocument,
    "query CliPublicEvent($slug: String!) { event(slug: $slug) { id title saleState } }": types.CliPublicEventDocument,
    "mutation CliOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreatedApiKey { apiKey { id } } ... on Error { code } } }": types.CliOwnerCreateKeyDocument,
    "\n  mutation OperatorCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }\n      ... on Error { code field }\n    }\n  }\n": types.OperatorCreateKeyDocument,
    "query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }": types.OperatorListKeysDocument,
    "mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }": types.OperatorRevokeKeyDocument,
    "\n  mutation OperatorCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }\n      ... on Error { code field }\n    }\n  }\n": types.OperatorCreateEventDocument,
    "\n  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }\n  }\n": types.OperatorUpdateEventDocument,
    "\n  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }\n  }\n": types.OperatorAddTicketTypeDocument,
    "\n  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }\n  }\n": types.OperatorSetSalesDocument,
    "mutation OperatorPublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id lifecycle } ... on Error { code } } }": types.OperatorPublishDocument,
    "query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }": types.OperatorEventsDocument,
    "query KeysMyInvitations { myOrganisationInvitations { id role } }": types.KeysMyInvitationsDocument,
    "mutation KeysAcceptInvitation($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { role } ... on Error { code } } }": types.KeysAcceptInvitationDocument,
    "\n  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {\n    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }\n  }\n": types.OperatorSetMemberDocument,
    "query OperatorMyOrganisations { myOrganisations { id role } }": types.OperatorMyOrganisationsDocument,
    "query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }": types.OperatorEventDocument,
    "query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }": types.OperatorFanEventDocument,
    "\n  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {\n      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.OperatorOrdersDocument,
    "\n  query OperatorAttendees($eventId: ID!, $search: String) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }\n  }\n": types.OperatorAttendeesDocument,
    "query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }": types.OperatorSalesCsvDocument,
    "mutation ScopingCreateIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } ... on Error { code } } }": types.ScopingCreateIssueDocument,
    "query ScopingIssues { supportIssues(limit: 200) { id } }": types.ScopingIssuesDocument,
    "mutation ScopingAnswer($id: ID!) { answerSupportIssue(issueId: $id, body: \"We are on it.\") { __typename ... on SupportIssue { id status } ... on Error { code } } }": types.ScopingAnswerDocument,
    "mutation ScopingEntry($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState } }": types.ScopingEntryDocument,
    "query ScopingNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Ticket { ticketNo } ... on TicketType { name available } ... on Seat { row number } } }": types.ScopingNodesDocument,
    "query ScopingEventId($slug: String!) { event(slug: $slug) { id } }": types.ScopingEventIdDocument,
    "query ScopingSnapshotKeys { gateSnapshot { keys { keyId publicKey active } } }": types.ScopingSnapshotKeysDocument,
    "query ScopingSnapshotRevocations { gateSnapshot { revocations { kind id } } }": types.ScopingSnapshotRevocationsDocument,
    "query ScopingPlatformKeys { qrPublicKeys { keyId publicKey } }": types.ScopingPlatformKeysDocument,
    "query ScopingPublicStatus($code: String!) { publicTicketStatus(code: $code) { status eventTitle } }": types.ScopingPublicStatusDocument,
    "mutation OrderRefundsCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded } ... on Error { code } } }": types.OrderRefundsCancelEventDocument,
    "mutation OrderRefundsWaitingList($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } } }": types.OrderRefundsWaitingListDocument,
    "query OrderRefundsPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo quantity } } }": types.OrderRefundsPlaceDocument,
    "\n  mutation ApplicationsApply($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName applicantEmail eventTypes expectedVolume }\n      ... on ValidationError { issues { field message messageKey } }\n      ... on Error { code message }\n    }\n  }\n": types.ApplicationsApplyDocument,
    "query ApplicationsMine { myOrganisationApplication { id status refusalReason organisationId } }": types.ApplicationsMineDocument,
    "query ApplicationsList($status: OrganisationApplicationStatus) { organisationApplications(status: $status) { id status organisationName applicantEmail } }": types.ApplicationsListDocument,
    "\n  mutation ApplicationsApprove($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved application { status organisationId } organisation { id slug name memberCount } }\n      ... on Error { code }\n    }\n  }\n": types.ApplicationsApproveDocument,
    "\n  mutation ApplicationsRefuse($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) { __typename ... on OrganisationApplication { status refusalReason } ... on Error { code } }\n  }\n": types.ApplicationsRefuseDocument,
    "query ApplicationsMyOrganisations { myOrganisations { id name role } }": types.ApplicationsMyOrganisationsDocument,
    "query ApplicationsIdentity { operatorIdentity { organisationId scopes } }": types.ApplicationsIdentityDocument,
    "\n  query OrgAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorUserId actorName actorEmail actorApiKeyId targetType targetId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.OrgAuditLogDocument,
    "query OrgAuditActions { organisationAuditActions }": types.OrgAuditActionsDocument,
    "mutation OrgAuditUpdate($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }": types.OrgAuditUpdateDocument,
    "\n  mutation MembersInvite($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email role status expiresAt } ... on Error { code message } }\n  }\n": types.MembersInviteDocument,
    "mutation MembersSetMember($email: String!, $role: OrganisationRole!) { setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } } }": types.MembersSetMemberDocument,
    "query MembersInvitations($status: OrganisationInvitationStatus) { organisationInvitations(status: $status) { id email role status } }": types.MembersInvitationsDocument,
    "query MembersList { organisationMembers { userId email role } }": types.MembersListDocument,
    "mutation MembersRevokeInvitation($id: ID!) { revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { status } ... on Error { code } } }": types.MembersRevokeInvitationDocument,
    "query MembersMine { myOrganisationInvitations { id organisationName role } }": types.MembersMineDocument,
    "mutation MembersAccept($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ... on Error { code } } }": types.MembersAcceptDocument,
    "mutation MembersDecline($id: ID!) { declineOrganisationInvitation(id: $id) { __typename ... on Error { code } } }": types.MembersDeclineDocument,
    "query MembersMyOrganisations { myOrganisations { id role } }": types.MembersMyOrganisationsDocument,
    "query MembersIdentity { operatorIdentity { organisationId scopes } }": types.MembersIdentityDocument,
    "mutation MembersSetRole($userId: ID!, $role: OrganisationRole!) { setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { role } ... on Error { code } } }": types.MembersSetRoleDocument,
    "mutation MembersRemove($userId: ID!) { removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ... on Error { code } } }": types.MembersRemoveDocument,
    "mutation MembersRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { revokedAt } ... on Error { code } } }": types.MembersRevokeKeyDocument,
    "subscription MembersSales($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }": types.MembersSalesDocument,
    "query MembersSalesNow($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { __typename } }": types.MembersSalesNowDocument,
    "mutation OutboxSendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ... on Error { code message } } }": types.OutboxSendPhoneCodeDocument,
    "fragment PaymentError on Error { code message field ... on ValidationError { issues { field messageKey } } ... on PayPasswordLockedError { retryAfterSeconds } }": types.PaymentErrorFragmentDoc,
    "mutation PaymentsPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl balance { amount } } } }": types.PaymentsPayOrderDocument,
    "mutation PaymentsTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }": types.PaymentsTopUpDocument,
    "query PaymentsWallet { wallet { balance { amount } displayCurrency transactions(first: 50) { edges { node { amount { amount } balanceAfter { amount } kind reference paidFor } } } } }": types.PaymentsWalletDocument,
    "query PaymentsResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on Error { code } ... on PaymentResult { status reason canRetry attemptsLeft kind } } }": types.PaymentsResultDocument,
    "mutation PaymentsSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }": types.PaymentsSetPayPasswordDocument,
    "query PaymentsWebhooksSavedCards { savedCards { brand last4 expMonth holderName } }": types.PaymentsWebhooksSavedCardsDocument,
    "query PaymentsWebhooksResultState($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status orderStatus } } }": types.PaymentsWebhooksResultStateDocument,
    "\n  mutation PlatformCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation { organisation { id slug name memberCount createdAt } ownerUserId ownerEmail }\n      ... on ValidationError { issues { field } }\n      ... on Error { code field message }\n    }\n  }\n": types.PlatformCreateOrganisationDocument,
    "\n  query PlatformOrganisations($first: Int, $after: String, $last: Int, $before: String) {\n    organisations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id slug name memberCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor startCursor }\n    }\n  }\n": types.PlatformOrganisationsDocument,
    "\n  mutation PlatformOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on Error { code field } } }\n": types.PlatformOwnerCreateKeyDocument,
    "query PoolStallHealth { health { ok database } }": types.PoolStallHealthDocument,
    "mutation PresaleOn($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: true }) { __typename ... on OperatorEvent { presaleRegistration } } }": types.PresaleOnDocument,
    "mutation PresaleOff($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: false }) { __typename } }": types.PresaleOffDocument,
    "mutation PresaleBound($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename ... on Error { field } ... on PromoCodesCreated { codes { boundEmail } } } }": types.PresaleBoundDocument,
    "fragment PrivacyError on Error { code message field }": types.PrivacyErrorFragmentDoc,
    "mutation PrivacyAuditExport($p: String!) { exportMyData(password: $p) { __typename ...PrivacyError ... on MyDataExport { fileName data } } }": types.PrivacyAuditExportDocument,
    "mutation PrivacyAuditDelete($p: String!) { deleteMyAccount(password: $p) { __typename ...PrivacyError ... on AccountDeletionBlockedError { reasons } ... on Done { ok } } }": types.PrivacyAuditDeleteDocument,
    "query PrivacyAudit($f: AuditFilterInput, $first: Int, $after: String) { auditLog(filter: $f, first: $first, after: $after) { edges { cursor node { id at action outcome actorUserId actorStaffTokenId subjectUserId targetType targetId ip userAgent details } } pageInfo { hasNextPage endCursor } } }": types.PrivacyAuditDocument,
    "mutation PrivacyAuditAddIdentity($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }": types.PrivacyAuditAddIdentityDocument,
    "mutation PrivacyAuditUpdateIdentity($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }": types.PrivacyAuditUpdateIdentityDocument,
    "mutation PrivacyAudit2($id: ID!) { deleteAudienceIdentity(id: $id) { __typename } }": types.PrivacyAudit2Document,
    "mutation PrivacyAuditAddAddress($i: AddressInput!) { addAddress(input: $i) { __typename ...PrivacyError ... on Address { id } } }": types.PrivacyAuditAddAddressDocument,
    "mutation PrivacyAudit3($p: String!) { setPayPassword(payPassword: $p) { __typename } }": types.PrivacyAudit3Document,
    "mutation PrivacyAudit4($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename } }": types.PrivacyAudit4Document,
    "mutation PrivacyAudit5($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename } }": types.PrivacyAudit5Document,
    "mutation PrivacyAuditSignOut { signOut { __typename } }": types.PrivacyAuditSignOutDocument,
    "mutation PrivacyAudit7($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }": types.PrivacyAudit7Document,
    "mutation PrivacyAudit8($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename } }": types.PrivacyAudit8Document,
    "mutation PrivacyAudit9{ sendCurrentEmailCode { __typename } }": types.PrivacyAudit9Document,
    "mutation PrivacyAudit10($e: String!) { sendNewEmailCode(email: $e) { __typename } }": types.PrivacyAudit10Document,
    "mutation PrivacyAudit11($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename } }": types.PrivacyAudit11Document,
    "query PrivacyAudit12 { myIdentities { id } }": types.PrivacyAudit12Document,
    "mutation PrivacyAudit13($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { id } }": types.PrivacyAudit13Document,
    "mutation PrivacyAudit14($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename } }": types.PrivacyAudit14Document,
    "mutation PrivacyAudit15($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }": types.PrivacyAudit15Document,
    "mutation PrivacyAudit16($id: ID!) { answerSupportIssue(issueId: $id, body: \"Please refresh the page.\") { __typename } }": types.PrivacyAudit16Document,
    "query PrivacyAudit17 { me { id } }": types.PrivacyAudit17Document,
    "mutation ProvidersPay($input: PayOrderInput!) { payOrder(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on ValidationError { issues { field messageKey } }\n  ... on PaymentAccepted { orderNo paymentNo status redirectUrl }\n} }": types.ProvidersPayDocument,
    "mutation ProvidersTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }": types.ProvidersTopUpDocument,
    "query ProvidersOptions { paymentOptions { methods cardEntry testMode } }": types.ProvidersOptionsDocument,
    "query ProvidersSavedCards { savedCards { id brand last4 expMonth expYear } }": types.ProvidersSavedCardsDocument,
    "mutation ProvidersDeleteCard($id: ID!) { deleteSavedCard(id: $id) { __typename ... on Error { code } } }": types.ProvidersDeleteCardDocument,
    "query ProvidersResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status reason canRetry } } }": types.ProvidersResultDocument,
    "mutation ProvidersRefundOrder($input: RefundOrderInput!) { refundOrder(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on RefundTooLargeError { refundable { amount currency } }\n  ... on OrderNotRefundableError { status }\n  ... on OrderRefunded { full repeated refund { refundNo orderAmount status cause amount { amount currency } } order { status refundable { amount } refunds { refundNo status orderAmount } } }\n} }": types.ProvidersRefundOrderDocument,
    "query ProvidersOperatorOrder($search: String!) { operatorOrders(search: $search, first: 1) { edges { node { orderNo status refundable { amount currency } refunds { refundNo status cause orderAmount } disputes { status provider } } } } }": types.ProvidersOperatorOrderDocument,
    "\n  mutation QueueFairnessSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.QueueFairnessSecureDocument,
    "\n  mutation QueueFairnessPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": types.QueueFairnessPayDocument,
    "mutation QueueFairnessCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }": types.QueueFairnessCancelDocument,
    "\n  mutation QueueFairnessWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": types.QueueFairnessWaitingListDocument,
    "\n  query QueueFairnessReport($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) {\n      fairnessLogUrl\n      fairnessReport { keyId publicKey signature document preQueueFans afterDrawFans admitted offers ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms logEntries logHead rateChanges { at from to by } }\n    }\n  }\n": types.QueueFairnessReportDocument,
    "query QueueFairnessRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }": types.QueueFairnessRoomDocument,
    "\n  query QueueOperatorSettings($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n": types.QueueOperatorSettingsDocument,
    "\n  mutation QueueOperatorUpdate($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ... on Error { code }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.QueueOperatorUpdateDocument,
    "query QueueOperatorRoom($slug: String!) { waitingRoom(eventSlug: $slug) { state admissionRatePerMinute } }": types.QueueOperatorRoomDocument,
    "\n  mutation QueueRealNameAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }\n  }\n": types.QueueRealNameAddIdentityDocument,
    "\n  mutation QueueRealNameSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.QueueRealNameSecureDocument,
    "\n  mutation QueueRealNameName($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on IdentityTakenError { identityId }\n      ... on Order { orderNo items { identity { id } } }\n    }\n  }\n": types.QueueRealNameNameDocument,
    "\n  mutation QueueRealNamePay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n": types.QueueRealNamePayDocument,
    "\n  mutation QueueRealNameWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": types.QueueRealNameWaitingListDocument,
    "\n  query QueueRealNameOffer($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo requiresIdentity expiresAt } } }\n": types.QueueRealNameOfferDocument,
    "query QueueRealNameRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }": types.QueueRealNameRoomDocument,
    "mutation QueueRestartJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status } } } }": types.QueueRestartJoinDocument,
    "query QueueRestartPlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }": types.QueueRestartPlaceDocument,
    "mutation QueueScaleJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status joinedAt } } } }": types.QueueScaleJoinDocument,
    "query QueueScalePlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }": types.QueueScalePlaceDocument,
    "mutation QueueScaleSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename } }": types.QueueScaleSecureDocument,
    "query QueueScaleWaitingRoom($s: String!) { waitingRoom(eventSlug: $s) { state } }": types.QueueScaleWaitingRoomDocument,
    "subscription QueueScalePosition($s: String!) { queuePosition(eventSlug: $s) { status admission { token } } }": types.QueueScalePositionDocument,
    "subscription QueueTestPosition($slug: String!) { queuePosition(eventSlug: $slug) { status position } }": types.QueueTestPositionDocument,
    "\n  query QueueRoom($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }\n  }\n": types.QueueRoomDocument,
    "\n  mutation QueueSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on QueueRequiredError { eventSlug }\n      ... on TicketsSecured { order { orderNo } }\n    }\n  }\n": types.QueueSecureDocument,
    "\n  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }\n": types.QueueCancelDocument,
    "\n  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": types.QueueJoinWaitingListDocument,
    "query NginxHealth { health { ok } }": types.NginxHealthDocument,
    "query NginxHealthAndDatabase { health { ok database } }": types.NginxHealthAndDatabaseDocument,
    "subscription NginxTicketQr($id: ID!) { ticketQr(ticketId: $id) { pass { version } } }": types.NginxTicketQrDocument,
    "mutation NginxRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename } }": types.NginxRefreshQrDocument,
    "subscription ScaleOutPaymentResult($o: String!) { paymentResult(orderNo: $o) { status } }": types.ScaleOutPaymentResultDocument,
    "subscription ScaleOutTicketQr($id: ID!) { ticketQr(ticketId: $id) { active pass { version } } }": types.ScaleOutTicketQrDocument,
    "mutation ScaleOutRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { pass { version } } } }": types.ScaleOutRefreshQrDocument,
    "query ScaleOutMe { me { id } }": types.ScaleOutMeDocument,
    "mutation ScaleOutSignOut { signOut { __typename } }": types.ScaleOutSignOutDocument,
    "query ScaleOutHealth { health { ok } }": types.ScaleOutHealthDocument,
    "subscription ScaleOutSalesFigures($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }": types.ScaleOutSalesFiguresDocument,
    "mutation ScaleOutRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename } }": types.ScaleOutRevokeKeyDocument,
    "query RelayEventsPage($first: Int!, $after: String) {\n  events(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }": types.RelayEventsPageDocument,
    "query RelayNodeSlug($id: ID!) { node(id: $id) { id ... on Event { slug } } }": types.RelayNodeSlugDocument,
    "\n  mutation SeatStorySecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n": types.SeatStorySecureDocument,
    "\n  mutation SeatStoryPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } }\n  }\n": types.SeatStoryPayDocument,
    "\n  mutation SeatStoryCancel($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) { __typename ... on Error { code } }\n  }\n": types.SeatStoryCancelDocument,
    "\n  mutation SeatPickSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code message field }\n      ... on SeatsTakenError { seats { id row number status } alternatives { id row number status } }\n      ... on TicketsSecured { order { orderNo items { seat { id row number } } } }\n    }\n  }\n": types.SeatPickSecureDocument,
    "\n  query SeatPickMap($slug: String!, $typeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      seatMap { area ticketType { id seatSelection } rows { row seats { id number status access } } }\n      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { id row number }\n    }\n  }\n": types.SeatPickMapDocument,
    "\n  mutation SeatingNeedSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code message field }\n      ... on AccessibleSeatsKeptError { seats { id } releaseAt }\n      ... on TicketsSecured { order { orderNo items { seat { row number access } } } }\n    }\n  }\n": types.SeatingNeedSecureDocument,
    "\n  query SeatingNeedOffer($slug: String!, $typeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      accessibleSeatsReleaseAt\n      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { row number }\n      accessibleSpaces(ticketTypeId: $typeId) { wheelchair { id row number access } companions { id row number access } }\n    }\n  }\n": types.SeatingNeedOfferDocument,
    "query SeatingNeedMine { mySeatingNeed { wheelchair companions updatedAt } }": types.SeatingNeedMineDocument,
    "\n  mutation SeatingNeedSet($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions } ... on ValidationError { code field } }\n  }\n": types.SeatingNeedSetDocument,
    "mutation SeatingNeedDelete { deleteSeatingNeed { ok } }": types.SeatingNeedDeleteDocument,
    "mutation SeatingNeedExport($p: String!) { exportMyData(password: $p) { __typename ... on MyDataExport { data } } }": types.SeatingNeedExportDocument,
    "mutation SeatingNeedDeleteAccount($p: String!) { deleteMyAccount(password: $p) { __typename ... on Done { ok } ... on Error { code } } }": types.SeatingNeedDeleteAccountDocument,
    "\n  query SeatingNeedAttendees($eventId: ID!, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderSeatingNeed { wheelchair companions } } } }\n  }\n": types.SeatingNeedAttendeesDocument,
    "query SeatingNeedPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status accessibleSeatsAvailable } }": types.SeatingNeedPlaceDocument,
    "mutation SecuredOrderReadSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {\n  __typename\n  ... on TicketsSecured { order { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount\n    totalAmount { amount currency }\n    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }\n} }": types.SecuredOrderReadSecureDocument,
    "query SecuredOrderReadOrder($n: String!) { order(orderNo: $n) { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount\n    totalAmount { amount currency }\n    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }": types.SecuredOrderReadOrderDocument,
    "fragment SupportTestIssue on SupportIssue { id ref type text phone email status messages { fromStaff body } }": types.SupportTestIssueFragmentDoc,
    "mutation SupportIssuesCreate($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ...AccountsError ... on IssueTextTooShortError { minLength } ...SupportTestIssue } }": types.SupportIssuesCreateDocument,
    "query SupportIssuesMine { mySupportIssues { ...SupportTestIssue } }": types.SupportIssuesMineDocument,
    "mutation SupportIssuesAnswer($id: ID!, $body: String!, $close: Boolean) { answerSupportIssue(issueId: $id, body: $body, close: $close) { __typename ...AccountsError ...SupportTestIssue } }": types.SupportIssuesAnswerDocument,
    "mutation SupportIssuesReply($id: ID!, $body: String!) { replyToSupportIssue(issueId: $id, body: $body) { __typename ...AccountsError ...SupportTestIssue } }": types.SupportIssuesReplyDocument,
    "query SupportIssues { supportIssues(status: OPEN) { id } }": types.SupportIssuesDocument,
    "query SupportIssuesReopened { supportIssues(status: OPEN) { id } }": types.SupportIssuesReopenedDocument,
    "\n  mutation RoutingCreateIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id eventId eventName orderNo ticketNo }\n      ... on Error { code message field }\n    }\n  }\n": types.RoutingCreateIssueDocument,
    "query RoutingInbox($platformOnly: Boolean) { supportIssues(limit: 200, platformOnly: $platformOnly) { id eventName orderNo ticketNo } }": types.RoutingInboxDocument,
    "query RoutingMine { mySupportIssues { id eventName orderNo } }": types.RoutingMineDocument,
    "query TicketsCatalogue($first: Int!) { events(first: $first) { edges { node { slug saleState priceFrom { amount currency }\n  ticketTypes { edges { node { name area price { amount currency } available rows { row available total }\n    seats(first: 5, onlyAvailable: true) { edges { node { row number status } } pageInfo { hasNextPage } } } } } } } } }": types.TicketsCatalogueDocument,
    "query TicketsRead2($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { id ticketNo status event { slug entryState } ticketType { name area } seat { area row number } history { kind at } } } } }": types.TicketsRead2Document,
    "query TicketsRead3($id: ID!) { ticket(id: $id) { ticketNo } }": types.TicketsRead3Document,
    "query TicketsRead4($id: ID!) { ticket(id: $id) { ticketNo } }": types.TicketsRead4Document,
    "query TicketsRead5($id: ID!) { ticket(id: $id) { ticketNo } }": types.TicketsRead5Document,
    "query TicketsReadPage($tab: TicketListTab!, $first: Int, $after: String, $last: Int, $before: String) {\n  myTickets(tab: $tab, first: $first, after: $after, last: $last, before: $before) { edges { cursor node { ticketNo } } pageInfo { hasNextPage hasPreviousPage } }\n}": types.TicketsReadPageDocument,
    "query TicketsSecure { myOrders(tab: AVAILABLE) { edges { node { orderNo itemCount } } } }": types.TicketsSecureDocument,
    "mutation TicketsSecure2($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Error { code message } ... on Order { status } } }": types.TicketsSecure2Document,
    "query TicketsSecure3 { myOrders(tab: OTHERS) { edges { node { orderNo status } } } }": types.TicketsSecure3Document,
    "query TicketsSecure4($no: String!) { order(orderNo: $no) { status paidAt tickets { ticketNo seat { row number } } } myOrders(tab: COMPLETED) { edges { node { orderNo } } } myTickets(tab: UPCOMING) { edges { node { ticketNo } } } }": types.TicketsSecure4Document,
    "mutation TicketsSupportSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on TicketLimitReachedError { limit remaining }\n  ... on SaleNotOpenError { saleState }\n  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }\n} }": types.TicketsSupportSecureDocument,
    "query TransfersFlow($id: ID!) { ticket(id: $id) { ticketNo canTransfer transferLockedUntil history { kind outgoing } qrPass { version } } }": types.TransfersFlowDocument,
    "query TransfersFlow2($id: ID!) { sharedTransfer(id: $id) { eventTitle ticketTypeName fromNickname } }": types.TransfersFlow2Document,
    "query TransfersFlow3($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { ticketNo transferredAway } } } }": types.TransfersFlow3Document,
    "query WalletLedger($o: String!) { payableOrder(orderNo: $o) { ... on PayableOrder { amount { amount currency } fanCoinAmount { amount } walletBalance { amount } } } }": types.WalletLedgerDocument,
    "mutation WalletLedger2($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on WrongPayPasswordError { code field attemptsLeft } } }": types.WalletLedger2Document,
    "query PushTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { applePassUrl } } }": types.PushTicketPassesDocument,
    "mutation PushCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id cancelledAt } } ... on Error { code } } }": types.PushCancelEventDocument,
    "mutation PushUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id latitude longitude venue } ... on Error { code field } } }": types.PushUpdateEventDocument,
    "mutation PushSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } } }": types.PushSecureDocument,
    "mutation PushPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } } }": types.PushPayDocument,
    "mutation PushHandBack($input: HandBackTicketsInput!) { handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } } }": types.PushHandBackDocument,
    "mutation PushWithdrawHandBack($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }": types.PushWithdrawHandBackDocument,
    "subscription PushTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }": types.PushTicketStatusDocument,
    "mutation PushWebhookCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { endpoint { id } } ... on Error { code } } }": types.PushWebhookCreateDocument,
    "query WalletProviders { walletPassProviders { apple google } }": types.WalletProvidersDocument,
    "query WalletTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { googleSaveUrl applePassUrl } } }": types.WalletTicketPassesDocument,
    "\n  mutation CheckedInWebhookCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ... on Error { code } }\n  }\n": types.CheckedInWebhookCreateDocument,
    "query CheckedInWebhookTypes { webhookEventTypes { type description } }": types.CheckedInWebhookTypesDocument,
    "mutation CheckedInWebhookUpload($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result } } } }": types.CheckedInWebhookUploadDocument,
    "mutation CheckedInWebhookCheckIn($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo } ... on CheckInRefusedError { reason } ... on Error { code } } }": types.CheckedInWebhookCheckInDocument,
    "mutation CheckedInWebhookUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }": types.CheckedInWebhookUndoDocument,
    "\n  mutation WebhookTypesCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id eventTypes } } ... on Error { code } }\n  }\n": types.WebhookTypesCreateEndpointDocument,
    "mutation WebhookTypesCancelOrder($orderNo: String!) { cancelOrder(orderNo: $orderNo) { __typename ... on Order { status } ... on Error { code } } }": types.WebhookTypesCancelOrderDocument,
    "mutation WebhookTypesCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded } ... on Error { code } } }": types.WebhookTypesCancelEventDocument,
    "\n  mutation WebhookTypesHandBack($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }\n  }\n": types.WebhookTypesHandBackDocument,
    "mutation WebhookTypesWithdraw($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }": types.WebhookTypesWithdrawDocument,
    "\n  mutation WebhookTypesWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } }\n  }\n": types.WebhookTypesWaitingListDocument,
    "\n  mutation WebhooksCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreatedWebhookEndpoint { secret endpoint { id url eventTypes enabled } }\n      ... on ValidationError { code message issues { field } }\n    }\n  }\n": types.WebhooksCreateDocument,
    "mutation WebhooksPing($id: ID!) { pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }": types.WebhooksPingDocument,
    "mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }": types.WebhooksRedeliverDocument,
    "\n  query WebhooksDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 200) { id messageId eventType status attempts lastResponseCode lastError payload }\n  }\n": types.WebhooksDeliveriesDocument,
    "mutation WebhooksUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }": types.WebhooksUpdateEventDocument,
    "mutation WebhooksSupportIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }": types.WebhooksSupportIssueDocument,
    "\n  mutation WebhooksUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { enabled } ... on Error { code } }\n  }\n": types.WebhooksUpdateEndpointDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2ESendEmailCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename } }"): typeof import('./graphql').E2ESendEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2ERegister($input: RegisterInput!) { register(input: $input) { __typename } }"): typeof import('./graphql').E2ERegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2EMyTicketIds { myTickets(tab: UPCOMING) { edges { node { id } } } }"): typeof import('./graphql').E2EMyTicketIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2EInvite($input: InviteOrganisationMemberInput!) { inviteOrganisationMember(input: $input) { __typename } }"): typeof import('./graphql').E2EInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2ESecureTickets($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on TicketsSecured { order { orderNo } } ... on Error { code } } }"): typeof import('./graphql').E2ESecureTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2EPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }"): typeof import('./graphql').E2EPayOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2EProvidersPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on PaymentAccepted { status } ... on Error { code } } }"): typeof import('./graphql').E2EProvidersPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2ESignIn($i: SignInInput!) { signIn(input: $i) { __typename ... on AuthPayload { token } } }"): typeof import('./graphql').E2ESignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2ESkipPhone { skipPhoneVerification { __typename } }"): typeof import('./graphql').E2ESkipPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccountsError on Error { __typename code message field ... on ValidationError { issues { field message messageKey } } ... on TooManyAttemptsError { retryAfterSeconds } }"): typeof import('./graphql').AccountsErrorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsSendCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }"): typeof import('./graphql').AccountsSendCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsRegister($input: RegisterInput!) { register(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email nickname avatar language inviteCode payPasswordSetUp isPhoneVerified } } } }"): typeof import('./graphql').AccountsRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsSignIn($input: SignInInput!) { signIn(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email } } } }"): typeof import('./graphql').AccountsSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountsMe { me { id email nickname avatar language phone phoneAreaCode isPhoneVerified phoneVerificationSkipped payPasswordSetUp inviteCode } }"): typeof import('./graphql').AccountsMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HumanCheckChallengeForTests { humanCheckChallenge }"): typeof import('./graphql').HumanCheckChallengeForTestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueHelperJoin($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on JoinQueueSuccess { place { status position } }\n    }\n  }\n"): typeof import('./graphql').QueueHelperJoinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueHelperPlace($eventSlug: String!) {\n    myQueuePlace(eventSlug: $eventSlug) {\n      status\n      position\n      aheadCount\n      waitingCount\n      joinedAt\n      admission { token expiresAt }\n      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }\n    }\n  }\n"): typeof import('./graphql').QueueHelperPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').SecurityResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').SecurityChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuritySetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename ...AccountsError ... on User { payPasswordSetUp } } }"): typeof import('./graphql').SecuritySetPayPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityChangePayPassword($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').SecurityChangePayPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuritySendPayPasswordCode { sendPayPasswordCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }"): typeof import('./graphql').SecuritySendPayPasswordCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityResetPayPassword($input: ResetPayPasswordInput!) { resetPayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').SecurityResetPayPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuritySendCurrentEmailCode { sendCurrentEmailCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }"): typeof import('./graphql').SecuritySendCurrentEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuritySendNewEmailCode($email: String!) { sendNewEmailCode(email: $email) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }"): typeof import('./graphql').SecuritySendNewEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...AccountsError ... on User { email } } }"): typeof import('./graphql').SecurityChangeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuritySendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }"): typeof import('./graphql').SecuritySendPhoneCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { phone phoneAreaCode isPhoneVerified } } }"): typeof import('./graphql').SecurityVerifyPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuritySkipPhone { skipPhoneVerification { __typename ... on Error { code } ... on User { isPhoneVerified phoneVerificationSkipped } } }"): typeof import('./graphql').SecuritySkipPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecurityUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ...AccountsError ... on User { nickname avatar language } } }"): typeof import('./graphql').SecurityUpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsSigninSignOut { signOut { __typename ... on Done { ok } } }"): typeof import('./graphql').AccountsSigninSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsSigninDevice($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code } ... on AuthPayload { token deviceToken } } }"): typeof import('./graphql').AccountsSigninDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsSigninSkipPhone { skipPhoneVerification { __typename } }"): typeof import('./graphql').AccountsSigninSkipPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountsSigninMe { me { email payPasswordSetUp isPhoneVerified } }"): typeof import('./graphql').AccountsSigninMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignupCheckEmail($email: String!) { checkEmail(email: $email) { __typename ...AccountsError ... on EmailStatus { email registered } } }"): typeof import('./graphql').SignupCheckEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupCheckEmailCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').SignupCheckEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportStart($eventId: ID!, $format: AttendeesExportFormat!) {\n    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal revealed } ... on Error { code } }\n  }\n"): typeof import('./graphql').ExportStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportJob($id: ID!) { attendeesExport(id: $id) { id status rowsDone rowsTotal revealed fileName contentType fileBase64 } }"): typeof import('./graphql').ExportJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagePreview($input: AttendeesMessageInput!) {\n    attendeesMessagePreview(input: $input) {\n      __typename\n      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }\n      ... on ValidationError { issues { field } }\n      ... on Error { code }\n    }\n  }\n"): typeof import('./graphql').MessagePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageSend($input: AttendeesMessageInput!) {\n    sendAttendeesMessage(input: $input) {\n      __typename\n      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }\n      ... on RateLimitedError { retryAfterSeconds }\n      ... on ValidationError { issues { field } }\n      ... on Error { code }\n    }\n  }\n"): typeof import('./graphql').MessageSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaptchaStaffChallenge { humanCheckChallenge }"): typeof import('./graphql').CaptchaStaffChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaptchaStaffMe { me { id } }"): typeof import('./graphql').CaptchaStaffMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardFigures($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { eventId capacity sold held paidOrders revenue { amount currency } queueWaiting scansAccepted perMinute { minute sold scans } ticketTypes { name capacity taken } }\n  }\n"): typeof import('./graphql').DashboardFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFiguresNow($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { sold capacity } ... on Error { code } }\n  }\n"): typeof import('./graphql').DashboardFiguresNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DbOutageEvents { events(first: 3) { edges { node { slug } } } }"): typeof import('./graphql').DbOutageEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DbOutageMe { me { id } }"): typeof import('./graphql').DbOutageMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DbOutageUpdateProfile { updateProfile(input: { language: \"vi\" }) { __typename } }"): typeof import('./graphql').DbOutageUpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnquiriesBusinessSend($input: BusinessEnquiryInput!) { sendBusinessEnquiry(input: $input) { __typename ...AccountsError ... on BusinessEnquiryReceived { id } } }"): typeof import('./graphql').EnquiriesBusinessSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EnquiriesBusinessCountries { countries { code name } }"): typeof import('./graphql').EnquiriesBusinessCountriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntryGateRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { active code pass { version } } } }"): typeof import('./graphql').EntryGateRefreshQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntryGate2($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstUsedAt firstEntrance } } } }"): typeof import('./graphql').EntryGate2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntryGate3 { gateSnapshot { periodSeconds graceSeconds keys { keyId publicKey active } revocations { kind id minVersion closed } } }"): typeof import('./graphql').EntryGate3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntryGate4 { gateSnapshot { generatedAt } }"): typeof import('./graphql').EntryGate4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntryGate5 { qrPublicKeys { keyId publicKey } }"): typeof import('./graphql').EntryGate5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntryGate6($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result firstEntrance } } } }"): typeof import('./graphql').EntryGate6Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntryGate7($c: String!) { publicTicketStatus(code: $c) { status eventTitle typeName usedAt entrance codeCurrent } }"): typeof import('./graphql').EntryGate7Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription EntryGate8($id: ID!) { ticketQr(ticketId: $id) { active code } }"): typeof import('./graphql').EntryGate8Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription EntryGate9($id: ID!) { ticketStatus(ticketId: $id) { ticketId status validatedEntrance } }"): typeof import('./graphql').EntryGate9Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription EntryGateEventEntry($id: ID!) { eventEntry(eventId: $id) { entryState entryNote doorsOpenAt } }"): typeof import('./graphql').EntryGateEventEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntryGate11($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState entryNote } }"): typeof import('./graphql').EntryGate11Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntryGate12 { myEntryGuide { ticketCount entrances event { entryState doorsOpenAt } } }"): typeof import('./graphql').EntryGate12Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EntryError on Error { code message field }"): typeof import('./graphql').EntryErrorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntrySendTransferCode($input: SendTransferCodeInput!) { sendTransferCode(input: $input) { __typename ...EntryError ... on TransferCodeSent { expiresInSeconds sentTo } ... on TransferLockedError { lockedUntil } ... on RecipientTicketLimitError { max } } }"): typeof import('./graphql').EntrySendTransferCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntryTransfer($input: TransferTicketInput!) { transferTicket(input: $input) { __typename ...EntryError ... on TransferDone { transferId toEmail } } }"): typeof import('./graphql').EntryTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntryQrCode($kind: PassKind!, $id: String!) { qrCode(kind: $kind, id: $id) { active code validUntil pass { keyId secret version periodSeconds passPublicKey certificate } } }"): typeof import('./graphql').EntryQrCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntryVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ...EntryError ... on EntryVerification { result kind scannedAt firstUsedAt firstEntrance ticketNo eventTitle productName } } }"): typeof import('./graphql').EntryVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CardRefundsCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { ordersRefunded paymentsRefunded refundsPending } ... on Error { code } } }"): typeof import('./graphql').CardRefundsCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardRefundsSummary($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) { __typename ... on EventRefundSummary { refundsSucceeded refundsDue refundsFailed } ... on Error { code } }\n  }\n"): typeof import('./graphql').CardRefundsSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMerchEvent($id: ID!) {\n    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending } ... on Error { code } }\n  }\n"): typeof import('./graphql').CancelMerchEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelMerchEventOwnOrder($orderNo: String!) { cancelMerchOrder(orderNo: $orderNo) { __typename ... on MerchOrder { status } ... on Error { code } } }"): typeof import('./graphql').CancelMerchEventOwnOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DraftCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }"): typeof import('./graphql').DraftCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DraftAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }"): typeof import('./graphql').DraftAddTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id lifecycle saleState } ... on Error { code message } }\n  }\n"): typeof import('./graphql').DraftSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftPublish($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      __typename\n      ... on OperatorEvent { id lifecycle publishedAt salesPaused }\n      ... on EventTransitionRefusedError { from transition reason }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql').DraftPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DraftCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id lifecycle cancelledAt } } ... on Error { code } } }"): typeof import('./graphql').DraftCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DraftDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }"): typeof import('./graphql').DraftDuplicateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftOperatorEvent($id: ID!) { operatorEvent(id: $id) { id lifecycle publishedAt } }"): typeof import('./graphql').DraftOperatorEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftOperatorEvents($search: String) { operatorEvents(search: $search, first: 10) { edges { node { id lifecycle } } } }"): typeof import('./graphql').DraftOperatorEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftFanEvent($slug: String!) { event(slug: $slug) { id slug } }"): typeof import('./graphql').DraftFanEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftFanEvents($filter: EventFilter) { events(first: 100, filter: $filter) { edges { node { id slug } } } }"): typeof import('./graphql').DraftFanEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftNode($id: ID!) { node(id: $id) { __typename id } }"): typeof import('./graphql').DraftNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftRoom($slug: String!) { waitingRoom(eventSlug: $slug) { __typename } }"): typeof import('./graphql').DraftRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventDuplicate($id: ID!, $input: DuplicateEventInput!) {\n    duplicateEvent(id: $id, input: $input) {\n      __typename\n      ... on OperatorEvent { id slug title salesPaused cancelledAt startsAt saleStartsAt ticketTypes { id name area price { amount } capacity sold seated } }\n      ... on ValidationError { code field issues { field } }\n      ... on Error { code }\n    }\n  }\n"): typeof import('./graphql').EventDuplicateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventDuplicateRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) { updateWaitingRoom(eventId: $eventId, input: $input) { __typename } }"): typeof import('./graphql').EventDuplicateRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventDuplicateCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on Error { code } } }"): typeof import('./graphql').EventDuplicateCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LifecycleCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug } ... on Error { code } } }"): typeof import('./graphql').LifecycleCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LifecyclePublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id } ... on Error { code } } }"): typeof import('./graphql').LifecyclePublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LifecycleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }"): typeof import('./graphql').LifecycleAddTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState saleEndsAt } ... on Error { code message } }\n  }\n"): typeof import('./graphql').LifecycleSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleUpdate($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id saleEndsAt salesPaused } ... on Error { code message } }\n  }\n"): typeof import('./graphql').LifecycleUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LifecycleCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled event { id cancelledAt salesPaused saleState } } ... on Error { code } } }"): typeof import('./graphql').LifecycleCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LifecyclePublic($slug: String!) { event(slug: $slug) { saleState cancelledAt } }"): typeof import('./graphql').LifecyclePublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation LifecycleOpenScheduled($id: ID!, $opening: SaleOpening) {\n      setEventSales(id: $id, action: OPEN, opening: $opening) { __typename ... on OperatorEvent { id salesPaused saleState saleStartsAt } ... on SaleScheduledError { opensAt code message field } ... on Error { code } }\n    }\n  "): typeof import('./graphql').LifecycleOpenScheduledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundSummary($eventId: ID!) {\n    operatorEventRefunds(eventId: $eventId) {\n      __typename\n      ... on EventRefundSummary {\n        eventId cancelled paidOrders refundsSucceeded refundsDue refundsFailed\n        toRefund { method payments amount { amount currency } }\n        refunded { method payments amount { amount currency } }\n      }\n      ... on Error { code }\n    }\n  }\n"): typeof import('./graphql').RefundSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundSummaryCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded refundsPending } ... on Error { code } } }"): typeof import('./graphql').RefundSummaryCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransportHealth { health { ok } }"): typeof import('./graphql').TransportHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransportNotice { currentNotice { id title content level } }"): typeof import('./graphql').TransportNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransportNoticeId { currentNotice { id } }"): typeof import('./graphql').TransportNoticeIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckinVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result ticketNo eventTitle eventStartsAt eventEndsAt eventTimeZone scanDay } ... on Error { code } } }"): typeof import('./graphql').CheckinVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckinUpload($gateId: String!, $eventId: ID, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, eventId: $eventId, scans: $scans) { __typename ... on GateUpload { results { result scanDay } } } }"): typeof import('./graphql').CheckinUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckinGateEvents { gateEvents { id title days today timeZone } }"): typeof import('./graphql').CheckinGateEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckinSnapshot($eventId: ID) { gateSnapshot(eventId: $eventId) { eventDays eventTimeZone } }"): typeof import('./graphql').CheckinSnapshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckinList($eventId: ID!, $day: String, $gateId: String) { checkIns(eventId: $eventId, day: $day, gateId: $gateId) { admitted expected refused gates { gateId admitted } days { day admitted } entries { ticketId ticketNo holderNickname gateId manual admittedAt } } }"): typeof import('./graphql').CheckinListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckinSearch($eventId: ID!, $search: String!) { checkInSearch(eventId: $eventId, search: $search) { ticketId ticketNo holderNickname status } }"): typeof import('./graphql').CheckinSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckinTicket($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo gateId day } ... on CheckInRefusedError { reason ticketNo } ... on Error { code } } }"): typeof import('./graphql').CheckinTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckinUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }"): typeof import('./graphql').CheckinUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiveawayDraw($slug: String!) { giveawayDraw(slug: $slug) { algorithm seedCommitment seed entriesHash myHolder\n  entries { id holder } winners { id holder } campaign { slug winnersCount drawnAt } } }"): typeof import('./graphql').GiveawayDrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiveawayDraw2 { myGiveawayVouchers { won entries campaign { slug } ticket { ticketNo status event { slug } history { kind } } } }"): typeof import('./graphql').GiveawayDraw2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiveawayDraw3 { myTickets(tab: UPCOMING) { edges { node { ticketNo status history { kind } } } } }"): typeof import('./graphql').GiveawayDraw3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiveawayDraw4 { myGiveaway { entries { status campaign { slug } } } }"): typeof import('./graphql').GiveawayDraw4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GiveawayDrawDrawAnon($slug: String!) { drawGiveaway(slug: $slug) { __typename } }"): typeof import('./graphql').GiveawayDrawDrawAnonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GiveawayDrawCommitFan($slug: String!) { commitGiveawayDraw(slug: $slug) { __typename } }"): typeof import('./graphql').GiveawayDrawCommitFanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiveawayEntries { myGiveaway { inviteCode invitedFriends campaign { slug } totals { active expired won registration topup invite }\n  entries { source status friendNickname campaign { slug } } rules { vndPerEntry maxTopupEntries maxInviteEntries vndPerFanCoin } } }"): typeof import('./graphql').GiveawayEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiveawayWalletEntries { myGiveaway { totals { active registration topup invite } } }"): typeof import('./graphql').GiveawayWalletEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreHealth { health { ok database version time } }"): typeof import('./graphql').GraphqlCoreHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').GraphqlCoreEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }"): typeof import('./graphql').GraphqlCoreEvents2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }"): typeof import('./graphql').GraphqlCoreNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }"): typeof import('./graphql').GraphqlCoreEvents3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }"): typeof import('./graphql').GraphqlCoreEvents4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreA { a: event(slug: \"starlight-arena-tour\") { title isHot requiresIdentity currency } b: event(slug: \"nope\") { title } }"): typeof import('./graphql').GraphqlCoreADocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GuessRacesChangePay($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').GuessRacesChangePayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GuessRacesCheckCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }"): typeof import('./graphql').GuessRacesCheckCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GuessRacesSendPhone($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }"): typeof import('./graphql').GuessRacesSendPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GuessRacesVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { isPhoneVerified } } }"): typeof import('./graphql').GuessRacesVerifyPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackPayoutSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').HandBackPayoutSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackPayoutPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } }\n  }\n"): typeof import('./graphql').HandBackPayoutPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackPayoutList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status payout payoutMethod payoutAmount } } }\n  }\n"): typeof import('./graphql').HandBackPayoutListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandBackPayoutTicket($id: ID!) { node(id: $id) { ... on Ticket { id status handBackRefundTo { method minWorkingDays maxWorkingDays } handBack { id status payout payoutMethod payoutState paidOutCoins } } } }\n"): typeof import('./graphql').HandBackPayoutTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HandBackPayoutWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }"): typeof import('./graphql').HandBackPayoutWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HandBackPayoutMine { myHandBacks { id status payout payoutMethod payoutState paidOutCoins payoutAmount } }"): typeof import('./graphql').HandBackPayoutMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackRedisSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').HandBackRedisSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackRedisPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n"): typeof import('./graphql').HandBackRedisPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackRedisList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } }\n  }\n"): typeof import('./graphql').HandBackRedisListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSeatsAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }\n  }\n"): typeof import('./graphql').HandBackSeatsAddIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSeatsSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').HandBackSeatsSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSeatsPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n"): typeof import('./graphql').HandBackSeatsPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSeatsName($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on IdentityTakenError { identityId }\n      ... on Order { orderNo items { identity { id maskedName } } }\n    }\n  }\n"): typeof import('./graphql').HandBackSeatsNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSeatsList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status ticketNo } } }\n  }\n"): typeof import('./graphql').HandBackSeatsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSeatsWithdraw($id: ID!) {\n    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }\n  }\n"): typeof import('./graphql').HandBackSeatsWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandBackSeatsOffer($slug: String!, $orderNo: String!) {\n    myQueuePlace(eventSlug: $slug) { status offer { orderNo requiresIdentity } }\n    order(orderNo: $orderNo) { items { seat { area row number } identity { id } } }\n  }\n"): typeof import('./graphql').HandBackSeatsOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandBackSeatsTicket($id: ID!) { ticket(id: $id) { ticketNo status seat { area row number } handBack { status } resoldThroughHandBack } }\n"): typeof import('./graphql').HandBackSeatsTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').HandBackSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n"): typeof import('./graphql').HandBackPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackList($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }\n  }\n"): typeof import('./graphql').HandBackListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandBackWithdraw($id: ID!) {\n    withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } }\n  }\n"): typeof import('./graphql').HandBackWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription HandBackSellerTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }"): typeof import('./graphql').HandBackSellerTicketStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandBackSellerWallet { wallet { transactions(first: 10) { edges { node { kind reference amount { amount } paidFor handBackSale } } } } }\n"): typeof import('./graphql').HandBackSellerWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandBackMyTickets { myTickets(tab: UPCOMING, first: 10) { edges { node { id ticketNo status canTransfer handBackOffered handBack { id status } } } } }\n"): typeof import('./graphql').HandBackMyTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HotPathCancelOrder($n: String!) { cancelOrder(orderNo: $n) { __typename } }"): typeof import('./graphql').HotPathCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HotPathEventTitle($slug: String!) { event(slug: $slug) { title } }"): typeof import('./graphql').HotPathEventTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HotPathMeAndEvent($slug: String!) { me { email } event(slug: $slug) { title } }"): typeof import('./graphql').HotPathMeAndEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HotPathProductLimit($slug: String!) { merchProduct(slug: $slug) { name myRemainingLimit } }"): typeof import('./graphql').HotPathProductLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HotPathChallenge { humanCheckChallenge }"): typeof import('./graphql').HotPathChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HotPathChallengeAndEvents { humanCheckChallenge events(first: 1) { edges { cursor } } }"): typeof import('./graphql').HotPathChallengeAndEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdentityAdd($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ... on Error { code message field } ... on AudienceIdentity { id docType maskedName maskedDocNumber } } }"): typeof import('./graphql').IdentityAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdentityUpdate($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ... on Error { code } ... on AudienceIdentity { maskedName maskedDocNumber docType } } }"): typeof import('./graphql').IdentityUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IdentityDelete($id: ID!) { deleteAudienceIdentity(id: $id) { __typename ... on Error { code } } }"): typeof import('./graphql').IdentityDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IdentityList { myIdentities { id docType maskedName maskedDocNumber } }"): typeof import('./graphql').IdentityListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KillStormCancelOrder($o: String!) { cancelOrder(orderNo: $o) { __typename } }"): typeof import('./graphql').KillStormCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KillStormSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }"): typeof import('./graphql').KillStormSetPayPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MerchAddressFields on Address { id recipient phone line1 line2 city region postalCode country isDefault }"): typeof import('./graphql').MerchAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchAddressesAdd($i: AddressInput!) { addAddress(input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }"): typeof import('./graphql').MerchAddressesAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchAddressesUpdate($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }"): typeof import('./graphql').MerchAddressesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchAddressesSetDefault($id: ID!) { setDefaultAddress(id: $id) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }"): typeof import('./graphql').MerchAddressesSetDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchAddressesList { myAddresses { ...MerchAddressFields } }"): typeof import('./graphql').MerchAddressesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchAddressesDelete($id: ID!) { deleteAddress(id: $id) { __typename } }"): typeof import('./graphql').MerchAddressesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchAddressesDeleteOther($id: ID!) { deleteAddress(id: $id) { __typename } }"): typeof import('./graphql').MerchAddressesDeleteOtherDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchOrders($i: AddressInput!) { addAddress(input: $i) { __typename ... on Address { id } } }"): typeof import('./graphql').MerchOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchOrders2($n: String!) { cancelMerchOrder(orderNo: $n) { __typename ... on Error { code } ... on MerchOrder { status } } }"): typeof import('./graphql').MerchOrders2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchOrdersOrder($n: String!) { merchOrder(orderNo: $n) { ...MerchTestOrder } }"): typeof import('./graphql').MerchOrdersOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchOrders3($n: String!) { merchOrder(orderNo: $n) { fulfilment tab items { redeemed } logistics { status } } }"): typeof import('./graphql').MerchOrders3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MerchOrdersLogistics($n: String!) { orderLogistics(orderNo: $n) { status fulfilment logistics { status } } }"): typeof import('./graphql').MerchOrdersLogisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchOrders5($n: String!) { merchOrder(orderNo: $n) { tab logistics { status at note } } }"): typeof import('./graphql').MerchOrders5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MerchOrdersLogisticsOwner($n: String!) { orderLogistics(orderNo: $n) { status } }"): typeof import('./graphql').MerchOrdersLogisticsOwnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MerchOrdersLogisticsOther($n: String!) { orderLogistics(orderNo: $n) { status } }"): typeof import('./graphql').MerchOrdersLogisticsOtherDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchOrders7{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }"): typeof import('./graphql').MerchOrders7Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchOrders8{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }"): typeof import('./graphql').MerchOrders8Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchOrders9{ advanceMerchOrder(input: { orderNo: \"M000\" }) { __typename } }"): typeof import('./graphql').MerchOrders9Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchOrders10($i: AdvanceMerchOrderInput!) { advanceMerchOrder(input: $i) { __typename ... on Error { code } ... on MerchOrder { fulfilment logistics { status } } } }"): typeof import('./graphql').MerchOrders10Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchShop { merchProducts(first: 50) { totalCount edges { node { slug price { amount currency } pickupOnly ticketHolderOnly desktopOnly inStock images } } } }"): typeof import('./graphql').MerchShopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchShop2($e: String!) { merchProducts(first: 50, eventSlug: $e) { edges { node { slug } } } }"): typeof import('./graphql').MerchShop2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchShop3($n: String!) { merchOrder(orderNo: $n) { orderNo } }"): typeof import('./graphql').MerchShop3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchShop4($n: String!) { merchOrder(orderNo: $n) { orderNo } }"): typeof import('./graphql').MerchShop4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchShop5($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }"): typeof import('./graphql').MerchShop5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchShop6($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename } }"): typeof import('./graphql').MerchShop6Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchShop7($n: String!) { merchOrder(orderNo: $n) { shippingAddress { recipient line1 } } }"): typeof import('./graphql').MerchShop7Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchShop8($v: ID!) { secureMerch(input: { variantId: $v, quantity: 1 }) { __typename } }"): typeof import('./graphql').MerchShop8Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchShopEligible($slug: String!) { merchProduct(slug: $slug) { myEligibleTicketNos } }"): typeof import('./graphql').MerchShopEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchShop9($i: SecureMerchInput!) { secureMerch(input: $i) { ... on Error { message } } }"): typeof import('./graphql').MerchShop9Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchShop10($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }"): typeof import('./graphql').MerchShop10Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchShop11($i: AddressInput!) { addAddress(input: $i) { ... on Address { id } } }"): typeof import('./graphql').MerchShop11Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MerchError on Error { code message field ... on ValidationError { issues { field messageKey } } }"): typeof import('./graphql').MerchErrorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MerchTestOrder on MerchOrder { id orderNo status tab itemCount pickup pickupDate expiresAt paidAt fulfilment fulfilmentTrack total { amount currency }\n  items { id quantity redeemed unitPrice { amount currency } variant { id sku size stock } product { slug name } }\n  shippingAddress { recipient line1 city country } logistics { status at note } }"): typeof import('./graphql').MerchTestOrderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MerchSecure($input: SecureMerchInput!) { secureMerch(input: $input) { __typename ...MerchError\n  ... on MerchSecured { order { ...MerchTestOrder } } ... on OutOfStockError { available } ... on LimitReachedError { limit remaining } ... on TicketOfAnotherEventError { eventTitle } } }"): typeof import('./graphql').MerchSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchSupportProduct($slug: String!) { merchProduct(slug: $slug) { id slug pickupOnly ticketHolderOnly desktopOnly maxPerAccount pickupDates myRemainingLimit\n  price { amount currency } variants(first: 10) { totalCount edges { node { id sku size colour stock soldOut } } } } }"): typeof import('./graphql').MerchSupportProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MerchSupportMyOrders($tab: MerchOrderTab!) { myMerchOrders(tab: $tab) { edges { node { orderNo status fulfilment } } } }"): typeof import('./graphql').MerchSupportMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodeAccessNode($id: ID!) { node(id: $id) { __typename id\n  ... on Ticket { ticketNo status seat { id } event { title } history { kind } }\n  ... on Event { title } ... on MerchProduct { name } ... on MerchVariant { sku }\n  ... on TicketType { name price { amount currency } available } ... on Seat { row number seatStatus: status }\n  ... on GiveawayCampaign { slug seedCommitment } ... on Notice { title endsAt } } }"): typeof import('./graphql').NodeAccessNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodeAccessCatalogueIds($slug: String!) { event(slug: $slug) { ticketTypes { edges { node { id name seats(first: 1) { edges { node { id row number } } } } } } } }"): typeof import('./graphql').NodeAccessCatalogueIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodeAccessNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"): typeof import('./graphql').NodeAccessNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodeAccessTypes { __type(name: \"Node\") { possibleTypes { name } } }"): typeof import('./graphql').NodeAccessTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NoticesCurrent { currentNotice { id title content level startsAt endsAt } }"): typeof import('./graphql').NoticesCurrentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoticesCurrentPublish($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename ... on Notice { id level } ... on ValidationError { issues { field messageKey } } } }"): typeof import('./graphql').NoticesCurrentPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoticesCurrentEnd($id: ID!) { endNotice(id: $id) }"): typeof import('./graphql').NoticesCurrentEndDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationsEvents { events(first: 1) { edges { node { slug } } } }"): typeof import('./graphql').OperationsEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperationsEventsInFlight { inFlight: events(first: 1) { edges { node { slug } } } }"): typeof import('./graphql').OperationsEventsInFlightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccessibleEvent on OperatorEvent { __typename id slug startsAt accessibleReleaseAt accessibleSeatsReleaseAt ticketTypes { id area seated seatSelection } seatMap { area rows { row seats { number status access } } } }"): typeof import('./graphql').AccessibleEventFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessibleCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }"): typeof import('./graphql').AccessibleCreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessibleUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code field message } } }"): typeof import('./graphql').AccessibleUpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessibleAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area seatSelection } ... on Error { code } } }"): typeof import('./graphql').AccessibleAddTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessibleUpdateType($id: ID!, $input: UpdateTicketTypeInput!) { updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id seatSelection } ... on Error { code field } } }"): typeof import('./graphql').AccessibleUpdateTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessibleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n"): typeof import('./graphql').AccessibleSetSeatMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccessibleImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...AccessibleEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n"): typeof import('./graphql').AccessibleImportSeatMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessibleDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ...AccessibleEvent ... on Error { code } } }"): typeof import('./graphql').AccessibleDuplicateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessibleFigures($eventId: ID!) {\n    operatorSalesFigures(eventId: $eventId) {\n      __typename\n      ... on OperatorSalesFigures { accessibleSeats { releaseAt released wheelchair { total held sold kept } companion { total held sold kept } } }\n      ... on Error { code }\n    }\n  }\n"): typeof import('./graphql').AccessibleFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsOrders($eventId: ID, $revealEmails: Boolean) {\n    operatorOrders(first: 50, eventId: $eventId, revealEmails: $revealEmails) { edges { node { orderNo buyerNickname buyerEmail } } }\n  }\n"): typeof import('./graphql').ContactsOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsAttendees($eventId: ID!, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderNickname holderEmail orderNo buyerEmail } } }\n  }\n"): typeof import('./graphql').ContactsAttendeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactsAttendeesCsv($eventId: ID!) { attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ... on Error { code } } }"): typeof import('./graphql').ContactsAttendeesCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactsSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }"): typeof import('./graphql').ContactsSalesCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogueEvent on OperatorEvent { __typename id cancelledAt salesPaused ticketTypes { id area capacity seated sold } seatMap { area ticketTypeId rows { row seats { number status } } } }"): typeof import('./graphql').CatalogueEventFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueCreateEvent($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id } ... on Error { code } } }"): typeof import('./graphql').CatalogueCreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area } ... on Error { code } } }"): typeof import('./graphql').CatalogueAddTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueSetSeatMap($eventId: ID!, $input: SeatMapInput!) {\n    setSeatMap(eventId: $eventId, input: $input) { __typename ...CatalogueEvent ... on Error { code message } ... on ValidationError { issues { field message } } ... on SeatMapInUseError { taken } }\n  }\n"): typeof import('./graphql').CatalogueSetSeatMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueImportSeatMap($eventId: ID!, $csv: String!) {\n    importSeatMap(eventId: $eventId, csv: $csv) { __typename ...CatalogueEvent ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n"): typeof import('./graphql').CatalogueImportSeatMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueEvent($id: ID!) { operatorEvent(id: $id) { ...CatalogueEvent } }"): typeof import('./graphql').CatalogueEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCreateProduct($input: CreateMerchProductInput!) {\n    createMerchProduct(input: $input) { __typename ... on OperatorProduct { id slug eventId pickupOnly pickupDates ticketHolderOnly price { amount currency } variants { id sku size stock sold } } ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n"): typeof import('./graphql').CatalogueCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {\n    updateMerchProduct(id: $id, input: $input) { __typename ... on OperatorProduct { id name ticketHolderOnly pickupDates variants { id sku stock } } ... on Error { code message } ... on ValidationError { issues { field message } } }\n  }\n"): typeof import('./graphql').CatalogueUpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueProducts { operatorProducts { id slug } }"): typeof import('./graphql').CatalogueProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueDeleteVariant($id: ID!) {\n    deleteMerchVariant(id: $id) { __typename ... on OperatorProduct { id variants { id sku } } ... on Error { code message field } ... on ValidationError { issues { field message messageKey } } }\n  }\n"): typeof import('./graphql').CatalogueDeleteVariantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueCancelEvent($id: ID!) {\n    cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded paymentsRefunded refundsPending event { id cancelledAt salesPaused } } ... on Error { code } }\n  }\n"): typeof import('./graphql').CatalogueCancelEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CatalogueUpdateTypeByGlobalId($id: ID!, $input: UpdateTicketTypeInput!) {\n      updateTicketType(id: $id, input: $input) { __typename ... on OperatorTicketType { id name } ... on Error { code } }\n    }\n  "): typeof import('./graphql').CatalogueUpdateTypeByGlobalIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CliPublicEvent($slug: String!) { event(slug: $slug) { id title saleState } }"): typeof import('./graphql').CliPublicEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CliOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreatedApiKey { apiKey { id } } ... on Error { code } } }"): typeof import('./graphql').CliOwnerCreateKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }\n      ... on Error { code field }\n    }\n  }\n"): typeof import('./graphql').OperatorCreateKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }"): typeof import('./graphql').OperatorListKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }"): typeof import('./graphql').OperatorRevokeKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }\n      ... on Error { code field }\n    }\n  }\n"): typeof import('./graphql').OperatorCreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }\n  }\n"): typeof import('./graphql').OperatorUpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }\n  }\n"): typeof import('./graphql').OperatorAddTicketTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }\n  }\n"): typeof import('./graphql').OperatorSetSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OperatorPublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id lifecycle } ... on Error { code } } }"): typeof import('./graphql').OperatorPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').OperatorEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KeysMyInvitations { myOrganisationInvitations { id role } }"): typeof import('./graphql').KeysMyInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeysAcceptInvitation($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { role } ... on Error { code } } }"): typeof import('./graphql').KeysAcceptInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {\n    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }\n  }\n"): typeof import('./graphql').OperatorSetMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorMyOrganisations { myOrganisations { id role } }"): typeof import('./graphql').OperatorMyOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }"): typeof import('./graphql').OperatorEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }"): typeof import('./graphql').OperatorFanEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {\n      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): typeof import('./graphql').OperatorOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorAttendees($eventId: ID!, $search: String) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }\n  }\n"): typeof import('./graphql').OperatorAttendeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }"): typeof import('./graphql').OperatorSalesCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScopingCreateIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } ... on Error { code } } }"): typeof import('./graphql').ScopingCreateIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingIssues { supportIssues(limit: 200) { id } }"): typeof import('./graphql').ScopingIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScopingAnswer($id: ID!) { answerSupportIssue(issueId: $id, body: \"We are on it.\") { __typename ... on SupportIssue { id status } ... on Error { code } } }"): typeof import('./graphql').ScopingAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScopingEntry($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { entryState } }"): typeof import('./graphql').ScopingEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Ticket { ticketNo } ... on TicketType { name available } ... on Seat { row number } } }"): typeof import('./graphql').ScopingNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingEventId($slug: String!) { event(slug: $slug) { id } }"): typeof import('./graphql').ScopingEventIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingSnapshotKeys { gateSnapshot { keys { keyId publicKey active } } }"): typeof import('./graphql').ScopingSnapshotKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingSnapshotRevocations { gateSnapshot { revocations { kind id } } }"): typeof import('./graphql').ScopingSnapshotRevocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingPlatformKeys { qrPublicKeys { keyId publicKey } }"): typeof import('./graphql').ScopingPlatformKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScopingPublicStatus($code: String!) { publicTicketStatus(code: $code) { status eventTitle } }"): typeof import('./graphql').ScopingPublicStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderRefundsCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { paymentsRefunded } ... on Error { code } } }"): typeof import('./graphql').OrderRefundsCancelEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderRefundsWaitingList($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } } }"): typeof import('./graphql').OrderRefundsWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderRefundsPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo quantity } } }"): typeof import('./graphql').OrderRefundsPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsApply($input: OrganisationApplicationInput!) {\n    applyForOrganisation(input: $input) {\n      __typename\n      ... on OrganisationApplication { id status organisationName applicantEmail eventTypes expectedVolume }\n      ... on ValidationError { issues { field message messageKey } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql').ApplicationsApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApplicationsMine { myOrganisationApplication { id status refusalReason organisationId } }"): typeof import('./graphql').ApplicationsMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApplicationsList($status: OrganisationApplicationStatus) { organisationApplications(status: $status) { id status organisationName applicantEmail } }"): typeof import('./graphql').ApplicationsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsApprove($id: ID!, $slug: String) {\n    approveOrganisationApplication(id: $id, slug: $slug) {\n      __typename\n      ... on ApprovedOrganisationApplication { alreadyApproved application { status organisationId } organisation { id slug name memberCount } }\n      ... on Error { code }\n    }\n  }\n"): typeof import('./graphql').ApplicationsApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplicationsRefuse($id: ID!, $reason: String!) {\n    refuseOrganisationApplication(id: $id, reason: $reason) { __typename ... on OrganisationApplication { status refusalReason } ... on Error { code } }\n  }\n"): typeof import('./graphql').ApplicationsRefuseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApplicationsMyOrganisations { myOrganisations { id name role } }"): typeof import('./graphql').ApplicationsMyOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApplicationsIdentity { operatorIdentity { organisationId scopes } }"): typeof import('./graphql').ApplicationsIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {\n    organisationAuditLog(first: $first, after: $after, filter: $filter) {\n      edges { node { id at action outcome actorKind actorUserId actorName actorEmail actorApiKeyId targetType targetId eventId eventTitle orderNo details } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): typeof import('./graphql').OrgAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrgAuditActions { organisationAuditActions }"): typeof import('./graphql').OrgAuditActionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrgAuditUpdate($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }"): typeof import('./graphql').OrgAuditUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MembersInvite($input: InviteOrganisationMemberInput!) {\n    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email role status expiresAt } ... on Error { code message } }\n  }\n"): typeof import('./graphql').MembersInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersSetMember($email: String!, $role: OrganisationRole!) { setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } } }"): typeof import('./graphql').MembersSetMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersInvitations($status: OrganisationInvitationStatus) { organisationInvitations(status: $status) { id email role status } }"): typeof import('./graphql').MembersInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersList { organisationMembers { userId email role } }"): typeof import('./graphql').MembersListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersRevokeInvitation($id: ID!) { revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { status } ... on Error { code } } }"): typeof import('./graphql').MembersRevokeInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersMine { myOrganisationInvitations { id organisationName role } }"): typeof import('./graphql').MembersMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersAccept($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ... on Error { code } } }"): typeof import('./graphql').MembersAcceptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersDecline($id: ID!) { declineOrganisationInvitation(id: $id) { __typename ... on Error { code } } }"): typeof import('./graphql').MembersDeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersMyOrganisations { myOrganisations { id role } }"): typeof import('./graphql').MembersMyOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersIdentity { operatorIdentity { organisationId scopes } }"): typeof import('./graphql').MembersIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersSetRole($userId: ID!, $role: OrganisationRole!) { setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { role } ... on Error { code } } }"): typeof import('./graphql').MembersSetRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersRemove($userId: ID!) { removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ... on Error { code } } }"): typeof import('./graphql').MembersRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { revokedAt } ... on Error { code } } }"): typeof import('./graphql').MembersRevokeKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MembersSales($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }"): typeof import('./graphql').MembersSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersSalesNow($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { __typename } }"): typeof import('./graphql').MembersSalesNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OutboxSendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ... on Error { code message } } }"): typeof import('./graphql').OutboxSendPhoneCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentError on Error { code message field ... on ValidationError { issues { field messageKey } } ... on PayPasswordLockedError { retryAfterSeconds } }"): typeof import('./graphql').PaymentErrorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl balance { amount } } } }"): typeof import('./graphql').PaymentsPayOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }"): typeof import('./graphql').PaymentsTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsWallet { wallet { balance { amount } displayCurrency transactions(first: 50) { edges { node { amount { amount } balanceAfter { amount } kind reference paidFor } } } } }"): typeof import('./graphql').PaymentsWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on Error { code } ... on PaymentResult { status reason canRetry attemptsLeft kind } } }"): typeof import('./graphql').PaymentsResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }"): typeof import('./graphql').PaymentsSetPayPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsWebhooksSavedCards { savedCards { brand last4 expMonth holderName } }"): typeof import('./graphql').PaymentsWebhooksSavedCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentsWebhooksResultState($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status orderStatus } } }"): typeof import('./graphql').PaymentsWebhooksResultStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformCreateOrganisation($input: CreateOrganisationInput!) {\n    createOrganisation(input: $input) {\n      __typename\n      ... on CreatedOrganisation { organisation { id slug name memberCount createdAt } ownerUserId ownerEmail }\n      ... on ValidationError { issues { field } }\n      ... on Error { code field message }\n    }\n  }\n"): typeof import('./graphql').PlatformCreateOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformOrganisations($first: Int, $after: String, $last: Int, $before: String) {\n    organisations(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id slug name memberCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor startCursor }\n    }\n  }\n"): typeof import('./graphql').PlatformOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on Error { code field } } }\n"): typeof import('./graphql').PlatformOwnerCreateKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PoolStallHealth { health { ok database } }"): typeof import('./graphql').PoolStallHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PresaleOn($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: true }) { __typename ... on OperatorEvent { presaleRegistration } } }"): typeof import('./graphql').PresaleOnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PresaleOff($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: false }) { __typename } }"): typeof import('./graphql').PresaleOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PresaleBound($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename ... on Error { field } ... on PromoCodesCreated { codes { boundEmail } } } }"): typeof import('./graphql').PresaleBoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PrivacyError on Error { code message field }"): typeof import('./graphql').PrivacyErrorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAuditExport($p: String!) { exportMyData(password: $p) { __typename ...PrivacyError ... on MyDataExport { fileName data } } }"): typeof import('./graphql').PrivacyAuditExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAuditDelete($p: String!) { deleteMyAccount(password: $p) { __typename ...PrivacyError ... on AccountDeletionBlockedError { reasons } ... on Done { ok } } }"): typeof import('./graphql').PrivacyAuditDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyAudit($f: AuditFilterInput, $first: Int, $after: String) { auditLog(filter: $f, first: $first, after: $after) { edges { cursor node { id at action outcome actorUserId actorStaffTokenId subjectUserId targetType targetId ip userAgent details } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').PrivacyAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAuditAddIdentity($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }"): typeof import('./graphql').PrivacyAuditAddIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAuditUpdateIdentity($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }"): typeof import('./graphql').PrivacyAuditUpdateIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit2($id: ID!) { deleteAudienceIdentity(id: $id) { __typename } }"): typeof import('./graphql').PrivacyAudit2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAuditAddAddress($i: AddressInput!) { addAddress(input: $i) { __typename ...PrivacyError ... on Address { id } } }"): typeof import('./graphql').PrivacyAuditAddAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit3($p: String!) { setPayPassword(payPassword: $p) { __typename } }"): typeof import('./graphql').PrivacyAudit3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit4($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename } }"): typeof import('./graphql').PrivacyAudit4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit5($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename } }"): typeof import('./graphql').PrivacyAudit5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAuditSignOut { signOut { __typename } }"): typeof import('./graphql').PrivacyAuditSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit7($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }"): typeof import('./graphql').PrivacyAudit7Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit8($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename } }"): typeof import('./graphql').PrivacyAudit8Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit9{ sendCurrentEmailCode { __typename } }"): typeof import('./graphql').PrivacyAudit9Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit10($e: String!) { sendNewEmailCode(email: $e) { __typename } }"): typeof import('./graphql').PrivacyAudit10Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit11($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename } }"): typeof import('./graphql').PrivacyAudit11Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyAudit12 { myIdentities { id } }"): typeof import('./graphql').PrivacyAudit12Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit13($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { id } }"): typeof import('./graphql').PrivacyAudit13Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit14($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename } }"): typeof import('./graphql').PrivacyAudit14Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit15($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }"): typeof import('./graphql').PrivacyAudit15Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrivacyAudit16($id: ID!) { answerSupportIssue(issueId: $id, body: \"Please refresh the page.\") { __typename } }"): typeof import('./graphql').PrivacyAudit16Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrivacyAudit17 { me { id } }"): typeof import('./graphql').PrivacyAudit17Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProvidersPay($input: PayOrderInput!) { payOrder(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on ValidationError { issues { field messageKey } }\n  ... on PaymentAccepted { orderNo paymentNo status redirectUrl }\n} }"): typeof import('./graphql').ProvidersPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProvidersTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }"): typeof import('./graphql').ProvidersTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvidersOptions { paymentOptions { methods cardEntry testMode } }"): typeof import('./graphql').ProvidersOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvidersSavedCards { savedCards { id brand last4 expMonth expYear } }"): typeof import('./graphql').ProvidersSavedCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProvidersDeleteCard($id: ID!) { deleteSavedCard(id: $id) { __typename ... on Error { code } } }"): typeof import('./graphql').ProvidersDeleteCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvidersResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on PaymentResult { status reason canRetry } } }"): typeof import('./graphql').ProvidersResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProvidersRefundOrder($input: RefundOrderInput!) { refundOrder(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on RefundTooLargeError { refundable { amount currency } }\n  ... on OrderNotRefundableError { status }\n  ... on OrderRefunded { full repeated refund { refundNo orderAmount status cause amount { amount currency } } order { status refundable { amount } refunds { refundNo status orderAmount } } }\n} }"): typeof import('./graphql').ProvidersRefundOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProvidersOperatorOrder($search: String!) { operatorOrders(search: $search, first: 1) { edges { node { orderNo status refundable { amount currency } refunds { refundNo status cause orderAmount } disputes { status provider } } } } }"): typeof import('./graphql').ProvidersOperatorOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueFairnessSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').QueueFairnessSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueFairnessPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n"): typeof import('./graphql').QueueFairnessPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueueFairnessCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }"): typeof import('./graphql').QueueFairnessCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueFairnessWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n"): typeof import('./graphql').QueueFairnessWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueFairnessReport($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) {\n      fairnessLogUrl\n      fairnessReport { keyId publicKey signature document preQueueFans afterDrawFans admitted offers ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms logEntries logHead rateChanges { at from to by } }\n    }\n  }\n"): typeof import('./graphql').QueueFairnessReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueFairnessRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }"): typeof import('./graphql').QueueFairnessRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueOperatorSettings($eventId: ID!) {\n    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n  }\n"): typeof import('./graphql').QueueOperatorSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueOperatorUpdate($eventId: ID!, $input: WaitingRoomSettingsInput!) {\n    updateWaitingRoom(eventId: $eventId, input: $input) {\n      __typename\n      ... on WaitingRoomSettings { enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }\n      ... on Error { code }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): typeof import('./graphql').QueueOperatorUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueOperatorRoom($slug: String!) { waitingRoom(eventSlug: $slug) { state admissionRatePerMinute } }"): typeof import('./graphql').QueueOperatorRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueRealNameAddIdentity($input: AddAudienceIdentityInput!) {\n    addAudienceIdentity(input: $input) { __typename ... on Error { code } ... on AudienceIdentity { id } }\n  }\n"): typeof import('./graphql').QueueRealNameAddIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueRealNameSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').QueueRealNameSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueRealNameName($input: NameOrderTicketsInput!) {\n    nameOrderTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on IdentityTakenError { identityId }\n      ... on Order { orderNo items { identity { id } } }\n    }\n  }\n"): typeof import('./graphql').QueueRealNameNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueRealNamePay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }\n  }\n"): typeof import('./graphql').QueueRealNamePayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueRealNameWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n"): typeof import('./graphql').QueueRealNameWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueRealNameOffer($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status offer { orderNo requiresIdentity expiresAt } } }\n"): typeof import('./graphql').QueueRealNameOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueRealNameRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }"): typeof import('./graphql').QueueRealNameRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueueRestartJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status } } } }"): typeof import('./graphql').QueueRestartJoinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueRestartPlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }"): typeof import('./graphql').QueueRestartPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueueScaleJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status joinedAt } } } }"): typeof import('./graphql').QueueScaleJoinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueScalePlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }"): typeof import('./graphql').QueueScalePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueueScaleSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename } }"): typeof import('./graphql').QueueScaleSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueScaleWaitingRoom($s: String!) { waitingRoom(eventSlug: $s) { state } }"): typeof import('./graphql').QueueScaleWaitingRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription QueueScalePosition($s: String!) { queuePosition(eventSlug: $s) { status admission { token } } }"): typeof import('./graphql').QueueScalePositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription QueueTestPosition($slug: String!) { queuePosition(eventSlug: $slug) { status position } }"): typeof import('./graphql').QueueTestPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueRoom($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }\n  }\n"): typeof import('./graphql').QueueRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on QueueRequiredError { eventSlug }\n      ... on TicketsSecured { order { orderNo } }\n    }\n  }\n"): typeof import('./graphql').QueueSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }\n"): typeof import('./graphql').QueueCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n"): typeof import('./graphql').QueueJoinWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NginxHealth { health { ok } }"): typeof import('./graphql').NginxHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NginxHealthAndDatabase { health { ok database } }"): typeof import('./graphql').NginxHealthAndDatabaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NginxTicketQr($id: ID!) { ticketQr(ticketId: $id) { pass { version } } }"): typeof import('./graphql').NginxTicketQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NginxRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename } }"): typeof import('./graphql').NginxRefreshQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleOutPaymentResult($o: String!) { paymentResult(orderNo: $o) { status } }"): typeof import('./graphql').ScaleOutPaymentResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleOutTicketQr($id: ID!) { ticketQr(ticketId: $id) { active pass { version } } }"): typeof import('./graphql').ScaleOutTicketQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScaleOutRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename ... on QrUpdate { pass { version } } } }"): typeof import('./graphql').ScaleOutRefreshQrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutMe { me { id } }"): typeof import('./graphql').ScaleOutMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScaleOutSignOut { signOut { __typename } }"): typeof import('./graphql').ScaleOutSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScaleOutHealth { health { ok } }"): typeof import('./graphql').ScaleOutHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleOutSalesFigures($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }"): typeof import('./graphql').ScaleOutSalesFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScaleOutRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename } }"): typeof import('./graphql').ScaleOutRevokeKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RelayEventsPage($first: Int!, $after: String) {\n  events(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').RelayEventsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RelayNodeSlug($id: ID!) { node(id: $id) { id ... on Event { slug } } }"): typeof import('./graphql').RelayNodeSlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeatStorySecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }\n  }\n"): typeof import('./graphql').SeatStorySecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeatStoryPay($input: PayOrderInput!) {\n    payOrder(input: $input) { __typename ... on Error { code } }\n  }\n"): typeof import('./graphql').SeatStoryPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeatStoryCancel($orderNo: String!) {\n    cancelOrder(orderNo: $orderNo) { __typename ... on Error { code } }\n  }\n"): typeof import('./graphql').SeatStoryCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeatPickSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code message field }\n      ... on SeatsTakenError { seats { id row number status } alternatives { id row number status } }\n      ... on TicketsSecured { order { orderNo items { seat { id row number } } } }\n    }\n  }\n"): typeof import('./graphql').SeatPickSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatPickMap($slug: String!, $typeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      id\n      accessibleSeatsReleaseAt\n      seatMap { area ticketType { id seatSelection } rows { row seats { id number status access } } }\n      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { id row number }\n    }\n  }\n"): typeof import('./graphql').SeatPickMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeatingNeedSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code message field }\n      ... on AccessibleSeatsKeptError { seats { id } releaseAt }\n      ... on TicketsSecured { order { orderNo items { seat { row number access } } } }\n    }\n  }\n"): typeof import('./graphql').SeatingNeedSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatingNeedOffer($slug: String!, $typeId: ID!, $quantity: Int!) {\n    event(slug: $slug) {\n      accessibleSeatsReleaseAt\n      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { row number }\n      accessibleSpaces(ticketTypeId: $typeId) { wheelchair { id row number access } companions { id row number access } }\n    }\n  }\n"): typeof import('./graphql').SeatingNeedOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeatingNeedMine { mySeatingNeed { wheelchair companions updatedAt } }"): typeof import('./graphql').SeatingNeedMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeatingNeedSet($input: SeatingNeedInput!) {\n    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions } ... on ValidationError { code field } }\n  }\n"): typeof import('./graphql').SeatingNeedSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeatingNeedDelete { deleteSeatingNeed { ok } }"): typeof import('./graphql').SeatingNeedDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeatingNeedExport($p: String!) { exportMyData(password: $p) { __typename ... on MyDataExport { data } } }"): typeof import('./graphql').SeatingNeedExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeatingNeedDeleteAccount($p: String!) { deleteMyAccount(password: $p) { __typename ... on Done { ok } ... on Error { code } } }"): typeof import('./graphql').SeatingNeedDeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatingNeedAttendees($eventId: ID!, $revealEmails: Boolean) {\n    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderSeatingNeed { wheelchair companions } } } }\n  }\n"): typeof import('./graphql').SeatingNeedAttendeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeatingNeedPlace($eventSlug: String!) { myQueuePlace(eventSlug: $eventSlug) { status accessibleSeatsAvailable } }"): typeof import('./graphql').SeatingNeedPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SecuredOrderReadSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {\n  __typename\n  ... on TicketsSecured { order { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount\n    totalAmount { amount currency }\n    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }\n} }"): typeof import('./graphql').SecuredOrderReadSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SecuredOrderReadOrder($n: String!) { order(orderNo: $n) { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount\n    totalAmount { amount currency }\n    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }"): typeof import('./graphql').SecuredOrderReadOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupportTestIssue on SupportIssue { id ref type text phone email status messages { fromStaff body } }"): typeof import('./graphql').SupportTestIssueFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupportIssuesCreate($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ...AccountsError ... on IssueTextTooShortError { minLength } ...SupportTestIssue } }"): typeof import('./graphql').SupportIssuesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportIssuesMine { mySupportIssues { ...SupportTestIssue } }"): typeof import('./graphql').SupportIssuesMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupportIssuesAnswer($id: ID!, $body: String!, $close: Boolean) { answerSupportIssue(issueId: $id, body: $body, close: $close) { __typename ...AccountsError ...SupportTestIssue } }"): typeof import('./graphql').SupportIssuesAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupportIssuesReply($id: ID!, $body: String!) { replyToSupportIssue(issueId: $id, body: $body) { __typename ...AccountsError ...SupportTestIssue } }"): typeof import('./graphql').SupportIssuesReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportIssues { supportIssues(status: OPEN) { id } }"): typeof import('./graphql').SupportIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportIssuesReopened { supportIssues(status: OPEN) { id } }"): typeof import('./graphql').SupportIssuesReopenedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoutingCreateIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue { id eventId eventName orderNo ticketNo }\n      ... on Error { code message field }\n    }\n  }\n"): typeof import('./graphql').RoutingCreateIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoutingInbox($platformOnly: Boolean) { supportIssues(limit: 200, platformOnly: $platformOnly) { id eventName orderNo ticketNo } }"): typeof import('./graphql').RoutingInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoutingMine { mySupportIssues { id eventName orderNo } }"): typeof import('./graphql').RoutingMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsCatalogue($first: Int!) { events(first: $first) { edges { node { slug saleState priceFrom { amount currency }\n  ticketTypes { edges { node { name area price { amount currency } available rows { row available total }\n    seats(first: 5, onlyAvailable: true) { edges { node { row number status } } pageInfo { hasNextPage } } } } } } } } }"): typeof import('./graphql').TicketsCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsRead2($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { id ticketNo status event { slug entryState } ticketType { name area } seat { area row number } history { kind at } } } } }"): typeof import('./graphql').TicketsRead2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsRead3($id: ID!) { ticket(id: $id) { ticketNo } }"): typeof import('./graphql').TicketsRead3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsRead4($id: ID!) { ticket(id: $id) { ticketNo } }"): typeof import('./graphql').TicketsRead4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsRead5($id: ID!) { ticket(id: $id) { ticketNo } }"): typeof import('./graphql').TicketsRead5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsReadPage($tab: TicketListTab!, $first: Int, $after: String, $last: Int, $before: String) {\n  myTickets(tab: $tab, first: $first, after: $after, last: $last, before: $before) { edges { cursor node { ticketNo } } pageInfo { hasNextPage hasPreviousPage } }\n}"): typeof import('./graphql').TicketsReadPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsSecure { myOrders(tab: AVAILABLE) { edges { node { orderNo itemCount } } } }"): typeof import('./graphql').TicketsSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TicketsSecure2($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Error { code message } ... on Order { status } } }"): typeof import('./graphql').TicketsSecure2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsSecure3 { myOrders(tab: OTHERS) { edges { node { orderNo status } } } }"): typeof import('./graphql').TicketsSecure3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TicketsSecure4($no: String!) { order(orderNo: $no) { status paidAt tickets { ticketNo seat { row number } } } myOrders(tab: COMPLETED) { edges { node { orderNo } } } myTickets(tab: UPCOMING) { edges { node { ticketNo } } } }"): typeof import('./graphql').TicketsSecure4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TicketsSupportSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {\n  __typename\n  ... on Error { code message field }\n  ... on TicketLimitReachedError { limit remaining }\n  ... on SaleNotOpenError { saleState }\n  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }\n} }"): typeof import('./graphql').TicketsSupportSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransfersFlow($id: ID!) { ticket(id: $id) { ticketNo canTransfer transferLockedUntil history { kind outgoing } qrPass { version } } }"): typeof import('./graphql').TransfersFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransfersFlow2($id: ID!) { sharedTransfer(id: $id) { eventTitle ticketTypeName fromNickname } }"): typeof import('./graphql').TransfersFlow2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransfersFlow3($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { ticketNo transferredAway } } } }"): typeof import('./graphql').TransfersFlow3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletLedger($o: String!) { payableOrder(orderNo: $o) { ... on PayableOrder { amount { amount currency } fanCoinAmount { amount } walletBalance { amount } } } }"): typeof import('./graphql').WalletLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WalletLedger2($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on WrongPayPasswordError { code field attemptsLeft } } }"): typeof import('./graphql').WalletLedger2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { applePassUrl } } }"): typeof import('./graphql').PushTicketPassesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id cancelledAt } } ... on Error { code } } }"): typeof import('./graphql').PushCancelEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id latitude longitude venue } ... on Error { code field } } }"): typeof import('./graphql').PushUpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } } }"): typeof import('./graphql').PushSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushPay($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } } }"): typeof import('./graphql').PushPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushHandBack($input: HandBackTicketsInput!) { handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } } }"): typeof import('./graphql').PushHandBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushWithdrawHandBack($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }"): typeof import('./graphql').PushWithdrawHandBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PushTicketStatus($id: ID!) { ticketStatus(ticketId: $id) { ticketId status } }"): typeof import('./graphql').PushTicketStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushWebhookCreate($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { endpoint { id } } ... on Error { code } } }"): typeof import('./graphql').PushWebhookCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletProviders { walletPassProviders { apple google } }"): typeof import('./graphql').WalletProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { googleSaveUrl applePassUrl } } }"): typeof import('./graphql').WalletTicketPassesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckedInWebhookCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id } } ... on Error { code } }\n  }\n"): typeof import('./graphql').CheckedInWebhookCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckedInWebhookTypes { webhookEventTypes { type description } }"): typeof import('./graphql').CheckedInWebhookTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckedInWebhookUpload($gateId: String!, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, scans: $scans) { __typename ... on GateUpload { results { result } } } }"): typeof import('./graphql').CheckedInWebhookUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckedInWebhookCheckIn($eventId: ID!, $ticketId: ID!, $gateId: String) { checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) { __typename ... on CheckInDone { ticketNo } ... on CheckInRefusedError { reason } ... on Error { code } } }"): typeof import('./graphql').CheckedInWebhookCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckedInWebhookUndo($eventId: ID!, $ticketId: ID!) { undoCheckIn(eventId: $eventId, ticketId: $ticketId) { __typename ... on CheckInUndone { ticketNo } ... on Error { code } } }"): typeof import('./graphql').CheckedInWebhookUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookTypesCreateEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { __typename ... on CreatedWebhookEndpoint { secret endpoint { id eventTypes } } ... on Error { code } }\n  }\n"): typeof import('./graphql').WebhookTypesCreateEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookTypesCancelOrder($orderNo: String!) { cancelOrder(orderNo: $orderNo) { __typename ... on Order { status } ... on Error { code } } }"): typeof import('./graphql').WebhookTypesCancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookTypesCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { alreadyCancelled ordersRefunded } ... on Error { code } } }"): typeof import('./graphql').WebhookTypesCancelEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookTypesHandBack($input: HandBackTicketsInput!) {\n    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status faceAmount currency ticketNo } } }\n  }\n"): typeof import('./graphql').WebhookTypesHandBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhookTypesWithdraw($id: ID!) { withdrawHandBack(id: $id) { __typename ... on Error { code } ... on HandBack { id status } } }"): typeof import('./graphql').WebhookTypesWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookTypesWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on JoinWaitingListSuccess { place { status } } ... on Error { code } }\n  }\n"): typeof import('./graphql').WebhookTypesWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      __typename\n      ... on CreatedWebhookEndpoint { secret endpoint { id url eventTypes enabled } }\n      ... on ValidationError { code message issues { field } }\n    }\n  }\n"): typeof import('./graphql').WebhooksCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksPing($id: ID!) { pingWebhookEndpoint(id: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }"): typeof import('./graphql').WebhooksPingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksRedeliver($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename ... on WebhookDelivery { id messageId status } ... on Error { code } } }"): typeof import('./graphql').WebhooksRedeliverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 200) { id messageId eventType status attempts lastResponseCode lastError payload }\n  }\n"): typeof import('./graphql').WebhooksDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksUpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }"): typeof import('./graphql').WebhooksUpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksSupportIssue($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }"): typeof import('./graphql').WebhooksSupportIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { __typename ... on WebhookEndpoint { enabled } ... on Error { code } }\n  }\n"): typeof import('./graphql').WebhooksUpdateEndpointDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
