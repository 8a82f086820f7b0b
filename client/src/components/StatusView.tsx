import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Illustration, type IllustrationKind } from "./Illustration";
import { buttonClass } from "./Button/Button";
import "./StatusView.css";

interface StatusViewProps {
  illustration: IllustrationKind;
  headline: string;
  body?: string;
  /** The usual way on, a primary button: with `to` a link there, with `onAction` a button (a retry). */
  actionLabel?: string;
  to?: string;
  onAction?: () => void;
  /** Any other way on. */
  action?: ReactNode;
  testId?: string;
}

/** A centred illustration with a message and an optional action: empty, error, 404, maintenance, placeholder. */
export function StatusView({ illustration, headline, body, actionLabel, to, onAction, action, testId }: StatusViewProps) {
  const primary =
    actionLabel === undefined ? null : to !== undefined ? (
      <Link to={to} className={buttonClass("primary")}>
        {actionLabel}
      </Link>
    ) : (
      <button type="button" className={buttonClass("primary")} onClick={onAction}>
        {actionLabel}
      </button>
    );
  const way = action ?? primary;
  return (
    <section className="status-view" data-testid={testId}>
      <Illustration kind={illustration} />
      <h2 className="status-view__headline">{headline}</h2>
      {body && <p className="status-view__body">{body}</p>}
      {way && <div className="status-view__action">{way}</div>}
    </section>
  );
}
