// The mail module's public API: the only file other modules import. The outbox (MailOutbox): e-mail and
// SMS written in the caller's transaction (queueMessages) or right after (sendMessage), delivered with
// retries by a job.
export { queueMessages, registerMailJobs, sendMessage, smsAvailable, type Channel, type MailAttachment, type OutgoingMessage } from "./mail.service.ts";
export type { CodeTemplate } from "./mail.templates.ts";
export { devMailRoutes } from "./mail.routes.ts";
export { eraseMailTo } from "./personal-data.ts";
