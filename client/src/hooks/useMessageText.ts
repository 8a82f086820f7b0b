import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, type Message } from "../lib/messages";

/** Turns messages into words in the current language. */
export function useMessageText(): (message: Message | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => (message ? (t as (key: string, options?: object) => string)(message.key, { ...message.params, defaultValue: message.fallback ?? "" }) : undefined),
    [t],
  );
}

/** A server error (any type implementing Error) in the fan's language, by the one code → message mapping. */
export function useErrorText(): (error: { code: string; message: string; limit?: number } | null | undefined) => string | null {
  const text = useMessageText();
  return useCallback((error) => (error ? (text(errorMessage(error)) ?? null) : null), [text]);
}
