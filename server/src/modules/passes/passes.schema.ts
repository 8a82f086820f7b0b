// Wallet passes: which wallets are available (Query.walletPassProviders) and a ticket's links (Ticket.walletPasses).
import { builder } from "../../builder.ts";
import { TicketNode } from "../tickets/tickets.schema.ts";
import { walletPassLinks, walletProviders, type WalletPassLinks } from "./passes.service.ts";

const WalletPassProviders = builder.objectRef<{ apple: boolean; google: boolean }>("WalletPassProviders").implement({
  description: "The wallets this server can put tickets in: the client shows a button for each that is true.",
  fields: (t) => ({
    apple: t.exposeBoolean("apple", { description: "Apple Wallet (.pkpass) is configured." }),
    google: t.exposeBoolean("google", { description: "Google Wallet (save link with a rotating barcode) is configured." }),
  }),
});

const WalletPasses = builder.objectRef<WalletPassLinks>("WalletPasses").implement({
  description: "Where to get a ticket's wallet passes; a link is null when its wallet is not configured.",
  fields: (t) => ({
    googleSaveUrl: t.exposeString("googleSaveUrl", { nullable: true, description: "The \"Add to Google Wallet\" link (https://pay.google.com/gp/v/save/<signed JWT>); its pass's barcode rotates." }),
    applePassUrl: t.exposeString("applePassUrl", { nullable: true, description: "The \"Add to Apple Wallet\" link: a signed, short-lived address of the ticket's .pkpass." }),
  }),
});

builder.queryFields((t) => ({
  walletPassProviders: t.field({
    type: WalletPassProviders,
    description: "Which wallets are configured (public).",
    resolve: (_r, _a, ctx) => walletProviders(ctx.deps),
  }),
}));

builder.objectFields(TicketNode, (t) => ({
  walletPasses: t.field({
    type: WalletPasses,
    nullable: true,
    description: "The owner's wallet pass links; null for anyone else, once the ticket cannot enter, or when no wallet is configured.",
    resolve: (ticket, _a, ctx) => (ctx.viewer.userId ? walletPassLinks(ctx.deps, ctx.viewer.userId, ticket.id) : null),
  }),
}));
