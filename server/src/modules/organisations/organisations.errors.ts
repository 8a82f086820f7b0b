// Expected failures of making an organisation, one class per case with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { expectedError } from "../../errors.ts";

/** Another organisation already has the slug (checked in the transaction; the unique index settles a race). */
export class OrganisationSlugTakenError extends expectedError("ORGANISATION_SLUG_TAKEN", "Another organisation already has this slug", "slug") {}

/** No account has the owner's e-mail address: the owner signs up in the app first. */
export class OrganisationOwnerNotFoundError extends expectedError("ORGANISATION_OWNER_NOT_FOUND", "No account has this e-mail address: the owner signs up first", "ownerEmail") {}
