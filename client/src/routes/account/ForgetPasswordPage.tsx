import "./texts";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { PasswordResetFlow } from "./PasswordResetFlow";
import "./account.css";

/** /forget-pwd: reset a forgotten password with a code e-mailed to the address, then sign in. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  return (
    <main className="app-page">
      <PageHeader />
      <div className="account-page">
        <PasswordResetFlow
          initialEmail={params.get("email") ?? ""}
          doneAction={(email) => (
            <Link to={`/sign-in?${new URLSearchParams({ email })}`} className="button button--primary button--block" replace>
              {t("actions.backToSignIn")}
            </Link>
          )}
        />
      </div>
    </main>
  );
}
