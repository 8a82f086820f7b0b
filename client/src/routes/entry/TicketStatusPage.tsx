// /ticket-stu-detail?c=<code>: the public page a scanned QR link opens. Valid / used / revoked and the
// event; never personal data (and RootLayout never shows the install popup here).
import "./texts";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { useLanguage } from "../../i18n/useLanguage";
import { publicTicketStatusQuery } from "./operations";
import { when, whenFan } from "./format";
import "./entry.css";

const cls: Record<string, string> = { VALID: "entry-status--ok", USED: "entry-status--warn", REVOKED: "entry-status--bad", INVALID: "entry-status--bad" };

export default function TicketStatusPage() {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  const [params] = useSearchParams();
  const code = params.get("c") ?? "";
  const { data, loading } = useQuery(publicTicketStatusQuery, { variables: { code }, skip: !code, fetchPolicy: "network-only" });
  const s = data?.publicTicketStatus;
  const status = code ? s?.status : "INVALID";
  return (
    <main className="app-page">
      <PageHeader back={false} />
      <div className="entry-page" aria-busy={loading}>
        {status && (
          <section className="entry-card surface" data-testid="public-status">
            <span className={`entry-status ${cls[status]}`} data-testid="public-status-value">
              {t(`public.${status}`)}
            </span>
            {s?.eventTitle && <h2 className="entry-card__title">{s.eventTitle}</h2>}
            {s && status !== "INVALID" && (
              <dl className="entry-facts">
                <div>
                  <dt>{s.kind === "MERCH" ? t("detail.product") : t("detail.type")}</dt>
                  <dd>{s.typeName ?? "—"}</dd>
                </div>
                <div>
                  <dt>{t("detail.date")}</dt>
                  <dd>{when(s.startsAt, s.timeZone, language)}</dd>
                </div>
                <div>
                  <dt>{t("detail.venue")}</dt>
                  <dd>{s.venue ?? "—"}</dd>
                </div>
                {status === "USED" && (
                  <div>
                    <dt>{t("public.usedAt")}</dt>
                    <dd>
                      {whenFan(s.usedAt, language)}
                      {s.entrance ? ` · ${s.entrance}` : ""}
                    </dd>
                  </div>
                )}
              </dl>
            )}
            <p className="entry-card__sub">{status === "VALID" && !s?.codeCurrent ? t("public.staleCode") : t(`public.${status}Body`)}</p>
          </section>
        )}
      </div>
    </main>
  );
}
