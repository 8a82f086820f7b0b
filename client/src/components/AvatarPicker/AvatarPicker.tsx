import "../../i18n/accountTexts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { AVATAR_TYPES, checkAvatarFile } from "@fanfare/shared/users";
import { UserIcon } from "../icons/UserIcon";
import { type Message, ruleMessage } from "../../lib/messages";
import "./AvatarPicker.css";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

interface AvatarPickerProps {
  value: string | null;
  /** A checked image as a data URL (the server stores it as is). */
  onPick: (dataUrl: string) => void;
  onError: (message: Message | null) => void;
  busy?: boolean;
}

/** The profile picture: images only, at most 200 KB ("Upload limit exceeded" otherwise). */
export function AvatarPicker({ value, onPick, onError, busy }: AvatarPickerProps) {
  const { t } = useTranslation("account");
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) return onError(ruleMessage(problem));
    onError(null);
    onPick(await readAsDataUrl(file));
  };

  return (
    <div className="avatar-picker">
      <button type="button" className="avatar-picker__button" onClick={() => input.current?.click()} disabled={busy} aria-label={value ? t("actions.changePicture") : t("actions.choosePicture")}>
        {value ? <img src={value} alt="" data-testid="avatar-image" /> : <UserIcon width={44} height={44} />}
      </button>
      <span className="avatar-picker__label" aria-hidden="true">
        {value ? t("actions.changePicture") : t("actions.choosePicture")}
      </span>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(",")}
        hidden
        data-testid="avatar-file"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
    </div>
  );
}
