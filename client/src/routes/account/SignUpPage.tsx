import "./texts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { codeRule, emailRule, signUpProfileForm } from "@fanfare/shared/users";
import { PageHeader } from "../../components/PageHeader";
import { readStorage, storageKeys } from "../../lib/storage";
import { safeRedirect } from "../../session/redirect";
import { startSession } from "../../session/session";
import { AvatarPicker } from "../../components/AvatarPicker/AvatarPicker";
import { registerMutation } from "./operations";
import { withRedirect } from "./paths";
import "./account.css";
import { EmailCodeStep } from "../../components/EmailCodeStep/EmailCodeStep";
import { FormAlert, formClass } from "../../components/Form/Form";
import { fieldClass, PasswordField, TextField } from "../../components/Field/Field";
import { Steps } from "../../components/Steps/Steps";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { isErrorResult, type Message } from "../../lib/messages";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { useMessageText } from "../../hooks/useMessageText";
import { useEmailCode } from "../../hooks/useEmailCode";
import { buttonClass } from "../../components/Button/Button";

const emailForm = z.object({ email: emailRule });
const codeForm = z.object({ code: codeRule });
type Step = "email" | "code" | "profile" | "done";
const steps: Step[] = ["email", "code", "profile", "done"];

/** /sign-up: e-mail → e-mailed code → profile (nickname, optional picture, password twice) → done. */
export default function SignUpPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get("redirectUrl");
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [code, setCode] = useState("");
  const [nickname, setNickname] = useState("");
  const [avatar, setAvatar] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<Message | null>(null);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const form = useMutationForm(["email", "code", "nickname", "password", "confirmPassword", "avatar"]);
  const emailCode = useEmailCode("REGISTER");
  const [register] = useMutation(registerMutation, uncachedResult);
  const text = useMessageText();

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(emailForm, { email });
    if (!data) return;
    void form.run(async () => {
      if (await emailCode.send(form, data.email)) {
        setEmail(data.email);
        setCode("");
        setStep("code");
      }
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(codeForm, { code });
    if (!data) return;
    void form.run(async () => {
      if (await emailCode.check(form, email, data.code)) setStep("profile");
    });
  };

  const submitProfile = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(signUpProfileForm, { nickname, password, confirmPassword });
    if (!data) return;
    void form.run(async () => {
      const inviteCode = readStorage(storageKeys.inviteCode);
      const { data: answer } = await register({
        variables: { input: { email, code, nickname: data.nickname, password: data.password, avatar, inviteCode } },
      });
      const result = answer?.register;
      if (!result) throw new Error("no answer");
      if (isErrorResult(result)) {
        // An expired or used-up code: ask for a new one.
        if (result.code === "INVALID_CODE") setStep("code");
        if (result.code === "EMAIL_TAKEN") setStep("email");
        return form.fail(result);
      }
      if (result.__typename !== "AuthPayload") return;
      await startSession(result.token, result.user);
      setStep("done");
    });
  };


  return (
    <main className="app-page">
      <PageHeader />
      <div className={formClass.page}>
        <Steps labels={steps.map((s) => t(`signUp.steps.${s}`))} current={steps.indexOf(step)} />

        {step === "email" && (
          <form className={formClass.form} onSubmit={submitEmail} noValidate>
            <p className={formClass.lead}>{t("signUp.emailLead")}</p>
            <TextField
              label={t("fields.email")}
              type="email"
              autoComplete="email"
              placeholder={t("placeholders.email")}
              value={email}
              onValueChange={form.clearing("email", setEmail)}
              error={form.errors.email}
            />
            <FormAlert message={form.formError} />
            <div className={formClass.actions}>
              <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy}>
                {t("actions.sendCode")}
              </button>
            </div>
            <p className={formClass.linksCenter}>
              <span>
                {t("signUp.haveAccount")} <Link to={withRedirect("/sign-in", email ? { email } : {}, redirectUrl)}>{t("actions.signIn")}</Link>
              </span>
            </p>
          </form>
        )}

        {step === "code" && (
          <EmailCodeStep
            form={form}
            field="code"
            email={email}
            code={code}
            onCodeChange={setCode}
            sendCode={() => emailCode.send(form, email)}
            submitLabel={t("actions.next")}
            onSubmit={submitCode}
            onChangeEmail={() => setStep("email")}
          />
        )}

        {step === "profile" && (
          <form className={formClass.form} onSubmit={submitProfile} noValidate>
            <p className={formClass.lead}>{t("signUp.profileLead")}</p>
            <AvatarPicker value={avatar} onPick={setAvatar} onError={setAvatarError} />
            {avatarError && (
              <p className={fieldClass.error} role="alert" style={{ textAlign: "center" }}>
                {text(avatarError)}
              </p>
            )}
            <TextField
              label={t("fields.nickname")}
              autoComplete="nickname"
              placeholder={t("placeholders.nickname")}
              value={nickname}
              onValueChange={form.clearing("nickname", setNickname)}
              error={form.errors.nickname}
            />
            <PasswordField
              label={t("fields.password")}
              autoComplete="new-password"
              value={password}
              onValueChange={form.clearing("password", setPassword)}
              error={form.errors.password}
              hint={t("passwordHint")}
            />
            <PasswordField
              label={t("fields.confirmPassword")}
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={form.clearing("confirmPassword", setConfirmPassword)}
              error={form.errors.confirmPassword}
            />
            <FormAlert message={form.formError ?? form.errors.avatar ?? null} />
            <div className={formClass.actions}>
              <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy}>
                {t("actions.signUp")}
              </button>
            </div>
          </form>
        )}

        {step === "done" && (
          <SuccessView
            headline={t("signUp.doneHeadline")}
            body={t("signUp.doneBody")}
            action={
              <button type="button" className={buttonClass("primary", "block")} onClick={() => navigate(safeRedirect(redirectUrl), { replace: true })}>
                {t("actions.start")}
              </button>
            }
          />
        )}
      </div>
    </main>
  );
}
