import "../../i18n/accountTexts";
import { useTranslation } from "react-i18next";
import { MenuLink, MenuSection } from "../../components/Menu";
import { MailIcon } from "../../components/icons/MailIcon";
import { ShieldIcon } from "../../components/icons/ShieldIcon";
import { WalletIcon } from "../../components/icons/WalletIcon";
import { UserIcon } from "../../components/icons/UserIcon";
import { useSession } from "../../session/session";
import { FormScreen } from "../../components/Form/Form";

/** /security: passwords, payment password, e-mail and phone. */
export default function SecurityPage() {
  const { t } = useTranslation("account");
  const { t: tTitles } = useTranslation("titles");
  const { userInfo, isSetPayPassword, isValidPhone } = useSession();
  const phone = userInfo?.phone ? `+${userInfo.phoneAreaCode ?? ""} ${userInfo.phone}` : undefined;

  return (
    <FormScreen>
      <MenuSection title={t("security.password")}>
        <MenuLink to="/change-pwd" Icon={ShieldIcon} label={tTitles("changePassword")} testId="security-change-pwd" />
        <MenuLink to="/reset-pwd" Icon={MailIcon} label={t("security.resetPassword")} />
      </MenuSection>
      <MenuSection title={t("security.payment")}>
        <MenuLink
          to="/change-payment-pwd"
          Icon={WalletIcon}
          label={isSetPayPassword ? tTitles("changePaymentPassword") : t("security.setPayPassword")}
          detail={isSetPayPassword ? undefined : t("security.notSet")}
          testId="security-change-payment-pwd"
        />
        {isSetPayPassword && <MenuLink to="/reset-payment-pwd" Icon={MailIcon} label={t("security.resetPayPassword")} />}
      </MenuSection>
      <MenuSection title={t("security.contact")}>
        <MenuLink to="/change-email" Icon={MailIcon} label={tTitles("changeEmail")} detail={userInfo?.email} />
        <MenuLink to="/chang-phone-num" Icon={UserIcon} label={t("security.changePhone")} detail={isValidPhone ? phone : t("security.phoneNotVerified")} />
      </MenuSection>
    </FormScreen>
  );
}
