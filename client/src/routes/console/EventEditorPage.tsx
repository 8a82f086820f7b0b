// An event's editor: its terms (dates and venue in the venue's time zone, a description per language,
// sale window, hot flag, limits, real name, desktop only, one payment attempt), its ticket types, and
// opening, pausing and closing its sale, beside a live preview drawn by the fan's own event page.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { languages } from "@fanfare/shared/languages";
import { formatEventTime } from "@fanfare/shared/dates";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { EventDetailView } from "../../components/EventDetailView/EventDetailView";
import type { ConsoleEventFieldsFragment, Currency, SaleOpening, SalesAction } from "../../gql/graphql";
import { consoleEventQuery, createEventMutation, setEventSalesMutation, updateEventMutation } from "./operations";
import { isoToVenueTime, isTimeZone, venueTimeToIso } from "./zonedTime";
import { SaleBadge } from "./SaleBadge";
import { PublishEventPanel } from "./PublishEventPanel";
import { CancelEventPanel } from "./CancelEventPanel";
import { DuplicateEventDialog } from "./DuplicateEventDialog";
import { TicketTypesEditor } from "./TicketTypesEditor";
import { CodesPanel } from "./CodesPanel";
import { PresalePanel } from "./PresalePanel";
import { HandBackPanel } from "./HandBackPanel";
import { WaitingRoomPanel } from "./WaitingRoomPanel";
import { usePageTitle } from "./usePageTitle";

const zones = ["Asia/Hong_Kong", "Asia/Macau", "Asia/Shanghai", "Asia/Taipei", "Asia/Bangkok", "Asia/Kuala_Lumpur", "Asia/Ho_Chi_Minh", "Asia/Singapore", "Asia/Tokyo"];
const otherLanguages = languages.filter((l) => l.id !== "en");

interface Draft {
  slug: string;
  title: string;
  subtitle: string;
  venue: string;
  city: string;
  address: string;
  /** The venue's coordinates as typed (decimal degrees); both empty: none. */
  latitude: string;
  longitude: string;
  timeZone: string;
  currency: Currency;
  startsAt: string;
  endsAt: string;
  doorsOpenAt: string;
  saleStartsAt: string;
  saleEndsAt: string;
  /** When unsold accessible seats return to general sale (venue time); empty: 48 hours before the start. */
  accessibleReleaseAt: string;
  about: string;
  aboutByLanguage: Record<string, string>;
  isHot: boolean;
  maxTicketsPerAccount: string;
  transferLockHours: string;
  requiresIdentity: boolean;
  desktopOnly: boolean;
  singlePaymentAttempt: boolean;
}

const emptyDraft: Draft = {
  slug: "",
  title: "",
  subtitle: "",
  venue: "",
  city: "",
  address: "",
  latitude: "",
  longitude: "",
  timeZone: "Asia/Hong_Kong",
  currency: "HKD",
  startsAt: "",
  endsAt: "",
  doorsOpenAt: "",
  saleStartsAt: "",
  saleEndsAt: "",
  accessibleReleaseAt: "",
  about: "",
  aboutByLanguage: {},
  isHot: false,
  maxTicketsPerAccount: "4",
  transferLockHours: "24",
  requiresIdentity: false,
  desktopOnly: false,
  singlePaymentAttempt: false,
};

function draftOf(e: ConsoleEventFieldsFragment): Draft {
  const z = e.timeZone;
  return {
    slug: e.slug,
    title: e.title,
    subtitle: e.subtitle ?? "",
    venue: e.venue,
    city: e.city,
    address: e.address ?? "",
    latitude: e.latitude === null || e.latitude === undefined ? "" : String(e.latitude),
    longitude: e.longitude === null || e.longitude === undefined ? "" : String(e.longitude),
    timeZone: z,
    currency: e.currency,
    startsAt: isoToVenueTime(e.startsAt, z),
    endsAt: isoToVenueTime(e.endsAt, z),
    doorsOpenAt: isoToVenueTime(e.doorsOpenAt, z),
    saleStartsAt: isoToVenueTime(e.saleStartsAt, z),
    saleEndsAt: isoToVenueTime(e.saleEndsAt, z),
    accessibleReleaseAt: isoToVenueTime(e.accessibleReleaseAt, z),
    about: e.about,
    aboutByLanguage: Object.fromEntries(e.aboutByLanguage.map((x) => [x.lang, x.text])),
    isHot: e.isHot,
    maxTicketsPerAccount: String(e.maxTicketsPerAccount),
    transferLockHours: String(e.transferLockHours),
    requiresIdentity: e.requiresIdentity,
    desktopOnly: e.desktopOnly,
    singlePaymentAttempt: e.singlePaymentAttempt,
  };
}

