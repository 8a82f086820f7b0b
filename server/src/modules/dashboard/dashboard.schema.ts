// The organiser's live sales dashboard in GraphQL: an event's figures as a query, and pushed over
// graphql-ws as a subscription. Scope reports:read (owners and managers, and keys that carry it); an
// event of another organisation is NOT_FOUND, whichever way it is asked for.
import { Repeater } from "graphql-yoga";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { NotFoundError } from "../../errors.ts";
import { Money, type MoneyShape } from "../core/core.schema.ts";
import { requireOperator } from "../organisations/index.ts";
import type { MinuteFigures } from "./dashboard.rules.ts";
import { figuresChanged, salesFigures, type SalesFigures } from "./dashboard.service.ts";

const scope = { staff: "reports:read" } as const;

const SalesMinute = builder.objectRef<MinuteFigures>("SalesMinute").implement({
  description: "One minute of an event's sale.",
  authScopes: scope,
  fields: (t) => ({
    minute: t.expose("minute", { type: "DateTime", description: "The minute's start." }),
    sold: t.exposeInt("sold", { description: "Tickets paid for in that minute." }),
    scans: t.exposeInt("scans", { description: "Tickets let in at the gate in that minute." }),
  }),
});

const TicketTypeFigures = builder.objectRef<SalesFigures["ticketTypes"][number]>("TicketTypeSalesFigures").implement({
  description: "One ticket type's share of the sale.",
  authScopes: scope,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The ticket type's id." }),
    name: t.exposeString("name", { description: "Its name." }),
    capacity: t.exposeInt("capacity", { description: "How many can be sold." }),
    taken: t.exposeInt("taken", { description: "How many are held in unpaid orders or paid." }),
  }),
});

const AccessibleSeatCountsRef = builder.objectRef<SalesFigures["accessibleSeats"]["wheelchair"]>("AccessibleSeatCounts").implement({
  description: "Wheelchair spaces or companion seats of an event, by what became of them.",
  authScopes: scope,
  fields: (t) => ({
    total: t.exposeInt("total", { description: "How many the seat map has." }),
    held: t.exposeInt("held", { description: "Held in orders awaiting payment." }),
    sold: t.exposeInt("sold", { description: "Sold." }),
    kept: t.exposeInt("kept", { description: "Free and still kept for fans who declared the need: 0 once the release time has passed (the unsold ones are then on general sale)." }),
  }),
});

const AccessibleSeatFiguresRef = builder.objectRef<SalesFigures["accessibleSeats"]>("AccessibleSeatFigures").implement({
  description: "An event's accessible seats (issue 33): wheelchair spaces and their companion seats, kept for fans who declared the need until the release time.",
  authScopes: scope,
  fields: (t) => ({
    releaseAt: t.expose("releaseAt", { type: "DateTime", description: "When the unsold ones return to general sale: the organiser's time, or 48 hours before the start." }),
    released: t.exposeBoolean("released", { description: "The release time has passed." }),
    wheelchair: t.field({ type: AccessibleSeatCountsRef, description: "Wheelchair spaces.", resolve: (f) => f.wheelchair }),
    companion: t.field({ type: AccessibleSeatCountsRef, description: "Companion seats beside them.", resolve: (f) => f.companion }),
  }),
});

const SalesFiguresRef = builder.objectRef<SalesFigures>("OperatorSalesFigures").implement({
  description: "An event's sale as its organiser's dashboard shows it, read at `at`.",
  authScopes: scope,
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The event." }),
    at: t.expose("at", { type: "DateTime", description: "When these figures were read." }),
    capacity: t.exposeInt("capacity", { description: "Tickets on sale over every ticket type." }),
    sold: t.exposeInt("sold", { description: "Tickets in paid orders." }),
    held: t.exposeInt("held", { description: "Tickets held in orders awaiting payment." }),
    revenue: t.field({ type: Money, description: "What the paid orders came to.", resolve: (f): MoneyShape => ({ amount: f.revenueAmount, currency: f.currency as MoneyShape["currency"] }) }),
    paidOrders: t.exposeInt("paidOrders", { description: "Paid orders." }),
    queueWaiting: t.exposeInt("queueWaiting", { description: "Fans in the waiting room's line." }),
    queueAdmitted: t.exposeInt("queueAdmitted", { description: "Fans let in from the line and still choosing or paying." }),
    scansAccepted: t.exposeInt("scansAccepted", { description: "Tickets let in at the gate." }),
    scansRefused: t.exposeInt("scansRefused", { description: "Scans the gate refused." }),
    perMinute: t.field({ type: [SalesMinute], description: "The last 30 minutes, oldest first, one entry a minute.", resolve: (f) => f.perMinute }),
    ticketTypes: t.field({ type: [TicketTypeFigures], description: "Each ticket type's share.", resolve: (f) => f.ticketTypes }),
    accessibleSeats: t.field({ type: AccessibleSeatFiguresRef, description: "Its wheelchair spaces and companion seats: how many, held, sold and still kept.", resolve: (f) => f.accessibleSeats }),
  }),
});

/** Event.id (a global id of an Event) or the raw id operatorEvents gives → the database id. */
function eventDbId(id: string): string {
  try {
    const g = decodeGlobalID(id);
    return g.typename === "Event" ? g.id : id;
  } catch {
    return id;
  }
}

builder.queryField("operatorSalesFigures", (t) =>
  t.field({
    type: SalesFiguresRef,
    description: "Operators (scope reports:read): one of their organisation's events' sale figures now.",
    authScopes: scope,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }) },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { eventId }, ctx) => {
      const figures = await salesFigures(ctx.deps, await requireOperator(ctx), eventDbId(String(eventId)));
      if (!figures) throw new NotFoundError("event");
      return figures;
    },
  }),
);

builder.subscriptionField("operatorSalesFigures", (t) =>
  t.field({
    type: SalesFiguresRef,
    description:
      "Operators (scope reports:read): one of their organisation's events' sale figures, now and again whenever they change (at once when a sale is paid or released, otherwise checked every few seconds). Another organisation's event ends the subscription with NOT_FOUND.",
    authScopes: scope,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }) },
    subscribe: (_r, { eventId }, ctx) =>
      new Repeater<SalesFigures>(async (push, stop) => {
        const op = await requireOperator(ctx);
        const id = eventDbId(String(eventId));
        const first = await salesFigures(ctx.deps, op, id);
        if (!first) throw new NotFoundError("event");
        const changes = await ctx.pubsub.listen("sales:changed", first.eventId);
        let last: SalesFigures | null = null;
        let timer: NodeJS.Timeout | undefined;
        let reading = Promise.resolve();
        // One reading at a time; each schedules the next periodic one.
        const read = (delayMs: number) => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            reading = reading
              .then(async () => {
                const now = await salesFigures(ctx.deps, op, id);
                if (!now) return stop(new NotFoundError("event"));
                if (figuresChanged(last, now)) await push((last = now));
                read(ctx.deps.config.dashboard.refreshMs);
              })
              .catch(stop);
          }, delayMs);
        };
        await push((last = first));
        read(ctx.deps.config.dashboard.refreshMs);
        void (async () => {
          // The news comes after the sale's commit (an after-commit handler, wiring.ts): read at once.
          for await (const _ of changes) read(0);
        })().catch(stop);
        await stop;
        clearTimeout(timer);
        await changes.return();
      }),
    resolve: (f) => f,
  }),
);
