// The operator API for outgoing webhooks (issue 35, scope webhooks:manage): an organisation's endpoints,
// their delivery log, a manual redelivery and a test ping. Thin: scope, call one service, return.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { WebhookDelivery } from "../../generated/prisma/client.ts";
import { requireOperator } from "../organisations/index.ts";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  redeliverWebhook,
  updateWebhookEndpoint,
  type WebhookEndpointRow,
} from "./webhooks.service.ts";
import { webhookEventTypes } from "./webhooks.rules.ts";

const manage = { staff: "webhooks:manage" } as const;

const WebhookDeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  description: "Where a webhook message stands.",
  values: {
    PENDING: { description: "Not delivered yet: waiting for its turn or for its next attempt." },
    SUCCEEDED: { description: "The endpoint answered 2xx." },
    FAILED: { description: "Every attempt failed; it can be redelivered by hand." },
  } as const,
});

const WebhookEndpointRef = builder.objectRef<WebhookEndpointRow>("WebhookEndpoint").implement({
  description: "An address the organisation's events are posted to, signed as Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).",
  authScopes: manage,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The endpoint's id." }),
    url: t.exposeString("url", { description: "Where messages are posted (https in production; never a private address unless the server allows it)." }),
    eventTypes: t.exposeStringList("eventTypes", { description: "The event types it receives (see webhookEventTypes); a test ping is always sent." }),
    enabled: t.exposeBoolean("enabled", { description: "Messages are written and sent. While off, nothing that happens is written for it, and messages written before wait until it is on again." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was added." }),
  }),
});

const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>("WebhookDelivery").implement({
  description: "One message to one endpoint, with how its delivery went.",
  authScopes: manage,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The delivery's id (to redeliver it)." }),
    messageId: t.exposeString("messageId", { description: "The message id sent as webhook-id: the same on every attempt and on a redelivery." }),
    eventType: t.exposeString("eventType", { description: "What happened (order.paid, …, webhook.ping)." }),
    payload: t.string({ description: "The JSON body sent.", resolve: (d) => JSON.stringify(d.payload) }),
    status: t.field({ type: WebhookDeliveryStatusEnum, description: "Where it stands.", resolve: (d) => d.status }),
    attempts: t.exposeInt("attempts", { description: "Attempts made so far." }),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", nullable: true, description: "When it is tried next (PENDING only)." }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true, description: "When it was last tried." }),
    lastResponseCode: t.exposeInt("lastResponseCode", { nullable: true, description: "The HTTP status of the last answer (null: none came)." }),
    lastError: t.exposeString("lastError", { nullable: true, description: "Why the last attempt failed." }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true, description: "When the endpoint accepted it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the event happened and the message was written." }),
  }),
});

const CreatedWebhookEndpoint = builder.objectRef<{ endpoint: WebhookEndpointRow; secret: string }>("CreatedWebhookEndpoint").implement({
  description: "A new endpoint: `secret` is shown this once and never again.",
  authScopes: manage,
  fields: (t) => ({
    secret: t.exposeString("secret", { description: "The signing secret (whsec_…), for the receiver's Standard Webhooks verification." }),
    endpoint: t.field({ type: WebhookEndpointRef, description: "The endpoint.", resolve: (r) => r.endpoint }),
  }),
});

const WebhookEventTypeRef = builder.objectRef<{ type: string; description: string }>("WebhookEventType").implement({
  description: "An event type an endpoint may receive.",
  authScopes: manage,
  fields: (t) => ({
    type: t.exposeString("type", { description: "Its name, as sent in the body's `type`." }),
    description: t.exposeString("description", { description: "What it tells." }),
  }),
});

const CreateInput = builder.inputType("CreateWebhookEndpointInput", {
  description: "A new webhook endpoint of the organisation.",
  fields: (t) => ({
    url: t.string({ required: true, description: "Where to post (https in production)." }),
    eventTypes: t.stringList({ required: true, description: "The event types to receive (at least one)." }),
    enabled: t.boolean({ description: "Send at once (default true)." }),
  }),
});

