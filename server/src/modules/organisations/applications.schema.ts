// Self-serve organisers in GraphQL (issue 34): a signed-in fan applies and sees where their application
// stands; the platform (organisations:read, organisations:write) lists the applications and approves or
// refuses each. Thin: the rules are in applications.service.ts.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { viewerId } from "../../context.ts";
import { applicationVolumes } from "@fanfare/shared/organisations";
import { describedValues, ErrorInterface } from "../core/core.schema.ts";
import { EventTypeEnum } from "../enquiries/index.ts";
import { OrganisationApplicationDecidedError, OrganisationApplicationOpenError, OrganisationSlugTakenError } from "./organisations.errors.ts";
import { OrganisationRef } from "./organisations.schema.ts";
import { applyForOrganisation, approveApplication, listApplications, myOrganisationApplication, refuseApplication, type ApplicationRow, type ApprovedApplication } from "./applications.service.ts";

builder.objectType(OrganisationApplicationOpenError, {
  name: "OrganisationApplicationOpenError",
  interfaces: [ErrorInterface],
  description: "The account already has an application waiting for a decision: one open application per account. Nothing was stored.",
});
builder.objectType(OrganisationApplicationDecidedError, {
  name: "OrganisationApplicationDecidedError",
  interfaces: [ErrorInterface],
  description: "The application was already decided the other way (approving a refused one, refusing an approved one). Nothing changed.",
});

const ApplicationStatusEnum = builder.enumType("OrganisationApplicationStatus", {
  description: "Where an application to become an organiser stands.",
  values: {
    PENDING: { description: "Waiting for the platform's decision." },
    APPROVED: { description: "Approved: the organisation exists and the applicant is its owner." },
    REFUSED: { description: "Refused, with a reason; the applicant may apply again." },
  } as const,
});

const VolumeEnum = builder.enumType("OrganisationApplicationVolume", {
  description: "How many tickets a year the applicant expects to sell.",
  values: describedValues(applicationVolumes, {
    V0_999: "Fewer than 1,000 tickets a year.",
    V1000_9999: "1,000 to 9,999 tickets a year.",
    V10000_99999: "10,000 to 99,999 tickets a year.",
    V100000_PLUS: "100,000 tickets a year or more.",
  }),
});

const OrganisationApplicationRef = builder.objectRef<ApplicationRow>("OrganisationApplication").implement({
  description: "An account's application to become an organiser: seen by the applicant (myOrganisationApplication) and the platform (organisationApplications).",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The application's id (for approveOrganisationApplication and refuseOrganisationApplication)." }),
    status: t.field({ type: ApplicationStatusEnum, description: "Where it stands.", resolve: (a) => a.status }),
    organisationName: t.exposeString("organisationName", { description: "The organisation's name as fans will see it." }),
    contactName: t.exposeString("contactName", { description: "The contact person." }),
    contactEmail: t.exposeString("contactEmail", { description: "The contact e-mail address." }),
    contactPhone: t.exposeString("contactPhone", { description: "The contact phone number." }),
    country: t.exposeString("country", { description: "Where the organiser is based: an ISO 3166-1 alpha-2 code." }),
    eventTypes: t.field({ type: [EventTypeEnum], description: "The kinds of event it will run.", resolve: (a) => a.eventTypes as never }),
    description: t.exposeString("description", { description: "What events, in the applicant's words." }),
    expectedVolume: t.field({ type: VolumeEnum, description: "How many tickets a year it expects to sell.", resolve: (a) => a.expectedVolume as (typeof applicationVolumes)[number] }),
    website: t.exposeString("website", { nullable: true, description: "Its website, when given." }),
    applicantEmail: t.exposeString("applicantEmail", { description: "The e-mail address of the applying account (which becomes the owner)." }),
    refusalReason: t.exposeString("refusalReason", { nullable: true, description: "Why it was refused (REFUSED only)." }),
    organisationId: t.exposeID("organisationId", { nullable: true, description: "The organisation its approval created (APPROVED only); its owner sends it as X-Fanfare-Organisation." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent." }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true, description: "When it was approved or refused." }),
  }),
});

const ApprovedApplicationRef = builder.objectRef<ApprovedApplication>("ApprovedOrganisationApplication").implement({
  authScopes: { staff: "organisations:write" },
  description: "An approved application and the organisation its approval created, with the applicant as OWNER.",
  fields: (t) => ({
    application: t.field({ type: OrganisationApplicationRef, description: "The application, now APPROVED.", resolve: (r) => r.application }),
    organisation: t.field({ type: OrganisationRef, description: "Its organisation.", resolve: (r) => r.organisation }),
    alreadyApproved: t.exposeBoolean("alreadyApproved", { description: "It had been approved before: nothing was created this time and no e-mail sent." }),
  }),
});

