// Expected failures of the accounts flows, one class per case with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError, expectedError } from "../../errors.ts";
import type { EmailCodePurpose } from "@fanfare/shared/users";

export type CodePurpose = EmailCodePurpose | "PHONE";

/** A verification code that is wrong, expired, already used, or dead after 5 wrong tries. */
export class EmailCodeInvalidError extends AppError {
  constructor(readonly purpose: CodePurpose, field = "code") {
    super("INVALID_CODE", "Invalid verification code", field);
  }
}

export class UserNotFoundError extends expectedError("USER_NOT_FOUND", "Your e-mail is not registered with the product", "email") {}

/** The address is registered already, or was changed away from and is retired. */
export class EmailTakenError extends expectedError("EMAIL_TAKEN", "This e-mail address cannot be used to register", "email") {}

export class WrongCredentialsError extends expectedError("WRONG_CREDENTIALS", "Incorrect e-mail or password") {}

export class WrongPasswordError extends AppError {
  constructor(field = "oldPassword") {
    super("WRONG_PASSWORD", "Incorrect password", field);
  }
}

export class WrongPayPasswordError extends AppError {
  /** Wrong tries left before the payment password locks (0: this one locked it); null when unknown. */
  readonly attemptsLeft: number | null;
  /** lockedForSeconds: set when this wrong try was the last allowed one and the payment password is now locked. */
  constructor(field = "oldPayPassword", attemptsLeft: number | null = null, readonly lockedForSeconds: number | null = null) {
    super("WRONG_PAY_PASSWORD", "Incorrect payment password", field);
    this.attemptsLeft = attemptsLeft;
  }
}

export class PayPasswordAlreadySetError extends expectedError("PAY_PASSWORD_ALREADY_SET", "A payment password is already set") {}

export class PayPasswordNotSetError extends expectedError("PAY_PASSWORD_NOT_SET", "No payment password is set yet") {}

/** Too many tries (sign-in failures, codes sent, wrong passwords); try again after retryAfterSeconds. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("TOO_MANY_ATTEMPTS", `Too many attempts, please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes`);
  }
}

export class EmailChangeFailedError extends expectedError("EMAIL_CHANGE_FAILED", "Failed to modify your e-mail", "email") {}

/** No SMS provider is configured in production: phone codes cannot reach a phone, so none is issued. */
export class PhoneVerificationUnavailableError extends expectedError("PHONE_VERIFICATION_UNAVAILABLE", "Phone verification is not available right now") {}
