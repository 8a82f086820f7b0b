// /share-transfer?id=<transfer id>: the public page a shared transfer link opens.
import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { useLanguage } from "../../i18n/useLanguage";
import { sharedTransferQuery } from "./operations";
import { when } from "./format";
import "./entry.css";
import { buttonClass } from "../../components/Button/Button";

export default function ShareTransferPage() {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const { data, loading } = useQuery(sharedTransferQuery, { variables: { id }, skip: !id });
  const shared = data?.sharedTransfer;
  return (
    <main className="app-page">
      <PageHeader />
      {!loading && !shared ? (
        <StatusView illustration="notFound" headline={t("share.notFound")} to="/home/index" actionLabel={t("share.home")} />
      ) : (
        <div className="entry-page" aria-busy={loading}>
          {shared && (
            <section className="entry-card surface" data-testid="shared-transfer">
              <span className="entry-status entry-status--ok">{t("share.badge")}</span>
              <h2 className="entry-card__title">{t("share.headline", { name: shared.fromNickname })}</h2>
              <dl className="entry-facts">
                <div>
                  <dt>{t("detail.event")}</dt>
                  <dd>{shared.eventTitle}</dd>
                </div>
                <div>
                  <dt>{t("detail.type")}</dt>
                  <dd>{shared.ticketTypeName}</dd>
                </div>
                <div>
                  <dt>{t("detail.date")}</dt>
                  <dd>{when(shared.startsAt, shared.timeZone, language)}</dd>
                </div>
                <div>
                  <dt>{t("detail.venue")}</dt>
                  <dd>{shared.venue}</dd>
                </div>
              </dl>
              <p className="entry-card__sub">{t("share.body")}</p>
              <Link to="/order/ticket" className={buttonClass("primary", "block")}>
                {t("share.open")}
              </Link>
            </section>
          )}
        </div>
      )}
    </main>
  );
}
