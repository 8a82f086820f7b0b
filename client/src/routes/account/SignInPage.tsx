import "./texts";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { signInInput } from "@fanfare/shared/users";
import { safeRedirect } from "../../session/redirect";
import { startSession } from "../../session/session";
import { signInMutation } from "./operations";
import { withRedirect } from "./paths";
import "./account.css";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { EmailField, PasswordField } from "../../components/Field/Field";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";

/** /sign-in: e-mail and password; wrong credentials and too many tries are shown by code. */
export default function SignInPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get("redirectUrl");
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [signIn] = useMutation(signInMutation, uncachedResult);
  const form = useMutationForm(["email", "password"]);

  const submit = form.submit(
    signInInput,
    { email, password },
    async (input) => (await signIn({ variables: { input } })).data?.signIn,
    async (signedIn) => {
      await startSession(signedIn.token, signedIn.user);
      navigate(safeRedirect(redirectUrl), { replace: true });
    },
  );

  return (
    <FormScreen>
      <div className="account-hero">
        <h2 className="account-hero__title">{t("signIn.headline")}</h2>
        <p className={formClass.lead}>{t("signIn.lead")}</p>
      </div>
      <form className={formClass.form} onSubmit={submit} noValidate>
        <EmailField autoComplete="username" value={email} onValueChange={form.clearing("email", setEmail)} error={form.errors.email} />
        <PasswordField
          label={t("fields.password")}
          autoComplete="current-password"
          value={password}
          onValueChange={form.clearing("password", setPassword)}
          error={form.errors.password}
        />
        <FormSubmit form={form} label={t("actions.signIn")} testId="sign-in-submit" />
      </form>
      <p className={formClass.links}>
        <Link to={withRedirect("/forget-pwd", email ? { email } : {}, null)}>{t("actions.forgotPassword")}</Link>
        <Link to={withRedirect("/sign-up", email ? { email } : {}, redirectUrl)}>{t("actions.signUp")}</Link>
      </p>
    </FormScreen>
  );
}
