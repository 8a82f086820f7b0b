// Apple pass updates pushed (Wallet Passes, "Adding a web service to update passes", step 3): when a ticket
// changes (transferred, handed back, refunded, voided with its event, admitted) or its event does (time,
// venue), every device that registered its pass is sent an empty push over APNs. The push carries nothing:
// Wallet then asks the web service which of its passes changed (apple.service.ts updatedSerials) and fetches
// them. APNs over HTTP/2 (POST /3/device/<push token>), the topic the pass type identifier, authenticated by
// TLS with the Pass Type ID certificate and key that sign the passes: node:http2, no APNs library (the
// request is one header block and "{}", and the certificate auth is plain TLS).
//
// Sent after the change's commit, in the background: the change never waits for Apple. A 429, a 5xx or no
// answer is tried again with a doubling wait (APPLE_APNS_MAX_ATTEMPTS, APPLE_APNS_RETRY_BASE_MS); a 410
// (the token is no longer valid for the topic) removes the device's registrations of that token. A push lost
// to a restart costs little: Wallet also asks for updates on its own (when a pass is opened and refreshed).
import http2 from "node:http2";
import tls from "node:tls";
import type { Deps } from "../../deps.ts";
import type { WalletPassesConfig } from "../../config.ts";
import { ticketIdsOfEvent, ticketIdsOfOrderItems } from "../tickets/index.ts";
import { apnsRetryable, apnsRetryDelayMs, passFieldsChanged } from "./apple-push.rules.ts";

type AppleConfig = NonNullable<WalletPassesConfig["apple"]>;

export interface ApnsAnswer {
  /** The HTTP status; 0: no answer (the connection failed, the stream was reset, the timeout passed). */
  status: number;
  /** APNs' reason ("Unregistered", "BadDeviceToken", "TooManyRequests"…) or the network error. */
  reason: string | null;
}

export interface PushOutcome {
  sent: number;
  unregistered: number;
  failed: number;
}

/** Push tokens sent to at once on one connection (APNs allows many concurrent streams; this bounds our side). */
const CONCURRENT_STREAMS = 100;
/** Tickets looked up at once when a whole event changed. */
const TICKET_BATCH = 5_000;

function connect(apple: AppleConfig): http2.ClientHttp2Session {
  const session = http2.connect(`https://${apple.apns.host}`, {
    cert: apple.signerCert,
    key: apple.signerKey,
    passphrase: apple.signerKeyPassphrase ?? undefined,
    ...(apple.apns.ca ? { ca: [...tls.rootCertificates, apple.apns.ca] } : {}),
  });
  // A failed connection fails each of its streams (their own error events); this keeps it from being unhandled.
  session.on("error", () => {});
  return session;
}

/** One push: an empty payload to one device's token; never throws. */
function sendPush(session: http2.ClientHttp2Session, apple: AppleConfig, token: string): Promise<ApnsAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: ApnsAnswer) => {
      if (!settled) {
        settled = true;
        resolve(a);
      }
    };
    let req: http2.ClientHttp2Stream;
    try {
      req = session.request({
        ":method": "POST",
        ":path": `/3/device/${encodeURIComponent(token)}`,
        "apns-topic": apple.passTypeId,
        // A pass update shows nothing by itself (Wallet shows a field's changeMessage once it has the new pass):
        // a background push, which APNs takes at priority 5.
        "apns-push-type": "background",
        "apns-priority": "5",
        "content-type": "application/json",
      });
    } catch (e) {
      done({ status: 0, reason: String(e) });
      return;
    }
    let status = 0;
    const chunks: Buffer[] = [];
    req.setTimeout(apple.apns.timeoutMs, () => {
      req.close(http2.constants.NGHTTP2_CANCEL);
      done({ status: 0, reason: "timeout" });
    });
    req.on("response", (headers) => {
      status = Number(headers[":status"]);
    });
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let reason: string | null = null;
      try {
        reason = (JSON.parse(Buffer.concat(chunks).toString() || "{}") as { reason?: string }).reason ?? null;
      } catch {
        reason = null;
      }
      done({ status, reason });
    });
    req.on("error", (e) => done({ status: 0, reason: String(e) }));
    req.end("{}");
  });
}

/** One round: every token pushed on one connection, CONCURRENT_STREAMS at a time. */
async function sendRound(apple: AppleConfig, tokens: string[]): Promise<Map<string, ApnsAnswer>> {
  const answers = new Map<string, ApnsAnswer>();
  const session = connect(apple);
  try {
    for (let i = 0; i < tokens.length; i += CONCURRENT_STREAMS) {
      const batch = tokens.slice(i, i + CONCURRENT_STREAMS);
      const results = await Promise.all(batch.map((t) => sendPush(session, apple, t)));
      batch.forEach((t, k) => answers.set(t, results[k]!));
    }
  } finally {
    session.close();
  }
  return answers;
}

