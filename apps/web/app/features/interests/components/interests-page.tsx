import type { AccountResponse } from "@cinelux/contract/account";
import type { InterestsResponse } from "@cinelux/contract/interests";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getInterestsQueryOptions } from "../api/get-interests";
import { InterestsForm } from "./interests-form";

/** SPEC 2.2 {language}/my-interests (analytics screen "interests"): genres and events a customer likes. */
export function InterestsPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="interests">
      <PageHeader title={t("Interests.Title")} intro={t("Interests.Intro")} />
      <InterestsContent language={language} />
    </section>
  );
}

function InterestsContent({ language }: { language: Language }) {
  const { t } = useTranslation();
  const account = useQuery(getAccountQueryOptions(language));
  // After a failure (its toast already shown) the page says so and asks again on demand.
  const interests = useQuery({ ...getInterestsQueryOptions(language), retryOnMount: false });
  if (interests.isError && !interests.data) {
    return (
      <div className="interests__failed">
        <p>{t("Interests.LoadError")}</p>
        <Button variant="secondary" busy={interests.isFetching} onClick={() => void interests.refetch()}>
          {t("Interests.Retry")}
        </Button>
      </div>
    );
  }
  if (!account.data || !interests.data) {
    return <SkeletonCard lines={5} label={t("Interests.Loading")} />;
  }
  return <LoadedInterests account={account.data} choices={interests.data} language={language} />;
}

function LoadedInterests({
  account,
  choices,
  language,
}: {
  account: AccountResponse;
  choices: InterestsResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  if (choices.genres.length === 0 && choices.events.length === 0) {
    return <EmptyState title={t("Interests.EmptyTitle")}>{t("Interests.EmptyText")}</EmptyState>;
  }
  return <InterestsForm account={account} choices={choices} language={language} />;
}
