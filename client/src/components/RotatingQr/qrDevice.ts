// The phone's half of the rotating code (format and trust chain: @fanfare/shared/qr): the pass
// received while online is kept on the device, and codes are signed here with WebCrypto Ed25519 when
// the server's pushed code is missing or stale, so a phone without signal still shows a valid code.
import {
  codeMessage,
  ED25519_PKCS8_PREFIX,
  formatCompactQrCode,
  fromBase64Url,
  toBase64Url,
  windowAt,
  windowEndsAt,
  type QrPass,
} from "@fanfare/shared/qr";

/** The pass kept on the phone, with the code's kind letter. */
export type DevicePass = QrPass;

const storageKey = (kind: string, id: string) => `fanfare.qrPass.${kind}.${id}`;

export function savePass(kind: string, id: string, pass: DevicePass): void {
  try {
    localStorage.setItem(storageKey(kind, id), JSON.stringify(pass));
  } catch {
    // Storage full or disabled: the pass still works for this page's life.
  }
}

export function loadPass(kind: string, id: string): DevicePass | null {
  try {
    const raw = localStorage.getItem(storageKey(kind, id));
    return raw ? (JSON.parse(raw) as DevicePass) : null;
  } catch {
    return null;
  }
}

export function forgetPass(kind: string, id: string): void {
  localStorage.removeItem(storageKey(kind, id));
}

const keys = new Map<string, Promise<CryptoKey>>();
function signingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const seed = fromBase64Url(secret);
    const pkcs8 = new Uint8Array(ED25519_PKCS8_PREFIX.length + seed.length);
    pkcs8.set(ED25519_PKCS8_PREFIX);
    pkcs8.set(seed, ED25519_PKCS8_PREFIX.length);
    key = crypto.subtle.importKey("pkcs8", pkcs8, { name: "Ed25519" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The code of a pass for the window containing `nowMs`, signed on the device. */
export async function deviceCode(pass: DevicePass, nowMs: number): Promise<{ code: string; validUntil: number }> {
  const window = windowAt(nowMs, pass.periodSeconds);
  const data = new TextEncoder().encode(codeMessage(pass.kind, pass.id, pass.version, window));
  const signature = toBase64Url(new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, await signingKey(pass.secret), data)));
  const code = formatCompactQrCode({ kind: pass.kind, id: pass.id, version: pass.version, window, keyId: pass.keyId, passPublicKey: pass.passPublicKey, certificate: pass.certificate, signature });
  return { code, validUntil: windowEndsAt(window, pass.periodSeconds) };
}
