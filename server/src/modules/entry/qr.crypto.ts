// Ed25519 with node:crypto for the rotating entry codes (format and trust chain: @fanfare/shared/qr,
// packages/shared/src/qr.ts).
import crypto, { type KeyObject } from "node:crypto";
import type { Config } from "../../config.ts";
import {
  certificateMessage,
  codeMessage,
  ED25519_PKCS8_PREFIX,
  ED25519_SPKI_PREFIX,
  formatCompactQrCode,
  fromBase64Url,
  toBase64Url,
  windowAt,
  type QrCode,
  type QrKind,
} from "@fanfare/shared/qr";

export function privateKeyFromSeed(seed: Buffer): KeyObject {
  return crypto.createPrivateKey({ key: Buffer.concat([Buffer.from(ED25519_PKCS8_PREFIX), seed]), format: "der", type: "pkcs8" });
}

export function publicKeyFromRaw(raw: Uint8Array): KeyObject {
  return crypto.createPublicKey({ key: Buffer.concat([Buffer.from(ED25519_SPKI_PREFIX), Buffer.from(raw)]), format: "der", type: "spki" });
}

// Pass public keys seen at the gates, parsed once: a gate sees the same pass every 30 seconds.
const passKeys = new Map<string, KeyObject>();
function passKey(b64: string): KeyObject {
  let key = passKeys.get(b64);
  if (!key) {
    key = publicKeyFromRaw(fromBase64Url(b64));
    if (passKeys.size > 50_000) passKeys.clear();
    passKeys.set(b64, key);
  }
  return key;
}

export function rawPublicKey(key: KeyObject): Buffer {
  const publicKey = key.type === "public" ? key : crypto.createPublicKey(key);
  return publicKey.export({ format: "der", type: "spki" }).subarray(ED25519_SPKI_PREFIX.length);
}

interface ServerKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyB64: string;
}

/** Whose passes a key set certifies: an organisation's id, or null for the platform's (events made outside the operator API). */
export type KeyOwner = string | null;

const keyCache = new WeakMap<Config["qr"], Map<KeyOwner, Map<string, ServerKey>>>();

/**
 * An organisation's seed for one configured key: HMAC of the key's seed and the organisation's id. Each
 * organisation's passes are certified by keys of its own (its gates get only those public keys, so they
 * verify nothing of another's offline); every configured key, and so rotation (QR_SIGNING_KEYS,
 * QR_ACTIVE_KEY_ID), applies to every organisation at once, under the same key ids.
 */
function ownerSeed(seed: Buffer, owner: KeyOwner): Buffer {
  return owner === null ? seed : crypto.createHmac("sha256", seed).update(`fanfare-qr-organisation|${owner}`).digest();
}

/** The server keys of an owner by id (cached per config object and owner). */
export function serverKeys(qr: Config["qr"], owner: KeyOwner = null): Map<string, ServerKey> {
  let owners = keyCache.get(qr);
  if (!owners) keyCache.set(qr, (owners = new Map()));
  let keys = owners.get(owner);
  if (!keys) {
    keys = new Map();
    for (const k of qr.keys) {
      const privateKey = privateKeyFromSeed(ownerSeed(k.seed, owner));
      const publicKey = crypto.createPublicKey(privateKey);
      keys.set(k.keyId, { keyId: k.keyId, privateKey, publicKey, publicKeyB64: toBase64Url(rawPublicKey(publicKey)) });
    }
    if (owners.size > 10_000) owners.clear();
    owners.set(owner, keys);
  }
  return keys;
}

export function activeKey(qr: Config["qr"], owner: KeyOwner = null): ServerKey {
  return serverKeys(qr, owner).get(qr.activeKeyId)!;
}

/** A pass: the per-ticket (per-version) or per-item key pair and the server's certificate for it. */
export interface Pass {
  kind: QrKind;
  id: string;
  version: number;
  seed: Buffer;
  keyId: string;
  passPublicKey: string;
  certificate: string;
}

const passCache = new Map<string, Pass>();
// A pass's private key depends on its seed alone: parsed once per seed, for issuing and for codeFor.
const passPrivateKeys = new Map<string, KeyObject>();

/** Issues (deterministically) the pass for a seed, certified by its owner's active key: same ticket and version → same pass. */
export function issuePass(qr: Config["qr"], kind: QrKind, id: string, version: number, seed: Buffer, owner: KeyOwner = null): Pass {
  const key = activeKey(qr, owner);
  const cacheKey = `${owner ?? ""}|${key.keyId}|${kind}|${id}|${version}|${seed.toString("base64")}`;
  const hit = passCache.get(cacheKey);
  if (hit) return hit;
  const privateKey = passPrivateKeys.get(seed.toString("base64")) ?? privateKeyFromSeed(seed);
  const passPublicKey = toBase64Url(rawPublicKey(privateKey));
  const certificate = toBase64Url(crypto.sign(null, Buffer.from(certificateMessage(kind, id, version, passPublicKey)), key.privateKey));
  const pass: Pass = { kind, id, version, seed, keyId: key.keyId, passPublicKey, certificate };
  if (passCache.size > 10_000) passCache.clear();
  if (passPrivateKeys.size > 10_000) passPrivateKeys.clear();
  passCache.set(cacheKey, pass);
  passPrivateKeys.set(seed.toString("base64"), privateKey);
  return pass;
}

/** The code of a pass for the window containing `atMs`. */
export function codeFor(qr: Config["qr"], pass: Pass, atMs: number): { code: string; window: number } {
  const window = windowAt(atMs, qr.periodSeconds);
  const privateKey = passPrivateKeys.get(pass.seed.toString("base64")) ?? privateKeyFromSeed(pass.seed);
  const signature = toBase64Url(crypto.sign(null, Buffer.from(codeMessage(pass.kind, pass.id, pass.version, window)), privateKey));
  const code: QrCode = { ...pass, window, signature };
  return { code: formatCompactQrCode(code), window };
}

/** Both signatures of a code: its owner's server key's certificate and the pass key's signature. */
export function verifySignatures(qr: Config["qr"], c: QrCode, owner: KeyOwner = null): boolean {
  const server = serverKeys(qr, owner).get(c.keyId);
  if (!server) return false;
  try {
    const certOk = crypto.verify(null, Buffer.from(certificateMessage(c.kind, c.id, c.version, c.passPublicKey)), server.publicKey, fromBase64Url(c.certificate));
    if (!certOk) return false;
    return crypto.verify(null, Buffer.from(codeMessage(c.kind, c.id, c.version, c.window)), passKey(c.passPublicKey), fromBase64Url(c.signature));
  } catch {
    return false;
  }
}

/** A ticket's pass seed at a version: HMAC(ticket.qrSecret, version). A new version, a new key. */
export function ticketSeed(qrSecret: Uint8Array, version: number): Buffer {
  return crypto.createHmac("sha256", Buffer.from(qrSecret)).update(`ticket-pass-v${version}`).digest();
}

/** A merchandise item's pass seed: HMAC of a server key and the item id (no per-item column needed). */
export function merchSeed(appSecret: string, orderItemId: string): Buffer {
  return crypto.createHmac("sha256", appSecret).update(`merch-pass|${orderItemId}`).digest();
}
