import "i18next";
import type en from "./locales/en";
import type account from "./locales/en/account.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en & { account: typeof account };
  }
}
