import type { Language } from "@cinelux/contract/languages";
import { GIFT_MESSAGE_MAX } from "@cinelux/contract/sales";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CheckboxField, TextAreaField, TextField } from "../../../ui";
import type { BuyFormValues } from "../buy-form";
import { formatDay } from "../format";

type GiftValues = Pick<BuyFormValues, "gift" | "recipientMail" | "recipientName" | "message" | "sendOn">;

/** "It's a gift": who receives the card, with which words, on which day (today to a year ahead). */
export function GiftFields({
  language,
  values,
  errors,
  range,
  onChange,
}: {
  language: Language;
  values: GiftValues;
  /** Translated errors by field. */
  errors: Partial<Record<"recipientMail" | "recipientName" | "message" | "sendOn", string>>;
  range: { first: string; last: string };
  onChange: (change: Partial<GiftValues>) => void;
}) {
  const { t } = useTranslation();
  const optional = t("Form.Optional");
  return (
    <div className="shop-gift">
      <CheckboxField
        id="buy-gift"
        label={t("Shop.Buy.Gift")}
        hint={t("Shop.Buy.GiftHint")}
        checked={values.gift}
        onChange={(event) => onChange({ gift: event.target.checked })}
      />
      {values.gift ? (
        <div className="shop-gift__fields">
          <TextField
            id="buy-recipientMail"
            label={t("Shop.Buy.RecipientMail")}
            type="email"
            autoComplete="off"
            required
            value={values.recipientMail}
            error={errors.recipientMail}
            onChange={(event) => onChange({ recipientMail: event.target.value })}
          />
          <TextField
            id="buy-recipientName"
            label={t("Shop.Buy.RecipientName")}
            optionalText={optional}
            autoComplete="off"
            maxLength={60}
            value={values.recipientName}
            error={errors.recipientName}
            onChange={(event) => onChange({ recipientName: event.target.value })}
          />
          <TextAreaField
            id="buy-message"
            label={t("Shop.Buy.Message")}
            optionalText={optional}
            hint={t("Shop.Buy.MessageHint", {
              max: GIFT_MESSAGE_MAX,
              left: Math.max(GIFT_MESSAGE_MAX - values.message.length, 0),
            })}
            maxLength={GIFT_MESSAGE_MAX}
            rows={4}
            value={values.message}
            error={errors.message}
            onChange={(event) => onChange({ message: event.target.value })}
          />
          <TextField
            id="buy-sendOn"
            label={t("Shop.Buy.SendOn")}
            hint={t("Shop.Buy.SendOnHint", { last: formatDay(range.last, language) })}
            type="date"
            min={range.first}
            max={range.last}
            value={values.sendOn}
            error={errors.sendOn}
            onChange={(event) => onChange({ sendOn: event.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}
