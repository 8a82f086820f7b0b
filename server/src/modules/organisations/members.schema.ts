// An organisation's team in GraphQL (issue 36, membership by consent): owners (members:manage) list the
// members and the invitations, invite an address to a role, withdraw an invitation, change a member's
// role or remove a member; the invited account sees its invitations and accepts or declines each.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { viewerId } from "../../context.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { Done, done } from "../users/users.schema.ts";
import { InvitationExpiredError, InvitationNotFoundError, OrganisationAlreadyMemberError, OrganisationLastOwnerError } from "./organisations.errors.ts";
import { requireOperator } from "./organisations.service.ts";
import { OrganisationMembershipRef, OrganisationRoleEnum } from "./organisations.schema.ts";
import {
  acceptInvitation,
  changeMemberRole,
  declineInvitation,
  inviteMember,
  listInvitations,
  listMembers,
  myInvitations,
  removeMember,
  revokeInvitation,
  type InvitationRow,
  type MemberRow,
  type MyInvitation,
} from "./members.service.ts";

const manage = { staff: "members:manage" } as const;

builder.objectType(OrganisationAlreadyMemberError, { name: "OrganisationAlreadyMemberError", interfaces: [ErrorInterface], description: "The address's account is already a member of the organisation: change its role instead." });
builder.objectType(OrganisationLastOwnerError, { name: "OrganisationLastOwnerError", interfaces: [ErrorInterface], description: "The change would leave the organisation without an owner: make another member an owner first." });
builder.objectType(InvitationNotFoundError, { name: "InvitationNotFoundError", interfaces: [ErrorInterface], description: "No pending invitation of that id is addressed to this account: it was withdrawn, already answered, or is someone else's." });
builder.objectType(InvitationExpiredError, { name: "InvitationExpiredError", interfaces: [ErrorInterface], description: "The invitation's time to answer has passed: the organisation can send a new one." });

const InvitationStatusEnum = builder.enumType("OrganisationInvitationStatus", {
  description: "Where an invitation to an organisation stands.",
  values: {
    PENDING: { description: "Sent, not yet answered, still open." },
    ACCEPTED: { description: "The account accepted it and became a member." },
    DECLINED: { description: "The account declined it." },
    REVOKED: { description: "The organisation withdrew it." },
    EXPIRED: { description: "Not answered in time." },
  } as const,
});

const OrganisationInvitationRef = builder.objectRef<InvitationRow>("OrganisationInvitation").implement({
  authScopes: manage,
  description: "An invitation of an e-mail address to a role in the organisation (owners, scope members:manage). The address becomes a member only when its account accepts.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The invitation's id (for revokeOrganisationInvitation)." }),
    email: t.exposeString("email", { description: "The invited address, as accounts store it." }),
    role: t.expose("role", { type: OrganisationRoleEnum, description: "The role it offers." }),
    status: t.expose("status", { type: InvitationStatusEnum, description: "Where it stands." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent (or last renewed)." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "Until when it may be answered." }),
    respondedAt: t.expose("respondedAt", { type: "DateTime", nullable: true, description: "When it was answered or withdrawn." }),
  }),
});

const OrganisationMemberRef = builder.objectRef<MemberRow>("OrganisationMember").implement({
  authScopes: manage,
  description: "A member of the organisation with their role (owners, scope members:manage).",
  fields: (t) => ({
    userId: t.exposeID("userId", { description: "The member's account id (for setOrganisationMemberRole and removeOrganisationMember)." }),
    email: t.exposeString("email", { description: "The member's e-mail address." }),
    nickname: t.exposeString("nickname", { description: "The member's display name." }),
    role: t.expose("role", { type: OrganisationRoleEnum, description: "Their role." }),
    joinedAt: t.expose("joinedAt", { type: "DateTime", description: "When they joined." }),
  }),
});

const MyInvitationRef = builder.objectRef<MyInvitation>("MyOrganisationInvitation").implement({
  description: "An invitation addressed to the signed-in account's e-mail: accept it to join the organisation with the role, or decline it.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The invitation's id (for acceptOrganisationInvitation and declineOrganisationInvitation)." }),
    organisationName: t.exposeString("organisationName", { description: "The inviting organisation's name." }),
    organisationSlug: t.exposeString("organisationSlug", { description: "Its short name." }),
    role: t.expose("role", { type: OrganisationRoleEnum, description: "The role it offers." }),
    invitedAt: t.expose("invitedAt", { type: "DateTime", description: "When it was sent." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "Until when it may be answered." }),
  }),
});

