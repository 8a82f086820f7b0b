// /fairness?slug=: an event's public fairness log (issue 32), checked in the fan's browser. The page downloads
// the log and runs the shared check (@fanfare/shared/fairnessLog, the one `fanfare queue verify --log` runs)
// with WebCrypto: the chain of hashes, the draw against its commitment, and the order of every admission and
// offer. A fan can check a copy they saved earlier the same way: an edited copy fails.
import "./texts";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { parseJsonLines, verifyFairnessLog, webCryptoFairness, type FairnessLogCheck, type FairnessProblem } from "@fanfare/shared/fairnessLog";
import { intlLocale } from "@fanfare/shared/dates";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { useLanguage } from "../../i18n/useLanguage";
import "./fairness.css";

type Checked =
  | { state: "loading" }
  | { state: "notFound" }
  | { state: "failed"; reason: "load" | "notLog" | "noCrypto"; detail?: string }
  | { state: "checked"; check: FairnessLogCheck; drawn: boolean };

/** Parses and checks a log's text in this browser. */
async function checkLogText(text: string): Promise<Checked> {
  // WebCrypto's digests exist only on a secure page (https, or localhost).
  if (!globalThis.crypto?.subtle) return { state: "failed", reason: "noCrypto" };
  let entries;
  try {
    entries = parseJsonLines(text);
  } catch (e) {
    return { state: "failed", reason: "notLog", detail: (e as Error).message };
  }
  if (!entries.length) return { state: "failed", reason: "notLog", detail: "" };
  try {
    return { state: "checked", check: await verifyFairnessLog(entries, webCryptoFairness), drawn: entries.some((e) => e.type === "draw") };
  } catch (e) {
    return { state: "failed", reason: "notLog", detail: (e as Error).message };
  }
}

export default function FairnessLogPage() {
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  const { t } = useTranslation("queue");
  const logUrl = `/fairness/${encodeURIComponent(slug)}/log.jsonl`;
  const [published, setPublished] = useState<Checked>({ state: "loading" });
  const [file, setFile] = useState<{ name: string; checked: Checked } | null>(null);

  useEffect(() => {
    if (!slug) return;
    let current = true;
    setPublished({ state: "loading" });
    void (async () => {
      let next: Checked;
      try {
        // The log grows while the sale runs: never a cached copy.
        const res = await fetch(logUrl, { cache: "no-store" });
        next = res.status === 404 ? { state: "notFound" } : res.ok ? await checkLogText(await res.text()) : { state: "failed", reason: "load" };
      } catch {
        next = { state: "failed", reason: "load" };
      }
      if (current) setPublished(next);
    })();
    return () => {
      current = false;
    };
  }, [slug, logUrl]);

  const latestFile = useRef(0);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    // Cleared, so that choosing the same file again (edited since) checks it again.
    e.target.value = "";
    if (!chosen) return;
    const turn = ++latestFile.current;
    setFile({ name: chosen.name, checked: { state: "loading" } });
    const checked = await checkLogText(await chosen.text());
    if (turn === latestFile.current) setFile({ name: chosen.name, checked });
  };

  return (
    <main className="app-page fl-app" data-testid="fairness-log-page">
      <PageHeader />
      <div className="fl-page">
        {slug ? (
          <>
            <p className="fl-muted">{t("verify.intro")}</p>
            <CheckView checked={published} source="published" heading={t("verify.published")} />
            {published.state !== "notFound" && (
              <a className="fl-download" href={logUrl} download data-testid="fairness-log-raw-download">
                {t("verify.download")}
              </a>
            )}
          </>
        ) : (
          <StatusView illustration="notFound" headline={t("verify.noEvent")} testId="fairness-log-no-event" />
        )}
        <section className="fl-card surface" aria-labelledby="fl-file-title">
          <h2 className="fl-title" id="fl-file-title">
            {t("verify.file.title")}
          </h2>
          <p className="fl-muted">{t("verify.file.body")}</p>
          <label className="fl-file">
            <span>{t("verify.file.label")}</span>
            <input type="file" accept=".jsonl,.json,.txt,application/jsonl,application/json,text/plain" onChange={(e) => void onFile(e)} data-testid="fairness-file-input" />
          </label>
          {file && <CheckView checked={file.checked} source="file" heading={t("verify.fileChecked", { name: file.name })} />}
        </section>
        <Proves />
      </div>
    </main>
  );
}

