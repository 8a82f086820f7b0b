// Wallet passes of a fan's ticket: which wallets are configured, and the links the ticket page offers.
import type { Deps } from "../../deps.ts";
import { googleSaveUrl } from "./google.ts";
import { applePassUrl } from "./apple.service.ts";
import { passTicket } from "./pass-ticket.ts";

/** Which wallets this server can put tickets in (the client shows only their buttons). */
export function walletProviders(deps: Deps): { apple: boolean; google: boolean } {
  return { apple: deps.config.walletPasses.apple !== null, google: deps.config.walletPasses.google !== null };
}

export interface WalletPassLinks {
  googleSaveUrl: string | null;
  applePassUrl: string | null;
}

/** The links of one of the fan's own tickets while it can enter; null for anyone else's or a ticket that cannot enter. */
export async function walletPassLinks(deps: Deps, userId: string, ticketId: string): Promise<WalletPassLinks | null> {
  const { google, apple } = deps.config.walletPasses;
  if (!google && !apple) return null;
  const t = await passTicket(deps, ticketId);
  if (!t || t.ownerId !== userId || !t.enterable) return null;
  const now = deps.now().getTime();
  return {
    googleSaveUrl: google ? googleSaveUrl(deps.config, google, t, now) : null,
    applePassUrl: apple ? applePassUrl(deps, t) : null,
  };
}
