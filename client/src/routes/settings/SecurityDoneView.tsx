import "../../i18n/accountTexts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { SuccessView } from "../../components/SuccessView/SuccessView";

/** The end of a change to the fan's sign-in or payment secrets: what changed, and back to /security. */
export function SecurityDoneView({ headline, body }: { headline: string; body?: string }) {
  const { t } = useTranslation("account");
  return (
    <SuccessView
      headline={headline}
      body={body}
      action={
        <Link to="/security" replace className={buttonClass("primary", "block")}>
          {t("actions.done")}
        </Link>
      }
    />
  );
}
