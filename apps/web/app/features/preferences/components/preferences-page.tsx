import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { UpdateNotificationsRequest } from "@cinelux/contract/notifications";
import { useMutationState, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import {
  type NotificationField,
  UPDATE_NOTIFICATIONS_KEY,
  useUpdateNotifications,
} from "../../../lib/account/update-notifications";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { Card, CheckboxField, PageHeader, SkeletonCard } from "../../../ui";
import { ACCOUNT_SETTINGS, MARKETING_SETTINGS, type NotificationSetting } from "../notification-fields";

export interface PreferencesPageProps {
  language: Language;
  /** The interests screen exists (flag myInterestEnabled): the page links to it. */
  interestsEnabled: boolean;
}

/** SPEC 2.2 {language}/preferences (analytics screen "preferences"): opt-ins and mail notifications. */
export function PreferencesPage({ language, interestsEnabled }: PreferencesPageProps) {
  const { t } = useTranslation();
  // The guard cached the account; a refetch after a save keeps it fresh.
  const { data: account } = useQuery(getAccountQueryOptions(language));
  return (
    <section className="preferences">
      <PageHeader title={t("Preferences.Title")} intro={t("Preferences.Intro")} />
      {account ? (
        <PreferencesSettings account={account} language={language} />
      ) : (
        <div className="preferences__cards">
          <SkeletonCard lines={4} label={t("Preferences.Loading")} />
        </div>
      )}
      {interestsEnabled ? (
        <p className="preferences__more">
          <Link to={paths.myInterests(language)}>{t("Preferences.InterestsLink")}</Link>
        </p>
      ) : null}
    </section>
  );
}

function PreferencesSettings({ account, language }: { account: AccountResponse; language: Language }) {
  const { t } = useTranslation();
  const mutation = useUpdateNotifications(language);
  const pending = useMutationState({
    filters: { mutationKey: UPDATE_NOTIFICATIONS_KEY, status: "pending" },
    select: (saving) =>
      Object.keys(
        (saving.state.variables as UpdateNotificationsRequest | undefined) ?? {},
      ) as NotificationField[],
  }).flat();
  const toggle = (setting: NotificationSetting) => (checked: boolean) => {
    // A second flip while the first is on its way would make the rollback ambiguous: it waits.
    if (!pending.includes(setting.field)) {
      mutation.mutate({ [setting.field]: checked });
    }
  };
  const renderSetting = (setting: NotificationSetting) => (
    <CheckboxField
      key={setting.field}
      switch
      name={setting.field}
      label={t(setting.label)}
      hint={t(setting.hint)}
      checked={account[setting.field]}
      aria-busy={pending.includes(setting.field) || undefined}
      onChange={(event) => toggle(setting)(event.currentTarget.checked)}
    />
  );
  return (
    <>
      <div className="preferences__cards">
        <Card title={t("Preferences.MarketingTitle")}>
          <div className="preferences__settings">{MARKETING_SETTINGS.map(renderSetting)}</div>
        </Card>
        <Card title={t("Preferences.AccountTitle")}>
          <div className="preferences__settings">{ACCOUNT_SETTINGS.map(renderSetting)}</div>
        </Card>
      </div>
      <p className="preferences__status" role="status">
        {pending.length > 0
          ? t("Preferences.Saving")
          : mutation.isError
            ? t("Preferences.NotSaved")
            : mutation.isSuccess
              ? t("Preferences.Saved")
              : ""}
      </p>
    </>
  );
}
