// Fans and on-sale events made straight in the database, for tests and benchmarks that need many of
// them quickly (the e-mail sign-up flow is covered by its own tests), and the human check solved the
// way the browser widget does.
import crypto from "node:crypto";
import type { Deps } from "../../server/src/deps.ts";
import { createSession } from "../../server/src/modules/auth/auth.service.ts";

export interface Fan {
  id: string;
  email: string;
  token: string;
}

/** n fans with a verified phone (or a skipped check) and a session each. */
export async function createFans(deps: Deps, n: number, opts: { phone?: "verified" | "skipped" | "none" } = {}): Promise<Fan[]> {
  const phone = opts.phone ?? "verified";
  const now = new Date();
  const rows = Array.from({ length: n }, () => {
    const id = crypto.randomUUID();
    const tag = crypto.randomBytes(6).toString("hex");
    return {
      id,
      email: `fan-${tag}@bench.test`,
      passwordHash: "!not-a-login",
      nickname: `Fan ${tag.slice(0, 4)}`,
      inviteCode: tag.toUpperCase(),
      phone: phone === "verified" ? "91234567" : null,
      phoneAreaCode: phone === "verified" ? "852" : null,
      phoneVerifiedAt: phone === "verified" ? now : null,
      phoneSkippedAt: phone === "skipped" ? now : null,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await deps.db.user.createMany({ data: rows.slice(i, i + 1000) });
  const fans: Fan[] = [];
  for (let i = 0; i < rows.length; i += 50) {
    const batch = rows.slice(i, i + 50);
    const sessions = await Promise.all(batch.map((r) => createSession(deps, r.id, { ip: "127.0.0.1", userAgent: "bench" })));
    batch.forEach((r, j) => fans.push({ id: r.id, email: r.email, token: sessions[j].token }));
  }
  return fans;
}

export interface OnSaleEvent {
  id: string;
  slug: string;
  standingTypeId: string;
  seatedTypeId: string;
}

/**
 * A public event on sale now with a standing type of `standing` places and a seated type of
 * `rows` × `perRow` seats.
 */
export async function createOnSaleEvent(
  deps: Deps,
  opts: { standing: number; rows?: string[]; perRow?: number; requiresIdentity?: boolean; desktopOnly?: boolean; maxTicketsPerAccount?: number },
): Promise<OnSaleEvent> {
  const slug = `onsale-${crypto.randomBytes(5).toString("hex")}`;
  const day = 24 * 3600_000;
  const now = Date.now();
  const rows = opts.rows ?? ["A", "B"];
  const perRow = opts.perRow ?? 10;
  const event = await deps.db.event.create({
    data: {
      slug,
      title: `On-sale ${slug}`,
      about: "A benchmark and test event.",
      venue: "Test Arena",
      city: "Hong Kong",
      startsAt: new Date(now + 30 * day),
      saleStartsAt: new Date(now - day),
      currency: "HKD",
      requiresIdentity: opts.requiresIdentity ?? false,
      desktopOnly: opts.desktopOnly ?? false,
      maxTicketsPerAccount: opts.maxTicketsPerAccount ?? 4,
      ticketTypes: {
        create: [
          { name: "Standing", area: "S", priceAmount: 50_000, currency: "HKD", capacity: opts.standing, seated: false, sortOrder: 0 },
          { name: "Seated", area: "R", priceAmount: 90_000, currency: "HKD", capacity: rows.length * perRow, seated: true, sortOrder: 1 },
        ],
      },
    },
    include: { ticketTypes: true },
  });
  const seated = event.ticketTypes.find((t) => t.seated)!;
  await deps.db.seat.createMany({
    data: rows.flatMap((row) => Array.from({ length: perRow }, (_, n) => ({ eventId: event.id, ticketTypeId: seated.id, area: "R", row, number: n + 1 }))),
  });
  return { id: event.id, slug, standingTypeId: event.ticketTypes.find((t) => !t.seated)!.id, seatedTypeId: seated.id };
}

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };

/**
 * ALTCHA's proof of work (challenge = SHA-256(salt + number)) with Node's synchronous hash: the same
 * answer the widget finds, without the widget's per-attempt WebCrypto round trips, so that thousands of
 * fans can be prepared quickly.
 */
function solveChallenge(c: Challenge): number {
  if (c.algorithm !== "SHA-256") throw new Error(`human check: unsupported ${c.algorithm}`);
  for (let n = 0; n <= c.maxnumber; n++) {
    if (crypto.createHash("sha256").update(c.salt + n).digest("hex") === c.challenge) return n;
  }
  throw new Error("human check: no solution");
}

/** Fetches a challenge from the server and solves it: the payload the HumanCheck widget sends. */
export async function solvedHumanCheck(graphqlUrl: string): Promise<string> {
  const res = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ humanCheckChallenge }" }),
  });
  const c = ((await res.json()) as { data: { humanCheckChallenge: Challenge } }).data.humanCheckChallenge;
  const number = solveChallenge(c);
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString("base64");
}

export const SECURE_TICKETS = `mutation($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on Error { code message field }
  ... on TicketLimitReachedError { limit remaining }
  ... on SaleNotOpenError { saleState }
  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }
} }`;
