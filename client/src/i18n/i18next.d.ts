import "i18next";
import type en from "@fanfare/shared/locales/en/index.ts";
import type account from "@fanfare/shared/locales/en/account.json";
import type tickets from "@fanfare/shared/locales/en/tickets.json";
import type wallet from "@fanfare/shared/locales/en/wallet.json";
import type entry from "@fanfare/shared/locales/en/entry.json";
import type merch from "@fanfare/shared/locales/en/merch.json";
import type giveaway from "@fanfare/shared/locales/en/giveaway.json";
import type support from "@fanfare/shared/locales/en/support.json";
import type legal from "@fanfare/shared/locales/en/legal.json";
import type errors from "@fanfare/shared/locales/en/errors.json";
import type validation from "@fanfare/shared/locales/en/validation.json";
import type install from "@fanfare/shared/locales/en/install.json";
import type marketing from "@fanfare/shared/locales/en/marketing.json";
import type queue from "@fanfare/shared/locales/en/queue.json";
import type consoleTexts from "@fanfare/shared/locales/en/console.json";

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
      queue: typeof queue;
      console: typeof consoleTexts;
    };
  }
}
