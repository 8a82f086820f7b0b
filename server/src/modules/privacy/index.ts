// The privacy module's public API: the only file other modules import.
export { deleteMyAccount, exportMyData, tombstoneEmail, type MyDataExport } from "./privacy.service.ts";
export { AccountDeletionBlockedError, deletionBlockers, type DeletionBlocker } from "./privacy.errors.ts";
