// The live subscriptions of this instance's graphql-ws connections that depend on who opened them, so
// that they end when that access ends: a session signed out, an API key revoked, a membership removed
// or changed. Two ways, so that an ending is seen within a second wherever it happened:
// - at once, on the "sessions ended" messages (platform/session-cache.ts: this instance's own, and every
//   other instance's through Redis pub/sub);
// - by a sweep every second while any subscription of a key or an operator is live, which asks the
//   database whether those keys and memberships still hold (a key revoked with `fanfare platform key
//   revoke` from a shell, or a message lost while Redis was away).
// An ended subscription gets graphql-ws's error message for its id (UNAUTHENTICATED for an ended session
// or key, FORBIDDEN for a membership) and its source is stopped; the connection stays open for the rest.
// Public subscriptions (no authScopes on their root field: eventEntry, serverTime) are never tracked.
import { getOperationAST, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Context } from "../context.ts";
import type { Lang } from "../i18n.ts";
import { translate } from "../messages.ts";
import type { Logger } from "./logger.ts";
import type { SessionsEnded } from "./session-cache.ts";

/** Who opened a subscription, and for which organisation when it is an operator's. */
export interface LiveCaller {
  userId: string | null;
  sessionId: string | null;
  staffTokenId: string | null;
  /** The organisation an operator's subscription acts for (null: the platform's, or not an operator's). */
  organisationId: string | null;
}

/** What the sweep asks: of these callers, the keys no longer live and the memberships no longer held. */
export type AccessCheck = (callers: LiveCaller[]) => Promise<{ endedKeys: Set<string>; endedMemberships: Set<string> }>;

/** A membership's key in AccessCheck's answer. */
export const membershipKey = (userId: string, organisationId: string) => `${userId}|${organisationId}`;

type Kind = "signed-in" | "operator";

/** The part of graphql-ws's connection context this needs (its subscriptions, its socket). */
export interface LiveConnection {
  subscriptions: Record<string, unknown>;
  extra: unknown;
}

interface Live {
  connection: LiveConnection;
  id: string;
  caller: LiveCaller;
  kind: Kind;
  lang: Lang;
}

const SWEEP_MS = 1_000;

export class LiveSubscriptions {
  private byConnection = new Map<LiveConnection, Map<string, Live>>();
  private rootKinds = new Map<string, Kind | "public">();
  private timer: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    schema: GraphQLSchema,
    private check: AccessCheck,
    private log: Logger,
  ) {
    for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: Record<string, unknown> } } | undefined)?.pothosOptions?.authScopes;
      this.rootKinds.set(field.name, !scopes ? "public" : "staff" in scopes ? "operator" : "signed-in");
    }
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  /** A subscription was accepted (graphql-ws onSubscribe): tracked unless it is public. */
  async track(connection: LiveConnection, id: string, document: DocumentNode, operationName: string | null | undefined, ctx: Context): Promise<void> {
    const op = getOperationAST(document, operationName);
    if (op?.operation !== "subscription") return;
    const kinds = op.selectionSet.selections.map((s) => (s.kind === "Field" ? (this.rootKinds.get(s.name.value) ?? "public") : "public"));
    const kind: Kind | null = kinds.includes("operator") ? "operator" : kinds.includes("signed-in") ? "signed-in" : null;
    if (!kind) return;
    const viewer = ctx.viewer;
    // The operator scope was read when the subscription was authorised (the context caches it); should the
    // read fail here, the subscription is still tracked, by its key or account, as the platform's.
    const organisationId = kind === "operator" ? await ctx.operator().then((op) => op?.organisationId ?? null, () => null) : null;
    let live = this.byConnection.get(connection);
    if (!live) this.byConnection.set(connection, (live = new Map()));
    live.set(id, { connection, id, kind, lang: ctx.lang, caller: { userId: viewer.userId, sessionId: viewer.sessionId, staffTokenId: viewer.staffTokenId ?? null, organisationId } });
  }

  /** The subscription completed (either side). */
  forget(connection: LiveConnection, id: string): void {
    const live = this.byConnection.get(connection);
    live?.delete(id);
    if (live && live.size === 0) this.byConnection.delete(connection);
  }

  /** The connection closed. */
  forgetConnection(connection: LiveConnection): void {
    this.byConnection.delete(connection);
  }

  /** How many subscriptions are tracked (tests, metrics). */
  get size(): number {
    let n = 0;
    for (const live of this.byConnection.values()) n += live.size;
    return n;
  }

  /** An ending heard from the session cache (this instance's or another's): its subscriptions end now. */
  accessEnded(ended: SessionsEnded): number {
    if ("staffTokenId" in ended) return this.endWhere((l) => l.caller.staffTokenId === ended.staffTokenId, "UNAUTHENTICATED");
    if ("organisationId" in ended) return this.endWhere((l) => l.kind === "operator" && l.caller.userId === ended.userId && l.caller.organisationId === ended.organisationId, "FORBIDDEN");
    if ("sessionId" in ended) return this.endWhere((l) => l.caller.sessionId === ended.sessionId, "UNAUTHENTICATED");
    return this.endWhere((l) => l.caller.userId === ended.userId && l.caller.sessionId !== null && l.caller.sessionId !== ended.exceptSessionId, "UNAUTHENTICATED");
  }

  /** Asks the database about the keys and memberships behind live operator subscriptions; ends those that no longer hold. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    const callers = [...this.byConnection.values()].flatMap((live) => [...live.values()]).filter((l) => l.caller.staffTokenId || (l.kind === "operator" && l.caller.userId));
    if (!callers.length) return;
    this.sweeping = true;
    try {
      const { endedKeys, endedMemberships } = await this.check(callers.map((l) => l.caller));
      if (endedKeys.size) this.endWhere((l) => !!l.caller.staffTokenId && endedKeys.has(l.caller.staffTokenId), "UNAUTHENTICATED");
      if (endedMemberships.size) {
        this.endWhere((l) => l.kind === "operator" && !l.caller.staffTokenId && !!l.caller.userId && !!l.caller.organisationId && endedMemberships.has(membershipKey(l.caller.userId, l.caller.organisationId)), "FORBIDDEN");
      }
    } catch (e) {
      // The database is away: the next sweep asks again.
      this.log.warn("live subscriptions: access check failed", { error: String(e) });
    } finally {
      this.sweeping = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.byConnection.clear();
  }

  private endWhere(match: (l: Live) => boolean, code: "UNAUTHENTICATED" | "FORBIDDEN"): number {
    let ended = 0;
    for (const live of [...this.byConnection.values()]) {
      for (const l of [...live.values()]) {
        if (!match(l)) continue;
        this.end(l, code);
        ended++;
      }
    }
    return ended;
  }

  /**
   * Ends one subscription as graphql-ws ends one the client completes (its entry leaves the connection's
   * subscriptions, its source is returned), after telling the client why with an error message for its
   * id; graphql-ws then sends nothing more for it.
   */
  private end(l: Live, code: "UNAUTHENTICATED" | "FORBIDDEN"): void {
    this.forget(l.connection, l.id);
    const subs = l.connection.subscriptions;
    if (!(l.id in subs)) return;
    const source = subs[l.id] as AsyncGenerator<unknown> | null;
    delete subs[l.id];
    const socket = (l.connection.extra as { socket?: { readyState: number; send(data: string): void } }).socket;
    if (socket?.readyState === 1) {
      socket.send(JSON.stringify({ id: l.id, type: "error", payload: [{ message: translate(l.lang, `errors.${code}`), extensions: { code } }] }));
    }
    if (source && typeof source.return === "function") void source.return(undefined).catch(() => undefined);
  }
}
