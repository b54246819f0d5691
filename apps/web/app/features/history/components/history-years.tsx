import type { YearTotal } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../ui";
import { formatMoney } from "../format";

/**
 * The yearly total (docs/history.md): one row per year of the whole history (the server's totals, not this
 * page's sum). Paid counts only the bookings that still stand; refunds are their own column.
 */
export function HistoryYears({ years, language }: { years: readonly YearTotal[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <Card title={t("History.Years.Title")} className="history__years">
      {/* A named, focusable region: on a narrow phone the table scrolls sideways inside it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable) */}
      <section className="history__table-scroll" aria-label={t("History.Years.Title")} tabIndex={0}>
        <table className="history__table">
          <thead>
            <tr>
              <th scope="col">{t("History.Years.Year")}</th>
              <th scope="col">{t("History.Years.Bookings")}</th>
              <th scope="col">{t("History.Years.Amount")}</th>
              <th scope="col">{t("History.Years.Refunded")}</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td>{year.bookings}</td>
                <td>{formatMoney(year.amount, language)}</td>
                <td>{formatMoney(year.refunded, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
