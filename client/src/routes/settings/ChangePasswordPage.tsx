import "../../i18n/accountTexts";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { changePasswordForm } from "@fanfare/shared/users";
import { changePasswordMutation } from "./operations";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { NewPasswordFields, PasswordField, useNewPassword } from "../../components/Field/Field";
import { SecurityDoneView } from "./SecurityDoneView";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";

/** /change-pwd: the current password, then the new one twice. */
export default function ChangePasswordPage() {
  const { t } = useTranslation("account");
  const [oldPassword, setOldPassword] = useState("");
  const newPassword = useNewPassword();
  const [done, setDone] = useState(false);
  const form = useMutationForm(["oldPassword", "password", "confirmPassword"]);
  const [changePassword] = useMutation(changePasswordMutation, uncachedResult);


  const submit = form.submit(
    changePasswordForm,
    { oldPassword, password: newPassword.password, confirmPassword: newPassword.confirmPassword },
    async (data) => (await changePassword({ variables: { input: { oldPassword: data.oldPassword, password: data.password } } })).data?.changePassword,
    () => setDone(true),
  );

  return (
    <FormScreen>
      {done ? (
        <SecurityDoneView headline={t("changePassword.done")} body={t("changePassword.doneBody")} />
      ) : (
        <form className={formClass.form} onSubmit={submit} noValidate>
          <PasswordField label={t("fields.oldPassword")} autoComplete="current-password" value={oldPassword} onValueChange={form.clearing("oldPassword", setOldPassword)} error={form.errors.oldPassword} />
          <NewPasswordFields
            form={form}
            label={t("fields.newPassword")}
            value={newPassword}
          />
          <FormSubmit form={form} label={t("actions.submit")} />
          <p className={formClass.linksCenter}>
            <Link to="/reset-pwd">{t("actions.forgotPassword")}</Link>
          </p>
        </form>
      )}
    </FormScreen>
  );
}
