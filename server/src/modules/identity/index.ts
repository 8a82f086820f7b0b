// The identity module's public API: the only file other modules import. Real-name audience identities
// (AudienceIdentity), encrypted at rest.
export { identitiesForHold, toView, type IdentityView } from "./identity.service.ts";
export { decryptField } from "./identity.crypto.ts";
export * from "./lookup.ts";
export { eraseIdentitiesOf, identitiesOf } from "./personal-data.ts";
export { deleteSeatingNeed, eraseSeatingNeedOf, MAX_COMPANIONS, seatingNeedForExport, seatingNeedOf, seatingNeedsOf, setSeatingNeed, type SeatingNeedView } from "./seating-need.ts";
