// The addresses module's public API: the only file other modules import. The fan's address book
// (Address); a shipping order keeps a copy of the chosen address (addressSnapshot).

export { addressSnapshot } from "./addresses.service.ts";
export type { ShippingAddress } from "@fanfare/shared/addresses";
export { addressesOf, eraseAddressesOf } from "./personal-data.ts";
