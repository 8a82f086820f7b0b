/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChangeEmailInput = {
  email: string;
  newCode: string;
  oldCode: string;
};

export type ChangePasswordInput = {
  oldPassword: string;
  password: string;
};

export type ChangePayPasswordInput = {
  oldPayPassword: string;
  payPassword: string;
};

export type CheckEmailCodeInput = {
  code: string;
  email: string;
  purpose: EmailCodePurpose;
};

export type Currency =
  | 'HKD'
  | 'MOP';

export type EmailCodePurpose =
  | 'CHANGE_EMAIL'
  | 'FORGET_PASSWORD'
  | 'NEW_EMAIL'
  | 'PAY_PASSWORD'
  | 'REGISTER'
  | 'TRANSFER';

export type EntryState =
  | 'CLOSED'
  | 'COMING_SOON'
  | 'OPEN'
  | 'VERIFYING';

export type EventFilter = {
  /** Only events that have not ended */
  upcoming?: boolean | null | undefined;
};

export type PassKind =
  | 'MERCH'
  | 'TICKET';

export type PhoneCodeInput = {
  areaCode: string;
  code: string;
  phone: string;
};

export type PhoneInput = {
  areaCode: string;
  phone: string;
};

export type PublicTicketState =
  | 'INVALID'
  | 'REVOKED'
  | 'USED'
  | 'VALID';

export type RegisterInput = {
  avatar?: string | null | undefined;
  code: string;
  email: string;
  /** The inviting fan's code (localStorage ic). */
  inviteCode?: string | null | undefined;
  nickname: string;
  password: string;
};

export type ResetPasswordInput = {
  code: string;
  email: string;
  password: string;
};

export type ResetPayPasswordInput = {
  code: string;
  payPassword: string;
};

export type SaleState =
  | 'ENDED'
  | 'ON_SALE'
  | 'SALE_CLOSED'
  | 'SOLD_OUT'
  | 'UPCOMING';

export type SendEmailCodeInput = {
  email: string;
  purpose: EmailCodePurpose;
};

export type SendTransferCodeInput = {
  /** The recipient's address again. */
  confirmEmail: string;
  /** The solved human check (HumanCheck widget payload). */
  humanCheck?: string | null | undefined;
  ticketId: string | number;
  toEmail: string;
};

export type SignInInput = {
  email: string;
  password: string;
};

export type TicketHistoryKind =
  | 'GIVEAWAY'
  | 'PURCHASED'
  | 'QR_REFRESHED'
  | 'REVOKED'
  | 'TRANSFERRED'
  | 'VALIDATED';

export type TicketStatus =
  | 'PAID'
  | 'READY'
  | 'REDEEMED'
  | 'REVOKED'
  | 'VALIDATED';

export type TransferTicketInput = {
  code: string;
  confirmEmail: string;
  ticketId: string | number;
  toEmail: string;
};

export type UpdateProfileInput = {
  avatar?: string | null | undefined;
  language?: string | null | undefined;
  nickname?: string | null | undefined;
};

export type HumanCheckChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type HumanCheckChallengeQuery = { humanCheckChallenge: unknown };

type AccountError_EmailChangeFailedError_Fragment = { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null };

type AccountError_EmailTakenError_Fragment = { __typename: 'EmailTakenError', code: string, message: string, field: string | null };

type AccountError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string, field: string | null };

type AccountError_HumanCheckFailedError_Fragment = { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null };

type AccountError_InvalidCodeError_Fragment = { __typename: 'InvalidCodeError', code: string, message: string, field: string | null };

type AccountError_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string, field: string | null };

type AccountError_PayPasswordAlreadySetError_Fragment = { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null };

type AccountError_PayPasswordNotSetError_Fragment = { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null };

type AccountError_RateLimitedError_Fragment = { __typename: 'RateLimitedError', code: string, message: string, field: string | null };

type AccountError_RecipientIdentityRequiredError_Fragment = { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null };

