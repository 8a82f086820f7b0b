// /gate: the staff scanner. A staff token (scope gate:scan) entered once and kept on the device; the
// camera reads codes with BarcodeDetector where the browser has it, jsQR otherwise; codes can be typed
// too. Online, verifyEntry decides; offline, the gate verifies signatures with the downloaded public
// key and revocation list, queues its scans in IndexedDB and uploads them when the network is back
// (the server merges them: first scan wins). The gate is opened for one event (chosen from gateEvents):
// the server refuses another event's ticket (WRONG_EVENT) and one scanned on none of its days (WRONG_DAY).
import "./texts";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { useLanguage } from "../../i18n/useLanguage";
import { dequeue, enqueue, loadSnapshot, queued, saveSnapshot, type GateSnapshot } from "./gateStore";
import { verifyOffline } from "./gateVerify";
import { whenFan } from "./format";
import { eventDays, localDate } from "@fanfare/shared/entryDay";
import { formatCalendarDay } from "@fanfare/shared/dates";
import type { Language } from "@fanfare/shared/languages";
import "./entry.css";
import { buttonClass } from "../../components/Button/Button";
import { fieldClass, TextField } from "../../components/Field/Field";
import { TextAreaField } from "../../components/Field/TextAreaField";

const TOKEN_KEY = "fanfare.gate.token";
const GATE_KEY = "fanfare.gate.id";
const ENTRANCE_KEY = "fanfare.gate.entrance";
const EVENT_KEY = "fanfare.gate.event";

interface GateEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  days: string[];
  today: string;
}

/** The days an event admits, as "Sat, Dec 20" or "Sat, Dec 20 – Mon, Dec 22". */
function daysText(e: { startsAt: string; endsAt?: string | null; timeZone: string }, language: Language): string {
  const days = eventDays({ startsAt: new Date(e.startsAt), endsAt: e.endsAt ? new Date(e.endsAt) : null, timeZone: e.timeZone });
  const first = formatCalendarDay(days[0] ?? localDate(new Date(e.startsAt), e.timeZone), language);
  return days.length > 1 ? `${first} – ${formatCalendarDay(days[days.length - 1]!, language)}` : first;
}

interface Verdict {
  result: string;
  offline: boolean;
  ticketNo?: string | null;
  eventTitle?: string | null;
  ticketTypeName?: string | null;
  seat?: string | null;
  productName?: string | null;
  quantity?: number | null;
  firstUsedAt?: string | null;
  firstEntrance?: string | null;
  eventStartsAt?: string | null;
  eventEndsAt?: string | null;
  eventTimeZone?: string | null;
}

class OfflineError extends Error {}

async function gateRequest<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  let res: Response;
  try {
    res = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  } catch {
    throw new OfflineError();
  }
  if (res.status >= 500) throw new OfflineError();
  const body = (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  if (body.errors?.length) throw new Error(body.errors[0].extensions?.code ?? body.errors[0].message);
  return body.data as T;
}

const VERIFY = `mutation GateVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ... on EntryVerification { result ticketNo eventTitle ticketTypeName seat productName quantity firstUsedAt firstEntrance eventStartsAt eventEndsAt eventTimeZone } ... on Error { code message } } }`;
const SNAPSHOT = `query GateSnapshot($eventId: ID) { gateSnapshot(eventId: $eventId) { generatedAt periodSeconds graceSeconds keys { keyId publicKey active } revocations { kind id minVersion closed usedAt entrance } eventDays eventTimeZone } }`;
const UPLOAD = `mutation GateUpload($gateId: String!, $eventId: ID, $scans: [OfflineScanInput!]!) { uploadGateScans(gateId: $gateId, eventId: $eventId, scans: $scans) { __typename ... on GateUpload { results { result } } } }`;
const EVENTS = `query GateEvents { gateEvents { id title startsAt endsAt timeZone days today } }`;

function newGateId(): string {
  return `gate-${Math.random().toString(36).slice(2, 8)}`;
}

