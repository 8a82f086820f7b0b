// lucia v3's Adapter over our Prisma client. @lucia-auth/adapter-prisma does not support Prisma 6,
// so this is the small piece it would have been. Session ids here are already SHA-256 hashes of the
// bearer token (see session.ts); the token itself never reaches the database.
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import { sqlPool, type Db } from "../../db.ts";
import DataLoader from "dataloader";

export interface SessionAttributes {
  ip: string | null;
  userAgent: string | null;
}

declare module "lucia" {
  interface Register {
    DatabaseSessionAttributes: SessionAttributes;
    DatabaseUserAttributes: Record<never, never>;
  }
}

type SessionRow = { id: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null };

function toDatabaseSession(row: SessionRow): DatabaseSession {
  return { id: row.id, userId: row.userId, expiresAt: row.expiresAt, attributes: { ip: row.ip, userAgent: row.userAgent } };
}

/** The most session ids one lookup asks for (a burst's lookups beyond it go in the next). */
const MAX_IDS_PER_LOOKUP = 500;

export class PrismaSessionAdapter implements Adapter {
  /**
   * Every signed-in request asks this (a session the cache does not know yet): straight through
   * node-postgres, and the lookups of one turn of the event loop in one statement. In a burst of new
   * fans (the hot on-sale: 2,000 sessions, none cached) one round trip each was most of what a sold-out
   * answer cost the database and the pool (npm run bench -- onsale); the rows are the same, read as fresh
   * (no cache: each lookup is answered by the statement sent after it was asked).
   */
  private readonly sessions: DataLoader<string, SessionRow | null>;

  constructor(private readonly db: Db) {
    this.sessions = new DataLoader(
      async (ids) => {
        const { rows } = await sqlPool(this.db).query<SessionRow>(
          `select id, "userId", "expiresAt" at time zone 'UTC' as "expiresAt", ip, "userAgent" from "Session" where id = any($1::text[])`,
          [ids],
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { cache: false, maxBatchSize: MAX_IDS_PER_LOOKUP, batchScheduleFn: (send) => setImmediate(send) },
    );
  }

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const row = await this.sessions.load(sessionId);
    if (!row) return [null, null];
    return [toDatabaseSession(row), { id: row.userId, attributes: {} }];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.db.session.findMany({ where: { userId } });
    return rows.map(toDatabaseSession);
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db.session.create({
      data: {
        id: session.id,
        userId: session.userId,
        expiresAt: session.expiresAt,
        ip: session.attributes.ip,
        userAgent: session.attributes.userAgent?.slice(0, 512) ?? null,
      },
    });
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.session.updateMany({ where: { id: sessionId }, data: { expiresAt } });
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.session.deleteMany({ where: { id: sessionId } });
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.db.session.deleteMany({ where: { userId } });
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.db.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  }
}
