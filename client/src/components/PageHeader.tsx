import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../hooks/usePageTitle";
import { ChevronLeftIcon } from "./icons/ChevronLeftIcon";
import "./PageHeader.css";

interface PageHeaderProps {
  /** Show the back button (tab pages have none). */
  back?: boolean;
  /** Extra content on the right. */
  end?: ReactNode;
  /**
   * Where the back button goes instead of one step back, for a page whose history behind it is not where the
   * fan would go back to (an order reached from its payment's result: hooks/useBackToUserPage.ts).
   */
  onBack?: () => void;
}

/** The sticky page header: back button and the route's title (the same text as document.title). */
export function PageHeader({ back = true, end, onBack }: PageHeaderProps) {
  const title = usePageTitle();
  const navigate = useNavigate();
  const { t } = useTranslation();

  // React Router stores the history index in history.state; at 0 there is nothing in the app to go back to.
  const goBack = () => {
    if (onBack) return onBack();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/home/index", { replace: true });
  };

  return (
    <header className="page-header">
      <div className="page-header__side">
        {back && (
          <button type="button" className="page-header__back" onClick={goBack} aria-label={t("actions.back")}>
            <ChevronLeftIcon />
          </button>
        )}
      </div>
      <h1 className="page-header__title" data-testid="page-title">
        {title}
      </h1>
      <div className="page-header__side page-header__side--end">{end}</div>
    </header>
  );
}
