import type { StaffCinema, StaffSession } from "@cinelux/contract/staff-catalog";
import { type FormEvent, useState } from "react";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button, SelectField, TextAreaField, TextField } from "../../../ui";
import { useCancelSession, useMoveSession } from "../api/catalog-sessions";
import { catalogTexts } from "../texts";
import { CatalogError } from "./catalog-frame";
import { fromLocalInput, toLocalInput } from "./session-dates";

export const MOVE_MODAL = "staff-catalog-move";
export const CANCEL_MODAL = "staff-catalog-cancel";

/** Cancelling a session: says how many bookings the cancel refunds, and asks the reason the customers read. */
export function CancelSessionModal({
  session,
  onDone,
}: {
  session: StaffSession | null;
  onDone: (refunded: number) => void;
}) {
  const texts = useStaffTexts(catalogTexts);
  return (
    <Modal id={CANCEL_MODAL} title={texts.cancelTitle}>
      {session ? <CancelForm key={session.id} session={session} onDone={onDone} /> : null}
    </Modal>
  );
}

function CancelForm({ session, onDone }: { session: StaffSession; onDone: (refunded: number) => void }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const cancel = useCancelSession(language);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    cancel.mutate(
      { id: session.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          closeModal(CANCEL_MODAL);
          onDone(answer.refunded);
        },
      },
    );
  }

  return (
    <form className="staff-catalog__dialog-form" onSubmit={onSubmit} noValidate>
      <p>
        <strong>{session.show.title}</strong> · {session.hall}
      </p>
      <p className="staff-catalog__warning">
        {session.bookings > 0
          ? fill(texts.cancelWillRefund, { count: session.bookings }, language)
          : texts.cancelNoBooking}
      </p>
      <TextAreaField
        label={texts.reason}
        value={reason}
        maxLength={500}
        rows={3}
        required
        error={missing ? texts.reasonRequired : undefined}
        onChange={(event) => {
          setMissing(false);
          setReason(event.target.value);
        }}
      />
      {cancel.isError ? <CatalogError error={cancel.error} fallback={texts.saveError} /> : null}
      <div className="staff-catalog__modal-actions">
        <Button variant="secondary" onClick={() => closeModal(CANCEL_MODAL)}>
          {texts.keep}
        </Button>
        <Button type="submit" variant="danger" busy={cancel.isPending}>
          {texts.confirmCancel}
        </Button>
      </div>
    </form>
  );
}

/** Moving a session: a new start, and a new hall only while no seat is sold. */
export function MoveSessionModal({
  cinema,
  session,
  onDone,
}: {
  cinema: StaffCinema;
  session: StaffSession | null;
  onDone: () => void;
}) {
  const texts = useStaffTexts(catalogTexts);
  return (
    <Modal
      id={MOVE_MODAL}
      title={session ? fill(texts.moveSession, { show: session.show.title }) : texts.move}
    >
      {session ? <MoveForm key={session.id} cinema={cinema} session={session} onDone={onDone} /> : null}
    </Modal>
  );
}

function MoveForm({
  cinema,
  session,
  onDone,
}: {
  cinema: StaffCinema;
  session: StaffSession;
  onDone: () => void;
}) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const move = useMoveSession(language);
  const [start, setStart] = useState(() => toLocalInput(session.startsAt));
  const [hall, setHall] = useState(session.hall);
  const locked = session.soldSeats > 0;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const startsAt = fromLocalInput(start);
    if (!startsAt) {
      return;
    }
    move.mutate(
      { id: session.id, startsAt, ...(hall === session.hall ? {} : { hall }) },
      {
        onSuccess: () => {
          closeModal(MOVE_MODAL);
          onDone();
        },
      },
    );
  }

  return (
    <form className="staff-catalog__dialog-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={texts.newStart}
        hint={texts.startHint}
        type="datetime-local"
        value={start}
        required
        onChange={(event) => setStart(event.target.value)}
      />
      <SelectField
        label={texts.newHall}
        hint={locked ? texts.hallLocked : undefined}
        value={hall}
        disabled={locked}
        onChange={(event) => setHall(event.target.value)}
      >
        {cinema.halls.map((item) => (
          <option key={item.name} value={item.name}>
            {item.name}
          </option>
        ))}
      </SelectField>
      {move.isError ? <CatalogError error={move.error} fallback={texts.saveError} /> : null}
      <div className="staff-catalog__modal-actions">
        <Button variant="secondary" onClick={() => closeModal(MOVE_MODAL)}>
          {texts.close}
        </Button>
        <Button type="submit" busy={move.isPending}>
          {texts.move}
        </Button>
      </div>
    </form>
  );
}
