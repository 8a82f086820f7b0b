import { graphql } from "../../gql";

// Results carry the fan (SessionUser) where the server returns it, so the session's copy follows.

export const changePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) { __typename ...ErrorFields }
  }
`);

export const setPayPasswordMutation = graphql(`
  mutation SetPayPassword($payPassword: String!) {
    setPayPassword(payPassword: $payPassword) { __typename ...SessionUser ...ErrorFields }
  }
`);

export const changePayPasswordMutation = graphql(`
  mutation ChangePayPassword($input: ChangePayPasswordInput!) {
    changePayPassword(input: $input) { __typename ...ErrorFields }
  }
`);

export const sendPayPasswordCodeMutation = graphql(`
  mutation SendPayPasswordCode {
    sendPayPasswordCode { __typename ...ErrorFields }
  }
`);

export const resetPayPasswordMutation = graphql(`
  mutation ResetPayPassword($input: ResetPayPasswordInput!) {
    resetPayPassword(input: $input) { __typename ...ErrorFields }
  }
`);

export const sendCurrentEmailCodeMutation = graphql(`
  mutation SendCurrentEmailCode {
    sendCurrentEmailCode { __typename ...ErrorFields }
  }
`);

export const sendNewEmailCodeMutation = graphql(`
  mutation SendNewEmailCode($email: String!) {
    sendNewEmailCode(email: $email) { __typename ...ErrorFields }
  }
`);

export const changeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) { __typename ...SessionUser ...ErrorFields }
  }
`);

/** The phone page's dial codes, and the fan's area that picks the first one. */
export const phoneDialCodesQuery = graphql(`
  query PhoneDialCodes {
    countries { code name dialCode }
    me { id area }
  }
`);

export const sendPhoneCodeMutation = graphql(`
  mutation SendPhoneCode($input: PhoneInput!) {
    sendPhoneCode(input: $input) { __typename ...ErrorFields }
  }
`);

export const verifyPhoneMutation = graphql(`
  mutation VerifyPhone($input: PhoneCodeInput!) {
    verifyPhone(input: $input) { __typename ...SessionUser ...ErrorFields }
  }
`);

export const skipPhoneVerificationMutation = graphql(`
  mutation SkipPhoneVerification {
    skipPhoneVerification { __typename ...SessionUser ...ErrorFields }
  }
`);

export const updateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { __typename ...SessionUser ...ErrorFields }
  }
`);

export const exportMyDataMutation = graphql(`
  mutation ExportMyData($password: String!) {
    exportMyData(password: $password) {
      __typename
      ... on MyDataExport { fileName data }
      ...ErrorFields
      ... on TooManyAttemptsError { retryAfterSeconds }
    }
  }
`);

export const deleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password) {
      __typename
      ...ErrorFields
      ... on TooManyAttemptsError { retryAfterSeconds }
      ... on AccountDeletionBlockedError { reasons }
    }
  }
`);

// The fan's declared seating need (issue 33): a wheelchair space and 0–3 companion seats.
export const mySeatingNeedQuery = graphql(`
  query MySeatingNeed {
    mySeatingNeed { wheelchair companions updatedAt }
  }
`);

export const setSeatingNeedMutation = graphql(`
  mutation SetSeatingNeed($input: SeatingNeedInput!) {
    setSeatingNeed(input: $input) { __typename ... on SeatingNeed { wheelchair companions updatedAt } ...ErrorFields }
  }
`);

export const deleteSeatingNeedMutation = graphql(`
  mutation DeleteSeatingNeed {
    deleteSeatingNeed { ok }
  }
`);
