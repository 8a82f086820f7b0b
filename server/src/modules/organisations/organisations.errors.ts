// Expected failures of making an organisation, one class per case with a stable code.
// Texts in every language: packages/shared/locales/<lng>/errors.json under the same code.
import { expectedError } from "../../errors.ts";

/** Another organisation already has the slug (checked in the transaction; the unique index settles a race). */
export class OrganisationSlugTakenError extends expectedError("ORGANISATION_SLUG_TAKEN", "Another organisation already has this slug", "slug") {}

/** No account has the owner's e-mail address: the owner signs up in the app first. */
export class OrganisationOwnerNotFoundError extends expectedError("ORGANISATION_OWNER_NOT_FOUND", "No account has this e-mail address: the owner signs up first", "ownerEmail") {}

/** The address's account is already a member of the inviting organisation (the owner sees its members anyway). */
export class OrganisationAlreadyMemberError extends expectedError("ORGANISATION_ALREADY_MEMBER", "This account is already a member of your organisation", "email") {}

/** The change would leave the organisation without an owner. */
export class OrganisationLastOwnerError extends expectedError("ORGANISATION_LAST_OWNER", "An organisation keeps at least one owner: make someone else an owner first", "role") {}

/** No pending invitation of that id is addressed to the caller: unknown, withdrawn, answered, or someone else's. */
export class InvitationNotFoundError extends expectedError("INVITATION_NOT_FOUND", "This invitation no longer exists: it was withdrawn or already answered") {}

/** The invitation's time to answer has passed. */
export class InvitationExpiredError extends expectedError("INVITATION_EXPIRED", "This invitation has expired: ask the organisation for a new one") {}

/** The account already has an application waiting for a decision: one open application per account. */
export class OrganisationApplicationOpenError extends expectedError("ORGANISATION_APPLICATION_OPEN", "You already have an application waiting for a decision") {}

/** The application was already decided the other way (approving a refused one, refusing an approved one). */
export class OrganisationApplicationDecidedError extends expectedError("ORGANISATION_APPLICATION_DECIDED", "This application has already been decided the other way") {}
