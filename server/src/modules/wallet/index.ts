// The wallet module's public API: the only file other modules import. Owns WalletAccount, LedgerTransaction, LedgerEntry.
export {
  chargeWallet,
  creditPaidTopUp,
  creditTopUp,
  ensureWallet,
  ledgerTotals,
  publishBalances,
  refundWallet,
  reverseTopUp,
  walletBalance,
  walletBalanceIn,
  type Posted,
} from "./wallet.service.ts";
export { toFanCoins } from "./wallet.rules.ts";
export { InsufficientBalanceError } from "./wallet.errors.ts";
export { walletBalanceOf, walletForExport } from "./personal-data.ts";
