import type { Language } from "@cinelux/contract/languages";
import { STAFF_REASON_MAX } from "@cinelux/contract/staff-content";
import {
  PHOTO_REFUSAL_REASONS,
  type PhotoRefusalReason,
  type StaffPhoto,
} from "@cinelux/contract/staff-photos";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { staffErrorMessage, staffObjectUrl } from "../../../lib/staff/staff-api";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { pageFromSearch, StaffError, StaffLoadFailure, StaffPager } from "../../../shell/staff/staff-states";
import { Button, EmptyState, PageHeader, TextAreaField } from "../../../ui";
import { staffPhotosQuery, usePhotoDecision } from "../api/staff-photos";
import { photosTexts } from "../photos-texts";
import styles from "./moderation.css?url";

const REFUSE_MODAL = "staff-refuse-photo";

/** The pass photos under review (docs/staff.md "Pass photos"): approve, or refuse with a reason. */
export default function PhotoQueue() {
  const texts = useStaffTexts(photosTexts);
  const language = useStaffLanguage();
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get("page"));
  const query = useQuery(staffPhotosQuery(language, page));
  const [refusing, setRefusing] = useState<StaffPhoto | null>(null);
  const [said, setSaid] = useState("");

  return (
    <div className="staff-moderation">
      <link rel="stylesheet" href={styles} precedence="default" />
      <PageHeader title={texts.title} intro={texts.intro} />
      <p className="staff-moderation__said" aria-live="polite">
        {said}
      </p>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <StaffLoadFailure
          error={query.error}
          fallback={texts.loadError}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.photos.length === 0 ? (
        <EmptyState title={texts.empty}>{texts.emptyText}</EmptyState>
      ) : (
        <>
          <ul className="staff-photos">
            {query.data.photos.map((photo) => (
              <PhotoCard
                key={photo.cardId}
                photo={photo}
                language={language}
                onSaid={setSaid}
                onRefuse={() => {
                  setRefusing(photo);
                  openModal(REFUSE_MODAL);
                }}
              />
            ))}
          </ul>
          <StaffPager
            page={page}
            total={query.data.total}
            pageSize={query.data.pageSize}
            summary={texts.page}
            to={(target) => `${staffPath(language, "photos")}?page=${target}`}
          />
        </>
      )}
      <Modal id={REFUSE_MODAL} title={fill(texts.refuseTitle, { name: refusing?.holderName ?? "" })}>
        {refusing ? (
          <RefuseForm key={refusing.cardId} photo={refusing} language={language} onSaid={setSaid} />
        ) : null}
      </Modal>
    </div>
  );
}

/** The photo's bytes through the staff token (an <img> cannot send one), freed when the card goes. */
function usePhotoUrl(photo: StaffPhoto, language: Language) {
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    // A new upload keeps the image's route: its time, in the address, asks for the new bytes.
    const address = `${photo.image}?uploaded=${encodeURIComponent(photo.uploadedAt)}`;
    staffObjectUrl(address as `/api/staff/${string}`, language).then(
      (created) => {
        url = created;
        if (live) {
          setState({ url: created, failed: false });
        } else {
          URL.revokeObjectURL(created);
        }
      },
      () => {
        if (live) {
          setState({ failed: true });
        }
      },
    );
    return () => {
      live = false;
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [photo.image, photo.uploadedAt, language]);
  return state;
}

