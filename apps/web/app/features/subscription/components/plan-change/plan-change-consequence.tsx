import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { formatDate, formatMoney } from "../../format";
import type { PlanChangeConsequence as Consequence } from "../../plan-change-rules";

/**
 * What confirming does, stated before the customer confirms: an upgrade's charge now for the days
 * left and the monthly price after; a scheduled change's day and monthly price. Announced politely
 * as the choice changes.
 */
export function PlanChangeConsequence({
  consequence,
  language,
}: {
  consequence: Consequence | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <section className="plan-change__consequence" aria-live="polite" aria-label={t("PlanChange.Consequence")}>
      {consequence === null ? (
        <p>{t("PlanChange.Held")}</p>
      ) : consequence.change === "upgrade" ? (
        <>
          <p className="plan-change__figure">
            {t("PlanChange.Upgrade", {
              count: consequence.daysLeft,
              amount: money(consequence.nowCents),
              monthly: money(consequence.monthlyCents),
            })}
          </p>
          <p className="subscription-modal__note">
            {t("PlanChange.UpgradeNote", { date: formatDate(consequence.nextBillingDate, language) })}
          </p>
        </>
      ) : (
        <>
          <p className="plan-change__figure">
            {t("PlanChange.Scheduled", {
              date: formatDate(consequence.executionDate, language),
              monthly: money(consequence.monthlyCents),
            })}
          </p>
          <p className="subscription-modal__note">{t("PlanChange.ScheduledNote")}</p>
        </>
      )}
    </section>
  );
}
