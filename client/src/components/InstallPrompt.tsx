import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { getInstallPrompt, isIosSafari, promptInstall, shouldOfferInstall, subscribeInstallPrompt } from "../lib/installEvent";
import { storageKeys, writeStorage } from "../lib/storage";
import { FanfareMark } from "./icons/FanfareMark";
import { MenuDotsIcon } from "./icons/MenuDotsIcon";
import { PlusSquareIcon } from "./icons/PlusSquareIcon";
import { ShareIcon } from "./icons/ShareIcon";
import "./InstallPrompt.css";
import { loadNamespace } from "../i18n";
import { buttonClass } from "./Button/Button";

// Its texts are a lazy namespace: this module waits for them before it renders.
await loadNamespace("install");

/**
 * The add-to-home-screen popup. It is deliberately modal: no backdrop click, no Escape,
 * only "Skip" (remembered in localStorage) or installing closes it.
 */
export default function InstallPrompt() {
  const { t } = useTranslation("install");
  const [dismissed, setDismissed] = useState(() => !shouldOfferInstall());
  const installEvent = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const ios = isIosSafari();

  useEffect(() => {
    if (!dismissed) primaryRef.current?.focus();
  }, [dismissed, installEvent]);

  if (dismissed) return null;

  const skip = () => {
    writeStorage(storageKeys.skipInstallApp, "1");
    setDismissed(true);
  };

  const install = async () => {
    if (await promptInstall()) setDismissed(true);
  };

  return (
    <div className="install-prompt">
      <div className="install-prompt__backdrop" />
      <div className="install-prompt__dialog" role="dialog" aria-modal="true" aria-labelledby="install-prompt-title" aria-describedby="install-prompt-body" data-testid="install-prompt">
        <FanfareMark className="install-prompt__mark" width={64} height={64} />
        <h2 id="install-prompt-title" className="install-prompt__title">{t("title")}</h2>
        <p id="install-prompt-body" className="install-prompt__body">{t("body")}</p>

        {ios ? (
          <ol className="install-prompt__steps" data-testid="install-ios-steps">
            <li>
              <ShareIcon />
              <span>{t("ios.step1")}</span>
            </li>
            <li>
              <PlusSquareIcon />
              <span>{t("ios.step2")}</span>
            </li>
            <li>
              <span className="install-prompt__step-number">3</span>
              <span>{t("ios.step3")}</span>
            </li>
          </ol>
        ) : (
          !installEvent && (
            <p className="install-prompt__hint" data-testid="install-menu-hint">
              <MenuDotsIcon />
              <span>{t("other.menu")}</span>
            </p>
          )
        )}

        <div className="install-prompt__actions">
          {!ios && installEvent && (
            <button ref={primaryRef} type="button" className={buttonClass("primary", "block")} onClick={install}>
              {t("install")}
            </button>
          )}
          <button ref={!ios && installEvent ? undefined : primaryRef} type="button" className={buttonClass("secondary", "block")} onClick={skip}>
            {t("skip")}
          </button>
        </div>
      </div>
    </div>
  );
}
