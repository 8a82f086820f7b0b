/** A fresh key for one payment attempt: a retried request with the same key is applied once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
