// Every event, searchable and filterable (issue 31): words found in the title, the artist's line, the venue,
// the city or the address; a range of dates; a city; on sale now. The choices live in the link's query
// (?q=&from=&to=&city=&onSale=1), so back and forward, a reload and a shared link all restore them.
import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { EventList } from "../../components/EventList/EventList";
import { StatusView } from "../../components/StatusView";
import { buttonClass } from "../../components/Button/Button";
import { eventCitiesQuery } from "./operations";
import { filterOf } from "./eventsFilter";
import "./texts";
import "./EventsPage.css";

export default function EventsPage() {
  const { t } = useTranslation("tickets");
  const [params, setParams] = useSearchParams();
  const cities = useQuery(eventCitiesQuery).data?.eventCities ?? [];
  const [text, setText] = useState(params.get("q") ?? "");
  const ids = { q: useId(), from: useId(), to: useId(), city: useId() };
  // react-router's setParams(fn) hands fn the params of the render it came from: a change scheduled by the
  // typing timer would bring back what "Clear filters" removed meanwhile. Changes start from the latest link.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };

  // The typed words reach the link (and the list) once the fan pauses typing.
  useEffect(() => {
    const id = setTimeout(() => {
      if ((latest.current.params.get("q") ?? "") !== text.trim()) update({ q: text.trim() });
    }, 300);
    return () => clearTimeout(id);
  }, [text]);
  // Back and forward bring the link's words back into the field.
  useEffect(() => setText(params.get("q") ?? ""), [params]);

  function update(change: Record<string, string>) {
    const next = new URLSearchParams(latest.current.params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    latest.current.setParams(next, { replace: "q" in change });
  }
  const filtered = ["q", "from", "to", "city", "onSale"].some((k) => params.get(k));
  const clear = () => {
    setText("");
    setParams(new URLSearchParams());
  };
  const reversed = !!params.get("from") && !!params.get("to") && (params.get("to") ?? "") < (params.get("from") ?? "");

  return (
    <main className="app-page app-page--with-tabbar">
      <PageHeader />
      <div className="events-page">
        <form className="events-search" role="search" onSubmit={(e) => (e.preventDefault(), update({ q: text.trim() }))} data-testid="events-search">
          <label className="events-search__field events-search__field--wide" htmlFor={ids.q}>
            <span>{t("search.label")}</span>
            <input id={ids.q} type="search" value={text} maxLength={100} placeholder={t("search.placeholder")} onChange={(e) => setText(e.target.value)} data-testid="events-search-input" />
          </label>
          <label className="events-search__field" htmlFor={ids.from}>
            <span>{t("search.from")}</span>
            <input id={ids.from} type="date" value={params.get("from") ?? ""} onChange={(e) => update({ from: e.target.value })} data-testid="events-search-from" />
          </label>
          <label className="events-search__field" htmlFor={ids.to}>
            <span>{t("search.to")}</span>
            <input
              id={ids.to}
              type="date"
              value={params.get("to") ?? ""}
              min={params.get("from") ?? undefined}
              aria-invalid={reversed || undefined}
              aria-describedby={reversed ? `${ids.to}-error` : undefined}
              onChange={(e) => update({ to: e.target.value })}
              data-testid="events-search-to"
            />
          </label>
          <label className="events-search__field" htmlFor={ids.city}>
            <span>{t("search.city")}</span>
            <select id={ids.city} value={params.get("city") ?? ""} onChange={(e) => update({ city: e.target.value })} data-testid="events-search-city">
              <option value="">{t("search.anyCity")}</option>
              {cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label className="events-search__check">
            <input type="checkbox" checked={params.get("onSale") === "1"} onChange={(e) => update({ onSale: e.target.checked ? "1" : "" })} data-testid="events-search-on-sale" />
            <span>{t("search.onSale")}</span>
          </label>
          {filtered && (
            <button type="button" className={buttonClass("ghost")} onClick={clear} data-testid="events-search-clear">
              {t("search.clear")}
            </button>
          )}
          {reversed && (
            <p id={`${ids.to}-error`} role="alert" className="events-search__error">
              {t("search.reversed")}
            </p>
          )}
        </form>
        <EventList
          paginate
          filter={filterOf(params)}
          empty={
            filtered ? (
              <StatusView
                illustration="empty"
                headline={t("search.none")}
                body={t("search.noneBody")}
                testId="events-search-empty"
                onAction={clear}
                actionLabel={t("search.clear")}
              />
            ) : undefined
          }
        />
      </div>
    </main>
  );
}
