import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { openModal } from "../../../../shell/modals/modal-store";
import { Button, Card } from "../../../../ui";
import { PLAN_CHANGE_MODAL_ID } from "./plan-change-modal-id";

// The plans, their prices and the payment load only when the customer opens the change.
const PlanChangeModal = lazy(() => import("./plan-change-modal"));

/**
 * docs/screens/subscribe.md "Changing plan": the Change plan action, shown while SPEC 3
 * `eligibleChanges` allows it (the pass has not ended and no cancellation is asked; the server
 * answers 409 SUBSCRIPTION_CHANGE_NOT_ALLOWED otherwise).
 */
export function PlanChangeSection({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  if (!subscription.subscriptionState.eligibleChanges) {
    return null;
  }
  return (
    <Card title={t("PlanChange.Title")} className="plan-change-section">
      <p>{t("PlanChange.Intro")}</p>
      <div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setRequested(true);
            openModal(PLAN_CHANGE_MODAL_ID);
          }}
        >
          {t("PlanChange.Open")}
        </Button>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <PlanChangeModal subscription={subscription} language={language} />
        </Suspense>
      ) : null}
    </Card>
  );
}
