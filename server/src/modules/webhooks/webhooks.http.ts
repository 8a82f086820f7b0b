// One signed POST to an endpoint, and the SSRF guard around it. The host is resolved by our own look-up,
// which refuses the connection when any address it would use is private, loopback or link-local (unless
// WEBHOOK_ALLOWED_NETWORKS allows it): the check is on the address actually connected to, so a name that
// resolves differently the second time (DNS rebinding) gains nothing. Redirects are not followed.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { Webhook } from "standardwebhooks";
import { addressAllowed, endpointUrlIssue, type Network } from "./webhooks.rules.ts";

export interface WebhookTransportConfig {
  allowedNetworks: readonly Network[];
  httpsOnly: boolean;
  timeoutMs: number;
}

/** Refused before any byte is sent (the address or the URL): never retried into a different answer by waiting. */
export class WebhookAddressRefused extends Error {}

export interface SendResult {
  /** The receiver's HTTP status; null when none came (refused, timed out, no connection). */
  status: number | null;
  ok: boolean;
  error: string | null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function guardedLookup(allowed: readonly Network[]) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !addressAllowed(a.address, allowed));
      if (!list.length || bad) return callback(new WebhookAddressRefused(`${hostname} resolves to a private or reserved address (${bad?.address ?? "none"})`), []);
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * Is this URL one a webhook may be sent to? Checks the URL and every address its host resolves to now;
 * throws WebhookAddressRefused with the reason. The send checks the addresses again when it connects.
 */
export async function checkEndpointUrl(url: string, config: Pick<WebhookTransportConfig, "allowedNetworks" | "httpsOnly">): Promise<void> {
  const issue = endpointUrlIssue(url, config.httpsOnly);
  if (issue) throw new WebhookAddressRefused(`The address ${issue}`);
  const host = hostOf(url);
  const addresses = net.isIP(host) ? [host] : await dns.promises.lookup(host, { all: true }).then((l) => l.map((a) => a.address), () => []);
  if (!addresses.length) throw new WebhookAddressRefused(`${host} does not resolve`);
  const bad = addresses.find((a) => !addressAllowed(a, config.allowedNetworks));
  if (bad) throw new WebhookAddressRefused(`${host} is a private or reserved address (${bad})`);
}

/** The URL's host name without IPv6 brackets. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
}

/** The Standard Webhooks headers for one message. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}

/** POSTs a signed message; a 2xx answer is a delivery, anything else (or none) is not. */
export async function sendWebhook(config: WebhookTransportConfig, endpoint: { url: string; secret: string }, messageId: string, body: string, at: Date): Promise<SendResult> {
  const issue = endpointUrlIssue(endpoint.url, config.httpsOnly);
  if (issue) return { status: null, ok: false, error: `refused: the address ${issue}` };
  const url = new URL(endpoint.url);
  const host = hostOf(endpoint.url);
  // An IP literal is connected to without a look-up: check it here.
  if (net.isIP(host) && !addressAllowed(host, config.allowedNetworks)) return { status: null, ok: false, error: `refused: ${host} is a private or reserved address` };
  const headers = { "content-type": "application/json", "user-agent": "Fanfare-Webhooks/1", ...signedHeaders(endpoint.secret, messageId, at, body) };
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise<SendResult>((resolve) => {
    const req = request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup: guardedLookup(config.allowedNetworks) as never, timeout: config.timeoutMs },
      (res) => {
        // The answer's body is not needed: read (at most a little of) it so the socket is freed.
        let read = 0;
        res.on("data", (c: Buffer) => {
          read += c.length;
          if (read > 64 * 1024) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ status, ok, error: ok ? null : `HTTP ${status}` });
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${config.timeoutMs} ms`)));
    req.on("error", (e) => resolve({ status: null, ok: false, error: e instanceof WebhookAddressRefused ? `refused: ${e.message}` : String(e.message || e).slice(0, 300) }));
    req.end(body);
  });
}
