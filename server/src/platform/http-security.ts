// What every HTTP response gets: a request id, security headers with a Content-Security-Policy that
// allows no inline script but the client's own first-paint scripts (by hash), CORS only for the
// allow-listed origins, and a body size limit.
import crypto from "node:crypto";
import fs from "node:fs";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { cors } from "hono/cors";
import { bodyLimit } from "hono/body-limit";
import { renderGraphiQL, type GraphiQLOptions } from "graphql-yoga";
import type { Config } from "../config.ts";
import { requestIdFrom, withRequestId } from "./logger.ts";

/** Accepts the caller's X-Request-Id when sane, else makes one; echoes it and scopes log lines to it. */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header("x-request-id"));
    c.header("X-Request-Id", id);
    await withRequestId(id, next);
  };
}

/** sha256 CSP sources of the inline <script> elements of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!m[1].trim()) continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** The hashes of the built index.html's inline scripts, recomputed when the file changes (a rebuild). */
export function clientScriptHashes(indexFile: string | null): () => string[] {
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  return () => {
    if (!indexFile) return [];
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(indexFile, "utf8")) };
      return cached.hashes;
    } catch {
      return [];
    }
  };
}

function wsOrigin(publicUrl: string): string {
  const u = new URL(publicUrl);
  return `${u.protocol === "https:" ? "wss:" : "ws:"}//${u.host}`;
}

