// Deterministic demo data: the same content on every fresh database. Dates are set relative to the
// day the seed runs (UTC midnight), so the demo always has upcoming, on-sale and ended events.
// Secrets are not part of it: each ticket's QR secret is random per install (a formula anyone can
// read here would let anyone forge the seeded tickets' entry codes).
import crypto from "node:crypto";
import type { Db } from "../server/src/db.ts";
import { hashSecret } from "../server/src/modules/auth/index.ts";

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

export const demo = {
  email: "demo@fanfare.test",
  password: "Fanfare#2026",
  payPassword: "246810",
  friendEmail: "friend@fanfare.test",
  /** OWNER of the demo organisation (its events and products): opens the organiser console. */
  organiserEmail: "organiser@fanfare.test",
  /** A platform operator: above every organisation (applications, organisations, platform keys). */
  operatorEmail: "operator@fanfare.test",
  walletBalance: 500_000,
};

/** Every demo account: all share demo.password, published in the README, so production refuses a database holding any. */
export const demoAccountEmails = [demo.email, demo.friendEmail, demo.organiserEmail, demo.operatorEmail];

function digest(...parts: string[]) {
  return crypto.createHash("sha256").update(parts.join(":")).digest();
}
/** Stable ids for seeded rows, so repeated seeds of fresh databases agree. */
function sid(kind: string, key: string) {
  return `seed_${kind}_${digest(kind, key).toString("hex").slice(0, 16)}`;
}

/** The demo organiser: made by the organisations migration (20261126100000), owner of every demo event and product. */
export const demoOrganisationId = "org_demo";

