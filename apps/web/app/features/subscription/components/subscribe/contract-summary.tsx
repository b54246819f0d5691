import type { DomainId } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { PASSES, type PassAddOn, type PassType, passPricing } from "@cinelux/contract/passes";
import { monthlyPriceCents, subscriptionFirstPayment } from "@cinelux/contract/sales";
import type { ReactNode } from "react";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { Card } from "../../../../ui";
import { formatDate, formatMoney } from "../../format";
import { contractDates, WITHDRAWAL_DAYS } from "../../subscribe-rules";

function percent(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(
    basisPoints / 10_000,
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Step 3: what the customer signs (docs/screens/subscribe.md "The contract summary"): plan,
 * add-ons, monthly price, the first payment line by line, the commitment and its exact end, the
 * billing day, the SEPA mandate and the right of withdrawal. Every figure is the contract's.
 */
export function ContractSummary({
  plan,
  addOns,
  domain,
  language,
  today,
  children,
}: {
  plan: PassType;
  addOns: readonly PassAddOn[];
  domain: DomainId;
  language: Language;
  today: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  const first = subscriptionFirstPayment(plan, addOns, domain);
  const { commitmentMonths } = passPricing(plan, domain);
  const dates = contractDates(plan, domain, today);
  const itemName = (item: string) =>
    item === "JOINING_FEE"
      ? t("Subscribe.Summary.JoiningFee")
      : item in PASSES
        ? t("Subscribe.Summary.FirstMonth", { plan: t(`PassType.${item as PassType}`) })
        : t(`PassAddOn.${item as PassAddOn}`);
  return (
    <Card title={t("Subscribe.Summary.Title")} className="subscribe-section">
      <dl className="subscribe-facts">
        <Fact term={t("Subscribe.Summary.Plan")}>{t(`PassType.${plan}`)}</Fact>
        <Fact term={t("Subscribe.Summary.AddOns")}>
          {addOns.length > 0
            ? addOns.map((addOn) => t(`PassAddOn.${addOn}`)).join(", ")
            : t("Subscribe.Summary.NoAddOns")}
        </Fact>
        <Fact term={t("Subscribe.Summary.Monthly")}>
          {t("Subscribe.PerMonth", { price: money(monthlyPriceCents(plan, addOns, domain)) })}
        </Fact>
        <Fact term={t("Subscribe.Summary.Commitment")}>
          {commitmentMonths > 0
            ? t("Subscribe.Summary.CommitmentUntil", {
                months: String(commitmentMonths),
                date: formatDate(dates.commitmentEnd, language),
              })
            : t("Subscribe.Summary.NoCommitment")}
        </Fact>
        <Fact term={t("Subscribe.Summary.Billing")}>
          {t("Subscribe.Summary.BillingDay", {
            day: String(dates.billingDay),
            date: formatDate(dates.firstDebit, language),
          })}
        </Fact>
      </dl>

      <h3 className="subscribe-summary__subtitle">{t("Subscribe.Summary.FirstPayment")}</h3>
      <table className="subscribe-payment">
        <caption className="visually-hidden">{t("Subscribe.Summary.FirstPayment")}</caption>
        <tbody>
          {first.lines.map((line) => (
            <tr key={line.item}>
              <th scope="row">{itemName(line.item)}</th>
              <td>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="subscribe-payment__total">
            <th scope="row">{t("Subscribe.Summary.Total")}</th>
            <td>{money(first.totalCents)}</td>
          </tr>
          <tr className="subscribe-payment__vat">
            <th scope="row">
              {t("Subscribe.Summary.Vat", { rate: percent(first.vatRateBasisPoints, language) })}
            </th>
            <td>{money(first.vatCents)}</td>
          </tr>
        </tfoot>
      </table>

      <h3 className="subscribe-summary__subtitle">{t("Subscribe.Summary.MandateTitle")}</h3>
      <p className="subscribe-note">{t("Subscribe.Summary.Mandate", { day: String(dates.billingDay) })}</p>
      <h3 className="subscribe-summary__subtitle">{t("Subscribe.Summary.WithdrawalTitle")}</h3>
      <p className="subscribe-note">
        {t("Subscribe.Summary.Withdrawal", {
          days: String(WITHDRAWAL_DAYS),
          date: formatDate(dates.withdrawalEnd, language),
        })}
      </p>
      {children}
    </Card>
  );
}
