import { GUEST_BOOKING_KEY_FRAGMENT, type GuestBooking } from "@cinelux/contract/guest-bookings";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import { catalogUrl } from "../../../lib/catalog/catalog-url";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { Button, ButtonLink, StatusPage } from "../../../ui";
import { useCancelGuestBooking } from "../api/cancel-guest-booking";
import { getGuestBookingQueryOptions } from "../api/get-guest-booking";
import { formatMoney, formatSessionStart } from "../format";
import { EticketCard } from "./eticket-card";
import "./booking.css";

export const GUEST_CANCEL_MODAL_ID = "guest-booking-cancel";

/** The manage key of the link's fragment (`#key=…`), never sent to the server by the browser. */
export function manageKeyOf(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, "")).get(GUEST_BOOKING_KEY_FRAGMENT);
  return key?.trim() ? key.trim() : null;
}

/**
 * A guest's booking, from the manage link of its e-ticket mail (docs/screens/booking.md "My
 * booking"): the e-ticket, what was paid and its status; "Cancel this booking" while the cancel
 * would be accepted, confirmed in a modal, then the refunded state. A link without its key, or with
 * a wrong one, says the link is not valid and leads to the catalog.
 */
export function GuestBookingPage({ language, bookingId }: { language: Language; bookingId: string }) {
  // The fragment exists only in the browser: read once the page runs there (the server's render
  // and the hydration draw the loading state).
  const { hash } = useLocation();
  const [key, setKey] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setKey(manageKeyOf(hash));
  }, [hash]);
  if (key === undefined) {
    return <GuestBookingLoading />;
  }
  if (key === null) {
    return <InvalidLink language={language} />;
  }
  return <GuestBookingView language={language} bookingId={bookingId} manageKey={key} />;
}

function GuestBookingLoading() {
  const { t } = useTranslation();
  return (
    <p className="booking-manage__loading" role="status">
      {t("Booking.Manage.Loading")}
    </p>
  );
}

function InvalidLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t("Booking.Manage.Invalid.Title")}
      actions={
        <ButtonLink to={catalogUrl("", language, { page: "Movies" }, t)}>
          {t("Booking.Manage.Invalid.Catalog")}
        </ButtonLink>
      }
    >
      <p>{t("Booking.Manage.Invalid.Body")}</p>
    </StatusPage>
  );
}

function GuestBookingView({
  language,
  bookingId,
  manageKey,
}: {
  language: Language;
  bookingId: string;
  manageKey: string;
}) {
  const { t } = useTranslation();
  const booking = useQuery(getGuestBookingQueryOptions(bookingId, manageKey, language));
  if (booking.isPending) {
    return <GuestBookingLoading />;
  }
  if (booking.isError) {
    // Every wrong reach is the same 404 (a wrong key, another booking's, no such booking).
    if (booking.error instanceof ApiError && booking.error.status < 500) {
      return <InvalidLink language={language} />;
    }
    return (
      <section className="booking-manage">
        <h1 className="booking-manage__title">{t("Booking.Manage.Title")}</h1>
        <p role="alert">{t("Booking.Manage.LoadError")}</p>
        <Button variant="secondary" onClick={() => void booking.refetch()}>
          {t("Booking.Manage.Retry")}
        </Button>
      </section>
    );
  }
  return <GuestBookingTicket language={language} booking={booking.data} manageKey={manageKey} />;
}

function GuestBookingTicket({
  language,
  booking,
  manageKey,
}: {
  language: Language;
  booking: GuestBooking;
  manageKey: string;
}) {
  const { t } = useTranslation();
  const cancel = useCancelGuestBooking(booking.id, manageKey, language);
  const { payment } = booking;
  const amount = formatMoney(payment.totalAmount, language);

  async function confirm() {
    try {
      await cancel.mutateAsync();
      closeModal(GUEST_CANCEL_MODAL_ID);
    } catch {
      // The coded error's toast (SPEC 8); the booking stays as it was.
      closeModal(GUEST_CANCEL_MODAL_ID);
    }
  }

  return (
    <section className="booking-manage booking-confirmation" aria-labelledby="booking-manage-title">
      <h1 id="booking-manage-title" className="booking-manage__title">
        {t("Booking.Manage.Title")}
      </h1>
      <EticketCard
        ticket={booking}
        language={language}
        showCode={booking.status === "CONFIRMED"}
        facts={
          <>
            <div>
              <dt>{t("Booking.Manage.Paid")}</dt>
              <dd>{t("Booking.Manage.PaidWith", { amount, means: payment.means })}</dd>
            </div>
            <div>
              <dt>{t("Booking.Manage.Status")}</dt>
              <dd>{t(`Booking.Manage.Status.${booking.status}`)}</dd>
            </div>
          </>
        }
      />
      {booking.status === "REFUNDED" ? (
        <RefundedNotice focus={cancel.isSuccess}>{t("Booking.Manage.Refunded", { amount })}</RefundedNotice>
      ) : booking.refundable ? (
        <div className="booking-actions">
          <Button variant="danger" onClick={() => openModal(GUEST_CANCEL_MODAL_ID)}>
            {t("Booking.Manage.Cancel")}
          </Button>
        </div>
      ) : (
        <p>{t("Booking.Manage.NotCancellable")}</p>
      )}
      <Modal id={GUEST_CANCEL_MODAL_ID} title={t("Booking.Manage.CancelTitle")}>
        <div className="booking-manage__modal">
          <p>
            {t("Booking.Manage.CancelQuestion", {
              title: booking.show.title,
              when: formatSessionStart(booking.session.startDate, language),
            })}
          </p>
          <p>
            {payment.totalAmount > 0
              ? t("Booking.Manage.CancelRefund", { amount, means: payment.means })
              : t("Booking.Manage.CancelNoCharge")}
          </p>
          <div className="booking-actions">
            <Button variant="danger" busy={cancel.isPending} onClick={() => void confirm()}>
              {t("Booking.Manage.CancelConfirm")}
            </Button>
            <Button variant="secondary" onClick={() => closeModal(GUEST_CANCEL_MODAL_ID)}>
              {t("Booking.Manage.CancelKeep")}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}

/** The refunded state; just after the cancel it takes the focus, the button that opened the modal gone. */
function RefundedNotice({ focus, children }: { focus: boolean; children: ReactNode }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) {
      notice.current?.focus();
    }
  }, [focus]);
  return (
    <p className="booking-manage__refunded" role="status" tabIndex={-1} ref={notice}>
      {children}
    </p>
  );
}
