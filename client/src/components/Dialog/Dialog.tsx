import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonClass } from "../Button/Button";
import "./Dialog.css";

interface DialogProps {
  title: string;
  /** Escape, and a tap on the dimmed page, call it. */
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  role?: "dialog" | "alertdialog";
  /** The id of the element that describes the dialog (its question). */
  describedBy?: string;
}

/** A modal step over the dimmed page (the payment password, a question): labelled by its title, Escape closes. */
export function Dialog({ title, onClose, children, testId, role = "dialog", describedBy }: DialogProps) {
  const id = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close.current();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog" role={role} aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={describedBy} data-testid={testId}>
        <h2 className="dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

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
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog title={title} onClose={onCancel} role="alertdialog" describedBy={`${id}-body`} testId="confirm-dialog">
      <p className="dialog__body" id={`${id}-body`}>
        {body}
      </p>
      <div className="dialog__actions">
        <button type="button" className={buttonClass(danger ? "danger" : "primary", "block")} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className={buttonClass("secondary", "block")} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
