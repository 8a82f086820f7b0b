import { expectedError } from "../../errors.ts";

export class HumanCheckFailedError extends expectedError("HUMAN_CHECK_FAILED", "Please verify the human check", "humanCheck") {}
