import type { Language } from "@cinelux/contract/languages";
import type { PassType } from "@cinelux/contract/passes";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../../lib/account/get-account";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { paths } from "../../../../lib/routing/paths";
import { Button, ButtonLink, Card, EmptyState, PageHeader, SkeletonCard } from "../../../../ui";
import { chainToday } from "../../subscribe-rules";
import { SubscribeForm } from "./subscribe-form";

/**
 * docs/screens/subscribe.md: signing up for a pass at `{language}/subscribe?plan=X`. A customer
 * whose pass has not ended is told so, with the way to change plan; everyone else gets the steps.
 */
export function SubscribePage({
  language,
  plan,
  onPlan,
}: {
  language: Language;
  plan: PassType;
  onPlan: (plan: PassType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="subscribe">
      <PageHeader title={t("Subscribe.Title")} intro={t("Subscribe.Intro")} />
      <SubscribeContent language={language} plan={plan} onPlan={onPlan} />
    </div>
  );
}

function SubscribeContent({
  language,
  plan,
  onPlan,
}: {
  language: Language;
  plan: PassType;
  onPlan: (plan: PassType) => void;
}) {
  const { t } = useTranslation();
  // The guard has loaded the account: this is its cached copy, refetched when stale.
  const account = useQuery({ ...getAccountQueryOptions(language), retryOnMount: false });
  if (account.data) {
    const holdsPass =
      account.data.subscription && account.data.subscriptionState?.eligibleReSubscription !== true;
    if (holdsPass) {
      return (
        <EmptyState
          illustration="empty-cards"
          title={t("Subscribe.Holder.Title")}
          action={
            <ButtonLink to={paths.subscription(language)} variant="primary">
              {t("Subscribe.Holder.Link")}
            </ButtonLink>
          }
        >
          {t("Subscribe.Holder.Text")}
        </EmptyState>
      );
    }
    return (
      <SubscribeForm
        account={account.data}
        language={language}
        today={chainToday()}
        plan={plan}
        onPlan={onPlan}
      />
    );
  }
  if (account.isError) {
    return (
      <Card title={t("Subscribe.LoadError")}>
        <Button variant="secondary" busy={account.isFetching} onClick={() => void account.refetch()}>
          {t("Subscribe.Retry")}
        </Button>
      </Card>
    );
  }
  return (
    <div className="subscribe-form">
      <SkeletonCard lines={5} label={t("Subscribe.Loading")} />
      <SkeletonCard lines={4} label={t("Subscribe.Loading")} />
    </div>
  );
}
