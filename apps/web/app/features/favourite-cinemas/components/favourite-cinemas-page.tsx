import { MAX_FAVOURITE_CINEMAS } from "@cinelux/contract/constants";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getFavouriteCinemasQueryOptions } from "../api/get-favourite-cinemas";
import { useRemoveFavouriteCinema } from "../api/remove-favourite-cinema";
import { reportFavouritesFailure } from "../favourites-errors";
import { CinemaPicker } from "./cinema-picker";

/** SPEC 2.2 `{language}/cinemas` and `m/{language}/cinemas` (analytics screen "cinemas"). */
export function FavouriteCinemasPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="favourites">
      <PageHeader
        title={t("FavouriteCinemas.Title")}
        intro={t("FavouriteCinemas.Intro", { max: MAX_FAVOURITE_CINEMAS })}
      />
      <FavouritesList language={language} />
      <CinemaPicker language={language} />
    </div>
  );
}

function FavouritesList({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The route's client loader has fetched it; after a failure (its toast shown) the page says so in place.
  const favourites = useQuery({ ...getFavouriteCinemasQueryOptions(language), retryOnMount: false });
  const remove = useRemoveFavouriteCinema(language);
  const heading = useRef<HTMLHeadingElement>(null);

  if (favourites.isError && !favourites.data) {
    return (
      <Card title={t("FavouriteCinemas.LoadError")}>
        <Button variant="secondary" busy={favourites.isFetching} onClick={() => void favourites.refetch()}>
          {t("FavouriteCinemas.Retry")}
        </Button>
      </Card>
    );
  }
  if (!favourites.data) {
    return <SkeletonCard label={t("Common.Loading")} />;
  }
  const list = favourites.data;
  return (
    <section className="favourites__section" aria-labelledby="favourites-heading">
      <h2 id="favourites-heading" ref={heading} tabIndex={-1}>
        {t("FavouriteCinemas.ListTitle", { count: list.length, max: MAX_FAVOURITE_CINEMAS })}
      </h2>
      {list.length === 0 ? (
        <EmptyState illustration="popcorn" title={t("FavouriteCinemas.Empty.Title")}>
          <p>{t("FavouriteCinemas.Empty.Text")}</p>
        </EmptyState>
      ) : (
        <ul className="favourites__list">
          {list.map((cinema) => (
            <li key={cinema.id} className="favourites__item">
              <span className="favourites__name">{cinema.name}</span>
              <Button
                variant="secondary"
                size="sm"
                busy={remove.isPending && remove.variables === cinema.id}
                aria-label={t("FavouriteCinemas.RemoveNamed", { name: cinema.name })}
                onClick={() =>
                  // Its button leaves with the row: the list's heading takes the focus.
                  remove.mutate(cinema.id, {
                    onSuccess: () => heading.current?.focus(),
                    onError: reportFavouritesFailure,
                  })
                }
              >
                {t("FavouriteCinemas.Remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
