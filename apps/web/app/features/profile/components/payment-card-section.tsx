import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { cardExpiryMonthYear, cardIconOf } from "@cinelux/contract/profile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { Button, Card, EmptyState } from "../../../ui";
import { useRemovePaymentCard } from "../api/remove-payment-card";
import { CardBrandMark, NoCardIcon } from "./card-brand-mark";

const CONFIRM_MODAL = "profile-remove-card";

/**
 * SPEC 3 "card": the saved bank card's last digits, expiry as MM/YY and network mark (SPEC 9:
 * default cb), removable after a confirmation (SPEC 7 DELETE /api/accounts/me/cards/cb).
 */
export function PaymentCardSection({ account, language }: { account: AccountResponse; language: Language }) {
  const { t } = useTranslation();
  const mutation = useRemovePaymentCard(language);
  const heading = useRef<HTMLHeadingElement>(null);
  const { card } = account;

  // After a removal the button that opened the dialog is gone: once the dialog has closed (its
  // effect runs first, as a child's), the section's heading takes the focus.
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (focusHeading) {
      setFocusHeading(false);
      heading.current?.focus();
    }
  }, [focusHeading]);

  async function remove() {
    try {
      await mutation.mutateAsync();
    } catch {
      // The default error toast is the query client's (SPEC 8); the card stays as it was.
      closeModal(CONFIRM_MODAL);
      return;
    }
    closeModal(CONFIRM_MODAL);
    showToast({ type: "info", i18n: { content: "Profile.Card.Removed" } });
    setFocusHeading(true);
  }

  const icon = card ? cardIconOf(card.icon) : "cb";
  return (
    <Card>
      <h2 className="ui-card__title" ref={heading} tabIndex={-1}>
        {t("Profile.Card.Title")}
      </h2>
      {card ? (
        <>
          <div className="profile-card">
            <CardBrandMark icon={icon} />
            <div className="profile-card__text">
              <p className="profile-card__brand">{t(`Profile.Card.Brand.${icon}`)}</p>
              <p>{t("Profile.Card.Number", { digits: card.lastDigits })}</p>
              <p>{t("Profile.Card.Expiry", { date: cardExpiryMonthYear(card.expirationDate) })}</p>
            </div>
          </div>
          <div className="ui-card__actions">
            <Button variant="secondary" size="sm" onClick={() => openModal(CONFIRM_MODAL)}>
              {t("Profile.Card.Remove")}
            </Button>
          </div>
        </>
      ) : (
        <EmptyState icon={<NoCardIcon />} title={t("Profile.Card.Empty.Title")}>
          <p>{t("Profile.Card.Empty.Text")}</p>
        </EmptyState>
      )}
      <Modal id={CONFIRM_MODAL} title={t("Profile.Card.Confirm.Title")}>
        <p className="profile-confirm__text">
          {t("Profile.Card.Confirm.Text", { digits: card?.lastDigits ?? "" })}
        </p>
        <div className="profile-confirm__actions">
          <Button variant="danger" busy={mutation.isPending} onClick={() => void remove()}>
            {t("Profile.Card.Confirm.Yes")}
          </Button>
          <Button variant="secondary" onClick={() => closeModal(CONFIRM_MODAL)}>
            {t("Profile.Card.Confirm.No")}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
