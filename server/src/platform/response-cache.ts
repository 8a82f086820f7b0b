// Whole-response caching of public reads (the home page's event list, an event's page, the shop), in
// two layers:
// - Yoga's response cache (in memory, or in Redis through the process's shared connection when
//   REDIS_URL is set, so that instances share answers and invalidations);
// - in front of it, a shortcut in this process's memory that answers a repeated POST /graphql with the
//   stored bytes before Hono, Yoga or envelop run at all (measured: on a hit the pipeline, the web
//   streams and an asynchronous SHA-256 cost three quarters of the time; npm run bench -- graphql).
// Who shares an answer:
// - an anonymous caller, for an operation whose every root field is on PUBLIC_READS: every other Query
//   field gets a time to live of 0, which makes the whole operation uncacheable (the human-check
//   challenge, a payment's result, a shared transfer… answer each request anew); the shortcut checks the
//   same list;
// - a signed-in fan too, for a *shared read*: a public read that selects no field of VIEWER_FIELDS (the
//   few fields under a public root whose value depends on who asks, e.g. MerchProduct.myRemainingLimit).
//   A shared read is answered as to an anonymous caller whoever asks (the context's viewer is anonymous:
//   no session lookup, and no resolver can see the fan), so its answer holds nothing of the fan's and is
//   the same bytes the anonymous caller gets: serving it to every fan gives away nothing. A fan's read
//   that selects a viewer field is never cached, nor answered from the cache. Staff tokens never share
//   (each use is audited, and they may send any document). A persisted operation (the first-party
//   client sends only its id) is judged by the document its id names;
// - the key holds the answer's language (texts are translated per Accept-Language), and the shortcut's
//   also the Origin (CORS headers) and Accept (the answer's format); never the token.
// An answer lives TTL_MS at most: YOGA_TTL_MS in Yoga's cache plus SHORTCUT_TTL_MS in the shortcut. A
// mutation returning an entity drops the answers that contained it, and empties this process's shortcut.
// A shared read is limited per IP (as an anonymous read), not per account: the account is not looked up.
import crypto from "node:crypto";
import type http from "node:http";
import { Kind, TypeInfo, parse, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from "graphql";
import { createInMemoryCache, useResponseCache, type Cache } from "@graphql-yoga/plugin-response-cache";
import { createRedisCache } from "@envelop/response-cache-redis";
import type { Plugin } from "graphql-yoga";
import { resolveLang } from "../i18n.ts";
import type { RedisConnections } from "./redis.ts";
import { persistedOperationId } from "./trusted-documents.ts";

/** Root fields whose answer is the same for every anonymous caller in one language. */
export const PUBLIC_READS = new Set(["events", "event", "countries", "merchProducts", "merchProduct", "supportOptions"]);

/**
 * Fields under the public reads whose answer depends on the viewer (Type.field). An operation selecting
 * one is not a shared read: a fan's answer to it is computed for the fan and never cached. A test walks
 * the schema from PUBLIC_READS and fails on a `my…` / `viewer…` field missing here.
 */
export const VIEWER_FIELDS = new Set(["MerchProduct.myRemainingLimit", "MerchProduct.myEligibleTicketNos", "Event.myPresaleInterest"]);

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

/** Who may share a public answer: anonymous callers, and a fan's bearer token (not a staff token, whose prefix is given). */
export function sharingCallers(staffTokenPrefix: string): (authorization: string | null | undefined) => boolean {
  const staff = new RegExp(`^Bearer\\s+${staffTokenPrefix}`, "i");
  return (authorization) => !authorization || (/^Bearer\s+\S+$/i.test(authorization) && !staff.test(authorization));
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

/** What a document is to the cache: "shared" (a public read without viewer fields), "public" (a public read with one), or neither. */
export type ReadKind = "shared" | "public" | "other";

/** The document a persisted operation's id names (the client's trusted documents), or null. */
export type PersistedDocuments = (id: string) => DocumentNode | null;

/** The text Yoga's persisted-operations plugin puts in params.query for a document it looked up by id. */
const PERSISTED_PLACEHOLDER = /^__PERSISTED_OPERATION_(.+)__$/;

/**
 * Classifies (query, operationName), remembered per document text. `query` may be the placeholder of a
 * persisted operation (`__PERSISTED_OPERATION_<id>__`, what the first-party client sends): then the
 * document it names is classified.
 */
export function readClassifier(schema: GraphQLSchema, persisted: PersistedDocuments = () => null): (query: string, operationName: string | null | undefined) => ReadKind {
  const known = new Map<string, ReadKind>();
  return (query, operationName) => {
    const k = `${operationName ?? ""}\n${query}`;
    let kind = known.get(k);
    if (kind === undefined) {
      kind = classify(schema, persisted, query, operationName);
      if (known.size >= SHORTCUT_MAX_ENTRIES) known.clear();
      known.set(k, kind);
    }
    return kind;
  };
}

function classify(schema: GraphQLSchema, persisted: PersistedDocuments, query: string, operationName: string | null | undefined): ReadKind {
  let document: DocumentNode | null;
  const id = PERSISTED_PLACEHOLDER.exec(query)?.[1];
  try {
    document = id ? persisted(id) : parse(query, { noLocation: true });
  } catch {
    return "other";
  }
  if (!document) return "other";
  const ops = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((d) => d.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  const isPublic =
    op?.operation === "query" && op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (s.name.value === "__typename" || PUBLIC_READS.has(s.name.value)));
  if (!isPublic) return "other";
  // Every field of the document (its other operations and unused fragments too: never less than it runs).
  const typeInfo = new TypeInfo(schema);
  let viewerField = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        // A field the schema does not know fails validation; count it as private to be safe.
        if (!parent || !typeInfo.getFieldDef() || VIEWER_FIELDS.has(`${parent.name}.${node.name.value}`)) viewerField = true;
      },
    }),
  );
  return viewerField ? "public" : "shared";
}

