// Expected failures of the privacy rights, one class per case with a stable code.
import { AppError } from "../../errors.ts";

/** What keeps an account from being deleted now; the fan can clear each one and try again. */
export const deletionBlockers = ["LIVE_HOLD", "PENDING_PAYMENT", "WALLET_BALANCE", "UPCOMING_TICKETS", "UNDELIVERED_MERCH"] as const;
export type DeletionBlocker = (typeof deletionBlockers)[number];

export class AccountDeletionBlockedError extends AppError {
  constructor(readonly reasons: DeletionBlocker[]) {
    super("ACCOUNT_DELETION_BLOCKED", `The account cannot be deleted yet: ${reasons.join(", ")}`);
  }
}
