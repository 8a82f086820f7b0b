import "./texts";
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Splash } from "../../components/Splash";
import type { MyGiveawayVouchersQuery, MyPromoCodesQuery } from "../../gql/graphql";
import { formatMoney } from "@fanfare/shared/money";
import { formatFanTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { giveawayDrawQuery, myPromoCodesQuery, myVouchersQuery } from "./operations";
import "./giveaway.css";

type Voucher = MyGiveawayVouchersQuery["myGiveawayVouchers"][number];

/** The public draw record, fetched when the fan opens "Check this draw". */
function DrawCheck({ slug }: { slug: string }) {
  const { t } = useTranslation("giveaway");
  const { data } = useQuery(giveawayDrawQuery, { variables: { slug } });
  const d = data?.giveawayDraw;
  if (!d) return <p className="giveaway-muted">…</p>;
  return (
    <dl className="giveaway-draw" data-testid="draw-record">
      <dt>{t("voucher.commitment")}</dt>
      <dd>{d.seedCommitment}</dd>
      <dt>{t("voucher.seed")}</dt>
      <dd>{d.seed}</dd>
      <dt>{t("voucher.entriesHash")}</dt>
      <dd>{d.entriesHash}</dd>
      <dt>{t("voucher.entryCount", { count: d.entries.length })}</dt>
      <dt>{t("voucher.winners")}</dt>
      <dd>
        {d.winners.map((w) => (
          <span key={w.id} className={w.holder === d.myHolder ? "giveaway-draw__winner giveaway-draw__winner--me" : "giveaway-draw__winner"}>
            {w.id} · {w.holder}
          </span>
        ))}
      </dd>
      {d.myHolder && <dd className="giveaway-muted">{t("voucher.you", { holder: d.myHolder })}</dd>}
      <dd className="giveaway-muted">{d.algorithm}</dd>
    </dl>
  );
}

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation("giveaway");
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <li className={voucher.won ? "voucher voucher--won" : "voucher"} data-testid="voucher">
      <div className="voucher__head">
        <p className="voucher__title">{voucher.campaign.title}</p>
        <span className={voucher.won ? "giveaway-badge giveaway-badge--won" : "giveaway-badge giveaway-badge--expired"}>
          {voucher.won ? t("status.WON") : t("status.EXPIRED")}
        </span>
      </div>
      <p className="voucher__result">{voucher.won ? t("voucher.won") : t("voucher.lost")}</p>
      <p className="giveaway-muted">
        {t("voucher.entries", { count: voucher.entries })}
        {voucher.campaign.drawnAt ? ` · ${t("voucher.drawnAt", { date: formatFanTime(String(voucher.campaign.drawnAt), language) })}` : ""}
      </p>
      {voucher.ticket && (
        <Link to="/order/ticket" className="voucher__ticket">
          <span>{voucher.ticket.event.title}</span>
          <span>{t("voucher.ticket", { ticketNo: voucher.ticket.ticketNo })}</span>
          <span className="giveaway-link">{t("voucher.viewTickets")}</span>
        </Link>
      )}
      <details className="voucher__check" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>{t("voucher.checkTitle")}</summary>
        <p className="giveaway-muted">{t("voucher.checkBody")}</p>
        {open && <DrawCheck slug={voucher.campaign.slug} />}
      </details>
    </li>
  );
}

type UsedCode = MyPromoCodesQuery["myPromoCodes"][number];

/** A code the fan secured tickets with (issue 35): what it gave, and whether its use still stands. */
function CodeCard({ code }: { code: UsedCode }) {
  const { t } = useTranslation("giveaway");
  const language = useLanguage();
  const gave =
    code.kind === "ACCESS"
      ? t("voucher.codes.access")
      : t("voucher.codes.saved", { amount: formatMoney({ amount: code.discountAmount, currency: code.currency }) }) + (code.discountPercent != null ? ` (${code.discountPercent}%)` : "");
  return (
    <li className="voucher" data-testid="promo-code-voucher">
      <div className="voucher__head">
        <p className="voucher__title">{code.code}</p>
        <span className={code.givenBackAt ? "giveaway-badge giveaway-badge--expired" : "giveaway-badge giveaway-badge--won"}>
          {code.givenBackAt ? t("voucher.codes.givenBack") : t("voucher.codes.used")}
        </span>
      </div>
      <p className="voucher__result">{gave}</p>
      <p className="giveaway-muted">
        <Link to={`/ticket/detail?slug=${encodeURIComponent(code.eventSlug)}`}>{code.eventTitle}</Link>
        {` · ${t("voucher.codes.usedAt", { date: formatFanTime(String(code.usedAt), language) })}`}
        {code.endsAt ? ` · ${t("voucher.codes.validUntil", { date: formatFanTime(String(code.endsAt), language) })}` : ""}
      </p>
    </li>
  );
}

/** /my-voucher: the draws the fan took part in, the free tickets they won, how to check each draw, and the codes they used. */
export default function VoucherPage() {
  const { t } = useTranslation("giveaway");
  const { data, loading } = useQuery(myVouchersQuery, { fetchPolicy: "cache-and-network" });
  const codesQuery = useQuery(myPromoCodesQuery, { fetchPolicy: "cache-and-network" });
  const vouchers = data?.myGiveawayVouchers;
  const codes = codesQuery.data?.myPromoCodes ?? [];
  return (
    <main className="app-page">
      <PageHeader />
      {(loading && !vouchers) || (codesQuery.loading && !codesQuery.data) ? (
        <Splash />
      ) : vouchers?.length || codes.length ? (
        <div className="giveaway-page">
          {!!vouchers?.length && (
            <>
              <p className="giveaway-muted">{t("voucher.lead")}</p>
              <ul className="vouchers">
                {vouchers.map((v) => (
                  <VoucherCard key={v.campaign.id} voucher={v} />
                ))}
              </ul>
            </>
          )}
          {codes.length > 0 && (
            <section aria-labelledby="voucher-codes-title" data-testid="promo-code-vouchers">
              <h2 id="voucher-codes-title" className="voucher__title">
                {t("voucher.codes.title")}
              </h2>
              <ul className="vouchers">
                {codes.map((c) => (
                  <CodeCard key={c.orderId} code={c} />
                ))}
              </ul>
            </section>
          )}
        </div>
      ) : (
        <StatusView illustration="empty" headline={t("voucher.empty")} body={t("voucher.emptyBody")} testId="vouchers-empty" to="/home/invite" actionLabel={t("voucher.earn")} />
      )}
    </main>
  );
}
