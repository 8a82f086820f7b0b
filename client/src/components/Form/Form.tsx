// A form screen's layout (the page column, the form, its actions, a lead line, notes, links) and the
// error about the whole form. Importing the class names brings their styles along.
import type { ReactNode } from "react";
import { useMessageText } from "../../hooks/useMessageText";
import type { Form } from "../../hooks/useMutationForm";
import { buttonClass } from "../Button/Button";
import { PageHeader } from "../PageHeader";
import type { Message } from "../../lib/messages";
import "./Form.css";

export const formClass = {
  page: "form-page",
  form: "form",
  actions: "form__actions",
  lead: "form-lead",
  note: "form-note",
  noteInfo: "form-note form-note--info",
  links: "form-links",
  linksCenter: "form-links form-links--center",
  grid: "form-grid",
} as const;

/** A form screen: the app's page with its header (the route's title, the way back) and the form column. */
export function FormScreen({ children }: { children: ReactNode }) {
  return (
    <main className="app-page">
      <PageHeader />
      <div className={formClass.page}>{children}</div>
    </main>
  );
}

/** A lead line above a form. */
export function FormLead({ children }: { children: ReactNode }) {
  return <p className={formClass.lead}>{children}</p>;
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

/**
 * A form's end: the error about the whole form, then its submit button (disabled while the form is
 * busy) and any further actions beside it.
 */
export function FormSubmit({
  form,
  label,
  message = form.formError,
  testId,
  children,
}: {
  form: Pick<Form, "busy" | "formError">;
  label: string;
  /** The whole-form error to show, when not the form's own. */
  message?: Message | null;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormAlert message={message} />
      <div className={formClass.actions}>
        <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy} data-testid={testId}>
          {label}
        </button>
        {children}
      </div>
    </>
  );
}
