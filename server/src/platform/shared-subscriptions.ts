// Public subscriptions fanned out once per instance: every graphql-ws subscriber of the same public
// operation (same document, operation, variables and language; e.g. 5,000 open entry pages of one
// event) shares one upstream subscription, so each published update is executed once and serialised to
// JSON once, and the same bytes are written to every socket with only the subscription id around them.
// Without it each subscriber ran its own execution and JSON.stringify per update (npm run bench -- fanout).
//
// Only root fields on PUBLIC_SUBSCRIPTIONS are shared: their resolvers must read nothing of the viewer
// (the upstream runs in the first subscriber's context). A subscription that answers a viewer's own
// data (payment results, wallet balance, QR refreshes) is never shared.
import { getOperationAST, Kind, type DocumentNode, type ExecutionResult, type FormattedExecutionResult } from "graphql";

/** Subscription root fields whose every update is the same for every subscriber in one language. */
export const PUBLIC_SUBSCRIPTIONS = new Set(["eventEntry"]);

const SHARED = Symbol("fanfare.sharedResult");
/** What graphql-ws serialises in place of a shared result; the socket's send puts the JSON back. */
const PLACEHOLDER = "\u0000fanfare-shared-result";
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER);

/** A result serialised once; graphql-ws hands it to the replacer as the message's payload. */
type SharedResult = { [SHARED]: string };

interface Listener extends AsyncIterableIterator<SharedResult> {
  return(): Promise<IteratorResult<SharedResult>>;
  push(value: SharedResult): void;
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

export function createSharedSubscriptions() {
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
  /** Set by the replacer, read by the socket's send in the same synchronous call (stringify, then send). */
  let pendingJson: string | null = null;

  function listenerOf(group: Group): Listener {
    const queue: SharedResult[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    let failure: unknown = null;
    const stop = async () => {
      done = true;
      wake?.();
      group.listeners.delete(listener);
      // The last subscriber gone: the upstream subscription ends too.
      if (group.listeners.size === 0 && !group.ended) {
        retire(group);
        await group.upstream.return?.(undefined);
      }
      return { value: undefined, done: true as const };
    };
    const listener: Listener = {
      [Symbol.asyncIterator]() {
        return listener;
      },
      async next() {
        for (;;) {
          if (queue.length) return { value: queue.shift()!, done: false };
          if (failure) throw failure;
          if (done) return { value: undefined, done: true };
          await new Promise<void>((r) => (wake = r));
          wake = null;
        }
      },
      return: stop,
      throw: stop,
      push(value) {
        queue.push(value);
        wake?.();
      },
      end(error) {
        if (error) failure = error;
        done = true;
        wake?.();
      },
    };
    return listener;
  }

  async function open(key: string, start: () => Promise<unknown>): Promise<Group | ExecutionResult> {
    const upstream = await start();
    if (!isAsyncIterable(upstream)) return upstream as ExecutionResult; // an error result: nothing to share
    const group: Group = { key, ended: false, listeners: new Set(), upstream: upstream[Symbol.asyncIterator]() };
    live.set(key, group);
    void (async () => {
      let error: unknown = null;
      try {
        for (let r = await group.upstream.next(); !r.done; r = await group.upstream.next()) {
          const shared: SharedResult = { [SHARED]: payloadJson(r.value) };
          for (const l of group.listeners) l.push(shared);
        }
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

    /** Joins the key's upstream subscription, starting it when there is none. */
    async subscribe(key: string, start: () => Promise<unknown>): Promise<AsyncIterable<unknown> | ExecutionResult> {
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
        return this.subscribe(key, start);
      }
      const listener = listenerOf(group);
      group.listeners.add(listener);
      return listener;
    },

    /** graphql-ws's onNext: a shared result is sent as it is (serialised already). */
    onNext(result: unknown): FormattedExecutionResult | undefined {
      // The marker passes through as the message's payload; the replacer recognises it.
      return result && typeof result === "object" && SHARED in result ? (result as FormattedExecutionResult) : undefined;
    },

    /** graphql-ws's jsonMessageReplacer: a shared payload becomes a placeholder for send() to fill. */
    replacer(this: unknown, key: string, value: unknown): unknown {
      if (key === "payload" && value && typeof value === "object" && SHARED in value) {
        pendingJson = (value as SharedResult)[SHARED];
        return PLACEHOLDER;
      }
      return value;
    },

    /** The socket's send: the placeholder replaced by the payload's JSON, serialised once for every socket. */
    expand(data: string): string {
      if (pendingJson === null) return data;
      const i = data.indexOf(PLACEHOLDER_JSON);
      if (i < 0) return data;
      const json = pendingJson;
      pendingJson = null;
      return data.slice(0, i) + json + data.slice(i + PLACEHOLDER_JSON.length);
    },
  };
}

export type SharedSubscriptions = ReturnType<typeof createSharedSubscriptions>;
