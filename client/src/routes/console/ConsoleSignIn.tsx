// Staff sign in with their own account (the fan's sign-in); the console then lists the organisations
// the account belongs to.
import { useTranslation } from "react-i18next";
import { FormSubmit } from "../../components/Form/Form";
import { EmailField, PasswordField } from "../../components/Field/Field";
import { useSignInForm } from "../../hooks/useSignInForm";
import { HumanCheckField } from "../../components/HumanCheck";
import { usePageTitle } from "./usePageTitle";

export function ConsoleSignIn() {
  const { t } = useTranslation("console");
  const { t: tAccount } = useTranslation("account");
  usePageTitle(t("signIn.title"));
  const { form, submit, email, password, setEmail, setPassword, humanCheck } = useSignInForm();
  return (
    <main className="cn-center">
      <section className="cn-card cn-narrow" aria-labelledby="cn-sign-title">
        <h1 id="cn-sign-title">{t("signIn.title")}</h1>
        <p className="cn-muted">{t("signIn.lead")}</p>
        <form className="cn-form" onSubmit={submit} noValidate>
          <EmailField autoComplete="username" value={email} onValueChange={setEmail} error={form.errors.email} />
          <PasswordField label={t("signIn.password")} autoComplete="current-password" value={password} onValueChange={setPassword} error={form.errors.password} />
          {humanCheck && <HumanCheckField key={humanCheck.key} hint={tAccount("signIn.humanCheckHint")} error={humanCheck.error} onChange={humanCheck.onChange} />}
          <FormSubmit form={form} label={t("signIn.submit")} testId="console-sign-in" />
        </form>
      </section>
    </main>
  );
}
