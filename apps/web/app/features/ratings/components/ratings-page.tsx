import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getFeelingsQueryOptions } from "../../../lib/account/feelings";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, buttonClass, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getMoviesToNoteQueryOptions } from "../api/get-movies-to-note";
import { usePurgeMoviesToNote } from "../api/purge-movies-to-note";
import { RatingItem } from "./rating-item";
import { ShowToRateItem } from "./show-to-rate-item";

export interface RatingsLinks {
  browseUrl: string;
  showUrl: (slug: string) => string;
}

/** SPEC 2.2 `{language}/ratings` (analytics screen "ratings"): the films to rate, then the ratings given. */
export function RatingsPage({ language, links }: { language: Language; links: RatingsLinks }) {
  const { t } = useTranslation();
  const account = useQuery(getAccountQueryOptions(language));
  const accountId = account.data?.id ?? "";
  return (
    <div className="feelings-page">
      <PageHeader title={t("Ratings.Title")} intro={t("Ratings.Intro")} />
      <div className="feelings-page__sections">
        <ToRateSection language={language} accountId={accountId} links={links} />
        <GivenSection language={language} accountId={accountId} links={links} />
      </div>
    </div>
  );
}

/**
 * What a list shows before or instead of its items: the skeleton while it loads, and after a
 * failure with nothing to show, a card that asks again.
 */
function ListFallback({
  list,
  failedTitle,
}: {
  list: { data?: unknown; isError: boolean; isFetching: boolean; isPending: boolean; refetch: () => unknown };
  failedTitle: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && !list.data ? (
        <Card title={failedTitle} level={3}>
          <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
            {t("Ratings.Retry")}
          </Button>
        </Card>
      ) : null}
      {list.isPending ? <SkeletonCard lines={3} label={t("Ratings.Loading")} /> : null}
    </>
  );
}

function ToRateSection({
  language,
  accountId,
  links,
}: {
  language: Language;
  accountId: string;
  links: RatingsLinks;
}) {
  const { t } = useTranslation();
  const list = useQuery({ ...getMoviesToNoteQueryOptions(language), retryOnMount: false });
  const purge = usePurgeMoviesToNote(language);
  const [confirming, setConfirming] = useState(false);
  const shows = list.data?.shows ?? [];
  return (
    <section aria-labelledby="ratings-to-rate-title">
      <h2 id="ratings-to-rate-title" className="feelings-heading">
        {t("Ratings.ToRate.Title")}
      </h2>
      {list.data && shows.length === 0 ? (
        <p className="feeling-card__note">{t("Ratings.ToRate.Empty")}</p>
      ) : null}
      {shows.length > 0 ? (
        <>
          <ul className="feelings-grid">
            {shows.map((show) => (
              <li key={show.salesforceShowId}>
                <ShowToRateItem
                  show={show}
                  language={language}
                  accountId={accountId}
                  showUrl={links.showUrl(show.slug)}
                />
              </li>
            ))}
          </ul>
          <div className="feeling-card__actions feelings-purge">
            {confirming ? (
              <>
                <p className="feeling-card__note">{t("Ratings.Purge.Question")}</p>
                <Button
                  variant="danger"
                  size="sm"
                  busy={purge.isPending}
                  onClick={() => purge.mutate(undefined, { onSettled: () => setConfirming(false) })}
                >
                  {t("Ratings.Purge.Confirm")}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                  {t("Ratings.Purge.Cancel")}
                </Button>
              </>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                {t("Ratings.Purge.Action")}
              </Button>
            )}
          </div>
        </>
      ) : null}
      <ListFallback list={list} failedTitle={t("Ratings.ToRate.LoadError")} />
    </section>
  );
}

function GivenSection({
  language,
  accountId,
  links,
}: {
  language: Language;
  accountId: string;
  links: RatingsLinks;
}) {
  const { t } = useTranslation();
  const ratings = useQuery({ ...getFeelingsQueryOptions(language, "rated"), retryOnMount: false });
  const feelings = ratings.data?.feelings ?? [];
  return (
    <section aria-labelledby="ratings-given-title">
      <h2 id="ratings-given-title" className="feelings-heading">
        {t("Ratings.Given.Title")}
      </h2>
      {ratings.data && feelings.length === 0 ? (
        <EmptyState
          illustration="popcorn"
          title={t("Ratings.Given.Empty.Title")}
          action={
            <a className={buttonClass({ variant: "secondary" })} href={links.browseUrl}>
              {t("Ratings.Given.Empty.Browse")}
            </a>
          }
        >
          <p>{t("Ratings.Given.Empty.Text")}</p>
        </EmptyState>
      ) : null}
      {feelings.length > 0 ? (
        <ul className="feelings-grid">
          {feelings.map((feeling) => (
            <li key={feeling.show.id}>
              <RatingItem
                feeling={feeling}
                language={language}
                accountId={accountId}
                showUrl={links.showUrl(feeling.show.slug)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ListFallback list={ratings} failedTitle={t("Ratings.Given.LoadError")} />
    </section>
  );
}
