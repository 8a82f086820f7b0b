import "./texts";
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Splash } from "../../components/Splash";
import type { MyCodeStatus, MyCodesQuery, MyGiveawayVouchersQuery } from "../../gql/graphql";
import { formatMoney } from "@fanfare/shared/money";
import { formatFanTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { buttonClass } from "../../components/Button/Button";
import { giveawayDrawQuery, myCodesQuery, myVouchersQuery } from "./operations";
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

type MyCode = MyCodesQuery["myCodes"][number];

const STILL_USABLE: readonly MyCodeStatus[] = ["USABLE", "NOT_STARTED"];

/**
 * One of the fan's codes (issue 35): a personal code bound to them (a presale invitation's, or one bound to
 * their e-mail address) or one they used; what it gives, its validity, the uses it has left for them, and a
 * link that uses it (the choose page with ?code=, as the presale mail's link does).
 */
function CodeCard({ code }: { code: MyCode }) {
  const { t } = useTranslation("giveaway");
  const language = useLanguage();
  const when = (iso: unknown) => formatFanTime(String(iso), language);
  const usable = STILL_USABLE.includes(code.status);
  const money = (amount: number) => formatMoney({ amount, currency: code.currency });
  let gives: string;
  if (code.kind === "ACCESS") gives = code.ticketTypeNames.length ? t("voucher.codes.unlocks", { names: code.ticketTypeNames.join(", ") }) : t("voucher.codes.access");
  else {
    const off = code.discountPercent != null ? t("voucher.codes.percentOff", { percent: code.discountPercent }) : t(code.forMerchandise ? "voucher.codes.amountOffItem" : "voucher.codes.amountOff", { amount: money(code.discountAmount ?? 0) });
    const names = code.forMerchandise ? code.productNames : code.ticketTypeNames;
    gives = names.length ? t("voucher.codes.offOn", { off, names: names.join(", ") }) : t("voucher.codes.offAllTickets", { off });
  }
  const validity =
    code.startsAt && code.endsAt
      ? t("voucher.codes.validBetween", { from: when(code.startsAt), until: when(code.endsAt) })
      : code.endsAt
        ? t("voucher.codes.validUntil", { date: when(code.endsAt) })
        : code.startsAt
          ? t("voucher.codes.validFrom", { date: when(code.startsAt) })
          : t("voucher.codes.noEnd");
  const earlySale = code.kind === "ACCESS" && code.saleStartsAt && usable ? t(new Date(String(code.saleStartsAt)) > new Date() ? "voucher.codes.earlySaleOpens" : "voucher.codes.earlySaleOpen", { date: when(code.saleStartsAt) }) : null;
  const use = code.forMerchandise ? "/home/merch" : `/ticket/choose?slug=${encodeURIComponent(code.eventSlug)}&code=${encodeURIComponent(code.code)}`;
  return (
    <li className={usable ? "voucher" : "voucher voucher--spent"} data-testid="promo-code-voucher" data-code={code.code} data-status={code.status}>
      <div className="voucher__head">
        <p className="voucher__title voucher__code">{code.code}</p>
        <span className={usable ? "giveaway-badge giveaway-badge--active" : code.status === "USED" ? "giveaway-badge giveaway-badge--won" : "giveaway-badge giveaway-badge--expired"} data-testid="promo-code-status">
          {t(`voucher.codes.status.${code.status}`)}
        </span>
      </div>
      <p className="voucher__result" data-testid="promo-code-gives">
        {gives}
      </p>
      {earlySale && <p className="voucher__early">{earlySale}</p>}
      <p className="giveaway-muted">
        <Link to={`/ticket/detail?slug=${encodeURIComponent(code.eventSlug)}`}>{code.eventTitle}</Link>
        {` · ${when(code.eventStartsAt)}`}
      </p>
      <p className="giveaway-muted" data-testid="promo-code-terms">
        {validity}
        {usable ? ` · ${code.usesLeft != null ? t("voucher.codes.usesLeft", { count: code.usesLeft }) : t("voucher.codes.usesUnlimited")}` : ""}
        {code.personal ? ` · ${t("voucher.codes.personal")}` : ""}
      </p>
      {(code.lastUsedAt || code.saved.amount > 0) && (
        <p className="giveaway-muted">
          {[code.lastUsedAt ? t("voucher.codes.usedAt", { date: when(code.lastUsedAt) }) : null, code.saved.amount > 0 ? t("voucher.codes.saved", { amount: money(code.saved.amount) }) : null].filter(Boolean).join(" · ")}
        </p>
      )}
      {usable && (
        <Link to={use} className={buttonClass("primary", "block")} data-testid="promo-code-use">
          {code.forMerchandise ? t("voucher.codes.shop") : t("voucher.codes.use")}
        </Link>
      )}
    </li>
  );
}

/** /my-voucher: the draws the fan took part in, the free tickets they won, how to check each draw, and the fan's codes (their own and those they used). */
export default function VoucherPage() {
  const { t } = useTranslation("giveaway");
  const { data, loading } = useQuery(myVouchersQuery, { fetchPolicy: "cache-and-network" });
  const codesQuery = useQuery(myCodesQuery, { fetchPolicy: "cache-and-network" });
  const vouchers = data?.myGiveawayVouchers;
  const codes = codesQuery.data?.myCodes ?? [];
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
            <section className="voucher-codes" aria-labelledby="voucher-codes-title" data-testid="promo-code-vouchers">
              <h2 id="voucher-codes-title" className="voucher__title">
                {t("voucher.codes.title")}
              </h2>
              <p className="giveaway-muted">{t("voucher.codes.lead")}</p>
              <ul className="vouchers">
                {codes.map((c) => (
                  <CodeCard key={`${c.eventSlug}/${c.code}`} code={c} />
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
