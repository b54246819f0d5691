import type { StatisticsResponse } from "@cinelux/contract/statistics";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatDuration } from "../format";

/** SPEC 3 "Statistics": the five figures, each a term and its value, biggest first. */
export function StatisticsFigures({ statistics }: { statistics: StatisticsResponse }) {
  const { t } = useTranslation();
  const figures = [
    { key: "showsSeen", term: t("Statistics.Figure.ShowsSeen"), value: String(statistics.showsSeen) },
    {
      key: "timeSpent",
      term: t("Statistics.Figure.TimeSpent"),
      value: formatDuration(statistics.timeSpent, t),
    },
    {
      key: "favoriteGenre",
      term: t("Statistics.Figure.FavoriteGenre"),
      value: statistics.favoriteGenre?.label ?? t("Statistics.Figure.None"),
    },
    {
      key: "mostVisitedCinema",
      term: t("Statistics.Figure.MostVisitedCinema"),
      value: statistics.mostVisitedCinema?.name ?? t("Statistics.Figure.None"),
    },
    { key: "voPercent", term: t("Statistics.Figure.VoPercent"), value: `${statistics.voPercent} %` },
  ];
  return (
    <dl className="stats-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="stats-figure">
          <dt className="stats-figure__term">{figure.term}</dt>
          <dd className="stats-figure__value">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
