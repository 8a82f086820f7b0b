// Public subscriptions fanned out once per instance: every graphql-ws subscriber of the same public
// operation (same document, operation, variables and language; e.g. 5,000 open entry pages of one
// event) shares one upstream subscription, so each published update is executed once and serialised to
// JSON once, and that JSON is written straight to every subscriber's socket inside its `next` message.
//
// Why straight to the socket: through graphql-ws's own loop each subscriber's update cost a chain of
// promises (the iterator's next, graphql-ws's for-await, onNext, stringifyMessage, the send promise), run
// breadth-first: no socket was written before all 5,000 had passed the first steps, and the garbage of
// those promises was a sixth of the server's CPU per update (npm run bench -- fanout --cpu-prof). Each
// subscriber still subscribes, is authorised and completes through graphql-ws (onSubscribe, the
// iterator's return on `complete` or a closed socket, `complete` when the upstream ends); only the `next`
// messages of a shared update are written by the group, in publish order, before any `complete` or
// `error` graphql-ws sends after them.
//
// Only root fields on PUBLIC_SUBSCRIPTIONS are shared: their resolvers must read nothing of the viewer
// (the upstream runs in the first subscriber's context). A subscription that answers a viewer's own
// data (payment results, wallet balance, QR refreshes) is never shared.
import { getOperationAST, Kind, type DocumentNode, type ExecutionResult } from "graphql";
import { MessageType } from "graphql-ws";

/** Subscription root fields whose every update is the same for every subscriber in one language. */
export const PUBLIC_SUBSCRIPTIONS = new Set(["eventEntry", "seatMapChanges"]);

/**
 * Sockets written per turn of the event loop: a fan-out to 50,000 subscribers does not hold the
 * instance's HTTP answers for its whole length (the writes to 5,000 take ~50–100 ms on 2 cores).
 */
export const WRITES_PER_TURN = 2_000;

/** Writes one update's payload (the JSON of graphql-ws's `next` payload) to one subscriber. */
export type Deliver = (payloadJson: string) => void;

interface Listener extends AsyncIterableIterator<never> {
  return(): Promise<IteratorResult<never>>;
  deliver: Deliver;
  /** Still subscribed: its socket gets the group's updates. */
  active: boolean;
  end(error?: unknown): void;
}

interface Group {
  key: string;
  /** No subscriber joins it any more (its upstream ended, or its last subscriber left). */
  ended: boolean;
  listeners: Set<Listener>;
  upstream: AsyncGenerator<ExecutionResult> | AsyncIterator<ExecutionResult>;
}

function isAsyncIterable(v: unknown): v is AsyncIterable<ExecutionResult> {
  return typeof (v as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === "function";
}

/** The JSON graphql-ws would send as the payload of a `next` message for this result. */
function payloadJson(result: ExecutionResult): string {
  const { errors, ...rest } = result;
  return JSON.stringify({ ...rest, ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}) });
}

const nextTurn = () => new Promise<void>((r) => setImmediate(r));

