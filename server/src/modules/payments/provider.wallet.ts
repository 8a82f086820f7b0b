// The Fan Coin wallet as a payment provider: it moves money inside our own database transaction, so it
// answers at once and never sends a webhook.
import type { Tx } from "../../db.ts";
import { chargeWallet, refundWallet } from "../wallet/index.ts";
import { WebhookSignatureError } from "./payments.errors.ts";
import type { PaymentProvider } from "./providers.ts";

export const walletProvider: PaymentProvider = {
  name: "wallet",
  checkoutLifetimeMs: null,
  methods: [],
  async createPayment(_deps, req) {
    if (!req.tx) throw new Error("the wallet provider works inside a transaction");
    const posted = await chargeWallet(req.tx, req.userId, req.amount, req.paymentNo, req.description);
    return { kind: "succeeded", providerRef: `wallet_${posted.transactionId}`, posted };
  },
  async handleWebhook() {
    throw new WebhookSignatureError("the wallet provider sends no webhooks");
  },
  async refund(deps, req) {
    // Each refund is its own ledger transaction, referenced by its refund number (a payment may be refunded in parts).
    const run = (tx: Tx) => refundWallet(tx, req.userId, req.amount, req.refundNo, `Refund of ${req.paymentNo}`);
    const posted = req.tx ? await run(req.tx) : await deps.db.$transaction(run);
    return { refundRef: `wallet_${posted.transactionId}`, status: "SUCCEEDED" };
  },
};