export async function seedDemoData(db: Db, today = new Date()): Promise<void> {
  const day0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = (days: number, hourUtc = 12) => new Date(day0 + days * DAY + hourUtc * HOUR);
  const date = (days: number) => new Date(day0 + days * DAY);

  await db.area.createMany({
    data: [
      { code: "MY", label: "Malaysia", currency: "MYR", dialCode: "60", sortOrder: 0, isDefault: true },
      { code: "HK", label: "Hong Kong", currency: "HKD", dialCode: "852", sortOrder: 1 },
      { code: "MO", label: "Macao", currency: "MOP", dialCode: "853", sortOrder: 2 },
      { code: "VN", label: "Vietnam", currency: "VND", dialCode: "84", sortOrder: 3 },
      { code: "TH", label: "Thailand", currency: "THB", dialCode: "66", sortOrder: 4 },
      { code: "SG", label: "Singapore", currency: "SGD", dialCode: "65", sortOrder: 5 },
      { code: "TW", label: "Taiwan", currency: "TWD", dialCode: "886", sortOrder: 6 },
      { code: "CN", label: "Mainland China", currency: "CNY", dialCode: "86", sortOrder: 7 },
    ],
    skipDuplicates: true,
  });

  type TT = { area: string; name: string; price: number; seated: boolean; rows?: string[]; perRow?: number; capacity?: number; entrance: string };
  const events: {
    slug: string; title: string; subtitle: string; about: string; venue: string; city: string; address: string;
    /** The venue's real coordinates (latitude, longitude): the wallet passes show them. */
    coordinates: [number, number];
    startDay: number; hours: number; currency: "HKD" | "MOP"; saleMode?: "PUBLIC" | "TICKET_HOLDER_ONLY" | "MERCH_ONLY";
    saleStartDay: number; saleEndDay?: number; desktopOnly?: boolean; requiresIdentity?: boolean; isHot?: boolean;
    maxPaymentAttempts?: number; types: TT[];
  }[] = [
    {
      slug: "neon-nights-live-2026", title: "Neon Nights Live 2026", subtitle: "The city-pop tour comes home",
      about: "Two hours of synth, neon and sing-alongs with a full live band. Seated areas A and B, a standing floor in C. Electronic tickets only; non-refundable and non-exchangeable.",
      venue: "Hong Kong Coliseum", city: "Hong Kong", address: "9 Cheong Wan Road, Hung Hom, Kowloon", coordinates: [22.3019, 114.1822],
      startDay: 30, hours: 12, currency: "HKD", saleStartDay: -1,
      types: [
        { area: "A", name: "VIP Area A", price: 128_000, seated: true, rows: ["A", "B"], perRow: 20, entrance: "Gate 1" },
        { area: "B", name: "Area B", price: 88_000, seated: true, rows: ["C", "D", "E"], perRow: 20, entrance: "Gate 2" },
        { area: "C", name: "Standing C", price: 48_000, seated: false, capacity: 500, entrance: "Gate 3" },
      ],
    },
    {
      slug: "starlight-arena-tour", title: "Starlight Arena Tour", subtitle: "One night only in Macao",
      about: "The most requested show of the year. Real-name entry: every ticket is tied to one audience identity, checked at the gate. One payment attempt per order.",
      venue: "Galaxy Arena", city: "Macao", address: "Estrada da Baía de Nossa Senhora da Esperança, Cotai", coordinates: [22.1484, 113.5535],
      startDay: 45, hours: 12, currency: "MOP", saleStartDay: -1, requiresIdentity: true, isHot: true, maxPaymentAttempts: 1,
      types: [
        { area: "A", name: "Floor A", price: 168_000, seated: true, rows: ["A", "B", "C"], perRow: 10, entrance: "East Gate" },
        { area: "B", name: "Tier B", price: 98_000, seated: true, rows: ["D", "E", "F"], perRow: 20, entrance: "West Gate" },
      ],
    },
    {
      slug: "harbour-fanfest", title: "Harbour FanFest", subtitle: "Ticket holders' meet-up and merch day",
      about: "A day on the harbour for ticket holders: photo walls, signing sessions and exclusive merchandise for holders only, picked up on site.",
      venue: "Central Harbourfront Event Space", city: "Hong Kong", address: "9 Lung Wo Road, Central", coordinates: [22.2836, 114.1614],
      startDay: 20, hours: 3, currency: "HKD", saleMode: "TICKET_HOLDER_ONLY", saleStartDay: -30, saleEndDay: -2,
      types: [{ area: "G", name: "General admission", price: 20_000, seated: false, capacity: 300, entrance: "Main entrance" }],
    },
    {
      slug: "moonlight-orchestra", title: "Moonlight Orchestra", subtitle: "Film scores under the stars",
      about: "A symphony orchestra plays the film scores you love. Sold on the desktop site only.",
      venue: "Hong Kong Cultural Centre", city: "Hong Kong", address: "10 Salisbury Road, Tsim Sha Tsui", coordinates: [22.2937, 114.1702],
      startDay: 60, hours: 11, currency: "HKD", saleStartDay: -1, desktopOnly: true,
      types: [{ area: "S", name: "Stalls", price: 58_000, seated: true, rows: ["A", "B", "C", "D"], perRow: 15, entrance: "Stalls entrance" }],
    },
    {
      slug: "summer-sonic-2025", title: "Summer Sonic Macao 2025", subtitle: "Last summer's festival",
      about: "Three stages, twenty acts, one long summer day. This event has ended.",
      venue: "Macao Outer Harbour", city: "Macao", address: "Avenida da Amizade", coordinates: [22.1925, 113.5573],
      startDay: -120, hours: 6, currency: "MOP", saleStartDay: -200, saleEndDay: -120,
      types: [{ area: "F", name: "Festival pass", price: 78_000, seated: false, capacity: 2000, entrance: "Festival gate" }],
    },
  ];

  const eventIds: Record<string, string> = {};
  const typeIds: Record<string, string> = {};
  for (const e of events) {
    const id = sid("event", e.slug);
    eventIds[e.slug] = id;
    await db.event.create({
      data: {
        id, organisationId: demoOrganisationId, slug: e.slug, title: e.title, subtitle: e.subtitle, about: e.about, venue: e.venue, city: e.city, timeZone: e.city === "Macao" ? "Asia/Macau" : "Asia/Hong_Kong",
        address: e.address, latitude: e.coordinates[0], longitude: e.coordinates[1], startsAt: at(e.startDay, e.hours), endsAt: at(e.startDay, e.hours + 3),
        doorsOpenAt: at(e.startDay, e.hours - 1), queueOpensAt: at(e.startDay, e.hours - 2),
        coverImageUrl: `/img/events/${e.slug}.svg`, saleMode: e.saleMode ?? "PUBLIC",
        // Every demo event is public (issue 34: fans never see a draft), published before its sale began.
        publishedAt: at(Math.min(e.saleStartDay, 0) - 7, 2),
        saleStartsAt: at(e.saleStartDay, 2), saleEndsAt: e.saleEndDay === undefined ? null : at(e.saleEndDay, 2),
        desktopOnly: e.desktopOnly ?? false, requiresIdentity: e.requiresIdentity ?? false, isHot: e.isHot ?? false,
        currency: e.currency, maxPaymentAttempts: e.maxPaymentAttempts ?? null,
        pickupDates: [date(e.startDay - 1), date(e.startDay)],
      },
    });
    for (const [i, t] of e.types.entries()) {
      const typeId = sid("type", `${e.slug}/${t.area}`);
      typeIds[`${e.slug}/${t.area}`] = typeId;
      const seats = t.seated ? t.rows!.flatMap((row) => Array.from({ length: t.perRow! }, (_, n) => ({ row, number: n + 1 }))) : [];
      await db.ticketType.create({
        data: {
          id: typeId, eventId: id, name: t.name, area: t.area, priceAmount: t.price, currency: e.currency,
          capacity: t.seated ? seats.length : t.capacity!, seated: t.seated, entrance: t.entrance, sortOrder: i,
        },
      });
      if (seats.length) {
        await db.seat.createMany({
          data: seats.map((s) => ({ id: sid("seat", `${e.slug}/${t.area}/${s.row}/${s.number}`), eventId: id, ticketTypeId: typeId, area: t.area, row: s.row, number: s.number })),
        });
      }
    }
  }

  const merch: { slug: string; name: string; description: string; image: string; event: string; price: number; pickupOnly?: boolean; holderOnly?: boolean; desktopOnly?: boolean; sizes?: string[]; colours?: string[]; stock: number }[] = [
    { slug: "neon-tour-tee", name: "Neon Nights Tour T-shirt", description: "Heavyweight cotton tee with the tour dates on the back.", image: "tee", event: "neon-nights-live-2026", price: 28_000, pickupOnly: true, sizes: ["S", "M", "L", "XL"], stock: 50 },
    { slug: "neon-hoodie", name: "Neon Nights Hoodie", description: "Brushed fleece hoodie with a glow-in-the-dark print.", image: "hoodie", event: "neon-nights-live-2026", price: 52_000, sizes: ["S", "M", "L", "XL"], stock: 30 },
    { slug: "neon-cap", name: "Neon Logo Cap", description: "Embroidered six-panel cap.", image: "cap", event: "neon-nights-live-2026", price: 22_000, colours: ["Black", "Pink"], stock: 40 },
    { slug: "neon-lightstick", name: "Official Light Stick", description: "Bluetooth light stick that syncs with the show.", image: "lightstick", event: "neon-nights-live-2026", price: 35_000, pickupOnly: true, stock: 200 },
    { slug: "neon-poster", name: "Tour Poster (A2)", description: "Numbered art print, shipped in a tube.", image: "poster", event: "neon-nights-live-2026", price: 12_000, stock: 100 },
    { slug: "neon-tote", name: "Canvas Tote Bag", description: "Sturdy canvas tote with the neon skyline.", image: "tote", event: "neon-nights-live-2026", price: 16_000, stock: 80 },
    { slug: "fanfest-photocard-set", name: "FanFest Photocard Set", description: "Eight photocards, for ticket holders only. Pick up on site.", image: "photocard", event: "harbour-fanfest", price: 9_000, pickupOnly: true, holderOnly: true, stock: 300 },
    { slug: "fanfest-scarf", name: "Harbour Slogan Scarf", description: "Knitted slogan scarf, for ticket holders only.", image: "scarf", event: "harbour-fanfest", price: 19_000, pickupOnly: true, holderOnly: true, stock: 120 },
    { slug: "fanfest-badge", name: "Enamel Badge", description: "Limited enamel badge for ticket holders.", image: "badge", event: "harbour-fanfest", price: 6_000, holderOnly: true, stock: 150 },
    { slug: "starlight-keychain", name: "Starlight Keychain", description: "Acrylic keychain with the tour star.", image: "keychain", event: "starlight-arena-tour", price: 8_000, stock: 150 },
    { slug: "starlight-mug", name: "Starlight Mug", description: "Ceramic mug; sold on the desktop site only.", image: "mug", event: "starlight-arena-tour", price: 15_000, desktopOnly: true, stock: 60 },
    { slug: "starlight-wristband", name: "LED Wristband", description: "Show-synced wristband. Pick up on site.", image: "wristband", event: "starlight-arena-tour", price: 6_000, pickupOnly: true, stock: 400 },
  ];
  for (const [i, m] of merch.entries()) {
    const ev = events.find((e) => e.slug === m.event)!;
    const options = m.sizes?.map((size) => ({ size, colour: null as string | null })) ??
      m.colours?.map((colour) => ({ size: null as string | null, colour })) ?? [{ size: null, colour: null }];
    await db.merchProduct.create({
      data: {
        id: sid("merch", m.slug), organisationId: demoOrganisationId, slug: m.slug, name: m.name, description: m.description, imageUrl: `/img/merch/${m.image}.svg`,
        eventId: eventIds[m.event], priceAmount: m.price, currency: ev.currency, pickupOnly: m.pickupOnly ?? false,
        ticketHolderOnly: m.holderOnly ?? false, desktopOnly: m.desktopOnly ?? false, sortOrder: i,
        variants: {
          create: options.map((o) => ({
            sku: [m.slug, o.size ?? o.colour].filter(Boolean).join("-").toUpperCase(),
            size: o.size, colour: o.colour, stock: Math.ceil(m.stock / options.length),
          })),
        },
      },
    });
  }

  // System ledger accounts, then the demo fans.
  const funding = await db.walletAccount.create({ data: { id: sid("wallet", "funding"), kind: "SYSTEM_FUNDING" } });
  await db.walletAccount.create({ data: { id: sid("wallet", "revenue"), kind: "SYSTEM_REVENUE" } });
  await db.walletAccount.create({ data: { id: sid("wallet", "gifts"), kind: "SYSTEM_GIFTS" } });

  const passwordHash = await hashSecret(demo.password);
  const fan = await db.user.create({
    data: {
      id: sid("user", demo.email), email: demo.email, passwordHash, nickname: "Demo Fan", phone: "91234567", phoneAreaCode: "852",
      phoneVerifiedAt: date(-10), payPasswordHash: await hashSecret(demo.payPassword), language: "en_US", areaCode: "HK", inviteCode: "DEMO2026",
    },
  });
  await db.user.create({
    data: { id: sid("user", demo.friendEmail), email: demo.friendEmail, passwordHash, nickname: "Friend Fan", language: "en_US", areaCode: "HK", inviteCode: "FRIEND26" },
  });

  // The demo organiser (OWNER of the organisation owning every demo event and product) and a platform operator.
  const organiser = await db.user.create({
    data: { id: sid("user", demo.organiserEmail), email: demo.organiserEmail, passwordHash, nickname: "Demo Organiser", language: "en_US", areaCode: "HK", inviteCode: "ORGAN26" },
  });
  await db.organisationMember.create({ data: { id: sid("member", demo.organiserEmail), organisationId: demoOrganisationId, userId: organiser.id, role: "OWNER" } });
  const operator = await db.user.create({
    data: { id: sid("user", demo.operatorEmail), email: demo.operatorEmail, passwordHash, nickname: "Demo Operator", language: "en_US", areaCode: "HK", inviteCode: "OPERA26" },
  });
  await db.platformOperator.create({ data: { userId: operator.id } });

  // The demo balance enters through the ledger like any top-up: one balanced transaction.
  const wallet = await db.walletAccount.create({ data: { id: sid("wallet", demo.email), userId: fan.id, kind: "USER", balance: demo.walletBalance } });
  await db.walletAccount.update({ where: { id: funding.id }, data: { balance: -demo.walletBalance } });
  await db.ledgerTransaction.create({
    data: {
      id: sid("ltx", "demo-topup"), kind: "TOPUP", reference: "SEED-TOPUP-0001", description: "Welcome top-up",
      entries: {
        create: [
          { accountId: wallet.id, amount: demo.walletBalance, balanceAfter: demo.walletBalance },
          { accountId: funding.id, amount: -demo.walletBalance, balanceAfter: -demo.walletBalance },
        ],
      },
    },
  });

  // Paid orders and tickets for two events.
  const holdings = [
    { slug: "neon-nights-live-2026", area: "A", seats: [{ row: "A", number: 7 }, { row: "A", number: 8 }], orderNo: "T20260001000001", price: 128_000, currency: "HKD" },
    { slug: "harbour-fanfest", area: "G", seats: [null], orderNo: "T20260001000002", price: 20_000, currency: "HKD" },
  ];
  let ticketSeq = 1;
  for (const h of holdings) {
    const order = await db.order.create({
      data: {
        id: sid("order", h.orderNo), orderNo: h.orderNo, userId: fan.id, kind: "TICKET", status: "PAID", eventId: eventIds[h.slug],
        currency: h.currency, totalAmount: h.price * h.seats.length, paidAt: date(-5), createdAt: date(-5),
      },
    });
    const typeId = typeIds[`${h.slug}/${h.area}`];
    for (const seat of h.seats) {
      const seatId = seat ? sid("seat", `${h.slug}/${h.area}/${seat.row}/${seat.number}`) : null;
      const item = await db.orderItem.create({ data: { orderId: order.id, kind: "TICKET", ticketTypeId: typeId, seatId, quantity: 1, unitAmount: h.price } });
      if (seatId) await db.seat.update({ where: { id: seatId }, data: { status: "SOLD" } });
      await db.ticketType.update({ where: { id: typeId }, data: { sold: { increment: 1 } } });
      const ticketNo = `FF${String(20260000 + ticketSeq++).padStart(10, "0")}`;
      await db.ticket.create({
        data: {
          id: sid("ticket", ticketNo), ticketNo, eventId: eventIds[h.slug], ticketTypeId: typeId, seatId, ownerId: fan.id,
          orderItemId: item.id, status: "PAID", qrSecret: crypto.randomBytes(32), createdAt: date(-5),
          history: { create: [{ kind: "PURCHASED", toUserId: fan.id, at: date(-5) }] },
        },
      });
    }
  }

  await db.giveawayCampaign.create({
    data: {
      id: sid("campaign", "starlight"), slug: "starlight-giveaway", title: "Win free Starlight Arena Tour tickets",
      eventId: eventIds["starlight-arena-tour"], ticketTypeId: typeIds["starlight-arena-tour/B"],
      startsAt: date(-7), endsAt: date(30), entriesExpireAt: date(31), winnersCount: 5,
    },
  });
}