/**
 * Pushes each token once (a device with several of our passes has one token for them all), retrying the
 * answers worth retrying; a 410 removes that token's registrations. Resolves when every token has an answer
 * it keeps (after the retries' waits).
 */
export async function pushToDevices(deps: Deps, pushTokens: string[]): Promise<PushOutcome> {
  const apple = deps.config.walletPasses.apple;
  const outcome: PushOutcome = { sent: 0, unregistered: 0, failed: 0 };
  if (!apple) return outcome;
  let pending = [...new Set(pushTokens)];
  for (let attempt = 1; pending.length; attempt++) {
    const answers = await sendRound(apple, pending);
    const again: string[] = [];
    for (const [token, a] of answers) {
      if (a.status === 200) outcome.sent++;
      else if (a.status === 410) {
        // Unregistered: the device no longer takes pushes for this topic with that token.
        await deps.db.applePassRegistration.deleteMany({ where: { passTypeIdentifier: apple.passTypeId, pushToken: token } });
        outcome.unregistered++;
      } else if (apnsRetryable(a.status) && attempt < apple.apns.maxAttempts) again.push(token);
      else {
        outcome.failed++;
        deps.log.warn("apple wallet push failed", { status: a.status, reason: a.reason, attempts: attempt });
      }
    }
    pending = again;
    // The wait does not keep a stopping server's process alive: a push lost so is made up by Wallet's own asking.
    if (pending.length) await new Promise((r) => setTimeout(r, apnsRetryDelayMs(attempt, apple.apns.retryBaseMs)).unref());
  }
  return outcome;
}

const running = new WeakMap<Deps, Set<Promise<unknown>>>();

/** Starts the pushes without waiting for them (the change that caused them has committed and goes on). */
function startPushes(deps: Deps, pushTokens: Iterable<string>): void {
  const tokens = [...pushTokens];
  if (!tokens.length) return;
  const push = pushToDevices(deps, tokens).catch((e: unknown) => deps.log.error("apple wallet push failed", { error: String(e) }));
  const set = running.get(deps) ?? new Set();
  running.set(deps, set);
  set.add(push);
  void push.finally(() => set.delete(push));
}

/** The push tokens of the devices that registered these tickets' passes. */
async function pushTokensOf(deps: Deps, apple: AppleConfig, ticketIds: string[]): Promise<string[]> {
  if (!ticketIds.length) return [];
  const regs = await deps.db.applePassRegistration.findMany({ where: { passTypeIdentifier: apple.passTypeId, serialNumber: { in: ticketIds } }, select: { pushToken: true } });
  return regs.map((r) => r.pushToken);
}

/** Whether passes are pushed at all (Apple Wallet configured): a caller skips its own look-ups without. */
export function passPushesEnabled(deps: Deps): boolean {
  return deps.config.walletPasses.apple !== null;
}

/** Starts the pushes to the devices that registered these tickets' passes (a transfer, a hand-back, a check-in). */
export async function pushPassUpdates(deps: Deps, ticketIds: string[]): Promise<void> {
  const apple = deps.config.walletPasses.apple;
  if (apple) startPushes(deps, await pushTokensOf(deps, apple, ticketIds));
}

/** Resolves once the pushes under way have finished (tests; a shutdown that wants to let them end). */
export async function passPushesSettled(deps: Deps): Promise<void> {
  const set = running.get(deps);
  while (set?.size) await Promise.all([...set]);
}

/** The passes of every ticket of an event (cancelled, or its time or venue moved): each device pushed once. */
export async function pushPassUpdatesOfEvent(deps: Deps, eventId: string): Promise<void> {
  const apple = deps.config.walletPasses.apple;
  if (!apple) return;
  const tokens = new Set<string>();
  for (let after: string | null = null; ; ) {
    const ids = await ticketIdsOfEvent(deps, eventId, after, TICKET_BATCH);
    if (!ids.length) break;
    for (const t of await pushTokensOf(deps, apple, ids)) tokens.add(t);
    after = ids[ids.length - 1]!;
  }
  startPushes(deps, tokens);
}

/** An organiser's edit: pushed only when it changed something a pass shows. */
export async function pushPassUpdatesOfChangedEvent(deps: Deps, eventId: string, changed: string[]): Promise<void> {
  if (passFieldsChanged(changed)) await pushPassUpdatesOfEvent(deps, eventId);
}

/** The passes of the tickets issued for these order items (a refunded order's). */
export async function pushPassUpdatesOfOrderItems(deps: Deps, orderItemIds: string[]): Promise<void> {
  if (!deps.config.walletPasses.apple) return;
  await pushPassUpdates(deps, await ticketIdsOfOrderItems(deps, orderItemIds));
}
