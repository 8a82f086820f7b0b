// Public subscriptions fanned out once per instance (platform/shared-subscriptions.ts): one upstream per
// operation, one serialisation per update written to every subscriber's socket in graphql-ws's `next`
// message, in publish order, never a private one.
import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import { createSharedSubscriptions, nextMessagesTo, sendOrShed } from "../../server/src/platform/shared-subscriptions.ts";

/** An upstream subscription the test drives: push results, count how often it was started and ended. */
function upstream() {
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  const state = { started: 0, ended: 0 };
  const iterator: AsyncGenerator<unknown> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      while (!queue.length && !state.ended) await new Promise<void>((r) => (wake = r));
      return state.ended ? { value: undefined, done: true } : { value: queue.shift(), done: false };
    },
    async return() {
      state.ended++;
      wake?.();
      return { value: undefined, done: true };
    },
    async throw() {
      return { value: undefined, done: true };
    },
    [Symbol.asyncDispose]: async () => {},
  } as AsyncGenerator<unknown>;
  return {
    state,
    end: () => iterator.return(undefined),
    start: async () => {
      state.started++;
      return iterator;
    },
    push(v: unknown) {
      queue.push(v);
      wake?.();
    },
  };
}

/** A subscriber: the messages written to its socket, and the iterable graphql-ws would hold. */
async function subscriber(shared: ReturnType<typeof createSharedSubscriptions>, key: string, up: ReturnType<typeof upstream>, id = "1") {
  const written: string[] = [];
  const iterable = (await shared.subscribe(key, up.start, nextMessagesTo(id, (text) => written.push(text)))) as AsyncIterable<never>;
  const iterator = iterable[Symbol.asyncIterator]() as AsyncIterator<never>;
  // graphql-ws's for-await: it learns from the iterator when the subscription ends (done) or fails (throws).
  const finished = iterator.next().then(
    (r) => ({ done: r.done, error: null as unknown }),
    (error: unknown) => ({ done: true, error }),
  );
  return { written, iterator, finished, payloads: () => written.map((t) => JSON.parse(t) as { id: string; type: string; payload: unknown }) };
}

const turn = () => new Promise<void>((r) => setImmediate(r));
const entry = `subscription($id: ID!) { eventEntry(eventId: $id) { id entryNote } }`;

describe("shared subscriptions", () => {
  it("runs one upstream for every subscriber of a public operation and writes each graphql-ws's next message", async () => {
    const shared = createSharedSubscriptions();
    const key = shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "en" })!;
    expect(key).not.toBeNull();
    const up = upstream();
    const a = await subscriber(shared, key, up, "1");
    const b = await subscriber(shared, key, up, "a9b2-\"x\"");
    expect(up.state.started).toBe(1);
    const result = { data: { eventEntry: { id: "e1", entryNote: "Gate B opens at 6 \"pm\"" } } };
    up.push(result);
    await turn();
    // Exactly the text graphql-ws's stringifyMessage writes.
    expect(a.written).toEqual([JSON.stringify({ id: "1", type: "next", payload: result })]);
    expect(b.written).toEqual([JSON.stringify({ id: "a9b2-\"x\"", type: "next", payload: result })]);
    // One subscriber leaves: the other still gets updates, it gets none; the last one leaving ends the upstream.
    await a.iterator.return!();
    expect(await a.finished).toEqual({ done: true, error: null });
    up.push({ data: { eventEntry: { id: "e1", entryNote: "later" } } });
    await turn();
    expect(a.written).toHaveLength(1);
    expect(b.payloads().map((m) => m.payload)).toEqual([result, { data: { eventEntry: { id: "e1", entryNote: "later" } } }]);
    expect(up.state.ended).toBe(0);
    await b.iterator.return!();
    expect(up.state.ended).toBe(1);
    // A newcomer afterwards starts a fresh upstream.
    const up2 = upstream();
    await subscriber(shared, key, up2);
    expect(up2.state.started).toBe(1);
  });

  it("writes updates in publish order across turns of the event loop, and ends subscriptions after the last write", async () => {
    const shared = createSharedSubscriptions({ writesPerTurn: 2 });
    const key = shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "en" })!;
    const up = upstream();
    const subs = [];
    for (let i = 0; i < 5; i++) subs.push(await subscriber(shared, key, up, String(i)));
    const note = (n: number) => ({ data: { eventEntry: { id: "e1", entryNote: `update ${n}` } } });
    up.push(note(1));
    up.push(note(2));
    up.push(note(3));
    while (!subs[0]!.written.length) await Promise.resolve();
    // The first turn wrote two sockets, not all five: the event loop runs between.
    expect(subs.map((s) => s.written.length)).toEqual([1, 1, 0, 0, 0]);
    // The fourth subscriber leaves before its turn: it gets nothing more.
    await subs[3]!.iterator.return!();
    for (let i = 0; i < 10; i++) await turn();
    for (const [i, s] of subs.entries()) {
      const expected = i === 3 ? [] : [note(1), note(2), note(3)];
      expect(s.payloads()).toEqual(expected.map((payload) => ({ id: String(i), type: "next", payload })));
    }
    // The upstream ends: every subscription finishes (graphql-ws then sends complete), after its updates.
    await up.end();
    for (const s of subs) expect(await s.finished).toEqual({ done: true, error: null });
  });

  it("never shares a private subscription, nor across languages or variables", () => {
    const shared = createSharedSubscriptions();
    const mine = `subscription { paymentResult(orderNo: "T1") { status } }`;
    expect(shared.keyFor({ document: parse(mine), query: mine, lang: "en" })).toBeNull();
    const mixed = `subscription { eventEntry(eventId: "e1") { id } paymentResult(orderNo: "T1") { status } }`;
    expect(shared.keyFor({ document: parse(mixed), query: mixed, lang: "en" })).toBeNull();
    const en = shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "en" });
    expect(shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "vi" })).not.toBe(en);
    expect(shared.keyFor({ document: parse(entry), variableValues: { id: "e2" }, query: entry, lang: "en" })).not.toBe(en);
  });

  it("closes a subscriber that stopped reading instead of buffering more for it, and writes nothing to a closed socket", () => {
    const socket = (bufferedAmount: number, readyState = 1) => {
      const sent: string[] = [];
      const closed: [number?, string?][] = [];
      return { sent, closed, readyState, OPEN: 1, bufferedAmount, send: (t: string) => void sent.push(t), close: (c?: number, r?: string) => void closed.push([c, r]) };
    };
    const reading = socket(10);
    sendOrShed(reading, "a", 100);
    expect(reading.sent).toEqual(["a"]);
    expect(reading.closed).toEqual([]);

    const behind = socket(101);
    sendOrShed(behind, "a", 100);
    expect(behind.sent).toEqual([]);
    expect(behind.closed).toEqual([[1013, "Too far behind: reconnect"]]);

    const gone = socket(0, 3);
    sendOrShed(gone, "a", 100);
    expect(gone.sent).toEqual([]);
    expect(gone.closed).toEqual([]);
  });
});
