import type { Language } from "@cinelux/contract/languages";
import type { Order } from "@cinelux/contract/orders";
import { keptCheckoutNext } from "../../../lib/checkout/checkout-origin";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ButtonLink, buttonClass, Card, PageHeader } from "../../../ui";
import { nextStepKey, tryAgainPath } from "../checkout";
import { formatDay, formatInstantDay, formatMoney, formatVatRate } from "../format";

/** Where the payment stands, then what the order holds. */
export function OrderView({ language, order, slow }: { language: Language; order: Order; slow: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="shop-page shop-order">
      <PageHeader
        title={t(`Shop.Order.${order.status}.Title`)}
        intro={t("Shop.Order.Date", { date: formatInstantDay(order.createdAt, language) })}
      />
      {/* Announced when the webhook's answer turns a pending order paid (or failed). */}
      <section className="ui-card ui-card--accent shop-order__status" aria-label={t("Shop.Order.Status")}>
        <div aria-live="polite">
          <OrderStatus language={language} order={order} slow={slow} />
        </div>
      </section>
      <OrderLines language={language} order={order} />
    </div>
  );
}

function OrderStatus({ language, order, slow }: { language: Language; order: Order; slow: boolean }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  switch (order.status) {
    case "pending":
      return (
        <>
          <p className="shop-order__lead">
            {slow ? t("Shop.Order.pending.Slow") : t("Shop.Order.pending.Text")}
          </p>
          {slow ? null : <span className="ui-button__spinner shop-order__spinner" aria-hidden="true" />}
          {order.checkoutUrl ? (
            <div className="shop-order__actions">
              <p>{t("Shop.Order.pending.NotPaid")}</p>
              {/* The provider's page: a full page change, not a route of this site. */}
              <a className={buttonClass({ variant: "secondary" })} href={order.checkoutUrl}>
                <span>{t("Shop.Order.ContinuePayment")}</span>
              </a>
            </div>
          ) : null}
        </>
      );
    case "paid": {
      // A booking's confirmation (its e-ticket), kept by the tab that paid: the order names no booking.
      const kept = keptCheckoutNext(order.id);
      const next = kept ? { path: kept.path, key: "Shop.Order.Next.eticket" as const } : null;
      return (
        <>
          {order.gift ? (
            <p className="shop-order__lead">
              {t(order.gift.sent ? "Shop.Order.GiftSent" : "Shop.Order.GiftScheduled", {
                mail: order.gift.recipientMail,
                date: formatDay(order.gift.sendOn, language),
              })}
            </p>
          ) : null}
          {next ? (
            <div className="shop-order__actions">
              <ButtonLink to={next.path}>{t(next.key)}</ButtonLink>
            </div>
          ) : order.nextPath ? (
            <div className="shop-order__actions">
              <ButtonLink to={order.nextPath}>{t(nextStepKey(order.kind))}</ButtonLink>
            </div>
          ) : null}
        </>
      );
    }
    case "refunded":
      return (
        <p className="shop-order__lead">{t("Shop.Order.Refunded", { amount: money(order.refundedCents) })}</p>
      );
    default:
      // failed, canceled, expired: nothing was charged.
      return (
        <>
          <p className="shop-order__lead">{t("Shop.Order.NothingCharged")}</p>
          <div className="shop-order__actions">
            <ButtonLink to={tryAgainPath(order.id, order.kind, language)}>
              {t("Shop.Order.TryAgain")}
            </ButtonLink>
          </div>
        </>
      );
  }
}

/** What was bought, as the server totalled it: the lines, the total and the VAT inside it. */
function OrderLines({ language, order }: { language: Language; order: Order }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <Card title={t("Shop.Order.Lines")} description={order.description}>
      <table className="shop-order__lines">
        <thead>
          <tr>
            <th scope="col">{t("Shop.Order.Item")}</th>
            <th scope="col">{t("Shop.Order.Quantity")}</th>
            <th scope="col">{t("Shop.Order.Amount")}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's lines, in its order, never reordered
            <tr key={index}>
              <th scope="row">{line.label}</th>
              <td>{line.quantity}</td>
              <td>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("Shop.Buy.Total")}
            </th>
            <td>{money(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="shop-summary__vat">
        {order.vatRateBasisPoints === 0 && order.kind === "giftCard"
          ? t("Shop.Buy.NoVat")
          : t("Shop.Buy.Vat", {
              rate: formatVatRate(order.vatRateBasisPoints, language),
              vat: money(order.vatCents),
            })}
      </p>
    </Card>
  );
}
