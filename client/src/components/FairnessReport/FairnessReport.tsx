// An on-sale's signed fairness report (issue 32), shown on the event's page once its sale has closed and in
// the organiser's console: the figures, every admission-rate change, and the signed document and public log
// to download and check offline (`fanfare queue verify --report … --log …`), and the log's check in the
// browser (/fairness?slug=).
import "./texts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import "./FairnessReport.css";
import { intlLocale } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";

export interface FairnessReportData {
  keyId: string;
  preQueueFans: number;
  afterDrawFans: number;
  admitted: number;
  ticketsSold: number;
  accountsServed: number;
  mostTicketsOneAccount: number;
  humanCheckFailures: number;
  oversold: number;
  handBacksResold?: number | null;
  identitiesServed?: number | null;
  mostTicketsOneIdentity?: number | null;
  secureAnswers?: number | null;
  secureP50Ms?: number | null;
  secureP99Ms?: number | null;
  rateChanges: { at: unknown; from?: number | null; to?: number | null; by: string }[];
}

export function FairnessReport({ eventSlug, report, logUrl }: { eventSlug: string; report: FairnessReportData; logUrl: string | null }) {
  const { t } = useTranslation("queue");
  // Intl needs a BCP 47 tag: i18next's "zh_tw" makes toLocaleString throw.
  const locale = intlLocale(useLanguage());
  const n = (v: number) => v.toLocaleString(locale);
  const ms = (v: number) => t("report.atMost", { ms: n(v) });
  // Figures an older report (or an event without real names) does not carry are left out, not shown as 0.
  const figures: [string, string, string][] = (
    [
      ["preQueue", t("report.preQueue"), report.preQueueFans],
      ["afterDraw", t("report.afterDraw"), report.afterDrawFans],
      ["admitted", t("report.admitted"), report.admitted],
      ["sold", t("report.sold"), report.ticketsSold],
      ["accounts", t("report.accounts"), report.accountsServed],
      ["most", t("report.most"), report.mostTicketsOneAccount],
      ["identities", t("report.identities"), report.identitiesServed],
      ["mostIdentity", t("report.mostIdentity"), report.mostTicketsOneIdentity],
      ["handBacks", t("report.handBacks"), report.handBacksResold],
      ["humanCheck", t("report.humanCheck"), report.humanCheckFailures],
      ["oversold", t("report.oversold"), report.oversold],
    ] as const
  )
    .filter((f) => f[2] !== null && f[2] !== undefined)
    .map(([key, label, value]) => [key, label, n(value as number)]);
  if (report.secureAnswers) {
    figures.push(["secureP50", t("report.secureP50"), report.secureP50Ms != null ? ms(report.secureP50Ms) : t("report.overMinute")]);
    figures.push(["secureP99", t("report.secureP99"), report.secureP99Ms != null ? ms(report.secureP99Ms) : t("report.overMinute")]);
  }
  return (
    <section className="fairness-report surface" data-testid="fairness-report" aria-labelledby="fairness-report-title">
      <h2 className="fairness-report__title" id="fairness-report-title">
        {t("report.title")}
      </h2>
      <p className="fairness-report__muted">{t("report.body")}</p>
      <dl className="figures fairness-report__figures">
        {figures.map(([key, label, value]) => (
          <div key={key} data-testid={`fairness-report-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="fairness-report__muted">{t("report.rateChanges")}</h3>
        {report.rateChanges.length ? (
          <ul className="fairness-report__rates">
            {report.rateChanges.map((r, i) => (
              <li key={i}>
                {new Date(String(r.at)).toLocaleTimeString(locale)} · {t("report.rateChange", { from: n(r.from ?? 0), to: n(r.to ?? 0) })} ({t(r.by === "organiser" ? "report.byOrganiser" : "report.byAdapted")})
              </li>
            ))}
          </ul>
        ) : (
          <p className="fairness-report__muted">{t("report.none")}</p>
        )}
      </div>
      <div className="fairness-report__links">
        {logUrl && (
          <Link to={`/fairness?slug=${encodeURIComponent(eventSlug)}`} data-testid="fairness-log-check">
            {t("report.checkLog")}
          </Link>
        )}
        <a href={`/fairness/${encodeURIComponent(eventSlug)}/report.json`} download data-testid="fairness-report-download">
          {t("report.downloadReport")}
        </a>
        {logUrl && (
          <a href={logUrl} download data-testid="fairness-log-download">
            {t("report.downloadLog")}
          </a>
        )}
      </div>
      <p className="fairness-report__muted fairness-report__key">{t("report.signedWith", { keyId: report.keyId })}</p>
    </section>
  );
}
