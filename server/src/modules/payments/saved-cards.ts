// "Remember this card": the provider keeps the card (a Stripe PaymentMethod of the fan's Customer, an Adyen
// stored payment method, the sandbox's token); we keep only its token, brand, last 4 and expiry, to list it,
// charge it through that provider, and forget it at the provider when the fan removes it.
import crypto from "node:crypto";
import type { Payment, Prisma } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { NotFoundError } from "../../errors.ts";
import { PaymentMethodUnavailableError } from "./payments.errors.ts";
import { providerFor, type PaymentProvider, type ProviderCard, type SavedCardRef } from "./providers.ts";
import { routeFor } from "./routes.ts";

/** A card the provider saved for a payment whose fan asked to remember it: kept once per card and provider. */
export async function rememberProviderCard(tx: Tx, payment: Pick<Payment, "userId" | "provider">, card: ProviderCard): Promise<void> {
  // The name on a card is the provider's to keep; only the development sandbox (its own card form) keeps it here.
  const holderName = payment.provider === "sandbox" ? card.holderName.slice(0, 100) : "";
  await tx.$executeRaw`insert into "SavedCard" (id, "userId", provider, "providerToken", brand, last4, "expMonth", "expYear", "holderName", "createdAt")
    values (${`sc_${crypto.randomUUID()}`}, ${payment.userId}, ${payment.provider}, ${card.token}, ${card.brand}, ${card.last4.slice(-4)}, ${card.expMonth}, ${card.expYear}, ${holderName}, now())
    on conflict ("userId", provider, "providerToken") do nothing`;
}

/** The provider that takes cards now (saved cards of another provider cannot be charged through it). */
function cardProvider(deps: Deps): string | null {
  return routeFor(deps.config, "card")?.name ?? null;
}

/** The fan's saved cards that can pay now (those of the provider that takes cards), newest first. */
export function listSavedCards(deps: Deps, query: { include?: Prisma.SavedCardInclude; select?: Prisma.SavedCardSelect }, userId: string) {
  return deps.db.savedCard.findMany({ ...query, where: { userId, provider: cardProvider(deps) ?? "-" }, orderBy: { createdAt: "desc" } });
}

/** A saved card of the fan, as its provider charges it; refused when cards go to another provider now. */
export async function savedCardForPayment(deps: Deps, userId: string, savedCardId: string, provider: string): Promise<SavedCardRef> {
  const saved = await deps.db.savedCard.findUnique({ where: { id: savedCardId } });
  if (!saved || saved.userId !== userId) throw new NotFoundError("card");
  if (saved.provider !== provider) throw new PaymentMethodUnavailableError();
  const customer = await deps.db.paymentCustomer.findUnique({ where: { userId_provider: { userId, provider } } });
  return { token: saved.providerToken, customerRef: customer?.customerRef ?? null, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, holderName: saved.holderName };
}

/** Forgets one of the fan's saved cards: at the provider first, then here (a provider that cannot be reached leaves it listed). */
export async function deleteSavedCard(deps: Deps, userId: string, id: string): Promise<void> {
  const saved = await deps.db.savedCard.findUnique({ where: { id } });
  if (!saved || saved.userId !== userId) throw new NotFoundError("card");
  let provider: PaymentProvider | null = null;
  try {
    provider = providerFor(deps, saved.provider);
  } catch {
    provider = null; // a provider this server no longer has: the card can only be forgotten here
  }
  if (provider?.deleteSavedCard) {
    const customer = await deps.db.paymentCustomer.findUnique({ where: { userId_provider: { userId, provider: saved.provider } } });
    await provider.deleteSavedCard(deps, { token: saved.providerToken, customerRef: customer?.customerRef ?? null, userId });
  }
  const n = await deps.db.savedCard.deleteMany({ where: { id, userId } });
  if (n.count !== 1) throw new NotFoundError("card");
}
