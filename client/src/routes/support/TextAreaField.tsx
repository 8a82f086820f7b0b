import { useId } from "react";
import { useMessageText, type Message } from "../account/form";

/** A labelled multi-line input with its error (the account fields' look). */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  ...rest
}: {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  error?: Message | null;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  testId?: string;
}) {
  const id = useId();
  const text = useMessageText();
  const errorText = text(error);
  return (
    <div className={errorText ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={id}
          className="field__textarea"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : hint ? `${id}-hint` : undefined}
          placeholder={rest.placeholder}
          maxLength={rest.maxLength}
          rows={rest.rows ?? 5}
          data-testid={rest.testId}
        />
      </div>
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
