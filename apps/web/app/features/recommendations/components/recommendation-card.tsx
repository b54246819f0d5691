import type { Language } from "@cinelux/contract/languages";
import { explainRecommendation } from "@cinelux/contract/recommendation-rules";
import type { Recommendation } from "@cinelux/contract/recommendations";
import { CINEMA_TIME_ZONE } from "../../../lib/i18n/formats";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";

/**
 * One suggestion: the poster, the title linking to the show's page, why it is suggested (the
 * strongest reason first, docs/domain/statistics.md "Recommendations"), and its next session at a favourite cinema.
 */
export function RecommendationCard({
  recommendation,
  language,
  showUrl,
}: {
  recommendation: Recommendation;
  language: Language;
  showUrl: string;
}) {
  const { t } = useTranslation();
  const { show, reasons, nextSession } = recommendation;
  const when = new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: CINEMA_TIME_ZONE,
  }).format(new Date(nextSession.startDate));
  return (
    <article className="reco-card">
      <ShowArtwork kind="poster" slug={show.slug} alt="" width={120} height={180} sizes="120px" />
      <div className="reco-card__body">
        <h2 className="reco-card__title">
          <a href={showUrl}>{show.title}</a>
        </h2>
        <ul className="reco-card__reasons">
          {reasons.map((reason) => {
            const { key, values } = explainRecommendation(reason);
            return <li key={`${reason.kind}-${key}`}>{t(key, values)}</li>;
          })}
        </ul>
        <p className="reco-card__session">
          {t("Recommendations.NextSession", { when, cinema: nextSession.cinemaName })}
        </p>
      </div>
    </article>
  );
}
