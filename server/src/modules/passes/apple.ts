// "Add to Apple Wallet": the ticket's .pkpass, built and signed by passkit-generator with the Pass Type ID
// certificate and key and Apple's WWDR certificate from config. Apple Wallet has no rotating barcode: the
// pass carries the ticket's fixed wallet code (entry/wallet-code.ts), and the pass web service
// (apple.service.ts) replaces it on the holder's devices when the ticket changes, or voids it once the ticket
// moved away, was used or revoked.
import fs from "node:fs";
import path from "node:path";
import { PKPass } from "passkit-generator";
import { rootDir, type Config, type WalletPassesConfig } from "../../config.ts";
import { appleWalletCode } from "../entry/index.ts";
import type { PassTicket } from "./pass-ticket.ts";

type AppleConfig = NonNullable<WalletPassesConfig["apple"]>;

let images: Record<string, Buffer> | null = null;
/** The pass's icon and logo: the app's own icon. */
function passImages(): Record<string, Buffer> {
  if (!images) {
    const dir = path.join(rootDir, "client", "public", "icons");
    const small = fs.readFileSync(path.join(dir, "apple-touch-icon.png"));
    images = { "icon.png": small, "icon@2x.png": small, "logo.png": small, "logo@2x.png": small };
  }
  return images;
}

export interface ApplePassOptions {
  /** The version the holder's pass was issued at: older than the ticket's (it moved away), the pass is voided. */
  version: number;
  authenticationToken: string;
  voided: boolean;
}

const SIX_HOURS_MS = 6 * 3600_000;

/** The signed .pkpass of a ticket (a zip: pass.json, images, manifest.json, signature). */
export function buildApplePass(config: Config, apple: AppleConfig, t: PassTicket, opts: ApplePassOptions): Buffer {
  const e = t.event;
  const pass = new PKPass(
    passImages(),
    { wwdr: apple.wwdr, signerCert: apple.signerCert, signerKey: apple.signerKey, signerKeyPassphrase: apple.signerKeyPassphrase ?? undefined },
    {
      formatVersion: 1,
      serialNumber: t.id,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      organizationName: apple.organizationName,
      description: `${e.title} — ${t.typeName}`,
      webServiceURL: `${config.publicUrl}/passes/apple`,
      authenticationToken: opts.authenticationToken,
      voided: opts.voided,
      backgroundColor: "rgb(24, 24, 40)",
      foregroundColor: "rgb(255, 255, 255)",
      labelColor: "rgb(255, 196, 0)",
    },
  );
  pass.type = "eventTicket";
  pass.headerFields.push({ key: "ticketNo", label: "TICKET", value: t.ticketNo });
  pass.primaryFields.push({ key: "event", label: "EVENT", value: e.title });
  pass.secondaryFields.push(
    { key: "venue", label: "VENUE", value: e.venue },
    { key: "startsAt", label: "DATE", value: e.startsAt.toISOString(), dateStyle: "PKDateStyleMedium", timeStyle: "PKDateStyleShort" },
  );
  if (t.seat) {
    pass.auxiliaryFields.push(
      { key: "area", label: "AREA", value: t.seat.area },
      { key: "row", label: "ROW", value: t.seat.row },
      { key: "seat", label: "SEAT", value: String(t.seat.number) },
    );
  } else {
    pass.auxiliaryFields.push({ key: "area", label: "AREA", value: t.typeName });
  }
  if (t.entrance) pass.auxiliaryFields.push({ key: "entrance", label: "ENTRANCE", value: t.entrance });
  pass.backFields.push(
    { key: "type", label: "Ticket type", value: t.typeName },
    { key: "address", label: "Address", value: [e.venue, e.address, e.city].filter(Boolean).join(", ") },
    { key: "timeZone", label: "Time zone", value: e.timeZone },
  );
  // Near the venue the pass comes up on the lock screen (Apple's relevance: within the pass type's default distance).
  if (e.location) pass.setLocations({ latitude: e.location.latitude, longitude: e.location.longitude, relevantText: `${e.title} at ${e.venue}` });
  pass.setRelevantDate(e.doorsOpenAt ?? e.startsAt);
  pass.setExpirationDate(new Date((e.endsAt ?? e.startsAt).getTime() + SIX_HOURS_MS));
  // A voided pass shows no code (the ticket moved away, was used or revoked: no code of it would enter).
  if (!opts.voided) pass.setBarcodes({ format: "PKBarcodeFormatQR", message: appleWalletCode(t.qrSecret, t.id, opts.version), messageEncoding: "iso-8859-1", altText: t.ticketNo });
  return pass.getAsBuffer();
}
