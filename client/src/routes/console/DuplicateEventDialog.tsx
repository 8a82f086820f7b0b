// Duplicating an event from its page (issue 34): a new slug (the original's with "-copy"), the title, and
// how many days to move every date by; the copy opens in the editor, its sale paused and nothing sold.
// Every problem of the form is shown at once, next to its field; the server checks it all again.
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog/Dialog";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { duplicateEventMutation } from "./operations";
import { FormProblem } from "./FormProblem";

type Field = "slug" | "title" | "shiftDays";
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/;
const SHIFT_MAX = 3650;

function formIssues(slug: string, title: string, shift: string): Field[] {
  const issues: Field[] = [];
  if (!SLUG.test(slug)) issues.push("slug");
  if (!title.trim() || title.trim().length > 200) issues.push("title");
  if (!/^-?\d{1,4}$/.test(shift.trim()) || Math.abs(Number(shift)) > SHIFT_MAX) issues.push("shiftDays");
  return issues;
}

export function DuplicateEventDialog({ event, onClose }: { event: { id: string; slug: string; title: string }; onClose: () => void }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [slug, setSlug] = useState(`${event.slug}-copy`.slice(0, 80));
  const [title, setTitle] = useState(event.title);
  const [shift, setShift] = useState("0");
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [taken, setTaken] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, duplicating] = useMutation(duplicateEventMutation, { refetchQueries: ["ConsoleEvents"] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setTaken(false);
    const s = slug.trim().toLowerCase();
    const issues = formIssues(s, title, shift);
    setInvalid(issues);
    if (issues.length) return;
    const r = (await duplicate({ variables: { id: event.id, input: { slug: s, title: title.trim(), shiftDays: Number(shift) } } })).data?.duplicateEvent;
    if (r?.__typename === "OperatorEvent") {
      onClose();
      navigate(`/console/events/${r.id}`);
    } else if (r?.__typename === "ValidationError") {
      const fields = (r.issues.length ? r.issues.map((i) => i.field) : [r.field ?? ""]).filter((f): f is Field => f === "slug" || f === "title" || f === "shiftDays");
      setInvalid(fields);
      // The form checked the slug's shape: the server refusing it means it is taken.
      setTaken(fields.includes("slug"));
      if (!fields.length) setProblem(errorText(r));
    } else if (r && "code" in r) setProblem(errorText(r));
  };

  const hint = (id: Field) => (
    <span id={`cn-dup-${id}-hint`} className={invalid.includes(id) ? "cn-error" : "cn-muted"}>
      {invalid.includes(id) ? t(id === "slug" && taken ? "duplicate.problem.slugTaken" : `duplicate.problem.${id}`) : t(`duplicate.hint.${id}`)}
    </span>
  );

  return (
    <Dialog title={t("duplicate.title", { title: event.title })} onClose={onClose} testId="console-duplicate-dialog">
      <form className="cn-form cn-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="cn-muted">{t("duplicate.lead")}</p>
        <label className="cn-field">
          <span>{t("duplicate.slug")}</span>
          <input name="duplicateSlug" value={slug} onChange={(e) => setSlug(e.target.value)} maxLength={80} autoCapitalize="none" spellCheck={false} aria-invalid={invalid.includes("slug") || undefined} aria-describedby="cn-dup-slug-hint" />
          {hint("slug")}
        </label>
        <label className="cn-field">
          <span>{t("duplicate.titleField")}</span>
          <input name="duplicateTitle" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} aria-invalid={invalid.includes("title") || undefined} aria-describedby="cn-dup-title-hint" />
          {hint("title")}
        </label>
        <label className="cn-field">
          <span>{t("duplicate.shiftDays")}</span>
          <input name="duplicateShift" inputMode="numeric" value={shift} onChange={(e) => setShift(e.target.value)} aria-invalid={invalid.includes("shiftDays") || undefined} aria-describedby="cn-dup-shiftDays-hint" />
          {hint("shiftDays")}
        </label>
        <FormProblem problem={problem} />
        <div className="cn-actions">
          <button type="submit" className={buttonClass("primary")} disabled={duplicating.loading} data-testid="console-duplicate-submit">
            {t("duplicate.submit")}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            {t("duplicate.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
