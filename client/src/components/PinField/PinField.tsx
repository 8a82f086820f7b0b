import "../../i18n/accountTexts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Form } from "../../hooks/useMutationForm";
import { useMessageText } from "../../hooks/useMessageText";
import type { Message } from "../../lib/messages";
import "../Field/Field.css";
import "./PinField.css";
import { fieldClass } from "../Field/Field";

/**
 * A 6-digit payment password: six boxes drawn over one real input (numeric keyboard, paste and
 * password managers work; screen readers hear one field).
 */
export function PinField({ label, error, value, onValueChange, autoFocus }: { label: string; error?: Message | null; value: string; onValueChange: (v: string) => void; autoFocus?: boolean }) {
  const id = useId();
  const text = useMessageText();
  const errorText = text(error);
  const [focused, setFocused] = useState(false);
  return (
    <div className={errorText ? "field field--invalid" : "field"}>
      <label className={fieldClass.label} htmlFor={id}>
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
        <p className={fieldClass.error} id={`${id}-error`} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A new payment password typed twice (form fields `payPassword` and `confirmPayPassword`). */
export function NewPinFields({ form, label, value, autoFocus }: { form: Form; label: string; value: NewPin; autoFocus?: boolean }) {
  const { t } = useTranslation("account");
  return (
    <>
      <PinField label={label} value={value.payPassword} onValueChange={form.clearing("payPassword", value.setPayPassword)} error={form.errors.payPassword} autoFocus={autoFocus} />
      <PinField label={t("fields.confirmPayPassword")} value={value.confirmPayPassword} onValueChange={form.clearing("confirmPayPassword", value.setConfirmPayPassword)} error={form.errors.confirmPayPassword} />
    </>
  );
}

/** What NewPinFields edits: the new payment password and its confirmation. */
export function useNewPin() {
  const [payPassword, setPayPassword] = useState("");
  const [confirmPayPassword, setConfirmPayPassword] = useState("");
  return { payPassword, confirmPayPassword, setPayPassword, setConfirmPayPassword };
}

type NewPin = ReturnType<typeof useNewPin>;
