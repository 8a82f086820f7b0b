// The composition root (server/src/wiring.ts): paying an order issues its tickets and credits a top-up
// on Deps built WITHOUT the app or the GraphQL schema (as an operator script or a job does), and the
// handlers of one event run in the order wiring.ts declares. Before wiring.ts, these reactions were
// registered as a side effect of importing the *.schema.ts files, so none of this happened here.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rootDir } from "../../server/src/config.ts";
import { createDb, type Db } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { DomainEvents } from "../../server/src/domain-events.ts";
import { holdExpiry, markOrderPaid, newOrderNo, releaseOrder } from "../../server/src/modules/orders/index.ts";
import { wireModules } from "../../server/src/wiring.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { plainDeps } from "../helpers/plain-deps.ts";

/** Every file reachable from `entry` through static imports (relative .ts specifiers). */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+\.ts)"/gm)) visit(path.resolve(path.dirname(file), m[1]));
    for (const m of text.matchAll(/^\s*import\s+"(\.[^"]+\.ts)"/gm)) visit(path.resolve(path.dirname(file), m[1]));
  };
  visit(path.join(rootDir, entry));
  return seen;
}

let database: { url: string; drop(): Promise<void> };
let db: Db;
let deps: Deps;

beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  db = createDb(database.url, 4);
  deps = await plainDeps(db);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

/** An unpaid ticket order of `standing` standing places (in lines of these sizes) and one held seat. */
async function heldTicketOrder(standingLines: number[]) {
  const event = await createOnSaleEvent(deps, { standing: 5, rows: ["A"], perRow: 2 });
  const [fan] = await createFans(deps, 1);
  const now = deps.now();
  const seat = await db.seat.findFirstOrThrow({ where: { ticketTypeId: event.seatedTypeId }, orderBy: { number: "asc" } });
  const standing = standingLines.reduce((n, q) => n + q, 0);
  await db.ticketType.update({ where: { id: event.standingTypeId }, data: { sold: standing } });
  await db.ticketType.update({ where: { id: event.seatedTypeId }, data: { sold: 1 } });
  const order = await db.order.create({
    data: {
      orderNo: newOrderNo("TICKET", now),
      userId: fan!.id,
      kind: "TICKET",
      eventId: event.id,
      currency: "HKD",
      totalAmount: standing * 50_000 + 90_000,
      expiresAt: holdExpiry(now),
      items: {
        create: [
          ...standingLines.map((quantity) => ({ kind: "TICKET" as const, ticketTypeId: event.standingTypeId, quantity, unitAmount: 50_000 })),
          { kind: "TICKET", ticketTypeId: event.seatedTypeId, seatId: seat.id, quantity: 1, unitAmount: 90_000 },
        ],
      },
    },
  });
  await db.seat.update({ where: { id: seat.id }, data: { status: "HELD", heldByOrderId: order.id } });
  return { event, fan: fan!, seat, order };
}

