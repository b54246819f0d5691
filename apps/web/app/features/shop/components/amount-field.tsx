import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, TextField } from "../../../ui";
import { GIFT_AMOUNT_EUROS, GIFT_AMOUNT_PRESETS } from "../buy-form";
import { formatMoney } from "../format";

/** The gift card's amount: three one-click amounts, or any whole euro amount typed in the field. */
export function AmountField({
  language,
  value,
  error,
  onChange,
}: {
  language: Language;
  value: string;
  /** Already translated. */
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const range = {
    min: formatMoney(GIFT_AMOUNT_EUROS.min * 100, language),
    max: formatMoney(GIFT_AMOUNT_EUROS.max * 100, language),
  };
  return (
    <fieldset className="shop-amount">
      <legend className="shop-amount__legend">{t("Shop.Buy.Amount")}</legend>
      <div className="shop-amount__presets">
        {GIFT_AMOUNT_PRESETS.map((euros) => (
          <Button
            key={euros}
            variant={value === String(euros) ? "primary" : "secondary"}
            size="sm"
            aria-pressed={value === String(euros)}
            onClick={() => onChange(String(euros))}
          >
            {formatMoney(euros * 100, language)}
          </Button>
        ))}
      </div>
      <TextField
        id="buy-amountCents"
        label={t("Shop.Buy.OtherAmount")}
        hint={t("Shop.Buy.AmountHint", range)}
        error={error}
        type="number"
        inputMode="numeric"
        min={GIFT_AMOUNT_EUROS.min}
        max={GIFT_AMOUNT_EUROS.max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </fieldset>
  );
}
