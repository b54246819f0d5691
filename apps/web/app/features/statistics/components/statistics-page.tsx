import type { Language } from "@cinelux/contract/languages";
import type { StatisticsResponse } from "@cinelux/contract/statistics";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, buttonClass, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getStatisticsQueryOptions } from "../api/get-statistics";
import { formatMonthLong, formatMonthNarrow, formatMonthShort } from "../format";
import { BarChart } from "./bar-chart";
import { StatisticsFigures } from "./statistics-figures";
import { YearlyRecap } from "./yearly-recap";

/** SPEC 2.2 `{language}/statistics` (flag statisticsEnabled, analytics screen "statistics"). */
export function StatisticsPage({ language, browseUrl }: { language: Language; browseUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className="stats">
      <PageHeader title={t("Statistics.Title")} intro={t("Statistics.Intro")} />
      <StatisticsContent language={language} browseUrl={browseUrl} />
    </div>
  );
}

function StatisticsContent({ language, browseUrl }: { language: Language; browseUrl: string }) {
  const { t } = useTranslation();
  // The route's client loader has fetched it; after a failure the page says so in place.
  const statistics = useQuery({ ...getStatisticsQueryOptions(language), retryOnMount: false });

  if (statistics.data && statistics.data.showsSeen === 0) {
    return (
      <EmptyState
        illustration="film-strip"
        title={t("Statistics.Empty.Title")}
        action={
          <a className={buttonClass({ variant: "primary" })} href={browseUrl}>
            {t("Statistics.Empty.Browse")}
          </a>
        }
      >
        <p>{t("Statistics.Empty.Text")}</p>
      </EmptyState>
    );
  }
  if (statistics.data) {
    return <StatisticsSections statistics={statistics.data} language={language} />;
  }
  if (statistics.isError) {
    return (
      <Card title={t("Statistics.LoadError")}>
        <Button variant="secondary" busy={statistics.isFetching} onClick={() => void statistics.refetch()}>
          {t("Statistics.Retry")}
        </Button>
      </Card>
    );
  }
  return (
    <div className="stats__sections">
      <SkeletonCard lines={2} label={t("Statistics.Loading")} />
      <SkeletonCard lines={6} label={t("Statistics.Loading")} />
    </div>
  );
}

function StatisticsSections({
  statistics,
  language,
}: {
  statistics: StatisticsResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const busiest = statistics.months.reduce(
    (best, month) => (month.count > (best?.count ?? 0) ? month : best),
    statistics.months[0],
  );
  const topGenre = statistics.genres[0];
  const topCinema = statistics.cinemas[0];
  return (
    <div className="stats__sections">
      <StatisticsFigures statistics={statistics} />
      <YearlyRecap recap={statistics.recap} language={language} />
      <div className="stats__charts">
        <BarChart
          kind="columns"
          title={t("Statistics.Chart.Months")}
          summary={t("Statistics.Chart.MonthsSummary", {
            month: busiest ? formatMonthLong(busiest.month, language) : "",
            n: busiest?.count ?? 0,
          })}
          labelHeading={t("Statistics.Chart.Month")}
          valueHeading={t("Statistics.Chart.Sessions")}
          data={statistics.months.map((month) => ({
            key: month.month,
            label: formatMonthShort(month.month, language),
            narrowLabel: formatMonthNarrow(month.month, language),
            tableLabel: formatMonthLong(month.month, language),
            value: month.count,
          }))}
        />
        <BarChart
          kind="rows"
          title={t("Statistics.Chart.Genres")}
          summary={t("Statistics.Chart.GenresSummary", {
            name: topGenre?.label ?? "",
            n: topGenre?.count ?? 0,
          })}
          labelHeading={t("Statistics.Chart.Genre")}
          valueHeading={t("Statistics.Chart.Sessions")}
          data={statistics.genres.map((genre) => ({ key: genre.id, label: genre.label, value: genre.count }))}
        />
        <BarChart
          kind="rows"
          title={t("Statistics.Chart.Cinemas")}
          summary={t("Statistics.Chart.CinemasSummary", {
            name: topCinema?.name ?? "",
            n: topCinema?.count ?? 0,
          })}
          labelHeading={t("Statistics.Chart.Cinema")}
          valueHeading={t("Statistics.Chart.Sessions")}
          data={statistics.cinemas.map((cinema) => ({
            key: cinema.id,
            label: cinema.name,
            value: cinema.count,
          }))}
        />
      </div>
    </div>
  );
}
