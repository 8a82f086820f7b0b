// The transfers module's public API: the only file other modules import. Owns Transfer.
export { canTransferNow, sendTransferCode, sharedTransfer, transferBlock, transferTicket } from "./transfers.service.ts";
export * from "./transfers.errors.ts";
export { tombstoneTransfersTo, transfersOf } from "./personal-data.ts";
