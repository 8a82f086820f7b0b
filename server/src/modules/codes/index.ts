// The codes module's public API: the only file other modules import. Organisers' access and discount
// codes per event (PromoCode) and each order's use of one (PromoCodeUse), issue 35.
export { codeApplies, discountOf, earlySaleStart, merchDiscountOf, normaliseCode, type PromoCodeTerms } from "./codes.rules.ts";
export { claimPromoCodeUse, claimPromoCodeUseInTx, createPromoCodes, type CreatePromoCodesInput, merchCodeFor, recordPromoCodeUseInTx, givePromoCodeUsesBack, promoCodeForHold, promoCodeUseOfOrder, recordPromoCodeUse, type CodeClaim, type PromoCodeForHold } from "./codes.service.ts";
export { CodeSaleNotOpenError, PromoCodeExpiredError, PromoCodeTakenError, PromoCodeInvalidError, PromoCodeNotApplicableError, PromoCodeNotStartedError, PromoCodeUsedUpError } from "./codes.errors.ts";
export { erasePresaleDataOf } from "./presale.service.ts";
