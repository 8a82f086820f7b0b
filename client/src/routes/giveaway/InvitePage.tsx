import "./texts";
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Splash } from "../../components/Splash";
import { formatFanTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { useSession } from "../../session/session";
import { signUrl } from "../../session/redirect";
import { EntryList } from "./EntryList";
import { myGiveawayQuery } from "./operations";
import { GIVEAWAY_RULES_CURRENCY, fanCoinWorthOfVnd } from "./ruleAmounts";
import "./giveaway.css";
import { buttonClass } from "../../components/Button/Button";

/** The link a friend opens: the app's address with ?ic=<code>, landing on sign-up. */
export function inviteLink(code: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}?ic=${encodeURIComponent(code)}#/sign`;
}

/** Copies text to the clipboard; falls back to a selected textarea where the Clipboard API is missing. */
async function copyText(text: string, fallback: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback) return false;
    fallback.select();
    return document.execCommand("copy");
  }
}

function InviteContent() {
  const { t, i18n } = useTranslation("giveaway");
  const language = useLanguage();
  const { data, loading, error } = useQuery(myGiveawayQuery, { fetchPolicy: "cache-and-network" });
  const [notice, setNotice] = useState<"copied" | "copyFailed" | null>(null);
  const message = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 3000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (loading && !data) return <Splash />;
  const g = data?.myGiveaway;
  if (!g) return <StatusView illustration="error" headline={t(error ? "invite.copyFailed" : "invite.noEntries")} />;

  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));
  // The rules are in dong for fans of every area: named as their own currency, each amount with its Fan Coin worth.
  const code = GIVEAWAY_RULES_CURRENCY;
  const currencyName = new Intl.DisplayNames([language.bcp47], { type: "currency" }).of(code) ?? code;
  const rates = g.rules;
  const link = inviteLink(g.inviteCode);
  const shareText = t("invite.shareText", { link });
  const copy = async () => setNotice((await copyText(shareText, message.current)) ? "copied" : "copyFailed");
  const share = async () => {
    try {
      await navigator.share({ text: shareText });
    } catch {
      /* the fan closed the share sheet */
    }
  };

  return (
    <div className="giveaway-page">
      <section className="giveaway-hero">
        <h2 className="giveaway-hero__title">{t("invite.heroTitle")}</h2>
        <p className="giveaway-hero__body">{t("invite.heroBody")}</p>
        {g.campaign ? (
          <p className="giveaway-hero__campaign" data-testid="giveaway-campaign">
            {t("invite.campaign", { title: g.campaign.title })} · {t("invite.drawAfter", { date: formatFanTime(String(g.campaign.endsAt), language) })}
          </p>
        ) : (
          <p className="giveaway-hero__campaign">{t("invite.noCampaign")}</p>
        )}
      </section>

      <section className="giveaway-card" aria-labelledby="share-title">
        <h2 className="giveaway-card__title" id="share-title">
          {t("invite.shareTitle")}
        </h2>
        <textarea ref={message} className="giveaway-share__text" readOnly value={shareText} rows={4} data-testid="invite-message" aria-label={t("invite.shareTitle")} />
        <p className="giveaway-share__code" data-testid="invite-code">
          {t("invite.code", { code: g.inviteCode })}
        </p>
        <div className="giveaway-share__actions">
          <button type="button" className={buttonClass("primary")} onClick={() => void copy()} data-testid="copy-invite">
            {t("invite.copy")}
          </button>
          {"share" in navigator && (
            <button type="button" className={buttonClass("secondary")} onClick={() => void share()}>
              {t("invite.share")}
            </button>
          )}
        </div>
        <p className={notice ? `giveaway-toast giveaway-toast--${notice}` : "giveaway-toast"} role="status" aria-live="polite" data-testid="copy-notice">
          {notice ? t(`invite.${notice}`) : ""}
        </p>
      </section>

      <section className="giveaway-stats" aria-label={t("invite.entriesTitle")}>
        <EntryStat value={g.totals.active} label={t("invite.active")} testId="entries-active" />
        <EntryStat value={g.totals.expired} label={t("invite.expired")} testId="entries-expired" />
        <EntryStat value={g.totals.won} label={t("invite.won")} />
      </section>

      <section className="giveaway-card">
        <h2 className="giveaway-card__title">{t("invite.rulesTitle")}</h2>
        <p className="giveaway-muted" data-testid="invite-rules-currency">
          {t("invite.rulesCurrency", { currency: currencyName, code, rate: number.format(rates.vndPerFanCoin) })}
        </p>
        <ul className="giveaway-rules">
          <li>
            <span>{t("invite.ruleRegister")}</span>
            <strong>{g.totals.registration}/1</strong>
          </li>
          <li>
            <span data-testid="invite-rule-topup">
              {t("invite.ruleTopup", { amount: number.format(rates.vndPerEntry), code, fanCoin: fanCoinWorthOfVnd(rates.vndPerEntry, rates.vndPerFanCoin), max: rates.maxTopupEntries })}
            </span>
            <strong data-testid="entries-topup">
              {g.totals.topup}/{g.rules.maxTopupEntries}
            </strong>
          </li>
          <li>
            <span data-testid="invite-rule-invite">
              {t("invite.ruleInvite", { amount: number.format(rates.inviteMinVnd), code, fanCoin: fanCoinWorthOfVnd(rates.inviteMinVnd, rates.vndPerFanCoin), max: rates.maxInviteEntries })}
            </span>
            <strong data-testid="entries-invite">
              {g.totals.invite}/{g.rules.maxInviteEntries}
            </strong>
          </li>
        </ul>
        <p className="giveaway-muted">{t("invite.friends", { count: g.invitedFriends })}</p>
      </section>

      <section className="giveaway-card">
        <div className="giveaway-card__head">
          <h2 className="giveaway-card__title">{t("invite.entriesTitle")}</h2>
          <Link to="/my-voucher" className="giveaway-link">
            {t("invite.vouchers")}
          </Link>
        </div>
        {g.entries.length ? <EntryList entries={g.entries} /> : <p className="giveaway-muted">{t("invite.noEntries")}</p>}
      </section>
    </div>
  );
}

/** One count of the fan's giveaway entries. */
function EntryStat({ value, label, testId }: { value: number; label: string; testId?: string }) {
  return (
    <div className="giveaway-stat surface">
      <span className="giveaway-stat__value" data-testid={testId}>
        {value}
      </span>
      <span className="giveaway-stat__label">{label}</span>
    </div>
  );
}

/** /home/invite: the invite message with the fan's link, copy, and their giveaway entries. */
export default function InvitePage() {
  const { t } = useTranslation("giveaway");
  const { isLoggedIn } = useSession();
  return (
    <main className="app-page app-page--with-tabbar">
      <PageHeader />
      {isLoggedIn ? (
        <InviteContent />
      ) : (
        <StatusView illustration="empty" headline={t("invite.signInTitle")} body={t("invite.signInBody")} to={signUrl("/home/invite")} actionLabel={t("invite.signInAction")} />
      )}
    </main>
  );
}
