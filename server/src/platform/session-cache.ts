// Signed-in requests without a database round trip for their session: a valid session, once looked up,
// is remembered in this process for SESSION_CACHE_TTL_MS (and never past its own expiry).
// How long a revoked session can still work:
// - signing out, "sign out everywhere", a password reset and an erased account forget the sessions in
//   this process at once (sign-out is immediate on the instance that handled it) and, with REDIS_URL,
//   publish the same on Redis, so every other instance forgets them within the message's delivery;
// - anything else that ends a session (a row deleted by hand, Redis away while the message was sent)
//   is seen at the next lookup: SESSION_CACHE_TTL_MS at most.
// Staff API tokens are not cached (each use is audited and a revoked token must stop at once).
import type { RedisConnections } from "./redis.ts";
import type { Logger } from "./logger.ts";

/** The longest a session ended outside the paths above keeps working on an instance that had it cached. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;
const CHANNEL = "sessions:ended";

export interface CachedSession {
  id: string;
  userId: string;
}

/**
 * What ended: one session, or every session of a user (but one, for "sign out my other devices"); an API
 * key (revoked); a user's membership of an organisation (removed, or its role changed). Every instance
 * forgets the sessions it remembered, and ends the live subscriptions opened with what ended
 * (platform/live-subscriptions.ts).
 */
export type SessionsEnded =
  | { sessionId: string }
  | { userId: string; exceptSessionId?: string | null }
  | { staffTokenId: string }
  | { userId: string; organisationId: string };

/** Hears of every ending, on this instance and (through Redis) on the others. */
export type EndedListener = (ended: SessionsEnded) => void;

export class SessionCache {
  private entries = new Map<string, CachedSession & { until: number }>();
  private endedListeners = new Set<EndedListener>();
  private redis: RedisConnections | null;
  private stopListening: () => void;

  constructor(redis: RedisConnections | null, log: Logger, private ttlMs = SESSION_CACHE_TTL_MS) {
    this.redis = redis;
    if (redis) {
      const channel = redis.prefix + CHANNEL;
      const onMessage = (ch: string, message: string) => {
        if (ch !== channel) return;
        try {
          this.forgetHere(JSON.parse(message) as SessionsEnded);
        } catch {
          // not ours
        }
      };
      redis.subscriber.on("message", onMessage);
      redis.subscriber.subscribe(channel).catch((e: unknown) => log.error("redis subscribe failed", { channel, error: String(e) }));
      this.stopListening = () => redis.subscriber.off("message", onMessage);
    } else {
      this.stopListening = () => {};
    }
    listeners.add(this);
  }

  /** The session behind an id (SHA-256 of the token), while remembered. */
  get(sessionId: string, now = Date.now()): CachedSession | undefined {
    const e = this.entries.get(sessionId);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return e;
  }

  remember(session: CachedSession & { expiresAt: Date }, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(session.id, { id: session.id, userId: session.userId, until: Math.min(now + this.ttlMs, session.expiresAt.getTime()) });
  }

  /** Calls `listener` for every ending heard here (this instance's own and the others'); returns its removal. */
  onEnded(listener: EndedListener): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  forgetHere(ended: SessionsEnded): void {
    for (const listener of this.endedListeners) listener(ended);
    if ("sessionId" in ended) {
      this.entries.delete(ended.sessionId);
      return;
    }
    // A key or a membership ended: no session of the cache ended with it.
    if ("staffTokenId" in ended || "organisationId" in ended) return;
    for (const [id, e] of this.entries) if (e.userId === ended.userId && id !== ended.exceptSessionId) this.entries.delete(id);
  }

  /** Forgets here and tells the other instances (a failed PUBLISH leaves them SESSION_CACHE_TTL_MS). */
  async forget(ended: SessionsEnded): Promise<void> {
    this.forgetHere(ended);
    await this.redis?.commands.publish(this.redis.prefix + CHANNEL, JSON.stringify(ended)).catch(() => undefined);
  }

  close(): void {
    this.stopListening();
    this.endedListeners.clear();
    listeners.delete(this);
    this.entries.clear();
  }
}

// Sessions ended inside a transaction (a password reset, an erased account) have no services at hand:
// every app's cache in this process listens here (several apps in one process: tests).
const listeners = new Set<SessionCache>();

/** Sessions ended: every cache of this process forgets them, and tells the other instances. */
export async function sessionsEnded(ended: SessionsEnded): Promise<void> {
  await Promise.all([...listeners].map((c) => c.forget(ended)));
}

/** An API key was revoked, or a membership removed or changed: every instance ends the live subscriptions opened with it. */
export function accessEnded(ended: Extract<SessionsEnded, { staffTokenId: string } | { organisationId: string }>): Promise<void> {
  return sessionsEnded(ended);
}
