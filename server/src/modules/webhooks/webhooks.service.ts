// An organisation's webhook endpoints as its operators manage them (scope webhooks:manage): created,
// edited and deleted (audited; the secret shown once, at creation), their delivery log, a manual
// redelivery of one message and a test ping. Every function keeps to the caller's organisation.
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { WebhookDelivery, WebhookEndpoint } from "../../generated/prisma/client.ts";
import { auditOperator, inOrganisation, organisationOf, type OperatorCaller } from "../organisations/index.ts";
import { checkEndpointUrl, WebhookAddressRefused } from "./webhooks.http.ts";
import { enqueueForEndpoint, kickWebhookDelivery, type WebhookBody } from "./webhooks.outbox.ts";
import { endpointUrlIssue, isWebhookEventType, newWebhookSecret } from "./webhooks.rules.ts";

/** Endpoints per organisation. */
const MAX_ENDPOINTS = 20;

export type WebhookEndpointRow = Omit<WebhookEndpoint, "secret">;
const endpointSelect = { id: true, organisationId: true, url: true, eventTypes: true, enabled: true, createdAt: true, updatedAt: true } as const;

export interface WebhookEndpointInput {
  url?: string | null;
  eventTypes?: string[] | null;
  enabled?: boolean | null;
}

/** The URL checked (format, https in production, not a private address after look-up) and the types known; ValidationError otherwise. */
async function validated(deps: Deps, input: WebhookEndpointInput, required: boolean): Promise<{ url?: string; eventTypes?: string[]; enabled?: boolean }> {
  const out: { url?: string; eventTypes?: string[]; enabled?: boolean } = {};
  if (input.url != null || required) {
    const url = (input.url ?? "").trim();
    const issue = endpointUrlIssue(url, deps.config.webhooks.httpsOnly);
    if (issue) throw new ValidationError(deps.config.webhooks.httpsOnly && issue === "must be https" ? "validation.webhookUrlHttps" : "validation.webhookUrl", "url");
    try {
      await checkEndpointUrl(url, deps.config.webhooks);
    } catch (e) {
      if (e instanceof WebhookAddressRefused) throw new ValidationError("validation.webhookAddressRefused", "url");
      throw e;
    }
    out.url = url;
  }
  if (input.eventTypes != null || required) {
    const types = [...new Set(input.eventTypes ?? [])];
    if (!types.length || !types.every(isWebhookEventType)) throw new ValidationError("validation.webhookEventTypes", "eventTypes");
    out.eventTypes = types;
  }
  if (input.enabled != null) out.enabled = input.enabled;
  return out;
}

function ownEndpoint(deps: Deps, op: OperatorScope, id: string): Promise<WebhookEndpointRow | null> {
  return deps.db.webhookEndpoint.findFirst({ where: { id, ...inOrganisation(op) }, select: endpointSelect });
}

export function listWebhookEndpoints(deps: Deps, op: OperatorScope): Promise<WebhookEndpointRow[]> {
  return deps.db.webhookEndpoint.findMany({ where: inOrganisation(op), select: endpointSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 200 });
}

/** A new endpoint; its secret is returned here, once, and never read back. */
export async function createWebhookEndpoint(deps: Deps, caller: OperatorCaller, op: OperatorScope, input: WebhookEndpointInput): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const organisationId = organisationOf(op);
  const v = await validated(deps, input, true);
  const secret = newWebhookSecret();
  return deps.db.$transaction(async (tx) => {
    // One at a time per organisation, so the limit holds against parallel creates.
    await tx.$queryRaw`select pg_advisory_xact_lock(hashtext(${`webhooks:${organisationId}`}))::text`;
    if ((await tx.webhookEndpoint.count({ where: { organisationId } })) >= MAX_ENDPOINTS) throw new ValidationError("validation.webhookTooMany", "url");
    const endpoint = await tx.webhookEndpoint.create({ data: { organisationId, url: v.url!, eventTypes: v.eventTypes!, enabled: v.enabled ?? true, secret }, select: endpointSelect });
    await auditOperator(tx, caller, { action: "operator.webhook_create", outcome: "SUCCESS", targetType: "WebhookEndpoint", targetId: endpoint.id, details: { organisationId, after: [`url=${endpoint.url}`, `eventTypes=${endpoint.eventTypes.join(",")}`, `enabled=${endpoint.enabled}`] } });
    return { endpoint, secret };
  });
}

