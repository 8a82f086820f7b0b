import "./texts";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import "./account.css";
import { PasswordResetFlow } from "../../components/PasswordResetFlow/PasswordResetFlow";
import { buttonClass } from "../../components/Button/Button";
import { FormScreen } from "../../components/Form/Form";

/** /forget-pwd: reset a forgotten password with a code e-mailed to the address, then sign in. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  return (
    <FormScreen>
      <PasswordResetFlow
        initialEmail={params.get("email") ?? ""}
        doneAction={(email) => (
          <Link to={`/sign-in?${new URLSearchParams({ email })}`} className={buttonClass("primary", "block")} replace>
            {t("actions.backToSignIn")}
          </Link>
        )}
      />
    </FormScreen>
  );
}
