import type { Language } from "@cinelux/contract/languages";
import type { WalletCard } from "@cinelux/contract/wallet";
import {
  canCancelPrepaidOffer,
  canDissociate,
  canOfferPrepaid,
  formatWalletCardNumber,
  type PrepaidStatus,
  prepaidStatusOf,
  walletKindOf,
} from "@cinelux/contract/wallet-rules";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Badge, type BadgeTone, Button, QrCode } from "../../../ui";
import { formatDay, formatMoney } from "../format";
import { useWalletActions } from "./wallet-actions";

const STATUS_TONES: Record<PrepaidStatus, BadgeTone> = {
  available: "success",
  used: "neutral",
  expired: "warning",
};

/**
 * SPEC 3 "Prepaid, voucher or gift card": its name, status (SPEC 4), what is left, expiry, offer,
 * and the code to scan. The actions are the contract's (wallet-rules): offer a shareable available
 * prepaid card, take back an offer not yet claimed, dissociate a prepaid card still usable, remove
 * anything else (docs/wallet.md "Which action").
 */
export function WalletCardItem({ card, language }: { card: WalletCard; language: Language }) {
  const { t } = useTranslation();
  const actions = useWalletActions();
  const titleId = useId();
  const status = prepaidStatusOf(card.status);
  const kind = walletKindOf(card.type);
  const number = formatWalletCardNumber(card.number);
  const left =
    card.subtype === "AMOUNT"
      ? t("WalletPage.Card.AmountLeft", {
          remaining: formatMoney(card.quantity.remaining, language),
          initial: formatMoney(card.quantity.initial, language),
        })
      : t("WalletPage.Card.PlacesLeft", {
          remaining: card.quantity.remaining,
          initial: card.quantity.initial,
        });

  return (
    <article className={`wallet-item wallet-item--${status}`} aria-labelledby={titleId}>
      <div className="wallet-item__main">
        <div className="wallet-item__head">
          <h3 className="wallet-item__title" id={titleId}>
            {card.name}
          </h3>
          <Badge tone={STATUS_TONES[status]}>{t(`WalletPage.Status.${status}`)}</Badge>
          {card.given ? <Badge tone="brand">{t("WalletPage.Card.Offered")}</Badge> : null}
        </div>
        {card.description ? <p className="wallet-item__description">{card.description}</p> : null}
        <dl className="wallet-facts">
          <div>
            <dt>{t("WalletPage.Card.Number")}</dt>
            <dd className="wallet-number">{number}</dd>
          </div>
          <div>
            <dt>{t("WalletPage.Card.Left")}</dt>
            <dd>{left}</dd>
          </div>
          <div>
            {/* A card past its last day says when it ended, not that it is valid until then. */}
            <dt>{t(status === "expired" ? "WalletPage.Card.ExpiredOn" : "WalletPage.Card.Expiry")}</dt>
            <dd>
              {card.expirationDate
                ? formatDay(card.expirationDate, language)
                : t("WalletPage.Card.Permanent")}
            </dd>
          </div>
          {kind === "prepaid" && card.shareable && !card.given ? (
            <div>
              <dt>{t("WalletPage.Card.Sharing")}</dt>
              <dd>{t("WalletPage.Card.Shareable")}</dd>
            </div>
          ) : null}
          {card.given ? (
            <div>
              <dt>{t("WalletPage.Card.Sharing")}</dt>
              <dd>
                {t("WalletPage.Card.GivenTo", {
                  mail: card.given.mail,
                  date: formatDay(card.given.date, language),
                })}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {status === "available" ? (
        <figure className="wallet-code-preview">
          <QrCode
            code={card.code}
            className="wallet-code-preview__qr"
            label={t("WalletPage.Code.QrLabel", { name: `${card.name} ${number}` })}
          />
          <figcaption>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => actions.showCode({ title: card.name, code: card.code, caption: number })}
            >
              {t("WalletPage.Code.Open")}
            </Button>
          </figcaption>
        </figure>
      ) : null}
      <div className="wallet-item__actions">
        {canOfferPrepaid(card) ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.offer(card)}
          >
            {t("WalletPage.Card.Offer")}
          </Button>
        ) : null}
        {canCancelPrepaidOffer(card) ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.cardAction({ kind: "cancelOffer", card })}
          >
            {t("WalletPage.CancelOffer.Title")}
          </Button>
        ) : null}
        {canDissociate(card) && kind === "prepaid" && status === "available" ? (
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.cardAction({ kind: "dissociate", card })}
          >
            {t("WalletPage.Dissociate.Title")}
          </Button>
        ) : null}
        {canDissociate(card) && (kind !== "prepaid" || status !== "available") ? (
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.cardAction({ kind: "remove", card })}
          >
            {t("WalletPage.Remove.Title")}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
