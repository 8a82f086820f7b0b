import { fieldClass } from "./Field";
import "./ChoiceGroup.css";

/** One question answered by choosing one (radio) or several (checkbox) chips, with its error. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  label,
  selected,
  multiple,
  onToggle,
  error,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  label: (option: T) => string;
  selected: readonly T[];
  multiple?: boolean;
  onToggle: (option: T) => void;
  error?: string | null;
  testId?: string;
}) {
  return (
    <fieldset className={error ? "choice-group field--invalid" : "choice-group"} data-testid={testId}>
      <legend className={fieldClass.label}>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option} className={selected.includes(option) ? "choice choice--on" : "choice"}>
            <input type={multiple ? "checkbox" : "radio"} name={name} value={option} checked={selected.includes(option)} onChange={() => onToggle(option)} />
            {label(option)}
          </label>
        ))}
      </div>
      {error && (
        <p className={fieldClass.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
