import "../../i18n/accountTexts";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Form } from "../../hooks/useMutationForm";
import type { ReactNode } from "react";
import { buttonClass } from "../Button/Button";
import { CodeField, EmailField } from "../Field/Field";
import { formClass, FormSubmit } from "../Form/Form";

/** The step that asks for the address a code goes to (form field `email`); `children` go below the actions. */
export function EmailStep({
  form,
  lead,
  label,
  email,
  onEmailChange,
  readOnly,
  autoFocus,
  onSubmit,
  children,
}: {
  form: Form;
  lead: string;
  label?: string;
  email: string;
  onEmailChange: (value: string) => void;
  readOnly?: boolean;
  autoFocus?: boolean;
  onSubmit: (e: FormEvent) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <form className={formClass.form} onSubmit={onSubmit} noValidate>
      <p className={formClass.lead}>{lead}</p>
      <EmailField
        label={label}
        value={email}
        readOnly={readOnly}
        autoFocus={autoFocus}
        onValueChange={form.clearing("email", onEmailChange)}
        error={form.errors.email}
      />
      <FormSubmit form={form} label={t("actions.sendCode")} />
      {children}
    </form>
  );
}

/**
 * The step that asks for the code just e-mailed to `email` (sent on entering the step): the code with
 * its resend button, the spam-folder hint, and, when `onChangeEmail` is given, a way back to the address.
 */
export function EmailCodeStep({
  form,
  field,
  email,
  code,
  onCodeChange,
  sendCode,
  submitLabel,
  onSubmit,
  onChangeEmail,
}: {
  form: Form;
  field: string;
  email: string;
  code: string;
  onCodeChange: (value: string) => void;
  sendCode: () => Promise<boolean>;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
  onChangeEmail?: () => void;
}) {
  const { t } = useTranslation("account");
  return (
    <form className={formClass.form} onSubmit={onSubmit} noValidate>
      <p className={formClass.lead}>{t("signUp.codeSent", { email })}</p>
      <CodeField
        label={t("fields.code")}
        value={code}
        onValueChange={form.clearing(field, onCodeChange)}
        error={form.errors[field]}
        sendCode={sendCode}
        autoSent
        autoFocus
      />
      <p className={formClass.noteInfo}>{t("signUp.spamHint")}</p>
      <FormSubmit form={form} label={submitLabel}>
        {onChangeEmail && (
          <button type="button" className={buttonClass("ghost", "block")} onClick={onChangeEmail}>
            {t("actions.changeEmail")}
          </button>
        )}
      </FormSubmit>
    </form>
  );
}
