// The lint rule that keeps each Prisma model inside the module that owns it (issue 16): a module that
// reads another's table, names it in raw SQL, defines its GraphQL type or reaches it through a relation of
// its own model (include, select, a relation filter, a nested write) must fail the lint; the owner itself,
// and code outside server/src, pass.
import { describe, it } from "vitest";
import { RuleTester, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import rule from "../../scripts/eslint/own-models-only.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as Linter.Parser, ecmaVersion: 2022, sourceType: "module" } });

const inModule = (m: string, file = `${m}.service.ts`) => `/repo/server/src/modules/${m}/${file}`;

tester.run("own-models-only", rule, {
  valid: [
    { code: `await deps.db.user.findUnique({ where: { id } });`, filename: inModule("users") },
    { code: `await tx.address.count({ where: { userId } }); await lockUserRow(tx, userId);`, filename: inModule("addresses") },
    { code: `await this.db.session.deleteMany({ where: { userId } });`, filename: inModule("auth", "lucia-adapter.ts") },
    { code: `await db.attemptCounter.deleteMany({});`, filename: "/repo/server/src/platform/attempt-limiter.ts" },
    { code: 'await tx.$queryRaw`select id from "User" where id = ${id} for update`;', filename: inModule("users") },
    { code: `builder.prismaObject("Ticket", { fields: () => ({}) });`, filename: inModule("tickets", "tickets.schema.ts") },
    // A resolver may hand the client to its service; it does not query through it.
    { code: `resolve: (_r, a, ctx) => listAudit(ctx.db, a)`, filename: inModule("audit", "audit.schema.ts") },
    // Outside server/src (tests, scripts, seed data) the rule does not apply.
    { code: `await db.user.create({ data });`, filename: "/repo/tests/factories/users.ts" },
    // Not a Prisma client, not a model.
    { code: `const n = order.user.id; deps.db.$transaction(fn);`, filename: inModule("notices") },
    // Relations between a module's own models, and the foreign key as a plain column.
    { code: `await db.order.findMany({ include: { items: true }, where: { items: { some: { quantity: 2 } } } });`, filename: inModule("orders") },
    { code: `await tx.queueEntry.create({ data: { eventId, userId, status: "WAITING" } });`, filename: inModule("queue") },
    { code: `await db.ledgerTransaction.create({ data: { entries: { create: [{ amount: 1 }] } } });`, filename: inModule("wallet") },
    { code: `await db.queueEntry.findMany({ select: { id: true, _count: true }, orderBy: { joinedAt: "asc" } });`, filename: inModule("queue") },
  ],
  invalid: [
    { code: `await deps.db.user.findUnique({ where: { id } });`, filename: inModule("support"), errors: [{ messageId: "foreign" }] },
    { code: `await tx.orderItem.count({ where: { identityId } });`, filename: inModule("identity"), errors: [{ messageId: "foreign" }] },
    { code: `await ctx.deps.db.ticket.findMany();`, filename: inModule("giveaway"), errors: [{ messageId: "foreign" }] },
    { code: 'await tx.$queryRaw`select id from "User" where id = ${id} for update`;', filename: inModule("addresses"), errors: [{ messageId: "foreignSql" }] },
    { code: `await db.$executeRawUnsafe('update "Seat" set status = $1', s);`, filename: inModule("orders"), errors: [{ messageId: "foreignSql" }] },
    { code: `builder.prismaObject("Ticket", { fields: () => ({}) });`, filename: inModule("merch", "merch.schema.ts"), errors: [{ messageId: "foreignType" }] },
    { code: `resolve: (q, _r, _a, ctx) => ctx.db.user.findUnique({ ...q, where: { id } })`, filename: inModule("users", "users.schema.ts"), errors: [{ messageId: "schemaDb" }] },
    { code: `if ((await db.event.count()) === 0) seed();`, filename: "/repo/server/src/app.ts", errors: [{ messageId: "notModule" }] },
    // A relation of an own model that reaches another module's model (prisma/schema.prisma says where it leads).
    { code: `await db.queueEntry.findMany({ include: { event: true } });`, filename: inModule("queue"), errors: [{ messageId: "foreignRelation", data: { model: "QueueEntry", field: "event", target: "Event", owner: "events", how: "include" } }] },
    { code: `await deps.db.queueEntry.findMany({ select: { id: true, event: { select: { title: true } } } });`, filename: inModule("queue"), errors: [{ messageId: "foreignRelation" }] },
    // …however deep it sits: through an own relation, inside _count, in an orderBy.
    { code: `await db.order.findUnique({ where: { id }, include: { items: { include: { ticketType: true } } } });`, filename: inModule("orders"), errors: [{ messageId: "foreignRelation", data: { model: "OrderItem", field: "ticketType", target: "TicketType", owner: "events", how: "include" } }] },
    { code: `await db.user.findMany({ select: { _count: { select: { tickets: true } } } });`, filename: inModule("users"), errors: [{ messageId: "foreignRelation" }] },
    { code: `await db.ticket.findMany({ orderBy: { event: { startsAt: "asc" } } });`, filename: inModule("tickets", "listing.ts"), errors: [{ messageId: "foreignRelation" }] },
    // A relation filter joins the other module's table.
    { code: `await db.queueEntry.count({ where: { OR: [{ event: { slug } }, { user: { is: { email } } }] } });`, filename: inModule("queue"), errors: [{ messageId: "foreignRelation" }, { messageId: "foreignRelation" }] },
    // Nested writes: connect and create of a relation owned elsewhere, also inside an own nested create.
    { code: `await tx.queueEntry.create({ data: { event: { connect: { id } }, user: { create: { email } } } });`, filename: inModule("queue"), errors: [{ messageId: "foreignRelation" }, { messageId: "foreignRelation" }] },
    { code: `await tx.order.create({ data: { userId, items: { create: [{ quantity: 1, ticketType: { connect: { id } } }] } } });`, filename: inModule("orders"), errors: [{ messageId: "foreignRelation", data: { model: "OrderItem", field: "ticketType", target: "TicketType", owner: "events", how: "nested write" } }] },
  ],
});
