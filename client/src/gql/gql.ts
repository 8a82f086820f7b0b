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
    "\n  query CurrentNotice {\n    currentNotice {\n      id\n      title\n      content\n      level\n    }\n  }\n": typeof types.CurrentNoticeDocument,
    "\n  fragment AccountError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n": typeof types.AccountErrorFragmentDoc,
    "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus {\n        email\n        registered\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.CheckEmailDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendEmailCodeDocument,
    "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.CheckEmailCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived {\n        id\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.SendBusinessEnquiryDocument,
    "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom {\n      amount\n      currency\n    }\n  }\n": typeof types.EventCardFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          ...EventCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EventListDocument,
    "\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign {\n        id\n        title\n        endsAt\n      }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules {\n        vndPerEntry\n        maxTopupEntries\n        maxInviteEntries\n        inviteMinVnd\n      }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.MyGiveawayDocument,
    "\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign {\n        id\n        slug\n        title\n        drawnAt\n      }\n      ticket {\n        id\n        ticketNo\n        event {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.MyGiveawayVouchersDocument,
    "\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries {\n        id\n      }\n      winners {\n        id\n        holder\n      }\n    }\n  }\n": typeof types.GiveawayDrawDocument,
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
    "\n  query SupportOptions {\n    supportOptions {\n      minTextLength\n      issueTypes\n      email\n      hotline\n    }\n  }\n": typeof types.SupportOptionsDocument,
    "\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    messages {\n      id\n      fromStaff\n      body\n      createdAt\n    }\n  }\n": typeof types.SupportIssueFieldsFragmentDoc,
    "\n  query MySupportIssues {\n    mySupportIssues {\n      ...SupportIssueFields\n    }\n  }\n": typeof types.MySupportIssuesDocument,
    "\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue {\n        id\n        email\n      }\n      ... on Error {\n        ...AccountError\n      }\n      ... on IssueTextTooShortError {\n        minLength\n      }\n    }\n  }\n": typeof types.CreateSupportIssueDocument,
    "\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ... on SupportIssue {\n        ...SupportIssueFields\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": typeof types.ReplyToSupportIssueDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    nickname\n    avatar\n    phone\n    phoneAreaCode\n    isPhoneVerified\n    phoneVerificationSkipped\n    payPasswordSetUp\n    language\n    inviteCode\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  query HumanCheckChallenge {\n    humanCheckChallenge\n  }\n": types.HumanCheckChallengeDocument,
    "\n  query CurrentNotice {\n    currentNotice {\n      id\n      title\n      content\n      level\n    }\n  }\n": types.CurrentNoticeDocument,
    "\n  fragment AccountError on Error {\n    __typename\n    code\n    message\n    field\n    ... on ValidationError {\n      issues {\n        field\n        messageKey\n      }\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n  }\n": types.AccountErrorFragmentDoc,
    "\n  query CheckEmail($email: String!) {\n    checkEmail(email: $email) {\n      __typename\n      ... on EmailStatus {\n        email\n        registered\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.CheckEmailDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input) {\n      __typename\n      ... on CodeSent {\n        expiresInSeconds\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendEmailCodeDocument,
    "\n  mutation CheckEmailCode($input: CheckEmailCodeInput!) {\n    checkEmailCode(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.CheckEmailCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        user {\n          ...SessionUser\n        }\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n": types.CountriesDocument,
    "\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived {\n        id\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.SendBusinessEnquiryDocument,
    "\n  fragment EventCard on Event {\n    id\n    slug\n    title\n    subtitle\n    venue\n    city\n    startsAt\n    coverImageUrl\n    saleState\n    desktopOnly\n    requiresIdentity\n    isHot\n    priceFrom {\n      amount\n      currency\n    }\n  }\n": types.EventCardFragmentDoc,
    "\n  query EventList($first: Int!, $after: String, $filter: EventFilter) {\n    events(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          ...EventCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EventListDocument,
    "\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign {\n        id\n        title\n        endsAt\n      }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules {\n        vndPerEntry\n        maxTopupEntries\n        maxInviteEntries\n        inviteMinVnd\n      }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.MyGiveawayDocument,
    "\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign {\n        id\n        slug\n        title\n        drawnAt\n      }\n      ticket {\n        id\n        ticketNo\n        event {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.MyGiveawayVouchersDocument,
    "\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries {\n        id\n      }\n      winners {\n        id\n        holder\n      }\n    }\n  }\n": types.GiveawayDrawDocument,
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
    "\n  query SupportOptions {\n    supportOptions {\n      minTextLength\n      issueTypes\n      email\n      hotline\n    }\n  }\n": types.SupportOptionsDocument,
    "\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    messages {\n      id\n      fromStaff\n      body\n      createdAt\n    }\n  }\n": types.SupportIssueFieldsFragmentDoc,
    "\n  query MySupportIssues {\n    mySupportIssues {\n      ...SupportIssueFields\n    }\n  }\n": types.MySupportIssuesDocument,
    "\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue {\n        id\n        email\n      }\n      ... on Error {\n        ...AccountError\n      }\n      ... on IssueTextTooShortError {\n        minLength\n      }\n    }\n  }\n": types.CreateSupportIssueDocument,
    "\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ... on SupportIssue {\n        ...SupportIssueFields\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n": types.ReplyToSupportIssueDocument,
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
export function graphql(source: "\n  query CurrentNotice {\n    currentNotice {\n      id\n      title\n      content\n      level\n    }\n  }\n"): (typeof documents)["\n  query CurrentNotice {\n    currentNotice {\n      id\n      title\n      content\n      level\n    }\n  }\n"];
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
export function graphql(source: "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived {\n        id\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendBusinessEnquiry($input: BusinessEnquiryInput!) {\n    sendBusinessEnquiry(input: $input) {\n      __typename\n      ... on BusinessEnquiryReceived {\n        id\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign {\n        id\n        title\n        endsAt\n      }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules {\n        vndPerEntry\n        maxTopupEntries\n        maxInviteEntries\n        inviteMinVnd\n      }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGiveaway {\n    myGiveaway {\n      inviteCode\n      invitedFriends\n      campaign {\n        id\n        title\n        endsAt\n      }\n      totals {\n        active\n        expired\n        won\n        registration\n        topup\n        invite\n      }\n      rules {\n        vndPerEntry\n        maxTopupEntries\n        maxInviteEntries\n        inviteMinVnd\n      }\n      entries {\n        id\n        source\n        status\n        createdAt\n        friendNickname\n        campaign {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign {\n        id\n        slug\n        title\n        drawnAt\n      }\n      ticket {\n        id\n        ticketNo\n        event {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGiveawayVouchers {\n    myGiveawayVouchers {\n      won\n      entries\n      campaign {\n        id\n        slug\n        title\n        drawnAt\n      }\n      ticket {\n        id\n        ticketNo\n        event {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries {\n        id\n      }\n      winners {\n        id\n        holder\n      }\n    }\n  }\n"): (typeof documents)["\n  query GiveawayDraw($slug: String!) {\n    giveawayDraw(slug: $slug) {\n      algorithm\n      seedCommitment\n      seed\n      entriesHash\n      myHolder\n      entries {\n        id\n      }\n      winners {\n        id\n        holder\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query SupportOptions {\n    supportOptions {\n      minTextLength\n      issueTypes\n      email\n      hotline\n    }\n  }\n"): (typeof documents)["\n  query SupportOptions {\n    supportOptions {\n      minTextLength\n      issueTypes\n      email\n      hotline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    messages {\n      id\n      fromStaff\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SupportIssueFields on SupportIssue {\n    id\n    ref\n    type\n    text\n    status\n    createdAt\n    messages {\n      id\n      fromStaff\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportIssues {\n    mySupportIssues {\n      ...SupportIssueFields\n    }\n  }\n"): (typeof documents)["\n  query MySupportIssues {\n    mySupportIssues {\n      ...SupportIssueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue {\n        id\n        email\n      }\n      ... on Error {\n        ...AccountError\n      }\n      ... on IssueTextTooShortError {\n        minLength\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupportIssue($input: CreateSupportIssueInput!) {\n    createSupportIssue(input: $input) {\n      __typename\n      ... on SupportIssue {\n        id\n        email\n      }\n      ... on Error {\n        ...AccountError\n      }\n      ... on IssueTextTooShortError {\n        minLength\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ... on SupportIssue {\n        ...SupportIssueFields\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToSupportIssue($issueId: ID!, $body: String!) {\n    replyToSupportIssue(issueId: $issueId, body: $body) {\n      __typename\n      ... on SupportIssue {\n        ...SupportIssueFields\n      }\n      ... on Error {\n        ...AccountError\n      }\n    }\n  }\n"];
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