import "../../i18n/accountTexts";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { payPasswordForm, payPasswordRule } from "@fanfare/shared/users";
import { useTitleOverride } from "../../hooks/usePageTitle";
import { updateUserInfo, useSession } from "../../session/session";
import { changePayPasswordMutation, setPayPasswordMutation } from "./operations";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { NewPinFields, PinField, useNewPin } from "../../components/PinField/PinField";
import { SecurityDoneView } from "./SecurityDoneView";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";

const changeForm = z.object({ oldPayPassword: payPasswordRule }).and(payPasswordForm);

/** /change-payment-pwd: set one (6 digits twice) when none is set; otherwise the old one, then the new one twice. */
export default function ChangePaymentPasswordPage() {
  const { t } = useTranslation("account");
  const { isSetPayPassword } = useSession();
  // Whether this visit sets or changes: fixed at the start, so the success message matches.
  const [setting] = useState(!isSetPayPassword);
  // The first time it is set up, not changed (issue 15: "Set payment password").
  useTitleOverride(setting ? "setPaymentPassword" : null);
  const [oldPayPassword, setOldPayPassword] = useState("");
  const newPin = useNewPin();
  const [done, setDone] = useState(false);
  const form = useMutationForm(["oldPayPassword", "payPassword", "confirmPayPassword"]);
  const [setMutation] = useMutation(setPayPasswordMutation, uncachedResult);
  const [changeMutation] = useMutation(changePayPasswordMutation, uncachedResult);


  const pins = { payPassword: newPin.payPassword, confirmPayPassword: newPin.confirmPayPassword };
  const submit = setting
    ? form.submit(
        payPasswordForm,
        pins,
        async (data) => (await setMutation({ variables: { payPassword: data.payPassword } })).data?.setPayPassword,
        async (user) => {
          await updateUserInfo(user);
          setDone(true);
        },
      )
    : form.submit(
        changeForm,
        { oldPayPassword, ...pins },
        async (data) => (await changeMutation({ variables: { input: { oldPayPassword: data.oldPayPassword, payPassword: data.payPassword } } })).data?.changePayPassword,
        () => setDone(true),
      );

  return (
    <FormScreen>
      {done ? (
        <SecurityDoneView headline={setting ? t("payPassword.setDone") : t("payPassword.changeDone")} />
      ) : (
        <form className={formClass.form} onSubmit={submit} noValidate>
          <p className={formClass.lead}>{setting ? t("payPassword.setLead") : t("payPassword.changeLead")}</p>
          {!setting && (
            <PinField label={t("fields.oldPayPassword")} value={oldPayPassword} onValueChange={form.clearing("oldPayPassword", setOldPayPassword)} error={form.errors.oldPayPassword} autoFocus />
          )}
          <NewPinFields
            form={form}
            label={setting ? t("fields.payPassword") : t("fields.newPayPassword")}
            value={newPin}
            autoFocus={setting}
          />
          <FormSubmit form={form} label={t("actions.submit")} />
          {!setting && (
            <p className={formClass.linksCenter}>
              <Link to="/reset-payment-pwd">{t("payPassword.forgot")}</Link>
            </p>
          )}
        </form>
      )}
    </FormScreen>
  );
}
