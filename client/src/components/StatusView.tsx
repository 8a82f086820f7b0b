import type { ReactNode } from "react";
import { Illustration, type IllustrationKind } from "./Illustration";
import "./StatusView.css";

interface StatusViewProps {
  illustration: IllustrationKind;
  headline: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
}

/** A centred illustration with a message and an optional action: empty, error, 404, maintenance, placeholder. */
export function StatusView({ illustration, headline, body, action, testId }: StatusViewProps) {
  return (
    <section className="status-view" data-testid={testId}>
      <Illustration kind={illustration} />
      <h2 className="status-view__headline">{headline}</h2>
      {body && <p className="status-view__body">{body}</p>}
      {action && <div className="status-view__action">{action}</div>}
    </section>
  );
}
