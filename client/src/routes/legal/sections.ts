/** The sections of each document, in order; their texts are legal:<doc>.<section>.h and .p. */
export const legalSections = {
  terms: ["about", "account", "tickets", "limits", "transfer", "entry", "wallet", "changes"],
  privacy: ["collect", "use", "share", "keep", "rights", "security", "contact"],
  sales: ["prices", "hold", "electronic", "limits", "merch", "cancel"],
} as const;

export type LegalDocument = keyof typeof legalSections;
export const legalDocuments = Object.keys(legalSections) as LegalDocument[];
