
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "AccountDeletionBlockedError",
      "DesktopOnlyError",
      "EmailChangeFailedError",
      "EmailTakenError",
      "ForbiddenError",
      "GiveawayAlreadyCommittedError",
      "GiveawayCampaignNotFoundError",
      "GiveawayDrawNotReadyError",
      "GiveawayOutOfStockError",
      "HoldExpiredError",
      "HumanCheckFailedError",
      "IdentityExistsError",
      "IdentityInUseError",
      "IdentityRequiredError",
      "IdentityTakenError",
      "InsufficientBalanceError",
      "InvalidCodeError",
      "IssueTextTooShortError",
      "LimitReachedError",
      "LogisticsTransitionError",
      "NotFoundError",
      "NotTicketHolderError",
      "OrderCancelRefusedError",
      "OrderExpiredError",
      "OrderNotCancellableError",
      "OrderNotPayableError",
      "OutOfStockError",
      "PayPasswordAlreadySetError",
      "PayPasswordLockedError",
      "PayPasswordNotSetError",
      "PaymentAttemptsExhaustedError",
      "PaymentMethodUnavailableError",
      "PhoneRequiredError",
      "PhoneVerificationUnavailableError",
      "QueueClosedError",
      "QueueRequiredError",
      "RateLimitedError",
      "RecipientIdentityRequiredError",
      "RecipientNotRegisteredError",
      "RecipientTicketLimitError",
      "SaleNotOpenError",
      "SeatMapInUseError",
      "SoldOutError",
      "SupportIssueNotFoundError",
      "TicketDesktopOnlyError",
      "TicketHoldersOnlyError",
      "TicketLimitReachedError",
      "TicketNotTransferableError",
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
      "NotFoundError",
      "OperatorTicketType",
      "ValidationError"
    ],
    "MutationAdvanceMerchOrderResult": [
      "LogisticsTransitionError",
      "MerchOrder",
      "NotFoundError"
    ],
    "MutationAnswerSupportIssueResult": [
      "SupportIssue",
      "SupportIssueNotFoundError",
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
    "MutationCommitGiveawayDrawResult": [
      "GiveawayAlreadyCommittedError",
      "GiveawayCampaignNotFoundError",
      "GiveawaySeedCommitment"
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
    "MutationCreateSupportIssueResult": [
      "IssueTextTooShortError",
      "RateLimitedError",
      "SupportIssue",
      "UnauthenticatedError",
      "ValidationError"
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
    "MutationDrawGiveawayResult": [
      "GiveawayCampaignNotFoundError",
      "GiveawayDraw",
      "GiveawayDrawNotReadyError",
      "GiveawayOutOfStockError"
    ],
    "MutationExportMyDataResult": [
      "MyDataExport",
      "TooManyAttemptsError",
      "UnauthenticatedError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "MutationImportSeatMapResult": [
      "NotFoundError",
      "OperatorEvent",
      "SeatMapInUseError",
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
      "UnauthenticatedError",
      "ValidationError",
      "WrongPayPasswordError"
    ],
    "MutationPublishNoticeResult": [
      "Notice",
      "ValidationError"
    ],
    "MutationRefreshTicketQrResult": [
      "NotFoundError",
      "QrUpdate",
      "UnauthenticatedError"
    ],
    "MutationRegisterResult": [
      "AuthPayload",
      "EmailTakenError",
      "InvalidCodeError",
      "ValidationError"
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
    "MutationSecureMerchResult": [
      "DesktopOnlyError",
      "HumanCheckFailedError",
      "LimitReachedError",
      "MerchSecured",
      "NotFoundError",
      "NotTicketHolderError",
      "OutOfStockError",
      "PhoneRequiredError",
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
      "NotFoundError",
      "OperatorEvent"
    ],
    "MutationSetOrganisationMemberResult": [
      "MutationSetOrganisationMemberSuccess",
      "NotFoundError"
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
      "TooManyAttemptsError",
      "ValidationError",
      "WrongCredentialsError"
    ],
    "MutationSkipPhoneVerificationResult": [
      "UnauthenticatedError",
      "User"
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
    "MutationUpdateAddressResult": [
      "Address",
      "NotFoundError",
      "UnauthenticatedError",
      "ValidationError"
    ],
    "MutationUpdateAudienceIdentityResult": [
      "AudienceIdentity",
      "IdentityExistsError",
      "IdentityInUseError",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateEventResult": [
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
    "MutationUploadEventCoverResult": [
      "NotFoundError",
      "OperatorEvent",
      "UploadRejectedError"
    ],
    "MutationUploadGateScansResult": [
      "GateUpload",
      "ValidationError"
    ],
    "MutationVerifyEntryResult": [
      "EntryVerification",
      "ValidationError"
    ],
    "MutationVerifyPhoneResult": [
      "InvalidCodeError",
      "UnauthenticatedError",
      "User",
      "ValidationError"
    ],
    "Node": [
      "Event",
      "GiveawayCampaign",
      "MerchProduct",
      "MerchVariant",
      "Notice",
      "Seat",
      "Ticket",
      "TicketType"
    ],
    "PostalAddress": [
      "Address",
      "ShippingAddress"
    ],
    "QueryCheckEmailResult": [
      "EmailStatus",
      "TooManyAttemptsError",
      "ValidationError"
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
    "QuerySalesCsvResult": [
      "NotFoundError",
      "QuerySalesCsvSuccess"
    ],
    "SecureTicketsResult": [
      "HumanCheckFailedError",
      "IdentityRequiredError",
      "IdentityTakenError",
      "NotFoundError",
      "QueueRequiredError",
      "SaleNotOpenError",
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
  }
};
      export default result;
    