// The webhooks module's public API: the only file other modules import. Outgoing webhooks (issue 35):
// an organisation's endpoints (WebhookEndpoint) and the signed messages delivered to them (WebhookDelivery).
export { checkedInData, checkedInDataSql, webhookEventCancelled, webhookEventChanged, webhookHandBackSold, webhookHandBackWithdrawn, webhookOrderEvent, webhookOrderEvents, webhookSupportOpened, webhookTicketCheckedIn, webhookTicketHandedBack, webhookTicketTransferred } from "./webhooks.events.ts";
export { deliverDueWebhooks, enqueueWebhook, enqueueWebhookSql, kickWebhookDelivery, registerWebhookJobs, type WebhookBody } from "./webhooks.outbox.ts";
export { checkEndpointUrl, sendWebhook, signedHeaders, WebhookAddressRefused } from "./webhooks.http.ts";
export { addressAllowed, endpointUrlIssue, newWebhookSecret, webhookEventTypes, webhookRetryDelayMs } from "./webhooks.rules.ts";
