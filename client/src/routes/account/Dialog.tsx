import { useEffect, useId, useRef } from "react";

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** A centred question with two answers (skip phone verification, log out). Escape cancels. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, onConfirm, onCancel, busy, danger }: ConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onCancel();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onCancel]);
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} data-testid="confirm-dialog">
        <h2 className="dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        <p className="dialog__body" id={`${id}-body`}>
          {body}
        </p>
        <div className="dialog__actions">
          <button type="button" className={danger ? "button button--danger button--block" : "button button--primary button--block"} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="button button--secondary button--block" onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