describe("the composition root", () => {
  it("neither wiring.ts nor the orders module's API reaches the GraphQL schema or the builder", () => {
    for (const entry of ["server/src/wiring.ts", "server/src/modules/orders/index.ts"]) {
      const reached = [...importGraph(entry)].map((f) => path.relative(rootDir, f));
      expect(reached.filter((f) => f.endsWith(".schema.ts") || f === "server/src/builder.ts" || f === "server/src/schema.ts")).toEqual([]);
    }
  });

  it("paying a ticket order issues one ticket per item and sells its held seat, with no schema loaded", async () => {
    const { fan, seat, order } = await heldTicketOrder([2]);
    const paid = await db.$transaction((tx) => markOrderPaid(tx, deps, order.id, deps.now()));
    expect(paid?.status).toBe("PAID");
    const tickets = await db.ticket.findMany({ where: { orderItem: { orderId: order.id } }, include: { history: true } });
    expect(tickets).toHaveLength(3);
    expect(tickets.every((t) => t.ownerId === fan.id && t.status === "PAID" && t.history[0]?.kind === "PURCHASED")).toBe(true);
    expect(tickets.filter((t) => t.seatId === seat.id)).toHaveLength(1);
    expect(await db.seat.findUniqueOrThrow({ where: { id: seat.id } })).toMatchObject({ status: "SOLD", heldByOrderId: null });
  });

  it("releasing a ticket order returns its stock and frees its seat, with no schema loaded", async () => {
    const { event, seat, order } = await heldTicketOrder([1, 2]);
    const released = await db.$transaction((tx) => releaseOrder(tx, deps, order.id, "EXPIRED", deps.now()));
    expect(released?.status).toBe("EXPIRED");
    expect((await db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } })).sold).toBe(0);
    expect((await db.ticketType.findUniqueOrThrow({ where: { id: event.seatedTypeId } })).sold).toBe(0);
    expect(await db.seat.findUniqueOrThrow({ where: { id: seat.id } })).toMatchObject({ status: "AVAILABLE", heldByOrderId: null });
  });

  it("paying a top-up credits the wallet and awards giveaway entries, with no schema loaded", async () => {
    const [fan] = await createFans(deps, 1);
    const now = deps.now();
    const amount = 500_000;
    const order = await db.order.create({
      data: { orderNo: newOrderNo("TOPUP", now), userId: fan!.id, kind: "TOPUP", currency: "FANCOIN", totalAmount: amount, expiresAt: holdExpiry(now) },
    });
    await db.$transaction((tx) => markOrderPaid(tx, deps, order.id, deps.now()));
    expect((await db.walletAccount.findUniqueOrThrow({ where: { userId: fan!.id } })).balance).toBe(amount);
    const ledger = await db.ledgerTransaction.findMany({ where: { reference: order.orderNo } });
    expect(ledger.map((t) => t.kind)).toEqual(["TOPUP"]);
    // The seeded campaign runs now; 5,000 Fan Coin earn at least one top-up entry at the configured rates.
    expect(await db.giveawayEntry.count({ where: { userId: fan!.id, source: "TOPUP" } })).toBeGreaterThan(0);
  });

  it("the handlers of one event run in the order wiring.ts declares: the wallet credit before the giveaway's entries", () => {
    const names = wireModules().handlerNames("order:paid");
    expect(names).toEqual([
      "handback.handBackSeatPasses",
      "tickets.issueOrderTickets",
      "handback.handBackOfferPaid",
      "events.sellSeatsHeldBy",
      "queue.offerPaid",
      "queue.noteSale",
      "merch.startMerchFulfilment",
      "wallet.creditPaidTopUp",
      "giveaway.awardTopupEntries",
      "webhooks.orderPaid",
    ]);
    expect(wireModules().handlerNames("order:released")).toEqual(["codes.givePromoCodeUseBack", "events.returnHeldTickets", "queue.endOffers", "queue.offerToNextInLine", "handback.handBackOfferEnded", "merch.returnHeldMerch", "webhooks.orderCancelled"]);
    expect(wireModules().handlerNames("user:registered")).toEqual(["giveaway.awardRegistrationEntry"]);
    expect(wireModules().handlerNames("ticket:checked_in")).toEqual(["webhooks.ticketCheckedIn", "passes.queuePassPushes"]);
    expect(wireModules().handlerNames("refund:failed")).toEqual(["handback.handBackPayoutRefused"]);
    expect(wireModules().handlerNames("ticket:handed_back")).toEqual(["webhooks.ticketHandedBack", "passes.queuePassPushes"]);
    expect(wireModules().handlerNames("ticket:hand_back_withdrawn")).toEqual(["webhooks.handBackWithdrawn", "passes.queuePassPushes"]);
    expect(wireModules().handlerNames("ticket:hand_back_sold")).toEqual(["webhooks.handBackSold", "passes.queuePassPushes"]);
    // Apple Wallet pushes (issue 35) are queued inside the change's transaction (durable: a restart sends them
    // still) and sent after its commit: none is an after-commit handler, which a restart would lose. The
    // gate's one-statement admission writes the same queueing into its statement.
    for (const e of ["ticket:hand_back_sold", "order:refunded", "event:changed", "event:cancelled", "ticket:transferred", "ticket:checked_in", "ticket:handed_back", "ticket:hand_back_withdrawn"] as const) {
      expect(wireModules().handlerNames(e)).toContain("passes.queuePassPushes");
      expect(wireModules().afterCommitNames(e)).not.toContain("passes.queuePassPushes");
    }
    expect(wireModules().inStatementNames("ticket:checked_in")).toEqual(["passes.queuePassPushes"]);
  });

  it("emit runs handlers one after another in registration order, and a failure stops the rest", async () => {
    const ran: string[] = [];
    const events = new DomainEvents<Deps>()
      .on("user:registered", "first", async () => {
        // Yields to the event loop: a handler started alongside this one would run (and push) now.
        await new Promise<void>((r) => setImmediate(r));
        ran.push("first");
      })
      .on("user:registered", "second", async () => {
        ran.push("second");
        throw new Error("second failed");
      })
      .on("user:registered", "third", async () => void ran.push("third"));
    await expect(events.emit(null as never, deps, "user:registered", { userId: "u", invitedById: null })).rejects.toThrow("second failed");
    expect(ran).toEqual(["first", "second"]);
    expect(() => events.on("user:registered", "first", async () => {})).toThrow(/already registered/);
  });

  it("emitEach gives a batch handler every payload at once and any other handler one after another, handler by handler", async () => {
    const ran: string[] = [];
    const events = new DomainEvents<Deps>()
      .on("user:registered", "one", async (_tx, p) => void ran.push(`one ${p.userId}`))
      .onEach("user:registered", "each", async (_tx, batch) => void ran.push(`each ${batch.map((p) => p.userId).join(",")}`))
      .on("user:registered", "last", async (_tx, p) => void ran.push(`last ${p.userId}`));
    await events.emitEach(null as never, deps, "user:registered", [
      { userId: "a", invitedById: null },
      { userId: "b", invitedById: null },
    ]);
    expect(ran).toEqual(["one a", "one b", "each a,b", "last a", "last b"]);
    // A single emit is a batch of one.
    ran.length = 0;
    await events.emit(null as never, deps, "user:registered", { userId: "c", invitedById: null });
    expect(ran).toEqual(["one c", "each c", "last c"]);
    expect(() => events.onEach("user:registered", "one", async () => {})).toThrow(/already registered/);
  });
});
