/**
 * Encrypted local storage for the session (isLoggedIn, token, userInfo): values are AES-GCM
 * ciphertext under a key that is generated once, is not extractable, and lives in IndexedDB — a
 * copied localStorage is useless without the browser profile's key store.
 * Stored value: base64(12-byte IV ‖ ciphertext); the entry's name is the additional data, so a value
 * cannot be moved to another entry.
 */
const dbName = "fanfare-keys";
const storeName = "keys";
const keyId = "session";

let keyPromise: Promise<CryptoKey> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

async function openDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(dbName, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(storeName);
  return request(open);
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const fresh = () => crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  let db: IDBDatabase;
  try {
    db = await openDb();
  } catch {
    // No IndexedDB (some private modes): the session then lasts for this page view only.
    return fresh();
  }
  try {
    const stored = await request(db.transaction(storeName).objectStore(storeName).get(keyId));
    if (stored instanceof CryptoKey) return stored;
    const key = await fresh();
    await request(db.transaction(storeName, "readwrite").objectStore(storeName).put(key, keyId));
    return key;
  } finally {
    db.close();
  }
}

function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptValue(name: string, value: string, key?: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(name);
  const cipher = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: data }, key ?? (await sessionKey()), new TextEncoder().encode(value));
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), iv.length);
  return toBase64(out);
}

/** The plain text, or null when the value is not ours (another key, tampered, not base64). */
export async function decryptValue(name: string, stored: string, key?: CryptoKey): Promise<string | null> {
  try {
    const bytes = fromBase64(stored);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: new TextEncoder().encode(name) },
      key ?? (await sessionKey()),
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

function readRaw(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

export function hasSecure(name: string): boolean {
  return readRaw(name) !== null;
}

export async function readSecure(name: string): Promise<string | null> {
  const stored = readRaw(name);
  return stored === null ? null : decryptValue(name, stored);
}

export async function writeSecure(name: string, value: string): Promise<void> {
  try {
    localStorage.setItem(name, await encryptValue(name, value));
  } catch {
    // Storage full or unavailable: the session lasts for this page view only.
  }
}

export function removeSecure(name: string): void {
  try {
    localStorage.removeItem(name);
  } catch {
    // Nothing stored then.
  }
}
