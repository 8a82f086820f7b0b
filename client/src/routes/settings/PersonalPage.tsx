import "../../i18n/accountTexts";
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { nicknameRule } from "@fanfare/shared/users";
import { MenuLink, MenuSection } from "../../components/Menu";
import { updateUserInfo, useSession } from "../../session/session";
import { AvatarPicker } from "../../components/AvatarPicker/AvatarPicker";
import { updateProfileMutation } from "./operations";
import { FormScreen, FormAlert, formClass } from "../../components/Form/Form";
import { fieldClass, TextField } from "../../components/Field/Field";
import { isErrorResult, type Message } from "../../lib/messages";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { useMessageText } from "../../hooks/useMessageText";
import { buttonClass } from "../../components/Button/Button";
import { SeatingNeedSection } from "./SeatingNeedSection";

const nicknameForm = z.object({ nickname: nicknameRule });

/** /personal: picture (images ≤ 200 KB, stored as a data URL), nickname, the ways to change e-mail and phone, and seating needs. */
export default function PersonalPage() {
  const { t } = useTranslation("account");
  const { t: tTitles } = useTranslation("titles");
  const { userInfo, isValidPhone } = useSession();
  const [nickname, setNickname] = useState(userInfo?.nickname ?? "");
  const [avatarError, setAvatarError] = useState<Message | null>(null);
  const [saved, setSaved] = useState<"avatar" | "nickname" | null>(null);
  const form = useMutationForm(["nickname", "avatar"]);
  const [updateProfile, { loading }] = useMutation(updateProfileMutation, uncachedResult);
  const text = useMessageText();

  const save = async (input: { nickname?: string; avatar?: string }, what: "avatar" | "nickname") => {
    setSaved(null);
    const { data } = await updateProfile({ variables: { input } });
    const result = data?.updateProfile;
    if (!result) throw new Error("no answer");
    if (isErrorResult(result)) return form.fail(result);
    if (result.__typename === "User") await updateUserInfo(result);
    setSaved(what);
  };

  const submitNickname = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(nicknameForm, { nickname });
    if (!data) return;
    void form.run(() => save({ nickname: data.nickname }, "nickname"));
  };

  const avatarText = text(avatarError ?? form.errors.avatar);
  const phone = userInfo?.phone && isValidPhone ? `+${userInfo.phoneAreaCode ?? ""} ${userInfo.phone}` : t("security.phoneNotVerified");

  return (
    <FormScreen>
      <AvatarPicker
        value={userInfo?.avatar ?? null}
        busy={loading}
        onError={setAvatarError}
        onPick={(avatar) => void form.run(() => save({ avatar }, "avatar"))}
      />
      {avatarText && (
        <p className={fieldClass.error} role="alert" style={{ textAlign: "center" }} data-testid="avatar-error">
          {avatarText}
        </p>
      )}
      {saved === "avatar" && (
        <p className={fieldClass.hint} role="status" style={{ textAlign: "center" }}>
          {t("personal.saved")}
        </p>
      )}
      <p className={fieldClass.hint} style={{ textAlign: "center" }}>
        {t("personal.pictureHint")}
      </p>

      <form className={formClass.form} onSubmit={submitNickname} noValidate>
        <TextField
          label={t("fields.nickname")}
          autoComplete="nickname"
          value={nickname}
          onValueChange={(v) => {
            setNickname(v);
            setSaved(null);
            form.clear("nickname");
          }}
          error={form.errors.nickname}
          hint={saved === "nickname" ? t("personal.saved") : undefined}
        />
        <FormAlert message={form.formError} />
        <button type="submit" className={buttonClass("secondary", "block")} disabled={form.busy || nickname === userInfo?.nickname}>
          {t("actions.save")}
        </button>
      </form>

      <MenuSection>
        <MenuLink to="/change-email" label={tTitles("changeEmail")} detail={userInfo?.email} />
        <MenuLink to="/chang-phone-num" label={t("security.changePhone")} detail={phone} />
      </MenuSection>

      <SeatingNeedSection />
    </FormScreen>
  );
}
