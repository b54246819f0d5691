import { type FavouriteCinemaChoice, matchesCinemaSearch } from "@cinelux/contract/favourites";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, Card, SkeletonCard, TextField } from "../../../ui";
import { useAddFavouriteCinema } from "../api/add-favourite-cinema";
import { getCinemaChoicesQueryOptions } from "../api/get-cinema-choices";
import { getFavouriteCinemasQueryOptions } from "../api/get-favourite-cinemas";
import { reportFavouritesFailure } from "../favourites-errors";

/**
 * The site's cinemas, searchable by name or city; each one not yet a favourite can be added. A
 * favourite keeps its row (its button says so), so the keyboard focus stays where it was.
 */
export function CinemaPicker({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const choices = useQuery({ ...getCinemaChoicesQueryOptions(language), retryOnMount: false });
  const favourites = useQuery({ ...getFavouriteCinemasQueryOptions(language), retryOnMount: false });
  const add = useAddFavouriteCinema(language);

  if (choices.isError && !choices.data) {
    return (
      <Card title={t("FavouriteCinemas.Picker.LoadError")}>
        <Button variant="secondary" busy={choices.isFetching} onClick={() => void choices.refetch()}>
          {t("FavouriteCinemas.Retry")}
        </Button>
      </Card>
    );
  }
  if (!choices.data) {
    return <SkeletonCard label={t("Common.Loading")} />;
  }
  const held = new Set((favourites.data ?? []).map((cinema) => cinema.id));
  const shown = choices.data.filter((choice) => matchesCinemaSearch(choice, query));
  const addCinema = ({ city: _city, ...cinema }: FavouriteCinemaChoice) =>
    add.mutate(cinema, { onError: reportFavouritesFailure });

  return (
    <section className="favourites__section" aria-labelledby="favourites-picker-heading">
      <h2 id="favourites-picker-heading">{t("FavouriteCinemas.Picker.Title")}</h2>
      <TextField
        type="search"
        label={t("FavouriteCinemas.Picker.Search")}
        hint={t("FavouriteCinemas.Picker.Hint")}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="favourites__count" aria-live="polite">
        {t("FavouriteCinemas.Picker.Results", { count: shown.length })}
      </p>
      <ul className="favourites__list">
        {shown.map((choice) => {
          const isFavourite = held.has(choice.id);
          return (
            <li key={choice.id} className="favourites__item">
              <span className="favourites__name">
                {choice.name}
                <span className="favourites__city">{choice.city}</span>
              </span>
              <Button
                variant={isFavourite ? "ghost" : "primary"}
                size="sm"
                aria-disabled={isFavourite || undefined}
                aria-label={
                  isFavourite
                    ? t("FavouriteCinemas.Picker.AddedNamed", { name: choice.name })
                    : t("FavouriteCinemas.Picker.AddNamed", { name: choice.name })
                }
                onClick={() => (isFavourite ? undefined : addCinema(choice))}
              >
                {isFavourite ? t("FavouriteCinemas.Picker.Added") : t("FavouriteCinemas.Picker.Add")}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