export function securityHeaders(config: Config, scriptHashes: () => string[]): MiddlewareHandler {
  const https = config.publicUrl.startsWith("https:");
  const strict = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // No inline script but the client's first-paint ones, by hash.
      scriptSrc: ["'self'", () => scriptHashes().join(" ")],
      scriptSrcAttr: ["'none'"],
      // Inline <style> in index.html and style attributes from React and the ALTCHA widget.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      // 'self' covers ws(s) to the same host in CSP 3; the explicit source serves older browsers.
      connectSrc: ["'self'", wsOrigin(config.publicUrl)],
      // ALTCHA solves its proof of work in a worker made from a blob.
      workerSrc: ["'self'", "blob:"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-site",
    permissionsPolicy: {
      camera: ["self"], // the /gate scanner
      webShare: ["self"],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
  // GraphiQL's page gets a policy of its own (graphiqlPolicy); the other headers stay the strict ones.
  const graphiqlHeaders = secureHeaders({
    contentSecurityPolicy: undefined,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  });
  // Computed from the page Yoga renders for these options, once: never from a response (whatever reached
  // a page at run time could then allow itself).
  const graphiqlCsp = graphiqlPolicy(renderGraphiQL(GRAPHIQL_OPTIONS), config.publicUrl);
  return async (c, next) => {
    if (!config.graphql.graphiql || !isGraphiqlRequest(c)) return strict(c, next);
    await graphiqlHeaders(c, next);
    // Only the page Yoga rendered (HTML) gets it; an answer to a query sent as GET keeps the strict policy.
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return strict(c, async () => {});
    c.res.headers.set("Content-Security-Policy", graphiqlCsp);
  };
}

/** Yoga's GraphiQL options (app/graphql-server.ts): its page, and so the hashes of its inline scripts, follow from them. */
export const GRAPHIQL_OPTIONS: GraphiQLOptions = { subscriptionsProtocol: "WS" };

/** A browser opening GET /graphql: where Yoga answers with GraphiQL when it is enabled. */
function isGraphiqlRequest(c: Context): boolean {
  return c.req.method === "GET" && c.req.path === "/graphql" && (c.req.header("accept") ?? "").includes("text/html");
}

/**
 * The CDN folder Yoga's GraphiQL page loads its editor, styles and workers from, read from the page
 * (graphql-yoga's graphiql-html names one version's folder, e.g. https://unpkg.com/@graphql-yoga/graphiql@4.5.1/).
 * A source ending in "/" allows that folder only; without one it would name a single file.
 */
function graphiqlCdn(html: string): string {
  return /https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[\w.-]+\//.exec(html)?.[0] ?? "https://unpkg.com/@graphql-yoga/graphiql/";
}

/**
 * The policy of GraphiQL's page alone: its inline scripts by hash (of the page Yoga renders, so an upgrade
 * that changes them changes the hashes with them), its editor from the one CDN folder, the editor's workers
 * made from blobs, queries to this server only, and never framed. The app's own pages keep `strict`.
 */
export function graphiqlPolicy(html: string, publicUrl: string): string {
  const cdn = graphiqlCdn(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${cdn} ${inlineScriptHashes(html).join(" ")}`,
    "script-src-attr 'none'",
    // The editor (Monaco) sets inline styles.
    `style-src 'self' 'unsafe-inline' ${cdn}`,
    "img-src 'self' data: https://raw.githubusercontent.com",
    `font-src 'self' data: ${cdn}`,
    // It fetches the workers' code from the CDN, then runs them from blobs.
    `connect-src 'self' ${wsOrigin(publicUrl)} ${cdn}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** CORS for the allow-listed origins only: no reflected origin, no credentials (the API uses bearer tokens). */
export function corsAllowList(config: Config): MiddlewareHandler {
  const allowed = new Set(config.http.corsOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["authorization", "content-type", "accept-language", "x-request-id", "x-graphql-yoga-csrf"],
    exposeHeaders: ["X-Request-Id", "Retry-After"],
    credentials: false,
    maxAge: 600,
  });
}

/** Is a WebSocket upgrade's Origin this server's own or an allow-listed one? (No Origin: not a browser.) */
export function websocketOriginAllowed(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    if (new URL(origin).host === host) return true;
  } catch {
    return false;
  }
  return origin === new URL(config.publicUrl).origin || config.http.corsOrigins.includes(origin);
}

/** Room for a multipart upload's operation and map beside its file. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * The largest body a request may send: MAX_BODY_BYTES, except a GraphQL multipart request (a cover
 * image or a product picture) of a caller who may upload one (`mayUpload`: an operator with events:write
 * or merch:write), which may carry the
 * image's limit (UPLOAD_MAX_COVER_BYTES) and its operation. The caller is authorised from its headers
 * before a byte of the body is read; anyone else keeps MAX_BODY_BYTES.
 */
export function bodyLimitOf(config: Pick<Config, "http" | "uploads">, mayUpload: (c: Context) => Promise<boolean>): (c: Context) => Promise<number> {
  const uploadLimit = config.uploads.maxCoverBytes + MULTIPART_ENVELOPE_BYTES;
  return async (c) => {
    const upload = uploadLimit > config.http.maxBodyBytes && c.req.method === "POST" && c.req.path === "/graphql" && (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    return upload && (await mayUpload(c)) ? uploadLimit : config.http.maxBodyBytes;
  };
}

/** Refuses a body over its limit with 413: `smallest` holds for everyone, `limitOf` says when more is allowed. */
export function bodySizeLimit(smallest: number, limitOf: (c: Context) => Promise<number>, onRefused: () => void): MiddlewareHandler {
  const refuse = (c: Context, maxBytes: number) => {
    onRefused();
    // The rest of the body is not read: the connection cannot carry another request.
    c.header("Connection", "close");
    return c.json({ errors: [{ message: `The request body is larger than ${maxBytes} bytes`, extensions: { code: "PAYLOAD_TOO_LARGE" } }] }, 413);
  };
  const streamed = new Map<number, MiddlewareHandler>();
  const streamedLimit = (maxBytes: number) => {
    let limit = streamed.get(maxBytes);
    if (!limit) streamed.set(maxBytes, (limit = bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, maxBytes) })));
    return limit;
  };
  return (c, next) => {
    // A declared length (Node's parser has refused a malformed or repeated one) is judged from the header
    // alone: hono's bodyLimit asks for the request's body stream first, which makes @hono/node-server build
    // a full Request (a web stream and an AbortController) that its own fast read of the body then skips.
    // Measured: 5 % of the server's CPU in the hot on-sale (npm run bench -- onsale --cpu-prof). A body
    // within MAX_BODY_BYTES goes on at once; only a larger or an undeclared one asks what this caller may send.
    const length = c.req.header("content-length");
    const declared = length !== undefined && /^\d+$/.test(length) && c.req.header("transfer-encoding") === undefined ? Number(length) : null;
    if (declared !== null && declared <= smallest) return next();
    return limitOf(c).then((maxBytes) => {
      if (declared !== null) return declared > maxBytes ? refuse(c, maxBytes) : next();
      return streamedLimit(maxBytes)(c, next);
    });
  };
}
