import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import type { NotificationField } from "../../lib/account/update-notifications";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

export interface NotificationSetting {
  field: NotificationField;
  label: TranslationKey;
  hint: TranslationKey;
}

/** Marketing first (the two communication opt-ins), then the account's own notifications. */
export const MARKETING_SETTINGS: readonly NotificationSetting[] = [
  { field: MAIL_OPTIN_FIELD, label: "Preferences.MailOptin.Label", hint: "Preferences.MailOptin.Hint" },
  {
    field: GENERAL_OPTIN_FIELD,
    label: "Preferences.GeneralOptin.Label",
    hint: "Preferences.GeneralOptin.Hint",
  },
];

export const ACCOUNT_SETTINGS: readonly NotificationSetting[] = [
  {
    field: "mailNotification",
    label: "Preferences.MailNotification.Label",
    hint: "Preferences.MailNotification.Hint",
  },
];
