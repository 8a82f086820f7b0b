// The labelled controls of every form: a text input, a password with show/hide, a code with its
// send button, a select; each with its error (role=alert, tied by aria-describedby) or hint.
import "../../i18n/accountTexts";
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "../../hooks/useMessageText";
import type { Form } from "../../hooks/useMutationForm";
import type { Message } from "../../lib/messages";
import "./Field.css";

/** The field classes, for a label, error or hint outside a field of this file (a group of choices). */
export const fieldClass = { label: "field__label", error: "field__error", hint: "field__hint", group: "field-group" } as const;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  value: string;
  onValueChange: (value: string) => void;
};

interface FieldProps {
  label: string;
  error?: Message | null;
  hint?: string;
  /** Something beside the input (show password, send code). */
  end?: ReactNode;
}

/**
 * What every field shares: an id for its control, the error text in the fan's language, and the
 * attributes that tie the control to its error (role=alert) or hint.
 */
export function useField(error: Message | null | undefined, hint: string | undefined) {
  const id = useId();
  const errorText = useMessageText()(error);
  const control = {
    id,
    "aria-invalid": errorText ? true : undefined,
    "aria-describedby": errorText ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
  return { id, errorText, control };
}

/** A field's label, its control (children) and below it the error or the hint. */
export function FieldShell({ id, label, errorText, hint, children }: { id: string; label: string; errorText: string | null | undefined; hint?: string; children: ReactNode }) {
  return (
    <div className={errorText ? "field field--invalid" : "field"}>
      <label className={fieldClass.label} htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {errorText ? (
        <p className={fieldClass.error} id={`${id}-error`} role="alert">
          {errorText}
        </p>
      ) : (
        hint && (
          <p className={fieldClass.hint} id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A labelled input with its error message (role=alert, linked by aria-describedby). */
export function TextField({ label, error, hint, end, value, onValueChange, ...input }: FieldProps & InputProps) {
  const { id, errorText, control } = useField(error, hint);
  return (
    <FieldShell id={id} label={label} errorText={errorText} hint={hint}>
      <input className="field__input" value={value} onChange={(e) => onValueChange(e.target.value)} {...control} {...input} />
      {end}
    </FieldShell>
  );
}

/** An e-mail address input ("Email" unless labelled otherwise). */
export function EmailField({ label, autoComplete = "email", ...props }: Omit<FieldProps, "label"> & InputProps & { label?: string }) {
  const { t } = useTranslation("account");
  return <TextField label={label ?? t("fields.email")} type="email" autoComplete={autoComplete} placeholder={t("placeholders.email")} {...props} />;
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: FieldProps & InputProps) {
  const { t } = useTranslation("account");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      end={
        <button type="button" className="field__toggle" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? t("actions.hidePassword") : t("actions.showPassword")}
        </button>
      }
    />
  );
}

/**
 * A new password typed twice (form fields `password` and `confirmPassword`), with the password rule as
 * the first one's hint.
 */
export function NewPasswordFields({ form, label, value }: { form: Form; label: string; value: NewPassword }) {
  const { t } = useTranslation("account");
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        value={value.password}
        onValueChange={form.clearing("password", value.setPassword)}
        error={form.errors.password}
        hint={t("passwordHint")}
      />
      <PasswordField
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        value={value.confirmPassword}
        onValueChange={form.clearing("confirmPassword", value.setConfirmPassword)}
        error={form.errors.confirmPassword}
      />
    </>
  );
}

/** What NewPasswordFields edits: the new password and its confirmation. */
export function useNewPassword() {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  return { password, confirmPassword, setPassword, setConfirmPassword };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

const resendSeconds = 60;

/**
 * A verification-code input with its "Send code" button. The button counts down after a send so the
 * fan does not ask again before the code can arrive (the server allows one send per 30 s).
 */
export function CodeField({
  sendCode,
  autoSent = false,
  ...props
}: FieldProps & Omit<InputProps, "type"> & { sendCode: () => Promise<boolean>; autoSent?: boolean }) {
  const { t } = useTranslation("account");
  const [left, setLeft] = useState(autoSent ? resendSeconds : 0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(autoSent);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      if (await sendCode()) {
        setLeft(resendSeconds);
        setSentOnce(true);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      placeholder={t("placeholders.code")}
      end={
        <button type="button" className="field__send" onClick={() => void send()} disabled={sending || left > 0} data-testid="send-code">
          {left > 0 ? t("actions.resendIn", { seconds: left }) : sentOnce ? t("actions.resend") : t("actions.sendCode")}
        </button>
      }
    />
  );
}

/** A labelled select (a native one: the phone's own picker) with its error or hint. */
export function SelectField({
  label,
  error,
  hint,
  value,
  onValueChange,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> & { value: string; onValueChange: (value: string) => void }) {
  const { id, errorText, control } = useField(error, hint);
  return (
    <FieldShell id={id} label={label} errorText={errorText} hint={hint}>
      <select className="field__select" value={value} onChange={(e) => onValueChange(e.target.value)} {...control} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}
