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
    "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n": typeof types.HumanCheckChallengeDocument,
    "\n  fragment AccountError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n": typeof types.AccountErrorFragmentDoc,
    "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus {\n        email\n        registered\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.CheckEmailDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendEmailCodeDocument,
    "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.CheckEmailCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment EntryError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n": typeof types.EntryErrorFragmentDoc,
    "\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n": typeof types.QrPassFieldsFragmentDoc,
    "\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) {\n      ...QrPassFields\n    }\n  }\n": typeof types.QrCodeDocument,
    "\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) {\n      ...QrPassFields\n    }\n  }\n": typeof types.TicketQrDocument,
    "\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) {\n      __typename\n      ... on QrUpdate {\n        ...QrPassFields\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n": typeof types.RefreshTicketQrDocument,
    "\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n": typeof types.EntryEventFieldsFragmentDoc,
    "\n  query TicketDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      event {\n        ...EntryEventFields\n      }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat {\n        id\n        area\n        row\n        number\n      }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n": typeof types.TicketDetailDocument,
    "\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) {\n      ticketId\n      status\n      validatedAt\n      validatedEntrance\n    }\n  }\n": typeof types.TicketStatusLiveDocument,
    "\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) {\n      ...EntryEventFields\n    }\n  }\n": typeof types.EventEntryLiveDocument,
    "\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n": typeof types.SendTransferCodeDocument,
    "\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone {\n        transferId\n        toEmail\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n": typeof types.TransferTicketDocument,
    "\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      venue\n      ticketTypeName\n    }\n  }\n": typeof types.SharedTransferDocument,
    "\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n": typeof types.PublicTicketStatusDocument,
    "\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event {\n        ...EntryEventFields\n      }\n    }\n  }\n": typeof types.MyEntryGuideDocument,
    "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom {\n      amount\n      currency\n    }\n  }\n": typeof types.EventCardFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          ...EventCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EventListDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SetPayPasswordDocument,
    "\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ChangePayPasswordDocument,
    "\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendPayPasswordCodeDocument,
    "\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ResetPayPasswordDocument,
    "\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendCurrentEmailCodeDocument,
    "\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendNewEmailCodeDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.VerifyPhoneDocument,
    "\n  mutation SkipPhoneVerification {\n    skipPhoneVerification {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SkipPhoneVerificationDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n": types.HumanCheckChallengeDocument,
    "\n  fragment AccountError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n": types.AccountErrorFragmentDoc,
    "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus {\n        email\n        registered\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.CheckEmailDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendEmailCodeDocument,
    "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.CheckEmailCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment EntryError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n": types.EntryErrorFragmentDoc,
    "\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n": types.QrPassFieldsFragmentDoc,
    "\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) {\n      ...QrPassFields\n    }\n  }\n": types.QrCodeDocument,
    "\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) {\n      ...QrPassFields\n    }\n  }\n": types.TicketQrDocument,
    "\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) {\n      __typename\n      ... on QrUpdate {\n        ...QrPassFields\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n": types.RefreshTicketQrDocument,
    "\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n": types.EntryEventFieldsFragmentDoc,
    "\n  query TicketDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      event {\n        ...EntryEventFields\n      }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat {\n        id\n        area\n        row\n        number\n      }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n": types.TicketDetailDocument,
    "\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) {\n      ticketId\n      status\n      validatedAt\n      validatedEntrance\n    }\n  }\n": types.TicketStatusLiveDocument,
    "\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) {\n      ...EntryEventFields\n    }\n  }\n": types.EventEntryLiveDocument,
    "\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n": types.SendTransferCodeDocument,
    "\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone {\n        transferId\n        toEmail\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n": types.TransferTicketDocument,
    "\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      venue\n      ticketTypeName\n    }\n  }\n": types.SharedTransferDocument,
    "\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n": types.PublicTicketStatusDocument,
    "\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event {\n        ...EntryEventFields\n      }\n    }\n  }\n": types.MyEntryGuideDocument,
    "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom {\n      amount\n      currency\n    }\n  }\n": types.EventCardFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          ...EventCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EventListDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SetPayPasswordDocument,
    "\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ChangePayPasswordDocument,
    "\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendPayPasswordCodeDocument,
    "\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ResetPayPasswordDocument,
    "\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendCurrentEmailCodeDocument,
    "\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendNewEmailCodeDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.VerifyPhoneDocument,
    "\n  mutation SkipPhoneVerification {\n    skipPhoneVerification {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SkipPhoneVerificationDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n": types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": types.SignOutDocument,
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
export function graphql(source: "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n"): (typeof documents)["\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment AccountError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus {\n        email\n        registered\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus {\n        email\n        registered\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment EntryError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n"): (typeof documents)["\n  fragment QrPassFields on QrUpdate {\n    kind\n    id\n    active\n    qr: code\n    validUntil\n    pass {\n      kind\n      id\n      keyId\n      secret\n      version\n      periodSeconds\n      graceSeconds\n      passPublicKey\n      certificate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) {\n      ...QrPassFields\n    }\n  }\n"): (typeof documents)["\n  query QrCode($kind: PassKind!, $id: String!) {\n    qrCode(kind: $kind, id: $id) {\n      ...QrPassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) {\n      ...QrPassFields\n    }\n  }\n"): (typeof documents)["\n  subscription TicketQr($ticketId: ID!) {\n    ticketQr(ticketId: $ticketId) {\n      ...QrPassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) {\n      __typename\n      ... on QrUpdate {\n        ...QrPassFields\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshTicketQr($ticketId: ID!) {\n    refreshTicketQr(ticketId: $ticketId) {\n      __typename\n      ... on QrUpdate {\n        ...QrPassFields\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n"): (typeof documents)["\n  fragment EntryEventFields on Event {\n    id\n    slug\n    title\n    startsAt\n    venue\n    city\n    doorsOpenAt\n    queueOpensAt\n    entryState\n    entryNote\n    transferLockHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      event {\n        ...EntryEventFields\n      }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat {\n        id\n        area\n        row\n        number\n      }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      ticketNo\n      status\n      purchasedAt\n      validatedAt\n      validatedEntrance\n      transferLockedUntil\n      canTransfer\n      event {\n        ...EntryEventFields\n      }\n      ticketType {\n        id\n        name\n        area\n        seated\n        entrance\n      }\n      seat {\n        id\n        area\n        row\n        number\n      }\n      history {\n        id\n        kind\n        at\n        entrance\n        outgoing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) {\n      ticketId\n      status\n      validatedAt\n      validatedEntrance\n    }\n  }\n"): (typeof documents)["\n  subscription TicketStatusLive($ticketId: ID!) {\n    ticketStatus(ticketId: $ticketId) {\n      ticketId\n      status\n      validatedAt\n      validatedEntrance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) {\n      ...EntryEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription EventEntryLive($eventId: ID!) {\n    eventEntry(eventId: $eventId) {\n      ...EntryEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendTransferCode($input: SendTransferCodeInput!) {\n    sendTransferCode(input: $input) {\n      __typename\n      ... on TransferCodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone {\n        transferId\n        toEmail\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferTicket($input: TransferTicketInput!) {\n    transferTicket(input: $input) {\n      __typename\n      ... on TransferDone {\n        transferId\n        toEmail\n      }\n      ... on Error {\n        ...EntryError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      venue\n      ticketTypeName\n    }\n  }\n"): (typeof documents)["\n  query SharedTransfer($id: ID!) {\n    sharedTransfer(id: $id) {\n      id\n      fromNickname\n      completedAt\n      eventTitle\n      eventSlug\n      startsAt\n      venue\n      ticketTypeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n"): (typeof documents)["\n  query PublicTicketStatus($code: String!) {\n    publicTicketStatus(code: $code) {\n      status\n      kind\n      eventTitle\n      startsAt\n      venue\n      typeName\n      usedAt\n      entrance\n      codeCurrent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event {\n        ...EntryEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyEntryGuide {\n    myEntryGuide {\n      ticketCount\n      entrances\n      event {\n        ...EntryEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom {\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom {\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          ...EventCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          ...EventCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPayPassword($payPassword: String!) {\n    setPayPassword(payPassword: $payPassword) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePayPassword($input: ChangePayPasswordInput!) {\n    changePayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendPayPasswordCode {\n    sendPayPasswordCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPayPassword($input: ResetPayPasswordInput!) {\n    resetPayPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendCurrentEmailCode {\n    sendCurrentEmailCode {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewEmailCode($email: String!) {\n    sendNewEmailCode(email: $email) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendPhoneCode($input: PhoneInput!) {\n    sendPhoneCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPhone($input: PhoneCodeInput!) {\n    verifyPhone(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipPhoneVerification {\n    skipPhoneVerification {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SkipPhoneVerification {\n    skipPhoneVerification {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUser\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;