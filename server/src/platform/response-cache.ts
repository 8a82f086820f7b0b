// Whole-response caching of anonymous public reads (the home page's event list, an event's page, the
// shop), in two layers:
// - Yoga's response cache (in memory, or in Redis through the process's shared connection when
//   REDIS_URL is set, so that instances share answers and invalidations);
// - in front of it, a shortcut in this process's memory that answers a repeated anonymous POST /graphql
//   with the stored bytes before Hono, Yoga or envelop run at all (measured: on a hit the pipeline, the
//   web streams and an asynchronous SHA-256 cost three quarters of the time; npm run bench -- graphql).
// What keeps a viewer's data out of both:
// - only requests without credentials are cached or answered from the cache: a signed-in fan or a staff
//   token never is, so no cached answer was computed for a viewer (anonymous callers have no private data);
// - only operations whose every root field is on PUBLIC_READS are cached: every other Query field gets a
//   time to live of 0, which makes the whole operation uncacheable (the human-check challenge, a
//   payment's result, a shared transfer… answer each request anew); the shortcut checks the same list;
// - the key holds the answer's language (texts are translated per Accept-Language), and the shortcut's
//   also the Origin (CORS headers) and Accept (the answer's format).
// An answer lives TTL_MS at most: YOGA_TTL_MS in Yoga's cache plus SHORTCUT_TTL_MS in the shortcut. A
// mutation returning an entity drops the answers that contained it, and empties this process's shortcut.
import crypto from "node:crypto";
import type http from "node:http";
import { Kind, parse, type GraphQLSchema } from "graphql";
import { createInMemoryCache, useResponseCache, type Cache } from "@graphql-yoga/plugin-response-cache";
import { createRedisCache } from "@envelop/response-cache-redis";
import type { Plugin } from "graphql-yoga";
import { resolveLang } from "../i18n.ts";
import type { RedisConnections } from "./redis.ts";

/** Root fields whose answer is the same for every anonymous caller in one language. */
export const PUBLIC_READS = new Set(["events", "event", "countries", "merchProducts", "merchProduct", "supportOptions"]);

/** Sale states and availability shown to anonymous visitors may be this old. */
export const TTL_MS = 2_000;
/** The in-process shortcut's share of TTL_MS. */
export const SHORTCUT_TTL_MS = 500;
const YOGA_TTL_MS = TTL_MS - SHORTCUT_TTL_MS;
/** Bodies larger than this are not looked up (a public read's document is a few KB). */
const SHORTCUT_MAX_BODY_BYTES = 16 * 1024;
const SHORTCUT_MAX_ENTRIES = 1000;

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

/** Does every root field of the (query) operation sit on PUBLIC_READS? Remembered per document text. */
function publicReadChecker(): (query: string, operationName: string | null | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (query, operationName) => {
    const k = `${operationName ?? ""}\n${query}`;
    let ok = known.get(k);
    if (ok === undefined) {
      ok = false;
      try {
        const ops = parse(query, { noLocation: true }).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
        const op = operationName ? ops.find((d) => d.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
        ok =
          op?.operation === "query" &&
          op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (s.name.value === "__typename" || PUBLIC_READS.has(s.name.value)));
      } catch {
        ok = false;
      }
      if (known.size >= SHORTCUT_MAX_ENTRIES) known.clear();
      known.set(k, ok);
    }
    return ok;
  };
}

interface StoredAnswer {
  expiresAt: number;
  headers: [string, string][];
  body: Buffer;
}

/** The request's marks between the raw HTTP handler and the /graphql route (on the IncomingMessage). */
interface MarkedRequest extends http.IncomingMessage {
  /** Read by @hono/node-server instead of the (already consumed) stream. */
  rawBody?: Buffer;
  readShortcutKey?: string;
}

/**
 * The anonymous read shortcut. The raw HTTP handler calls `take(req)`: an eligible request (POST /graphql,
 * no Authorization, JSON, small) has its body read and gets a key; `answer(key)` gives the stored bytes
 * while they are fresh. On a miss the request goes through the whole pipeline and the route hands Yoga's
 * answer to `offer`, which keeps it when it is a public read without errors; the outermost middleware adds
 * the final headers with `complete`.
 */
export class ReadShortcut {
  private answers = new Map<string, StoredAnswer>();
  private pending = new Map<string, Buffer>();
  private isPublicRead = publicReadChecker();

  eligible(req: http.IncomingMessage): boolean {
    if (req.method !== "POST" || req.url !== "/graphql" || req.headers.authorization) return false;
    const length = Number(req.headers["content-length"]);
    return length > 0 && length <= SHORTCUT_MAX_BODY_BYTES && (req.headers["content-type"] ?? "").startsWith("application/json");
  }

