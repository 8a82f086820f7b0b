// The human check: ALTCHA's proof-of-work widget, self-hosted. The challenge comes from our own
// GraphQL API (Query.humanCheckChallenge); the widget's code loads only on pages that show it.
import { useEffect, useRef } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { humanCheckChallengeQuery } from "./operations";
import { useMessageText } from "../hooks/useMessageText";
import type { Message } from "../lib/messages";
import { fieldClass } from "./Field/Field";
import "./HumanCheck.css";

/** Calls onChange with the solved payload (send it as `humanCheck`), or null when not (or no longer) solved. */
export function HumanCheck({ onChange }: { onChange: (payload: string | null) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const client = useApolloClient();
  const { t } = useTranslation();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const onState = (ev: Event) => {
      const { state, payload } = (ev as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(state === "verified" && payload ? payload : null);
    };
    void import("altcha").then(() => {
      if (cancelled || !host.current) return;
      // Options go in as properties before the element is attached: its methods (configure…) only
      // exist once it has mounted.
      widget = Object.assign(document.createElement("altcha-widget"), {
        name: "humanCheck",
        challengeurl: "/graphql#humanCheckChallenge",
        customfetch: async () => {
          const r = await client.query({ query: humanCheckChallengeQuery, fetchPolicy: "no-cache" });
          return new Response(JSON.stringify(r.data?.humanCheckChallenge), { headers: { "content-type": "application/json" } });
        },
        hidefooter: true,
        hidelogo: true,
        strings: JSON.stringify({
          label: t("humanCheck.label"),
          verifying: t("humanCheck.verifying"),
          verified: t("humanCheck.verified"),
          error: t("humanCheck.error"),
          expired: t("humanCheck.expired"),
          verificationRequired: t("humanCheck.label"),
        }),
      });
      widget.addEventListener("statechange", onState);
      host.current.replaceChildren(widget);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener("statechange", onState);
    };
  }, [client, t]);

  return <div className="human-check" ref={host} data-testid="human-check" />;
}

/**
 * The human check as a form field: an optional hint saying why it is asked, the widget and, under it, the
 * form's problem with it (e.g. "verify the human check").
 */
export function HumanCheckField({ onChange, error, hint, className = "field" }: { onChange: (payload: string | null) => void; error?: Message | null; hint?: string; className?: string }) {
  const text = useMessageText();
  return (
    <div className={error ? `${className} field--invalid` : className}>
      {hint && <p className={fieldClass.hint}>{hint}</p>}
      <HumanCheck onChange={onChange} />
      {error && (
        <p className={fieldClass.error} role="alert">
          {text(error)}
        </p>
      )}
    </div>
  );
}
