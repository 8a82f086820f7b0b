// Transfers in GraphQL: send the e-mailed code, transfer with it, the Ticket node's transfer fields,
// and the public page a shared link opens. Thin: scope, call one service, return.
import { builder } from "../../builder.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { TicketNode } from "../tickets/tickets.schema.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { EmailCodeInvalidError, TooManyAttemptsError } from "../users/index.ts";
import * as transferErrors from "./transfers.errors.ts";
import * as transfers from "./transfers.service.ts";

builder.objectType(transferErrors.TransferLockedError, {
  name: "TransferLockedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ lockedUntil: t.expose("lockedUntil", { type: "DateTime" }) }),
});
builder.objectType(transferErrors.RecipientTicketLimitError, {
  name: "RecipientTicketLimitError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ max: t.exposeInt("max") }),
});
for (const [cls, name] of [
  [transferErrors.RecipientNotRegisteredError, "RecipientNotRegisteredError"],
  [transferErrors.TransferToSelfError, "TransferToSelfError"],
  [transferErrors.TicketNotTransferableError, "TicketNotTransferableError"],
  [transferErrors.RecipientIdentityRequiredError, "RecipientIdentityRequiredError"],
  [transferErrors.TransferConflictError, "TransferConflictError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

const transferRefusals = [
  ValidationError,
  UnauthenticatedError,
  NotFoundError,
  transferErrors.RecipientNotRegisteredError,
  transferErrors.TransferToSelfError,
  transferErrors.TicketNotTransferableError,
  transferErrors.TransferLockedError,
  transferErrors.RecipientTicketLimitError,
  transferErrors.RecipientIdentityRequiredError,
] as const;

// ───── the Ticket node's transfer fields ─────

builder.objectFields(TicketNode, (t) => ({
  canTransfer: t.boolean({
    description: "Whether the owner may transfer it now (usable, event not over, lock period passed).",
    resolve: async (ticket, _a, ctx) => {
      return ticket.ownerId === ctx.viewer.userId && (await transfers.canTransferNow(ctx.deps, ticket));
    },
  }),
}));

// ───── mutations ─────

const TransferCodeSent = builder.objectRef<{ expiresInSeconds: number }>("TransferCodeSent").implement({
  description: "A TRANSFER code went to the sender's own e-mail address.",
  fields: (t) => ({ expiresInSeconds: t.exposeInt("expiresInSeconds") }),
});

const SendTransferCodeInput = builder.inputType("SendTransferCodeInput", {
  fields: (t) => ({
    ticketId: t.globalID({ required: true, for: [TicketNode] }),
    toEmail: t.string({ required: true }),
    confirmEmail: t.string({ required: true, description: "The recipient's address again." }),
    humanCheck: t.string({ description: "The solved human check (HumanCheck widget payload)." }),
  }),
});

builder.mutationField("sendTransferCode", (t) =>
  t.field({
    type: TransferCodeSent,
    description: "Transfer step 1: checks the ticket and the recipient, then e-mails a code to the sender.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SendTransferCodeInput, required: true }) },
    errors: { types: [...transferRefusals, TooManyAttemptsError, HumanCheckFailedError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      transfers.sendTransferCode(ctx.deps, {
        userId: ctx.viewer.userId!,
        ticketId: input.ticketId.id,
        toEmail: input.toEmail,
        confirmEmail: input.confirmEmail,
        humanCheck: input.humanCheck,
        lang: ctx.lang,
        ip: ctx.ip,
      }),
  }),
);

const TransferTicketInput = builder.inputType("TransferTicketInput", {
  fields: (t) => ({
    ticketId: t.globalID({ required: true, for: [TicketNode] }),
    toEmail: t.string({ required: true }),
    confirmEmail: t.string({ required: true }),
    code: t.string({ required: true }),
  }),
});

const TransferDone = builder.objectRef<{ transferId: string; toEmail: string }>("TransferDone").implement({
  description: "The ticket now belongs to the recipient; its old QR code is dead.",
  fields: (t) => ({
    transferId: t.exposeID("transferId", { description: "For the shareable /share-transfer?id= link." }),
    toEmail: t.exposeString("toEmail"),
  }),
});

builder.mutationField("transferTicket", (t) =>
  t.field({
    type: TransferDone,
    description: "Transfer step 2: with the e-mailed code the ticket changes owner. Irreversible.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: TransferTicketInput, required: true }) },
    errors: { types: [...transferRefusals, EmailCodeInvalidError, transferErrors.TransferConflictError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      const done = await transfers.transferTicket(ctx.deps, {
        userId: ctx.viewer.userId!,
        ticketId: input.ticketId.id,
        toEmail: input.toEmail,
        confirmEmail: input.confirmEmail,
        code: input.code,
      });
      return { transferId: done.transferId, toEmail: input.toEmail.trim().toLowerCase() };
    },
  }),
);

// ───── the public shared link ─────

const SharedTransfer = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof transfers.sharedTransfer>>>>("SharedTransfer")
  .implement({
    description: "What a shared transfer link shows: the event and ticket type, the sender's nickname; nothing else.",
    fields: (t) => ({
      id: t.exposeID("id"),
      fromNickname: t.exposeString("fromNickname"),
      completedAt: t.expose("completedAt", { type: "DateTime" }),
      eventTitle: t.exposeString("eventTitle"),
      eventSlug: t.exposeString("eventSlug"),
      startsAt: t.expose("startsAt", { type: "DateTime" }),
      timeZone: t.exposeString("timeZone", { description: "The venue's IANA time zone." }),
      venue: t.exposeString("venue"),
      ticketTypeName: t.exposeString("ticketTypeName"),
    }),
  });

builder.queryField("sharedTransfer", (t) =>
  t.field({
    type: SharedTransfer,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => transfers.sharedTransfer(ctx.deps, String(args.id).slice(0, 64)),
  }),
);