  /** Reads the body of an eligible request and marks it; the key of its answer. */
  async take(req: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const marked = req as MarkedRequest;
    marked.rawBody = body;
    const h = req.headers;
    const key = crypto
      .createHash("sha256")
      .update(`${resolveLang(h["accept-language"] ?? null)}\n${h.origin ?? ""}\n${h.accept ?? ""}\n`)
      .update(body)
      .digest("base64");
    marked.readShortcutKey = key;
    return key;
  }

  answer(key: string, now = Date.now()): StoredAnswer | undefined {
    const a = this.answers.get(key);
    if (a && a.expiresAt > now) return a;
    if (a) this.answers.delete(key);
    return undefined;
  }

  /** Yoga's answer to a marked request: kept (until `complete`) when it is a public read that succeeded. */
  async offer(incoming: http.IncomingMessage, response: Response): Promise<Response> {
    const key = (incoming as MarkedRequest).readShortcutKey;
    const raw = (incoming as MarkedRequest).rawBody;
    if (!key || !raw || response.status !== 200) return response;
    let params: { query?: unknown; operationName?: unknown };
    try {
      params = JSON.parse(raw.toString("utf8")) as typeof params;
    } catch {
      return response;
    }
    if (typeof params?.query !== "string" || !this.isPublicRead(params.query, typeof params.operationName === "string" ? params.operationName : null)) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const answer = JSON.parse(body.toString("utf8")) as { errors?: unknown };
    if (this.pending.size >= SHORTCUT_MAX_ENTRIES) this.pending.clear();
    if (!answer.errors) this.pending.set(key, body);
    return new Response(body, { status: response.status, headers: response.headers });
  }

  /** The outermost middleware, with the final response's headers: stores what `offer` kept. */
  complete(incoming: http.IncomingMessage, status: number, headers: Headers): void {
    const key = (incoming as MarkedRequest).readShortcutKey;
    const body = key ? this.pending.get(key) : undefined;
    if (!key || !body) return;
    this.pending.delete(key);
    if (status !== 200) return;
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== "x-request-id" && name !== "content-length" && name !== "date") kept.push([name, value]);
    });
    if (this.answers.size >= SHORTCUT_MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { expiresAt: Date.now() + SHORTCUT_TTL_MS, headers: kept, body });
  }

  clear(): void {
    this.answers.clear();
  }
}

export function createResponseCache(
  schema: GraphQLSchema,
  redis: RedisConnections | null,
): { plugin: Plugin; shortcut: ReadShortcut; close(): Promise<void> } {
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    if (!PUBLIC_READS.has(field)) ttlPerSchemaCoordinate[`Query.${field}`] = 0;
  }
  const shortcut = new ReadShortcut();
  // The shared command connection has no key prefix of its own: every key this cache writes carries REDIS_KEY_PREFIX.
  const prefix = `${redis?.prefix ?? ""}response-cache:`;
  const store = redis
    ? failOpen(
        createRedisCache({
          redis: redis.commands,
          buildRedisEntityId: (typename, id) => `${prefix}entity:${typename}:${id}`,
          buildRedisOperationResultCacheKey: (responseId) => `${prefix}operations:${responseId}`,
        }),
      )
    : createInMemoryCache({ max: 1000 });
  const cache: Cache = {
    get: (id) => store.get(id),
    set: (id, data, entities, ttl) => store.set(id, data, entities, ttl),
    invalidate: (entities) => {
      shortcut.clear();
      return store.invalidate(entities);
    },
  };
  const plugin = useResponseCache({
    cache,
    // Over graphql-ws an operation has no HTTP request: it is never cached.
    enabled: (request) => Boolean(request?.headers) && anonymousRequest(request),
    session: (request) => `anonymous:${resolveLang(request?.headers?.get("accept-language") ?? null)}`,
    // Synchronous node:crypto instead of the plugin's WebCrypto digest (a promise and a thread-pool job per request).
    buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId }) =>
      `${prefix}${crypto
        .createHash("sha256")
        .update([documentString, operationName ?? "", JSON.stringify(variableValues ?? {}), sessionId ?? ""].join("|"))
        .digest("base64")}`,
    ttl: YOGA_TTL_MS,
    ttlPerSchemaCoordinate,
    includeExtensionMetadata: false,
  });
  return {
    plugin,
    shortcut,
    async close() {
      shortcut.clear();
    },
  };
}
