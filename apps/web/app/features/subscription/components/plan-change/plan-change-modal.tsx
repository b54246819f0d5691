import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../../lib/account/get-account";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { Modal } from "../../../../shell/modals/modal";
import { Button, Skeleton } from "../../../../ui";
import { chainToday } from "../../subscribe-rules";
import { PlanChangeForm } from "./plan-change-form";
import { PLAN_CHANGE_MODAL_ID } from "./plan-change-modal-id";
import "./plan-change.css";

/** The Change plan dialog (the shell's modal: focus moved in, kept inside, given back on close). */
export default function PlanChangeModal({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Modal id={PLAN_CHANGE_MODAL_ID} title={t("PlanChange.Title")}>
      <PlanChangeBody subscription={subscription} language={language} />
    </Modal>
  );
}

function PlanChangeBody({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  // The customer area's guard has loaded the account: its domain prices the plans, its birth date
  // decides the age rule.
  const account = useQuery({ ...getAccountQueryOptions(language), retryOnMount: false });
  if (account.data) {
    return (
      <PlanChangeForm
        account={account.data}
        subscription={subscription}
        language={language}
        today={chainToday()}
      />
    );
  }
  if (account.isError) {
    return (
      <div className="subscription-modal__body">
        <p>{t("Subscription.LoadError")}</p>
        <Button variant="secondary" busy={account.isFetching} onClick={() => void account.refetch()}>
          {t("Subscription.Retry")}
        </Button>
      </div>
    );
  }
  return <Skeleton lines={6} label={t("Subscription.Loading")} />;
}
