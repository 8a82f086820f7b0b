// One event's check-in (issue 34): who came in, per day and per gate, with live counts (polled every few
// seconds), and check-in by hand by the holder's name or the ticket number, with undo.
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { formatCalendarDay } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { ConsoleTable } from "./ConsoleTable";
import { formatCount, formatWhen } from "./format";
import { consoleCheckInMutation, consoleCheckInSearchQuery, consoleCheckInsQuery, consoleUndoCheckInMutation } from "./operations";

const POLL_MS = 5_000;

/** The console lists events by database id; the check-in API takes the Event's global id. */
const eventGlobalId = (id: string) => btoa(`Event:${id}`);

type Notice = { kind: "ok" | "error"; text: string; undo?: { ticketId: string } } | null;

export function CheckInPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const gid = eventGlobalId(eventId);
  const [day, setDay] = useState("");
  const [gate, setGate] = useState("");
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const list = useQuery(consoleCheckInsQuery, { variables: { eventId: gid, day: day || null, gateId: gate || null }, pollInterval: POLL_MS });
  const found = useQuery(consoleCheckInSearchQuery, { variables: { eventId: gid, search: applied }, skip: applied.length < 2 });
  const [checkIn, checkingIn] = useMutation(consoleCheckInMutation);
  const [undo, undoing] = useMutation(consoleUndoCheckInMutation);
  const n = (v: number) => formatCount(v, language);
  const refresh = () => Promise.all([list.refetch(), applied.length >= 2 ? found.refetch() : null]);

  const doCheckIn = async (ticketId: string) => {
    const r = (await checkIn({ variables: { eventId: gid, ticketId } }).catch(() => null))?.data?.checkInTicket;
    if (r?.__typename === "CheckInDone") setNotice({ kind: "ok", text: t("checkIn.done", { ticket: r.ticketNo }), undo: { ticketId: r.ticketId } });
    else if (r?.__typename === "CheckInRefusedError") setNotice({ kind: "error", text: t(`checkIn.refused.${r.reason}`, { ticket: r.ticketNo, time: r.firstUsedAt ? formatWhen(r.firstUsedAt, language) : "—" }) });
    else setNotice({ kind: "error", text: t("checkIn.failed") });
    await refresh();
  };
  const doUndo = async (ticketId: string, ticketNo?: string) => {
    const r = (await undo({ variables: { eventId: gid, ticketId } }).catch(() => null))?.data?.undoCheckIn;
    if (r?.__typename === "CheckInUndone") setNotice({ kind: "ok", text: t("checkIn.undone", { ticket: r.ticketNo }) });
    else if (r?.__typename === "NotCheckedInError") setNotice({ kind: "error", text: t("checkIn.notCheckedIn", { ticket: ticketNo ?? "" }) });
    else setNotice({ kind: "error", text: t("checkIn.failed") });
    await refresh();
  };

  const data = list.data?.checkIns;
  const busy = checkingIn.loading || undoing.loading;
  return (
    <section className="cn-card cn-checkin" data-testid="console-checkin">
      <h2>{t("checkIn.title")}</h2>
      {data && (
        <dl className="cn-tiles" aria-live="polite">
          <div className="cn-tile">
            <dt>{t("checkIn.admitted")}</dt>
            <dd className="cn-tile__value" data-testid="checkin-admitted">
              {t("checkIn.ofExpected", { admitted: n(data.admitted), expected: n(data.expected) })}
            </dd>
          </div>
          <div className="cn-tile">
            <dt>{t("gate.refused")}</dt>
            <dd className="cn-tile__value">{n(data.refused)}</dd>
          </div>
          {data.days.map((d) => (
            <div className="cn-tile" key={d.day}>
              <dt>{formatCalendarDay(d.day, language)}</dt>
              <dd className="cn-tile__value">{n(d.admitted)}</dd>
            </div>
          ))}
        </dl>
      )}

      <form
        className="cn-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setNotice(null);
          setApplied(search.trim());
        }}
      >
        <label className="cn-field">
          <span>{t("checkIn.search")}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="checkin-search" />
        </label>
        <button type="submit" className={buttonClass("secondary")} data-testid="checkin-find">
          {t("orders.find")}
        </button>
      </form>
      {notice && (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? "cn-error" : "cn-ok"} data-testid="checkin-notice">
          {notice.text}{" "}
          {notice.undo && (
            <button type="button" className={buttonClass("ghost")} disabled={busy} onClick={() => void doUndo(notice.undo!.ticketId)} data-testid="checkin-undo-last">
              {t("checkIn.undo")}
            </button>
          )}
        </p>
      )}
      {applied.length >= 2 && found.data && (
        found.data.checkInSearch.length === 0 ? (
          <p className="cn-muted">{t("checkIn.noMatch")}</p>
        ) : (
          <ConsoleTable
            testId="checkin-candidates"
            columns={(["ticket", "holder", "type", "state", "action"] as const).map((key) => ({ key, label: t(`checkIn.col.${key}`) }))}
            rows={found.data.checkInSearch}
            renderRow={(c) => (
              <tr key={c.ticketId}>
                <th scope="row">{c.ticketNo}</th>
                <td>{c.holderNickname ?? "—"}</td>
                <td>
                  {c.ticketType}
                  {c.seat ? ` · ${c.seat}` : ""}
                </td>
                <td>{c.status === "VALIDATED" ? t("checkIn.inSince", { time: c.validatedAt ? formatWhen(c.validatedAt, language) : "—" }) : t(`ticketStatus.${c.status}`)}</td>
                <td>
                  {c.status === "VALIDATED" ? (
                    <button type="button" className={buttonClass("ghost")} disabled={busy} onClick={() => void doUndo(c.ticketId, c.ticketNo)} data-testid="checkin-undo">
                      {t("checkIn.undo")}
                    </button>
                  ) : (
                    <button type="button" className={buttonClass("primary")} disabled={busy || c.status === "REVOKED"} onClick={() => void doCheckIn(c.ticketId)} data-testid="checkin-do">
                      {t("checkIn.checkIn")}
                    </button>
                  )}
                </td>
              </tr>
            )}
          />
        )
      )}

      <div className="cn-filters">
        <label className="cn-field">
          <span>{t("checkIn.day")}</span>
          <select value={day} onChange={(e) => setDay(e.target.value)} data-testid="checkin-day">
            <option value="">{t("checkIn.allDays")}</option>
            {data?.days.map((d) => (
              <option key={d.day} value={d.day}>
                {formatCalendarDay(d.day, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="cn-field">
          <span>{t("checkIn.gate")}</span>
          <select value={gate} onChange={(e) => setGate(e.target.value)} data-testid="checkin-gate">
            <option value="">{t("checkIn.allGates")}</option>
            {data?.gates.map((g) => (
              <option key={g.gateId} value={g.gateId}>
                {g.gateId} ({n(g.admitted)})
              </option>
            ))}
          </select>
        </label>
      </div>
      {data && data.entries.length === 0 ? (
        <p className="cn-muted">{t("checkIn.none")}</p>
      ) : (
        <ConsoleTable
          testId="checkin-list"
          columns={(["ticket", "holder", "type", "when", "gate", "action"] as const).map((key) => ({ key, label: t(`checkIn.col.${key}`) }))}
          rows={data?.entries ?? []}
          renderRow={(r) => (
            <tr key={`${r.ticketId}-${r.admittedAt}`}>
              <th scope="row">{r.ticketNo}</th>
              <td>{r.holderNickname ?? "—"}</td>
              <td>
                {r.ticketType}
                {r.seat ? ` · ${r.seat}` : ""}
              </td>
              <td>{formatWhen(r.admittedAt, language)}</td>
              <td>
                {r.gateId}
                {r.entrance ? ` · ${r.entrance}` : ""}
                {r.manual ? ` · ${t("checkIn.byHand")}` : ""}
              </td>
              <td>
                <button type="button" className={buttonClass("ghost")} disabled={busy} onClick={() => void doUndo(r.ticketId, r.ticketNo)}>
                  {t("checkIn.undo")}
                </button>
              </td>
            </tr>
          )}
        />
      )}
    </section>
  );
}