type AccountError_RecipientNotRegisteredError_Fragment = { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null };

type AccountError_RecipientTicketLimitError_Fragment = { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null };

type AccountError_TicketNotTransferableError_Fragment = { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null };

type AccountError_TooManyAttemptsError_Fragment = { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null };

type AccountError_TransferConflictError_Fragment = { __typename: 'TransferConflictError', code: string, message: string, field: string | null };

type AccountError_TransferLockedError_Fragment = { __typename: 'TransferLockedError', code: string, message: string, field: string | null };

type AccountError_TransferToSelfError_Fragment = { __typename: 'TransferToSelfError', code: string, message: string, field: string | null };

type AccountError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null };

type AccountError_UserNotFoundError_Fragment = { __typename: 'UserNotFoundError', code: string, message: string, field: string | null };

type AccountError_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> };

type AccountError_WrongCredentialsError_Fragment = { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null };

type AccountError_WrongPasswordError_Fragment = { __typename: 'WrongPasswordError', code: string, message: string, field: string | null };

type AccountError_WrongPayPasswordError_Fragment = { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null };

export type AccountErrorFragment =
  | AccountError_EmailChangeFailedError_Fragment
  | AccountError_EmailTakenError_Fragment
  | AccountError_ForbiddenError_Fragment
  | AccountError_HumanCheckFailedError_Fragment
  | AccountError_InvalidCodeError_Fragment
  | AccountError_NotFoundError_Fragment
  | AccountError_PayPasswordAlreadySetError_Fragment
  | AccountError_PayPasswordNotSetError_Fragment
  | AccountError_RateLimitedError_Fragment
  | AccountError_RecipientIdentityRequiredError_Fragment
  | AccountError_RecipientNotRegisteredError_Fragment
  | AccountError_RecipientTicketLimitError_Fragment
  | AccountError_TicketNotTransferableError_Fragment
  | AccountError_TooManyAttemptsError_Fragment
  | AccountError_TransferConflictError_Fragment
  | AccountError_TransferLockedError_Fragment
  | AccountError_TransferToSelfError_Fragment
  | AccountError_UnauthenticatedError_Fragment
  | AccountError_UserNotFoundError_Fragment
  | AccountError_ValidationError_Fragment
  | AccountError_WrongCredentialsError_Fragment
  | AccountError_WrongPasswordError_Fragment
  | AccountError_WrongPayPasswordError_Fragment
;

export type CheckEmailQueryVariables = Exact<{
  email: string;
}>;


export type CheckEmailQuery = { checkEmail:
    | { __typename: 'EmailStatus', email: string, registered: boolean }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SendEmailCodeMutationVariables = Exact<{
  input: SendEmailCodeInput;
}>;


export type SendEmailCodeMutation = { sendEmailCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'EmailTakenError', code: string, message: string, field: string | null }
    | { __typename: 'ForbiddenError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UserNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type CheckEmailCodeMutationVariables = Exact<{
  input: CheckEmailCodeInput;
}>;


export type CheckEmailCodeMutation = { checkEmailCode:
    | { __typename: 'Done' }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'AuthPayload', token: string, user: { id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } }
    | { __typename: 'EmailTakenError', code: string, message: string, field: string | null }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn:
    | { __typename: 'AuthPayload', token: string, user: { id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
    | { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null }
   };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'Done' }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UserNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

type EntryError_EmailChangeFailedError_Fragment = { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null };

type EntryError_EmailTakenError_Fragment = { __typename: 'EmailTakenError', code: string, message: string, field: string | null };

type EntryError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string, field: string | null };

type EntryError_HumanCheckFailedError_Fragment = { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null };

type EntryError_InvalidCodeError_Fragment = { __typename: 'InvalidCodeError', code: string, message: string, field: string | null };

type EntryError_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string, field: string | null };

type EntryError_PayPasswordAlreadySetError_Fragment = { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null };

type EntryError_PayPasswordNotSetError_Fragment = { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null };