function PhotoCard({
  photo,
  language,
  onRefuse,
  onSaid,
}: {
  photo: StaffPhoto;
  language: Language;
  onRefuse: () => void;
  onSaid: (text: string) => void;
}) {
  const texts = useStaffTexts(photosTexts);
  const image = usePhotoUrl(photo, language);
  const decision = usePhotoDecision(language, photo.cardId);
  const headingId = useId();
  const name = photo.holderName;
  // Awaited rather than `mutate`'s callbacks: the card leaves the queue (and unmounts) as the
  // approval lands, and the queue, which stays, says what happened.
  async function approve() {
    try {
      await decision.mutateAsync({ kind: "approve", uploadedAt: photo.uploadedAt });
      onSaid(fill(texts.approved, { name }));
    } catch (error) {
      onSaid(
        (error as { code?: string }).code === "PHOTO_NOT_PENDING"
          ? fill(texts.alreadyDecided, { name })
          : staffErrorMessage(error, texts.actionError),
      );
    }
  }
  return (
    <li className="staff-photo" aria-labelledby={headingId}>
      <div className="staff-photo__frame">
        {image.url ? (
          <img src={image.url} alt={fill(texts.photoOf, { name })} width={300} height={400} />
        ) : image.failed ? (
          <p className="staff-error">{texts.imageError}</p>
        ) : (
          <span className="staff-photo__loading" aria-hidden="true" />
        )}
      </div>
      <div className="staff-photo__body">
        <h2 id={headingId} className="staff-photo__name">
          {name}
        </h2>
        <p className="staff-photo__pass">{photo.label}</p>
        <p className="staff-photo__meta">
          {fill(texts.sentAt, { date: formatStaffDateTime(photo.uploadedAt, language) })}
        </p>
        <div className="staff-photo__actions">
          <Button size="sm" busy={decision.isPending} onClick={() => void approve()}>
            {texts.approve}
          </Button>
          <Button size="sm" variant="danger" disabled={decision.isPending} onClick={onRefuse}>
            {texts.refuse}
          </Button>
        </div>
      </div>
    </li>
  );
}

function RefuseForm({
  photo,
  language,
  onSaid,
}: {
  photo: StaffPhoto;
  language: Language;
  onSaid: (text: string) => void;
}) {
  const texts = useStaffTexts(photosTexts);
  const decision = usePhotoDecision(language, photo.cardId);
  const [reason, setReason] = useState<PhotoRefusalReason | null>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const legendId = useId();
  const errorId = useId();
  const name = photo.holderName;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    decision.mutate(
      { kind: "refuse", uploadedAt: photo.uploadedAt, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          onSaid(fill(texts.refused, { name }));
          closeModal(REFUSE_MODAL);
        },
        onError: (error) => {
          const code = (error as { code?: string }).code;
          if (code === "PHOTO_NOT_PENDING") {
            onSaid(fill(texts.alreadyDecided, { name }));
            closeModal(REFUSE_MODAL);
          } else if (code === "PHOTO_REPLACED") {
            // The queue shows the new photo: the moderator looks at it first.
            onSaid(staffErrorMessage(error, texts.actionError));
            closeModal(REFUSE_MODAL);
          }
        },
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="staff-moderation__form">
      <fieldset
        className="staff-moderation__choices"
        aria-describedby={missing ? errorId : undefined}
        aria-invalid={missing || undefined}
      >
        <legend id={legendId}>{texts.reason}</legend>
        {PHOTO_REFUSAL_REASONS.map((value) => (
          <label key={value} className="staff-moderation__choice">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissing(false);
              }}
            />
            {texts[`reason_${value}`]}
          </label>
        ))}
        {missing ? (
          <p id={errorId} className="staff-error" role="alert">
            {texts.reasonRequired}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={texts.note}
        hint={texts.noteHint}
        value={note}
        maxLength={STAFF_REASON_MAX}
        rows={3}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {decision.isError &&
      !["PHOTO_NOT_PENDING", "PHOTO_REPLACED"].includes((decision.error as { code?: string }).code ?? "") ? (
        <StaffError error={decision.error} fallback={texts.actionError} />
      ) : null}
      <div className="staff-moderation__modal-actions">
        <Button type="button" variant="secondary" onClick={() => closeModal(REFUSE_MODAL)}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="danger" busy={decision.isPending}>
          {texts.confirmRefuse}
        </Button>
      </div>
    </form>
  );
}
