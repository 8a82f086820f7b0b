import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { consoleEventsQuery } from "./operations";

/**
 * A select of the organisation's events. `empty` labels a first option that picks no event ("all events"
 * in a filter, "no event" on a product); without it, the first event is chosen when none is.
 */
export function EventPicker({ value, onChange, allowAll, empty, label, name, invalid }: { value: string; onChange: (id: string) => void; allowAll?: boolean; empty?: string; label?: string; name?: string; invalid?: boolean }) {
  const { t } = useTranslation("console");
  const { data } = useQuery(consoleEventsQuery, { variables: { search: null } });
  const events = data?.operatorEvents.edges.map((e) => e.node) ?? [];
  const first = events[0]?.id;
  const emptyLabel = empty ?? (allowAll ? t("picker.all") : null);
  const choose = emptyLabel === null;
  useEffect(() => {
    if (choose && !value && first) onChange(first);
  }, [choose, value, first, onChange]);
  return (
    <label className="cn-field">
      <span>{label ?? t("picker.event")}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="console-event-picker" name={name} aria-invalid={invalid}>
        {emptyLabel !== null && <option value="">{emptyLabel}</option>}
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </select>
    </label>
  );
}
