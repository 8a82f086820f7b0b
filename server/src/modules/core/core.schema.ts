// Shared GraphQL types: scalars, the Error interface, Money, health and the server clock.
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { AppError, ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { checkHealth } from "./core.service.ts";
import { errorMessage, translate } from "../../messages.ts";
import { UploadRejectedError } from "../../platform/image-uploads.ts";

builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("JSON", JSONResolver);

builder.queryType({ description: "Reads. Each field says who may call it: public, a signed-in fan, or an API key / staff account with a scope." });
builder.mutationType({ description: "Changes. Expected failures come back as typed errors in each field's result union, never as top-level errors." });
builder.subscriptionType({ description: "Live updates over graphql-ws (the same /graphql endpoint); each field says who may subscribe." });

/**
 * An enum's values with a description each, for the public schema. The record must name every value,
 * so a value added to a shared list without a description fails the typecheck.
 */
export function describedValues<const V extends string>(values: readonly V[], descriptions: Record<V, string>): Record<V, { description: string }> {
  return Object.fromEntries(values.map((v) => [v, { description: descriptions[v] }])) as Record<V, { description: string }>;
}

export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  description: "An expected failure. `code` is stable; clients turn it into words in the fan's language.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "A stable machine-readable code (e.g. SOLD_OUT, VALIDATION); switch on it, not on the message." }),
    message: t.string({ description: "In the request's language (Accept-Language).", resolve: (e, _a, ctx) => errorMessage(e, ctx.lang) }),
    field: t.exposeString("field", { description: "The input field the error is about (e.g. \"email\"), when there is one.", nullable: true }),
  }),
});

const FieldIssue = builder
  .objectRef<{ field: string; message: string; params?: Record<string, string | number> }>("FieldIssue")
  .implement({
    description: "One invalid input field of a ValidationError.",
    fields: (t) => ({
      field: t.exposeString("field", { description: "The input field's name (e.g. \"email\", \"input.quantity\")." }),
      message: t.string({ description: "In the request's language.", resolve: (i, _a, ctx) => translate(ctx.lang, i.message, i.params) }),
      messageKey: t.string({ description: "The i18n key (validation.<key>) when there is one.", resolve: (i) => i.message }),
    }),
  });

builder.objectType(ValidationError, {
  description: "The input was rejected: issues lists each invalid field with its message.",
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ issues: t.field({ description: "Every invalid field with the reason; at least one.", type: [FieldIssue], resolve: (e) => e.issues }) }),
});
for (const [cls, name, description] of [
  [NotFoundError, "NotFoundError", "The record does not exist, or is not the caller's to see."],
  [UnauthenticatedError, "UnauthenticatedError", "Not signed in, or the session expired: sign in again."],
  [ForbiddenError, "ForbiddenError", "Signed in, but the account or API key lacks the scope this needs."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}
builder.scalarType("File", {
  description: "A file sent in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).",
  serialize: () => {
    throw new Error("File is an input only");
  },
  parseValue: (v) => v as File,
});

const UploadRejectionEnum = builder.enumType("UploadRejection", {
  description: "Why an uploaded image was refused.",
  values: { TOO_LARGE: { description: "Larger than maxBytes." }, NOT_AN_IMAGE: { description: "Not a JPEG, PNG or WebP image (judged by its bytes, not its name)." } },
});

builder.objectType(UploadRejectedError, {
  name: "UploadRejectedError",
  interfaces: [ErrorInterface],
  description: "The file is not a JPEG, PNG or WebP image, or is too large.",
  fields: (t) => ({
    reason: t.field({ type: UploadRejectionEnum, description: "Why it was refused.", resolve: (e) => e.reason }),
    maxBytes: t.exposeInt("maxBytes", { description: "The largest image accepted, in bytes." }),
  }),
});

builder.objectType(RateLimitedError, {
  description: "Too many requests from this client or key: wait retryAfterSeconds before trying again.",
  name: "RateLimitedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds to wait before retrying." }) }),
});

export const CurrencyEnum = builder.enumType("Currency", {
  description: "ISO 4217 currency of a Money amount.",
  values: describedValues(["HKD", "MOP"] as const, {
    HKD: "Hong Kong dollar (2 decimals: 100 minor units = HK$1).",
    MOP: "Macanese pataca (2 decimals: 100 minor units = MOP$1).",
  }),
});

export interface MoneyShape {
  amount: number;
  currency: "HKD" | "MOP";
}
export const Money = builder.objectRef<MoneyShape>("Money").implement({
  description: "An amount in minor units (cents) with its currency; display amount / 100.",
  fields: (t) => ({ amount: t.exposeInt("amount", { description: "The amount in minor units (cents): 12800 means 128.00." }), currency: t.expose("currency", { description: "The amount's currency.", type: CurrencyEnum }) }),
});

const Health = builder
  .objectRef<{ ok: boolean; database: boolean; version: string; time: Date }>("Health")
  .implement({
    description: "Whether the server and its database answer; for monitoring.",
    fields: (t) => ({
      ok: t.exposeBoolean("ok", { description: "True when every dependency answers." }),
      database: t.exposeBoolean("database", { description: "True when PostgreSQL answered a query just now." }),
      version: t.exposeString("version", { description: "The server's version (its package version)." }),
      time: t.expose("time", { description: "The server's clock (ISO 8601, UTC).", type: "DateTime" }),
    }),
  });

builder.queryField("health", (t) => t.field({ description: "Liveness and readiness of the server (public, no auth).", type: Health, resolve: (_r, _a, ctx) => checkHealth(ctx.deps) }));

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
