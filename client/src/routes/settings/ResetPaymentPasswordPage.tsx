import "../account/texts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, payPasswordForm } from "../../../../server/src/modules/users/users.rules";
import { PageHeader } from "../../components/PageHeader";
import { refreshUserInfo } from "../../session/actions";
import { useSession } from "../../session/session";
import { CodeField, FormAlert, PinField, SuccessView } from "../account/fields";
import { attempt, useForm, accountResult } from "../account/form";
import { resetPayPasswordMutation, sendPayPasswordCodeMutation } from "./operations";
import "../account/account.css";

const resetForm = z.object({ code: codeRule }).and(payPasswordForm);

/** /reset-payment-pwd: a code e-mailed to the fan, then the new payment password twice. */
export default function ResetPaymentPasswordPage() {
  const { t } = useTranslation("account");
  const { userInfo } = useSession();
  const [code, setCode] = useState("");
  const [payPassword, setPayPassword] = useState("");
  const [confirmPayPassword, setConfirmPayPassword] = useState("");
  const [done, setDone] = useState(false);
  const form = useForm(["code", "payPassword", "confirmPayPassword"]);
  const [sendMutation] = useMutation(sendPayPasswordCodeMutation, accountResult);
  const [resetMutation] = useMutation(resetPayPasswordMutation, accountResult);


  const submit = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(resetForm, { code, payPassword, confirmPayPassword });
    if (!data) return;
    void form.run(async () => {
      const ok = await attempt(form, async () => (await resetMutation({ variables: { input: { code: data.code, payPassword: data.payPassword } } })).data?.resetPayPassword);
      if (!ok) return;
      setDone(true);
      await refreshUserInfo();
    });
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className="account-page">
        {done ? (
          <SuccessView
            headline={t("payPassword.changeDone")}
            action={
              <Link to="/security" replace className="button button--primary button--block">
                {t("actions.done")}
              </Link>
            }
          />
        ) : (
          <form className="account-form" onSubmit={submit} noValidate>
            <p className="account-lead">
              {t("resetPayPassword.lead", { email: userInfo?.email ?? "" })}
            </p>
            <CodeField
              label={t("fields.code")}
              value={code}
              onValueChange={form.clearing("code", setCode)}
              error={form.errors.code}
              sendCode={() => attempt(form, async () => (await sendMutation()).data?.sendPayPasswordCode)}
            />
            <p className="account-note account-note--info">{t("signUp.spamHint")}</p>
            <PinField label={t("fields.newPayPassword")} value={payPassword} onValueChange={form.clearing("payPassword", setPayPassword)} error={form.errors.payPassword} />
            <PinField label={t("fields.confirmPayPassword")} value={confirmPayPassword} onValueChange={form.clearing("confirmPayPassword", setConfirmPayPassword)} error={form.errors.confirmPayPassword} />
            <FormAlert message={form.formError} />
            <div className="account-form__actions">
              <button type="submit" className="button button--primary button--block" disabled={form.busy}>
                {t("actions.submit")}
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
