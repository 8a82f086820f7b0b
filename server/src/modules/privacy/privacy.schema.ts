// Privacy rights in GraphQL: the fan's data export and account deletion, both behind the password.
// Thin: scope, call one service, return.
import { builder } from "../../builder.ts";
import { UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
import { TooManyAttemptsError, WrongPasswordError } from "../users/index.ts";
import { Done, done } from "../users/users.schema.ts";
import { AccountDeletionBlockedError, deletionBlockers } from "./privacy.errors.ts";
import * as privacy from "./privacy.service.ts";
import { viewerId } from "../../context.ts";

const DeletionBlockerEnum = builder.enumType("AccountDeletionBlocker", {
  description: "LIVE_HOLD: an unpaid order still holding stock; PENDING_PAYMENT: a payment or refund not finished; WALLET_BALANCE: Fan Coin left; UPCOMING_TICKETS: tickets for events not over; UNDELIVERED_MERCH: a merch order not yet delivered or picked up.",
  values: describedValues(deletionBlockers, {
    LIVE_HOLD: "An unpaid order still holds stock.",
    PENDING_PAYMENT: "A payment or refund has not finished.",
    WALLET_BALANCE: "Fan Coin is left in the wallet.",
    UPCOMING_TICKETS: "Tickets for events that are not over.",
    UNDELIVERED_MERCH: "Merchandise not yet delivered or picked up.",
  }),
});

builder.objectType(AccountDeletionBlockedError, {
  description: "The account cannot be deleted yet (see reasons).",
  name: "AccountDeletionBlockedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ reasons: t.field({ description: "Everything that blocks deletion; resolve each and retry.", type: [DeletionBlockerEnum], resolve: (e) => e.reasons }) }),
});

const MyDataExport = builder.objectRef<{ fileName: string; data: privacy.MyDataExport }>("MyDataExport").implement({
  description: "Everything Fanfare holds about the fan, as one JSON document (format fanfare-personal-data-export, version 1).",
  fields: (t) => ({
    fileName: t.exposeString("fileName", { description: "A suggested file name (fanfare-my-data-<date of the export>.json)." }),
    data: t.field({ description: "The export as a JSON object.", type: "JSON", resolve: (e) => e.data }),
  }),
});


const errors = [ValidationError, UnauthenticatedError, WrongPasswordError, TooManyAttemptsError] as const;

builder.mutationFields((t) => ({
  exportMyData: t.field({
    type: MyDataExport,
    description: "The fan's own data (profile, addresses, identities in full, the declared seating need, tickets, orders, payments, ledger, transfers, giveaway entries, support requests, audit trail), after the password.",
    args: { password: t.arg.string({ description: "The account's password, asked again.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [...errors], directResult: true },
    resolve: async (_r, { password }, ctx) => {
      const data = await privacy.exportMyData(ctx.deps, viewerId(ctx), password, { ip: ctx.ip, userAgent: ctx.userAgent });
      return { fileName: `fanfare-my-data-${data.exportedAt.slice(0, 10)}.json`, data };
    },
  }),
  deleteMyAccount: t.field({
    type: Done,
    description: "Deletes the fan's account after the password: identities removed, personal data anonymised, sales records kept. Refused (with every reason) while money or tickets are still in play.",
    args: { password: t.arg.string({ description: "The account's password, asked again.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [...errors, AccountDeletionBlockedError], directResult: true },
    resolve: async (_r, { password }, ctx) => {
      await privacy.deleteMyAccount(ctx.deps, viewerId(ctx), password, { ip: ctx.ip, userAgent: ctx.userAgent });
      return done;
    },
  }),
}));
