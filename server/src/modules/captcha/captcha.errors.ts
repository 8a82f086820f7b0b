import { AppError } from "../../errors.ts";

export class HumanCheckFailedError extends AppError {
  constructor() {
    super("HUMAN_CHECK_FAILED", "Please verify the human check", "humanCheck");
  }
}
