import type { Language } from "@cinelux/contract/languages";
import { PREPAID_CARD_OFFERS, type SaleTotal } from "@cinelux/contract/sales";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { BuyItem } from "../../../lib/routing/paths";
import { Card } from "../../../ui";
import { formatMoney, formatVatRate } from "../format";

/** The card's name as the Offers page gives it. */
export function useItemName(): (item: BuyItem) => string {
  const { t } = useTranslation();
  return (item) =>
    item === "GIFT_CARD"
      ? t("Shop.GiftCard.Name")
      : t("Shop.MovieCard.Name", { places: PREPAID_CARD_OFFERS[item].places });
}

/**
 * The order as the contract totals it (`giftCardSale`, `prepaidCardSale`): what, the total, the
 * VAT inside it (none on a gift card: it is charged on what the card pays for), where the card goes.
 */
export function BuySummary({
  language,
  item,
  sale,
  delivery,
  children,
}: {
  language: Language;
  item: BuyItem;
  /** Null while the gift card's amount is not one the site sells. */
  sale: SaleTotal | null;
  delivery: string;
  /** The error and the Pay button. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const itemName = useItemName();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <Card title={t("Shop.Buy.Summary")} className="shop-summary">
      <dl className="shop-summary__lines">
        <div className="shop-summary__line">
          <dt>{itemName(item)}</dt>
          <dd>{sale ? money(sale.totalCents) : "—"}</dd>
        </div>
        <div className="shop-summary__line shop-summary__line--total">
          <dt>{t("Shop.Buy.Total")}</dt>
          <dd>{sale ? money(sale.totalCents) : "—"}</dd>
        </div>
      </dl>
      {sale ? (
        <p className="shop-summary__vat">
          {sale.vatRateBasisPoints === 0
            ? t("Shop.Buy.NoVat")
            : t("Shop.Buy.Vat", {
                rate: formatVatRate(sale.vatRateBasisPoints, language),
                vat: money(sale.vatCents),
              })}
        </p>
      ) : null}
      <p className="shop-summary__delivery">{delivery}</p>
      {children}
    </Card>
  );
}
