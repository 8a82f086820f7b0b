// Apple passes: the download the ticket page links to, and Apple's PassKit web service (Wallet Passes →
// "Adding a web service to update passes"): devices register and unregister a pass, ask which of their
// passes changed since a tag, and fetch the latest version of one. A pass's authenticationToken names the
// ticket's version it was issued at (apple-tokens.ts): the latest pass for a token of an older version, or
// of a ticket that can no longer enter, is voided. When a ticket or its event changes, its registered devices
// are pushed to over APNs (apple.push.ts) and come here for the changed serials; Wallet also asks on its own.
import type { Deps } from "../../deps.ts";
import { ticketStamps } from "../tickets/index.ts";
import { eventsUpdatedAt } from "../events/index.ts";
import { buildApplePass } from "./apple.ts";
import { appleAuthToken, appleTokenVersion, DOWNLOAD_TTL_MS, downloadSignature, downloadSignatureOk } from "./apple-tokens.ts";
import { passTicket, type PassTicket } from "./pass-ticket.ts";

/** The signed, short-lived address of a ticket's .pkpass for its holder at the ticket's current version. */
export function applePassUrl(deps: Deps, t: PassTicket): string {
  const expiresAt = deps.now().getTime() + DOWNLOAD_TTL_MS;
  const sig = downloadSignature(deps.config.appSecret, t.id, t.ownerId, t.version, expiresAt);
  return `${deps.config.publicUrl}/passes/apple/download/${encodeURIComponent(t.id)}.pkpass?v=${t.version}&e=${expiresAt}&s=${sig}`;
}

export type PassAnswer = { status: 200; pass: Buffer; lastModified: Date } | { status: 304 | 401 | 404 };

/** The download: the signature holds, has not expired, and the ticket is still at that version with that holder and can enter. */
export async function downloadApplePass(deps: Deps, ticketId: string, q: { v?: string; e?: string; s?: string }): Promise<PassAnswer> {
  const apple = deps.config.walletPasses.apple;
  if (!apple) return { status: 404 };
  const version = Number(q.v);
  const expiresAt = Number(q.e);
  if (!Number.isSafeInteger(version) || !Number.isSafeInteger(expiresAt) || expiresAt < deps.now().getTime()) return { status: 401 };
  const t = await passTicket(deps, ticketId);
  if (!t || !downloadSignatureOk(deps.config.appSecret, t.id, t.ownerId, version, expiresAt, q.s ?? "")) return { status: 401 };
  if (t.version !== version || !t.enterable) return { status: 404 };
  const pass = buildApplePass(deps.config, apple, t, { version, authenticationToken: appleAuthToken(deps.config.appSecret, t.id, version), voided: false });
  return { status: 200, pass, lastModified: t.updatedAt };
}

/** "ApplePass <token>": the ticket and the version its pass was issued at, or null. */
async function authorised(deps: Deps, passTypeId: string, serial: string, authorization: string | undefined): Promise<{ t: PassTicket; version: number } | null> {
  const apple = deps.config.walletPasses.apple;
  if (!apple || passTypeId !== apple.passTypeId) return null;
  const token = /^ApplePass (\S+)$/.exec(authorization ?? "")?.[1];
  const version = appleTokenVersion(deps.config.appSecret, serial, token);
  if (version === null) return null;
  const t = await passTicket(deps, serial);
  return t && version <= t.version ? { t, version } : null;
}

