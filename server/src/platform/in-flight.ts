// One read in flight per key: callers that ask while it runs share its promise, and the next caller after
// it settles (fulfilled or not) starts a new one. For reads whose answer any caller may take even though it
// started before they asked (the maintenance switch, an event's earliest hold expiry under a burst), and for
// work that must not run twice at once in a process (a refund sent to its provider: payments/refunds.ts).

/** The map the reads in flight are kept in: a Map, or a WeakMap keyed by an object (a server's deps). */
interface InFlight<K, V> {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): unknown;
}

/** `start()`'s promise for `key`, shared with every caller until it settles. */
export function shareInFlight<K, V>(inFlight: InFlight<K, V>, key: K, start: () => Promise<V>): Promise<V> {
  let read = inFlight.get(key);
  if (!read) {
    read = start().finally(() => inFlight.delete(key));
    inFlight.set(key, read);
  }
  return read;
}
