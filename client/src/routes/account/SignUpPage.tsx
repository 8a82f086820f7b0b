import "./texts";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { signUpProfileForm } from "@fanfare/shared/users";
import { readStorage, storageKeys } from "../../lib/storage";
import { safeRedirect } from "../../session/redirect";
import { rememberDeviceToken } from "../../session/deviceTokens";
import { startSession } from "../../session/session";
import { AvatarPicker } from "../../components/AvatarPicker/AvatarPicker";
import { registerMutation } from "./operations";
import { withRedirect } from "./paths";
import "./account.css";
import { EmailCodeStep, EmailStep } from "../../components/EmailCodeStep/EmailCodeStep";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { fieldClass, NewPasswordFields, TextField, useNewPassword } from "../../components/Field/Field";
import { Steps } from "../../components/Steps/Steps";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { type Message } from "../../lib/messages";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { useMessageText } from "../../hooks/useMessageText";
import { useEmailVerification } from "../../hooks/useEmailCode";
import { buttonClass } from "../../components/Button/Button";

type Step = "email" | "code" | "profile" | "done";
const steps: Step[] = ["email", "code", "profile", "done"];

/** /sign-up: e-mail → e-mailed code → profile (nickname, optional picture, password twice) → done. */
export default function SignUpPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get("redirectUrl");
  const [step, setStep] = useState<Step>("email");
  const [nickname, setNickname] = useState("");
  const [avatar, setAvatar] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<Message | null>(null);
  const newPassword = useNewPassword();
  const form = useMutationForm(["email", "code", "nickname", "password", "confirmPassword", "avatar"]);
  const { email, setEmail, code, setCode, submitEmail, submitCode, resend } = useEmailVerification("REGISTER", form, params.get("email") ?? "", {
    onSent: () => setStep("code"),
    onChecked: () => setStep("profile"),
  });
  const [register] = useMutation(registerMutation, uncachedResult);
  const text = useMessageText();

  const submitProfile = form.submit(
    signUpProfileForm,
    { nickname, password: newPassword.password, confirmPassword: newPassword.confirmPassword },
    async (data) => {
      const inviteCode = readStorage(storageKeys.inviteCode);
      return (await register({ variables: { input: { email, code, nickname: data.nickname, password: data.password, avatar, inviteCode } } })).data?.register;
    },
    async (signedIn) => {
      rememberDeviceToken(signedIn.user.email, signedIn.deviceToken);
      await startSession(signedIn.token, signedIn.user);
      setStep("done");
    },
    (error) => {
      // An expired or used-up code: ask for a new one.
      if (error.code === "INVALID_CODE") setStep("code");
      if (error.code === "EMAIL_TAKEN") setStep("email");
    },
  );


  return (
    <FormScreen>
      <Steps labels={steps.map((s) => t(`signUp.steps.${s}`))} current={steps.indexOf(step)} />

      {step === "email" && (
        <EmailStep form={form} lead={t("signUp.emailLead")} email={email} onEmailChange={setEmail} onSubmit={submitEmail}>
          <p className={formClass.linksCenter}>
            <span>
              {t("signUp.haveAccount")} <Link to={withRedirect("/sign-in", email ? { email } : {}, redirectUrl)}>{t("actions.signIn")}</Link>
            </span>
          </p>
        </EmailStep>
      )}

      {step === "code" && (
        <EmailCodeStep
          form={form}
          field="code"
          email={email}
          code={code}
          onCodeChange={setCode}
          sendCode={resend}
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
          <NewPasswordFields
            form={form}
            label={t("fields.password")}
            value={newPassword}
          />
          <FormSubmit form={form} label={t("actions.signUp")} message={form.formError ?? form.errors.avatar ?? null} />
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
    </FormScreen>
  );
}