const InviteMemberInput = builder.inputType("InviteOrganisationMemberInput", {
  description: "An invitation to the caller's organisation.",
  fields: (t) => ({
    email: t.string({ required: true, description: "The address to invite; it need not have an account yet (its owner signs up with it to answer)." }),
    role: t.field({ type: OrganisationRoleEnum, required: true, description: "The role it offers." }),
  }),
});

builder.queryFields((t) => ({
  organisationMembers: t.field({
    type: [OrganisationMemberRef],
    description: "Owners (scope members:manage): their organisation's members, owners first.",
    authScopes: manage,
    resolve: async (_r, _a, ctx) => listMembers(ctx.db, await requireOperator(ctx)),
  }),
  organisationInvitations: t.field({
    type: [OrganisationInvitationRef],
    description: "Owners (scope members:manage): their organisation's invitations in one state (default PENDING: the open ones), newest first.",
    args: { status: t.arg({ type: InvitationStatusEnum, required: false, description: "Which ones (default PENDING)." }) },
    authScopes: manage,
    resolve: async (_r, { status }, ctx) => listInvitations(ctx.deps, await requireOperator(ctx), status ?? "PENDING"),
  }),
  myOrganisationInvitations: t.field({
    type: [MyInvitationRef],
    description: "The open invitations addressed to the signed-in account's e-mail, newest first.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => myInvitations(ctx.deps, viewerId(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  inviteOrganisationMember: t.field({
    type: OrganisationInvitationRef,
    description:
      "Owners (scope members:manage): invite an e-mail address to a role; it is e-mailed in its account's language (or the caller's), and becomes a member only when its account accepts. The answer is the same whether or not the address has an account. Inviting an address again renews its open invitation.",
    args: { input: t.arg({ type: InviteMemberInput, required: true, description: "The address and the role." }) },
    authScopes: manage,
    errors: { types: [ValidationError, OrganisationAlreadyMemberError], directResult: true },
    resolve: async (_r, { input }, ctx) => inviteMember(ctx.deps, ctx, await requireOperator(ctx), input),
  }),
  revokeOrganisationInvitation: t.field({
    type: OrganisationInvitationRef,
    description: "Owners (scope members:manage): withdraw an open invitation; another organisation's, or one already answered, is NOT_FOUND.",
    args: { id: t.arg.id({ required: true, description: "The invitation's id (OrganisationInvitation.id)." }) },
    authScopes: manage,
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => revokeInvitation(ctx.deps, ctx, await requireOperator(ctx), String(id)),
  }),
  setOrganisationMemberRole: t.field({
    type: OrganisationMemberRef,
    description: "Owners (scope members:manage): change a member's role; the organisation keeps at least one owner. Their live operator subscriptions end and reopen with the new role.",
    args: { userId: t.arg.id({ required: true, description: "The member's account id (OrganisationMember.userId)." }), role: t.arg({ type: OrganisationRoleEnum, required: true, description: "The new role." }) },
    authScopes: manage,
    errors: { types: [NotFoundError, OrganisationLastOwnerError], directResult: true },
    resolve: async (_r, { userId, role }, ctx) => changeMemberRole(ctx.deps, ctx, await requireOperator(ctx), String(userId), role),
  }),
  removeOrganisationMember: t.field({
    type: OrganisationMemberRef,
    description: "Owners (scope members:manage): remove a member (their account stays); the organisation keeps at least one owner. Their live operator subscriptions end within a second.",
    args: { userId: t.arg.id({ required: true, description: "The member's account id (OrganisationMember.userId)." }) },
    authScopes: manage,
    errors: { types: [NotFoundError, OrganisationLastOwnerError], directResult: true },
    resolve: async (_r, { userId }, ctx) => removeMember(ctx.deps, ctx, await requireOperator(ctx), String(userId)),
  }),
  acceptOrganisationInvitation: t.field({
    type: OrganisationMembershipRef,
    description: "The signed-in account accepts an invitation addressed to its e-mail: it becomes a member with the invited role.",
    args: { id: t.arg.id({ required: true, description: "The invitation's id (MyOrganisationInvitation.id)." }) },
    authScopes: { loggedIn: true },
    errors: { types: [InvitationNotFoundError, InvitationExpiredError], directResult: true },
    resolve: (_r, { id }, ctx) => acceptInvitation(ctx.deps, ctx.viewer, ctx, String(id)),
  }),
  declineOrganisationInvitation: t.field({
    type: Done,
    description: "The signed-in account declines an invitation addressed to its e-mail.",
    args: { id: t.arg.id({ required: true, description: "The invitation's id (MyOrganisationInvitation.id)." }) },
    authScopes: { loggedIn: true },
    errors: { types: [InvitationNotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => {
      await declineInvitation(ctx.deps, ctx.viewer, ctx, String(id));
      return done;
    },
  }),
}));
