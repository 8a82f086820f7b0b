import type { Message } from "../../lib/messages";
import { FieldShell, useField } from "./Field";

/** A labelled multi-line input with its error (the same look as the other fields). */
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
  const { id, errorText, control } = useField(error, hint);
  return (
    <FieldShell id={id} label={label} errorText={errorText} hint={hint}>
      <textarea
        className="field__textarea"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...control}
        placeholder={rest.placeholder}
        maxLength={rest.maxLength}
        rows={rest.rows ?? 5}
        data-testid={rest.testId}
      />
    </FieldShell>
  );
}
