// The organisation's merchandise: its products (all, or one event's) with price, terms and stock left.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { badgeClass } from "../../components/Badge/Badge";
import { buttonClass } from "../../components/Button/Button";
import { useLanguage } from "../../i18n/useLanguage";
import { consoleProductsQuery } from "./operations";
import { ConsoleTable } from "./ConsoleTable";
import { EventPicker } from "./EventPicker";
import { QueryState } from "./QueryState";
import { formatCount } from "./format";
import { usePageTitle } from "./usePageTitle";

export default function MerchPage() {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const [eventId, setEventId] = useState("");
  const query = useQuery(consoleProductsQuery, { variables: { eventId: eventId || null } });
  const products = query.data?.operatorProducts ?? [];
  usePageTitle(t("merch.title"));
  return (
    <>
      <div className="cn-head">
        <h1>{t("merch.title")}</h1>
        <Link to={`/console/merch/new${eventId ? `?event=${eventId}` : ""}`} className={buttonClass("primary")} data-testid="console-new-product">
          {t("merch.new")}
        </Link>
      </div>
      <div className="cn-filters">
        <EventPicker value={eventId} onChange={setEventId} allowAll />
      </div>
      <QueryState loading={query.loading && !query.data} error={query.error} retry={() => void query.refetch()} empty={products.length === 0} emptyText={t("merch.none")}>
        <ConsoleTable
          testId="console-products"
          columns={[
            { key: "name", label: t("merch.field.name") },
            { key: "price", label: t("merch.field.priceAmount") },
            { key: "terms", label: t("merch.terms") },
            { key: "variants", label: t("merch.variants") },
            { key: "left", label: t("merch.left") },
          ]}
          rows={products}
          renderRow={(p) => {
            const left = p.variants.reduce((s, v) => s + Math.max(0, v.stock - v.sold), 0);
            return (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={`/console/merch/${p.id}`}>{p.name}</Link>
                  <div className="cn-muted">{p.slug}</div>
                </th>
                <td>{formatMoney(p.price)}</td>
                <td>
                  <span className="cn-badges">
                    {!p.active && <span className={badgeClass("neutral")}>{t("merch.field.inactive")}</span>}
                    {p.pickupOnly && <span className={badgeClass("neutral")}>{t("merch.field.pickupOnly")}</span>}
                    {p.ticketHolderOnly && <span className={badgeClass("neutral")}>{t("merch.field.ticketHolderOnly")}</span>}
                    {p.desktopOnly && <span className={badgeClass("neutral")}>{t("merch.field.desktopOnly")}</span>}
                  </span>
                </td>
                <td>{p.variants.map((v) => [v.size, v.colour].filter(Boolean).join(" / ") || v.sku).join(", ")}</td>
                <td>{formatCount(left, language)}</td>
              </tr>
            );
          }}
        />
      </QueryState>
    </>
  );
}