const UpdateInput = builder.inputType("UpdateWebhookEndpointInput", {
  description: "Only the fields given change.",
  fields: (t) => ({
    url: t.string({ description: "Where to post." }),
    eventTypes: t.stringList({ description: "The event types to receive (at least one)." }),
    enabled: t.boolean({ description: "On: messages are written and sent; off: nothing new is written for it, and what is pending waits." }),
  }),
});

builder.queryFields((t) => ({
  webhookEventTypes: t.field({
    type: [WebhookEventTypeRef],
    description: "Operators (scope webhooks:manage): the event types an endpoint may receive.",
    authScopes: manage,
    resolve: async (_r, _a, ctx) => {
      await requireOperator(ctx);
      return Object.entries(webhookEventTypes).map(([type, description]) => ({ type, description }));
    },
  }),
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    description: "Operators (scope webhooks:manage): their organisation's webhook endpoints, oldest first.",
    authScopes: manage,
    resolve: async (_r, _a, ctx) => listWebhookEndpoints(ctx.deps, await requireOperator(ctx)),
  }),
  webhookDeliveries: t.field({
    type: [WebhookDeliveryRef],
    description: "Operators (scope webhooks:manage): an endpoint's delivery log, newest first.",
    authScopes: manage,
    args: {
      endpointId: t.arg.id({ required: true, description: "The endpoint's id (WebhookEndpoint.id); another organisation's is NOT_FOUND." }),
      first: t.arg.int({ description: "How many (1–200, default 50)." }),
      status: t.arg({ type: WebhookDeliveryStatusEnum, description: "Only those in this state." }),
    },
    resolve: async (_r, { endpointId, first, status }, ctx) => listWebhookDeliveries(ctx.deps, await requireOperator(ctx), String(endpointId), { first, status }),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreatedWebhookEndpoint,
    description: "Operators (scope webhooks:manage): a new webhook endpoint of their organisation; its secret is shown once.",
    authScopes: manage,
    args: { input: t.arg({ type: CreateInput, required: true, description: "The address and the event types." }) },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, { input }, ctx) => createWebhookEndpoint(ctx.deps, ctx, await requireOperator(ctx), input),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: "Operators (scope webhooks:manage): change an endpoint's address, event types or switch.",
    authScopes: manage,
    args: { id: t.arg.id({ required: true, description: "The endpoint's id (WebhookEndpoint.id)." }), input: t.arg({ type: UpdateInput, required: true, description: "The changes." }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: async (_r, { id, input }, ctx) => updateWebhookEndpoint(ctx.deps, ctx, await requireOperator(ctx), String(id), input),
  }),
  deleteWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: "Operators (scope webhooks:manage): remove an endpoint and its delivery log (what was pending is not sent).",
    authScopes: manage,
    args: { id: t.arg.id({ required: true, description: "The endpoint's id (WebhookEndpoint.id)." }) },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => deleteWebhookEndpoint(ctx.deps, ctx, await requireOperator(ctx), String(id)),
  }),
  redeliverWebhook: t.field({
    type: WebhookDeliveryRef,
    description: "Operators (scope webhooks:manage): send a logged message again (same webhook-id), after the endpoint's other pending messages.",
    authScopes: manage,
    args: { deliveryId: t.arg.id({ required: true, description: "The delivery's id (WebhookDelivery.id)." }) },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { deliveryId }, ctx) => redeliverWebhook(ctx.deps, ctx, await requireOperator(ctx), String(deliveryId)),
  }),
  pingWebhookEndpoint: t.field({
    type: WebhookDeliveryRef,
    description: "Operators (scope webhooks:manage): send a `webhook.ping` message to an endpoint, to test it.",
    authScopes: manage,
    args: { id: t.arg.id({ required: true, description: "The endpoint's id (WebhookEndpoint.id)." }) },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => pingWebhookEndpoint(ctx.deps, ctx, await requireOperator(ctx), String(id)),
  }),
}));
