import { useTranslation } from "react-i18next";

/** A server error (any type implementing Error) in the fan's language: by code, else the server's words. */
export function useErrorText(): (e: { code: string; message: string; limit?: number } | null | undefined) => string | null {
  const { t } = useTranslation("errors");
  return (e) => {
    if (!e) return null;
    const params = e.limit !== undefined ? { limit: e.limit } : {};
    return (t as (k: string, o: object) => string)(e.code, { ...params, defaultValue: e.message });
  };
}
