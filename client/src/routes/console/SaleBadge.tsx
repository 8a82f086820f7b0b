import { useTranslation } from "react-i18next";
import { badgeClass } from "../../components/Badge/Badge";
import type { SaleState } from "../../gql/graphql";

/** The sale's state as fans see it, whether the organiser paused it, and whether the event is cancelled (final, issue 34). */
export function SaleBadge({ state, paused, hot, cancelled }: { state: SaleState; paused: boolean; hot?: boolean; cancelled?: boolean }) {
  const { t } = useTranslation("console");
  const shown = cancelled ? "CANCELLED" : paused ? "PAUSED" : state;
  return (
    <span className="cn-badges" data-testid="console-sale-state" data-state={shown}>
      <span className={badgeClass(cancelled ? "danger" : state === "ON_SALE" ? "success" : paused ? "warning" : "neutral")}>{t(`sale.${shown}`)}</span>
      {hot && <span className={badgeClass("hot")}>{t("sale.hot")}</span>}
    </span>
  );
}
