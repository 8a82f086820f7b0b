import "../../i18n/accountTexts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { changePasswordForm } from "@fanfare/shared/users";
import { PageHeader } from "../../components/PageHeader";
import { changePasswordMutation } from "./operations";
import { FormAlert, formClass } from "../../components/Form/Form";
import { PasswordField } from "../../components/Field/Field";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { buttonClass } from "../../components/Button/Button";

/** /change-pwd: the current password, then the new one twice. */
export default function ChangePasswordPage() {
  const { t } = useTranslation("account");
  const [oldPassword, setOldPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [done, setDone] = useState(false);
  const form = useMutationForm(["oldPassword", "password", "confirmPassword"]);
  const [changePassword] = useMutation(changePasswordMutation, uncachedResult);


  const submit = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(changePasswordForm, { oldPassword, password, confirmPassword });
    if (!data) return;
    void form.run(async () => {
      const ok = await attempt(form, async () => (await changePassword({ variables: { input: { oldPassword: data.oldPassword, password: data.password } } })).data?.changePassword);
      if (ok) setDone(true);
    });
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className={formClass.page}>
        {done ? (
          <SuccessView
            headline={t("changePassword.done")}
            body={t("changePassword.doneBody")}
            action={
              <Link to="/security" replace className={buttonClass("primary", "block")}>
                {t("actions.done")}
              </Link>
            }
          />
        ) : (
          <form className={formClass.form} onSubmit={submit} noValidate>
            <PasswordField label={t("fields.oldPassword")} autoComplete="current-password" value={oldPassword} onValueChange={form.clearing("oldPassword", setOldPassword)} error={form.errors.oldPassword} />
            <PasswordField
              label={t("fields.newPassword")}
              autoComplete="new-password"
              value={password}
              onValueChange={form.clearing("password", setPassword)}
              error={form.errors.password}
              hint={t("passwordHint")}
            />
            <PasswordField label={t("fields.confirmPassword")} autoComplete="new-password" value={confirmPassword} onValueChange={form.clearing("confirmPassword", setConfirmPassword)} error={form.errors.confirmPassword} />
            <FormAlert message={form.formError} />
            <div className={formClass.actions}>
              <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy}>
                {t("actions.submit")}
              </button>
            </div>
            <p className={formClass.linksCenter}>
              <Link to="/reset-pwd">{t("actions.forgotPassword")}</Link>
            </p>
          </form>
        )}
      </div>
    </main>
  );
}
