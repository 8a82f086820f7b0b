import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../components/icons";
import { useMessageText, type Form, type Message } from "./form";

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
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {errorText ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {errorText}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={`${id}-hint`}>
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
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <p className="account-lead">{t("signUp.codeSent", { email })}</p>
      <CodeField
        label={t("fields.code")}
        value={code}
        onValueChange={form.clearing(field, onCodeChange)}
        error={form.errors[field]}
        sendCode={sendCode}
        autoSent
        autoFocus
      />
      <p className="account-note account-note--info">{t("signUp.spamHint")}</p>
      <FormAlert message={form.formError} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {submitLabel}
        </button>
        {onChangeEmail && (
          <button type="button" className="button button--ghost button--block" onClick={onChangeEmail}>
            {t("actions.changeEmail")}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A 6-digit payment password: six boxes drawn over one real input (numeric keyboard, paste and
 * password managers work; screen readers hear one field).
 */
export function PinField({ label, error, value, onValueChange, autoFocus }: FieldProps & { value: string; onValueChange: (v: string) => void; autoFocus?: boolean }) {
  const id = useId();
  const text = useMessageText();
  const errorText = text(error);
  const [focused, setFocused] = useState(false);
  return (
    <div className={errorText ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="pin">
        <input
          id={id}
          className="pin__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          autoFocus={autoFocus}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => onValueChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
        />
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={focused && i === Math.min(value.length, 5) ? "pin__box pin__box--active" : "pin__box"} aria-hidden="true">
            {i < value.length ? "•" : ""}
          </span>
        ))}
      </div>
      {errorText && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** An error about the whole form (wrong credentials, too many attempts, network). */
export function FormAlert({ message }: { message: Message | null }) {
  const text = useMessageText();
  const words = text(message);
  if (!words) return null;
  return (
    <p className="form-alert" role="alert" data-testid="form-alert">
      {words}
    </p>
  );
}

/** The steps of a multi-step flow (sign-up): done, current, to come. */
export function Steps({ labels, current }: { labels: string[]; current: number }) {
  return (
    <ol className="steps">
      {labels.map((label, i) => (
        <li key={label} className={i < current ? "steps__item steps__item--done" : i === current ? "steps__item steps__item--current" : "steps__item"} aria-current={i === current ? "step" : undefined}>
          <span className="steps__dot">{i < current ? <CheckIcon width={14} height={14} /> : i + 1}</span>
          <span className="steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}

/** The end of a flow: a check mark, what happened, and where to go next. */
export function SuccessView({ headline, body, action }: { headline: string; body?: string; action?: ReactNode }) {
  return (
    <section className="success-view" data-testid="success" role="status">
      <div className="success-view__mark">
        <CheckIcon width={36} height={36} />
      </div>
      <h2 className="success-view__headline">{headline}</h2>
      {body && <p className="success-view__body">{body}</p>}
      {action && <div className="success-view__action">{action}</div>}
    </section>
  );
}

/** The page body of an account form: a lead line, then the form. */
export function FormLead({ children }: { children: ReactNode }) {
  return <p className="account-lead">{children}</p>;
}
