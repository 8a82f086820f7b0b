// Staff sign in with their own account (the fan's sign-in); the console then lists the organisations
// the account belongs to.
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { signInInput } from "@fanfare/shared/users";
import { startSession } from "../../session/session";
import { consoleSignInMutation as signInMutation } from "./operations";
import { FormSubmit } from "../../components/Form/Form";
import { EmailField, PasswordField } from "../../components/Field/Field";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { usePageTitle } from "./usePageTitle";

export function ConsoleSignIn() {
  const { t } = useTranslation("console");
  usePageTitle(t("signIn.title"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [signIn] = useMutation(signInMutation, uncachedResult);
  const form = useMutationForm(["email", "password"]);
  const submit = form.submit(
    signInInput,
    { email, password },
    async (input) => (await signIn({ variables: { input } })).data?.signIn,
    async (signedIn) => {
      await startSession(signedIn.token, signedIn.user);
    },
  );
  return (
    <main className="cn-center">
      <section className="cn-card cn-narrow" aria-labelledby="cn-sign-title">
        <h1 id="cn-sign-title">{t("signIn.title")}</h1>
        <p className="cn-muted">{t("signIn.lead")}</p>
        <form className="cn-form" onSubmit={submit} noValidate>
          <EmailField autoComplete="username" value={email} onValueChange={form.clearing("email", setEmail)} error={form.errors.email} />
          <PasswordField label={t("signIn.password")} autoComplete="current-password" value={password} onValueChange={form.clearing("password", setPassword)} error={form.errors.password} />
          <FormSubmit form={form} label={t("signIn.submit")} testId="console-sign-in" />
        </form>
      </section>
    </main>
  );
}
