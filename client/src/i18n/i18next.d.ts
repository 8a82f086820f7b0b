import "i18next";
import type en from "./locales/en";
import type account from "./locales/en/account.json";
import type tickets from "./locales/en/tickets.json";
import type wallet from "./locales/en/wallet.json";
import type entry from "./locales/en/entry.json";
import type merch from "./locales/en/merch.json";
import type giveaway from "./locales/en/giveaway.json";
import type support from "./locales/en/support.json";
import type legal from "./locales/en/legal.json";
import type errors from "./locales/en/errors.json";
import type validation from "./locales/en/validation.json";
import type install from "./locales/en/install.json";
import type marketing from "./locales/en/marketing.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en & {
      account: typeof account;
      tickets: typeof tickets;
      wallet: typeof wallet;
      entry: typeof entry;
      merch: typeof merch;
      giveaway: typeof giveaway;
      support: typeof support;
      legal: typeof legal;
      errors: typeof errors;
      validation: typeof validation;
      install: typeof install;
      marketing: typeof marketing;
    };
  }
}
