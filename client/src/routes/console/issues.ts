// A ValidationError's issues as the organiser reads them: where (a CSV line, an area's row, a variant's
// field) in the interface language, and the API's own message, which it gives in the request's language.
import type { TFunction } from "i18next";

export interface IssueProblem {
  where: string;
  message: string;
}

/** The draft's areas and row names, to name "areas[0].rows[2]" as "Area A, row 3". */
export type AreaNames = { area: string; rows: string[] }[];

export function issueWhere(field: string, t: TFunction<"console">, areas: AreaNames = []): string {
  const line = /^line (\d+)$/.exec(field);
  if (line) return t("issues.line", { line: Number(line[1]) });
  const row = /^areas\[(\d+)\]\.rows\[(\d+)\]$/.exec(field);
  if (row) {
    const a = areas[Number(row[1])];
    return t("issues.row", { area: a?.area ?? "?", row: a?.rows[Number(row[2])] ?? "?" });
  }
  const variant = /^variants\[(\d+)\](?:\.(\w+))?$/.exec(field);
  if (variant) {
    const n = Number(variant[1]) + 1;
    return variant[2] ? t("issues.variantField", { n, field: t(`merch.field.${variant[2]}` as "merch.field.sku", { defaultValue: variant[2] }) }) : t("issues.variant", { n });
  }
  if (field === "seats") return t("issues.seats");
  return t(`merch.field.${field}` as "merch.field.sku", { defaultValue: field });
}

export function issueProblems(issues: readonly { field: string; message: string }[], t: TFunction<"console">, areas?: AreaNames): IssueProblem[] {
  return issues.map((i) => ({ where: issueWhere(i.field, t, areas), message: i.message }));
}
