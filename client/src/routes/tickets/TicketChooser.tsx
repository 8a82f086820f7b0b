// Choosing and securing tickets, shared by the mobile /ticket/choose page and the desktop /purchase page:
// ticket type by area with its price; for a seated type, seats picked on the live map (or the list), or,
// where seats are assigned, a quantity and the best available block; else a quantity within the
// per-account limit; one audience identity per ticket on real-name events, the terms, the human check.
import { useEffect, useMemo, useRef, useState } from "react";
import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { Trans, useTranslation } from "react-i18next";
import { HumanCheck } from "../../components/HumanCheck";
import { formatMoney } from "@fanfare/shared/money";
import { discountOf } from "@fanfare/shared/codes";
import { formatEventTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import type { CheckPromoCodeQuery, EventDetailQuery } from "../../gql/graphql";
import { checkPromoCodeQuery, chooserContextQuery, secureTicketsMutation } from "./operations";
import { useErrorText } from "../../hooks/useMessageText";
import { buttonClass } from "../../components/Button/Button";
import { SelectField } from "../../components/Field/Field";
import { clearAdmissionPass, queuePath, readAdmissionPass, waitingRoomActive } from "../../lib/admissionPass";
import { formatCountdown, useCountdown } from "../../hooks/useCountdown";
import { clearChooserDraft, fillNewIdentities, readChooserDraft, saveChooserDraft, type ChooserDraft } from "./chooserDraft";
import { SeatPicker } from "./seatmap/SeatPicker";
import { useSeatMap } from "./seatmap/useSeatMap";
import { pickedLines, pickedTotal } from "./seatmap/picking";
import { useSeatNames } from "./seatmap/seatNames";

type EventData = NonNullable<EventDetailQuery["event"]>;
type AppliedCode = Extract<CheckPromoCodeQuery["checkPromoCode"], { __typename: "PromoCodeCheck" }>;

/** The database id inside a TicketType's global id (a code names types by either). */
function rawTypeId(id: string): string {
  try {
    const decoded = atob(id);
    return decoded.startsWith("TicketType:") ? decoded.slice("TicketType:".length) : id;
  } catch {
    return id;
  }
}

/** A random key (getRandomValues works on plain http too, unlike randomUUID). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Where the chooser starts: the fan's choice before a detour when it still fits the stock, else the first
 * type on sale (with `seatsFirst`, ?seats=accessible, the first whose seats are picked on the map).
 */
function startingChoice(event: EventData, types: EventData["ticketTypes"]["edges"][number]["node"][], seatsFirst = false) {
  const draft = readChooserDraft(event.slug);
  const kept = draft && types.find((tt) => tt.id === draft.typeId && tt.available > 0);
  const onMap = seatsFirst ? types.find((tt) => tt.seated && tt.seatSelection === "PICK" && tt.available > 0) : undefined;
  const type = kept ?? onMap ?? types.find((tt) => tt.available > 0) ?? null;
  const rowInfo = kept && draft.row ? (kept.rows.find((r) => r.row === draft.row && r.available > 0) ?? null) : null;
  const max = Math.max(1, Math.min(event.maxTicketsPerAccount, rowInfo ? rowInfo.available : (type?.available ?? 1)));
  return {
    draft,
    typeId: type?.id ?? null,
    row: rowInfo?.row ?? null,
    quantity: kept ? Math.min(draft.quantity, max) : 1,
    identityIds: kept ? draft.identityIds : [],
    seatIds: kept ? draft.seatIds : [],
  };
}

/**
 * `presale`: the public sale has not opened; only the ticket types an access code opens early (its own
 * sale start, issue 35) are offered, once the code is applied, and the waiting room (the public sale's) is
 * not asked.
 */
export function TicketChooser({ event, desktop = false, presale = false }: { event: EventData; desktop?: boolean; presale?: boolean }) {
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // An organiser's code: typed here or arriving in the link (?code=…); checked before it is used.
  const [codeText, setCodeText] = useState(() => params.get("code") ?? "");
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  // When the applied code was checked (a presale window is told open or not as of then).
  const [checkedAt, setCheckedAt] = useState(0);
  const [checkCode, { loading: checking }] = useLazyQuery(checkPromoCodeQuery, { fetchPolicy: "network-only" });
  const publicTypes = event.ticketTypes.edges.map((e) => e.node);
  const allTypes = [...publicTypes, ...(applied?.unlockedTicketTypes ?? []).filter((u) => !publicTypes.some((p) => p.id === u.id))];
  // Before the public sale: the types the applied code opens early, and none without one.
  const presaleIds = applied?.kind === "ACCESS" && applied.saleStartsAt ? applied.accessTicketTypeIds.map(rawTypeId) : [];
  const types = presale ? allTypes.filter((tt) => presaleIds.includes(rawTypeId(tt.id))) : allTypes;
  const [start] = useState(() => startingChoice(event, presale ? [] : publicTypes, params.get("seats") === "accessible"));
  const [typeId, setTypeId] = useState<string | null>(start.typeId);
  const [row, setRow] = useState<string | null>(start.row);
  const [quantity, setQuantity] = useState(start.quantity);
  const [identityIds, setIdentityIds] = useState<string[]>(start.identityIds);
  const [agreed, setAgreed] = useState(start.draft?.agreed ?? false);
  const knownIdentityIds = useRef<string[] | null>(start.draft?.knownIdentityIds ?? null);
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [humanCheckKey, setHumanCheckKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // Kept across a network failure, so that retrying a secure whose answer was lost returns the same order.
  const idempotencyKey = useRef(newKey());
  const context = useQuery(chooserContextQuery, { fetchPolicy: "network-only" });
  const [secure, { loading }] = useMutation(secureTicketsMutation, { fetchPolicy: "no-cache" });

  const type = types.find((tt) => tt.id === typeId) ?? null;
  // A seated type: seats picked on the map where fans pick, the best available block where they do not.
  const seats = useSeatMap(event, !!type?.seated, start.seatIds);
  const seatNames = useSeatNames();
  // A type off the map (a hidden one a code unlocks: the public map leaves it out) keeps the row choice.
  const typeOnMap = !!type && seats.picks.areas.some((a) => a.ticketType.id === type.id);
  const mapShown = !!type?.seated && (typeOnMap || (seats.loading && !seats.hasMap));
  const seatMode = mapShown && type?.seatSelection === "PICK";
  const assignedMode = mapShown && type?.seatSelection === "BEST_AVAILABLE";
  const picked = seats.picks.picked;
  const seatLines = seatMode ? pickedLines(picked, seats.picks.index) : [];
  const count = seatMode ? picked.length : quantity;
  const rowInfo = type?.rows.find((r) => r.row === row) ?? null;
  const max = Math.max(1, Math.min(event.maxTicketsPerAccount, rowInfo ? rowInfo.available : (type?.available ?? 1)));
  const identities = context.data?.myIdentities ?? [];
  const me = context.data?.me;
  const subtotal = seatMode ? pickedTotal(picked, seats.picks.index) : type ? { amount: type.price.amount * quantity, currency: type.price.currency } : null;
  // What the applied code takes off, by the server's own rule (shared): shown before paying.
  const discount =
    applied && type
      ? discountOf(
          { kind: applied.kind, ticketTypeIds: applied.ticketTypeIds.map(rawTypeId), discountAmount: applied.discountAmount ?? null, discountPercent: applied.discountPercent ?? null },
          seatMode
            ? seatLines.map((l) => ({ ticketTypeId: rawTypeId(l.ticketTypeId), unitAmount: seats.picks.index.get(l.seatIds[0])?.ticketType.price.amount ?? 0, quantity: l.quantity }))
            : [{ ticketTypeId: rawTypeId(type.id), unitAmount: type.price.amount, quantity }],
        )
      : 0;
  const total = subtotal ? { ...subtotal, amount: Math.max(0, subtotal.amount - discount) } : null;

  const applyCode = async (text = codeText) => {
    setCodeProblem(null);
    if (!text.trim()) return;
    const { data, error } = await checkCode({ variables: { eventSlug: event.slug, code: text.trim() } });
    const result = data?.checkPromoCode;
    if (error || !result) return setCodeProblem(tCommon("states.error"));
    if (result.__typename === "PromoCodeCheck") {
      setApplied(result);
      setCheckedAt(Date.now());
      setCodeText(result.code);
      // An access code's first unlocked type is chosen for the fan (before the public sale: the first it opens early).
      const early = result.kind === "ACCESS" && result.saleStartsAt ? result.accessTicketTypeIds.map(rawTypeId) : [];
      const unlocked = presale ? [...publicTypes, ...result.unlockedTicketTypes].find((u) => early.includes(rawTypeId(u.id)) && u.available > 0) : result.unlockedTicketTypes.find((u) => u.available > 0);
      if (unlocked) pickType(unlocked.id);
      return;
    }
    setApplied(null);
    if ("code" in result) setCodeProblem(errorText(result as { code: string; message: string }));
  };
  const removeCode = () => {
    setApplied(null);
    setCodeText("");
    setCodeProblem(null);
    if (type && !publicTypes.some((p) => p.id === type.id)) setTypeId(publicTypes.find((tt) => tt.available > 0)?.id ?? null);
  };
  // A code in the link is checked as if the fan had pressed Apply: once when the page opens, and again when
  // the link changes to another code while the page is open (another presale e-mail's link), which then
  // replaces the one applied (or, refused, leaves none applied and says why).
  const linkCode = params.get("code");
  const checkedLinkCode = useRef<string | null>(null);
  useEffect(() => {
    if (!linkCode || linkCode === checkedLinkCode.current) return;
    checkedLinkCode.current = linkCode;
    setCodeText(linkCode);
    void applyCode(linkCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkCode]);
  const identitySlots = useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const pass = waitingRoomActive(event.waitingRoom.state) ? readAdmissionPass(event.slug) : null;
  const passLeft = useCountdown(pass?.expiresAt);

  // An identity added on a detour (the audience page) is chosen for the first ticket without one.
  const identitiesLoaded = !!context.data;
  useEffect(() => {
    if (!identitiesLoaded) return;
    const current = identities.map((i) => i.id);
    // Read now: the updater runs at the next render, after the ref below has moved on.
    const known = knownIdentityIds.current;
    setIdentityIds((ids) => fillNewIdentities(ids, count, current, known));
    knownIdentityIds.current = current;
    // Once per answer of the identities query, not on each change of the quantity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identitiesLoaded, identities]);

  // Kept for this tab as it changes, so a detour and the way back find it.
  useEffect(() => {
    const draft: ChooserDraft = { typeId, row, quantity, identityIds, knownIdentityIds: knownIdentityIds.current, agreed, seatIds: picked };
    saveChooserDraft(event.slug, draft);
  }, [event.slug, typeId, row, quantity, identityIds, agreed, identitiesLoaded, picked]);

  const pickType = (id: string) => {
    // Picked seats stay while the fan moves between areas where fans pick; any other type drops them.
    const next = [...allTypes, ...(applied?.unlockedTicketTypes ?? [])].find((tt) => tt.id === id);
    if (!next?.seated || next.seatSelection !== "PICK") seats.picks.setPicked([]);
    setTypeId(id);
    setRow(null);
    setQuantity(1);
    setProblem(null);
  };

  // The accessible link (?seats=accessible) followed from this very page: the map, so a type whose seats are picked.
  const wantsSeats = params.get("seats") === "accessible";
  useEffect(() => {
    if (!wantsSeats || (type?.seated && type.seatSelection === "PICK")) return;
    const onMap = types.find((tt) => tt.seated && tt.seatSelection === "PICK" && tt.available > 0);
    if (onMap) pickType(onMap.id);
    // Only when the link is followed, not on every change of type afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsSeats]);

  const submit = async () => {
    setProblem(null);
    if (!type || count < 1) return setProblem(t("choose.selectAtLeastOne"));
    if (event.requiresIdentity && identitySlots.some((i) => !identityIds[i])) return setProblem(t("choose.identitiesMissing"));
    if (!agreed) return setProblem(t("choose.agreeFirst"));
    if (!humanCheck) return setProblem(t("choose.verifyHuman"));
    let data;
    try {
      const input = {
        eventSlug: event.slug,
        lines: seatMode ? seatLines : [{ ticketTypeId: type.id, quantity, row: assignedMode ? null : row }],
        identityIds: event.requiresIdentity ? identitySlots.map((i) => identityIds[i]) : null,
        agreedToTerms: true,
        humanCheck,
        desktop,
        idempotencyKey: idempotencyKey.current,
        admissionPass: readAdmissionPass(event.slug)?.token ?? null,
        code: applied?.code ?? null,
      };
      seats.picks.securing.current = true;
      ({ data } = await secure({ variables: { input } }));
    } catch {
      // The answer was lost: the same key on the next try returns the order if it was made.
      setHumanCheck(null);
      setHumanCheckKey((k) => k + 1);
      return setProblem(tCommon("states.error"));
    } finally {
      seats.picks.securing.current = false;
    }
    const result = data?.secureTickets;
    if (result) idempotencyKey.current = newKey();
    if (result?.__typename === "TicketsSecured") {
      clearChooserDraft(event.slug);
      // The pass stays stored (the server took it, single use): clearing it here would make this page,
      // re-rendered before it leaves, send the fan back to the queue screen.
      navigate(`/ticket-order?orderNo=${encodeURIComponent(result.order.orderNo)}`);
      return;
    }
    if (result?.__typename === "QueueRequiredError") {
      // No pass, or a used or lapsed one: the queue screen shows where the fan stands.
      clearAdmissionPass(event.slug);
      navigate(queuePath(event.slug));
      return;
    }
    // A solved challenge buys one try: a new one for the next.
    setHumanCheck(null);
    setHumanCheckKey((k) => k + 1);
    // Picked seats someone else took first: marked taken, the nearest free ones offered, never swapped in.
    if (result?.__typename === "SeatsTakenError") seats.picks.onTaken(result.seats, result.alternatives);
    if (result && "code" in result) setProblem(errorText(result as { code: string; message: string; limit?: number }));
    else setProblem(null);
  };

  // A waiting room is in use: buying starts on the queue screen, which gives the pass.
  if (!presale && waitingRoomActive(event.waitingRoom.state) && !readAdmissionPass(event.slug)) return <Navigate to={queuePath(event.slug)} replace />;

  return (
    <div className="tk-page" data-testid="ticket-chooser">
      {passLeft !== null && (
        <p className="note" role="timer" data-testid="pass-time-left">
          {t("choose.passTimeLeft", { time: formatCountdown(passLeft) })}
        </p>
      )}
      {me && !me.isPhoneVerified && me.phoneVerificationSkipped && (
        <p className="note note--warning" data-testid="phone-skipped-warning">
          {t("choose.phoneSkipped")} <Link to="/chang-phone-num">{t("choose.verifyPhone")}</Link>
        </p>
      )}
      {me && !me.isPhoneVerified && !me.phoneVerificationSkipped && (
        <p className="note note--danger">
          {t("choose.phoneRequired")} <Link to="/chang-phone-num">{t("choose.verifyPhone")}</Link>
        </p>
      )}

      {presale && (
        <p className="note" role="status" data-testid="presale-window">
          {!applied
            ? t("choose.presale.intro", { time: formatEventTime(event.saleStartsAt, event.timeZone, language) })
            : presaleIds.length === 0
              ? t("choose.presale.notEarly", { time: formatEventTime(event.saleStartsAt, event.timeZone, language) })
              : Date.parse(applied.saleStartsAt!) <= checkedAt
                ? t("choose.presale.open")
                : t("choose.presale.opensAt", { time: formatEventTime(applied.saleStartsAt!, event.timeZone, language) })}
        </p>
      )}

      {(!presale || types.length > 0) && <section className="panel surface">
        <h3 className="tk-card__title">{t("choose.type")}</h3>
        <ul className="tk-types">
          {types.map((tt) => (
            <li key={tt.id}>
              <button type="button" className="tk-type" aria-pressed={tt.id === typeId} disabled={tt.available === 0} onClick={() => pickType(tt.id)} data-testid="ticket-type">
                <span className="tk-type__name">{tt.name}</span>
                <span className="tk-type__price">{formatMoney(tt.price)}</span>
                <span className="tk-type__meta">{tt.available > 0 ? t("detail.available", { count: tt.available }) : t("detail.soldOut")}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>}

      <section className="panel surface" data-testid="promo-code">
        <h3 className="tk-card__title">{t("choose.code.title")}</h3>
        {applied ? (
          <div className="tk-row-between">
            <span data-testid="promo-code-applied">
              <strong>{applied.code}</strong> ·{" "}
              {applied.kind === "ACCESS"
                ? t("choose.code.unlocks", { names: applied.unlockedTicketTypes.map((u) => u.name).join(", ") })
                : applied.discountPercent != null
                  ? t("choose.code.percentOff", { percent: applied.discountPercent })
                  : t("choose.code.amountOff", { amount: formatMoney({ amount: applied.discountAmount ?? 0, currency: event.currency }) })}
            </span>
            <button type="button" className={buttonClass("secondary")} onClick={removeCode} data-testid="promo-code-remove">
              {t("choose.code.remove")}
            </button>
          </div>
        ) : (
          <form
            className="tk-row-between"
            onSubmit={(e) => {
              e.preventDefault();
              void applyCode();
            }}
          >
            <input
              className="tk-code-input"
              aria-label={t("choose.code.title")}
              placeholder={t("choose.code.placeholder")}
              value={codeText}
              maxLength={64}
              autoCapitalize="characters"
              onChange={(e) => setCodeText(e.target.value)}
              data-testid="promo-code-input"
            />
            <button type="submit" className={buttonClass("secondary")} disabled={checking || !codeText.trim()} data-testid="promo-code-apply">
              {t("choose.code.apply")}
            </button>
          </form>
        )}
        {codeProblem && (
          <p className="tk-error" role="alert" data-testid="promo-code-error">
            {codeProblem}
          </p>
        )}
        {applied && type && applied.kind === "DISCOUNT" && discount === 0 && <p className="muted">{t("choose.code.notForType")}</p>}
      </section>

      {type?.seated && !mapShown && (
        <section className="panel surface">
          <h3 className="tk-card__title">{t("choose.row")}</h3>
          <div className="tk-rows" role="group" aria-label={t("choose.row")}>
            <button type="button" className="tk-chip" aria-pressed={row === null} onClick={() => setRow(null)}>
              {t("choose.anyRow")}
            </button>
            {type.rows.map((r) => (
              <button key={r.row} type="button" className="tk-chip" aria-pressed={row === r.row} disabled={r.available === 0} onClick={() => { setRow(r.row); setQuantity((q) => Math.min(q, Math.max(1, r.available))); }} data-testid="seat-row">
                {t("choose.rowAvailable", { row: r.row, count: r.available })}
              </button>
            ))}
          </div>
          <div className="tk-row-between">
            <span className="muted">{t("choose.seatNumber")}</span>
            <span className="tk-status tk-status--READY">{t("choose.confirming")}</span>
          </div>
          <p className="muted">{t("choose.seatNote")}</p>
        </section>
      )}

      {type && !seatMode && (
        <section className="panel surface">
          <div className="tk-row-between">
            <h3 className="tk-card__title">{t("choose.quantity")}</h3>
            <div className="tk-stepper">
              <button type="button" aria-label={t("choose.decrease")} disabled={quantity <= 1} onClick={() => setQuantity((q) => q - 1)} data-testid="qty-minus">
                −
              </button>
              <output data-testid="quantity">{quantity}</output>
              <button type="button" aria-label={t("choose.increase")} disabled={quantity >= max} onClick={() => setQuantity((q) => q + 1)} data-testid="qty-plus">
                +
              </button>
            </div>
          </div>
          <p className="muted">{t("choose.limit", { num: event.maxTicketsPerAccount })}</p>
        </section>
      )}

      {mapShown && (
        <SeatPicker
          picks={seats.picks}
          eventTitle={event.title}
          limit={event.maxTicketsPerAccount}
          mode={seatMode ? { kind: "pick", ticketTypeId: type!.id } : { kind: "assigned", ticketTypeId: type!.id, quantity }}
          findBest={seats.findBest}
          wide={desktop}
          loading={seats.loading}
          spaces={seats.spaces}
          timeZone={seats.timeZone ?? event.timeZone ?? null}
          focusAccessible={wantsSeats}
        />
      )}

      {type && event.requiresIdentity && (
        <section className="panel surface">
          <h3 className="tk-card__title">{t("choose.identities")}</h3>
          {identities.length < count && <p className="note note--warning">{t("choose.noIdentities")}</p>}
          {identitySlots.map((i) => (
            <SelectField key={i} label={t("choose.identityFor", { n: i + 1 })} value={identityIds[i] ?? ""} onValueChange={(v) => setIdentityIds((ids) => Object.assign([...ids], { [i]: v }))} data-testid="identity-select">
                <option value="">{t("choose.pickIdentity")}</option>
                {identities.map((id) => (
                  <option key={id.id} value={id.id} disabled={identityIds.includes(id.id) && identityIds[i] !== id.id}>
                    {id.maskedName} · {t(`audience.types.${id.docType}`)} {id.maskedDocNumber}
                  </option>
                ))}
              </SelectField>
          ))}
          <Link to="/audience">{t("choose.manageIdentities")}</Link>
        </section>
      )}

      <section className="panel surface">
        <label className="tk-agree">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="agree-terms" />
          <span>
            <Trans t={t} i18nKey="choose.agree" components={{ terms: <Link to="/terms" />, privacy: <Link to="/auth-terms" /> }} />
          </span>
        </label>
        <div data-testid="human-check-box">
          <span className="muted">{t("choose.humanCheck")}</span>
          <HumanCheck
            key={humanCheckKey}
            onChange={(payload) => {
              setHumanCheck(payload);
              // The "verify the human check" problem goes as soon as the check passes.
              if (payload) setProblem((p) => (p === t("choose.verifyHuman") ? null : p));
            }}
          />
        </div>
      </section>

      <div className="tk-sticky">
        {problem && (
          <p className="tk-error" role="alert" data-testid="secure-error">
            {problem}
          </p>
        )}
        {seatMode && picked.length > 0 && (
          <div className="sm-sticky-seats" data-testid="sticky-seats">
            {seatNames.list(picked.map((id) => seats.picks.index.get(id)).filter((s) => !!s))}
          </div>
        )}
        {discount > 0 && subtotal && (
          <div className="tk-row-between" data-testid="promo-discount">
            <span className="muted">{t("choose.code.discount", { code: applied?.code })}</span>
            <span>−{formatMoney({ amount: discount, currency: subtotal.currency })}</span>
          </div>
        )}
        <div className="tk-row-between">
          <span className="muted">{t("choose.total")}</span>
          <span className="tk-total" data-testid="total">{total ? formatMoney(total) : "—"}</span>
        </div>
        <button type="button" className={buttonClass("primary", "block")} disabled={loading} onClick={() => void submit()} data-testid="secure-tickets">
          {loading ? t("choose.securing") : t("choose.secure")}
        </button>
      </div>
    </div>
  );
}
