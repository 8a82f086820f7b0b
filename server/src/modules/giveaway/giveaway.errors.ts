// Expected failures of the giveaway operator actions (commit and draw), one class per case.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { AppError, expectedError } from "../../errors.ts";

export class GiveawayCampaignNotFoundError extends expectedError("GIVEAWAY_CAMPAIGN_NOT_FOUND", "This giveaway does not exist") {}

/** The seed commitment is published once; a second commit would let the operator pick a new seed. */
export class GiveawayAlreadyCommittedError extends expectedError("GIVEAWAY_ALREADY_COMMITTED", "The draw's seed is already committed") {}

/** A draw needs a published commitment and the campaign's entry period to be over. */
export class GiveawayDrawNotReadyError extends AppError {
  constructor(readonly reason: "NOT_COMMITTED" | "NOT_ENDED") {
    super("GIVEAWAY_DRAW_NOT_READY", reason === "NOT_COMMITTED" ? "Commit the seed before the draw" : "The giveaway has not ended yet");
  }
}

/** The prize ticket type has no stock left for every winner: the draw is not recorded. */
export class GiveawayOutOfStockError extends expectedError("GIVEAWAY_OUT_OF_STOCK", "Not enough prize tickets for every winner") {}