type EntryError_RateLimitedError_Fragment = { __typename: 'RateLimitedError', code: string, message: string, field: string | null };

type EntryError_RecipientIdentityRequiredError_Fragment = { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null };

type EntryError_RecipientNotRegisteredError_Fragment = { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null };

type EntryError_RecipientTicketLimitError_Fragment = { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null };

type EntryError_TicketNotTransferableError_Fragment = { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null };

type EntryError_TooManyAttemptsError_Fragment = { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null };

type EntryError_TransferConflictError_Fragment = { __typename: 'TransferConflictError', code: string, message: string, field: string | null };

type EntryError_TransferLockedError_Fragment = { __typename: 'TransferLockedError', code: string, message: string, field: string | null };

type EntryError_TransferToSelfError_Fragment = { __typename: 'TransferToSelfError', code: string, message: string, field: string | null };

type EntryError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null };

type EntryError_UserNotFoundError_Fragment = { __typename: 'UserNotFoundError', code: string, message: string, field: string | null };

type EntryError_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> };

type EntryError_WrongCredentialsError_Fragment = { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null };

type EntryError_WrongPasswordError_Fragment = { __typename: 'WrongPasswordError', code: string, message: string, field: string | null };

type EntryError_WrongPayPasswordError_Fragment = { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null };

export type EntryErrorFragment =
  | EntryError_EmailChangeFailedError_Fragment
  | EntryError_EmailTakenError_Fragment
  | EntryError_ForbiddenError_Fragment
  | EntryError_HumanCheckFailedError_Fragment
  | EntryError_InvalidCodeError_Fragment
  | EntryError_NotFoundError_Fragment
  | EntryError_PayPasswordAlreadySetError_Fragment
  | EntryError_PayPasswordNotSetError_Fragment
  | EntryError_RateLimitedError_Fragment
  | EntryError_RecipientIdentityRequiredError_Fragment
  | EntryError_RecipientNotRegisteredError_Fragment
  | EntryError_RecipientTicketLimitError_Fragment
  | EntryError_TicketNotTransferableError_Fragment
  | EntryError_TooManyAttemptsError_Fragment
  | EntryError_TransferConflictError_Fragment
  | EntryError_TransferLockedError_Fragment
  | EntryError_TransferToSelfError_Fragment
  | EntryError_UnauthenticatedError_Fragment
  | EntryError_UserNotFoundError_Fragment
  | EntryError_ValidationError_Fragment
  | EntryError_WrongCredentialsError_Fragment
  | EntryError_WrongPasswordError_Fragment
  | EntryError_WrongPayPasswordError_Fragment
;

export type QrPassFieldsFragment = { kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null };

export type QrCodeQueryVariables = Exact<{
  kind: PassKind;
  id: string;
}>;


export type QrCodeQuery = { qrCode: { kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null } };

export type TicketQrSubscriptionVariables = Exact<{
  ticketId: string | number;
}>;


export type TicketQrSubscription = { ticketQr: { kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null } };

export type RefreshTicketQrMutationVariables = Exact<{
  ticketId: string | number;
}>;


export type RefreshTicketQrMutation = { refreshTicketQr:
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'QrUpdate', kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
   };

export type EntryEventFieldsFragment = { id: string, slug: string, title: string, startsAt: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number };

export type TicketDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TicketDetailQuery = { ticket: { id: string, ticketNo: string, status: TicketStatus, purchasedAt: string, validatedAt: string | null, validatedEntrance: string | null, transferLockedUntil: string | null, canTransfer: boolean, event: { id: string, slug: string, title: string, startsAt: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number }, ticketType: { id: string, name: string, area: string, seated: boolean, entrance: string | null }, seat: { id: string, area: string, row: string, number: number } | null, history: Array<{ id: string, kind: TicketHistoryKind, at: string, entrance: string | null, outgoing: boolean | null }> } | null };

export type TicketStatusLiveSubscriptionVariables = Exact<{
  ticketId: string | number;
}>;


