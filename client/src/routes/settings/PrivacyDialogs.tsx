import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { apolloClient } from "../../apollo";
import { clearSession, navigateTo } from "../../session/session";
import { buttonClass } from "../../components/Button/Button";
import { Dialog } from "../../components/Dialog/Dialog";
import { PasswordField } from "../../components/Field/Field";
import { FormAlert } from "../../components/Form/Form";
import { uncachedResult, useMutationForm, type Form } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import "./PrivacyDialogs.css";
import { deleteMyAccountMutation, exportMyDataMutation } from "./operations";
import { saveFile } from "../../lib/saveFile";

interface PasswordDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  testId: string;
  /** Runs with the password; returns an error result to show, or nothing when done. */
  onSubmit: (password: string, form: Form) => Promise<void>;
  onCancel: () => void;
  children?: ReactNode;
  /** Shown under the form's error (e.g. what blocks the action). */
  notice?: ReactNode;
}

/** A centred dialog that asks for the password before a sensitive action. Escape cancels. */
function PasswordDialog({ title, body, confirmLabel, danger, testId, onSubmit, onCancel, children, notice }: PasswordDialogProps) {
  const { t } = useTranslation("account");
  const id = useId();
  const [password, setPassword] = useState("");
  const form = useMutationForm(["password"]);
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector("input")?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      form.setErrors({ password: { key: "validation:required" } });
      return;
    }
    void form.run(() => onSubmit(password, form));
  };

  return (
    <Dialog title={title} onClose={onCancel} role="alertdialog" describedBy={`${id}-body`} testId={testId}>
      <form className="privacy-dialog" onSubmit={submit} noValidate>
        <p className="dialog__body" id={`${id}-body`}>
          {body}
        </p>
        {children}
        <div ref={first}>
          <PasswordField label={t("fields.password")} autoComplete="current-password" value={password} onValueChange={form.clearing("password", setPassword)} error={form.errors.password} />
        </div>
        <FormAlert message={form.formError} />
        {notice}
        <div className="dialog__actions">
          <button type="submit" className={buttonClass(danger ? "danger" : "primary", "block")} disabled={form.busy}>
            {confirmLabel}
          </button>
          <button type="button" className={buttonClass("secondary", "block")} onClick={onCancel}>
            {t("actions.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Saves the export as a .json file through a temporary link. */
function saveJson(fileName: string, data: unknown) {
  saveFile(JSON.stringify(data, null, 2), fileName, "application/json");
}

/** "Download my data": the password, then a JSON file of everything Fanfare holds about the fan. */
export function DownloadDataDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("account");
  const [exportMyData] = useMutation(exportMyDataMutation, uncachedResult);
  return (
    <PasswordDialog
      title={t("privacy.downloadTitle")}
      body={t("privacy.downloadBody")}
      confirmLabel={t("privacy.downloadAction")}
      testId="download-data-dialog"
      onCancel={onClose}
      onSubmit={async (password, form) => {
        const result = (await exportMyData({ variables: { password } })).data?.exportMyData;
        if (!result) return;
        if (isErrorResult(result)) return form.fail(result);
        if (result.__typename === "MyDataExport") {
          saveJson(result.fileName, result.data);
          onClose();
        }
      }}
    />
  );
}

/** "Delete account": what goes and what stays, the password, then the account is gone. */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation("account");
  const [deleteMyAccount] = useMutation(deleteMyAccountMutation, uncachedResult);
  const [blockers, setBlockers] = useState<string[]>([]);
  return (
    <PasswordDialog
      title={t("privacy.deleteTitle")}
      body={t("privacy.deleteBody")}
      confirmLabel={t("privacy.deleteAction")}
      danger
      testId="delete-account-dialog"
      onCancel={onClose}
      notice={
        blockers.length > 0 && (
          <ul className="privacy-dialog__list privacy-dialog__list--blockers" data-testid="deletion-blockers">
            {blockers.map((b) => (
              <li key={b}>{t(`privacy.blockers.${b}` as "privacy.blockers.LIVE_HOLD")}</li>
            ))}
          </ul>
        )
      }
      onSubmit={async (password, form) => {
        setBlockers([]);
        const result = (await deleteMyAccount({ variables: { password } })).data?.deleteMyAccount;
        if (!result) return;
        if (result.__typename === "AccountDeletionBlockedError") {
          setBlockers(result.reasons);
          form.setFormError({ key: "errors:ACCOUNT_DELETION_BLOCKED" });
          return;
        }
        if (isErrorResult(result)) return form.fail(result);
        onDeleted();
      }}
    >
      <ul className="privacy-dialog__list">
        <li>{t("privacy.deleteRemoved")}</li>
        <li>{t("privacy.deleteKept")}</li>
        <li>
          <strong>{t("privacy.deleteFinal")}</strong>
        </li>
      </ul>
    </PasswordDialog>
  );
}

/** After deletion: the local session and cache go; the fan lands on the home page. */
export async function leaveDeletedAccount(): Promise<void> {
  clearSession();
  await apolloClient.clearStore();
  navigateTo("/");
}
