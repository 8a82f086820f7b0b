// The captcha module's public API: the only file other modules import. The human check (ALTCHA proof of
// work) that sign-up, orders, transfers and enquiries ask for.

export { HumanCheckFailedError } from "./captcha.errors.ts";
export { verifyHumanCheck } from "./captcha.service.ts";
