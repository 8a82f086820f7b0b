// Typed event map: topic → payload. In-process by default; over Redis pub/sub when REDIS_URL is set, so
// that a subscriber on one instance behind a load balancer sees what another instance published.
import { createPubSub } from "graphql-yoga";
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
};

/**
 * The two clients createRedisEventTarget drives, narrowed to what it calls: channels get the deployment's
 * prefix, and a failed PUBLISH/SUBSCRIBE (Redis away) is logged instead of becoming an unhandled rejection,
 * which would end the process. The subscriber re-subscribes by itself after a reconnect.
 */
function prefixedClients(redis: RedisConnections, log: Logger) {
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
    subscribe: (channel: string) => redis.subscriber.subscribe(prefix + channel).catch(failed("subscribe", channel)),
    unsubscribe: (channel: string) => redis.subscriber.unsubscribe(prefix + channel).catch(failed("unsubscribe", channel)),
  };
  return { publishClient: publishClient as unknown as Redis, subscribeClient: subscribeClient as unknown as Redis };
}

export function createAppPubSub(redis: RedisConnections | null, log: Logger) {
  if (!redis) return createPubSub<PubSubEvents>();
  return createPubSub<PubSubEvents>({ eventTarget: createRedisEventTarget(prefixedClients(redis, log)) });
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
