// Expected failures of the Fan Coin wallet. Texts: packages/shared/locales/<lng>/errors.json.
import { AppError } from "../../errors.ts";

/** "Oops! Insufficient wallet balance, please top up" */
export class InsufficientBalanceError extends AppError {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super("INSUFFICIENT_BALANCE", "Oops! Insufficient wallet balance, please top up");
  }
}