export type TicketStatusLiveSubscription = { ticketStatus: { ticketId: string, status: TicketStatus, validatedAt: string | null, validatedEntrance: string | null } };

export type EventEntryLiveSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type EventEntryLiveSubscription = { eventEntry: { id: string, slug: string, title: string, startsAt: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number } };

export type SendTransferCodeMutationVariables = Exact<{
  input: SendTransferCodeInput;
}>;


export type SendTransferCodeMutation = { sendTransferCode:
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null }
    | { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'TransferCodeSent', expiresInSeconds: number }
    | { __typename: 'TransferLockedError', code: string, message: string, field: string | null }
    | { __typename: 'TransferToSelfError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type TransferTicketMutationVariables = Exact<{
  input: TransferTicketInput;
}>;


export type TransferTicketMutation = { transferTicket:
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null }
    | { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null }
    | { __typename: 'TransferConflictError', code: string, message: string, field: string | null }
    | { __typename: 'TransferDone', transferId: string, toEmail: string }
    | { __typename: 'TransferLockedError', code: string, message: string, field: string | null }
    | { __typename: 'TransferToSelfError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SharedTransferQueryVariables = Exact<{
  id: string | number;
}>;


export type SharedTransferQuery = { sharedTransfer: { id: string, fromNickname: string, completedAt: string, eventTitle: string, eventSlug: string, startsAt: string, venue: string, ticketTypeName: string } | null };

export type PublicTicketStatusQueryVariables = Exact<{
  code: string;
}>;


export type PublicTicketStatusQuery = { publicTicketStatus: { status: PublicTicketState, kind: PassKind | null, eventTitle: string | null, startsAt: string | null, venue: string | null, typeName: string | null, usedAt: string | null, entrance: string | null, codeCurrent: boolean } };

export type MyEntryGuideQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEntryGuideQuery = { myEntryGuide: Array<{ ticketCount: number, entrances: Array<string>, event: { id: string, slug: string, title: string, startsAt: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number } }> };

export type EventCardFragment = { id: string, slug: string, title: string, subtitle: string | null, venue: string, city: string, startsAt: string, coverImageUrl: string | null, saleState: SaleState, desktopOnly: boolean, requiresIdentity: boolean, isHot: boolean, priceFrom: { amount: number, currency: Currency } | null };

export type EventListQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: EventFilter | null | undefined;
}>;


