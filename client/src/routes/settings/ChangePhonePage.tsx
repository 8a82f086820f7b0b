import "../../i18n/accountTexts";
import { useMemo, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, phoneInput } from "@fanfare/shared/users";
import { PageHeader } from "../../components/PageHeader";
import { useLanguage } from "../../i18n/useLanguage";
import { updateUserInfo, useSession } from "../../session/session";
import { dialCodes } from "./dialCodes";
import { sendPhoneCodeMutation, skipPhoneVerificationMutation, verifyPhoneMutation } from "./operations";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { CodeField, SelectField, TextField } from "../../components/Field/Field";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { buttonClass } from "../../components/Button/Button";

const verifyForm = phoneInput.and(z.object({ code: codeRule }));

/** /chang-phone-num ("Verify Account"): area code, phone, SMS code, verify — or skip after a warning. */
export default function ChangePhonePage() {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const navigate = useNavigate();
  const { userInfo, isValidPhone } = useSession();
  const [areaCode, setAreaCode] = useState(userInfo?.phoneAreaCode ?? dialCodes[0].code);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [done, setDone] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const form = useMutationForm(["areaCode", "phone", "code"]);
  const [sendCode] = useMutation(sendPhoneCodeMutation, uncachedResult);
  const [verifyPhone] = useMutation(verifyPhoneMutation, uncachedResult);
  const [skip, { loading: skipBusy }] = useMutation(skipPhoneVerificationMutation, uncachedResult);

  const regionNames = useMemo(() => new Intl.DisplayNames([language.bcp47], { type: "region" }), [language.bcp47]);

  const leave = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/home/user", { replace: true });
  };


  const send = async () => {
    const input = form.check(phoneInput, { areaCode, phone });
    if (!input) return false;
    return attempt(form, async () => (await sendCode({ variables: { input } })).data?.sendPhoneCode);
  };

  const submit = form.submit(
    verifyForm,
    { areaCode, phone, code },
    async (input) => (await verifyPhone({ variables: { input } })).data?.verifyPhone,
    async (user) => {
      await updateUserInfo(user);
      setDone(true);
    },
  );

  const confirmSkip = async () => {
    try {
      const { data } = await skip();
      const result = data?.skipPhoneVerification;
      if (result && isErrorResult(result)) {
        setSkipping(false);
        return form.fail(result);
      }
      if (result?.__typename === "User") await updateUserInfo(result);
      leave();
    } catch {
      setSkipping(false);
      form.setFormError({ key: "common:states.error" });
    }
  };

  return (
    <main className="app-page">
      <PageHeader
        end={
          !done && (
            <button type="button" className={buttonClass("ghost")} onClick={() => setSkipping(true)} data-testid="skip-phone">
              {t("actions.skip")}
            </button>
          )
        }
      />
      <div className={formClass.page}>
        {done ? (
          <SuccessView
            headline={t("phone.doneHeadline")}
            body={t("phone.done", { phone: `+${areaCode} ${phone}` })}
            action={
              <button type="button" className={buttonClass("primary", "block")} onClick={leave}>
                {t("actions.done")}
              </button>
            }
          />
        ) : (
          <form className={formClass.form} onSubmit={submit} noValidate>
            <p className={formClass.lead}>{t("phone.lead")}</p>
            {isValidPhone && userInfo?.phone && <p className={formClass.noteInfo}>{t("phone.current", { phone: `+${userInfo.phoneAreaCode ?? ""} ${userInfo.phone}` })}</p>}
            <SelectField label={t("fields.areaCode")} value={areaCode} onValueChange={setAreaCode} error={form.errors.areaCode}>
              {dialCodes.map(({ region, code: dial }) => (
                <option key={region} value={dial}>
                  {`${regionNames.of(region) ?? region} (+${dial})`}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("fields.phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t("placeholders.phone")}
              value={phone}
              onValueChange={form.clearing("phone", setPhone)}
              error={form.errors.phone}
            />
            <CodeField label={t("fields.smsCode")} value={code} onValueChange={form.clearing("code", setCode)} error={form.errors.code} sendCode={send} />
            <FormSubmit form={form} label={t("actions.verify")} />
          </form>
        )}
      </div>
      {skipping && (
        <ConfirmDialog
          title={t("phone.skipTitle")}
          body={t("phone.skipBody")}
          confirmLabel={t("actions.skipAnyway")}
          cancelLabel={t("actions.verifyNow")}
          onConfirm={() => void confirmSkip()}
          onCancel={() => setSkipping(false)}
          busy={skipBusy}
        />
      )}
    </main>
  );
}
