// After-commit domain-event handlers (domain-events.ts afterCommit, db.ts onCommit): a handler registered
// with afterCommit runs only once the transaction that raised its event has committed — once per event
// raised, reading the committed data from any connection — and never when that transaction rolls back. Its
// error is logged and never reaches the caller, whose transaction has committed.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb, type Db } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { DomainEvents } from "../../server/src/domain-events.ts";
import { createLogger, type Logger } from "../../server/src/platform/logger.ts";
import { wireModules } from "../../server/src/wiring.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { plainDeps } from "../helpers/plain-deps.ts";

let database: { url: string; drop(): Promise<void> };
let db: Db;
let deps: Deps;
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  db = createDb(database.url, 4);
  const silent = createLogger("silent");
  const log: Logger = { ...silent, error: (msg) => void logged.push(msg) };
  deps = await plainDeps(db, { log });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

/** An organisation row: something a transaction writes, that a handler can look for from another connection. */
const newOrg = () => {
  const id = `org_ac_${crypto.randomBytes(4).toString("hex")}`;
  return { id, slug: id.replaceAll("_", "-"), name: "After commit" };
};

describe("after-commit handlers", () => {
  it("never run for an event raised in a transaction that rolls back", async () => {
    const ran: string[] = [];
    const events = new DomainEvents<Deps>().afterCommit("user:registered", "record", async ({ userId }) => void ran.push(userId));
    const org = newOrg();
    await expect(
      db.$transaction(async (tx) => {
        await tx.organisation.create({ data: org });
        await events.emit(tx, deps, "user:registered", { userId: "rolled-back", invitedById: null });
        throw new Error("the request failed after the event");
      }),
    ).rejects.toThrow("the request failed after the event");
    // A later transaction's event runs its handler; the rolled-back one's never does.
    await db.$transaction((tx) => events.emit(tx, deps, "user:registered", { userId: "committed", invitedById: null }));
    expect(ran).toEqual(["committed"]);
    expect(await db.organisation.findUnique({ where: { id: org.id } })).toBeNull();
  });

  it("run once per event raised, after the commit (another connection sees the transaction's rows), before $transaction returns", async () => {
    const seen: { userId: string; orgVisible: boolean }[] = [];
    const org = newOrg();
    const events = new DomainEvents<Deps>()
      .on("user:registered", "inside", async (tx) => {
        // Inside: the row is there for the transaction's own connection only.
        expect(await tx.organisation.findUnique({ where: { id: org.id } })).not.toBeNull();
      })
      .afterCommit("user:registered", "after", async ({ userId }, d) => {
        seen.push({ userId, orgVisible: (await d.db.organisation.findUnique({ where: { id: org.id } })) !== null });
      });
    const result = await db.$transaction(async (tx) => {
      await tx.organisation.create({ data: org });
      await events.emit(tx, deps, "user:registered", { userId: "a", invitedById: null });
      await events.emit(tx, deps, "user:registered", { userId: "b", invitedById: null });
      expect(seen).toEqual([]);
      return "done";
    });
    expect(result).toBe("done");
    expect(seen).toEqual([
      { userId: "a", orgVisible: true },
      { userId: "b", orgVisible: true },
    ]);
  });

  it("log a failure instead of throwing it into the committed request, and the next handler still runs", async () => {
    const ran: string[] = [];
    const events = new DomainEvents<Deps>()
      .afterCommit("user:registered", "fails", async () => {
        throw new Error("provider down");
      })
      .afterCommit("user:registered", "next", async () => void ran.push("next"));
    const org = newOrg();
    await db.$transaction(async (tx) => {
      await tx.organisation.create({ data: org });
      await events.emit(tx, deps, "user:registered", { userId: "u", invitedById: null });
    });
    expect(ran).toEqual(["next"]);
    expect(logged.some((m) => m.includes("after-commit handler fails failed"))).toBe(true);
    expect(await db.organisation.findUnique({ where: { id: org.id } })).not.toBeNull();
    expect(() => events.afterCommit("user:registered", "next", async () => {})).toThrow(/already registered/);
  });

  it("refuse an event raised outside a transaction of the app's client, rather than lose its handlers", async () => {
    const events = new DomainEvents<Deps>().afterCommit("user:registered", "after", async () => {});
    await expect(events.emit(db as never, deps, "user:registered", { userId: "u", invitedById: null })).rejects.toThrow(/not inside an interactive transaction/);
  });

  it("wiring.ts: the dashboard, the refunds and the seat board's read run after the commit, in the order declared", () => {
    const w = wireModules();
    expect(w.afterCommitNames("order:paid")).toEqual(["dashboard.salesChanged", "tickets.sendOrderConfirmation"]);
    // A hand-back's sale (raised inside the buyer's payment): the seller's mail and open ticket page.
    expect(w.afterCommitNames("ticket:hand_back_sold")).toEqual(["handback.tellSellerOfSale", "tickets.ticketPageChanged"]);
    expect(w.handlerNames("order:paid")).not.toContain("dashboard.salesChanged");
    // Seats given back: the instance's seat board reads them before it answers a pick from memory again.
    expect(w.afterCommitNames("order:released")).toEqual(["dashboard.salesChanged", "events.seatsChangedHere"]);
    expect(w.afterCommitNames("order:refunded")).toEqual(["payments.refundOrderPayments", "dashboard.salesChanged", "events.seatsChangedHere"]);
    expect(w.afterCommitNames("payment:settled")).toEqual(["payments.tellPaymentSettled", "payments.refundSettledPayment"]);
    // A ticket admitted: its webhook message and its Apple Wallet pushes (issue 35) are written inside the
    // admission's transaction and sent after the commit by their outboxes, so nothing of it runs after-commit
    // here; as for a transfer and an event's change or cancel. A hand-back's listing and withdrawal only tell
    // the ticket's open page after the commit (its pushes and webhooks are written in the transaction).
    for (const e of ["ticket:checked_in", "ticket:transferred", "event:changed", "event:cancelled"] as const) {
      expect(w.afterCommitNames(e)).toEqual([]);
    }
    expect(w.afterCommitNames("ticket:handed_back")).toEqual(["tickets.ticketPageChanged"]);
    expect(w.afterCommitNames("ticket:hand_back_withdrawn")).toEqual(["tickets.ticketPageChanged"]);
  });
});
