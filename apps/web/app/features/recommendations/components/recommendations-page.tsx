import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { Button, buttonClass, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getRecommendationsQueryOptions } from "../api/get-recommendations";
import { RecommendationCard } from "./recommendation-card";

export interface RecommendationLinks {
  /** The catalog page of a film (`movie`) or an event, by its slug. */
  showUrl: (slug: string, movie: boolean) => string;
  browseUrl: string;
}

/** SPEC 2.2 `{language}/recommendations`: shows on at the favourite cinemas, each with its reason. */
export function RecommendationsPage({ language, links }: { language: Language; links: RecommendationLinks }) {
  const { t } = useTranslation();
  return (
    <div className="reco">
      <PageHeader title={t("Recommendations.Title")} intro={t("Recommendations.Intro")} />
      <RecommendationsContent language={language} links={links} />
    </div>
  );
}

function RecommendationsContent({ language, links }: { language: Language; links: RecommendationLinks }) {
  const { t } = useTranslation();
  // The route's client loader has fetched them; after a failure the page says so in place.
  const query = useQuery({ ...getRecommendationsQueryOptions(language), retryOnMount: false });

  if (query.data && query.data.favouriteCinemas === 0) {
    return (
      <EmptyState
        illustration="popcorn"
        title={t("Recommendations.NoCinema.Title")}
        action={
          <Link className={buttonClass({ variant: "primary" })} to={paths.cinemas(language)}>
            {t("Recommendations.NoCinema.Choose")}
          </Link>
        }
      >
        <p>{t("Recommendations.NoCinema.Text")}</p>
      </EmptyState>
    );
  }
  if (query.data && query.data.recommendations.length === 0) {
    return (
      <EmptyState
        illustration="film-strip"
        title={t("Recommendations.Empty.Title")}
        action={
          <a className={buttonClass({ variant: "primary" })} href={links.browseUrl}>
            {t("Recommendations.Empty.Browse")}
          </a>
        }
      >
        <p>{t("Recommendations.Empty.Text")}</p>
      </EmptyState>
    );
  }
  if (query.data) {
    return (
      <ul className="reco__list">
        {query.data.recommendations.map((recommendation) => (
          <li key={recommendation.show.id}>
            <RecommendationCard
              recommendation={recommendation}
              language={language}
              showUrl={links.showUrl(recommendation.show.slug, recommendation.show.movie)}
            />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <Card title={t("Recommendations.LoadError")}>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t("Recommendations.Retry")}
        </Button>
      </Card>
    );
  }
  return (
    <div className="reco__list">
      <SkeletonCard lines={4} label={t("Recommendations.Loading")} />
      <SkeletonCard lines={4} label={t("Recommendations.Loading")} />
    </div>
  );
}
