import { CONCESSION_CATEGORIES, type SessionConcessions } from "@cinelux/contract/concessions";
import type { Language } from "@cinelux/contract/languages";
import type { WalletCard } from "@cinelux/contract/wallet";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CheckboxField } from "../../../ui";
import type { Choices } from "../choices";
import { formatClock, formatMoney } from "../format";
import { StepHeading } from "./step-heading";

/**
 * The Extras step (SPEC e-ticket `clickAndServe`): the cinema's menu by category, a quantity per
 * item, "served at my seat" where the item can be; closed once the session is too near. Skippable.
 * A signed-in customer's gift cards may pay here too.
 */
export function ExtrasStep({
  menu,
  choices,
  language,
  giftCards,
  onQuantity,
  onAtSeat,
  onGiftCard,
}: {
  menu: SessionConcessions | undefined;
  choices: Choices;
  language: Language;
  giftCards: WalletCard[];
  onQuantity: (itemId: string, quantity: number) => void;
  onAtSeat: (itemId: string, atSeat: boolean) => void;
  onGiftCard: (cardId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  const lineOf = (itemId: string) => choices.concessions.find((line) => line.itemId === itemId);
  return (
    <section className="booking-step" aria-labelledby="booking-step-title">
      <StepHeading id="booking-step-title">{t("Booking.Extras.Title")}</StepHeading>
      {!menu ? (
        <p className="booking-muted">{t("Booking.Extras.Unavailable")}</p>
      ) : !menu.orderable ? (
        <p className="booking-notice booking-notice--info">
          {t("Booking.Extras.Closed", {
            minutes: menu.limitDurationOrder,
            time: formatClock(menu.orderUntil, language),
          })}
        </p>
      ) : menu.items.length === 0 ? (
        <p className="booking-muted">{t("Booking.Extras.Empty")}</p>
      ) : (
        <>
          <p className="booking-muted">
            {t("Booking.Extras.Intro", { time: formatClock(menu.orderUntil, language) })}
          </p>
          {CONCESSION_CATEGORIES.map((category) => {
            const items = menu.items.filter((item) => item.category === category);
            if (items.length === 0) {
              return null;
            }
            return (
              <fieldset key={category} className="booking-menu">
                <legend>{t(`Booking.Extras.Category.${category}`)}</legend>
                <ul>
                  {items.map((item) => {
                    const line = lineOf(item.id);
                    const quantity = line?.quantity ?? 0;
                    const id = `concession-${item.id}`;
                    return (
                      <li key={item.id} className="booking-menu__item">
                        <label htmlFor={id} className="booking-menu__name">
                          {item.name}
                          <span className="booking-menu__price">{money(item.priceCents)}</span>
                        </label>
                        <select
                          id={id}
                          className="booking-menu__quantity"
                          value={quantity}
                          onChange={(event) => onQuantity(item.id, Number(event.target.value))}
                        >
                          {Array.from({ length: menu.maxPerItem + 1 }, (_, count) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the count is the option
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ))}
                        </select>
                        {item.servedAtSeat && quantity > 0 ? (
                          <CheckboxField
                            label={t("Booking.Extras.AtSeat", { name: item.name })}
                            checked={line?.atSeat ?? false}
                            onChange={(event) => onAtSeat(item.id, event.target.checked)}
                          />
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
        </>
      )}
      {giftCards.length > 0 ? (
        <GiftCardChoice
          giftCards={giftCards}
          language={language}
          chosen={choices.giftCards}
          onToggle={onGiftCard}
        />
      ) : null}
    </section>
  );
}

/** The gift cards of the wallet, each paying before the card (the summary offers them too). */
export function GiftCardChoice({
  giftCards,
  language,
  chosen,
  onToggle,
}: {
  giftCards: WalletCard[];
  language: Language;
  chosen: readonly string[];
  onToggle: (cardId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="booking-gift-cards">
      <legend>{t("Booking.GiftCards.Title")}</legend>
      {giftCards.map((card) => (
        <CheckboxField
          key={card.id}
          label={t("Booking.GiftCards.Card", {
            name: card.name,
            balance: formatMoney(card.quantity.remaining, language),
          })}
          checked={chosen.includes(card.id)}
          onChange={(event) => onToggle(card.id, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
