import { formatDateTime } from "../../lib/format";
import type { Language } from "../../i18n/languages";

/** A date-time or the "not announced" dash. */
export function when(iso: string | null | undefined, language: Language): string {
  return iso ? formatDateTime(iso, language) : "—";
}
