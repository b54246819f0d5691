import type { SubscriptionState } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../ui";
import { formatDate, formatMoney } from "../format";

type Plan = NonNullable<SubscriptionState["currentPlan"]>;

/** A plan line's title is the web's translation key (PassType.*, PassAddOn.*; docs/domain/subscription.md). */
function PlanLines({ plan, addons, language }: { plan: Plan; addons: readonly Plan[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul className="subscription-plan__lines">
      {[plan, ...addons].map((line) => (
        <li key={line.value}>
          <span>{t(line.title as TranslationKey)}</span>
          <span className="subscription-plan__price">
            {t("Subscription.Plan.PerMonth", { price: formatMoney(line.price, language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC 3 subscriptionState: current and new plan and add-ons with prices, the plan's dates. */
export function SubscriptionPlan({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const state = subscription.subscriptionState;
  return (
    <Card title={t("Subscription.Plan.Title")} className="subscription-plan">
      {state.currentPlan ? (
        <section aria-labelledby="subscription-plan-current">
          <h3 className="subscription-plan__heading" id="subscription-plan-current">
            {t("Subscription.Plan.Current")}
          </h3>
          <PlanLines plan={state.currentPlan} addons={state.addons} language={language} />
          <p className="subscription-plan__total">
            {t("Subscription.Plan.Total", {
              amount: formatMoney(subscription.consumption.subscriptionAmount, language),
            })}
          </p>
        </section>
      ) : null}
      {state.pendingPlanChange && state.newPlan ? (
        <section aria-labelledby="subscription-plan-new">
          <h3 className="subscription-plan__heading" id="subscription-plan-new">
            {t("Subscription.Plan.New")}
          </h3>
          <PlanLines plan={state.newPlan} addons={state.newAddons} language={language} />
        </section>
      ) : null}
      <dl className="subscription-plan__dates">
        {state.nextPlanExecutionDate ? (
          <div>
            <dt>
              {state.pendingPlanChange
                ? t("Subscription.Plan.ChangeDate")
                : t("Subscription.Plan.NextCharge")}
            </dt>
            <dd>{formatDate(state.nextPlanExecutionDate, language)}</dd>
          </div>
        ) : null}
        {state.currentPlanEndDate ? (
          <div>
            <dt>{t("Subscription.Plan.EndDate")}</dt>
            <dd>{formatDate(state.currentPlanEndDate, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("Subscription.Plan.Number")}</dt>
          <dd>{subscription.card.subscriptionNumber}</dd>
        </div>
      </dl>
    </Card>
  );
}
