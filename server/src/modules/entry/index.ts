// The entry module's public API: the only file other modules import. Owns GateScan.
export {
  currentQr,
  myEntryGuide,
  publicKeys,
  publicStatusByCode,
  refreshTicketQr,
  revocationList,
  ticketPass,
  uploadScans,
  verifyScan,
  type EntryResult,
} from "./entry.service.ts";
export { eventScanFigures, type EventScanFigures } from "./figures.ts";
export { appleWalletCode, formatWalletCode, totp, walletTotpKey, walletValuePattern, WALLET_CODE_PREFIX, WALLET_TOTP_DIGITS } from "./wallet-code.ts";
