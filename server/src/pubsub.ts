// Typed event map: topic → payload. In-process by default; over Redis pub/sub when REDIS_URL is set, so
// that a subscriber on one instance behind a load balancer sees what another instance published.
import { createPubSub, type Repeater } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import type { Redis } from "ioredis";
import type { RedisConnections } from "./platform/redis.ts";
import type { Logger } from "./platform/logger.ts";

export type PubSubEvents = {
  "system:tick": [time: string];
  "payment:result": [orderNo: string, payload: { orderNo: string; status: string; reason: string | null }];
  "ticket:qr": [ticketId: string, payload: { ticketId: string; version: number }];
  "ticket:status": [ticketId: string, payload: { ticketId: string; status: string }];
  "event:entry": [eventId: string, payload: { eventId: string }];
  "order:logistics": [orderNo: string, payload: { orderNo: string; status: string }];
  "wallet:balance-changed": [userId: string, payload: { userId: string; balance: number }];
  "queue:changed": [eventId: string, payload: { eventId: string; version: number }];
  /** An event's ticket orders were paid or released (the organiser's dashboard reads its figures again). */
  "sales:changed": [eventId: string, payload: { eventId: string }];
};

/**
 * The two clients createRedisEventTarget drives, narrowed to what it calls: channels get the deployment's
 * prefix, and a failed PUBLISH/SUBSCRIBE (Redis away) is logged instead of becoming an unhandled rejection,
 * which would end the process. The subscriber re-subscribes by itself after a reconnect.
 */
function prefixedClients(redis: RedisConnections, log: Logger, subscribed: Map<string, Promise<unknown>>) {
  const { prefix } = redis;
  const failed = (what: string, channel: string) => (e: unknown) => log.error(`redis ${what} failed`, { channel, error: String(e) });
  const publishClient = {
    publish: (channel: string, message: string) => redis.commands.publish(prefix + channel, message).catch(failed("publish", channel)),
  };
  const subscribeClient = {
    on(event: "message", listener: (channel: string, message: string) => void) {
      redis.subscriber.on(event, (channel: string, message: string) => {
        if (channel.startsWith(prefix)) listener(channel.slice(prefix.length), message);
      });
    },
    subscribe: (channel: string) => {
      // Kept per channel until the next SUBSCRIBE of it, so that listen() can wait for Redis's acknowledgement.
      // While Redis is away the SUBSCRIBE waits for the reconnect: listen() does not wait for it then (no
      // event reaches this instance meanwhile anyway), so its subscriptions still send their stored state at once.
      const acknowledged = redis.subscriber.subscribe(prefix + channel).catch(failed("subscribe", channel));
      subscribed.set(channel, redis.subscriber.status === "ready" ? acknowledged : Promise.resolve());
      return acknowledged;
    },
    unsubscribe: (channel: string) => {
      subscribed.delete(channel);
      return redis.subscriber.unsubscribe(prefix + channel).catch(failed("unsubscribe", channel));
    },
  };
  return { publishClient: publishClient as unknown as Redis, subscribeClient: subscribeClient as unknown as Redis };
}

type Payload<K extends keyof PubSubEvents> = PubSubEvents[K] extends [string, infer P] ? P : never;
/** Events of one topic, already listened to; return() stops listening (and, over Redis, unsubscribes when it was the last). */
export interface Listening<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
}

export function createAppPubSub(redis: RedisConnections | null, log: Logger) {
  const subscribed = new Map<string, Promise<unknown>>();
  const pubsub = redis ? createPubSub<PubSubEvents>({ eventTarget: createRedisEventTarget(prefixedClients(redis, log, subscribed)) }) : createPubSub<PubSubEvents>();
  return Object.assign(pubsub, {
    /**
     * subscribe(), but listening when the promise resolves: Yoga's subscribe() adds its listener only when
     * the first value is asked for, and over Redis the SUBSCRIBE is acknowledged later still, so an event
     * published meanwhile is lost. A subscription that sends stored state first calls this, then reads
     * the state: whatever changes after the read arrives as an event.
     */
    async listen<K extends keyof PubSubEvents>(routingKey: K, id: PubSubEvents[K][0]): Promise<Listening<Payload<K>>> {
      const subscribe = pubsub.subscribe as unknown as (routingKey: K, id: string) => Repeater<Payload<K>>;
      const source = subscribe(routingKey, id);
      let first: Promise<IteratorResult<Payload<K>>> | null = source.next(); // starts the repeater: its listener (and the Redis SUBSCRIBE) from here on
      await subscribed.get(`${routingKey}:${id}`);
      const events: Listening<Payload<K>> = {
        next() {
          const r = first ?? source.next();
          first = null;
          return r;
        },
        return: () => source.return(),
        [Symbol.asyncIterator]: () => events,
      };
      return events;
    },
  });
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
