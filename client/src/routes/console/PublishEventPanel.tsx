// Publishing a draft from the console (issue 34): a new event is a draft fans do not see; the organiser
// publishes it when it is ready, after a confirm (it cannot be unpublished). The sale is not touched:
// it is opened afterwards, from the sale buttons that replace this panel.
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog/Dialog";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { publishEventMutation } from "./operations";
import { FormProblem } from "./FormProblem";

export function PublishEventPanel({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [publish, publishing] = useMutation(publishEventMutation);

  const confirm = async () => {
    setProblem(null);
    const r = (await publish({ variables: { eventId } })).data?.publishEvent;
    if (r?.__typename === "OperatorEvent") setConfirming(false);
    else if (r && "code" in r) setProblem(errorText(r));
  };

  return (
    <section className="cn-card" aria-labelledby="cn-publish-title" data-testid="console-publish-panel">
      <h2 id="cn-publish-title">{t("publish.title")}</h2>
      <p className="cn-muted">{t("publish.lead")}</p>
      <div className="cn-actions">
        <button type="button" className={buttonClass("primary")} onClick={() => setConfirming(true)} data-testid="console-publish-event">
          {t("publish.open")}
        </button>
      </div>
      {confirming && (
        <Dialog title={t("publish.confirmTitle", { title })} onClose={() => setConfirming(false)} testId="console-publish-dialog" role="alertdialog">
          <div className="cn-form cn-dialog-form">
            <p>{t("publish.confirmText")}</p>
            <FormProblem problem={problem} />
            <div className="cn-actions">
              <button type="button" className={buttonClass("primary")} disabled={publishing.loading} onClick={() => void confirm()} data-testid="console-publish-confirm">
                {t("publish.confirm")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(false)}>
                {t("publish.keep")}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
