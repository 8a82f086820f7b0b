import { useRef, type KeyboardEvent, type ReactNode } from "react";
import "./Tabs.css";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  testId?: string;
}

interface TabsProps<T extends string> {
  /** Ties the tabs to their panel (tabPanelProps): useId() of the page. */
  id: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The accessible name of the tab list. */
  label?: string;
  /** "underline": a row of tabs over their content; "segmented": pill buttons on a sunken track. */
  variant?: "underline" | "segmented";
  className?: string;
}

const keySteps: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A tab list as WAI-ARIA's tabs pattern has it: one tab in the page's tab order (the chosen one), the
 * arrow keys, Home and End move to another and choose it, and the panel (tabPanelProps) is labelled by
 * the chosen tab. Every tabbed screen uses it, so each looks and behaves the same.
 */
export function Tabs<T extends string>({ id, items, value, onChange, label, variant = "underline", className }: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[e.key];
    if (!step) return;
    e.preventDefault();
    const next = step(Math.max(0, items.findIndex((item) => item.id === value)), items.length);
    onChange(items[next].id);
    buttons.current[next]?.focus();
  };
  return (
    <div className={["tabs", `tabs--${variant}`, className].filter(Boolean).join(" ")} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, i) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(id, item.id)}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            data-testid={item.testId}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

const tabId = (id: string, tab: string) => `${id}-tab-${tab}`;
const panelId = (id: string) => `${id}-panel`;

/** The attributes of the panel that shows the chosen tab's content. */
export function tabPanelProps(id: string, value: string) {
  return { role: "tabpanel", id: panelId(id), "aria-labelledby": tabId(id, value), tabIndex: 0 } as const;
}
