// The server notice (title, content, level), asked for after every route change except on /repair,
// in the fan's language (the request's Accept-Language). A dismissed notice stays dismissed on this
// device; a new notice (another id) shows again.
import { useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { currentNoticeQuery } from "./operations";
import type { CurrentNoticeQuery } from "../gql/graphql";
import "./NoticeBanner.css";

const dismissedKey = "dismissedNotices";
const keepDismissed = 20;

function dismissedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(dismissedKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function rememberDismissed(id: string) {
  try {
    window.localStorage.setItem(dismissedKey, JSON.stringify([id, ...dismissedIds().filter((d) => d !== id)].slice(0, keepDismissed)));
  } catch {
    /* storage unavailable: dismissed for this visit only */
  }
}

type Notice = NonNullable<CurrentNoticeQuery["currentNotice"]>;

export function NoticeBanner() {
  const client = useApolloClient();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (pathname === "/repair") {
      setNotice(null);
      return;
    }
    let stale = false;
    client
      .query({ query: currentNoticeQuery, fetchPolicy: "network-only" })
      .then(({ data }) => {
        if (stale) return;
        const current = data?.currentNotice ?? null;
        setNotice(current && !dismissedIds().includes(current.id) ? current : null);
      })
      .catch(() => {
        /* a notice is never worth an error */
      });
    return () => {
      stale = true;
    };
  }, [client, pathname, i18n.language]);

  if (!notice) return null;
  return (
    <aside className={`notice-banner notice-banner--${notice.level.toLowerCase()}`} role={notice.level === "INFO" ? "status" : "alert"} data-testid="notice-banner">
      <div className="notice-banner__text">
        <p className="notice-banner__title">{notice.title}</p>
        <p className="notice-banner__content">{notice.content}</p>
      </div>
      <button
        type="button"
        className="notice-banner__close"
        aria-label={t("notice.dismiss")}
        onClick={() => {
          rememberDismissed(notice.id);
          setNotice(null);
        }}
      >
        ×
      </button>
    </aside>
  );
}
