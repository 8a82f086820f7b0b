import { useTranslation } from "react-i18next";
import { badgeClass } from "../../components/Badge/Badge";
import type { SaleState } from "../../gql/graphql";

/**
 * The sale's state as fans see it, whether the organiser paused it, whether the event is still a draft
 * fans do not see, and whether it is cancelled (final) (issue 34).
 */
export function SaleBadge({ state, paused, hot, cancelled, draft }: { state: SaleState; paused: boolean; hot?: boolean; cancelled?: boolean; draft?: boolean }) {
  const { t } = useTranslation("console");
  const shown = cancelled ? "CANCELLED" : draft ? "DRAFT" : paused ? "PAUSED" : state;
  return (
    <span className="cn-badges" data-testid="console-sale-state" data-state={shown}>
      <span className={badgeClass(cancelled ? "danger" : draft ? "info" : state === "ON_SALE" ? "success" : paused ? "warning" : "neutral")}>{t(`sale.${shown}`)}</span>
      {hot && <span className={badgeClass("hot")}>{t("sale.hot")}</span>}
    </span>
  );
}
