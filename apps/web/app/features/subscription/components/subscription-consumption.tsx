import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Card, CheckboxField } from "../../../ui";
import { useSetDebitInvoicing } from "../api/set-debit-invoicing";
import { formatDate, formatMoney } from "../format";

/** SPEC 3 consumption: the plan's monthly amount and the period's supplements; the debit-invoicing toggle. */
export function SubscriptionConsumption({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const debit = useSetDebitInvoicing(language);
  const { supplements, subscriptionAmount } = subscription.consumption;
  const total = supplements.reduce((sum, item) => sum + item.amount, 0);
  const ended = subscription.subscriptionState.eligibleReSubscription;
  const checked =
    debit.isPending && debit.variables !== undefined ? debit.variables : subscription.debitInvoiceEnabled;

  async function toggle(enabled: boolean) {
    try {
      await debit.mutateAsync(enabled);
      showToast({
        type: "info",
        i18n: { content: enabled ? "Subscription.Consumption.DebitOn" : "Subscription.Consumption.DebitOff" },
      });
    } catch {
      // The default error toast is the query client's; the switch shows the stored value again.
    }
  }

  return (
    <Card title={t("Subscription.Consumption.Title")} className="subscription-consumption">
      <p>{t("Subscription.Consumption.Monthly", { amount: formatMoney(subscriptionAmount, language) })}</p>
      {supplements.length === 0 ? (
        <p>{t("Subscription.Consumption.None")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        <section className="subscription-table" aria-label={t("Subscription.Consumption.Title")} tabIndex={0}>
          <table>
            <caption>
              {t("Subscription.Consumption.Supplements", { amount: formatMoney(total, language) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Subscription.Consumption.Date")}</th>
                <th scope="col">{t("Subscription.Consumption.Movie")}</th>
                <th scope="col">{t("Subscription.Consumption.Cinema")}</th>
                <th scope="col">{t("Subscription.Consumption.Name")}</th>
                <th scope="col">{t("Subscription.Consumption.Amount")}</th>
              </tr>
            </thead>
            <tbody>
              {supplements.map((item) => (
                <tr key={`${item.date}-${item.movie}-${item.name}`}>
                  <td>{formatDate(item.date, language)}</td>
                  <td>{item.movie}</td>
                  <td>{item.cinema}</td>
                  <td>{item.name}</td>
                  <td className="subscription-table__amount">{formatMoney(item.amount, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <CheckboxField
        switch
        label={t("Subscription.Consumption.Debit")}
        hint={t("Subscription.Consumption.DebitHint")}
        checked={checked}
        disabled={ended || debit.isPending}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </Card>
  );
}
