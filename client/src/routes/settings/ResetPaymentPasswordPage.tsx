import "../../i18n/accountTexts";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, payPasswordForm } from "@fanfare/shared/users";
import { refreshUserInfo } from "../../session/actions";
import { useSession } from "../../session/session";
import { resetPayPasswordMutation, sendPayPasswordCodeMutation } from "./operations";
import { CodeField } from "../../components/Field/Field";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { NewPinFields, useNewPin } from "../../components/PinField/PinField";
import { SecurityDoneView } from "./SecurityDoneView";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";

const resetForm = z.object({ code: codeRule }).and(payPasswordForm);

/** /reset-payment-pwd: a code e-mailed to the fan, then the new payment password twice. */
export default function ResetPaymentPasswordPage() {
  const { t } = useTranslation("account");
  const { userInfo } = useSession();
  const [code, setCode] = useState("");
  const newPin = useNewPin();
  const [done, setDone] = useState(false);
  const form = useMutationForm(["code", "payPassword", "confirmPayPassword"]);
  const [sendMutation] = useMutation(sendPayPasswordCodeMutation, uncachedResult);
  const [resetMutation] = useMutation(resetPayPasswordMutation, uncachedResult);


  const submit = form.submit(
    resetForm,
    { code, payPassword: newPin.payPassword, confirmPayPassword: newPin.confirmPayPassword },
    async (data) => (await resetMutation({ variables: { input: { code: data.code, payPassword: data.payPassword } } })).data?.resetPayPassword,
    async () => {
      setDone(true);
      await refreshUserInfo();
    },
  );

  return (
    <FormScreen>
      {done ? (
        <SecurityDoneView headline={t("payPassword.changeDone")} />
      ) : (
        <form className={formClass.form} onSubmit={submit} noValidate>
          <p className={formClass.lead}>
            {t("resetPayPassword.lead", { email: userInfo?.email ?? "" })}
          </p>
          <CodeField
            label={t("fields.code")}
            value={code}
            onValueChange={form.clearing("code", setCode)}
            error={form.errors.code}
            sendCode={() => attempt(form, async () => (await sendMutation()).data?.sendPayPasswordCode)}
          />
          <p className={formClass.noteInfo}>{t("signUp.spamHint")}</p>
          <NewPinFields
            form={form}
            label={t("fields.newPayPassword")}
            value={newPin}
          />
          <FormSubmit form={form} label={t("actions.submit")} />
        </form>
      )}
    </FormScreen>
  );
}
