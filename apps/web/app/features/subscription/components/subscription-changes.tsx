import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { openModal } from "../../../shell/modals/modal-store";
import { Button, Card } from "../../../ui";
import { useCancelPause } from "../api/cancel-pause";
import { useCancelPlanChange } from "../api/cancel-plan-change";
import { useTogglePause } from "../api/toggle-pause";
import { useUndoCancellation } from "../api/undo-cancellation";
import { formatDate } from "../format";
import { CANCEL_MODAL_ID } from "./cancel-modal-id";

/** Runs an action; its failure toast is the query client's (SPEC 8), its success says so. */
async function run(action: () => Promise<unknown>, done: TranslationKey) {
  try {
    await action();
    showToast({ type: "info", i18n: { content: done } });
  } catch {
    // The mutation's meta shows the toast (the server's message for the pause toggle).
  }
}

/**
 * SPEC 4 "Subscription actions": each pending change (pause, cancellation, plan change) with its
 * undo button, then the pause toggle and the cancellation, each shown only when its SPEC 3 flag
 * allows it (the server checks the same flags: 409 otherwise).
 */
export function SubscriptionChanges({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const state = subscription.subscriptionState;
  const pause = useTogglePause(language);
  const cancelPause = useCancelPause(language);
  const cancelPlanChange = useCancelPlanChange(language);
  const undoCancellation = useUndoCancellation(language);
  const date = (value: string | null) => (value ? formatDate(value, language) : "");
  const pending = state.pausePending || state.cancelPending || state.pendingPlanChange;
  return (
    <Card title={t("Subscription.Changes.Title")} className="subscription-changes">
      {pending ? (
        <ul className="subscription-changes__pending">
          {state.pausePending ? (
            <li>
              <p>{t("Subscription.Changes.PausePending", { date: date(state.nextPlanExecutionDate) })}</p>
              <Button
                variant="secondary"
                size="sm"
                busy={cancelPause.isPending}
                onClick={() => void run(() => cancelPause.mutateAsync(), "Subscription.Changes.PauseUndone")}
              >
                {t("Subscription.Changes.UndoPause")}
              </Button>
            </li>
          ) : null}
          {state.cancelPending ? (
            <li>
              <p>{t("Subscription.Changes.CancelPending", { date: date(state.currentPlanEndDate) })}</p>
              <Button
                variant="secondary"
                size="sm"
                busy={undoCancellation.isPending}
                onClick={() =>
                  void run(() => undoCancellation.mutateAsync(), "Subscription.Changes.CancellationUndone")
                }
              >
                {t("Subscription.Changes.UndoCancel")}
              </Button>
            </li>
          ) : null}
          {state.pendingPlanChange && state.newPlan ? (
            <li>
              <p>
                {t("Subscription.Changes.PlanChangePending", {
                  plan: t(state.newPlan.title as TranslationKey),
                  date: date(state.nextPlanExecutionDate),
                })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                busy={cancelPlanChange.isPending}
                onClick={() =>
                  void run(() => cancelPlanChange.mutateAsync(), "Subscription.Changes.PlanChangeUndone")
                }
              >
                {t("Subscription.Changes.UndoPlanChange")}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{t("Subscription.Changes.None")}</p>
      )}
      <div className="subscription-changes__actions">
        {state.eligibleForSuspension ? (
          <Button
            variant="secondary"
            busy={pause.isPending}
            onClick={() => void run(() => pause.mutateAsync("suspend"), "Subscription.Changes.Paused")}
          >
            {t("Subscription.Changes.Pause")}
          </Button>
        ) : null}
        {state.eligibleForReactivation ? (
          <Button
            variant="primary"
            busy={pause.isPending}
            onClick={() => void run(() => pause.mutateAsync("resume"), "Subscription.Changes.Resumed")}
          >
            {t("Subscription.Changes.Resume")}
          </Button>
        ) : null}
        {state.eligibleChanges ? (
          <Button variant="danger" onClick={() => openModal(CANCEL_MODAL_ID)}>
            {t("Subscription.Changes.Cancel")}
          </Button>
        ) : null}
      </div>
      {state.eligibleForSuspension ? (
        <p className="subscription-changes__hint">{t("Subscription.Changes.PauseHint")}</p>
      ) : null}
    </Card>
  );
}
