// Outgoing webhooks' pure rules: the event types, the retry schedule, the secret's format, and which
// addresses an endpoint may never reach (SSRF): unit-testable without a database or a network.
import crypto from "node:crypto";
import net from "node:net";

/** Every event type an endpoint may subscribe to, with what it tells. `webhook.ping` is always sent. */
export const webhookEventTypes = {
  "order.paid": "an order was paid",
  "order.refunded": "a paid order was refunded in full",
  "order.cancelled": "an unpaid order was cancelled",
  "order.expired": "an unpaid order's hold lapsed",
  "event.changed": "an event's terms were edited",
  "event.cancelled": "an event was cancelled",
  "ticket.transferred": "a fan handed a ticket to another account",
  "ticket.handed_back": "a fan handed a ticket back for resale at face value",
  "ticket.hand_back_withdrawn": "a handed-back ticket went back to its holder unsold: withdrawn, or the event started",
  "ticket.hand_back_sold": "a handed-back ticket was sold to the next fan in line: the listing closed, the seller's ticket revoked",
  "ticket.checked_in": "a ticket was admitted: scanned at a gate, uploaded by an offline gate or checked in by hand",
  "support.request_opened": "a fan opened a support request about one of the organisation's events",
} as const;

export type WebhookEventType = keyof typeof webhookEventTypes | "webhook.ping";

export function isWebhookEventType(t: string): t is keyof typeof webhookEventTypes {
  return Object.hasOwn(webhookEventTypes, t);
}

const RETRY_MAX_MS = 60 * 60_000;

/** The wait before attempt n + 1 after n failed ones: 30 s (WEBHOOK_RETRY_BASE_MS), 1 min, 2 min, … at most an hour, ±20 %. */
export function webhookRetryDelayMs(failedAttempts: number, baseMs = 30_000, random = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, baseMs * 2 ** Math.max(0, Math.min(failedAttempts - 1, 30)));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A Standard Webhooks secret: "whsec_" and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64")}`;
}

/** A Standard Webhooks message id. */
export function newMessageId(): string {
  return `msg_${crypto.randomBytes(16).toString("hex")}`;
}

export interface Network {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

/** Addresses a webhook never reaches unless allowed: private, loopback, link-local (cloud metadata), and the like. */
const forbidden = new net.BlockList();
for (const [a, p] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) forbidden.addSubnet(a, p, "ipv4");
// IPv6: unspecified, loopback and the old IPv4-compatible ::a.b.c.d (::/96), unique local, link-local,
// multicast, documentation, discard-only, and every prefix that carries an IPv4 address inside it, so that a
// private IPv4 address cannot hide in one: NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), Teredo
// (2001::/32) and 6to4 (2002::/16). 6to4 and Teredo are deprecated transition relays: no webhook receiver
// needs them.
for (const [a, p] of [
  ["::", 96], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["2001:db8::", 32], ["100::", 64],
  ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["2001::", 32], ["2002::", 16],
] as const) forbidden.addSubnet(a, p, "ipv6");

/** An IPv4-mapped IPv6 address ("::ffff:10.0.0.1") as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return { address: m[1]!, family: "ipv4" };
  return { address, family: net.isIPv4(address) ? "ipv4" : "ipv6" };
}

/**
 * May a webhook connect to this IP address? Never to a private, loopback, link-local or reserved one,
 * unless one of the allowed networks (WEBHOOK_ALLOWED_NETWORKS) holds it.
 */
export function addressAllowed(address: string, allowed: readonly Network[]): boolean {
  if (!net.isIP(address)) return false;
  const a = unmapped(address);
  if (allowed.length) {
    const list = new net.BlockList();
    for (const n of allowed) list.addSubnet(n.address, n.prefix, n.family);
    if (list.check(a.address, a.family)) return true;
  }
  return !forbidden.check(a.address, a.family);
}

/** What is wrong with an endpoint's address before any look-up, or null: a URL, http(s) (https only in production), no credentials. */
export function endpointUrlIssue(url: string, httpsOnly: boolean): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "not a URL";
  }
  if (url.length > 2000) return "longer than 2000 characters";
  if (u.protocol !== "https:" && !(u.protocol === "http:" && !httpsOnly)) return httpsOnly ? "must be https" : "must be http or https";
  if (u.username || u.password) return "must carry no user name or password";
  if (!u.hostname) return "has no host";
  return null;
}