interface StoredAnswer {
  expiresAt: number;
  /** A shared read's answer: signed-in fans get it too (else anonymous callers only). */
  shared: boolean;
  headers: [string, string][];
  body: Buffer;
}

/** The request's marks between the raw HTTP handler and the /graphql route (on the IncomingMessage). */
interface MarkedRequest extends http.IncomingMessage {
  /** Read by @hono/node-server instead of the (already consumed) stream. */
  rawBody?: Buffer;
  readShortcutKey?: string;
  /** What keepable judged of it (undefined: not judged yet): the direct path asks first, `offer` after. */
  readShortcutKind?: "shared" | "public" | null;
}

/**
 * The public read shortcut. The raw HTTP handler calls `take(req)`: an eligible request (POST /graphql,
 * anonymous or a fan's token, JSON, small) has its body read and gets a key; `answer(req, key)` gives the
 * stored bytes while they are fresh (to a fan only a shared read's). On a miss the request goes through the
 * whole pipeline and the route hands Yoga's answer to `offer`, which keeps it when it is a public read
 * without errors, asked anonymously or a shared read; the outermost middleware adds the final headers with
 * `complete`.
 */
export class ReadShortcut {
  private answers = new Map<string, StoredAnswer>();
  private pending = new Map<string, { body: Buffer; shared: boolean }>();

  constructor(
    private kindOf: (query: string, operationName: string | null | undefined) => ReadKind,
    private mayShare: (authorization: string | null | undefined) => boolean,
  ) {}

  eligible(req: http.IncomingMessage): boolean {
    if (req.method !== "POST" || req.url !== "/graphql" || !this.mayShare(req.headers.authorization)) return false;
    const length = Number(req.headers["content-length"]);
    return length > 0 && length <= SHORTCUT_MAX_BODY_BYTES && (req.headers["content-type"] ?? "").startsWith("application/json");
  }

  /** Reads the body of an eligible request and marks it; the key of its answer (never the token). */
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

  /** The stored answer for `key` while fresh; a signed-in request gets only a shared read's. */
  answer(req: http.IncomingMessage, key: string, now = Date.now()): StoredAnswer | undefined {
    const a = this.answers.get(key);
    if (a && a.expiresAt > now) return a.shared || !req.headers.authorization ? a : undefined;
    if (a) this.answers.delete(key);
    return undefined;
  }

  /**
   * What `offer` may keep of a marked request's answer: its kind when it is a public read asked anonymously
   * or a shared read, else null (a mutation, a fan's own read, a body that is no JSON). Judged from the body
   * alone, so the raw HTTP handler can send every other request the short way to Yoga (app/graphql-direct.ts).
   */
  keepable(incoming: http.IncomingMessage): "shared" | "public" | null {
    const marked = incoming as MarkedRequest;
    if (marked.readShortcutKind === undefined) marked.readShortcutKind = this.judge(marked);
    return marked.readShortcutKind;
  }

