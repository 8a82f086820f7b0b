// A product picture uploaded from the organiser's device (issue 34): a JPEG, PNG or WebP image within the
// size limit, stored by the server (uploadProductImage), whose path becomes the product's picture. A file
// refused says why in the organiser's language: too large (and the limit), or not an image.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { uploadProductImageMutation } from "./operations";
import { uploadImage } from "./imageUpload";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];

export function ProductImageUpload({ onUploaded }: { onUploaded: (path: string) => void }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const megabytes = (bytes: number) => new Intl.NumberFormat(language.bcp47, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

  const send = async (file: File) => {
    setProblem(null);
    // The server judges the bytes; a file the browser already knows is no image is not sent at all.
    if (file.type && !ACCEPTED.includes(file.type)) return setProblem(t("merch.upload.notImage"));
    setBusy(true);
    try {
      const r = (await uploadImage(uploadProductImageMutation, { file })).uploadProductImage;
      if (r.__typename === "UploadedImage") onUploaded(r.path);
      else if (r.__typename === "UploadRejectedError") setProblem(r.reason === "TOO_LARGE" ? t("merch.upload.tooLarge", { max: megabytes(r.maxBytes) }) : t("merch.upload.notImage"));
      else setProblem(errorText(r));
    } catch (e) {
      setProblem((e as Error).message === "PAYLOAD_TOO_LARGE" ? t("merch.upload.tooLargeAny") : t("merch.upload.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cn-field">
      <label htmlFor={id}>{t("merch.upload.label")}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED.join(",")}
        name="productImageFile"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        aria-invalid={!!problem || undefined}
        data-testid="console-product-image-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void send(file);
        }}
      />
      <span id={`${id}-hint`} className={problem ? "cn-error" : "cn-muted"} role={problem ? "alert" : undefined} data-testid={problem ? "console-product-image-problem" : undefined}>
        {busy ? t("merch.upload.sending") : (problem ?? t("merch.upload.hint"))}
      </span>
    </div>
  );
}
