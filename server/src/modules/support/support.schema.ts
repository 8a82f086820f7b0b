// Customer service in GraphQL: the form's options, the fan's issues with replies, filing and replying;
// staff (scope support:answer) list and answer issues. Thin: scope, call one service, return.
import { requireOperator } from "../organisations/index.ts";
import { eventOrganisationId } from "../events/index.ts";
import { EventNode } from "../events/events.schema.ts";
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { RateLimitedError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { IssueTextTooShortError, SupportIssueNotFoundError } from "./support.errors.ts";
import { issueRef, issueTypes } from "@fanfare/shared/support";
import * as support from "./support.service.ts";
import { viewerId } from "../../context.ts";


const IssueTypeEnum = builder.enumType("SupportIssueType", { values: issueTypes });
const SupportStatusEnum = builder.enumType("SupportStatus", { values: ["OPEN", "ANSWERED", "CLOSED"] as const });

builder.objectType(IssueTextTooShortError, {
  name: "IssueTextTooShortError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ minLength: t.exposeInt("minLength") }),
});
builder.objectType(SupportIssueNotFoundError, { name: "SupportIssueNotFoundError", interfaces: [ErrorInterface] });

const SupportMessageNode = builder.prismaObject("SupportMessage", {
  fields: (t) => ({
    id: t.exposeID("id"),
    fromStaff: t.exposeBoolean("fromStaff"),
    body: t.exposeString("body"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const SupportIssueNode = builder.prismaObject("SupportIssue", {
  fields: (t) => ({
    id: t.exposeID("id"),
    ref: t.string({ description: "A short reference to quote (last 8 characters of the id).", resolve: (i) => issueRef(i.id) }),
    type: t.field({ type: IssueTypeEnum, resolve: (i) => i.type as (typeof issueTypes)[number] }),
    text: t.exposeString("text"),
    phone: t.exposeString("phone", { nullable: true }),
    email: t.exposeString("email"),
    status: t.expose("status", { type: SupportStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    messages: t.relation("messages", { query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
  }),
});
void SupportMessageNode;

const SupportOptions = builder
  .objectRef<{ minTextLength: number; email: string; hotline: string | null; officeAddress: string | null }>("SupportOptions")
  .implement({
    description: "What the customer-service and contact pages need: the text minimum and how to reach the team.",
    fields: (t) => ({
      minTextLength: t.exposeInt("minTextLength"),
      issueTypes: t.field({ type: [IssueTypeEnum], resolve: () => [...issueTypes] }),
      email: t.exposeString("email"),
      hotline: t.exposeString("hotline", { nullable: true }),
      officeAddress: t.exposeString("officeAddress", { nullable: true, description: "The office's postal address (desktop footer); null when not configured." }),
    }),
  });

builder.queryFields((t) => ({
  supportOptions: t.field({
    type: SupportOptions,
    resolve: (_r, _a, ctx) => ctx.deps.config.support,
  }),
  mySupportIssues: t.prismaField({
    type: ["SupportIssue"],
    description: "The fan's issues, newest first, with the conversation.",
    authScopes: { loggedIn: true },
    resolve: (_q, _r, _a, ctx) => support.listFanIssues(ctx.deps, viewerId(ctx)),
  }),
  supportIssues: t.prismaField({
    type: ["SupportIssue"],
    description: "Staff (scope support:answer): issues, oldest first, optionally by status.",
    args: { status: t.arg({ type: SupportStatusEnum, required: false }), limit: t.arg.int({ required: false }) },
    authScopes: { staff: "support:answer" },
    resolve: (_q, _r, args, ctx) =>
      auditedStaffAction(ctx, "staff.support_read", { targetType: "SupportIssue" }, async () => support.listIssuesForStaff(ctx.deps, { ...args, organisationId: (await requireOperator(ctx)).organisationId }), (list) => ({ details: { count: list.length } })),
  }),
}));

const CreateSupportIssueInput = builder.inputType("CreateSupportIssueInput", {
  fields: (t) => ({
    type: t.field({ type: IssueTypeEnum, required: true }),
    text: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    eventId: t.globalID({ for: [EventNode], description: "The event the issue is about (optional): its organiser's support staff answer it." }),
  }),
});

builder.mutationFields((t) => ({
  createSupportIssue: t.field({
    type: SupportIssueNode,
    description: "Files an issue and e-mails a confirmation (5 an hour per fan).",
    args: { input: t.arg({ type: CreateSupportIssueInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, IssueTextTooShortError, RateLimitedError, UnauthenticatedError], directResult: true },
    resolve: async (_r, { input: { eventId, ...input } }, ctx) => support.createIssue(ctx.deps, viewerId(ctx), input, ctx.lang, eventId ? await eventOrganisationId(ctx.db, eventId.id) : null),
  }),
  replyToSupportIssue: t.field({
    type: SupportIssueNode,
    description: "The fan adds a message to their own issue (it opens again).",
    args: { issueId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, SupportIssueNotFoundError, RateLimitedError, UnauthenticatedError], directResult: true },
    resolve: (_r, { issueId, body }, ctx) => support.replyAsFan(ctx.deps, viewerId(ctx), String(issueId), { body }),
  }),
  answerSupportIssue: t.field({
    type: SupportIssueNode,
    description: "Staff (scope support:answer): answer an issue (and close it); the fan is e-mailed.",
    args: { issueId: t.arg.id({ required: true }), body: t.arg.string({ required: true }), close: t.arg.boolean({ required: false }) },
    authScopes: { staff: "support:answer" },
    errors: { types: [ValidationError, SupportIssueNotFoundError], directResult: true },
    resolve: (_r, { issueId, body, close }, ctx) =>
      auditedStaffAction(ctx, "staff.support_answer", { targetType: "SupportIssue", targetId: String(issueId).slice(0, 100) }, async () => support.answerIssue(ctx.deps, String(issueId), { body, close }, (await requireOperator(ctx)).organisationId), (i) => ({
        subjectUserId: i.userId,
        details: { close: !!close, status: i.status },
      })),
  }),
}));
