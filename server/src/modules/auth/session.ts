// Our own small session interface. lucia v3 stays behind it, so it can be replaced without touching
// callers: a session is created for a user and returns an opaque bearer token (200 random bits);
// the stored session id is SHA-256(token); validation slides the expiry (lucia extends a session
// that is past half its lifetime).
import crypto from "node:crypto";
import { generateIdFromEntropySize, Lucia, TimeSpan } from "lucia";
import type { Db } from "../../db.ts";
import { PrismaSessionAdapter } from "./lucia-adapter.ts";

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: Date;
}

export interface SessionStore {
  create(userId: string, meta: SessionMeta): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
  validate(token: string): Promise<ValidSession | null>;
  revoke(sessionId: string): Promise<void>;
  revokeUser(userId: string, exceptSessionId?: string | null): Promise<void>;
}

/** 25 bytes of entropy, base32: 40 characters [a-z2-7]. */
const TOKEN_PATTERN = /^[a-z2-7]{40}$/;

export function sessionIdOf(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function createLuciaSessionStore(db: Db, ttlMs: number): SessionStore {
  const lucia = new Lucia(new PrismaSessionAdapter(db), { sessionExpiresIn: new TimeSpan(ttlMs, "ms") });
  return {
    async create(userId, meta) {
      const token = generateIdFromEntropySize(25);
      const session = await lucia.createSession(userId, { ip: meta.ip, userAgent: meta.userAgent }, { sessionId: sessionIdOf(token) });
      return { token, sessionId: session.id, expiresAt: session.expiresAt };
    },
    async validate(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const { session } = await lucia.validateSession(sessionIdOf(token));
      return session ? { id: session.id, userId: session.userId, expiresAt: session.expiresAt } : null;
    },
    revoke: (sessionId) => lucia.invalidateSession(sessionId),
    async revokeUser(userId, exceptSessionId) {
      if (!exceptSessionId) return lucia.invalidateUserSessions(userId);
      await db.session.deleteMany({ where: { userId, id: { not: exceptSessionId } } });
    },
  };
}

// One store per database client (tests run several servers in one process).
const stores = new WeakMap<Db, SessionStore>();
export function sessionStore(db: Db, ttlMs: number): SessionStore {
  let store = stores.get(db);
  if (!store) {
    store = createLuciaSessionStore(db, ttlMs);
    stores.set(db, store);
  }
  return store;
}
