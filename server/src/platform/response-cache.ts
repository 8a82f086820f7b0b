// Whole-response caching of anonymous public reads (the home page's event list, an event's page, the
// shop), in memory or in Redis when REDIS_URL is set. What keeps a viewer's data out of it:
// - only requests without credentials are cached or answered from the cache: a signed-in fan or a staff
//   token never is, so no cached answer was computed for a viewer (anonymous callers have no private data);
// - only operations whose every root field is on PUBLIC_READS are cached: every other Query field gets a
//   time to live of 0, which makes the whole operation uncacheable (the human-check challenge, a
//   payment's result, a shared transfer… answer each request anew);
// - the key holds the answer's language (texts are translated per Accept-Language).
// An answer lives TTL_MS at most; a mutation returning an entity drops the answers that contained it.
import type { GraphQLSchema } from "graphql";
import { Redis } from "ioredis";
import { createInMemoryCache, useResponseCache, type Cache } from "@graphql-yoga/plugin-response-cache";
import { createRedisCache } from "@envelop/response-cache-redis";
import type { Plugin } from "graphql-yoga";
import { resolveLang } from "../i18n.ts";

/** Root fields whose answer is the same for every anonymous caller in one language. */
export const PUBLIC_READS = new Set(["events", "event", "countries", "merchProducts", "merchProduct", "supportOptions"]);

/** Sale states and availability shown to anonymous visitors may be this old. */
export const TTL_MS = 2_000;

export function anonymousRequest(request: Request): boolean {
  return !request.headers.get("authorization");
}

/**
 * A cache is a shortcut, never a dependency: while Redis is away a read is a miss and a write or an
 * invalidation is dropped (entries end within TTL_MS anyway), so the request is answered from the database.
 */
function failOpen(cache: Cache): Cache {
  return {
    get: async (id) => (await Promise.resolve(cache.get(id)).catch(() => undefined)) ?? undefined,
    set: async (id, data, entities, ttl) => void (await Promise.resolve(cache.set(id, data, entities, ttl)).catch(() => undefined)),
    invalidate: async (entities) => void (await Promise.resolve(cache.invalidate(entities)).catch(() => undefined)),
  };
}

export function createResponseCache(schema: GraphQLSchema, redisUrl?: string): { plugin: Plugin; close(): Promise<void> } {
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    if (!PUBLIC_READS.has(field)) ttlPerSchemaCoordinate[`Query.${field}`] = 0;
  }
  const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: "fanfare:response-cache:", maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  const plugin = useResponseCache({
    cache: redis ? failOpen(createRedisCache({ redis })) : createInMemoryCache({ max: 1000 }),
    // Over graphql-ws an operation has no HTTP request: it is never cached.
    enabled: (request) => Boolean(request?.headers) && anonymousRequest(request),
    session: (request) => `anonymous:${resolveLang(request?.headers?.get("accept-language") ?? null)}`,
    ttl: TTL_MS,
    ttlPerSchemaCoordinate,
    includeExtensionMetadata: false,
  });
  return {
    plugin,
    async close() {
      redis?.disconnect();
    },
  };
}
