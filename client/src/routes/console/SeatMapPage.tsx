// An event's seat map: its areas (each sold as one of the event's ticket types), their rows and seat
// counts, edited as a draft and saved whole (setSeatMap), or replaced from a CSV file (importSeatMap).
// The map is drawn with each seat's state (free, held, sold) told apart by shape as well as colour, and
// beside it what the fan will see once it is saved. Each row may mark wheelchair spaces and companion seats
// (issue 33) by their numbers; the API checks the companions' rule and names each problem's row. Seats already held or sold cannot be removed: their
// rows keep their names and at least their taken seats (the API refuses any change too, SeatMapInUseError).
import { useEffect, useMemo, useState, type ChangeEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { uncachedResult } from "../../hooks/useMutationForm";
import { useLanguage } from "../../i18n/useLanguage";
import type { ConsoleImportSeatMapMutation, ConsoleSeatMapFieldsFragment, ConsoleSetSeatMapMutation, OperatorSeatStatus } from "../../gql/graphql";
import { FanPreview, Legend, SeatMapDrawing } from "./SeatMapDrawing";
import { draftOf, highestTaken, newKey, newRow, nextRowLabel, sameMap, seatKey, statesOf, range, type DraftArea, type DraftRow } from "./seatMapDraft";
import { parseSeatNumbers } from "./seatNumbers";
import { consoleSeatMapQuery, importSeatMapMutation, setSeatMapMutation } from "./operations";
import { formatCount } from "./format";
import { usePageTitle } from "./usePageTitle";
import { issueProblems, type IssueProblem } from "./issues";

/** Which ticket type an area's seats are sold as (by the type's area code). */
function SoldAsField({ types, value, onChange, name, disabled }: { types: { id: string; name: string; area: string }[]; value: string; onChange: (area: string) => void; name: string; disabled?: boolean }) {
  const { t } = useTranslation("console");
  return (
    <label className="cn-field">
      <span>{t("seatMap.soldAs")}</span>
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} name={name}>
        {types.map((tt) => (
          <option key={tt.id} value={tt.area}>
            {tt.name} ({tt.area})
          </option>
        ))}
      </select>
    </label>
  );
}

