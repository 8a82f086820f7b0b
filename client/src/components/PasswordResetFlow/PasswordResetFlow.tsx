import "../../i18n/accountTexts";
import { useState, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { resetPasswordForm } from "@fanfare/shared/users";
import { resetPasswordMutation } from "./operations";
import { useEmailVerification } from "../../hooks/useEmailCode";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { EmailCodeStep, EmailStep } from "../EmailCodeStep/EmailCodeStep";
import { NewPasswordFields, useNewPassword } from "../Field/Field";
import { formClass, FormSubmit } from "../Form/Form";
import { SuccessView } from "../SuccessView/SuccessView";

interface PasswordResetFlowProps {
  /** The address to reset, when known (a signed-in fan); otherwise the fan types it. */
  initialEmail?: string;
  fixedEmail?: boolean;
  /** Called after the new password is saved (every session of the account has ended). */
  onReset?: (email: string) => void;
  /** The way on from the success message. */
  doneAction: (email: string) => ReactNode;
}

/** Forgotten password: e-mail → e-mailed code → new password twice → success. */
export function PasswordResetFlow({ initialEmail = "", fixedEmail = false, onReset, doneAction }: PasswordResetFlowProps) {
  const { t } = useTranslation("account");
  const [step, setStep] = useState<"email" | "code" | "password" | "done">("email");
  const newPassword = useNewPassword();
  const form = useMutationForm(["email", "code", "password", "confirmPassword"]);
  const { email, setEmail, code, setCode, submitEmail, submitCode, resend } = useEmailVerification("FORGET_PASSWORD", form, initialEmail, {
    onSent: () => setStep("code"),
    onChecked: () => setStep("password"),
  });
  const [resetPassword] = useMutation(resetPasswordMutation, uncachedResult);

  const submitPassword = form.submit(
    resetPasswordForm,
    { password: newPassword.password, confirmPassword: newPassword.confirmPassword },
    async (data) => (await resetPassword({ variables: { input: { email, code, password: data.password } } })).data?.resetPassword,
    () => {
      onReset?.(email);
      setStep("done");
    },
    (error) => {
      if (error.code === "INVALID_CODE") setStep("code");
    },
  );

  if (step === "done") return <SuccessView headline={t("forgot.doneHeadline")} body={t("forgot.doneBody")} action={doneAction(email)} />;

  return (
    <>
      {step === "email" && <EmailStep form={form} lead={t("forgot.emailLead")} email={email} onEmailChange={setEmail} readOnly={fixedEmail} onSubmit={submitEmail} />}

      {step === "code" && (
        <EmailCodeStep form={form} field="code" email={email} code={code} onCodeChange={setCode} sendCode={resend} submitLabel={t("actions.next")} onSubmit={submitCode} />
      )}

      {step === "password" && (
        <form className={formClass.form} onSubmit={submitPassword} noValidate>
          <p className={formClass.lead}>{t("forgot.passwordLead")}</p>
          <NewPasswordFields
            form={form}
            label={t("fields.newPassword")}
            value={newPassword}
          />
          <FormSubmit form={form} label={t("actions.submit")} />
        </form>
      )}
    </>
  );
}
