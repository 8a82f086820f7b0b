// The /fanapih5 Hono app. Every request passes, in order: rate limit (HTTP 429), maintenance mode (9999),
// body size (code 413) and JSON (HTTP 400), the signature (HTTP 401); then the endpoint, which validates
// its fields (400), checks the token where it needs one (2062000) and calls one domain service.
import type http from "node:http";
import { Hono, type Context as HonoContext } from "hono";
import type { Deps } from "../deps.ts";
import { resolveLang, type Lang } from "../i18n.ts";
import { translate } from "../messages.ts";
import { hasUnstorableText } from "../well-formed-text.ts";
import { anonymous, authenticate } from "../modules/auth/index.ts";
import { getMaintenance } from "../modules/system/index.ts";
import type { Endpoint } from "./endpoint.ts";
import { FanapiCode, reply, type Reply } from "./envelope.ts";
import { errorReply } from "./errors.ts";
import { buildOpenApi } from "./openapi.ts";
import { verifySignedRequest, type CommonParams } from "./signing.ts";
import { restText } from "./texts.ts";
import { basicEndpoints } from "./endpoints/basic.ts";
import { accountEndpoints } from "./endpoints/account.ts";

/** Every endpoint of the contract; the router and the OpenAPI description are built from this list. */
export const fanapiEndpoints: Endpoint[] = [...accountEndpoints, ...basicEndpoints] as Endpoint[];

/** Per client IP: generous enough for a busy H5 client, low enough to blunt a flood. */
export const FANAPI_RATE_LIMIT = { max: 600, windowMs: 60_000 };

/**
 * The contract lists every HTTP status other than 200 (401, 429, 400 for a body that is not JSON); a body
 * past the limit is one the server will not read as JSON, so it is HTTP 400, with envelope code 413.
 */
export const BODY_TOO_LARGE_STATUS = 400;

export interface FanapiOptions {
  /** The caller's IP from the Node request (app/http-routes.ts passes its proxy-aware version, app/client-ip.ts). */
  clientIp?: (incoming: http.IncomingMessage | undefined) => string;
  rateLimit?: { max: number; windowMs: number };
}

type Env = {
  Bindings: { incoming?: http.IncomingMessage };
  Variables: { lang: Lang; ip: string; body: Record<string, unknown> | null };
};
type Ctx = HonoContext<Env>;

const send = (c: Ctx, r: Reply) => c.json(r.body, r.status);

type BodyRead = { ok: true; value: Record<string, unknown> } | { ok: false; reason: "too-large" | "not-json" };

/** Reads at most maxBytes of the body and parses it as a JSON object; an empty body is {}. */
async function readJsonBody(req: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, reason: "too-large" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  }
  const raw = Buffer.concat(chunks).toString("utf8");
  if (!raw.trim()) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return { ok: false, reason: "not-json" };
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return { ok: false, reason: "not-json" };
  }
}

function headerValue(c: Ctx, name: string): string | undefined {
  return c.req.header(name) || undefined;
}

/** Validates the endpoint's fields: absent required ones and wrong types are 400; values become strings. */
function readFields(e: Endpoint, source: Record<string, unknown>, lang: Lang): { ok: true; input: Record<string, string> } | { ok: false; reply: Reply } {
  const input: Record<string, string> = {};
  for (const [name, spec] of Object.entries(e.fields)) {
    const v = Object.hasOwn(source, name) ? source[name] : undefined;
    if (v === undefined || v === null) {
      if (spec.required) return { ok: false, reply: reply(FanapiCode.BAD_REQUEST, restText(lang, "missingParam", { field: name })) };
      continue;
    }
    let value: string;
    if (typeof v === "string") value = v;
    else if (spec.type === "digits" && typeof v === "number" && Number.isSafeInteger(v) && v >= 0) value = String(v);
    else return { ok: false, reply: reply(FanapiCode.BAD_REQUEST, restText(lang, "invalidParam", { field: name })) };
    // A NUL or a lone surrogate cannot be stored (PostgreSQL, Prisma): refused here, not as 29998 later.
    if (hasUnstorableText(value)) return { ok: false, reply: reply(FanapiCode.BAD_REQUEST, translate(lang, "validation.invalidText")) };
    if (spec.enum && !spec.enum.includes(value)) {
      return { ok: false, reply: reply(FanapiCode.BAD_REQUEST, restText(lang, "invalidParam", { field: name })) };
    }
    input[name] = value;
  }
  return { ok: true, input };
}

