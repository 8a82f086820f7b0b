// Ed25519 with node:crypto for the rotating entry codes (format and trust chain: qr.rules.ts).
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

const keyCache = new WeakMap<Config["qr"], Map<string, ServerKey>>();

/** The configured server keys by id (cached per config object). */
export function serverKeys(qr: Config["qr"]): Map<string, ServerKey> {
  let keys = keyCache.get(qr);
  if (!keys) {
    keys = new Map();
    for (const k of qr.keys) {
      const privateKey = privateKeyFromSeed(k.seed);
      const publicKey = crypto.createPublicKey(privateKey);
      keys.set(k.keyId, { keyId: k.keyId, privateKey, publicKey, publicKeyB64: toBase64Url(rawPublicKey(publicKey)) });
    }
    keyCache.set(qr, keys);
  }
  return keys;
}

export function activeKey(qr: Config["qr"]): ServerKey {
  return serverKeys(qr).get(qr.activeKeyId)!;
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

const passCache = new Map<string, { privateKey: KeyObject; pass: Pass }>();

/** Issues (deterministically) the pass for a seed: same ticket and version → same pass. */
export function issuePass(qr: Config["qr"], kind: QrKind, id: string, version: number, seed: Buffer): Pass {
  const key = activeKey(qr);
  const cacheKey = `${key.keyId}|${kind}|${id}|${version}|${seed.toString("base64")}`;
  const hit = passCache.get(cacheKey);
  if (hit) return hit.pass;
  const privateKey = privateKeyFromSeed(seed);
  const passPublicKey = toBase64Url(rawPublicKey(privateKey));
  const certificate = toBase64Url(crypto.sign(null, Buffer.from(certificateMessage(kind, id, version, passPublicKey)), key.privateKey));
  const pass: Pass = { kind, id, version, seed, keyId: key.keyId, passPublicKey, certificate };
  if (passCache.size > 10_000) passCache.clear();
  passCache.set(cacheKey, { privateKey, pass });
  return pass;
}

/** The code of a pass for the window containing `atMs`. */
export function codeFor(qr: Config["qr"], pass: Pass, atMs: number): { code: string; window: number } {
  const window = windowAt(atMs, qr.periodSeconds);
  const privateKey = passCache.get(`${pass.keyId}|${pass.kind}|${pass.id}|${pass.version}|${pass.seed.toString("base64")}`)?.privateKey ?? privateKeyFromSeed(pass.seed);
  const signature = toBase64Url(crypto.sign(null, Buffer.from(codeMessage(pass.kind, pass.id, pass.version, window)), privateKey));
  const code: QrCode = { ...pass, window, signature };
  return { code: formatCompactQrCode(code), window };
}

/** Both signatures of a code: the server key's certificate and the pass key's signature. */
export function verifySignatures(qr: Config["qr"], c: QrCode): boolean {
  const server = serverKeys(qr).get(c.keyId);
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
