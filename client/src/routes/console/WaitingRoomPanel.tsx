// An event's waiting room (issue 34): on or off, how many fans are let in per minute, and how long a pass,
// an offer of released tickets and a closed page's place in line last. Every problem shows at once beside
// its field: the same limits the server keeps (@fanfare/shared/waitingRoom) before sending, and the server's
// own message per field after. Saving is audited by the server (operator.waiting_room_update).
import { useEffect, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { WAITING_ROOM_LIMITS, WAITING_ROOM_NUMBER_FIELDS, waitingRoomFieldProblems, type WaitingRoomNumberField } from "@fanfare/shared/waitingRoom";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { updateWaitingRoomMutation, waitingRoomSettingsQuery } from "./operations";
import { formatCount } from "./format";
import { FormProblem } from "./FormProblem";

type Draft = Record<WaitingRoomNumberField, string>;

const asDraft = (s: Record<WaitingRoomNumberField, number>): Draft =>
  Object.fromEntries(WAITING_ROOM_NUMBER_FIELDS.map((f) => [f, String(s[f])])) as Draft;

/** "" and anything not a plain decimal number reads as NaN, so it is reported rather than sent. */
const numberOf = (s: string) => (/^\s*\d+(\.\d+)?\s*$/.test(s) ? Number(s) : Number.NaN);

export function WaitingRoomPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  // The form edits what the server holds now (another member may have changed it), never a cached copy.
  const settings = useQuery(waitingRoomSettingsQuery, { variables: { eventId }, fetchPolicy: "network-only" });
  const [update, updating] = useMutation(updateWaitingRoomMutation);
  const room = settings.data?.operatorWaitingRoom;
  const [enabled, setEnabled] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  /** Each invalid field with what is wrong, in the operator's language. */
  const [problems, setProblems] = useState<Partial<Record<WaitingRoomNumberField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (room && !draft) {
      setDraft(asDraft(room));
      setEnabled(room.enabled);
    }
  }, [room, draft]);

  if (!room || !draft) return null;

  const limitText = (f: WaitingRoomNumberField) => {
    const [min, max] = WAITING_ROOM_LIMITS[f];
    return t("waitingRoom.range", { min: formatCount(min, language), max: formatCount(max, language) });
  };

  const set = (f: WaitingRoomNumberField, v: string) => {
    setSaved(false);
    setDraft({ ...draft, [f]: v });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    setProblem(null);
    const values = Object.fromEntries(WAITING_ROOM_NUMBER_FIELDS.map((f) => [f, numberOf(draft[f])])) as Record<WaitingRoomNumberField, number>;
    const bad = waitingRoomFieldProblems(values);
    setProblems(Object.fromEntries(bad.map((f) => [f, limitText(f)])));
    if (bad.length) return;
    let r;
    try {
      r = (await update({ variables: { eventId, input: { enabled, ...values } } })).data?.updateWaitingRoom;
    } catch (err) {
      // A member whose role may not manage waiting rooms: the server's message names the scope it needs.
      return setProblem((err as Error).message);
    }
    if (r?.__typename === "WaitingRoomSettings") {
      setDraft(asDraft(r));
      setEnabled(r.enabled);
      setSaved(true);
      return;
    }
    if (r?.__typename === "ValidationError") {
      const known = r.issues.filter((i): i is typeof i & { field: WaitingRoomNumberField } => (WAITING_ROOM_NUMBER_FIELDS as string[]).includes(i.field));
      setProblems(Object.fromEntries(known.map((i) => [i.field, i.message])));
      if (known.length < r.issues.length) setProblem(errorText(r));
    } else if (r && "code" in r) setProblem(errorText(r));
  };

  const minutes = (f: WaitingRoomNumberField) => {
    const n = numberOf(draft[f]);
    return f !== "ratePerMinute" && Number.isFinite(n) && n >= 60 ? t("waitingRoom.minutes", { count: Math.round((n / 60) * 10) / 10 }) : null;
  };

  const field = (f: WaitingRoomNumberField) => (
    <label className="cn-field">
      <span>{t(`waitingRoom.field.${f}`)}</span>
      <input
        name={`waitingRoom-${f}`}
        inputMode="numeric"
        value={draft[f]}
        onChange={(e) => set(f, e.target.value)}
        aria-invalid={!!problems[f] || undefined}
        aria-describedby={`cn-wr-${f}-hint`}
      />
      <span id={`cn-wr-${f}-hint`} className={problems[f] ? "cn-error" : "cn-muted"} data-testid={problems[f] ? `console-waiting-room-problem-${f}` : undefined}>
        {problems[f] ? `${problems[f]}. ` : ""}
        {t(`waitingRoom.hint.${f}`)} {minutes(f) ?? ""}
      </span>
    </label>
  );

  return (
    <form className="cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-wr-title" data-testid="console-waiting-room">
      <h2 id="cn-wr-title">{t("waitingRoom.title")}</h2>
      <p className="cn-muted">{t("waitingRoom.intro")}</p>
      <label className="cn-check">
        <input
          type="checkbox"
          name="waitingRoom-enabled"
          checked={enabled}
          onChange={(e) => {
            setSaved(false);
            setEnabled(e.target.checked);
          }}
        />
        <span>{t("waitingRoom.field.enabled")}</span>
      </label>
      <p className="cn-muted">{t(enabled ? "waitingRoom.hint.enabledOn" : "waitingRoom.hint.enabledOff")}</p>
      <p className="cn-muted">{t("waitingRoom.preQueue")}</p>
      <div className="cn-grid">
        {field("ratePerMinute")}
        {field("passSeconds")}
        {field("offerSeconds")}
        {field("graceSeconds")}
      </div>
      {room.enabled && room.currentRatePerMinute < room.ratePerMinute && (
        <p className="cn-muted" role="status">
          {t("waitingRoom.slowed", { rate: formatCount(room.currentRatePerMinute, language) })}
        </p>
      )}
      <FormProblem problem={problem} />
      {saved && (
        <p role="status" className="cn-ok" data-testid="console-waiting-room-saved">
          {t("waitingRoom.saved")}
        </p>
      )}
      <button type="submit" className={buttonClass("primary")} disabled={updating.loading} data-testid="console-waiting-room-save">
        {t("waitingRoom.save")}
      </button>
    </form>
  );
}
