// What every HTTP response gets: a request id, security headers with a Content-Security-Policy that
// allows no inline script but the client's own first-paint scripts (by hash), CORS only for the
// allow-listed origins, and a body size limit.
import crypto from "node:crypto";
import fs from "node:fs";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { cors } from "hono/cors";
import { bodyLimit } from "hono/body-limit";
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
  // Yoga's GraphiQL (development only) loads its editor from a CDN with an inline script.
  const relaxed = secureHeaders({
    contentSecurityPolicy: undefined,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return async (c, next) => {
    if (!config.isProduction && c.req.method === "GET" && c.req.path === "/graphql" && (c.req.header("accept") ?? "").includes("text/html")) {
      return relaxed(c, next);
    }
    return strict(c, next);
  };
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

export function bodySizeLimit(maxBytes: number, onRefused: () => void): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c: Context) => {
      onRefused();
      // The rest of the body is not read: the connection cannot carry another request.
      c.header("Connection", "close");
      return c.json({ errors: [{ message: `The request body is larger than ${maxBytes} bytes`, extensions: { code: "PAYLOAD_TOO_LARGE" } }] }, 413);
    },
  });
}
