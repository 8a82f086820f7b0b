// Typed event map: topic → payload. In-process by default; Redis when REDIS_URL is set, so every
// instance behind a load balancer sees every event.
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";

export type PubSubEvents = {
  "system:tick": [time: string];
  "payment:result": [orderNo: string, payload: { orderNo: string; status: string; reason: string | null }];
  "ticket:qr": [ticketId: string, payload: { ticketId: string; version: number }];
  "ticket:status": [ticketId: string, payload: { ticketId: string; status: string }];
  "event:entry": [eventId: string, payload: { eventId: string }];
  "order:logistics": [orderNo: string, payload: { orderNo: string; status: string }];
  "wallet:balance-changed": [userId: string, payload: { userId: string; balance: number }];
};

export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<PubSubEvents>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubEvents>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type AppPubSub = ReturnType<typeof createAppPubSub>["pubsub"];
