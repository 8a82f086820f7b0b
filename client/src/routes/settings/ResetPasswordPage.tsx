import "../../i18n/accountTexts";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { clearSession, navigateTo, useSession } from "../../session/session";
import { PasswordResetFlow } from "../../components/PasswordResetFlow/PasswordResetFlow";
import { buttonClass } from "../../components/Button/Button";
import { FormScreen } from "../../components/Form/Form";

/**
 * /reset-pwd: the forgotten-password flow for a signed-in fan, on their own address. A reset ends
 * every session of the account, this one included, so the way on is signing in again.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("account");
  const { userInfo } = useSession();
  const client = useApolloClient();

  const signInAgain = (email: string) => {
    navigateTo(`/sign-in?${new URLSearchParams({ email })}`);
    clearSession();
    void client.clearStore();
  };

  return (
    <FormScreen>
      <PasswordResetFlow
        initialEmail={userInfo?.email ?? ""}
        fixedEmail
        doneAction={(email) => (
          <button type="button" className={buttonClass("primary", "block")} onClick={() => signInAgain(email)}>
            {t("actions.backToSignIn")}
          </button>
        )}
      />
    </FormScreen>
  );
}
