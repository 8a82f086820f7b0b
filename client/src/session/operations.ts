import { graphql } from "../gql";

/** What the session keeps of the fan (userInfo). */
export const sessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    email
    nickname
    avatar
    phone
    phoneAreaCode
    isPhoneVerified
    phoneVerificationSkipped
    payPasswordSetUp
    language
    inviteCode
  }
`);

export const sessionMeQuery = graphql(`
  query SessionMe {
    me { ...SessionUser }
  }
`);

export const signOutMutation = graphql(`
  mutation SignOut {
    signOut { ok }
  }
`);
