// The address-book rules, shared by the server and the React client. zod only.
import { z } from "zod";

export const MAX_ADDRESSES = 10;

const required = "validation.required";
const tooLong = "validation.addressTooLong";

function text(max: number) {
  return z.string(required).trim().min(1, required).max(max, tooLong);
}
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const addressInput = z.object({
  recipient: text(60),
  /** With its dial code as typed: "+852 9123 4567". */
  phone: z
    .string(required)
    .transform((v) => v.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(/^\+?\d{5,18}$/, "validation.invalidPhone")),
  line1: text(120),
  line2: optionalText(120),
  city: text(60),
  region: optionalText(60),
  postalCode: optionalText(20),
  country: text(60),
  isDefault: z.boolean().nullish(),
});
export type AddressInput = z.input<typeof addressInput>;

/** The copy kept on a shipping order: later edits of the address book do not change where it went. */
export interface ShippingAddress {
  recipient: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
}
