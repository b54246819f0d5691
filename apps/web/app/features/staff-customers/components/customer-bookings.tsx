import type { Language } from "@cinelux/contract/languages";
import {
  CANCEL_NOTE_MAX,
  type CustomerAccess,
  type CustomerBooking,
  type CustomerFile,
} from "@cinelux/contract/staff-customers";
import { useState } from "react";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { fill, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { StaffError } from "../../../shell/staff/staff-states";
import { Badge, Button, TextAreaField } from "../../../ui";
import { useCancelBooking, useResendTicket } from "../api/booking-actions";
import { customersTexts } from "../texts";

const CANCEL_MODAL = "staff-cancel-booking";

function euros(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);
}

const TONES = {
  CONFIRMED: "success",
  CANCELLED: "neutral",
  REFUNDED: "neutral",
  PENDING: "warning",
} as const;

/**
 * The customer's bookings, latest session first, with the agent's two actions: resend the e-ticket
 * (a confirmed booking whose session has not ended) and cancel with its refund, after a confirmation
 * (a refundable confirmed booking whose session has not started: the customer's own rule).
 */
export function CustomerBookings({
  file,
  access,
  language,
}: {
  file: CustomerFile;
  access: CustomerAccess;
  language: Language;
}) {
  const texts = useStaffTexts(customersTexts);
  const resend = useResendTicket(language);
  const cancel = useCancelBooking(language, file.account.accountId);
  const [target, setTarget] = useState<CustomerBooking | null>(null);
  const [note, setNote] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const now = Date.now();
  const error = resend.error ?? cancel.error;

  function confirmCancel() {
    if (!target) {
      return;
    }
    const ref = target.bookingRef;
    cancel.mutate(
      {
        bookingId: target.id,
        reason: access.reason,
        reference: access.reference,
        ...(note.trim() && { note }),
      },
      {
        onSuccess: () => {
          setNotice(fill(texts.cancelled, { ref }));
          setNote("");
        },
        onSettled: () => closeModal(CANCEL_MODAL),
      },
    );
  }

  return (
    <section>
      <h2 id="customer-bookings">{texts.bookings}</h2>
      {notice ? (
        <p className="staff-notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? <StaffError error={error} fallback={texts.actionError} /> : null}
      {file.bookings.length === 0 ? (
        <p className="staff-customers__muted">{texts.noBookings}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        <section className="staff-table-wrap" tabIndex={0} aria-labelledby="customer-bookings">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{texts.number}</th>
                <th scope="col">{texts.session}</th>
                <th scope="col">{texts.seats}</th>
                <th scope="col">{texts.amount}</th>
                <th scope="col">{texts.status}</th>
                <th scope="col">{texts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {file.bookings.map((booking) => {
                const confirmed = booking.status === "CONFIRMED";
                const canResend = confirmed && new Date(booking.endsAt).getTime() > now;
                const canCancel =
                  confirmed && booking.refundable && new Date(booking.startsAt).getTime() > now;
                return (
                  <tr key={booking.id}>
                    <td>{booking.bookingRef}</td>
                    <td>
                      {booking.showTitle}
                      <div className="staff-customers__muted">
                        {booking.cinemaName} · {formatStaffDateTime(booking.startsAt, language)}
                      </div>
                    </td>
                    <td>{booking.seats.join(", ")}</td>
                    <td>
                      {euros(booking.totalCents, language)}
                      <div className="staff-customers__muted">{booking.means}</div>
                    </td>
                    <td>
                      <Badge tone={TONES[booking.status]}>{texts[`booking_${booking.status}`]}</Badge>
                    </td>
                    <td>
                      <div className="staff-customers__row-actions">
                        {canResend ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={fill(texts.resendLabel, { ref: booking.bookingRef })}
                            busy={resend.isPending && resend.variables?.bookingId === booking.id}
                            onClick={() =>
                              resend.mutate(
                                { bookingId: booking.id, reference: access.reference },
                                {
                                  onSuccess: () => setNotice(fill(texts.resent, { ref: booking.bookingRef })),
                                },
                              )
                            }
                          >
                            {texts.resend}
                          </Button>
                        ) : null}
                        {canCancel ? (
                          <Button
                            variant="danger"
                            size="sm"
                            aria-label={fill(texts.cancelLabel, { ref: booking.bookingRef })}
                            onClick={() => {
                              setTarget(booking);
                              openModal(CANCEL_MODAL);
                            }}
                          >
                            {texts.cancel}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <Modal id={CANCEL_MODAL} title={fill(texts.cancelTitle, { ref: target?.bookingRef ?? "" })}>
        <p>{fill(texts.cancelText, { amount: euros(target?.totalCents ?? 0, language) })}</p>
        <TextAreaField
          label={texts.cancelNote}
          optionalText={texts.optional}
          name="note"
          rows={3}
          maxLength={CANCEL_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="staff-customers__modal-actions">
          <Button variant="secondary" onClick={() => closeModal(CANCEL_MODAL)}>
            {texts.keep}
          </Button>
          <Button variant="danger" busy={cancel.isPending} onClick={confirmCancel}>
            {texts.cancelConfirm}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
