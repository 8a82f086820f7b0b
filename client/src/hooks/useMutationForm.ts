/**
 * The submit / pending / error pattern of every form that calls a mutation: client checks with the
 * shared zod rules (the same files the server validates with), then the server's typed error results
 * shown where they belong (a field or the whole form), as texts from the one code → message mapping
 * (lib/messages.ts).
 */
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldIssues } from "@fanfare/shared/users";
import { errorMessage, isErrorResult, ruleMessage, type ErrorResult, type Message } from "../lib/messages";
import { expireSession } from "../session/session";

export type FieldErrors = Partial<Record<string, Message>>;

/** The members of a mutation's result union that are not expected errors (those are named `…Error`). */
export type Success<R> = Exclude<R, { __typename: `${string}Error` }>;

/**
 * One form's errors (per field, plus one for the whole form) and its busy state.
 * `fields` are the inputs the form shows; a server error about another field shows for the whole form.
 */
export function useMutationForm(fields: readonly string[]) {
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

  /**
   * The submit handler of a form that sends one request: prevents the page load, checks `values` with a
   * shared zod schema, then sends once at a time. An error result shows on the form (`refused` sees it
   * first, e.g. to go back a step); any other result goes to `done` with the checked values; no result is
   * an unexpected failure.
   */
  function submit<S extends z.ZodType, R extends object>(
    schema: S,
    values: z.input<S>,
    send: (data: z.output<S>) => Promise<R | null | undefined>,
    done: (result: Success<R>, data: z.output<S>) => unknown,
    refused?: (error: ErrorResult) => void,
  ) {
    return (e: FormEvent) => {
      e.preventDefault();
      const data = check(schema, values);
      if (!data) return;
      void run(async () => {
        const result = await send(data);
        if (!result) throw new Error("no answer");
        if (isErrorResult(result)) {
          refused?.(result);
          return fail(result);
        }
        await done(result as Success<R>, data);
      });
    };
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

  return { errors, formError, busy, check, fail, run, submit, clear, clearing, setErrors, setFormError };
}

export type Form = ReturnType<typeof useMutationForm>;

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
 * Options for mutations with typed error results: their results bypass the cache. The results select fields
 * through `...ErrorFields`, a fragment on the Error interface, and the cache would need the schema's possibleTypes to
 * match it; the errors are read once and never needed again.
 */
export const uncachedResult = { fetchPolicy: "no-cache" } as const;
