import type { Language } from "@cinelux/contract/languages";
import { isPassType } from "@cinelux/contract/passes";
import type { PassCard as PassCardData } from "@cinelux/contract/subscription";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { openModal } from "../../../shell/modals/modal-store";
import { Badge, Button } from "../../../ui";
import { formatDate } from "../format";
import { PassPhoto } from "./pass-photo";
import { PassQrCode } from "./pass-qr-code";
import { PHOTO_MODAL_ID } from "./photo-modal-id";

function CameraIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** SPEC 3 "Pass card": type, photo, number, activation and expiration dates, the code to scan. */
export function PassCard({ card, language }: { card: PassCardData; language: Language }) {
  const { t } = useTranslation();
  const type = isPassType(card.type) ? t(`PassType.${card.type}`) : card.type;
  // SPEC 3 pictureFallback: the holder's initials while no photo shows.
  const account = useQuery(getAccountQueryOptions(language));
  const initials = account.data?.pictureFallback ?? "";
  return (
    <article className="pass-card" aria-labelledby="pass-card-title">
      <div className="pass-card__head">
        <h2 className="pass-card__title" id="pass-card-title">
          {type}
        </h2>
        {/* The card's printed name, when it says more than its type. */}
        {card.label && card.label !== type ? <p className="pass-card__label">{card.label}</p> : null}
        {card.photoStatus === "KO" ? (
          <Badge tone="danger">{t("Subscription.Card.PhotoRefused")}</Badge>
        ) : null}
        {card.photoStatus === "PENDING" ? (
          <Badge tone="warning">{t("Subscription.Card.PhotoPending")}</Badge>
        ) : null}
      </div>
      <div className="pass-card__body">
        <PassPhoto
          language={language}
          picture={card.picture}
          alt={t("Subscription.Card.PhotoAlt", { name: type })}
          initials={initials}
        />
        <dl className="pass-card__facts">
          <div>
            <dt>{t("Subscription.Card.Number")}</dt>
            <dd className="pass-card__number">{card.number}</dd>
          </div>
          {card.activationDate ? (
            <div>
              <dt>{t("Subscription.Card.Activation")}</dt>
              <dd>{formatDate(card.activationDate, language)}</dd>
            </div>
          ) : null}
          {card.expirationDate ? (
            <div>
              <dt>{t("Subscription.Card.Expiration")}</dt>
              <dd>{formatDate(card.expirationDate, language)}</dd>
            </div>
          ) : null}
        </dl>
        <figure className="pass-card__code">
          <PassQrCode code={card.code} label={t("Subscription.Card.QrLabel", { number: card.number })} />
          <figcaption>{t("Subscription.Card.QrHint")}</figcaption>
        </figure>
      </div>
      {/*
        A new pass has no photo: none is kept for a pass never paid (docs/screens/subscribe.md "The
        pass photo"), so the card asks for it once the first payment has made the pass.
      */}
      {card.photoStatus === null && !card.picture ? (
        <p className="pass-card__photo-needed" role="note">
          {t("Subscription.Card.PhotoNeeded")}
        </p>
      ) : null}
      <div className="pass-card__actions">
        <Button
          variant={card.photoStatus === null && !card.picture ? "primary" : "secondary"}
          size="sm"
          icon={<CameraIcon />}
          onClick={() => openModal(PHOTO_MODAL_ID)}
        >
          {card.photoStatus === null && !card.picture
            ? t("Subscription.Card.AddPhoto")
            : t("Subscription.Card.UpdatePhoto")}
        </Button>
      </div>
    </article>
  );
}
