import type { Language } from "@cinelux/contract/languages";
import type { YearlyRecap as Recap } from "@cinelux/contract/statistics";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../ui";
import { formatDuration, formatMoney } from "../format";

/**
 * The yearly recap: films seen, hours, money saved with the pass against ticket prices
 * (docs/domain/statistics.md "The yearly recap" gives the formula). Without a pass that year, no saving is told.
 */
export function YearlyRecap({ recap, language }: { recap: Recap; language: Language }) {
  const { t } = useTranslation();
  const hasPass = recap.passSeats > 0 || recap.passCost > 0;
  return (
    <Card title={t("Statistics.Recap.Title", { year: recap.year })} tone="accent" className="stats-recap">
      <dl className="stats-recap__figures">
        <div>
          <dt>{t("Statistics.Recap.ShowsSeen")}</dt>
          <dd>{recap.showsSeen}</dd>
        </div>
        <div>
          <dt>{t("Statistics.Recap.Time")}</dt>
          <dd>{formatDuration(recap.minutes, t)}</dd>
        </div>
        {hasPass ? (
          <div>
            <dt>{t("Statistics.Recap.Saved")}</dt>
            <dd>{formatMoney(Math.max(0, recap.saved), language)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="stats-recap__text">
        {hasPass
          ? t(recap.saved > 0 ? "Statistics.Recap.SavedText" : "Statistics.Recap.NotYetText", {
              seats: recap.passSeats,
              value: formatMoney(recap.ticketsValue, language),
              cost: formatMoney(recap.passCost, language),
            })
          : t("Statistics.Recap.NoPassText")}
      </p>
    </Card>
  );
}
