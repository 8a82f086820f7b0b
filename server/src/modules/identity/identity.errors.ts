// Expected failures of real-name audience identities, one class each with a stable code.
import { expectedError } from "../../errors.ts";

/** The fan already saved this document number. */
export class IdentityExistsError extends expectedError("IDENTITY_EXISTS", "This identity is already saved", "docNumber") {}

/** The identity is on an order still awaiting payment: it cannot change until that order ends. */
export class IdentityInUseError extends expectedError("IDENTITY_IN_USE", "This identity is on an unpaid order and cannot be changed now") {}
