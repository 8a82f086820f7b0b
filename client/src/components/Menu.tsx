import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router-dom";
import { ChevronRightIcon } from "./icons/ChevronRightIcon";
import "./Menu.css";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** A titled card of menu rows (the Me tab, settings, security). */
export function MenuSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="menu-section">
      {title && <h2 className="menu-section__title">{title}</h2>}
      <ul className="surface surface-list">{children}</ul>
    </section>
  );
}

interface MenuRowProps {
  label: string;
  Icon?: Icon;
  detail?: string;
  testId?: string;
}

/** A row that opens a page. */
export function MenuLink({ to, label, Icon, detail, testId }: MenuRowProps & { to: string }) {
  return (
    <li>
      <Link to={to} className="menu-row" data-testid={testId}>
        {Icon && <Icon className="menu-row__icon" />}
        <span className={detail ? "menu-row__label menu-row__label--with-detail" : "menu-row__label"}>{label}</span>
        {detail && <span className="muted menu-row__detail">{detail}</span>}
        <ChevronRightIcon className="menu-row__chevron" width={18} height={18} />
      </Link>
    </li>
  );
}

/** A row that does something on this page (log out). */
export function MenuButton({ label, Icon, onClick, danger, testId }: MenuRowProps & { onClick: () => void; danger?: boolean }) {
  return (
    <li>
      <button type="button" className={danger ? "menu-row menu-row--danger" : "menu-row"} onClick={onClick} data-testid={testId}>
        {Icon && <Icon className="menu-row__icon" />}
        <span className="menu-row__label">{label}</span>
      </button>
    </li>
  );
}
