// When is a graphql-ws subscription really listening? graphql-ws acknowledges the connection, not each
// subscription, and most subscriptions push nothing until their first event: an event published before
// the server's pubsub has a listener on its topic is simply lost. This watches the server's own pubsub
// and resolves once a subscription has started listening on a topic, so a test publishes only then.
import type { AppPubSub } from "../../server/src/pubsub.ts";

type Subscribe = (routingKey: string, id?: string) => AsyncIterable<unknown>;

export interface PubSubListeners {
  /** Resolves once a subscription listens on `routingKey` (and `id`), now or since the watch began. */
  listening(routingKey: string, id?: string): Promise<void>;
  /** Puts the pubsub's own subscribe back. */
  stop(): void;
}

export function watchPubSubListeners(pubsub: AppPubSub): PubSubListeners {
  const target = pubsub as unknown as { subscribe: Subscribe };
  const original = target.subscribe;
  const started = new Set<string>();
  const waiting: { topic: string; resolve: () => void }[] = [];
  const topicOf = (routingKey: string, id?: string) => (id === undefined ? routingKey : `${routingKey}:${id}`);

  target.subscribe = (routingKey, id) => {
    const topic = topicOf(routingKey, id);
    const inner = original.call(pubsub, routingKey, id)[Symbol.asyncIterator]();
    let listening = false;
    const wrapped: AsyncIterableIterator<unknown> = {
      next() {
        // Yoga's pubsub adds its event listener when the subscription first asks for a value.
        const result = inner.next();
        if (!listening) {
          listening = true;
          started.add(topic);
          for (const w of waiting.filter((x) => x.topic === topic)) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve();
          }
        }
        return result;
      },
      return: (value?: unknown) => inner.return?.(value) ?? Promise.resolve({ done: true as const, value }),
      throw: (e?: unknown) => inner.throw?.(e) ?? Promise.reject(e),
      [Symbol.asyncIterator]: () => wrapped,
    };
    return wrapped;
  };

  return {
    listening(routingKey, id) {
      const topic = topicOf(routingKey, id);
      if (started.has(topic)) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ topic, resolve }));
    },
    stop() {
      target.subscribe = original;
    },
  };
}
