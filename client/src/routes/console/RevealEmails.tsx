// "Show e-mail addresses": for roles that may see buyers' and holders' addresses (scope attendees:contact:
// owners, managers, box office). Off by default; each list read with it on is audited by the server.
import { useTranslation } from "react-i18next";

export function RevealEmails({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation("console");
  return (
    <label className="cn-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="reveal-emails" />
      <span>
        {t("contacts.reveal")}
        <span className="cn-muted"> {t("contacts.audited")}</span>
      </span>
    </label>
  );
}
