// Events on sale made straight in the database, for tests and benchmarks: what a journey buys is the
// test's own, so its names, prices and stock are known to it rather than read off the demo seed.
import crypto from "node:crypto";
import type { Deps } from "../../server/src/deps.ts";

export interface OnSaleEvent {
  id: string;
  slug: string;
  title: string;
  standingTypeId: string;
  seatedTypeId: string;
  standing: { name: string; area: string; price: number };
  seated: { name: string; area: string; price: number; rows: string[]; perRow: number };
  /** The `moreSeated` areas' ticket types, in the order given. */
  moreSeated: { id: string; name: string; area: string; price: number }[];
}

/** A seated area of its own ticket type (issue 33): rows by their seat numbers (a gap is an aisle), some seats kept for access. */
export interface SeatedAreaSpec {
  name: string;
  area: string;
  price: number;
  seatSelection?: "PICK" | "BEST_AVAILABLE";
  rows: { row: string; seats: number[]; access?: Record<number, "WHEELCHAIR" | "COMPANION"> }[];
}

/**
 * A public event on sale now with a standing type of `standing` places and a seated type of
 * `rows` × `perRow` seats. Prices are in minor units of the event's currency (HKD unless told).
 */
export async function createOnSaleEvent(
  deps: Deps,
  opts: {
    standing: number;
    rows?: string[];
    perRow?: number;
    standingPrice?: number;
    seatedPrice?: number;
    requiresIdentity?: boolean;
    desktopOnly?: boolean;
    maxTicketsPerAccount?: number;
    isHot?: boolean;
    /** A hot event sells through its waiting room (issue 18); false turns it off where the queue is not the subject. */
    waitingRoom?: boolean;
    currency?: "HKD" | "MOP";
    maxPaymentAttempts?: number;
    /** The sale closed an hour ago. */
    saleClosed?: boolean;
    startsInDays?: number;
    /** Offer merch pick-up the day before the event and on the day. */
    pickup?: boolean;
    /** How fans get the seated type's seats (default PICK, the schema's). */
    seatSelection?: "PICK" | "BEST_AVAILABLE";
    /** More seated areas beside the seated type, each its own ticket type and price level. */
    moreSeated?: SeatedAreaSpec[];
  },
): Promise<OnSaleEvent> {
  const tag = crypto.randomBytes(5).toString("hex");
  const slug = `onsale-${tag}`;
  const title = `On-sale ${tag}`;
  const day = 24 * 3600_000;
  const now = Date.now();
  const rows = opts.rows ?? ["A", "B"];
  const perRow = opts.perRow ?? 10;
  const standing = { name: "Standing", area: "S", price: opts.standingPrice ?? 50_000 };
  const seated = { name: "Seated", area: "R", price: opts.seatedPrice ?? 90_000, rows, perRow };
  const currency = opts.currency ?? "HKD";
  const startsAt = new Date(now + (opts.startsInDays ?? 30) * day);
  const event = await deps.db.event.create({
    data: {
      slug,
      title,
      about: "A benchmark and test event.",
      venue: "Test Arena",
      // A cover like every real event's (home paints the first event's cover before any script).
      coverImageUrl: "/img/events/neon-nights-live-2026.svg",
      city: "Hong Kong",
      startsAt,
      pickupDates: opts.pickup ? [new Date(startsAt.getTime() - day), startsAt] : [],
      saleStartsAt: new Date(now - day),
      currency,
      requiresIdentity: opts.requiresIdentity ?? false,
      desktopOnly: opts.desktopOnly ?? false,
      isHot: opts.isHot ?? false,
      maxPaymentAttempts: opts.maxPaymentAttempts ?? null,
      saleEndsAt: opts.saleClosed ? new Date(now - 3600_000) : null,
      maxTicketsPerAccount: opts.maxTicketsPerAccount ?? 4,
      ticketTypes: {
        create: [
          { name: standing.name, area: standing.area, priceAmount: standing.price, currency, capacity: opts.standing, seated: false, sortOrder: 0 },
          { name: seated.name, area: seated.area, priceAmount: seated.price, currency, capacity: rows.length * perRow, seated: true, sortOrder: 1, seatSelection: opts.seatSelection ?? "PICK" },
          ...(opts.moreSeated ?? []).map((a, i) => ({
            name: a.name,
            area: a.area,
            priceAmount: a.price,
            currency,
            capacity: a.rows.reduce((n, r) => n + r.seats.length, 0),
            seated: true,
            sortOrder: 2 + i,
            seatSelection: a.seatSelection ?? "PICK",
          })),
        ],
      },
    },
    include: { ticketTypes: true },
  });
  const seatedType = event.ticketTypes.find((t) => t.area === seated.area)!;
  await deps.db.seat.createMany({
    data: rows.flatMap((row) => Array.from({ length: perRow }, (_, n) => ({ eventId: event.id, ticketTypeId: seatedType.id, area: seated.area, row, number: n + 1 }))),
  });
  const moreSeated = (opts.moreSeated ?? []).map((a) => ({ id: event.ticketTypes.find((t) => t.area === a.area)!.id, name: a.name, area: a.area, price: a.price }));
  for (const [i, a] of (opts.moreSeated ?? []).entries()) {
    await deps.db.seat.createMany({
      data: a.rows.flatMap((r) => r.seats.map((number) => ({ eventId: event.id, ticketTypeId: moreSeated[i].id, area: a.area, row: r.row, number, access: r.access?.[number] ?? null }))),
    });
  }
  if (opts.isHot && opts.waitingRoom === false) {
    const seed = crypto.randomBytes(32).toString("hex");
    const rate = deps.config.queue.admissionRatePerMinute;
    await deps.db.queueRoom.create({
      data: { eventId: event.id, enabled: false, ratePerMinute: rate, currentRatePerMinute: rate, seed, seedHash: crypto.createHash("sha256").update(seed).digest("hex") },
    });
  }
  return { id: event.id, slug, title, standingTypeId: event.ticketTypes.find((t) => !t.seated)!.id, seatedTypeId: seatedType.id, standing, seated, moreSeated };
}
