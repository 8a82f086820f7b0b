// Organisations and their invitations made straight in the database, for the journeys that show them.
import crypto from "node:crypto";
import type { Deps } from "../../server/src/deps.ts";
import type { OrganisationRole } from "../../server/src/generated/prisma/enums.ts";

/** A new organisation (a unique slug) with an open invitation of `email` to `role`, as an owner's invite leaves it. */
export async function createInvitation(deps: Deps, opts: { email: string; organisationName?: string; role?: OrganisationRole; expiresInDays?: number }) {
  const organisation = await deps.db.organisation.create({ data: { slug: `org-${crypto.randomBytes(5).toString("hex")}`, name: opts.organisationName ?? "Harbour Live" } });
  const invitation = await deps.db.organisationInvitation.create({
    data: { organisationId: organisation.id, email: opts.email.toLowerCase(), role: opts.role ?? "MANAGER", expiresAt: new Date(deps.now().getTime() + (opts.expiresInDays ?? 14) * 86_400_000) },
  });
  return { organisation, invitation };
}