export async function updateWebhookEndpoint(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string, input: WebhookEndpointInput): Promise<WebhookEndpointRow> {
  const before = await ownEndpoint(deps, op, id);
  if (!before) throw new NotFoundError("webhook endpoint");
  const v = await validated(deps, input, false);
  return deps.db.$transaction(async (tx) => {
    const n = await tx.webhookEndpoint.updateMany({ where: { id, organisationId: before.organisationId }, data: v });
    if (n.count !== 1) throw new NotFoundError("webhook endpoint");
    const after = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: endpointSelect });
    const lines = (e: WebhookEndpointRow) => [`url=${e.url}`, `eventTypes=${e.eventTypes.join(",")}`, `enabled=${e.enabled}`];
    const b = lines(before);
    const a = lines(after);
    await auditOperator(tx, caller, { action: "operator.webhook_update", outcome: "SUCCESS", targetType: "WebhookEndpoint", targetId: id, details: { organisationId: after.organisationId, before: b.filter((l) => !a.includes(l)), after: a.filter((l) => !b.includes(l)) } });
    return after;
  }).then((after) => {
    // Switched back on: what waited while it was off goes out now.
    if (after.enabled) kickWebhookDelivery(deps);
    return after;
  });
}

/** Deletes an endpoint and its delivery log; messages still pending are never sent. */
export async function deleteWebhookEndpoint(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string): Promise<WebhookEndpointRow> {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.webhookEndpoint.findFirst({ where: { id, ...inOrganisation(op) }, select: endpointSelect });
    if (!before) throw new NotFoundError("webhook endpoint");
    await tx.webhookEndpoint.delete({ where: { id } });
    await auditOperator(tx, caller, { action: "operator.webhook_delete", outcome: "SUCCESS", targetType: "WebhookEndpoint", targetId: id, details: { organisationId: before.organisationId, before: [`url=${before.url}`] } });
    return before;
  });
}

/** An endpoint's delivery log, newest first (at most `first`, 1–200), before the delivery `before` when given. */
export async function listWebhookDeliveries(deps: Deps, op: OperatorScope, endpointId: string, page: { first?: number | null; status?: WebhookDelivery["status"] | null }): Promise<WebhookDelivery[]> {
  const endpoint = await ownEndpoint(deps, op, endpointId);
  if (!endpoint) throw new NotFoundError("webhook endpoint");
  const take = page.first ?? 50;
  if (!Number.isInteger(take) || take < 1 || take > 200) throw new ValidationError("1 to 200", "first");
  return deps.db.webhookDelivery.findMany({ where: { endpointId, ...(page.status ? { status: page.status } : {}) }, orderBy: { seq: "desc" }, take });
}

/** Sends one message of the log again (a new delivery with the same webhook-id, after the endpoint's others). */
export async function redeliverWebhook(deps: Deps, caller: OperatorCaller, op: OperatorScope, deliveryId: string): Promise<WebhookDelivery> {
  return deps.db.$transaction(async (tx) => {
    const d = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpoint: inOrganisation(op) }, include: { endpoint: { select: { organisationId: true } } } });
    if (!d) throw new NotFoundError("webhook delivery");
    const row = await enqueueForEndpoint(tx, deps, d.endpointId, { messageId: d.messageId, type: d.eventType as WebhookBody["type"], payload: d.payload });
    await auditOperator(tx, caller, { action: "operator.webhook_redeliver", outcome: "SUCCESS", targetType: "WebhookDelivery", targetId: deliveryId, details: { organisationId: d.endpoint.organisationId, after: [`messageId=${d.messageId}`, `delivery=${row.id}`] } });
    return tx.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
  });
}

/** A `webhook.ping` message to one endpoint, through the same queue as every other. */
export async function pingWebhookEndpoint(deps: Deps, caller: OperatorCaller, op: OperatorScope, endpointId: string): Promise<WebhookDelivery> {
  return deps.db.$transaction(async (tx) => {
    const e = await tx.webhookEndpoint.findFirst({ where: { id: endpointId, ...inOrganisation(op) }, select: { id: true, organisationId: true } });
    if (!e) throw new NotFoundError("webhook endpoint");
    const at = deps.now();
    const payload: WebhookBody = { type: "webhook.ping", timestamp: at.toISOString(), data: { endpointId: e.id, organisationId: e.organisationId } };
    const row = await enqueueForEndpoint(tx, deps, e.id, { type: "webhook.ping", payload });
    await auditOperator(tx, caller, { action: "operator.webhook_ping", outcome: "SUCCESS", targetType: "WebhookEndpoint", targetId: e.id, details: { organisationId: e.organisationId, after: [`delivery=${row.id}`] } });
    return tx.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
  });
}
