// Password and payment-password hashing: argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's minimum).
import { hash, verify } from "@node-rs/argon2";

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

export function verifySecret(stored: string, secret: string): Promise<boolean> {
  return verify(stored, secret).catch(() => false);
}
