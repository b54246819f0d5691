import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Badge, Button, Card } from "../../../ui";
import { useDownloadContract } from "../api/download-contract";
import { useDownloadInvoice } from "../api/download-invoice";
import { formatDate, formatMoney } from "../format";
import { UnpaidInvoices } from "./unpaid-invoices";

function DownloadIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** SPEC 3 invoices (each a PDF, SPEC 7 "as a blob"), the unpaid balance and the contract. */
export function SubscriptionInvoices({
  subscription,
  language,
}: {
  subscription: SubscriptionResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const invoice = useDownloadInvoice(language);
  const contract = useDownloadContract(language);
  const downloading = invoice.isPending ? invoice.variables?.id : undefined;
  return (
    <Card title={t("Subscription.Invoices.Title")} className="subscription-invoices">
      {subscription.unpaidInvoice ? (
        <UnpaidInvoices
          invoices={subscription.invoices}
          unpaidBalance={subscription.unpaidBalance}
          language={language}
        />
      ) : null}
      {subscription.invoices.length === 0 ? (
        <p>{t("Subscription.Invoices.Empty")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        <section className="subscription-table" aria-label={t("Subscription.Invoices.Title")} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{t("Subscription.Invoices.Title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Subscription.Invoices.Date")}</th>
                <th scope="col">{t("Subscription.Invoices.Number")}</th>
                <th scope="col">{t("Subscription.Invoices.Amount")}</th>
                <th scope="col">{t("Subscription.Invoices.Status")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("Subscription.Invoices.Download")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscription.invoices.map((item) => (
                <tr key={item.id}>
                  <td>{formatDate(item.date, language)}</td>
                  <td>{item.name}</td>
                  <td className="subscription-table__amount">{formatMoney(item.amount, language)}</td>
                  <td>
                    {item.status === "unpaid" ? (
                      <Badge tone="danger">{t("Subscription.Invoices.StatusUnpaid")}</Badge>
                    ) : (
                      <Badge tone="success">
                        {item.extractedToNib
                          ? t("Subscription.Invoices.StatusDebited")
                          : t("Subscription.Invoices.StatusPaid")}
                      </Badge>
                    )}
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<DownloadIcon />}
                      busy={downloading === item.id}
                      aria-label={t("Subscription.Invoices.DownloadOne", { name: item.name })}
                      onClick={() => invoice.mutate(item)}
                    >
                      {t("Subscription.Invoices.Pdf")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="subscription-invoices__contract">
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon />}
          busy={contract.isPending}
          onClick={() => contract.mutate(subscription.card.subscriptionNumber)}
        >
          {t("Subscription.Invoices.Contract")}
        </Button>
      </div>
    </Card>
  );
}
