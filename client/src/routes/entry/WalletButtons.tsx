// "Add to Apple Wallet" / "Add to Google Wallet" on the ticket page, for the wallets the server has configured
// (Query.walletPassProviders) and the links it gave for this ticket. The badges are our own drawings.
import { useTranslation } from "react-i18next";

interface Props {
  providers: { apple: boolean; google: boolean } | null | undefined;
  links: { applePassUrl?: string | null; googleSaveUrl?: string | null } | null | undefined;
  /** The Apple link is short-lived: asks the server for a fresh one before following it. */
  freshAppleUrl: () => Promise<string | null>;
}

function AppleGlyph() {
  return (
    <svg className="wallet-badge__glyph" viewBox="0 0 32 24" aria-hidden="true">
      <rect x="1" y="1" width="30" height="22" rx="4" fill="#2b2b2b" stroke="#8e8e93" strokeWidth="1" />
      <rect x="3" y="4" width="26" height="5" rx="1.5" fill="#34aadc" />
      <rect x="3" y="7.5" width="26" height="5" rx="1.5" fill="#ffcc00" />
      <rect x="3" y="11" width="26" height="5" rx="1.5" fill="#4cd964" />
      <path d="M1 14h9c1.5 0 2 2.5 6 2.5S20.5 14 22 14h9v6a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3z" fill="#d1d1d6" />
    </svg>
  );
}

function GoogleGlyph() {
  return (
    <svg className="wallet-badge__glyph" viewBox="0 0 32 24" aria-hidden="true">
      <rect x="2" y="2" width="28" height="7" rx="3" fill="#ea4335" />
      <rect x="2" y="6.5" width="28" height="7" rx="3" fill="#fbbc04" />
      <rect x="2" y="11" width="28" height="7" rx="3" fill="#34a853" />
      <path d="M2 16h10a4 4 0 0 0 8 0h10v3a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3z" fill="#4285f4" />
    </svg>
  );
}

export function WalletButtons({ providers, links, freshAppleUrl }: Props) {
  const { t } = useTranslation("entry");
  const apple = providers?.apple && links?.applePassUrl;
  const google = providers?.google && links?.googleSaveUrl;
  if (!apple && !google) return null;
  return (
    <section className="entry-card surface wallet-buttons" aria-label={t("wallet.label")} data-testid="wallet-buttons">
      <div className="wallet-buttons__row">
        {apple && (
          <a
            className="wallet-badge"
            href={links.applePassUrl!}
            data-testid="wallet-apple"
            onClick={async (e) => {
              e.preventDefault();
              const url = (await freshAppleUrl()) ?? links.applePassUrl!;
              window.location.assign(url);
            }}
          >
            <AppleGlyph />
            <span>{t("wallet.apple")}</span>
          </a>
        )}
        {google && (
          <a className="wallet-badge" href={links.googleSaveUrl!} target="_blank" rel="noopener noreferrer" data-testid="wallet-google">
            <GoogleGlyph />
            <span>{t("wallet.google")}</span>
          </a>
        )}
      </div>
      <p className="wallet-buttons__note">{t("wallet.note")}</p>
    </section>
  );
}
