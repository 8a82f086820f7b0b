import "../../i18n/accountTexts";
import { useMemo, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, phoneInput } from "@fanfare/shared/users";
import { PageHeader } from "../../components/PageHeader";
import { useLanguage } from "../../i18n/useLanguage";
import { updateUserInfo, useSession } from "../../session/session";
import { defaultDialRegion, dialOptions } from "./dialCodes";
import { phoneDialCodesQuery, sendPhoneCodeMutation, skipPhoneVerificationMutation, verifyPhoneMutation } from "./operations";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { CodeField, SelectField, TextField } from "../../components/Field/Field";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { buttonClass } from "../../components/Button/Button";

const verifyForm = phoneInput.and(z.object({ code: codeRule }));

/**
 * /chang-phone-num ("Verify Account"): area code, phone, SMS code, verify — or skip after a warning. The area
 * code starts on the fan's current number's, else their area's (dialCodes.ts).
 */
export default function ChangePhonePage() {
  const { t } = useTranslation("account");
  const { t: common } = useTranslation("common");
  const language = useLanguage();
  const navigate = useNavigate();
  const { userInfo, isValidPhone } = useSession();
  const dialCodes = useQuery(phoneDialCodesQuery);
  const countries = useMemo(() => dialCodes.data?.countries ?? [], [dialCodes.data]);
  const [pickedRegion, setPickedRegion] = useState<string | null>(null);
  const region = pickedRegion ?? defaultDialRegion(countries, { area: dialCodes.data?.me?.area, phoneAreaCode: userInfo?.phoneAreaCode });
  const areaCode = countries.find((c) => c.code === region)?.dialCode ?? "";
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [done, setDone] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const form = useMutationForm(["areaCode", "phone", "code"]);
  const [sendCode] = useMutation(sendPhoneCodeMutation, uncachedResult);
  const [verifyPhone] = useMutation(verifyPhoneMutation, uncachedResult);
  const [skip, { loading: skipBusy }] = useMutation(skipPhoneVerificationMutation, uncachedResult);

  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language.bcp47], { type: "region" });
    return dialOptions(countries, (iso) => names.of(iso), language.bcp47);
  }, [countries, language.bcp47]);

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
            <SelectField label={t("fields.areaCode")} value={region ?? ""} onValueChange={form.clearing("areaCode", setPickedRegion)} error={form.errors.areaCode} data-testid="phone-area-code" data-dial-code={areaCode}>
              {options.length === 0 && (
                <option value="" disabled>
                  {common(dialCodes.error ? "states.error" : "states.loading")}
                </option>
              )}
              {options.map((o) => (
                <option key={o.region} value={o.region}>
                  {o.label}
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