export function createFanapiRoutes(deps: Deps, opts: FanapiOptions = {}) {
  const app = new Hono<Env>();
  const limit = opts.rateLimit ?? FANAPI_RATE_LIMIT;
  const ipOf = opts.clientIp ?? ((incoming) => incoming?.socket.remoteAddress ?? "unknown");

  // The description is public and unsigned, like any API reference.
  app.get("/openapi.json", (c) => c.json(buildOpenApi(fanapiEndpoints, deps.config.publicUrl)));

  app.use("*", async (c, next) => {
    const lang = resolveLang(c.req.header("accept-language"));
    c.set("lang", lang);
    const ip = ipOf(c.env?.incoming);
    c.set("ip", ip);

    const slot = Math.floor(deps.now().getTime() / limit.windowMs);
    if ((await deps.kv.hit(`fanapi:rate:${ip}:${slot}`, limit.windowMs)) > limit.max) {
      return send(c, reply(FanapiCode.RATE_LIMITED, translate(lang, "errors.RATE_LIMITED"), null, 429));
    }

    const maintenance = await getMaintenance(deps);
    if (maintenance.on) return send(c, reply(FanapiCode.UNDER_REPAIR, maintenance.message));

    let body: Record<string, unknown> | null = null;
    if (c.req.method === "POST") {
      const read = await readJsonBody(c.req.raw, deps.config.fanapi.maxBodyBytes);
      if (!read.ok && read.reason === "too-large") {
        return send(c, reply(FanapiCode.BODY_TOO_LARGE, restText(lang, "bodyTooLarge"), null, BODY_TOO_LARGE_STATUS));
      }
      if (!read.ok) return send(c, reply(FanapiCode.BAD_REQUEST, restText(lang, "badJson"), null, 400));
      body = read.value;
    }

    const common: CommonParams = {
      platform: headerValue(c, "platform"),
      timestamp: headerValue(c, "timestamp"),
      nonce: headerValue(c, "nonce"),
      token: headerValue(c, "token"),
      uuid: headerValue(c, "uuid"),
    };
    let verified;
    try {
      verified = await verifySignedRequest(
        { common, signature: headerValue(c, "signature"), body },
        { key: deps.config.fanapi.signingKey, now: deps.now().getTime(), kv: deps.kv },
      );
    } catch (e) {
      // A body too deeply nested to write back as JSON cannot be signed either.
      if (e instanceof RangeError) return send(c, reply(FanapiCode.BAD_REQUEST, restText(lang, "badJson"), null, 400));
      throw e;
    }
    if (!verified.ok) {
      deps.log.debug("fanapih5: refused signature", { reason: verified.reason, path: c.req.path, ip });
      return send(c, reply(FanapiCode.BAD_SIGNATURE, restText(lang, "badSignature"), null, 401));
    }
    c.set("body", body);
    await next();
  });

  for (const endpoint of fanapiEndpoints) {
    app.on(endpoint.method, endpoint.path, async (c) => {
      const lang = c.get("lang");
      const source = endpoint.method === "POST" ? (c.get("body") ?? {}) : c.req.query();
      const fields = readFields(endpoint, source, lang);
      if (!fields.ok) return send(c, fields.reply);
      if (hasUnstorableText(c.req.param())) return send(c, reply(FanapiCode.BAD_REQUEST, translate(lang, "validation.invalidText")));
      const token = headerValue(c, "token") ?? null;
      const viewer = token ? await authenticate(deps, token, { ip: c.get("ip"), userAgent: c.req.header("user-agent") ?? null }) : anonymous;
      if (endpoint.needsToken && !viewer.userId) {
        return send(c, reply(FanapiCode.LOGIN_EXPIRED, translate(lang, "errors.UNAUTHENTICATED")));
      }
      let data: unknown;
      try {
        data = await endpoint.handle({
          deps,
          lang,
          viewer,
          input: fields.input,
          params: c.req.param() as Record<string, string>,
          ip: c.get("ip"),
          userAgent: c.req.header("user-agent") ?? null,
          token,
        });
      } catch (err) {
        return send(c, errorReply(err, lang, deps.log, endpoint.errorCodes));
      }
      return send(c, reply(FanapiCode.OK, restText(lang, "success"), data ?? null));
    });
  }

  // A catch-all route rather than notFound(): once mounted, unmatched paths would fall through to the
  // parent app (and its static client) instead of this app's notFound handler.
  const unknownEndpoint = (c: Ctx) => send(c, reply(FanapiCode.SYSTEM, restText(c.get("lang") ?? "en", "unknownEndpoint")));
  app.all("*", unknownEndpoint);
  app.notFound(unknownEndpoint);
  app.onError((err, c) => send(c, errorReply(err, c.get("lang") ?? "en", deps.log)));
  return app;
}
