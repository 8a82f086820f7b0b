// The transfer: recipient e-mail twice and the human check → a code e-mailed to the fan → success,
// with a link to share. Irreversible, and said so before the last step.
import "../../i18n/accountTexts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { TRANSFER_EMAIL_MISMATCH, transferRecipientInput } from "@fanfare/shared/transfers";
import { HumanCheck } from "../../components/HumanCheck";
import { sendTransferCodeMutation, transferTicketMutation } from "./operations";
import { EmailCodeStep } from "../../components/EmailCodeStep/EmailCodeStep";
import { FormAlert, formClass } from "../../components/Form/Form";
import { Steps } from "../../components/Steps/Steps";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { TextField } from "../../components/Field/Field";
import { attempt, useMutationForm } from "../../hooks/useMutationForm";
import { buttonClass } from "../../components/Button/Button";

export function TransferFlow({ ticketId, ticketNo, lockHours, onCancel }: { ticketId: string; ticketNo: string; lockHours: number; onCancel: () => void }) {
  const { t } = useTranslation("entry");
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [toEmail, setToEmail] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [humanKey, setHumanKey] = useState(0);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState("");
  const [transferId, setTransferId] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const form = useMutationForm(["toEmail", "confirmEmail", "code", "humanCheck"]);
  const [sendCode] = useMutation(sendTransferCodeMutation, { fetchPolicy: "no-cache" });
  const [transfer] = useMutation(transferTicketMutation, { fetchPolicy: "no-cache" });

  const requestCode = (payload: string | null) =>
    attempt(form, async () => {
      const r = (await sendCode({ variables: { input: { ticketId, toEmail, confirmEmail, humanCheck: payload } } })).data?.sendTransferCode;
      if (r?.__typename === "TransferCodeSent") setSentTo(r.sentTo);
      return r;
    });

  const submitRecipient = (e: FormEvent) => {
    e.preventDefault();
    const parsed = transferRecipientInput.safeParse({ toEmail, confirmEmail });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0]);
      form.setErrors({ [field]: issue.message === TRANSFER_EMAIL_MISMATCH ? { key: "errors:TRANSFER_EMAIL_MISMATCH" } : { key: `validation:${issue.message.replace(/^validation\./, "")}` } });
      return;
    }
    if (!humanCheck) {
      form.setFormError({ key: "errors:HUMAN_CHECK_FAILED" });
      return;
    }
    void form.run(async () => {
      setToEmail(parsed.data.toEmail);
      setConfirmEmail(parsed.data.confirmEmail);
      const ok = await requestCode(humanCheck);
      // A solved check buys one code: the widget starts over for the next try.
      setHumanCheck(null);
      setHumanKey((k) => k + 1);
      if (ok) setStep(1);
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void form.run(async () => {
      const r = (await transfer({ variables: { input: { ticketId, toEmail, confirmEmail, code } } })).data?.transferTicket;
      if (!r) return;
      if (r.__typename === "TransferDone") {
        setTransferId(r.transferId);
        setStep(2);
      } else if ("code" in r) form.fail(r);
    });
  };

  const shareUrl = transferId ? `${window.location.origin}/#/share-transfer?id=${encodeURIComponent(transferId)}` : "";
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: t("transfer.shareTitle"), url: shareUrl }).catch(() => {});
      return;
    }
    await navigator.clipboard?.writeText(shareUrl).catch(() => {});
    setCopied(true);
  };

  return (
    <div className={formClass.page} data-testid="transfer-flow">
      <Steps labels={[t("transfer.stepRecipient"), t("transfer.stepCode"), t("transfer.stepDone")]} current={step} />
      {step === 0 && (
        <form className={formClass.form} onSubmit={submitRecipient} noValidate>
          <p className={formClass.lead}>{t("transfer.lead", { ticketNo })}</p>
          <TextField label={t("transfer.toEmail")} type="email" autoComplete="off" inputMode="email" value={toEmail} onValueChange={form.clearing("toEmail", setToEmail)} error={form.errors.toEmail} />
          <TextField
            label={t("transfer.confirmEmail")}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={confirmEmail}
            onValueChange={form.clearing("confirmEmail", setConfirmEmail)}
            error={form.errors.confirmEmail}
          />
          <p className={formClass.noteInfo}>{t("transfer.rules", { hours: lockHours })}</p>
          <HumanCheck
            key={humanKey}
            onChange={(payload) => {
              setHumanCheck(payload);
              if (payload && form.formError?.key === "errors:HUMAN_CHECK_FAILED") form.setFormError(null);
            }}
          />
          <FormAlert message={form.formError} />
          <div className={formClass.actions}>
            <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy} data-testid="transfer-send-code">
              {t("transfer.sendCode")}
            </button>
            <button type="button" className={buttonClass("ghost", "block")} onClick={onCancel}>
              {t("transfer.cancel")}
            </button>
          </div>
        </form>
      )}
      {step === 1 && (
        <>
          <p className={formClass.noteInfo}>{t("transfer.irreversible", { email: toEmail })}</p>
          <EmailCodeStep
            form={form}
            field="code"
            email={sentTo || t("transfer.yourEmail")}
            code={code}
            onCodeChange={setCode}
            sendCode={async () => {
              setStep(0);
              return false;
            }}
            submitLabel={t("transfer.confirm")}
            onSubmit={submitCode}
            onChangeEmail={() => setStep(0)}
          />
        </>
      )}
      {step === 2 && (
        <SuccessView
          headline={t("transfer.done")}
          body={t("transfer.doneBody", { email: toEmail, hours: lockHours })}
          action={
            <div className={formClass.actions}>
              <button type="button" className={buttonClass("secondary", "block")} onClick={() => void share()} data-testid="transfer-share">
                {copied ? t("transfer.copied") : t("transfer.share")}
              </button>
              <Link to="/order/ticket" replace className={buttonClass("primary", "block")}>
                {t("transfer.backToTickets")}
              </Link>
            </div>
          }
        />
      )}
    </div>
  );
}