function Outcome({ problem, issues, done }: { problem: string | null; issues: IssueProblem[]; done: string | null }) {
  if (done)
    return (
      <p role="status" className="cn-ok" data-testid="seat-map-done">
        {done}
      </p>
    );
  if (!problem) return null;
  return (
    <div role="alert" className="cn-error" data-testid="seat-map-error">
      <p>{problem}</p>
      {issues.length > 0 && (
        <ul className="cn-issues" data-testid="seat-map-issues">
          {issues.map((i, n) => (
            <li key={n}>
              <strong>{i.where}</strong> {i.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function SeatMapPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const { data, loading, refetch } = useQuery(consoleSeatMapQuery, { variables: { id } });
  const event = data?.operatorEvent ?? null;
  usePageTitle(t("seatMap.title"));
  const [saved, setSaved] = useState<DraftArea[]>([]);
  const [draft, setDraft] = useState<DraftArea[]>([]);
  const [loadedFrom, setLoadedFrom] = useState<ConsoleSeatMapFieldsFragment["seatMap"] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // As the API gave them: named ("line 3", "Area A, row 2") in the interface language when shown.
  const [issues, setIssues] = useState<readonly { field: string; message: string }[]>([]);
  const [done, setDone] = useState<string | null>(null);
  /** Which form the problem or the success belongs to: shown beside it. */
  const [from, setFrom] = useState<"editor" | "import">("editor");
  const [newArea, setNewArea] = useState("");
  const [newType, setNewType] = useState("");
  // Typed errors bypass the cache (uncachedResult): a saved map is read again, a refused one leaves the draft.
  const [setMap, setting] = useMutation(setSeatMapMutation, uncachedResult);
  const [importMap, importing] = useMutation(importSeatMapMutation, uncachedResult);

  useEffect(() => {
    if (event && event.seatMap !== loadedFrom) {
      const d = draftOf(event);
      setSaved(d);
      setDraft(d);
      setLoadedFrom(event.seatMap);
    }
  }, [event, loadedFrom]);

  const states = useMemo(() => (event ? statesOf(event) : new Map<string, OperatorSeatStatus>()), [event]);
  const types = event?.ticketTypes ?? [];
  // New areas and the CSV sample default to a seated ticket type when the event has one.
  const firstType = (types.find((tt) => tt.seated) ?? types[0])?.area ?? "";
  const dirty = !sameMap(draft, saved);
  const total = draft.reduce((s, a) => s + a.rows.reduce((n, r) => n + r.seats.length, 0), 0);

  if (loading && !data) return <p className="cn-muted">{t("state.loading")}</p>;
  if (!event) return <p role="alert">{t("editor.notFound")}</p>;

  const change = (areaKey: number, f: (a: DraftArea) => DraftArea) => {
    setDraft((d) => d.map((a) => (a.key === areaKey ? f(a) : a)));
    setDone(null);
  };
  const changeRow = (areaKey: number, rowKey: number, f: (r: DraftRow) => DraftRow) => change(areaKey, (a) => ({ ...a, rows: a.rows.map((r) => (r.key === rowKey ? f(r) : r)) }));
  const areaTaken = (a: DraftArea) => a.rows.some((r) => highestTaken(states, a.area, r) > 0);

  const answer = async (r: ConsoleSetSeatMapMutation["setSeatMap"] | ConsoleImportSeatMapMutation["importSeatMap"] | undefined, okText: string, source: "editor" | "import") => {
    if (!r) return;
    setFrom(source);
    if (r.__typename === "OperatorEvent") {
      await refetch();
      setProblem(null);
      setIssues([]);
      setDone(okText);
      return;
    }
    setDone(null);
    setProblem(r.__typename === "SeatMapInUseError" ? t("seatMap.inUse", { count: r.taken }) : errorText(r));
    setIssues(r.__typename === "ValidationError" ? r.issues : []);
  };

  const save = async () => {
    setFrom("editor");
    // A marks field that does not read as numbers is named before anything is sent.
    for (const a of draft)
      for (const r of a.rows)
        for (const [field, text] of [["wheelchair", r.wheelchair], ["companions", r.companions]] as const)
          if (parseSeatNumbers(text) === null) {
            setDone(null);
            setIssues([]);
            return setProblem(t("seatMap.badNumbers", { field: t(`seatMap.${field}`), area: a.area, row: r.row, text }));
          }
    const input = {
      areas: draft.map((a) => ({
        area: a.area.trim().toUpperCase(),
        ticketTypeArea: a.ticketTypeArea,
        rows: a.rows.map((r) => ({ row: r.row.trim().toUpperCase(), seats: r.seats, wheelchair: parseSeatNumbers(r.wheelchair)!, companions: parseSeatNumbers(r.companions)! })),
      })),
    };
    const r = (await setMap({ variables: { eventId: id, input } })).data?.setSeatMap;
    await answer(r, t("seatMap.saved", { formatted: formatCount(total, language) }), "editor");
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const csv = await file.text();
    const r = (await importMap({ variables: { eventId: id, csv } })).data?.importSeatMap;
    await answer(r, t("seatMap.imported", { name: file.name }), "import");
  };

  const addArea = () => {
    const area = newArea.trim().toUpperCase();
    const type = newType || firstType;
    setFrom("editor");
    if (!area) return setProblem(t("seatMap.needArea"));
    if (draft.some((a) => a.area === area)) return setProblem(t("seatMap.areaTwice", { area }));
    setProblem(null);
    setIssues([]);
    setDraft((d) => [...d, { key: newKey(), area, ticketTypeArea: type, rows: [newRow("1", 10)] }]);
    setNewArea("");
    setDone(null);
  };

  const seatedTypes = types.filter((tt) => draft.some((a) => a.ticketTypeArea === tt.area));

  return (
    <>
      <div className="cn-head">
        <div>
          <p className="cn-muted">
            <Link to={`/console/events/${event.id}`}>{event.title}</Link>
          </p>
          <h1>{t("seatMap.title")}</h1>
        </div>
        <div className="cn-actions">
          <span className="cn-muted" data-testid="seat-map-total">
            {t("seatMap.total", { formatted: formatCount(total, language) })}
          </span>
        </div>
      </div>
      {types.length === 0 ? (
        <section className="cn-card">
          <p>{t("seatMap.needTypes")}</p>
          <Link to={`/console/events/${event.id}`} className={buttonClass("secondary")}>
            {t("seatMap.toTypes")}
          </Link>
        </section>
      ) : (
        <div className="cn-editor">
          <div className="cn-editor__form">
            <section className="cn-card" aria-labelledby="cn-map-title">
              <div className="cn-head">
                <h2 id="cn-map-title">{t("seatMap.drawing")}</h2>
                <Legend />
              </div>
              <SeatMapDrawing areas={draft} states={states} />
            </section>

            <section className="cn-card" aria-labelledby="cn-areas-title">
              <h2 id="cn-areas-title">{t("seatMap.areas")}</h2>
              <p className="cn-muted">{t("seatMap.lead")}</p>
              {draft.map((a, ai) => {
                const locked = areaTaken(a);
                return (
                  <fieldset key={a.key} className="cn-fieldset cn-area" data-testid="seat-area">
                    <legend>{t("seatMap.areaName", { area: a.area || "?" })}</legend>
                    <div className="cn-grid">
                      <label className="cn-field">
                        <span>{t("seatMap.areaCode")}</span>
                        <input value={a.area} disabled={locked} maxLength={8} onChange={(e) => change(a.key, (x) => ({ ...x, area: e.target.value.toUpperCase() }))} name={`area-${ai}`} />
                      </label>
                      <SoldAsField types={types} value={a.ticketTypeArea} disabled={locked} onChange={(area) => change(a.key, (x) => ({ ...x, ticketTypeArea: area }))} name={`area-type-${ai}`} />
                    </div>
                    <div className="cn-scroll">
                      <table className="cn-table cn-rows">
                        <caption className="visually-hidden">{t("seatMap.rowsOf", { area: a.area })}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t("seatMap.row")}</th>
                            <th scope="col">{t("seatMap.seats")}</th>
                            <th scope="col">{t("seatMap.wheelchair")}</th>
                            <th scope="col">{t("seatMap.companions")}</th>
                            <th scope="col">{t("seatMap.taken")}</th>
                            <th scope="col">
                              <span className="visually-hidden">{t("seatMap.removeRow")}</span>
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {a.rows.map((r, ri) => {
                            const taken = highestTaken(states, a.area, r);
                            const takenCount = r.seats.filter((n) => (states.get(seatKey(a.area, r.row, n)) ?? "AVAILABLE") !== "AVAILABLE").length;
                            return (
                              <tr key={r.key} data-testid="seat-row-editor">
                                <th scope="row">
                                  <label className="cn-inline">
                                    <span className="visually-hidden">{t("seatMap.rowNameOf", { area: a.area, n: ri + 1 })}</span>
                                    <input value={r.row} disabled={taken > 0} maxLength={4} size={4} onChange={(e) => changeRow(a.key, r.key, (x) => ({ ...x, row: e.target.value.toUpperCase() }))} name={`row-${ai}-${ri}`} />
                                  </label>
                                </th>
                                <td>
                                  <label className="cn-inline">
                                    <span className="visually-hidden">{t("seatMap.seatsOf", { area: a.area, row: r.row })}</span>
                                    <input
                                      type="number"
                                      min={Math.max(1, taken)}
                                      max={9999}
                                      size={5}
                                      value={r.seats.length}
                                      onChange={(e) => {
                                        const n = Math.min(9999, Math.max(1, taken, Math.floor(Number(e.target.value) || 0)));
                                        changeRow(a.key, r.key, (x) => ({ ...x, seats: range(n) }));
                                      }}
                                      name={`seats-${ai}-${ri}`}
                                    />
                                  </label>
                                </td>
                                {(["wheelchair", "companions"] as const).map((field) => (
                                  <td key={field}>
                                    <label className="cn-inline">
                                      <span className="visually-hidden">{t("seatMap.marksOf", { field: t(`seatMap.${field}`), area: a.area, row: r.row })}</span>
                                      <input
                                        value={r[field]}
                                        inputMode="numeric"
                                        placeholder="5, 7-8"
                                        aria-invalid={parseSeatNumbers(r[field]) === null || undefined}
                                        onChange={(e) => changeRow(a.key, r.key, (x) => ({ ...x, [field]: e.target.value }))}
                                        name={`${field}-${ai}-${ri}`}
                                        data-testid={`seat-row-${field}`}
                                      />
                                    </label>
                                  </td>
                                ))}
                                <td>{formatCount(takenCount, language)}</td>
                                <td>
                                  <button
                                    type="button"
                                    className={buttonClass("ghost")}
                                    disabled={taken > 0 || a.rows.length === 1}
                                    title={taken > 0 ? t("seatMap.rowTaken") : undefined}
                                    onClick={() => change(a.key, (x) => ({ ...x, rows: x.rows.filter((y) => y.key !== r.key) }))}
                                  >
                                    {t("seatMap.removeRow")}
                                    <span className="visually-hidden"> {t("seatMap.rowNameOf", { area: a.area, n: ri + 1 })}</span>
                                  </button>
                                </td>
                              </tr>
                            );
                          })}
                        </tbody>
                      </table>
                    </div>
                    <div className="cn-actions">
                      <button
                        type="button"
                        className={buttonClass("secondary")}
                        onClick={() => change(a.key, (x) => ({ ...x, rows: [...x.rows, newRow(nextRowLabel(x.rows), x.rows.at(-1)?.seats.length ?? 10)] }))}
                        data-testid="seat-add-row"
                      >
                        {t("seatMap.addRow")}
                        <span className="visually-hidden"> {t("seatMap.areaName", { area: a.area })}</span>
                      </button>
                      <button type="button" className={buttonClass("ghost")} disabled={locked} title={locked ? t("seatMap.areaTaken") : undefined} onClick={() => setDraft((d) => d.filter((x) => x.key !== a.key))}>
                        {t("seatMap.removeArea")}
                        <span className="visually-hidden"> {t("seatMap.areaName", { area: a.area })}</span>
                      </button>
                      {locked && <span className="cn-muted">{t("seatMap.areaTaken")}</span>}
                    </div>
                  </fieldset>
                );
              })}
              <fieldset className="cn-fieldset">
                <legend>{t("seatMap.addArea")}</legend>
                <div className="cn-grid cn-grid--add">
                  <label className="cn-field">
                    <span>{t("seatMap.areaCode")}</span>
                    <input value={newArea} maxLength={8} onChange={(e) => setNewArea(e.target.value.toUpperCase())} name="newArea" />
                  </label>
                  <SoldAsField types={types} value={newType || firstType} onChange={setNewType} name="newAreaType" />
                  <button type="button" className={buttonClass("secondary")} onClick={addArea} data-testid="seat-add-area">
                    {t("seatMap.addAreaSubmit")}
                  </button>
                </div>
              </fieldset>
              {from === "editor" && <Outcome problem={problem} issues={issueProblems(issues, t, draft.map((a) => ({ area: a.area, rows: a.rows.map((x) => x.row) })))} done={done} />}
              <div className="cn-actions">
                <button type="button" className={buttonClass("primary")} disabled={!dirty || setting.loading || draft.length === 0} onClick={() => void save()} data-testid="seat-map-save">
                  {t("seatMap.save")}
                </button>
                <button type="button" className={buttonClass("ghost")} disabled={!dirty} onClick={() => { setDraft(saved); setProblem(null); setIssues([]); }}>
                  {t("seatMap.discard")}
                </button>
              </div>
              {seatedTypes.length > 0 && <p className="cn-muted">{t("seatMap.capacityNote", { types: seatedTypes.map((tt) => tt.name).join(", ") })}</p>}
              <p className="cn-muted" data-testid="seat-access-note">{t("seatMap.accessLead")}</p>
            </section>

            <section className="cn-card" aria-labelledby="cn-import-title">
              <h2 id="cn-import-title">{t("seatMap.import")}</h2>
              <p className="cn-muted">{t("seatMap.importLead")}</p>
              <p className="cn-muted">{t("seatMap.importAccess")}</p>
              <pre className="cn-pre cn-sample">{`area,row,seat,ticketType,access\n${firstType},1,1-20\n${firstType},1,21,,W\n${firstType},1,22-23,,C\n${firstType},2,1-22\n${firstType}2,AA,1-8,${firstType}`}</pre>
              <label className="cn-field">
                <span>{t("seatMap.importFile")}</span>
                <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void importFile(e)} disabled={importing.loading} data-testid="seat-map-file" />
              </label>
              {dirty && <p className="cn-muted">{t("seatMap.importReplaces")}</p>}
              {from === "import" && <Outcome problem={problem} issues={issueProblems(issues, t, draft.map((a) => ({ area: a.area, rows: a.rows.map((x) => x.row) })))} done={done} />}
            </section>
          </div>
          <aside className="cn-preview" aria-labelledby="cn-seat-preview-title">
            <h2 className="cn-preview__title" id="cn-seat-preview-title">
              {t("seatMap.preview")}
            </h2>
            <p className="cn-muted">{dirty ? t("seatMap.previewDraft") : t("seatMap.previewSaved")}</p>
            <FanPreview areas={draft} states={states} event={event} />
          </aside>
        </div>
      )}
    </>
  );
}
