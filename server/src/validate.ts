// Parses service input with a zod schema; failures become one ValidationError whose messages are
// i18n keys (server/src/messages.ts translates them).
import type { z } from "zod";
import { ValidationError } from "./errors.ts";
import { fieldIssues } from "@fanfare/shared/users";

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = fieldIssues(parsed.error);
  throw new ValidationError(issues[0]?.message ?? "validation.required", issues[0]?.field || undefined, issues);
}
