import type { Language } from "@cinelux/contract/languages";
import type { Invoice } from "@cinelux/contract/subscription";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { PAY_QUERY_PARAM } from "../../../lib/routing/paths";
import { Button } from "../../../ui";
import { usePayInvoice } from "../api/pay-invoice";
import { formatDate, formatMoney } from "../format";

const REFUSALS: Record<string, TranslationKey> = {
  PAYMENT_UNAVAILABLE: "Subscription.Pay.Unavailable",
  INVOICE_ALREADY_PAID: "Subscription.Pay.AlreadyPaid",
  INVOICE_NOT_FOUND: "Subscription.Pay.NotFound",
};

function refusalOf(error: unknown): TranslationKey {
  if (!(error instanceof ApiError)) {
    return "Subscription.Pay.Unanswered";
  }
  return REFUSALS[error.code] ?? "Subscription.Pay.Failed";
}

/**
 * The unpaid balance and each unpaid invoice's "Pay now" (docs/screens/subscribe.md "Paying an
 * unpaid invoice"): a card payment on the provider's page, then the order page. The unpaid toast
 * links here with `?pay=unpaid`: the first "Pay now" takes the focus, the customer sees the
 * amount before paying (a link never starts a payment).
 */
export function UnpaidInvoices({
  invoices,
  unpaidBalance,
  language,
}: {
  invoices: readonly Invoice[];
  unpaidBalance: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const pay = usePayInvoice(language);
  const [refusal, setRefusal] = useState<{ id: string; key: TranslationKey } | null>(null);
  // Oldest first: the debt collection settles the oldest invoice first.
  const unpaid = invoices.filter((invoice) => invoice.status === "unpaid").reverse();
  const first = useRef<HTMLButtonElement>(null);
  const [params] = useSearchParams();
  const asked = params.get(PAY_QUERY_PARAM) === "unpaid";
  useEffect(() => {
    if (asked) {
      first.current?.focus();
      first.current?.scrollIntoView?.({ block: "center" });
    }
  }, [asked]);

  async function payNow(invoice: Invoice) {
    setRefusal(null);
    try {
      await pay.pay(invoice.id);
    } catch (error) {
      setRefusal({ id: invoice.id, key: refusalOf(error) });
    }
  }

  return (
    <div className="subscription-invoices__unpaid">
      <p role="note">{t("Subscription.Invoices.Unpaid", { amount: formatMoney(unpaidBalance, language) })}</p>
      <ul className="subscription-invoices__unpaid-list">
        {unpaid.map((invoice, index) => (
          <li key={invoice.id}>
            <span>
              {t("Subscription.Pay.Invoice", {
                name: invoice.name,
                date: formatDate(invoice.date, language),
                amount: formatMoney(invoice.amount, language),
              })}
            </span>
            <Button
              ref={index === 0 ? first : undefined}
              size="sm"
              busy={pay.paying === invoice.id}
              aria-label={t("Subscription.Pay.NowOne", {
                name: invoice.name,
                amount: formatMoney(invoice.amount, language),
              })}
              onClick={() => void payNow(invoice)}
            >
              {t("Subscription.Pay.Now")}
            </Button>
            {refusal?.id === invoice.id ? (
              <p className="ui-field__error" role="alert">
                {t(refusal.key)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
