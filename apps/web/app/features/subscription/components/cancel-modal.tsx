import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button, SelectField, Skeleton } from "../../../ui";
import { useCancelSubscription } from "../api/cancel-subscription";
import { getCancelReasonsQueryOptions } from "../api/get-cancel-reasons";
import { formatDate } from "../format";
import { CANCEL_MODAL_ID } from "./cancel-modal-id";

/**
 * Cancellation in three clicks from the customer home (French "résiliation en trois clics"): the
 * home's "manage my subscription", "cancel my subscription", then "confirm" here. The reason is
 * asked (preset to "another reason", so it costs no click) and the exact end date, the contract's
 * `cancellationEndDate` as the server computes it, is stated before the customer confirms.
 */
export function CancelModal({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Modal id={CANCEL_MODAL_ID} title={t("Subscription.Cancel.Title")}>
      <CancelForm language={language} />
    </Modal>
  );
}

const PRESET_REASON = "other";

function CancelForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const reasons = useQuery(getCancelReasonsQueryOptions(language));
  const cancel = useCancelSubscription(language);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!reasons.data) {
    return reasons.isError ? (
      <div className="subscription-modal__body">
        <p>{t("Subscription.LoadError")}</p>
        <Button variant="secondary" busy={reasons.isFetching} onClick={() => void reasons.refetch()}>
          {t("Subscription.Retry")}
        </Button>
      </div>
    ) : (
      <Skeleton lines={4} label={t("Subscription.Loading")} />
    );
  }
  const { effectiveDate } = reasons.data;
  const list = reasons.data.reasons;
  const reason =
    chosen ?? (list.some((item) => item.id === PRESET_REASON) ? PRESET_REASON : (list[0]?.id ?? ""));
  const endDate = formatDate(effectiveDate, language);

  async function confirm() {
    try {
      const answer = await cancel.mutateAsync(reason);
      closeModal(CANCEL_MODAL_ID);
      showToast({
        type: "info",
        closable: true,
        i18n: {
          content: "Subscription.Cancel.Done",
          values: { date: formatDate(answer.effectiveDate ?? effectiveDate, language) },
        },
      });
    } catch {
      // The default error toast is the query client's (SPEC 8); the modal stays open to try again.
    }
  }

  return (
    <form
      className="subscription-modal__body"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p className="subscription-cancel__date">{t("Subscription.Cancel.EndDate", { date: endDate })}</p>
      <p>{t("Subscription.Cancel.Explanation")}</p>
      <SelectField
        label={t("Subscription.Cancel.Reason")}
        value={reason}
        onChange={(event) => setChosen(event.target.value)}
      >
        {list.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </SelectField>
      <p className="subscription-modal__note">{t("Subscription.Cancel.Mail")}</p>
      <div className="subscription-modal__actions">
        <Button type="submit" variant="danger" busy={cancel.isPending}>
          {t("Subscription.Cancel.Confirm", { date: endDate })}
        </Button>
        <Button variant="secondary" onClick={() => closeModal(CANCEL_MODAL_ID)}>
          {t("Subscription.Cancel.Keep")}
        </Button>
      </div>
    </form>
  );
}