function CheckView({ checked, source, heading }: { checked: Checked; source: "published" | "file"; heading: string }) {
  const { t } = useTranslation("queue");
  const locale = intlLocale(useLanguage());
  const n = (v: number) => v.toLocaleString(locale);
  const why = (p: FairnessProblem) => t(`verify.problem.${p.code}`, p.values);

  if (checked.state === "loading")
    return (
      <div className="fl-card surface" aria-busy="true" data-testid={`fairness-check-${source}`} data-state="loading">
        <p className="fl-muted">{t("verify.checking")}</p>
        <div className={skeletonClass("line")} style={{ width: "70%" }} />
      </div>
    );
  if (checked.state === "notFound")
    return (
      <p className="fl-card surface fl-muted" data-testid={`fairness-check-${source}`} data-state="notFound">
        {t("verify.notFound")}
      </p>
    );
  if (checked.state === "failed")
    return (
      <p className="fl-card surface fl-bad" role="alert" data-testid={`fairness-check-${source}`} data-state={checked.reason}>
        {checked.reason === "notLog" ? t("verify.notLog", { detail: checked.detail ?? "" }) : t(checked.reason === "noCrypto" ? "verify.noCrypto" : "verify.loadError")}
      </p>
    );

  const { check } = checked;
  const ok = check.problems.length === 0;
  const served = check.summary.admitted + check.summary.offers;
  const others = check.problems.filter((p) => p.kind === "entry");
  const row = (id: "chain" | "order" | "draw", title: string, first: FairnessProblem | null, good: string, bad: (p: FairnessProblem) => string) => (
    <li className={`fl-row ${first ? "fl-row--bad" : "fl-row--ok"}`} data-testid={`fairness-${id}-${source}`} data-ok={first ? "false" : "true"} data-seq={first?.seq ?? ""}>
      <span className="fl-mark" aria-hidden="true">
        {first ? "✕" : "✓"}
      </span>
      <div>
        <h3 className="fl-row__title">{title}</h3>
        <p>{first ? bad(first) : good}</p>
      </div>
    </li>
  );
  return (
    <section className="fl-card surface" data-testid={`fairness-check-${source}`} data-state="checked" data-verdict={ok ? "ok" : "failed"} aria-label={heading}>
      <h2 className="fl-title">{heading}</h2>
      <p className={`fl-verdict ${ok ? "fl-good" : "fl-bad"}`} role="status">
        {ok ? t("verify.verdict.ok") : t("verify.verdict.failed")}
      </p>
      <dl className="figures fl-figures">
        <div>
          <dt>{t("verify.entries")}</dt>
          <dd data-testid={`fairness-entries-${source}`}>{n(check.summary.entries)}</dd>
        </div>
        <div>
          <dt>{t("verify.drawn")}</dt>
          <dd>{n(check.summary.drawn)}</dd>
        </div>
        <div>
          <dt>{t("verify.admitted")}</dt>
          <dd>{n(check.summary.admitted)}</dd>
        </div>
        <div>
          <dt>{t("verify.offers")}</dt>
          <dd>{n(check.summary.offers)}</dd>
        </div>
        <div>
          <dt>{t("verify.sold")}</dt>
          <dd>{n(check.summary.ticketsSold)}</dd>
        </div>
      </dl>
      <ul className="fl-rows">
        {row("chain", t("verify.chain.title"), check.firstChainBreak, t("verify.chain.ok"), (p) => t("verify.chain.broken", { seq: p.seq, why: why(p) }))}
        {row("draw", t("verify.draw.title"), check.firstDrawProblem, checked.drawn ? t("verify.draw.ok") : t("verify.draw.none"), (p) => t("verify.draw.broken", { seq: p.seq, why: why(p) }))}
        {row("order", t("verify.order.title"), check.firstOutOfOrder, t("verify.order.ok", { count: served }), (p) => t("verify.order.broken", { seq: p.seq, why: why(p) }))}
      </ul>
      {others.length > 0 && (
        <div>
          <h3 className="fl-row__title">{t("verify.others")}</h3>
          <ul className="fl-others">
            {others.slice(0, 20).map((p, i) => (
              <li key={i}>{t("verify.atEntry", { seq: p.seq, why: why(p) })}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="fl-muted fl-head">
        {t("verify.head")} <code className="fl-code">{check.summary.head}</code>
      </p>
    </section>
  );
}

/** What a log that checks out proves, in a fan's words. */
function Proves() {
  const { t } = useTranslation("queue");
  return (
    <section className="fl-card surface" aria-labelledby="fl-proves-title" data-testid="fairness-proves">
      <h2 className="fl-title" id="fl-proves-title">
        {t("verify.proves.title")}
      </h2>
      <ul className="fl-proves">
        <li>{t("verify.proves.chain")}</li>
        <li>{t("verify.proves.draw")}</li>
        <li>{t("verify.proves.order")}</li>
        <li>{t("verify.proves.names")}</li>
      </ul>
      <p className="fl-muted">{t("verify.proves.cli")}</p>
    </section>
  );
}