/** Apple's "Register a pass for update notifications": 201 new, 200 already registered, 401. */
export async function registerDevice(deps: Deps, p: { device: string; passTypeId: string; serial: string }, authorization: string | undefined, pushToken: unknown): Promise<201 | 200 | 400 | 401> {
  if (!(await authorised(deps, p.passTypeId, p.serial, authorization))) return 401;
  if (typeof pushToken !== "string" || !pushToken || pushToken.length > 200 || p.device.length > 200) return 400;
  const key = { deviceLibraryIdentifier: p.device, passTypeIdentifier: p.passTypeId, serialNumber: p.serial };
  const existing = await deps.db.applePassRegistration.findUnique({ where: { deviceLibraryIdentifier_passTypeIdentifier_serialNumber: key } });
  if (existing) {
    await deps.db.applePassRegistration.update({ where: { id: existing.id }, data: { pushToken } });
    return 200;
  }
  await deps.db.applePassRegistration.upsert({ where: { deviceLibraryIdentifier_passTypeIdentifier_serialNumber: key }, create: { ...key, pushToken }, update: { pushToken } });
  return 201;
}

/** Apple's "Unregister a pass for update notifications": 200, or 401. */
export async function unregisterDevice(deps: Deps, p: { device: string; passTypeId: string; serial: string }, authorization: string | undefined): Promise<200 | 401> {
  if (!(await authorised(deps, p.passTypeId, p.serial, authorization))) return 401;
  await deps.db.applePassRegistration.deleteMany({ where: { deviceLibraryIdentifier: p.device, passTypeIdentifier: p.passTypeId, serialNumber: p.serial } });
  return 200;
}

/** Of these tickets, those whose pass changed after `sinceMs` (the ticket did, or its event: the time, the venue), with when. */
async function passesChangedSince(deps: Deps, ticketIds: string[], sinceMs: number | null): Promise<{ id: string; updatedAt: Date }[]> {
  const tickets = await ticketStamps(deps, ticketIds);
  const events = await eventsUpdatedAt(deps.db, tickets.map((t) => t.eventId));
  return tickets
    .map((t) => {
      const e = events.get(t.eventId);
      return { id: t.id, updatedAt: e && e > t.updatedAt ? e : t.updatedAt };
    })
    .filter((t) => sinceMs === null || t.updatedAt.getTime() > sinceMs);
}

/**
 * Apple's "Get the list of updatable passes": the serial numbers of the device's passes changed since the tag
 * (the tag is the last change's time in milliseconds, which we hand out as lastUpdated); null: nothing (204).
 */
export async function updatedSerials(deps: Deps, device: string, passTypeId: string, since: string | undefined): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const regs = await deps.db.applePassRegistration.findMany({ where: { deviceLibraryIdentifier: device, passTypeIdentifier: passTypeId }, select: { serialNumber: true } });
  if (!regs.length) return null;
  const sinceMs = since && /^\d{1,15}$/.test(since) ? Number(since) : null;
  const changed = await passesChangedSince(deps, regs.map((r) => r.serialNumber), sinceMs);
  if (!changed.length) return null;
  const last = Math.max(...changed.map((t) => t.updatedAt.getTime()));
  return { serialNumbers: changed.map((t) => t.id), lastUpdated: String(last) };
}

/**
 * Apple's "Send an updated pass": the pass as it is now for the holder of that token. A token of an older
 * version (the ticket moved away), or a ticket that can no longer enter (used, refunded, cancelled), gets a
 * voided pass without a code. 304 when unchanged since If-Modified-Since.
 */
export async function latestApplePass(deps: Deps, passTypeId: string, serial: string, authorization: string | undefined, ifModifiedSince: string | undefined): Promise<PassAnswer> {
  const apple = deps.config.walletPasses.apple;
  const auth = await authorised(deps, passTypeId, serial, authorization);
  if (!apple || !auth) return { status: 401 };
  const { t, version } = auth;
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
  // HTTP dates have whole seconds.
  if (!Number.isNaN(since) && Math.floor(t.updatedAt.getTime() / 1000) * 1000 <= since) return { status: 304 };
  const voided = version < t.version || !t.enterable;
  const pass = buildApplePass(deps.config, apple, t, { version, authenticationToken: appleAuthToken(deps.config.appSecret, t.id, version), voided });
  return { status: 200, pass, lastModified: t.updatedAt };
}
