// Customer service in GraphQL: the form's options, the fan's issues with replies, filing and replying;
// staff (scope support:answer) list and answer issues. Thin: scope, call one service, return.
import { requireOperator } from "../organisations/index.ts";
import { eventTitleOf } from "../events/index.ts";
import { EventNode } from "../events/events.schema.ts";
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { RateLimitedError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
import { IssueTextTooShortError, SupportIssueNotFoundError, SupportSubjectNotFoundError } from "./support.errors.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { idOfType } from "../../node-access.ts";
import { orderNoOf } from "../orders/index.ts";
import { ticketNoOf } from "../tickets/index.ts";
import { issueRef, issueTypes } from "@fanfare/shared/support";
import * as support from "./support.service.ts";
import { viewerId } from "../../context.ts";


const IssueTypeEnum = builder.enumType("SupportIssueType", {
  description: "What a support request is about.",
  values: describedValues(issueTypes, {
    ACCOUNT: "Signing in, the profile, the account.",
    ENTRY: "Entry on the day, QR codes.",
    GIVEAWAY: "Giveaways.",
    MERCH: "Merchandise orders, shipping, pick-up.",
    OTHER: "Anything else.",
    PAYMENT: "Payments and refunds.",
    TICKET: "Buying tickets.",
    TRANSFER: "Transferring tickets.",
    WALLET: "The Fan Coin wallet.",
  }),
});
const SupportStatusEnum = builder.enumType("SupportStatus", {
  description: "Where a support request stands.",
  values: describedValues(["OPEN", "ANSWERED", "CLOSED"] as const, {
    OPEN: "Waiting for an answer from support.",
    ANSWERED: "Support answered; the fan may reply.",
    CLOSED: "Closed.",
  }),
});

builder.objectType(IssueTextTooShortError, {
  description: "The request's text is shorter than minLength.",
  name: "IssueTextTooShortError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ minLength: t.exposeInt("minLength", { description: "The minimum length in characters." }) }),
});
builder.objectType(SupportSubjectNotFoundError, {
  description: "The order or ticket the request names is not one of the viewer's (or the ticket is not of that order): nothing was filed.",
  name: "SupportSubjectNotFoundError",
  interfaces: [ErrorInterface],
});
builder.objectType(SupportIssueNotFoundError, { description: "No such support request of the viewer's.", name: "SupportIssueNotFoundError", interfaces: [ErrorInterface] });

const SupportMessageNode = builder.prismaObject("SupportMessage", {
  description: "One message in a support conversation.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The message's id." }),
    fromStaff: t.exposeBoolean("fromStaff", { description: "True when support wrote it; false for the fan." }),
    body: t.exposeString("body", { description: "The message text." }),
    createdAt: t.expose("createdAt", { description: "When it was sent (ISO 8601, UTC).", type: "DateTime" }),
  }),
});

const SupportIssueNode = builder.prismaObject("SupportIssue", {
  description: "A support request and its conversation.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The request's id." }),
    ref: t.string({ description: "A short reference to quote (last 8 characters of the id).", resolve: (i) => issueRef(i.id) }),
    type: t.field({ description: "What it is about.", type: IssueTypeEnum, resolve: (i) => i.type as (typeof issueTypes)[number] }),
    text: t.exposeString("text", { description: "The fan's first message." }),
    phone: t.exposeString("phone", { description: "The fan's contact phone (E.164); null when not given.", nullable: true }),
    email: t.exposeString("email", { description: "The e-mail address answers are sent to." }),
    status: t.expose("status", { description: "Where it stands.", type: SupportStatusEnum }),
    createdAt: t.expose("createdAt", { description: "When it was opened (ISO 8601, UTC).", type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { description: "When it last changed (ISO 8601, UTC).", type: "DateTime" }),
    messages: t.relation("messages", { description: "The conversation, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    eventId: t.id({
      description: "The global id of the event it is about (given, or that of its order or ticket); null when about none.",
      nullable: true,
      select: { eventId: true },
      resolve: (i) => (i.eventId ? encodeGlobalID("Event", i.eventId) : null),
    }),
    eventName: t.string({
      description: "The title of the event it is about; null when about none (or the event is gone).",
      nullable: true,
      select: { eventId: true },
      resolve: (i, _a, ctx) => (i.eventId ? eventTitleOf(ctx.db, i.eventId) : null),
    }),
    orderNo: t.string({
      description: "The number of the fan's order it is about; null when about none.",
      nullable: true,
      select: { orderId: true },
      resolve: (i, _a, ctx) => (i.orderId ? orderNoOf(ctx.db, i.orderId) : null),
    }),
    ticketNo: t.string({
      description: "The number of the fan's ticket it is about; null when about none.",
      nullable: true,
      select: { ticketId: true },
      resolve: (i, _a, ctx) => (i.ticketId ? ticketNoOf(ctx.db, i.ticketId) : null),
    }),
  }),
});
void SupportMessageNode;