const ApplicationInput = builder.inputType("OrganisationApplicationInput", {
  description: "An application to become an organiser. Every problem is answered at once, one ValidationError issue per field.",
  fields: (t) => ({
    organisationName: t.string({ required: true, description: "The organisation's name as fans will see it (2 to 120 characters)." }),
    contactName: t.string({ required: true, description: "The contact person's name (2 to 100 characters)." }),
    contactEmail: t.string({ required: true, description: "The contact e-mail address." }),
    contactPhone: t.string({ required: true, description: "The contact phone number, E.164 (e.g. +85291234567)." }),
    country: t.string({ required: true, description: "Where the organiser is based: an ISO 3166-1 alpha-2 code from Query.countries." }),
    eventTypes: t.field({ type: [EventTypeEnum], required: true, description: "The kinds of event it will run; at least one." }),
    description: t.string({ required: true, description: "What events: the artists, venues and dates it has in mind (20 to 2000 characters)." }),
    expectedVolume: t.field({ type: VolumeEnum, required: true, description: "How many tickets a year it expects to sell." }),
    website: t.string({ required: false, description: "Its website (http or https), optional." }),
    acceptTerms: t.boolean({ required: true, description: "The applicant agrees to the organiser terms: must be true." }),
  }),
});

const platformRead = { staff: "organisations:read" } as const;
const platformWrite = { staff: "organisations:write" } as const;

builder.queryFields((t) => ({
  myOrganisationApplication: t.field({
    type: OrganisationApplicationRef,
    nullable: true,
    description: "The signed-in account's newest application to become an organiser, or null when it never applied.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => myOrganisationApplication(ctx.db, viewerId(ctx)),
  }),
  organisationApplications: t.field({
    type: [OrganisationApplicationRef],
    description: "The platform (scope organisations:read): applications to become an organiser in one state (every state when null); the waiting ones oldest first, the others newest first.",
    args: {
      status: t.arg({ type: ApplicationStatusEnum, required: false, description: "Only these (default: every state)." }),
      limit: t.arg.int({ required: false, description: "At most this many (default 100, at most 200)." }),
    },
    authScopes: platformRead,
    resolve: (_r, { status, limit }, ctx) => listApplications(ctx.db, status ?? null, limit ?? 100),
  }),
}));

builder.mutationFields((t) => ({
  applyForOrganisation: t.field({
    type: OrganisationApplicationRef,
    description:
      "The signed-in account applies to become an organiser; a platform operator approves (it then owns the new organisation) or refuses it, and it is e-mailed either way. One open application per account. Audited.",
    args: { input: t.arg({ type: ApplicationInput, required: true, description: "The organisation, its contact and its events." }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, OrganisationApplicationOpenError], directResult: true },
    resolve: (_r, { input }, ctx) => applyForOrganisation(ctx.deps, { userId: viewerId(ctx), lang: ctx.lang, ip: ctx.ip, userAgent: ctx.userAgent }, { ...input, website: input.website ?? null }),
  }),
  approveOrganisationApplication: t.field({
    type: ApprovedApplicationRef,
    description:
      "The platform (scope organisations:write): approve an application. Its organisation is created with the applicant as OWNER in one transaction, audited, and the applicant e-mailed. Approving it again answers the same organisation (alreadyApproved), creating nothing.",
    args: {
      id: t.arg.id({ required: true, description: "The application's id (OrganisationApplication.id)." }),
      slug: t.arg.string({ required: false, description: "The organisation's slug (default: made of its name, unique)." }),
    },
    authScopes: platformWrite,
    errors: { types: [NotFoundError, ValidationError, OrganisationSlugTakenError, OrganisationApplicationDecidedError], directResult: true },
    resolve: (_r, { id, slug }, ctx) => approveApplication(ctx.deps, ctx, String(id), slug),
  }),
  refuseOrganisationApplication: t.field({
    type: OrganisationApplicationRef,
    description: "The platform (scope organisations:write): refuse an application with a reason the applicant reads in the e-mail; audited. They may apply again.",
    args: {
      id: t.arg.id({ required: true, description: "The application's id (OrganisationApplication.id)." }),
      reason: t.arg.string({ required: true, description: "Why (5 to 500 characters), in words the applicant understands." }),
    },
    authScopes: platformWrite,
    errors: { types: [NotFoundError, ValidationError, OrganisationApplicationDecidedError], directResult: true },
    resolve: (_r, { id, reason }, ctx) => refuseApplication(ctx.deps, ctx, String(id), reason),
  }),
}));
