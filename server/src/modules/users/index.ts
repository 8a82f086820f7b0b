// The users module's public API: the only file other modules import. Accounts (User, RetiredEmail,
// VerificationCode): sign-up and sign-in, passwords, the payment password, e-mail and phone, codes.

export * from "./users.errors.ts";
export {
  changeEmail,
  changePassword,
  changePayPasswordByOld,
  checkEmail,
  checkEmailCode,
  checkPhoneCode,
  findViewerUser,
  getUser,
  lockUserRow,
  lockUserRowOn,
  mailboxOf,
  reauthenticate,
  registeredEmails,
  register,
  resetPasswordByEmailCode,
  resetPayPasswordByEmailCode,
  sendCurrentEmailChangeCode,
  sendEmailCode,
  sendNewEmailCode,
  sendPayPasswordCode,
  sendPhoneCode,
  setPayPassword,
  signIn,
  signOut,
  skipPhoneVerification,
  updatePhone,
  updateProfile,
  userIdByRef,
  verifyPayPassword,
  type RequestMeta,
} from "./users.service.ts";
export { checkCode, consumeCode, issueCode, phoneTarget, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from "./verification.ts";
export { beforeCodeSend, limits } from "./rate-limits.ts";
export { deviceOf, issueDeviceToken } from "./device-tokens.ts";
export { maskOwnEmail } from "./email-mask.rules.ts";

// ───── look-ups over User for the order cluster ─────
export * from "./lookup.ts";
export { anonymiseUser, eraseCodesAndRetiredEmails, retiredEmailsOf, userForExport } from "./personal-data.ts";
