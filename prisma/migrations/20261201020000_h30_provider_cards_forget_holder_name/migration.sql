-- A card saved at Stripe or Adyen keeps only its token, brand, last 4 and expiry here (issue 30): the name on it is the provider's.
UPDATE "SavedCard" SET "holderName" = '' WHERE provider <> 'sandbox' AND "holderName" <> '';
