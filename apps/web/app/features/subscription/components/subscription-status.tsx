import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { type PassStatus, passStatusOf } from "@cinelux/contract/subscription-rules";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { openModal } from "../../../shell/modals/modal-store";
import { Badge, type BadgeTone, Button, Card } from "../../../ui";
import { formatMoney } from "../format";
import { PHOTO_MODAL_ID } from "./photo-modal-id";

const TONES: Record<PassStatus, BadgeTone> = {
  active: "success",
  paused: "warning",
  unpaid: "danger",
  blocked: "danger",
  canceled: "neutral",
};

const LABELS = {
  active: "Subscription.Status.active",
  paused: "Subscription.Status.paused",
  unpaid: "Subscription.Status.unpaid",
  blocked: "Subscription.Status.blocked",
  canceled: "Subscription.Status.canceled",
} as const satisfies Record<PassStatus, string>;

const EXPLANATIONS = {
  active: "Subscription.Status.activeText",
  paused: "Subscription.Status.pausedText",
  unpaid: "Subscription.Status.unpaidText",
  blocked: "Subscription.Status.blockedText",
  canceled: "Subscription.Status.canceledText",
} as const satisfies Record<PassStatus, string>;

/** SPEC 4 "Pass subscriptionStatus" mapped by the contract, with what it means in plain words. */
export function SubscriptionStatus({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const status = passStatusOf(subscription.status);
  const photo = status === "blocked" && subscription.card.blockedReason === "incorrect_photo";
  // A new photo waits for a moderator: the block stays until it is approved (docs/staff.md "Pass photos").
  const account = useQuery(getAccountQueryOptions(language));
  const underReview = photo && account.data?.photoStatus === "PENDING";
  return (
    <Card title={t("Subscription.Status.Title")} className="subscription-status">
      <p>
        <Badge tone={TONES[status]}>{t(LABELS[status])}</Badge>
      </p>
      <p>
        {underReview
          ? t("Subscription.Status.blockedPhotoPendingText")
          : photo
            ? t("Subscription.Status.blockedPhotoText")
            : t(EXPLANATIONS[status])}
      </p>
      {subscription.unpaidBalance > 0 ? (
        <p className="subscription-status__balance">
          {t("Subscription.Status.UnpaidBalance", {
            amount: formatMoney(subscription.unpaidBalance, language),
          })}
        </p>
      ) : null}
      {photo ? (
        <div>
          <Button variant="primary" size="sm" onClick={() => openModal(PHOTO_MODAL_ID)}>
            {t("Subscription.Card.UpdatePhoto")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
