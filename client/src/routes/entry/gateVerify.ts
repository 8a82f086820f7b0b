// What the gate does without a network: both signatures of a code with the downloaded public key, its
// time window, the revocation list, and the scans this gate already made offline.
import { certificateMessage, checkWindow, codeMessage, ED25519_SPKI_PREFIX, fromBase64Url, parseQrCode } from "@fanfare/shared/qr";
import { entryDay } from "@fanfare/shared/entryDay";
import type { GateSnapshot, QueuedScan } from "./gateStore";

export type OfflineResult = "ACCEPTED" | "ALREADY_USED" | "REVOKED" | "SUPERSEDED" | "INVALID" | "EXPIRED" | "WRONG_DAY";

async function publicKey(raw: Uint8Array): Promise<CryptoKey> {
  const spki = new Uint8Array(ED25519_SPKI_PREFIX.length + raw.length);
  spki.set(ED25519_SPKI_PREFIX);
  spki.set(raw, ED25519_SPKI_PREFIX.length);
  return crypto.subtle.importKey("spki", spki, { name: "Ed25519" }, false, ["verify"]);
}

async function verifySig(key: CryptoKey, signature: string, message: string): Promise<boolean> {
  return crypto.subtle.verify({ name: "Ed25519" }, key, fromBase64Url(signature), new TextEncoder().encode(message));
}

export async function verifyOffline(
  text: string,
  snapshot: GateSnapshot,
  seen: QueuedScan[],
  nowMs: number,
): Promise<{ result: OfflineResult; subject: string | null; firstUsedAt?: string | null; firstEntrance?: string | null }> {
  const c = parseQrCode(text);
  if (!c) return { result: "INVALID", subject: null };
  const subject = `${c.kind}:${c.id}`;
  const key = snapshot.keys.find((k) => k.keyId === c.keyId);
  if (!key) return { result: "INVALID", subject };
  try {
    const server = await publicKey(fromBase64Url(key.publicKey));
    if (!(await verifySig(server, c.certificate, certificateMessage(c.kind, c.id, c.version, c.passPublicKey)))) return { result: "INVALID", subject };
    const pass = await publicKey(fromBase64Url(c.passPublicKey));
    if (!(await verifySig(pass, c.signature, codeMessage(c.kind, c.id, c.version, c.window)))) return { result: "INVALID", subject };
  } catch {
    return { result: "INVALID", subject };
  }
  if (checkWindow(c.window, nowMs, snapshot) !== "OK") return { result: "EXPIRED", subject };
  // The gate's event admits on its days only (which event a ticket is of, the upload tells: WRONG_EVENT).
  if (snapshot.eventDays?.length && snapshot.eventTimeZone && !snapshot.eventDays.includes(entryDay(new Date(nowMs), snapshot.eventTimeZone))) return { result: "WRONG_DAY", subject: null };
  const revoked = snapshot.revocations.find((r) => r.kind === (c.kind === "T" ? "TICKET" : "MERCH") && r.id === c.id);
  if (revoked && c.version < revoked.minVersion) return { result: "SUPERSEDED", subject };
  if (revoked?.closed) return revoked.usedAt ? { result: "ALREADY_USED", subject, firstUsedAt: revoked.usedAt, firstEntrance: revoked.entrance } : { result: "REVOKED", subject };
  const earlier = seen.find((s) => s.subject === subject && s.offlineResult === "ACCEPTED");
  if (earlier) return { result: "ALREADY_USED", subject, firstUsedAt: earlier.scannedAt, firstEntrance: earlier.entrance };
  return { result: "ACCEPTED", subject };
}
