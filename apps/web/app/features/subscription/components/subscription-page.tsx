import type { Language } from "@cinelux/contract/languages";
import type {
  CardsResponse,
  PassCard as PassCardData,
  SubscriptionResponse,
} from "@cinelux/contract/subscription";
import { activePassOf, cardStatusOf } from "@cinelux/contract/subscription-rules";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { getCardsQueryOptions } from "../../../lib/account/cards";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { openModal } from "../../../shell/modals/modal-store";
import { Button, Card, PageHeader, SkeletonCard } from "../../../ui";
import { getSubscriptionQueryOptions } from "../api/get-subscription";
import { useSubscriptionAnalytics } from "../subscription-analytics";
import { CancelModal } from "./cancel-modal";
import { NoPass } from "./no-pass";
import { PassCard } from "./pass-card";
import { PhotoModal } from "./photo-modal";
import { PHOTO_MODAL_ID, PHOTO_QUERY_PARAM } from "./photo-modal-id";
import { PlanChangeSection } from "./plan-change/plan-change-section";
import { SubscriptionChanges } from "./subscription-changes";
import { SubscriptionConsumption } from "./subscription-consumption";
import { SubscriptionInvoices } from "./subscription-invoices";
import { SubscriptionPlan } from "./subscription-plan";
import { SubscriptionStatus } from "./subscription-status";

/**
 * The card the screen shows: SPEC 4's active pass choice (contract `activePassOf`); a pass that is
 * paused, unpaid or blocked is not "active", so then the subscription's own card.
 */
export function passCardOf(cards: CardsResponse, subscription: SubscriptionResponse): PassCardData | null {
  const chosen = activePassOf(cards.map((card) => ({ ...card, status: cardStatusOf(card) })));
  return (
    cards.find((card) => card.number === subscription.card.cardNumber) ??
    (chosen ? (cards.find((card) => card.id === chosen.id) ?? null) : null)
  );
}

/** SPEC 2.2 {language}/subscription (analytics screen "subscription"): the pass and its subscription. */
export function SubscriptionPage({ language, subscribeUrl }: { language: Language; subscribeUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className="subscription">
      <PageHeader title={t("Subscription.Title")} intro={t("Subscription.Intro")} />
      <SubscriptionContent language={language} subscribeUrl={subscribeUrl} />
    </div>
  );
}

function SubscriptionContent({ language, subscribeUrl }: { language: Language; subscribeUrl: string }) {
  const { t } = useTranslation();
  // The route's client loader has fetched both; after a failure the page says so in place.
  const subscription = useQuery({ ...getSubscriptionQueryOptions(language), retryOnMount: false });
  const cards = useQuery({ ...getCardsQueryOptions(language), retryOnMount: false });
  useSubscriptionAnalytics(language, subscription.data);
  const card = subscription.data && cards.data ? passCardOf(cards.data, subscription.data) : null;
  usePhotoLink(Boolean(card));

  if (subscription.data === null) {
    return <NoPass language={language} subscribeUrl={subscribeUrl} />;
  }
  if (subscription.data && cards.data) {
    const data = subscription.data;
    return (
      <div className="subscription__sections">
        {card ? <PassCard card={card} language={language} /> : null}
        <SubscriptionStatus subscription={data} language={language} />
        <SubscriptionPlan subscription={data} language={language} />
        <SubscriptionChanges subscription={data} language={language} />
        <PlanChangeSection subscription={data} language={language} />
        <SubscriptionConsumption subscription={data} language={language} />
        <SubscriptionInvoices subscription={data} language={language} />
        <CancelModal language={language} />
        {card ? <PhotoModal language={language} cardId={card.id} /> : null}
      </div>
    );
  }
  if (subscription.isError || cards.isError) {
    return (
      <Card title={t("Subscription.LoadError")}>
        <Button
          variant="secondary"
          busy={subscription.isFetching || cards.isFetching}
          onClick={() => {
            void subscription.refetch();
            void cards.refetch();
          }}
        >
          {t("Subscription.Retry")}
        </Button>
      </Card>
    );
  }
  return (
    <div className="subscription__sections">
      <SkeletonCard lines={5} label={t("Subscription.Loading")} />
      <SkeletonCard lines={4} label={t("Subscription.Loading")} />
      <SkeletonCard lines={6} label={t("Subscription.Loading")} />
    </div>
  );
}

/**
 * `?photo=1` (the blocked-account toast's call to action) opens the photo modal once the card shows,
 * once per visit. The address keeps it: the shell's toast reads it too, and a reload asks again.
 */
function usePhotoLink(ready: boolean) {
  const [params] = useSearchParams();
  const asked = params.get(PHOTO_QUERY_PARAM) === "1";
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || !asked || opened.current) {
      return;
    }
    opened.current = true;
    openModal(PHOTO_MODAL_ID);
  }, [ready, asked]);
}
