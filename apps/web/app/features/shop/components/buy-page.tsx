import type { FieldError } from "@cinelux/contract/errors";
import type { Language } from "@cinelux/contract/languages";
import { PREPAID_CARD_OFFERS, prepaidCardSale } from "@cinelux/contract/sales";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { ApiError } from "../../../lib/api/api-error";
import { useAuthState } from "../../../lib/auth/use-auth-state";
import { currentDomain } from "../../../lib/domain/current-domain";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { BuyItem } from "../../../lib/routing/paths";
import { Button, Card, PageHeader, SelectField, Skeleton, TextField } from "../../../ui";
import { useBuy } from "../api/use-buy";
import { type BuyField, fieldErrorKeys, payErrorKey } from "../buy-errors";
import {
  BUY_ITEMS,
  type BuyFormValues,
  buyRequestOf,
  GIFT_AMOUNT_EUROS,
  initialBuyForm,
  saleOf,
  sendOnRange,
} from "../buy-form";
import { formatDay, formatMoney } from "../format";
import { AmountField } from "./amount-field";
import { BuySummary, useItemName } from "./buy-summary";
import { GiftFields } from "./gift-fields";

/**
 * The purchase page (docs/screens/shop.md): a movie card or a gift card, for oneself or as a gift,
 * signed in or as a guest; Pay creates the order and leaves for the provider's page.
 */
export function BuyPage({
  language,
  item,
  onItemChange,
}: {
  language: Language;
  item: BuyItem;
  onItemChange: (item: BuyItem) => void;
}) {
  const { t } = useTranslation();
  const itemName = useItemName();
  const auth = useAuthState();
  const signedIn = auth.status === "authenticated";
  const account = useQuery({ ...getAccountQueryOptions(language), enabled: signedIn });
  const domain = currentDomain().id;
  const [now] = useState(() => new Date());
  const range = sendOnRange(now);
  const [form, setForm] = useState<Omit<BuyFormValues, "item">>(() => initialBuyForm(item, range.first));
  const values: BuyFormValues = { ...form, item };
  const [fields, setFields] = useState<FieldError[]>([]);
  const buy = useBuy(language);

  const change = (next: Partial<BuyFormValues>) => {
    setForm((current) => ({ ...current, ...next }));
    buy.reset();
  };
  const keys = fieldErrorKeys(fields);
  const bounds = {
    min: formatMoney(GIFT_AMOUNT_EUROS.min * 100, language),
    max: formatMoney(GIFT_AMOUNT_EUROS.max * 100, language),
    last: formatDay(range.last, language),
  };
  const error = (field: BuyField) => {
    const key = keys[field];
    return key ? t(key, bounds) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (buy.isPending) {
      return;
    }
    const built = buyRequestOf(values, { signedIn, now: new Date() });
    if (built.fields) {
      setFields(built.fields);
      focusFirst(built.fields);
      return;
    }
    setFields([]);
    try {
      await buy.pay(built.request);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.length > 0) {
        setFields([...failure.fields]);
        focusFirst(failure.fields);
      }
    }
  };

  const sale = saleOf(values, domain);
  const delivery = values.gift
    ? t("Shop.Buy.GiftDelivery")
    : signedIn
      ? t("Shop.Buy.ToWallet")
      : t("Shop.Buy.ByMail");
  return (
    <div className="shop-page">
      <PageHeader title={t("Shop.Buy.Title")} intro={t("Shop.Buy.Intro")} />
      <form className="shop-buy" noValidate onSubmit={(event) => void submit(event)}>
        <div className="shop-buy__fields">
          <Card>
            <SelectField
              id="buy-type"
              label={t("Shop.Buy.Item")}
              value={item}
              error={error("type")}
              onChange={(event) => {
                onItemChange(event.target.value as BuyItem);
                buy.reset();
              }}
            >
              {BUY_ITEMS.map((option) => (
                <option key={option} value={option}>
                  {option === "GIFT_CARD"
                    ? itemName(option)
                    : `${itemName(option)} · ${formatMoney(prepaidCardSale(option, domain).totalCents, language)}`}
                </option>
              ))}
            </SelectField>
            {item === "GIFT_CARD" ? (
              <AmountField
                language={language}
                value={values.amountEuros}
                error={error("amountCents")}
                onChange={(amountEuros) => change({ amountEuros })}
              />
            ) : (
              <p className="shop-buy__terms">
                {t("Shop.MovieCard.Terms", { months: PREPAID_CARD_OFFERS[item].validityMonths })}
              </p>
            )}
          </Card>
          <Card>
            {auth.status === "loading" || (signedIn && account.isPending) ? (
              <Skeleton lines={1} label={t("Shop.Buy.Loading")} />
            ) : signedIn ? (
              <p className="shop-buy__buyer">
                {account.data
                  ? t("Shop.Buy.SignedInAs", { mail: account.data.mail })
                  : t("Shop.Buy.YourMailHint")}
              </p>
            ) : (
              <TextField
                id="buy-buyerMail"
                label={t("Shop.Buy.YourMail")}
                hint={t("Shop.Buy.YourMailHint")}
                type="email"
                autoComplete="email"
                required
                value={values.buyerMail}
                error={error("buyerMail")}
                onChange={(event) => change({ buyerMail: event.target.value })}
              />
            )}
          </Card>
          <Card>
            <GiftFields
              language={language}
              values={values}
              range={range}
              errors={{
                recipientMail: error("recipientMail"),
                recipientName: error("recipientName"),
                message: error("message"),
                sendOn: error("sendOn"),
              }}
              onChange={change}
            />
          </Card>
        </div>
        <BuySummary language={language} item={item} sale={sale} delivery={delivery}>
          {buy.error ? (
            <p className="ui-field__error shop-summary__error" role="alert">
              {t(payErrorKey(buy.error))}
            </p>
          ) : null}
          <Button type="submit" busy={buy.isPending} className="shop-summary__pay">
            {sale ? t("Shop.Buy.Pay", { total: formatMoney(sale.totalCents, language) }) : t("Shop.Buy")}
          </Button>
          <p className="shop-summary__note">{t("Shop.Buy.PayNote")}</p>
        </BuySummary>
      </form>
    </div>
  );
}

/** The first refused field takes the focus, so a keyboard or screen reader user lands on it. */
function focusFirst(fields: readonly FieldError[]): void {
  const first = fields[0];
  if (first) {
    requestAnimationFrame(() => document.getElementById(`buy-${first.path}`)?.focus());
  }
}
