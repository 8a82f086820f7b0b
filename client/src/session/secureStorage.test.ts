import { describe, expect, it } from "vitest";
import { decryptValue, encryptValue } from "./secureStorage";

const newKey = () => crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

describe("session value encryption", () => {
  it("stores ciphertext that decrypts back under the same key and entry name", async () => {
    const key = await newKey();
    const stored = await encryptValue("token", "secret-token-value", key);
    expect(stored).not.toContain("secret");
    expect(await decryptValue("token", stored, key)).toBe("secret-token-value");
  });

  it("uses a new IV each time", async () => {
    const key = await newKey();
    expect(await encryptValue("token", "same", key)).not.toBe(await encryptValue("token", "same", key));
  });

  it("rejects another key, another entry name and tampered values", async () => {
    const key = await newKey();
    const stored = await encryptValue("token", "value", key);
    expect(await decryptValue("token", stored, await newKey())).toBeNull();
    expect(await decryptValue("userInfo", stored, key)).toBeNull();
    const bytes = atob(stored);
    const tampered = btoa(bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 1));
    expect(await decryptValue("token", tampered, key)).toBeNull();
    expect(await decryptValue("token", "not base64!", key)).toBeNull();
  });
});