type FieldName = keyof Draft;

export default function EventEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { data, loading } = useQuery(consoleEventQuery, { variables: { id: id ?? "" }, skip: !id });
  const event: ConsoleEventFieldsFragment | null = data?.operatorEvent ?? null;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [loadedAt, setLoadedAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const [saved, setSaved] = useState(false);
  const [aboutLang, setAboutLang] = useState<string>("en");
  usePageTitle(id ? (event?.title ?? t("editor.title")) : t("editor.newTitle"));

  /** The fields the organiser changed since the event was last saved from this page. */
  const touched = useRef(new Set<FieldName>());
  useEffect(() => {
    if (event && event.updatedAt !== loadedAt) {
      // Another change of the event (a ticket type's choice saved below, a sale paused) reloads it: the
      // fields being typed keep what the organiser typed, the others follow the server.
      const fresh = draftOf(event);
      setDraft((d) => {
        const out: Draft = { ...fresh };
        for (const k of touched.current) Object.assign(out, { [k]: d[k] });
        return out;
      });
      setLoadedAt(event.updatedAt);
    }
  }, [event, loadedAt]);

  const [create, creating] = useMutation(createEventMutation);
  const [update, updating] = useMutation(updateEventMutation);
  const [setSales, settingSales] = useMutation(setEventSalesMutation);
  const [duplicating, setDuplicating] = useState(false);
  /** A sale scheduled to open later was asked to open: when it is scheduled (the choice is shown). */
  const [scheduledAt, setScheduledAt] = useState<string | null>(null);

  const set = <K extends FieldName>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    touched.current.add(k);
    setSaved(false);
    if (invalid === k) setInvalid(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setSaved(false);
    if (!isTimeZone(draft.timeZone)) {
      setInvalid("timeZone");
      setProblem(t("editor.badZone"));
      return;
    }
    const when = (v: string) => (v ? venueTimeToIso(v, draft.timeZone) : null);
    // Empty: none. The server takes both or neither, within range, and names the field it refuses.
    const degrees = (v: string) => (v.trim() === "" ? null : Number(v));
    for (const k of ["startsAt", "saleStartsAt"] as const) {
      if (!when(draft[k])) {
        setInvalid(k);
        setProblem(t("editor.required", { field: t(`editor.field.${k}`) }));
        return;
      }
    }
    const terms = {
      title: draft.title.trim(),
      subtitle: draft.subtitle.trim() || null,
      about: draft.about.trim(),
      aboutByLanguage: otherLanguages.map((l) => ({ lang: l.id, text: (draft.aboutByLanguage[l.id] ?? "").trim() })),
      venue: draft.venue.trim(),
      city: draft.city.trim(),
      address: draft.address.trim() || null,
      latitude: degrees(draft.latitude),
      longitude: degrees(draft.longitude),
      timeZone: draft.timeZone,
      startsAt: when(draft.startsAt)!,
      endsAt: when(draft.endsAt),
      doorsOpenAt: when(draft.doorsOpenAt),
      saleStartsAt: when(draft.saleStartsAt)!,
      saleEndsAt: when(draft.saleEndsAt),
      accessibleReleaseAt: when(draft.accessibleReleaseAt),
      isHot: draft.isHot,
      maxTicketsPerAccount: Number(draft.maxTicketsPerAccount),
      transferLockHours: Number(draft.transferLockHours),
      requiresIdentity: draft.requiresIdentity,
      desktopOnly: draft.desktopOnly,
      singlePaymentAttempt: draft.singlePaymentAttempt,
    };
    if (id) {
      const r = (await update({ variables: { id, input: terms } })).data?.updateEvent;
      if (r && r.__typename !== "OperatorEvent" && "code" in r) {
        setInvalid((r.field as FieldName | null) ?? null);
        setProblem(errorText(r));
      } else {
        touched.current.clear();
        setSaved(true);
      }
    } else {
      const r = (await create({ variables: { input: { ...terms, slug: draft.slug.trim(), currency: draft.currency } } })).data?.createEvent;
      if (r?.__typename === "OperatorEvent") navigate(`/console/events/${r.id}`, { replace: true });
      else if (r && "code" in r) {
        setInvalid((r.field as FieldName | null) ?? null);
        setProblem(errorText(r));
      }
    }
  };

  const sales = async (action: SalesAction, opening: SaleOpening | null = null) => {
    if (!id) return;
    setProblem(null);
    const r = (await setSales({ variables: { id, action, opening } })).data?.setEventSales;
    // A scheduled opening is never moved without a choice: the server changed nothing and says when it opens.
    if (r?.__typename === "SaleScheduledError") setScheduledAt(r.opensAt as string);
    else {
      setScheduledAt(null);
      if (r && r.__typename !== "OperatorEvent" && "code" in r) setProblem(errorText(r));
    }
  };

  const preview = useMemo(() => {
    const when = (v: string) => (v ? venueTimeToIso(v, isTimeZone(draft.timeZone) ? draft.timeZone : "Asia/Hong_Kong") : null);
    const now = new Date().toISOString();
    const about = language.id === "en" ? draft.about : draft.aboutByLanguage[language.id] || draft.about;
    return {
      title: draft.title || t("editor.previewTitle"),
      subtitle: draft.subtitle || null,
      coverImageUrl: null,
      saleState: event?.saleState ?? "SALE_CLOSED",
      saleMode: "PUBLIC" as const,
      isHot: draft.isHot,
      startsAt: when(draft.startsAt) ?? now,
      doorsOpenAt: when(draft.doorsOpenAt),
      saleStartsAt: when(draft.saleStartsAt) ?? now,
      timeZone: isTimeZone(draft.timeZone) ? draft.timeZone : "Asia/Hong_Kong",
      venue: draft.venue || "—",
      city: draft.city || "—",
      address: draft.address || null,
      desktopOnly: draft.desktopOnly,
      maxTicketsPerAccount: Number(draft.maxTicketsPerAccount) || 1,
      requiresIdentity: draft.requiresIdentity,
      about: about || "—",
      ticketTypes: { edges: (event?.ticketTypes ?? []).map((tt) => ({ node: { id: tt.id, name: tt.name, price: tt.price, seated: tt.seated, available: Math.max(0, tt.capacity - tt.sold) } })) },
    };
  }, [draft, event, language.id, t]);

  if (id && loading && !data) return <p className="cn-muted">{t("state.loading")}</p>;
  if (id && data && !data.operatorEvent) return <p role="alert">{t("editor.notFound")}</p>;

  // The release when none is set: 48 hours before the start, as the draft stands.
  const startIso = draft.startsAt && isTimeZone(draft.timeZone) ? venueTimeToIso(draft.startsAt, draft.timeZone) : null;
  const defaultRelease = startIso ? new Date(new Date(startIso).getTime() - 48 * 3_600_000).toISOString() : null;

  const text = (k: FieldName, opts: { required?: boolean; type?: string; list?: string; disabled?: boolean; step?: string; describedBy?: string } = {}) => (
    <label className="cn-field">
      <span>
        {t(`editor.field.${k}`)}
        {opts.required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        type={opts.type ?? "text"}
        value={draft[k] as string}
        onChange={(e) => set(k, e.target.value as never)}
        required={opts.required}
        aria-invalid={invalid === k || undefined}
        list={opts.list}
        step={opts.step}
        disabled={opts.disabled}
        aria-describedby={opts.describedBy}
        name={k}
      />
    </label>
  );
  const flag = (k: "isHot" | "requiresIdentity" | "desktopOnly" | "singlePaymentAttempt") => (
    <label className="cn-check">
      <input type="checkbox" checked={draft[k]} onChange={(e) => set(k, e.target.checked)} name={k} />
      <span>{t(`editor.field.${k}`)}</span>
    </label>
  );

  return (
    <>
      <div className="cn-head">
        <h1>{id ? (event?.title ?? t("editor.title")) : t("editor.newTitle")}</h1>
        {event && (
          <div className="cn-actions">
            <SaleBadge state={event.saleState} paused={event.salesPaused} cancelled={!!event.cancelledAt} draft={event.lifecycle === "DRAFT"} hot={event.isHot} />
            <Link to={`/console/events/${event.id}/dashboard`} className={buttonClass("secondary")} data-testid="console-open-dashboard">
              {t("events.dashboard")}
            </Link>
            <Link to={`/console/events/${event.id}/seats`} className={buttonClass("secondary")} data-testid="console-open-seat-map">
              {t("seatMap.title")}
            </Link>
            <button type="button" className={buttonClass("secondary")} onClick={() => setDuplicating(true)} data-testid="console-duplicate-event">
              {t("duplicate.open")}
            </button>
          </div>
        )}
        {event && duplicating && <DuplicateEventDialog event={event} onClose={() => setDuplicating(false)} />}
      </div>
      <div className="cn-editor">
        <div className="cn-editor__form">
          {/* A draft is published first (the server refuses its sale until then): the publish panel instead of the sale buttons. */}
          {event && event.lifecycle === "DRAFT" && <PublishEventPanel eventId={event.id} title={event.title} />}
          {/* A cancelled event never sells again (the server refuses): no sale buttons, the cancel panel says why. */}
          {event && !event.cancelledAt && event.lifecycle !== "DRAFT" && (
            <section className="cn-card" aria-labelledby="cn-sales-title">
              <h2 id="cn-sales-title">{t("sales.title")}</h2>
              <p className="cn-muted">{t("sales.lead")}</p>
              <div className="cn-actions">
                <button type="button" className={buttonClass("primary")} disabled={settingSales.loading || event.ticketTypes.length === 0} onClick={() => void sales("OPEN")} data-testid="console-sales-open">
                  {t("sales.open")}
                </button>
                <button type="button" className={buttonClass("secondary")} disabled={settingSales.loading} onClick={() => void sales("PAUSE")} data-testid="console-sales-pause">
                  {t("sales.pause")}
                </button>
                <button type="button" className={buttonClass("danger")} disabled={settingSales.loading} onClick={() => void sales("CLOSE")} data-testid="console-sales-close">
                  {t("sales.close")}
                </button>
              </div>
              {event.ticketTypes.length === 0 && <p className="cn-muted">{t("sales.needTypes")}</p>}
              {scheduledAt && (
                <div className="cn-choice" role="group" aria-labelledby="cn-sales-scheduled" data-testid="console-sales-scheduled">
                  <p id="cn-sales-scheduled">{t("sales.scheduled", { time: formatEventTime(scheduledAt, event.timeZone, language) })}</p>
                  <div className="cn-actions">
                    <button type="button" className={buttonClass("primary")} disabled={settingSales.loading} onClick={() => void sales("OPEN", "AS_SCHEDULED")} data-testid="console-sales-as-scheduled">
                      {t("sales.asScheduled")}
                    </button>
                    <button type="button" className={buttonClass("secondary")} disabled={settingSales.loading} onClick={() => void sales("OPEN", "NOW")} data-testid="console-sales-now">
                      {t("sales.openNow")}
                    </button>
                    <button type="button" className={buttonClass("ghost")} onClick={() => setScheduledAt(null)} data-testid="console-sales-scheduled-cancel">
                      {t("sales.keepPaused")}
                    </button>
                  </div>
                  <p className="cn-muted">{t("sales.openNowNote")}</p>
                </div>
              )}
            </section>
          )}
          {event && <CancelEventPanel eventId={event.id} title={event.title} cancelled={!!event.cancelledAt} />}
          <form className="cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-terms-title">
            <h2 id="cn-terms-title">{t("editor.terms")}</h2>
            {!id && (
              <div className="cn-grid">
                {text("slug", { required: true })}
                <label className="cn-field">
                  <span>{t("editor.field.currency")}</span>
                  <select value={draft.currency} onChange={(e) => set("currency", e.target.value as Currency)} name="currency">
                    <option value="HKD">HKD</option>
                    <option value="MOP">MOP</option>
                  </select>
                </label>
              </div>
            )}
            {text("title", { required: true })}
            {text("subtitle")}
            <fieldset className="cn-fieldset">
              <legend>{t("editor.venue")}</legend>
              <div className="cn-grid">
                {text("venue", { required: true })}
                {text("city", { required: true })}
                {text("address")}
                {text("timeZone", { required: true, list: "cn-zones" })}
                {text("latitude", { type: "number", step: "any" })}
                {text("longitude", { type: "number", step: "any" })}
              </div>
              <p className="cn-muted">{t("editor.coordinatesHint")}</p>
              <datalist id="cn-zones">
                {zones.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </fieldset>
            <fieldset className="cn-fieldset">
              <legend>{t("editor.dates", { zone: draft.timeZone })}</legend>
              <div className="cn-grid">
                {text("startsAt", { required: true, type: "datetime-local" })}
                {text("endsAt", { type: "datetime-local" })}
                {text("doorsOpenAt", { type: "datetime-local" })}
                {text("saleStartsAt", { required: true, type: "datetime-local" })}
                {text("saleEndsAt", { type: "datetime-local" })}
                {text("accessibleReleaseAt", { type: "datetime-local", describedBy: "cn-accessible-release-hint" })}
              </div>
              <p className="cn-muted" id="cn-accessible-release-hint" data-testid="console-accessible-release-hint">
                {t("editor.accessibleReleaseHint")}{" "}
                {defaultRelease ? t("editor.accessibleReleaseDefault", { time: formatEventTime(defaultRelease, draft.timeZone, language) }) : t("editor.accessibleReleaseDefaultNoStart")}
              </p>
            </fieldset>
            <fieldset className="cn-fieldset">
              <legend>{t("editor.about")}</legend>
              <div className="cn-tabs" role="group" aria-label={t("editor.aboutLanguage")}>
                {languages.map((l) => (
                  <button key={l.id} type="button" className={aboutLang === l.id ? "cn-tab is-active" : "cn-tab"} aria-pressed={aboutLang === l.id} onClick={() => setAboutLang(l.id)} lang={l.bcp47}>
                    {l.nativeName}
                  </button>
                ))}
              </div>
              <label className="cn-field">
                <span>{t("editor.aboutIn", { language: languages.find((l) => l.id === aboutLang)!.nativeName })}</span>
                <textarea
                  rows={5}
                  name={`about-${aboutLang}`}
                  value={aboutLang === "en" ? draft.about : (draft.aboutByLanguage[aboutLang] ?? "")}
                  aria-invalid={(aboutLang === "en" && invalid === "about") || undefined}
                  onChange={(e) => (aboutLang === "en" ? set("about", e.target.value) : set("aboutByLanguage", { ...draft.aboutByLanguage, [aboutLang]: e.target.value }))}
                />
              </label>
            </fieldset>
            <fieldset className="cn-fieldset">
              <legend>{t("editor.rules")}</legend>
              <div className="cn-grid">
                {text("maxTicketsPerAccount", { type: "number" })}
                {text("transferLockHours", { type: "number" })}
              </div>
              {flag("isHot")}
              {flag("requiresIdentity")}
              {flag("desktopOnly")}
              {flag("singlePaymentAttempt")}
            </fieldset>
            {problem && (
              <p role="alert" className="cn-error" data-testid="console-editor-error">
                {problem}
                {invalid ? ` (${t(`editor.field.${invalid}` as "editor.field.title", { defaultValue: invalid })})` : ""}
              </p>
            )}
            {saved && (
              <p role="status" className="cn-ok">
                {t("editor.saved")}
              </p>
            )}
            <button type="submit" className={buttonClass("primary")} disabled={creating.loading || updating.loading} data-testid="console-save-event">
              {id ? t("editor.save") : t("editor.create")}
            </button>
          </form>
          {event && <TicketTypesEditor eventId={event.id} currency={event.currency} types={event.ticketTypes} />}
          {event && <CodesPanel eventId={event.id} eventSlug={event.slug} currency={event.currency} types={event.ticketTypes} />}
          {event && <PresalePanel eventId={event.id} open={event.presaleRegistration} hasHiddenTypes={event.ticketTypes.some((tt) => tt.hidden)} cancelled={!!event.cancelledAt} />}
          {event && !event.cancelledAt && <WaitingRoomPanel eventId={event.id} />}
          {event && (
            <HandBackPanel
              key={`${event.id}:${event.handBackEnabled}:${event.handBackFeeBps}`}
              eventId={event.id}
              currency={event.currency}
              enabled={event.handBackEnabled}
              feeBps={event.handBackFeeBps}
              cancelled={!!event.cancelledAt}
            />
          )}
        </div>
        <aside className="cn-preview" aria-label={t("editor.preview")}>
          <h2 className="cn-preview__title">{t("editor.preview")}</h2>
          {/* Scrolls on its own: focusable so it can be scrolled with the keyboard. */}
          <div className="cn-preview__phone" data-testid="console-preview" tabIndex={0} role="group" aria-label={t("editor.preview")}>
            {/* A cancelled event's page shows no sale, as the fan's page does (EventDetailPage). */}
            <EventDetailView event={preview} desktop={false} sale={!event?.cancelledAt} />
          </div>
        </aside>
      </div>
    </>
  );
}