const SupportOptions = builder
  .objectRef<{ minTextLength: number; email: string; hotline: string | null; officeAddress: string | null }>("SupportOptions")
  .implement({
    description: "What the customer-service and contact pages need: the text minimum and how to reach the team.",
    fields: (t) => ({
      minTextLength: t.exposeInt("minTextLength", { description: "The minimum length of a request's text, in characters." }),
      issueTypes: t.field({ description: "The types a request can have.", type: [IssueTypeEnum], resolve: () => [...issueTypes] }),
      email: t.exposeString("email", { description: "Support's e-mail address." }),
      hotline: t.exposeString("hotline", { description: "Support's phone hotline; null when none.", nullable: true }),
      officeAddress: t.exposeString("officeAddress", { nullable: true, description: "The office's postal address (desktop footer); null when not configured." }),
    }),
  });

builder.queryFields((t) => ({
  supportOptions: t.field({
    description: "What the support form needs: types, minimum text length and contacts (public, no auth).",
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
    args: {
      status: t.arg({ description: "Only requests in this status.", type: SupportStatusEnum, required: false }),
      limit: t.arg.int({ description: "At most this many (default 50, at most 200).", required: false }),
      platformOnly: t.arg.boolean({ description: "The platform's staff: only the platform's own inbox (requests about no organisation's event, order, ticket or merchandise); an organisation's staff see their organisation's either way.", required: false }),
    },
    authScopes: { staff: "support:answer" },
    resolve: (_q, _r, args, ctx) =>
      auditedStaffAction(ctx, "staff.support_read", { targetType: "SupportIssue" }, async () => support.listIssuesForStaff(ctx.deps, { ...args, organisationId: (await requireOperator(ctx)).organisationId }), (list) => ({ details: { count: list.length } })),
  }),
}));

const CreateSupportIssueInput = builder.inputType("CreateSupportIssueInput", {
  description: "A new support request.",
  fields: (t) => ({
    type: t.field({ description: "What it is about.", type: IssueTypeEnum, required: true }),
    text: t.string({ description: "The message (at least SupportOptions.minTextLength characters).", required: true }),
    phone: t.string({ description: "A contact phone number in E.164 form (e.g. +85291234567).", required: true }),
    email: t.string({ description: "The e-mail address answers go to.", required: true }),
    eventId: t.globalID({ for: [EventNode], description: "The event's id (Event.id) the issue is about (optional): its organiser's support staff answer it; one that does not exist is NOT_FOUND and nothing is filed." }),
    orderId: t.id({ description: "The order's id (Order.id) or number it is about (optional), one of the fan's own. Its event's organiser answers it (a top-up's: the platform). Another fan's answers SupportSubjectNotFoundError." }),
    ticketId: t.id({ description: "The ticket's id (Ticket.id; its database id is accepted too) it is about (optional), one of the fan's own. Its event's organiser answers it; with orderId it must be a ticket of that order." }),
  }),
});

builder.mutationFields((t) => ({
  createSupportIssue: t.field({
    type: SupportIssueNode,
    description: "Files an issue and e-mails a confirmation (5 an hour per fan).",
    args: { input: t.arg({ description: "The request.", type: CreateSupportIssueInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, IssueTextTooShortError, SupportSubjectNotFoundError, RateLimitedError, UnauthenticatedError], directResult: true },
    resolve: (_r, { input: { eventId, orderId, ticketId, ...input } }, ctx) =>
      support.createIssue(ctx.deps, viewerId(ctx), input, ctx.lang, {
        eventId: eventId?.id ?? null,
        orderId: orderId ? String(orderId) : null,
        ticketId: ticketId ? idOfType("Ticket", String(ticketId)) : null,
      }),
  }),
  replyToSupportIssue: t.field({
    type: SupportIssueNode,
    description: "The fan adds a message to their own issue (it opens again).",
    args: { issueId: t.arg.id({ description: "The request's id (SupportIssue.id); must be the viewer's.", required: true }), body: t.arg.string({ description: "The fan's reply text.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, SupportIssueNotFoundError, RateLimitedError, UnauthenticatedError], directResult: true },
    resolve: (_r, { issueId, body }, ctx) => support.replyAsFan(ctx.deps, viewerId(ctx), String(issueId), { body }),
  }),
  answerSupportIssue: t.field({
    type: SupportIssueNode,
    description: "Staff (scope support:answer): answer an issue (and close it); the fan is e-mailed.",
    args: { issueId: t.arg.id({ description: "The request's id (SupportIssue.id).", required: true }), body: t.arg.string({ description: "Support's answer text, sent to the fan by e-mail too.", required: true }), close: t.arg.boolean({ description: "Also close the request.", required: false }) },
    authScopes: { staff: "support:answer" },
    errors: { types: [ValidationError, SupportIssueNotFoundError], directResult: true },
    resolve: (_r, { issueId, body, close }, ctx) =>
      auditedStaffAction(ctx, "staff.support_answer", { targetType: "SupportIssue", targetId: String(issueId).slice(0, 100) }, async () => support.answerIssue(ctx.deps, String(issueId), { body, close }, (await requireOperator(ctx)).organisationId), (i) => ({
        subjectUserId: i.userId,
        details: { close: !!close, status: i.status },
      })),
  }),
}));
