// The merchandise rules the client shares with the server: the order input, the quantity cap, and the
// client's half of the desktop-browser rule. zod only.
import { z } from "zod";

export const MAX_QUANTITY_PER_ORDER = 10;

/**
 * The desktop-browser rule for desktop-only products. The server cannot see the screen, so the client
 * states whether it is a desktop browser: a wide screen (≥ md, 800 px) with a fine pointer that can hover.
 * The server also refuses when the User-Agent names a phone or tablet (isDesktopBrowser in the server's
 * merch rules). This is a sales-channel policy (the desktop site sells these), not a security boundary.
 */
export const desktopMediaQuery = "(min-width: 800px) and (hover: hover) and (pointer: fine)";

const required = "validation.required";

export const secureMerchInput = z.object({
  variantId: z.string(required).min(1, required),
  quantity: z
    .number(required)
    .int("validation.merchQuantity")
    .min(1, "validation.merchQuantity")
    .max(MAX_QUANTITY_PER_ORDER, "validation.merchQuantity"),
  /** YYYY-MM-DD, one of the event's pick-up days (pick-up items). */
  pickupDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.merchPickupDate")
    .nullish(),
  /** An address of the fan's address book (shipping items). */
  addressId: z.string().min(1).nullish(),
  /** A ticket of the product's event the fan holds (ticket-holder exclusives). */
  ticketNo: z.string().max(40, "validation.invalidTicketNumber").nullish(),
  desktopBrowser: z.boolean().nullish(),
  idempotencyKey: z.string().max(64).nullish(),
  humanCheck: z.string().nullish(),
  /** An organiser's merchandise discount code for the product (issue 35). */
  code: z.string().max(64).nullish(),
});
export type SecureMerchInput = z.input<typeof secureMerchInput>;
