import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { consoleEventsQuery } from "./operations";

/** A select of the organisation's events; without allowAll, the first one is chosen when none is. */
export function EventPicker({ value, onChange, allowAll }: { value: string; onChange: (id: string) => void; allowAll?: boolean }) {
  const { t } = useTranslation("console");
  const { data } = useQuery(consoleEventsQuery, { variables: { search: null } });
  const events = data?.operatorEvents.edges.map((e) => e.node) ?? [];
  const first = events[0]?.id;
  useEffect(() => {
    if (!allowAll && !value && first) onChange(first);
  }, [allowAll, value, first, onChange]);
  return (
    <label className="cn-field">
      <span>{t("picker.event")}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="console-event-picker">
        {allowAll && <option value="">{t("picker.all")}</option>}
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </select>
    </label>
  );
}