  private judge(incoming: MarkedRequest): "shared" | "public" | null {
    const raw = incoming.rawBody;
    if (!incoming.readShortcutKey || !raw) return null;
    let params: { query?: unknown; operationName?: unknown; extensions?: Record<string, unknown> | null };
    try {
      params = JSON.parse(raw.toString("utf8")) as typeof params;
    } catch {
      return null;
    }
    // The document's text, or the placeholder of the persisted operation it names (the first-party client's).
    const persistedId = params ? persistedOperationId(params) : null;
    const query = typeof params?.query === "string" ? params.query : persistedId ? `__PERSISTED_OPERATION_${persistedId}__` : null;
    if (query === null) return null;
    const kind = this.kindOf(query, typeof params.operationName === "string" ? params.operationName : null);
    // A fan's answer to a public read with a viewer field is the fan's own: never kept.
    if (kind === "other" || (kind === "public" && incoming.headers.authorization)) return null;
    return kind;
  }

  /** Yoga's answer to a marked request: kept (until `complete`) when it is a public read that succeeded and may be shared. */
  async offer(incoming: http.IncomingMessage, response: Response): Promise<Response> {
    // Only a JSON answer is kept: the same body asked with Accept: text/event-stream is answered as a stream
    // (whose text is no JSON: parsing it answered HTTP 500), and a stream is never stored.
    if (response.status !== 200 || !/^application\/(graphql-response\+)?json\b/.test(response.headers.get("content-type") ?? "")) return response;
    const kind = this.keepable(incoming);
    if (!kind) return response;
    const key = (incoming as MarkedRequest).readShortcutKey!;
    const body = Buffer.from(await response.arrayBuffer());
    const answer = JSON.parse(body.toString("utf8")) as { errors?: unknown };
    if (this.pending.size >= SHORTCUT_MAX_ENTRIES) this.pending.clear();
    if (!answer.errors) this.pending.set(key, { body, shared: kind === "shared" });
    return new Response(body, { status: response.status, headers: response.headers });
  }

  /** The outermost middleware, with the final response's headers: stores what `offer` kept. */
  complete(incoming: http.IncomingMessage, status: number, headers: Headers): void {
    const key = (incoming as MarkedRequest).readShortcutKey;
    const kept = key ? this.pending.get(key) : undefined;
    if (!key || !kept) return;
    this.pending.delete(key);
    if (status !== 200) return;
    const stored: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== "x-request-id" && name !== "content-length" && name !== "date") stored.push([name, value]);
    });
    if (this.answers.size >= SHORTCUT_MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { expiresAt: Date.now() + SHORTCUT_TTL_MS, shared: kept.shared, headers: stored, body: kept.body });
  }

  clear(): void {
    this.answers.clear();
  }
}

/** persisted: the client's trusted documents by id; staffTokenPrefix: the auth module's STAFF_TOKEN_PREFIX (staff never share). */
export function createResponseCache(
  schema: GraphQLSchema,
  redis: RedisConnections | null,
  opts: { persisted: PersistedDocuments; staffTokenPrefix: string },
): { plugins: Plugin[]; shortcut: ReadShortcut; isSharedRead(request: Request): boolean; close(): Promise<void> } {
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const field of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    if (!PUBLIC_READS.has(field)) ttlPerSchemaCoordinate[`Query.${field}`] = 0;
  }
  const kindOf = readClassifier(schema, opts.persisted);
  const mayShare = sharingCallers(opts.staffTokenPrefix);
  const shortcut = new ReadShortcut(kindOf, mayShare);
  // A fan's request for a shared read, marked once its document is known (after the persisted-operations
  // plugin has put the text in params): its context is anonymous (request-context.ts), its answer shared.
  const sharedReads = new WeakSet<Request>();
  const markSharedReads: Plugin = {
    onParams({ params, request }) {
      const authorization = request.headers.get("authorization");
      if (authorization && mayShare(authorization) && typeof params.query === "string" && kindOf(params.query, params.operationName) === "shared") sharedReads.add(request);
    },
  };
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
    enabled: (request) => Boolean(request?.headers) && (anonymousRequest(request) || sharedReads.has(request)),
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
    plugins: [markSharedReads, plugin],
    shortcut,
    isSharedRead: (request) => sharedReads.has(request),
    async close() {
      shortcut.clear();
    },
  };
}
