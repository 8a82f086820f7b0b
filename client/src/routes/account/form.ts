/**
 * Forms of the account pages: client checks with the shared zod rules (server/…/users.rules.ts, the
 * same file the server validates with), server errors by code, all shown as i18n texts.
 */
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { fieldIssues, validationParams } from "../../../../server/src/modules/users/users.rules";
import { expireSession } from "../../session/session";

/** A text to show: an i18n key ("validation:invalidEmail", "errors:WRONG_PASSWORD") and its values. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
  /** The server's own words, used when the client has no text for a code. */
  fallback?: string;
}

export type FieldErrors = Partial<Record<string, Message>>;

/** The error half of a mutation result (any type implementing the Error interface). */
export interface ErrorResult {
  __typename: string;
  code: string;
  message: string;
  field?: string | null;
  issues?: { field: string; messageKey: string }[];
  retryAfterSeconds?: number;
}

export function isErrorResult(result: object): result is ErrorResult {
  return "code" in result && typeof (result as { code: unknown }).code === "string";
}

/** "validation.invalidEmail" (rules file) → the validation namespace's key with its placeholders. */
export function ruleMessage(messageKey: string): Message {
  const key = messageKey.replace(/^validation\./, "");
  return { key: `validation:${key}`, params: validationParams[key] };
}

export function errorMessage(error: ErrorResult): Message {
  const params = error.retryAfterSeconds !== undefined ? { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) } : undefined;
  return { key: `errors:${error.code}`, params, fallback: error.message };
}

/** Turns messages into words in the current language. */
export function useMessageText(): (message: Message | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => (message ? (t as (key: string, options?: object) => string)(message.key, { ...message.params, defaultValue: message.fallback ?? "" }) : undefined),
    [t],
  );
}

/**
 * One form's errors (per field, plus one for the whole form) and its busy state.
 * `fields` are the inputs the form shows; a server error about another field shows for the whole form.
 */
export function useForm(fields: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  /** Validates with a zod schema; shows the first problem of each field. */
  function check<T extends z.ZodType>(schema: T, values: z.input<T>): z.output<T> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return parsed.data;
    }
    const next: FieldErrors = {};
    for (const issue of fieldIssues(parsed.error)) next[issue.field] = ruleMessage(issue.message);
    setErrors(next);
    setFormError(null);
    return null;
  }

  /** Shows a server error where it belongs. */
  function fail(error: ErrorResult) {
    if (error.code === "UNAUTHENTICATED") {
      expireSession();
      return;
    }
    const next: FieldErrors = {};
    let whole: Message | null = null;
    if (error.issues?.length) {
      for (const issue of error.issues) {
        if (fields.includes(issue.field)) next[issue.field] ??= ruleMessage(issue.messageKey);
        else whole ??= ruleMessage(issue.messageKey);
      }
    } else if (error.field && fields.includes(error.field)) {
      next[error.field] = errorMessage(error);
    } else {
      whole = errorMessage(error);
    }
    setErrors(next);
    setFormError(whole);
  }

  /** Runs a submit once at a time; an unexpected failure (network, server) shows for the whole form. */
  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch {
      setFormError({ key: "common:states.error" });
    } finally {
      setBusy(false);
    }
  }

  function clear(field?: string) {
    if (field) setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    else setErrors({});
    setFormError(null);
  }

  /** An input's change handler: sets the value and clears that field's error. */
  function clearing(field: string, set: (value: string) => void) {
    return (value: string) => {
      set(value);
      clear(field);
    };
  }

  return { errors, formError, busy, check, fail, run, clear, clearing, setErrors, setFormError };
}

export type Form = ReturnType<typeof useForm>;

/** Sends a code (or any action whose success needs no data); errors go to the form. True when done. */
export async function attempt(form: Form, call: () => Promise<object | null | undefined>): Promise<boolean> {
  try {
    const result = await call();
    if (!result) return false;
    if (isErrorResult(result)) {
      form.fail(result);
      return false;
    }
    return true;
  } catch {
    form.setFormError({ key: "common:states.error" });
    return false;
  }
}

/**
 * Options for the account mutations: their results bypass the cache. The results select fields
 * through `... on Error`, an interface, and the cache would need the schema's possibleTypes to
 * match it; the errors are read once and never needed again.
 */
export const accountResult = { fetchPolicy: "no-cache" } as const;
