import type http from "node:http";
import type { Config } from "../config.ts";

/** The caller's address: the first X-Forwarded-For entry behind a trusted proxy (TRUST_PROXY), else the socket's. */
export function clientIp(config: Config, req: http.IncomingMessage): string {
  if (config.trustProxy) {
    const fwd = req.headers["x-forwarded-for"];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}
