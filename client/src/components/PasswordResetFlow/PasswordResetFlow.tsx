import "../../i18n/accountTexts";
import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, emailRule, resetPasswordForm } from "@fanfare/shared/users";
import { graphql } from "../../gql";
import { useEmailCode } from "../../hooks/useEmailCode";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { buttonClass } from "../Button/Button";
import { EmailCodeStep } from "../EmailCodeStep/EmailCodeStep";
import { PasswordField, TextField } from "../Field/Field";
import { FormAlert, formClass } from "../Form/Form";
import { SuccessView } from "../SuccessView/SuccessView";

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on Error {
        ...AccountError
      }
    }
  }
`);

const emailForm = z.object({ email: emailRule });
const codeForm = z.object({ code: codeRule });

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
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const form = useMutationForm(["email", "code", "password", "confirmPassword"]);
  const emailCode = useEmailCode("FORGET_PASSWORD");
  const [resetPassword] = useMutation(resetPasswordMutation, uncachedResult);


  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(emailForm, { email });
    if (!data) return;
    void form.run(async () => {
      if (await emailCode.send(form, data.email)) {
        setEmail(data.email);
        setStep("code");
      }
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(codeForm, { code });
    if (!data) return;
    void form.run(async () => {
      if (await emailCode.check(form, email, data.code)) setStep("password");
    });
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(resetPasswordForm, { password, confirmPassword });
    if (!data) return;
    void form.run(async () => {
      const { data: answer } = await resetPassword({ variables: { input: { email, code, password: data.password } } });
      const result = answer?.resetPassword;
      if (!result) throw new Error("no answer");
      if (isErrorResult(result)) {
        if (result.code === "INVALID_CODE") setStep("code");
        return form.fail(result);
      }
      onReset?.(email);
      setStep("done");
    });
  };

  if (step === "done") return <SuccessView headline={t("forgot.doneHeadline")} body={t("forgot.doneBody")} action={doneAction(email)} />;

  return (
    <>
      {step === "email" && (
        <form className={formClass.form} onSubmit={submitEmail} noValidate>
          <p className={formClass.lead}>{t("forgot.emailLead")}</p>
          <TextField
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            placeholder={t("placeholders.email")}
            value={email}
            readOnly={fixedEmail}
            onValueChange={form.clearing("email", setEmail)}
            error={form.errors.email}
          />
          <FormAlert message={form.formError} />
          <div className={formClass.actions}>
            <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy}>
              {t("actions.sendCode")}
            </button>
          </div>
        </form>
      )}

      {step === "code" && (
        <EmailCodeStep
          form={form}
          field="code"
          email={email}
          code={code}
          onCodeChange={setCode}
          sendCode={() => emailCode.send(form, email)}
          submitLabel={t("actions.next")}
          onSubmit={submitCode}
        />
      )}

      {step === "password" && (
        <form className={formClass.form} onSubmit={submitPassword} noValidate>
          <p className={formClass.lead}>{t("forgot.passwordLead")}</p>
          <PasswordField
            label={t("fields.newPassword")}
            autoComplete="new-password"
            value={password}
            onValueChange={form.clearing("password", setPassword)}
            error={form.errors.password}
            hint={t("passwordHint")}
          />
          <PasswordField
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
            value={confirmPassword}
            onValueChange={form.clearing("confirmPassword", setConfirmPassword)}
            error={form.errors.confirmPassword}
          />
          <FormAlert message={form.formError} />
          <div className={formClass.actions}>
            <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy}>
              {t("actions.submit")}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
