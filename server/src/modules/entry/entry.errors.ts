// The entry module's expected errors: a manual check-in the gate would refuse, an undo of a ticket not checked in.
import { AppError } from "../../errors.ts";

/** Why a manual check-in is refused: the ticket was already admitted, cannot enter (revoked), or the event admits on other days. */
export type CheckInRefusal = "ALREADY_USED" | "REVOKED" | "WRONG_DAY";

export class CheckInRefusedError extends AppError {
  constructor(
    readonly reason: CheckInRefusal,
    readonly ticketNo: string,
    readonly firstUsedAt: Date | null,
  ) {
    super("CHECK_IN_REFUSED", `Ticket ${ticketNo} cannot be checked in (${reason})`);
  }
}

export class NotCheckedInError extends AppError {
  constructor(readonly ticketNo: string) {
    super("NOT_CHECKED_IN", `Ticket ${ticketNo} is not checked in`);
  }
}
