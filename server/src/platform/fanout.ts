// Subscription fan-out: one published event reaches every subscriber of its topic on this instance as
// the same payload object (graphql-yoga's pub/sub hands each listener the event's detail; over Redis the
// message is parsed once per instance). A subscription resolver that loads a record for its payload
// would otherwise run one query per subscriber per event — 5,000 open entry pages, 5,000 identical
// SELECTs queued on the pool, seconds of delay. Loading once per payload and selection shares it.
/** Loads per payload object → per key (e.g. the Prisma selection); gone with the payload. */
const loads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * The result of load() for this payload and key, run once however many subscribers ask. The key must
 * hold everything the load depends on besides the payload (the selection); never a viewer's identity
 * mixed into a shared load.
 */
export function oncePerPayload<T>(payload: object, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = loads.get(payload);
  if (!byKey) loads.set(payload, (byKey = new Map()));
  let p = byKey.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    byKey.set(key, p);
    // A failed load is not shared with subscribers still to come: they try again.
    p.catch(() => byKey.delete(key));
  }
  return p;
}
