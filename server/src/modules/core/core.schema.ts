// Shared GraphQL types: scalars, the Error interface, Money, health and the server clock.
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { AppError, ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { checkHealth } from "./core.service.ts";
import { errorMessage, translate } from "../../messages.ts";

builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("JSON", JSONResolver);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  description: "An expected failure. `code` is stable; clients turn it into words in the fan's language.",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.string({ description: "In the request's language (Accept-Language).", resolve: (e, _a, ctx) => errorMessage(e, ctx.lang) }),
    field: t.exposeString("field", { nullable: true }),
  }),
});

const FieldIssue = builder
  .objectRef<{ field: string; message: string }>("FieldIssue")
  .implement({
    fields: (t) => ({
      field: t.exposeString("field"),
      message: t.string({ description: "In the request's language.", resolve: (i, _a, ctx) => translate(ctx.lang, i.message) }),
      messageKey: t.string({ description: "The i18n key (validation.<key>) when there is one.", resolve: (i) => i.message }),
    }),
  });

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ issues: t.field({ type: [FieldIssue], resolve: (e) => e.issues }) }),
});
for (const [cls, name] of [
  [NotFoundError, "NotFoundError"],
  [UnauthenticatedError, "UnauthenticatedError"],
  [ForbiddenError, "ForbiddenError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}
builder.objectType(RateLimitedError, {
  name: "RateLimitedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});

export const CurrencyEnum = builder.enumType("Currency", { values: ["HKD", "MOP"] as const });

export interface MoneyShape {
  amount: number;
  currency: "HKD" | "MOP";
}
export const Money = builder.objectRef<MoneyShape>("Money").implement({
  description: "An amount in minor units (cents) with its currency; display amount / 100.",
  fields: (t) => ({ amount: t.exposeInt("amount"), currency: t.expose("currency", { type: CurrencyEnum }) }),
});

const Health = builder
  .objectRef<{ ok: boolean; database: boolean; version: string; time: Date }>("Health")
  .implement({
    fields: (t) => ({
      ok: t.exposeBoolean("ok"),
      database: t.exposeBoolean("database"),
      version: t.exposeString("version"),
      time: t.expose("time", { type: "DateTime" }),
    }),
  });

builder.queryField("health", (t) => t.field({ type: Health, resolve: (_r, _a, ctx) => checkHealth(ctx.deps) }));

builder.subscriptionField("serverTime", (t) =>
  t.field({
    type: "DateTime",
    description: "The server's clock, once a second: a liveness signal for real-time connections.",
    subscribe: (_r, _a, ctx) =>
      new Repeater<Date>(async (push, stop) => {
        push(ctx.deps.now());
        const timer = setInterval(() => push(ctx.deps.now()), 1000);
        await stop;
        clearInterval(timer);
      }),
    resolve: (time) => time,
  }),
);
