import "../../i18n/accountTexts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, emailRule } from "@fanfare/shared/users";
import { updateUserInfo, useSession } from "../../session/session";
import { changeEmailMutation, sendCurrentEmailCodeMutation, sendNewEmailCodeMutation } from "./operations";
import { CodeField } from "../../components/Field/Field";
import { EmailCodeStep, EmailStep } from "../../components/EmailCodeStep/EmailCodeStep";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { SecurityDoneView } from "./SecurityDoneView";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { useEmailCode } from "../../hooks/useEmailCode";

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
  const form = useMutationForm(["oldCode", "email", "newCode"]);
  const currentCode = useEmailCode("CHANGE_EMAIL");
  const [sendCurrent] = useMutation(sendCurrentEmailCodeMutation, uncachedResult);
  const [sendNew] = useMutation(sendNewEmailCodeMutation, uncachedResult);
  const [changeEmail] = useMutation(changeEmailMutation, uncachedResult);


  const submitOld = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(oldCodeForm, { oldCode });
    if (!data) return;
    void form.run(async () => {
      // Checked now (without using it up) so a typo shows here, not after the second code.
      if (await currentCode.check(form, currentEmail, data.oldCode)) setStep("email");
    });
  };

  const submitEmail = form.submit(
    emailForm,
    { email },
    async (data) => (await sendNew({ variables: { email: data.email } })).data?.sendNewEmailCode,
    (_sent, data) => {
      setEmail(data.email);
      setStep("new");
    },
  );

  const submitNew = form.submit(
    newCodeForm,
    { newCode },
    async (data) => (await changeEmail({ variables: { input: { oldCode, email, newCode: data.newCode } } })).data?.changeEmail,
    async (user) => {
      await updateUserInfo(user);
      setStep("done");
    },
    (error) => {
      if (error.field === "oldCode") setStep("old");
    },
  );

  return (
    <FormScreen>
      {step === "old" && (
        <form className={formClass.form} onSubmit={submitOld} noValidate>
          <p className={formClass.lead}>
            {t("changeEmail.currentLead", { email: currentEmail })}
          </p>
          <CodeField
            label={t("fields.code")}
            value={oldCode}
            onValueChange={form.clearing("oldCode", setOldCode)}
            error={form.errors.oldCode}
            sendCode={() => attempt(form, async () => (await sendCurrent()).data?.sendCurrentEmailCode)}
          />
          <p className={formClass.note}>{t("changeEmail.warning")}</p>
          <FormSubmit form={form} label={t("actions.next")} />
        </form>
      )}

      {step === "email" && (
        <EmailStep form={form} lead={t("changeEmail.newLead")} label={t("fields.newEmail")} email={email} onEmailChange={setEmail} autoFocus onSubmit={submitEmail} />
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
        <SecurityDoneView headline={t("changeEmail.doneHeadline")} body={t("changeEmail.done", { email })} />
      )}
    </FormScreen>
  );
}
