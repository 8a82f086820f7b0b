import type { ReactNode } from "react";
import { CheckIcon } from "../icons/CheckIcon";
import "./SuccessView.css";

/** The end of a flow: a check mark, what happened, and where to go next. */
export function SuccessView({ headline, body, action, children, testId = "success" }: { headline: string; body?: string; action?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <section className="success-view" data-testid={testId} role="status">
      <div className="round-mark success-view__mark">
        <CheckIcon width={36} height={36} />
      </div>
      <h2 className="success-view__headline">{headline}</h2>
      {body && <p className="success-view__body">{body}</p>}
      {children}
      {action && <div className="success-view__action">{action}</div>}
    </section>
  );
}
