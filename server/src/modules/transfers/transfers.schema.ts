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
  description: "The ticket cannot be transferred now: too close to the event (see lockedUntil).",
  name: "TransferLockedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ lockedUntil: t.expose("lockedUntil", { description: "Transfers are refused until this instant (ISO 8601, UTC).", type: "DateTime" }) }),
});
builder.objectType(transferErrors.RecipientTicketLimitError, {
  description: "The recipient would hold more tickets of the event than allowed.",
  name: "RecipientTicketLimitError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ max: t.exposeInt("max", { description: "How many tickets of the event one account may hold." }) }),
});
for (const [cls, name, description] of [
  [transferErrors.RecipientNotRegisteredError, "RecipientNotRegisteredError", "No account uses the recipient's e-mail address."],
  [transferErrors.TransferToSelfError, "TransferToSelfError", "A ticket cannot be transferred to its own owner."],
  [transferErrors.TicketNotTransferableError, "TicketNotTransferableError", "The ticket cannot be transferred (used, revoked, or a giveaway ticket)."],
  [transferErrors.RecipientIdentityRequiredError, "RecipientIdentityRequiredError", "The event is real-name: the recipient must save an identity first."],
  [transferErrors.TransferConflictError, "TransferConflictError", "The ticket changed meanwhile (e.g. another transfer); reload and retry."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
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

const TransferCodeSent = builder.objectRef<{ expiresInSeconds: number; sentTo: string }>("TransferCodeSent").implement({
  description: "A TRANSFER code went to the sender's own e-mail address.",
  fields: (t) => ({
    expiresInSeconds: t.exposeInt("expiresInSeconds", { description: "Seconds the e-mailed code stays valid." }),
    sentTo: t.exposeString("sentTo", { description: 'The address the code went to (the sender\'s own), partly masked for the screen: "de•••@fanfare.test".' }),
  }),
});

const SendTransferCodeInput = builder.inputType("SendTransferCodeInput", {
  description: "Asking for the confirmation code a ticket transfer needs.",
  fields: (t) => ({
    ticketId: t.globalID({ description: "The ticket's id (Ticket.id).", required: true, for: [TicketNode] }),
    toEmail: t.string({ description: "The recipient's e-mail address (a signed-up account).", required: true }),
    confirmEmail: t.string({ required: true, description: "The recipient's address again." }),
    humanCheck: t.string({ description: "The solved human check (HumanCheck widget payload)." }),
  }),
});

builder.mutationField("sendTransferCode", (t) =>
  t.field({
    type: TransferCodeSent,
    description: "Transfer step 1: checks the ticket and the recipient, then e-mails a code to the sender.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ description: "The ticket and the recipient.", type: SendTransferCodeInput, required: true }) },
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
  description: "A ticket transfer, confirmed with the code e-mailed by sendTransferCode.",
  fields: (t) => ({
    ticketId: t.globalID({ description: "The ticket's id (Ticket.id).", required: true, for: [TicketNode] }),
    toEmail: t.string({ description: "The recipient's e-mail address.", required: true }),
    confirmEmail: t.string({ description: "The recipient's e-mail address typed again; must match toEmail.", required: true }),
    code: t.string({ description: "The 6-digit code from the e-mail.", required: true }),
  }),
});

const TransferDone = builder.objectRef<{ transferId: string; toEmail: string }>("TransferDone").implement({
  description: "The ticket now belongs to the recipient; its old QR code is dead.",
  fields: (t) => ({
    transferId: t.exposeID("transferId", { description: "For the shareable /share-transfer?id= link." }),
    toEmail: t.exposeString("toEmail", { description: "The recipient's e-mail address." }),
  }),
});

builder.mutationField("transferTicket", (t) =>
  t.field({
    type: TransferDone,
    description: "Transfer step 2: with the e-mailed code the ticket changes owner. Irreversible.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ description: "The transfer.", type: TransferTicketInput, required: true }) },
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
      id: t.exposeID("id", { description: "The transfer's id." }),
      fromNickname: t.exposeString("fromNickname", { description: "The giver's nickname." }),
      completedAt: t.expose("completedAt", { description: "When the ticket changed hands (ISO 8601, UTC).", type: "DateTime" }),
      eventTitle: t.exposeString("eventTitle", { description: "The event's title." }),
      eventSlug: t.exposeString("eventSlug", { description: "The event's slug." }),
      startsAt: t.expose("startsAt", { description: "When the event starts (ISO 8601, UTC).", type: "DateTime" }),
      timeZone: t.exposeString("timeZone", { description: "The venue's IANA time zone." }),
      venue: t.exposeString("venue", { description: "The venue." }),
      ticketTypeName: t.exposeString("ticketTypeName", { description: "The ticket type's name." }),
    }),
  });

builder.queryField("sharedTransfer", (t) =>
  t.field({
    description: "A completed transfer as its share link shows it (public, no personal data beyond the giver's nickname), or null.",
    type: SharedTransfer,
    nullable: true,
    args: { id: t.arg.id({ description: "The transfer's id (TransferDone.transferId, in the share link).", required: true }) },
    resolve: (_r, args, ctx) => transfers.sharedTransfer(ctx.deps, String(args.id).slice(0, 64)),
  }),
);