export type EventListQuery = { events: { edges: Array<{ cursor: string, node: { id: string, slug: string, title: string, subtitle: string | null, venue: string, city: string, startsAt: string, coverImageUrl: string | null, saleState: SaleState, desktopOnly: boolean, requiresIdentity: boolean, isHot: boolean, priceFrom: { amount: number, currency: Currency } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword:
    | { __typename: 'Done' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type SetPayPasswordMutationVariables = Exact<{
  payPassword: string;
}>;


export type SetPayPasswordMutation = { setPayPassword:
    | { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type ChangePayPasswordMutationVariables = Exact<{
  input: ChangePayPasswordInput;
}>;


export type ChangePayPasswordMutation = { changePayPassword:
    | { __typename: 'Done' }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null }
   };

export type SendPayPasswordCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendPayPasswordCodeMutation = { sendPayPasswordCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type ResetPayPasswordMutationVariables = Exact<{
  input: ResetPayPasswordInput;
}>;


export type ResetPayPasswordMutation = { resetPayPassword:
    | { __typename: 'Done' }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SendCurrentEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendCurrentEmailCodeMutation = { sendCurrentEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SendNewEmailCodeMutationVariables = Exact<{
  email: string;
}>;


export type SendNewEmailCodeMutation = { sendNewEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail:
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SendPhoneCodeMutationVariables = Exact<{
  input: PhoneInput;
}>;


export type SendPhoneCodeMutation = { sendPhoneCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type VerifyPhoneMutationVariables = Exact<{
  input: PhoneCodeInput;
}>;


export type VerifyPhoneMutation = { verifyPhone:
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SkipPhoneVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type SkipPhoneVerificationMutation = { skipPhoneVerification:
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
   };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile:
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type SessionUserFragment = { id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string };

export type SessionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMeQuery = { me: { id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { ok: boolean } };

export const AccountErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<AccountErrorFragment, unknown>;
export const EntryErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<EntryErrorFragment, unknown>;
export const QrPassFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]} as unknown as DocumentNode<QrPassFieldsFragment, unknown>;
export const EntryEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}}]}}]} as unknown as DocumentNode<EntryEventFieldsFragment, unknown>;
export const EventCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<EventCardFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const HumanCheckChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HumanCheckChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"humanCheckChallenge"}}]}}]} as unknown as DocumentNode<HumanCheckChallengeQuery, HumanCheckChallengeQueryVariables>;
export const CheckEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<CheckEmailQuery, CheckEmailQueryVariables>;
export const SendEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendEmailCodeMutation, SendEmailCodeMutationVariables>;
export const CheckEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckEmailCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<CheckEmailCodeMutation, CheckEmailCodeMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const QrCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QrCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PassKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QrPassFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]} as unknown as DocumentNode<QrCodeQuery, QrCodeQueryVariables>;
export const TicketQrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TicketQr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketQr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QrPassFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]} as unknown as DocumentNode<TicketQrSubscription, TicketQrSubscriptionVariables>;
export const RefreshTicketQrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshTicketQr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshTicketQr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QrPassFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<RefreshTicketQrMutation, RefreshTicketQrMutationVariables>;
export const TicketDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validatedEntrance"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"seated"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"outgoing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}}]}}]} as unknown as DocumentNode<TicketDetailQuery, TicketDetailQueryVariables>;
export const TicketStatusLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TicketStatusLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validatedEntrance"}}]}}]}}]} as unknown as DocumentNode<TicketStatusLiveSubscription, TicketStatusLiveSubscriptionVariables>;
export const EventEntryLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventEntryLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}}]}}]} as unknown as DocumentNode<EventEntryLiveSubscription, EventEntryLiveSubscriptionVariables>;
export const SendTransferCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTransferCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTransferCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTransferCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendTransferCodeMutation, SendTransferCodeMutationVariables>;
export const TransferTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferId"}},{"kind":"Field","name":{"kind":"Name","value":"toEmail"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<TransferTicketMutation, TransferTicketMutationVariables>;
export const SharedTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromNickname"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}}]}}]}}]} as unknown as DocumentNode<SharedTransferQuery, SharedTransferQueryVariables>;
export const PublicTicketStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicTicketStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicTicketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"codeCurrent"}}]}}]}}]} as unknown as DocumentNode<PublicTicketStatusQuery, PublicTicketStatusQueryVariables>;
export const MyEntryGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEntryGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEntryGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"entrances"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}}]}}]} as unknown as DocumentNode<MyEntryGuideQuery, MyEntryGuideQueryVariables>;
export const EventListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<EventListQuery, EventListQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SetPayPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPayPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SetPayPasswordMutation, SetPayPasswordMutationVariables>;
export const ChangePayPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<ChangePayPasswordMutation, ChangePayPasswordMutationVariables>;
export const SendPayPasswordCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPayPasswordCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPayPasswordCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendPayPasswordCodeMutation, SendPayPasswordCodeMutationVariables>;
export const ResetPayPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPayPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<ResetPayPasswordMutation, ResetPayPasswordMutationVariables>;
export const SendCurrentEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCurrentEmailCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCurrentEmailCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendCurrentEmailCodeMutation, SendCurrentEmailCodeMutationVariables>;
export const SendNewEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendNewEmailCodeMutation, SendNewEmailCodeMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const SendPhoneCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPhoneCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendPhoneCodeMutation, SendPhoneCodeMutationVariables>;
export const VerifyPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const SkipPhoneVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SkipPhoneVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipPhoneVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SkipPhoneVerificationMutation, SkipPhoneVerificationMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SessionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;