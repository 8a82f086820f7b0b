import "../account/texts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, emailRule } from "../../../../server/src/modules/users/users.rules";
import { PageHeader } from "../../components/PageHeader";
import { updateUserInfo, useSession } from "../../session/session";
import { CodeField, EmailCodeStep, FormAlert, SuccessView, TextField } from "../account/fields";
import { attempt, isErrorResult, useForm, accountResult } from "../account/form";
import { useEmailCode } from "../account/useEmailCode";
import { changeEmailMutation, sendCurrentEmailCodeMutation, sendNewEmailCodeMutation } from "./operations";
import "../account/account.css";

const oldCodeForm = z.object({ oldCode: codeRule });
const emailForm = z.object({ email: emailRule });
const newCodeForm = z.object({ newCode: codeRule });

/** /change-email: a code to the current address → the new address → a code to it → done. */
export default function ChangeEmailPage() {
  const { t } = useTranslation("account");
  const { userInfo } = useSession();
  const currentEmail = userInfo?.email ?? "";
  const [step, setStep] = useState<"old" | "email" | "new" | "done">("old");
  const [oldCode, setOldCode] = useState("");
  const [email, setEmail] = useState("");
  const [newCode, setNewCode] = useState("");
  const form = useForm(["oldCode", "email", "newCode"]);
  const currentCode = useEmailCode("CHANGE_EMAIL");
  const [sendCurrent] = useMutation(sendCurrentEmailCodeMutation, accountResult);
  const [sendNew] = useMutation(sendNewEmailCodeMutation, accountResult);
  const [changeEmail] = useMutation(changeEmailMutation, accountResult);


  const submitOld = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(oldCodeForm, { oldCode });
    if (!data) return;
    void form.run(async () => {
      // Checked now (without using it up) so a typo shows here, not after the second code.
      if (await currentCode.check(form, currentEmail, data.oldCode)) setStep("email");
    });
  };

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(emailForm, { email });
    if (!data) return;
    void form.run(async () => {
      if (await attempt(form, async () => (await sendNew({ variables: { email: data.email } })).data?.sendNewEmailCode)) {
        setEmail(data.email);
        setStep("new");
      }
    });
  };

  const submitNew = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(newCodeForm, { newCode });
    if (!data) return;
    void form.run(async () => {
      const { data: answer } = await changeEmail({ variables: { input: { oldCode, email, newCode: data.newCode } } });
      const result = answer?.changeEmail;
      if (!result) throw new Error("no answer");
      if (isErrorResult(result)) {
        if (result.field === "oldCode") setStep("old");
        return form.fail(result);
      }
      if (result.__typename === "User") await updateUserInfo(result);
      setStep("done");
    });
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className="account-page">
        {step === "old" && (
          <form className="account-form" onSubmit={submitOld} noValidate>
            <p className="account-lead">
              {t("changeEmail.currentLead", { email: currentEmail })}
            </p>
            <CodeField
              label={t("fields.code")}
              value={oldCode}
              onValueChange={form.clearing("oldCode", setOldCode)}
              error={form.errors.oldCode}
              sendCode={() => attempt(form, async () => (await sendCurrent()).data?.sendCurrentEmailCode)}
            />
            <p className="account-note">{t("changeEmail.warning")}</p>
            <FormAlert message={form.formError} />
            <div className="account-form__actions">
              <button type="submit" className="button button--primary button--block" disabled={form.busy}>
                {t("actions.next")}
              </button>
            </div>
          </form>
        )}

        {step === "email" && (
          <form className="account-form" onSubmit={submitEmail} noValidate>
            <p className="account-lead">{t("changeEmail.newLead")}</p>
            <TextField
              label={t("fields.newEmail")}
              type="email"
              autoComplete="email"
              placeholder={t("placeholders.email")}
              value={email}
              onValueChange={form.clearing("email", setEmail)}
              error={form.errors.email}
              autoFocus
            />
            <FormAlert message={form.formError} />
            <div className="account-form__actions">
              <button type="submit" className="button button--primary button--block" disabled={form.busy}>
                {t("actions.sendCode")}
              </button>
            </div>
          </form>
        )}

        {step === "new" && (
          <EmailCodeStep
            form={form}
            field="newCode"
            email={email}
            code={newCode}
            onCodeChange={setNewCode}
            sendCode={() => attempt(form, async () => (await sendNew({ variables: { email } })).data?.sendNewEmailCode)}
            submitLabel={t("actions.submit")}
            onSubmit={submitNew}
            onChangeEmail={() => setStep("email")}
          />
        )}

        {step === "done" && (
          <SuccessView
            headline={t("changeEmail.doneHeadline")}
            body={t("changeEmail.done", { email })}
            action={
              <Link to="/security" replace className="button button--primary button--block">
                {t("actions.done")}
              </Link>
            }
          />
        )}
      </div>
    </main>
  );
}