export default function GatePage() {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  const [token, setToken] = useState(() => localStorage.getItem(TOKEN_KEY) ?? "");
  const [tokenInput, setTokenInput] = useState("");
  const [gateId] = useState(() => {
    const id = localStorage.getItem(GATE_KEY) ?? newGateId();
    localStorage.setItem(GATE_KEY, id);
    return id;
  });
  const [entrance, setEntrance] = useState(() => localStorage.getItem(ENTRANCE_KEY) ?? "");
  const [event, setEvent] = useState<GateEvent | null>(() => {
    try {
      return JSON.parse(localStorage.getItem(EVENT_KEY) ?? "null") as GateEvent | null;
    } catch {
      return null;
    }
  });
  const [events, setEvents] = useState<GateEvent[] | null>(null);
  const eventId = event?.id ?? null;
  const [setupError, setSetupError] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<GateSnapshot | null>(null);
  const [pending, setPending] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [manual, setManual] = useState("");
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const busy = useRef(false);
  const lastCode = useRef<{ code: string; at: number } | null>(null);

  const refreshQueue = useCallback(async () => setPending((await queued()).length), []);

  const sync = useCallback(async () => {
    if (!token) return;
    try {
      const scans = await queued();
      if (scans.length) {
        await gateRequest(token, UPLOAD, { gateId, eventId, scans: scans.map((s) => ({ code: s.code, scannedAt: s.scannedAt, entrance: s.entrance })) });
        await dequeue(scans.map((s) => s.id!));
      }
      if (!eventId) return;
      const snap = (await gateRequest<{ gateSnapshot: GateSnapshot }>(token, SNAPSHOT, { eventId })).gateSnapshot;
      await saveSnapshot(snap);
      setSnapshot(snap);
      setOnline(true);
    } catch (e) {
      if (e instanceof OfflineError) setOnline(false);
    } finally {
      await refreshQueue();
    }
  }, [token, gateId, eventId, refreshQueue]);

  // The events this token's gates can open, for the choice.
  useEffect(() => {
    if (!token || event) return;
    gateRequest<{ gateEvents: GateEvent[] }>(token, EVENTS, {})
      .then((r) => setEvents(r.gateEvents))
      .catch(() => setEvents([]));
  }, [token, event]);

  const openFor = (e: GateEvent | null) => {
    if (e) localStorage.setItem(EVENT_KEY, JSON.stringify(e));
    else localStorage.removeItem(EVENT_KEY);
    setSnapshot(null);
    setVerdict(null);
    setEvent(e);
  };

  useEffect(() => {
    void loadSnapshot().then((s) => s && setSnapshot(s));
    void refreshQueue();
  }, [refreshQueue]);

  useEffect(() => {
    if (!token) return;
    void sync();
    const timer = setInterval(() => void sync(), 30_000);
    const back = () => void sync();
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [token, sync]);

  const check = useCallback(
    async (text: string) => {
      const code = text.trim();
      if (!code || busy.current) return;
      const now = Date.now();
      if (lastCode.current && lastCode.current.code === code && now - lastCode.current.at < 3000) return;
      lastCode.current = { code, at: now };
      busy.current = true;
      try {
        try {
          if (!navigator.onLine) throw new OfflineError();
          const r = await gateRequest<{ verifyEntry: Verdict & { __typename: string; code?: string } }>(token, VERIFY, { input: { code, gateId, entrance: entrance || null, eventId } });
          setVerdict({ ...r.verifyEntry, result: r.verifyEntry.__typename === "EntryVerification" ? r.verifyEntry.result : "INVALID", offline: false });
          setOnline(true);
        } catch (e) {
          if (!(e instanceof OfflineError)) {
            setVerdict({ result: e instanceof Error && e.message === "FORBIDDEN" ? "FORBIDDEN" : "ERROR", offline: false });
            return;
          }
          setOnline(false);
          const snap = snapshot ?? (await loadSnapshot()) ?? null;
          if (!snap) {
            setVerdict({ result: "NO_SNAPSHOT", offline: true });
            return;
          }
          const seen = await queued();
          const v = await verifyOffline(code, snap, seen, Date.now());
          if (v.subject) await enqueue({ code, scannedAt: new Date().toISOString(), entrance: entrance || null, subject: v.subject, offlineResult: v.result });
          setVerdict({ result: v.result, offline: true, firstUsedAt: v.firstUsedAt, firstEntrance: v.firstEntrance });
          await refreshQueue();
        }
      } finally {
        busy.current = false;
      }
    },
    [token, gateId, entrance, eventId, snapshot, refreshQueue],
  );

  // The camera: BarcodeDetector where present, jsQR on canvas frames otherwise.
  useEffect(() => {
    if (!camera) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const Detector = (window as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => { detect(v: HTMLVideoElement): Promise<{ rawValue: string }[]> } }).BarcodeDetector;
        const detector = Detector ? new Detector({ formats: ["qr_code"] }) : null;
        const jsQR = detector ? null : (await import("jsqr")).default;
        const canvas = document.createElement("canvas");
        const read = async () => {
          const v = video.current;
          if (!v || stopped || v.readyState < 2) return;
          if (detector) {
            const found = await detector.detect(v).catch(() => []);
            if (found[0]) await check(found[0].rawValue);
          } else if (jsQR) {
            canvas.width = v.videoWidth;
            canvas.height = v.videoHeight;
            const ctx = canvas.getContext("2d", { willReadFrequently: true });
            if (!ctx) return;
            ctx.drawImage(v, 0, 0);
            const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
            const found = jsQR(img.data, img.width, img.height, { inversionAttempts: "dontInvert" });
            if (found) await check(found.data);
          }
        };
        timer = window.setInterval(() => void read(), 250);
      } catch {
        setCameraError(true);
        setCamera(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [camera, check]);

  const saveToken = async (e: FormEvent) => {
    e.preventDefault();
    const value = tokenInput.trim();
    try {
      // The token is checked by the snapshot it can read; the event's own snapshot comes once one is chosen.
      await gateRequest<{ gateSnapshot: GateSnapshot }>(value, SNAPSHOT, {});
      localStorage.setItem(TOKEN_KEY, value);
      localStorage.setItem(ENTRANCE_KEY, entrance);
      setToken(value);
      setSetupError(null);
    } catch (err) {
      setSetupError(err instanceof OfflineError ? t("gate.offlineSetup") : t("gate.badToken"));
    }
  };

  // On the event choice and on the scanner: forget this device's gate token.
  const signOutButton = (
    <button
      type="button"
      className={buttonClass("ghost", "block")}
      onClick={() => {
        localStorage.removeItem(TOKEN_KEY);
        setToken("");
      }}
    >
      {t("gate.signOut")}
    </button>
  );

  if (!token) {
    return (
      <main className="app-page">
        <PageHeader />
        <form className="entry-page" onSubmit={(e) => void saveToken(e)} noValidate>
          <section className="entry-card surface">
            <h2 className="entry-card__title">{t("gate.setupTitle")}</h2>
            <p className="entry-card__sub">{t("gate.setupBody")}</p>
            <TextField label={t("gate.token")} value={tokenInput} onValueChange={setTokenInput} autoComplete="off" data-testid="gate-token" />
            <TextField label={t("gate.entrance")} value={entrance} onValueChange={setEntrance} data-testid="gate-entrance" />
            {setupError && (
              <p className={fieldClass.error} role="alert">
                {setupError}
              </p>
            )}
            <button type="submit" className={buttonClass("primary", "block")} data-testid="gate-start">
              {t("gate.start")}
            </button>
          </section>
        </form>
      </main>
    );
  }

  if (!event) {
    return (
      <main className="app-page">
        <PageHeader />
        <div className="entry-page">
          <section className="entry-card surface" data-testid="gate-events">
            <h2 className="entry-card__title">{t("gate.chooseEvent")}</h2>
            <p className="entry-card__sub">{t("gate.chooseEventBody")}</p>
            {events === null && <p className="entry-card__sub">…</p>}
            {events?.length === 0 && <p className="entry-card__sub">{t("gate.noEvents")}</p>}
            <ul className="gate-events">
              {events?.map((e) => (
                <li key={e.id}>
                  <button type="button" className={buttonClass("secondary", "block")} onClick={() => openFor(e)} data-testid="gate-event">
                    <span className="gate-events__title">{e.title}</span>
                    <span className="gate-events__days">
                      {daysText(e, language)}
                      {e.days.includes(e.today) ? ` · ${t("gate.today")}` : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {signOutButton}
        </div>
      </main>
    );
  }

  const ok = verdict?.result === "ACCEPTED";
  const warn = verdict?.result === "ALREADY_USED";
  return (
    <main className="app-page">
      <PageHeader />
      <div className="entry-page">
        <section className="entry-card surface gate-event" data-testid="gate-event-open">
          <div>
            <p className="entry-card__title">{event.title}</p>
            <p className="entry-card__sub">{t("gate.openFor", { days: daysText(event, language) })}</p>
          </div>
          <button type="button" className={buttonClass("ghost")} onClick={() => openFor(null)} data-testid="gate-change-event">
            {t("gate.changeEvent")}
          </button>
        </section>
        <p className="entry-card__sub" data-testid="gate-status">
          {online ? t("gate.online") : t("gate.offline")} · {gateId}
          {entrance ? ` · ${entrance}` : ""} · {t("gate.pending", { count: pending })}
          {snapshot ? ` · ${t("gate.listFrom", { time: whenFan(snapshot.generatedAt, language) })}` : ""}
        </p>
        {verdict && (
          <section className={`gate-result ${ok ? "gate-result--ok" : warn ? "gate-result--warn" : ""}`} role="status" data-testid="gate-result" data-result={verdict.result}>
            <p className="gate-result__headline">{t(`gate.result.${verdict.result}`, { defaultValue: t("gate.result.ERROR") })}</p>
            {verdict.offline && <p>{t("gate.checkedOffline")}</p>}
            {(verdict.result === "WRONG_EVENT" || verdict.result === "WRONG_DAY") && verdict.eventStartsAt && verdict.eventTimeZone && (
              <p data-testid="gate-wrong-why">
                {t(verdict.result === "WRONG_EVENT" ? "gate.wrongEvent" : "gate.wrongDay", {
                  event: verdict.eventTitle ?? "",
                  days: daysText({ startsAt: verdict.eventStartsAt, endsAt: verdict.eventEndsAt, timeZone: verdict.eventTimeZone }, language),
                })}
              </p>
            )}
            {verdict.result === "WRONG_DAY" && verdict.offline && <p data-testid="gate-wrong-why">{t("gate.notEventDay", { days: daysText(event, language) })}</p>}
            {verdict.eventTitle && <p>{verdict.eventTitle}</p>}
            {verdict.ticketNo && (
              <p>
                {verdict.ticketNo} · {verdict.ticketTypeName}
                {verdict.seat ? ` · ${verdict.seat}` : ""}
              </p>
            )}
            {verdict.productName && <p>{t("gate.merchItem", { name: verdict.productName, count: verdict.quantity ?? 1 })}</p>}
            {warn && <p data-testid="gate-first-use">{t("gate.firstUsed", { time: whenFan(verdict.firstUsedAt, language), entrance: verdict.firstEntrance ?? "—" })}</p>}
          </section>
        )}
        <section className="entry-card surface">
          {camera && <video ref={video} className="gate-video" muted playsInline />}
          {cameraError && <p className={fieldClass.error}>{t("gate.cameraError")}</p>}
          <button type="button" className={buttonClass("primary", "block")} onClick={() => setCamera((c) => !c)}>
            {camera ? t("gate.stopCamera") : t("gate.startCamera")}
          </button>
        </section>
        <form
          className="entry-card surface"
          onSubmit={(e) => {
            e.preventDefault();
            lastCode.current = null;
            void check(manual).then(() => setManual(""));
          }}
        >
          <TextAreaField label={t("gate.manual")} value={manual} onValueChange={setManual} rows={3} testId="gate-manual" />
          <div className="entry-row">
            <button type="submit" className={buttonClass("secondary")} data-testid="gate-verify">
              {t("gate.verify")}
            </button>
            <button type="button" className={buttonClass("ghost")} onClick={() => void sync()}>
              {t("gate.sync")}
            </button>
          </div>
        </form>
        {signOutButton}
      </div>
    </main>
  );
}
