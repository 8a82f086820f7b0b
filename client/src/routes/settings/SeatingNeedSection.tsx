// The fan's seating needs on /personal (issue 33): "I need a wheelchair space" and how many companion seats
// beside it, declared once. Said plainly who sees it: the fan, and the box office of an event they hold
// tickets for. Unticked and saved, the need is withdrawn.
import { useEffect, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../components/Field/Field";
import { FormAlert } from "../../components/Form/Form";
import { buttonClass } from "../../components/Button/Button";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { isErrorResult } from "../../lib/messages";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { deleteSeatingNeedMutation, mySeatingNeedQuery, setSeatingNeedMutation } from "./operations";
import "./SeatingNeedSection.css";

const COMPANIONS = [0, 1, 2, 3] as const;

export function SeatingNeedSection() {
  const { t } = useTranslation("account");
  const { data, loading, refetch } = useQuery(mySeatingNeedQuery, { fetchPolicy: "cache-and-network" });
  const [setNeed] = useMutation(setSeatingNeedMutation, uncachedResult);
  const [deleteNeed] = useMutation(deleteSeatingNeedMutation, uncachedResult);
  const form = useMutationForm(["companions"]);
  const saved = data?.mySeatingNeed ?? null;
  const [wheelchair, setWheelchair] = useState(false);
  const [companions, setCompanions] = useState(0);
  const [status, setStatus] = useState<"saved" | "removed" | null>(null);

  // The form starts from what was declared, once it is known.
  useEffect(() => {
    setWheelchair(!!saved);
    setCompanions(saved?.companions ?? 0);
  }, [saved]);

  const unchanged = wheelchair === !!saved && (!wheelchair || companions === saved?.companions);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    void form.run(async () => {
      if (wheelchair) {
        const { data: r } = await setNeed({ variables: { input: { companions } } });
        const result = r?.setSeatingNeed;
        if (!result) throw new Error("no answer");
        if (isErrorResult(result)) return form.fail(result);
        setStatus("saved");
      } else {
        await deleteNeed();
        setStatus("removed");
      }
      await refetch();
    });
  };

  const titleId = "seating-need-title";
  return (
    <section className="seating-need" aria-labelledby={titleId} data-testid="seating-need">
      <h2 className="menu-section__title" id={titleId}>
        {t("seatingNeed.title")}
      </h2>
      <form className="surface seating-need__card" onSubmit={submit} noValidate>
        <p className="seating-need__about">{t("seatingNeed.about")}</p>
        {loading && !data ? (
          <div className={skeletonClass("line")} aria-hidden="true" />
        ) : (
          <>
            <label className="seating-need__check">
              <input
                type="checkbox"
                checked={wheelchair}
                onChange={(e) => {
                  setWheelchair(e.target.checked);
                  setStatus(null);
                }}
                data-testid="seating-need-wheelchair"
              />
              <span>{t("seatingNeed.wheelchair")}</span>
            </label>
            {wheelchair && (
              <SelectField
                label={t("seatingNeed.companions")}
                hint={t("seatingNeed.companionsHint")}
                value={String(companions)}
                onValueChange={(v) => {
                  setCompanions(Number(v));
                  setStatus(null);
                }}
                error={form.errors.companions}
                data-testid="seating-need-companions"
              >
                {COMPANIONS.map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? t("seatingNeed.noCompanion") : n}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
        <p className="seating-need__who">{t("seatingNeed.whoSees")}</p>
        <FormAlert message={form.formError} />
        <div className="seating-need__actions">
          {status && (
            <p className="field__hint" role="status">
              {t(status === "saved" ? "seatingNeed.saved" : "seatingNeed.removed")}
            </p>
          )}
          <button type="submit" className={buttonClass("secondary")} disabled={form.busy || loading || unchanged} data-testid="seating-need-save">
            {saved && !wheelchair ? t("seatingNeed.remove") : t("actions.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
