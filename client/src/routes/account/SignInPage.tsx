import "./texts";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { safeRedirect } from "../../session/redirect";
import { withRedirect } from "./paths";
import "./account.css";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { EmailField, PasswordField } from "../../components/Field/Field";
import { useSignInForm } from "../../hooks/useSignInForm";
import { HumanCheckField } from "../../components/HumanCheck";

/** /sign-in: e-mail and password; wrong credentials and too many tries are shown by code. */
export default function SignInPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get("redirectUrl");
  const { form, submit, email, password, setEmail, setPassword, humanCheck } = useSignInForm(params.get("email") ?? "", () => navigate(safeRedirect(redirectUrl), { replace: true }));

  return (
    <FormScreen>
      <div className="account-hero">
        <h2 className="account-hero__title">{t("signIn.headline")}</h2>
        <p className={formClass.lead}>{t("signIn.lead")}</p>
      </div>
      <form className={formClass.form} onSubmit={submit} noValidate>
        <EmailField autoComplete="username" value={email} onValueChange={setEmail} error={form.errors.email} />
        <PasswordField
          label={t("fields.password")}
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={form.errors.password}
        />
        {humanCheck && <HumanCheckField key={humanCheck.key} hint={t("signIn.humanCheckHint")} error={humanCheck.error} onChange={humanCheck.onChange} />}
        <FormSubmit form={form} label={t("actions.signIn")} testId="sign-in-submit" />
      </form>
      <p className={formClass.links}>
        <Link to={withRedirect("/forget-pwd", email ? { email } : {}, null)}>{t("actions.forgotPassword")}</Link>
        <Link to={withRedirect("/sign-up", email ? { email } : {}, redirectUrl)}>{t("actions.signUp")}</Link>
      </p>
    </FormScreen>
  );
}
