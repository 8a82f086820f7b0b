// Audience identities at rest: AES-256-GCM with the key from config (IDENTITY_ENCRYPTION_KEY), and a keyed
// hash of the document number so uniqueness ("one ticket per identity per event") can be enforced
// without ever storing or comparing the number in clear.
import crypto from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** iv (12) ‖ tag (16) ‖ ciphertext. A fresh IV per value, so equal numbers never look equal at rest. */
export function encryptField(key: Buffer, plain: string): Uint8Array<ArrayBuffer> {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
}

export function decryptField(key: Buffer, sealed: Uint8Array): string {
  const buf = Buffer.from(sealed);
  const iv = buf.subarray(0, IV_BYTES);
  const tag = buf.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(buf.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** Upper-case, no spaces or dashes: "a123 456-7" and "A1234567" are one document. */
export function normaliseDocNumber(n: string): string {
  return n.replace(/[\s\-/]/g, "").toUpperCase();
}

/**
 * HMAC of the normalised number under a key derived from the encryption key (never the key itself).
 * The document type is left out on purpose: the same number cannot be reused by switching its type.
 */
export function docNumberHash(key: Buffer, docNumber: string): string {
  const hmacKey = crypto.createHash("sha256").update("fanfare-identity-hash:").update(key).digest();
  return crypto.createHmac("sha256", hmacKey).update(normaliseDocNumber(docNumber)).digest("hex");
}

/** "Chan Tai Man" → "C*** T** M**"; a one-character name stays as "*". */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => (w.length <= 1 ? "*" : [...w][0] + "*".repeat([...w].length - 1)))
    .join(" ");
}
