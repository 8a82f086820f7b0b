// The object types of each interface and union the documents reach (a selected field's type or a
// fragment's type condition), for Apollo's InMemoryCache (possibleTypes). Made by
// scripts/codegen/used-possible-types.mjs.
const possibleTypes: Record<string, string[]> = {
  "CheckMerchCodeResult": [
    "MerchCodeCheck",
    "NotFoundError",
    "PromoCodeExpiredError",
    "PromoCodeInvalidError",
    "PromoCodeNotApplicableError",
    "PromoCodeNotStartedError",
    "PromoCodeUsedUpError"
  ],
  "CheckPromoCodeResult": [
    "NotFoundError",
    "PromoCodeCheck",
    "PromoCodeExpiredError",
    "PromoCodeInvalidError",
    "PromoCodeNotApplicableError",
    "PromoCodeNotStartedError",
    "PromoCodeUsedUpError"
  ],
  "Error": [
    "AccountDeletionBlockedError",
    "CheckInRefusedError",
    "CodeSaleNotOpenError",
    "DesktopOnlyError",
    "EmailChangeFailedError",
    "EmailTakenError",
    "EventCancelledError",
    "EventIsDraftError",
    "EventTransitionRefusedError",
    "ForbiddenError",
    "GiveawayAlreadyCommittedError",
    "GiveawayCampaignNotFoundError",
    "GiveawayDrawNotReadyError",
    "GiveawayOutOfStockError",
    "HandBackClosedError",
    "HandBackNotOfferedError",
    "HandBackPayoutUnavailableError",
    "HoldExpiredError",
    "HumanCheckFailedError",
    "IdentityExistsError",
    "IdentityInUseError",
    "IdentityRequiredError",
    "IdentityTakenError",
    "InsufficientBalanceError",
    "InvalidCodeError",
    "InvitationExpiredError",
    "InvitationNotFoundError",
    "IssueTextTooShortError",
    "LimitReachedError",
    "LogisticsTransitionError",
    "NotCheckedInError",
    "NotFoundError",
    "NotTicketHolderError",
    "OrderCancelRefusedError",
    "OrderExpiredError",
    "OrderNotCancellableError",
    "OrderNotPayableError",
    "OrderNotRefundableError",
    "OrganisationAlreadyMemberError",
    "OrganisationApplicationDecidedError",
    "OrganisationApplicationOpenError",
    "OrganisationLastOwnerError",
    "OrganisationOwnerNotFoundError",
    "OrganisationSlugTakenError",
    "OutOfStockError",
    "PayPasswordAlreadySetError",
    "PayPasswordLockedError",
    "PayPasswordNotSetError",
    "PaymentAttemptsExhaustedError",
    "PaymentMethodUnavailableError",
    "PaymentProviderUnavailableError",
    "PhoneRequiredError",
    "PhoneVerificationUnavailableError",
    "PresaleAlreadyInvitedError",
    "PresaleNotOpenError",
    "PromoCodeExpiredError",
    "PromoCodeInvalidError",
    "PromoCodeNotApplicableError",
    "PromoCodeNotStartedError",
    "PromoCodeTakenError",
    "PromoCodeUsedUpError",
    "QueueClosedError",
    "QueueRequiredError",
    "RateLimitedError",
    "RecipientIdentityRequiredError",
    "RecipientNotRegisteredError",
    "RecipientTicketLimitError",
    "RefundTooLargeError",
    "SaleNotOpenError",
    "SaleScheduledError",
    "SeatMapInUseError",
    "SeatsTakenError",
    "SoldOutError",
    "SupportIssueNotFoundError",
    "SupportSubjectNotFoundError",
    "TicketCannotBeHandedBackError",
    "TicketDesktopOnlyError",
    "TicketHoldersOnlyError",
    "TicketLimitReachedError",
    "TicketNotTransferableError",
    "TicketOfAnotherEventError",
    "TicketPhoneRequiredError",
    "TooManyAttemptsError",
    "TransferConflictError",
    "TransferLockedError",
    "TransferToSelfError",
    "UnauthenticatedError",
    "UploadRejectedError",
    "UserNotFoundError",
    "ValidationError",
    "WrongCredentialsError",
    "WrongPasswordError",
    "WrongPayPasswordError"
  ],
  "JoinQueueResult": [
    "HumanCheckFailedError",
    "JoinQueueSuccess",
    "NotFoundError",
    "QueueClosedError",
    "ValidationError"
  ],
  "JoinWaitingListResult": [
    "JoinWaitingListSuccess",
    "NotFoundError",
    "QueueClosedError"
  ],
  "LeaveQueueResult": [
    "LeaveQueueSuccess",
    "NotFoundError"
  ],
  "MutationAcceptOrganisationInvitationResult": [
    "InvitationExpiredError",
    "InvitationNotFoundError",
    "OrganisationMembership"
  ],
  "MutationAddAddressResult": [
    "Address",
    "NotFoundError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationAddAudienceIdentityResult": [
    "AudienceIdentity",
    "IdentityExistsError",
    "ValidationError"
  ],
  "MutationAddTicketTypeResult": [
    "EventCancelledError",
    "NotFoundError",
    "OperatorTicketType",
    "ValidationError"
  ],
  "MutationAnswerSupportIssueResult": [
    "SupportIssue",
    "SupportIssueNotFoundError",
    "ValidationError"
  ],
  "MutationApplyForOrganisationResult": [
    "OrganisationApplication",
    "OrganisationApplicationOpenError",
    "ValidationError"
  ],
  "MutationApproveOrganisationApplicationResult": [
    "ApprovedOrganisationApplication",
    "NotFoundError",
    "OrganisationApplicationDecidedError",
    "OrganisationSlugTakenError",
    "ValidationError"
  ],
  "MutationCancelEventResult": [
    "EventCancellation",
    "NotFoundError"
  ],
  "MutationCancelMerchOrderResult": [
    "MerchOrder",
    "NotFoundError",
    "OrderNotCancellableError"
  ],
  "MutationCancelOrderResult": [
    "NotFoundError",
    "Order",
    "OrderCancelRefusedError",
    "OrderExpiredError"
  ],
  "MutationChangeEmailResult": [
    "EmailChangeFailedError",
    "InvalidCodeError",
    "UnauthenticatedError",
    "User",
    "ValidationError"
  ],
  "MutationChangePasswordResult": [
    "Done",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPasswordError"
  ],
  "MutationChangePayPasswordResult": [
    "Done",
    "PayPasswordNotSetError",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPayPasswordError"
  ],
  "MutationCheckEmailCodeResult": [
    "Done",
    "InvalidCodeError",
    "ValidationError"
  ],
  "MutationCheckInTicketResult": [
    "CheckInDone",
    "CheckInRefusedError",
    "NotFoundError",
    "ValidationError"
  ],
  "MutationCreateApiKeyResult": [
    "CreatedApiKey",
    "ValidationError"
  ],
  "MutationCreateEventResult": [
    "OperatorEvent",
    "ValidationError"
  ],
  "MutationCreateMerchProductResult": [
    "NotFoundError",
    "OperatorProduct",
    "ValidationError"
  ],
  "MutationCreateMerchPromoCodesResult": [
    "NotFoundError",
    "PromoCodeTakenError",
    "PromoCodesCreated",
    "ValidationError"
  ],
  "MutationCreateOrganisationResult": [
    "CreatedOrganisation",
    "OrganisationOwnerNotFoundError",
    "OrganisationSlugTakenError",
    "ValidationError"
  ],
  "MutationCreatePromoCodesResult": [
    "NotFoundError",
    "PromoCodeTakenError",
    "PromoCodesCreated",
    "ValidationError"
  ],
  "MutationCreateSupportIssueResult": [
    "IssueTextTooShortError",
    "RateLimitedError",
    "SupportIssue",
    "SupportSubjectNotFoundError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationCreateWebhookEndpointResult": [
    "CreatedWebhookEndpoint",
    "ValidationError"
  ],
  "MutationDeclineOrganisationInvitationResult": [
    "Done",
    "InvitationNotFoundError"
  ],
  "MutationDeleteAddressResult": [
    "Done",
    "NotFoundError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationDeleteAudienceIdentityResult": [
    "Done",
    "IdentityInUseError",
    "NotFoundError"
  ],
  "MutationDeleteMerchVariantResult": [
    "NotFoundError",
    "OperatorProduct",
    "ValidationError"
  ],
  "MutationDeleteMyAccountResult": [
    "AccountDeletionBlockedError",
    "Done",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPasswordError"
  ],
  "MutationDeleteSavedCardResult": [
    "Done",
    "NotFoundError",
    "UnauthenticatedError"
  ],
  "MutationDeleteWebhookEndpointResult": [
    "NotFoundError",
    "WebhookEndpoint"
  ],
  "MutationDisablePromoCodeResult": [
    "NotFoundError",
    "OperatorPromoCode"
  ],
  "MutationDuplicateEventResult": [
    "NotFoundError",
    "OperatorEvent",
    "ValidationError"
  ],
  "MutationExportMyDataResult": [
    "MyDataExport",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPasswordError"
  ],
  "MutationHandBackTicketsResult": [
    "HandBackNotOfferedError",
    "HandBackPayoutUnavailableError",
    "HandBackTicketsSuccess",
    "NotFoundError",
    "PayPasswordNotSetError",
    "TicketCannotBeHandedBackError",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPayPasswordError"
  ],
  "MutationImportSeatMapResult": [
    "NotFoundError",
    "OperatorEvent",
    "SeatMapInUseError",
    "ValidationError"
  ],
  "MutationInviteOrganisationMemberResult": [
    "OrganisationAlreadyMemberError",
    "OrganisationInvitation",
    "ValidationError"
  ],
  "MutationInvitePresaleFansResult": [
    "NotFoundError",
    "PresaleInvitation",
    "ValidationError"
  ],
  "MutationNameOrderTicketsResult": [
    "IdentityRequiredError",
    "IdentityTakenError",
    "NotFoundError",
    "Order",
    "OrderExpiredError",
    "ValidationError"
  ],
  "MutationPayOrderResult": [
    "HoldExpiredError",
    "IdentityRequiredError",
    "InsufficientBalanceError",
    "NotFoundError",
    "OrderNotPayableError",
    "PayPasswordLockedError",
    "PayPasswordNotSetError",
    "PaymentAccepted",
    "PaymentAttemptsExhaustedError",
    "PaymentMethodUnavailableError",
    "PaymentProviderUnavailableError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPayPasswordError"
  ],
  "MutationPingWebhookEndpointResult": [
    "NotFoundError",
    "WebhookDelivery"
  ],
  "MutationPublishEventResult": [
    "EventCancelledError",
    "EventTransitionRefusedError",
    "NotFoundError",
    "OperatorEvent"
  ],
  "MutationRedeliverWebhookResult": [
    "NotFoundError",
    "WebhookDelivery"
  ],
  "MutationRefreshTicketQrResult": [
    "NotFoundError",
    "QrUpdate",
    "UnauthenticatedError"
  ],
  "MutationRefundOrderResult": [
    "NotFoundError",
    "OrderNotRefundableError",
    "OrderRefunded",
    "RefundTooLargeError",
    "ValidationError"
  ],
  "MutationRefuseOrganisationApplicationResult": [
    "NotFoundError",
    "OrganisationApplication",
    "OrganisationApplicationDecidedError",
    "ValidationError"
  ],
  "MutationRegisterPresaleInterestResult": [
    "NotFoundError",
    "PresaleInterest",
    "PresaleNotOpenError"
  ],
  "MutationRegisterResult": [
    "AuthPayload",
    "EmailTakenError",
    "InvalidCodeError",
    "ValidationError"
  ],
  "MutationRemoveOrganisationMemberResult": [
    "NotFoundError",
    "OrganisationLastOwnerError",
    "OrganisationMember"
  ],
  "MutationReplyToSupportIssueResult": [
    "RateLimitedError",
    "SupportIssue",
    "SupportIssueNotFoundError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationResetPasswordResult": [
    "Done",
    "InvalidCodeError",
    "UserNotFoundError",
    "ValidationError"
  ],
  "MutationResetPayPasswordResult": [
    "Done",
    "InvalidCodeError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationRevokeApiKeyResult": [
    "ApiKey",
    "NotFoundError"
  ],
  "MutationRevokeOrganisationInvitationResult": [
    "NotFoundError",
    "OrganisationInvitation"
  ],
  "MutationSecureMerchResult": [
    "DesktopOnlyError",
    "HumanCheckFailedError",
    "LimitReachedError",
    "MerchSecured",
    "NotFoundError",
    "NotTicketHolderError",
    "OutOfStockError",
    "PhoneRequiredError",
    "PromoCodeExpiredError",
    "PromoCodeInvalidError",
    "PromoCodeNotApplicableError",
    "PromoCodeNotStartedError",
    "PromoCodeUsedUpError",
    "TicketOfAnotherEventError",
    "ValidationError"
  ],
  "MutationSendAttendeesMessageResult": [
    "MutationSendAttendeesMessageSuccess",
    "NotFoundError",
    "RateLimitedError",
    "ValidationError"
  ],
  "MutationSendBusinessEnquiryResult": [
    "BusinessEnquiryReceived",
    "HumanCheckFailedError",
    "RateLimitedError",
    "ValidationError"
  ],
  "MutationSendCurrentEmailCodeResult": [
    "CodeSent",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationSendEmailCodeResult": [
    "CodeSent",
    "EmailChangeFailedError",
    "EmailTakenError",
    "ForbiddenError",
    "TooManyAttemptsError",
    "UserNotFoundError",
    "ValidationError"
  ],
  "MutationSendNewEmailCodeResult": [
    "CodeSent",
    "EmailChangeFailedError",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationSendPayPasswordCodeResult": [
    "CodeSent",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationSendPhoneCodeResult": [
    "CodeSent",
    "PhoneVerificationUnavailableError",
    "TooManyAttemptsError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationSendTransferCodeResult": [
    "HumanCheckFailedError",
    "NotFoundError",
    "RecipientIdentityRequiredError",
    "RecipientNotRegisteredError",
    "RecipientTicketLimitError",
    "TicketNotTransferableError",
    "TooManyAttemptsError",
    "TransferCodeSent",
    "TransferLockedError",
    "TransferToSelfError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationSetDefaultAddressResult": [
    "Address",
    "NotFoundError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationSetEventSalesResult": [
    "EventCancelledError",
    "EventIsDraftError",
    "EventTransitionRefusedError",
    "NotFoundError",
    "OperatorEvent",
    "SaleScheduledError"
  ],
  "MutationSetOrganisationMemberRoleResult": [
    "NotFoundError",
    "OrganisationLastOwnerError",
    "OrganisationMember"
  ],
  "MutationSetPayPasswordResult": [
    "PayPasswordAlreadySetError",
    "UnauthenticatedError",
    "User",
    "ValidationError"
  ],
  "MutationSetSeatMapResult": [
    "NotFoundError",
    "OperatorEvent",
    "SeatMapInUseError",
    "ValidationError"
  ],
  "MutationSignInResult": [
    "AuthPayload",
    "HumanCheckFailedError",
    "TooManyAttemptsError",
    "ValidationError",
    "WrongCredentialsError"
  ],
  "MutationSkipPhoneVerificationResult": [
    "UnauthenticatedError",
    "User"
  ],
  "MutationStartAttendeesExportResult": [
    "AttendeesExport",
    "NotFoundError",
    "RateLimitedError"
  ],
  "MutationTopUpResult": [
    "HoldExpiredError",
    "InsufficientBalanceError",
    "NotFoundError",
    "OrderNotPayableError",
    "PayPasswordLockedError",
    "PayPasswordNotSetError",
    "PaymentAccepted",
    "PaymentAttemptsExhaustedError",
    "PaymentMethodUnavailableError",
    "PaymentProviderUnavailableError",
    "UnauthenticatedError",
    "ValidationError",
    "WrongPayPasswordError"
  ],
  "MutationTransferTicketResult": [
    "InvalidCodeError",
    "NotFoundError",
    "RecipientIdentityRequiredError",
    "RecipientNotRegisteredError",
    "RecipientTicketLimitError",
    "TicketNotTransferableError",
    "TransferConflictError",
    "TransferDone",
    "TransferLockedError",
    "TransferToSelfError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationUndoCheckInResult": [
    "CheckInUndone",
    "NotCheckedInError",
    "NotFoundError"
  ],
  "MutationUpdateAudienceIdentityResult": [
    "AudienceIdentity",
    "IdentityExistsError",
    "IdentityInUseError",
    "NotFoundError",
    "ValidationError"
  ],
  "MutationUpdateEventResult": [
    "EventCancelledError",
    "NotFoundError",
    "OperatorEvent",
    "ValidationError"
  ],
  "MutationUpdateMerchProductResult": [
    "NotFoundError",
    "OperatorProduct",
    "ValidationError"
  ],
  "MutationUpdateProfileResult": [
    "UnauthenticatedError",
    "User",
    "ValidationError"
  ],
  "MutationUpdateTicketTypeResult": [
    "NotFoundError",
    "OperatorTicketType",
    "ValidationError"
  ],
  "MutationUpdateWebhookEndpointResult": [
    "NotFoundError",
    "ValidationError",
    "WebhookEndpoint"
  ],
  "MutationUploadProductImageResult": [
    "UploadRejectedError",
    "UploadedImage",
    "ValidationError"
  ],
  "MutationVerifyPhoneResult": [
    "InvalidCodeError",
    "UnauthenticatedError",
    "User",
    "ValidationError"
  ],
  "MutationWithdrawHandBackResult": [
    "HandBack",
    "HandBackClosedError",
    "NotFoundError",
    "UnauthenticatedError",
    "ValidationError"
  ],
  "MutationWithdrawPresaleInterestResult": [
    "PresaleAlreadyInvitedError",
    "PresaleWithdrawal"
  ],
  "QueryAttendeesCsvResult": [
    "NotFoundError",
    "QueryAttendeesCsvSuccess"
  ],
  "QueryAttendeesMessagePreviewResult": [
    "NotFoundError",
    "QueryAttendeesMessagePreviewSuccess",
    "ValidationError"
  ],
  "QueryCheckEmailResult": [
    "EmailStatus",
    "TooManyAttemptsError",
    "ValidationError"
  ],
  "QueryOperatorEventRefundsResult": [
    "EventRefundSummary",
    "NotFoundError"
  ],
  "QueryOperatorSalesFiguresResult": [
    "NotFoundError",
    "OperatorSalesFigures"
  ],
  "QueryPayableOrderResult": [
    "NotFoundError",
    "PayableOrder",
    "ValidationError"
  ],
  "QueryPaymentResultResult": [
    "NotFoundError",
    "PaymentResult",
    "ValidationError"
  ],
  "QueryPromoCodesCsvResult": [
    "NotFoundError",
    "QueryPromoCodesCsvSuccess"
  ],
  "QuerySalesCsvResult": [
    "NotFoundError",
    "QuerySalesCsvSuccess"
  ],
  "SecureTicketsResult": [
    "CodeSaleNotOpenError",
    "HumanCheckFailedError",
    "IdentityRequiredError",
    "IdentityTakenError",
    "NotFoundError",
    "PromoCodeExpiredError",
    "PromoCodeInvalidError",
    "PromoCodeNotApplicableError",
    "PromoCodeNotStartedError",
    "PromoCodeUsedUpError",
    "QueueRequiredError",
    "SaleNotOpenError",
    "SeatsTakenError",
    "SoldOutError",
    "TicketDesktopOnlyError",
    "TicketHoldersOnlyError",
    "TicketLimitReachedError",
    "TicketPhoneRequiredError",
    "TicketsSecured",
    "ValidationError"
  ],
  "UpdateWaitingRoomResult": [
    "NotFoundError",
    "ValidationError",
    "WaitingRoomSettings"
  ]
};
export default { possibleTypes };
