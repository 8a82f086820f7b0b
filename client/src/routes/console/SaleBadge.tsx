import { useTranslation } from "react-i18next";
import { badgeClass } from "../../components/Badge/Badge";
import type { SaleState } from "../../gql/graphql";

/** The sale's state as fans see it, and whether the organiser paused it. */
export function SaleBadge({ state, paused, hot }: { state: SaleState; paused: boolean; hot?: boolean }) {
  const { t } = useTranslation("console");
  return (
    <span className="cn-badges" data-testid="console-sale-state" data-state={paused ? "PAUSED" : state}>
      <span className={badgeClass(state === "ON_SALE" ? "success" : paused ? "warning" : "neutral")}>{paused ? t("sale.PAUSED") : t(`sale.${state}`)}</span>
      {hot && <span className={badgeClass("hot")}>{t("sale.hot")}</span>}
    </span>
  );
}
