// "Add to Google Wallet": a save link whose JWT (RS256, the service account's key) carries the event's
// EventTicketClass and the ticket's EventTicketObject with a rotating barcode. Google's app computes the
// barcode's TOTP from the key in the object (RFC 6238, SHA-1, the entry code's period); the gate checks it
// (entry/wallet-code.ts). The object id names the ticket's version, so a new holder saves a new object,
// and the former holder's keeps a key of the old version, which the gate refuses.
// Reference: developers.google.com/wallet/tickets/events (JWT "savetowallet", RotatingBarcode, TotpDetails).
import crypto from "node:crypto";
import type { Config, WalletPassesConfig } from "../../config.ts";
import { walletTotpKey, walletValuePattern, WALLET_TOTP_DIGITS } from "../entry/index.ts";
import type { PassTicket } from "./pass-ticket.ts";

export const GOOGLE_SAVE_URL = "https://pay.google.com/gp/v/save/";

type GoogleConfig = NonNullable<WalletPassesConfig["google"]>;

const b64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");
const text = (value: string) => ({ defaultValue: { language: "en-US", value } });
/** Google's ids: "<issuer>.<suffix>", the suffix of letters, digits, '.', '_' or '-'. */
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, "_");

/** A JWT signed with RS256 (header, claims, signature; base64url). */
export function signJwtRs256(claims: object, privateKeyPem: string, keyId: string | null): string {
  const header = { alg: "RS256", typ: "JWT", ...(keyId ? { kid: keyId } : {}) };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const signature = crypto.sign("RSA-SHA256", Buffer.from(input), privateKeyPem);
  return `${input}.${b64url(signature)}`;
}

export function googleClassId(google: GoogleConfig, eventId: string): string {
  return `${google.issuerId}.fanfare-event-${safe(eventId)}`;
}

export function googleObjectId(google: GoogleConfig, t: Pick<PassTicket, "id" | "version">): string {
  return `${google.issuerId}.fanfare-ticket-${safe(t.id)}-v${t.version}`;
}

/** The save link's claims: the event's class and the ticket's object with its rotating barcode. */
export function googleSaveClaims(config: Config, google: GoogleConfig, t: PassTicket, nowMs: number) {
  const seat = t.seat;
  return {
    iss: google.clientEmail,
    aud: "google",
    typ: "savetowallet",
    iat: Math.floor(nowMs / 1000),
    origins: [new URL(config.publicUrl).origin],
    payload: {
      eventTicketClasses: [
        {
          id: googleClassId(google, t.event.id),
          issuerName: config.walletPasses.apple?.organizationName ?? "Fanfare",
          reviewStatus: "UNDER_REVIEW",
          eventName: text(t.event.title),
          venue: { name: text(t.event.venue), address: text([t.event.address, t.event.city].filter(Boolean).join(", ")) },
          ...(t.event.location ? { locations: [{ kind: "walletobjects#latLongPoint", latitude: t.event.location.latitude, longitude: t.event.location.longitude }] } : {}),
          dateTime: {
            start: t.event.startsAt.toISOString(),
            ...(t.event.endsAt ? { end: t.event.endsAt.toISOString() } : {}),
            ...(t.event.doorsOpenAt ? { doorsOpen: t.event.doorsOpenAt.toISOString() } : {}),
          },
        },
      ],
      eventTicketObjects: [
        {
          id: googleObjectId(google, t),
          classId: googleClassId(google, t.event.id),
          state: "ACTIVE",
          ticketNumber: t.ticketNo,
          ticketType: text(t.typeName),
          seatInfo: {
            ...(seat ? { section: text(seat.area), row: text(seat.row), seat: text(String(seat.number)) } : {}),
            ...(t.entrance ? { gate: text(t.entrance) } : {}),
          },
          rotatingBarcode: {
            type: "QR_CODE",
            valuePattern: walletValuePattern(t.id, t.version),
            alternateText: t.ticketNo,
            totpDetails: {
              algorithm: "TOTP_SHA1",
              periodMillis: String(config.qr.periodSeconds * 1000),
              parameters: [{ key: walletTotpKey(t.qrSecret, t.version).toString("hex"), valueLength: WALLET_TOTP_DIGITS }],
            },
          },
        },
      ],
    },
  };
}

/** https://pay.google.com/gp/v/save/<jwt> for one ticket. */
export function googleSaveUrl(config: Config, google: GoogleConfig, t: PassTicket, nowMs: number): string {
  return GOOGLE_SAVE_URL + signJwtRs256(googleSaveClaims(config, google, t, nowMs), google.privateKey, google.keyId);
}