export function createSharedSubscriptions(options: { writesPerTurn?: number } = {}) {
  const writesPerTurn = options.writesPerTurn ?? WRITES_PER_TURN;
  const groups = new Map<string, Promise<Group | ExecutionResult>>();
  /** The group each key's entry in `groups` resolved to. */
  const live = new Map<string, Group>();
  const retire = (group: Group) => {
    group.ended = true;
    if (live.get(group.key) === group) {
      live.delete(group.key);
      groups.delete(group.key);
    }
  };

  function listenerOf(group: Group, deliver: Deliver): Listener {
    // graphql-ws iterates the listener only to learn when it ends: it never yields a value (the group
    // writes the updates itself), it finishes when the upstream does, and it throws the upstream's error.
    let wake: (() => void) | null = null;
    let done = false;
    let failure: unknown = null;
    const stop = async () => {
      done = true;
      listener.active = false;
      wake?.();
      group.listeners.delete(listener);
      // The last subscriber gone: the upstream subscription ends too.
      if (group.listeners.size === 0 && !group.ended) {
        retire(group);
        await group.upstream.return?.(undefined);
      }
      return { value: undefined as never, done: true as const };
    };
    const listener: Listener = {
      deliver,
      active: true,
      [Symbol.asyncIterator]() {
        return listener;
      },
      async next() {
        while (!done && !failure) await new Promise<void>((r) => (wake = r));
        if (failure) throw failure;
        return { value: undefined as never, done: true as const };
      },
      return: stop,
      throw: stop,
      end(error) {
        if (error) failure = error;
        done = true;
        listener.active = false;
        wake?.();
      },
    };
    return listener;
  }

  /** One update to every subscriber, in the order they joined; a few thousand sockets per turn of the event loop. */
  async function fanOut(group: Group, json: string) {
    let written = 0;
    for (const l of [...group.listeners]) {
      if (!l.active) continue; // left during an earlier turn of this update
      try {
        l.deliver(json);
      } catch {
        // A socket that cannot be written is closing: graphql-ws ends its subscription.
      }
      if (++written % writesPerTurn === 0) await nextTurn();
    }
  }

  async function open(key: string, start: () => Promise<unknown>): Promise<Group | ExecutionResult> {
    const upstream = await start();
    if (!isAsyncIterable(upstream)) return upstream as ExecutionResult; // an error result: nothing to share
    const group: Group = { key, ended: false, listeners: new Set(), upstream: upstream[Symbol.asyncIterator]() };
    live.set(key, group);
    void (async () => {
      let error: unknown = null;
      try {
        // The next update is taken once this one is written everywhere: every socket gets them in order.
        for (let r = await group.upstream.next(); !r.done; r = await group.upstream.next()) await fanOut(group, payloadJson(r.value));
      } catch (e) {
        error = e;
      } finally {
        retire(group);
        for (const l of group.listeners) l.end(error);
      }
    })();
    return group;
  }

  return {
    /** The sharing key of a public subscription, or null when the operation must run on its own. */
    keyFor(args: { document: DocumentNode; operationName?: string | null; variableValues?: unknown; query: string; lang: string }): string | null {
      const op = getOperationAST(args.document, args.operationName);
      if (op?.operation !== "subscription") return null;
      const publicOnly = op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_SUBSCRIPTIONS.has(s.name.value));
      return publicOnly ? JSON.stringify([args.query, args.operationName ?? null, args.variableValues ?? null, args.lang]) : null;
    },

    /**
     * Joins the key's upstream subscription, starting it when there is none. Each update's payload goes
     * to `deliver`; the iterable returned (for graphql-ws) ends when the upstream ends, and its return()
     * leaves the group.
     */
    async subscribe(key: string, start: () => Promise<unknown>, deliver: Deliver): Promise<AsyncIterable<never> | ExecutionResult> {
      let pending = groups.get(key);
      if (!pending) {
        pending = open(key, start);
        groups.set(key, pending);
        pending.then(
          (g) => {
            if (!("listeners" in g) && groups.get(key) === pending) groups.delete(key);
          },
          () => groups.delete(key),
        );
      }
      const group = await pending;
      if (!("listeners" in group)) return group;
      if (group.ended) {
        if (groups.get(key) === pending) groups.delete(key);
        return this.subscribe(key, start, deliver);
      }
      const listener = listenerOf(group, deliver);
      group.listeners.add(listener);
      return listener;
    },
  };
}

export type SharedSubscriptions = ReturnType<typeof createSharedSubscriptions>;

/**
 * The deliverer of subscription `id` on one connection: graphql-ws's `next` message (graphql-transport-ws
 * protocol, as its stringifyMessage writes it) around the shared payload, handed to `write`.
 */
export function nextMessagesTo(id: string, write: (text: string) => void): Deliver {
  const head = `{"id":${JSON.stringify(id)},"type":${JSON.stringify(MessageType.Next)},"payload":`;
  return (payloadJson) => write(head + payloadJson + "}");
}

/**
 * A subscriber whose socket holds more than this unsent (it stopped reading: a phone gone to sleep with
 * the socket open, a stalled tab) is closed instead of being written more: each update would otherwise
 * pile up in this process's memory for as long as the connection lasts. Its client reconnects and
 * subscribes again (graphql-ws retries on 1013), getting the current state.
 */
export const SLOW_SUBSCRIBER_BYTES = 1024 * 1024;

/** The part of a WebSocket (ws) a deliverer uses. */
export interface SubscriberSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

/** Writes a message to an open socket, or closes a subscriber that is too far behind (SLOW_SUBSCRIBER_BYTES). */
export function sendOrShed(socket: SubscriberSocket, text: string, limit = SLOW_SUBSCRIBER_BYTES): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > limit) {
    socket.close(1013, "Too far behind: reconnect");
    return;
  }
  socket.send(text);
}
