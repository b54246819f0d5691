import { SHOW_SEARCH_MAX_LENGTH } from "@cinelux/contract/catalog";
import { searchable, titleMatches } from "@cinelux/contract/catalog-rules";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { getFeelingsQueryOptions } from "../../../lib/account/feelings";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, Card, SkeletonCard, TextField } from "../../../ui";
import { ShowArtwork } from "../../../ui/artwork";
import { getWishableShowsQueryOptions } from "../api/get-wishable-shows";
import { useAddWish } from "../api/wish-intention";

/** The picker lists this many shows at most: a title search narrows the rest (docs/domain/feelings.md). */
export const WISH_PICKER_MAX_RESULTS = 8;

/**
 * "Add a film" opens a search over the signed-in list of shows (SPEC 7
 * /api/v4/client/shows), offering those not yet wished; choosing one wishes it (intention 2).
 */
export function WishPicker({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="wish-picker">
      <Button
        variant={open ? "secondary" : "primary"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? t("Wishlist.Picker.Close") : t("Wishlist.Picker.Open")}
      </Button>
      {open ? (
        <div className="wish-picker__panel" id={panelId}>
          <WishPickerPanel language={language} />
        </div>
      ) : null}
    </div>
  );
}

function WishPickerPanel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  const shows = useQuery({ ...getWishableShowsQueryOptions(language), retryOnMount: false });
  const wishlist = useQuery({ ...getFeelingsQueryOptions(language, "wished"), retryOnMount: false });
  const account = useQuery(getAccountQueryOptions(language));
  const add = useAddWish(language, account.data?.id ?? "");
  // Opening the picker is asking to search: the focus goes to the field.
  useEffect(() => search.current?.focus(), []);

  if (shows.isError && !shows.data) {
    return (
      <Card title={t("Wishlist.Picker.LoadError")}>
        <Button variant="secondary" busy={shows.isFetching} onClick={() => void shows.refetch()}>
          {t("Wishlist.Retry")}
        </Button>
      </Card>
    );
  }
  const wished = new Set((wishlist.data?.feelings ?? []).map((feeling) => feeling.show.slug));
  const needle = searchable(query);
  const offered = (shows.data?.shows ?? []).filter(
    (show) => !wished.has(show.slug) && (needle === "" || titleMatches(needle, [show.title])),
  );
  const listed = offered.slice(0, WISH_PICKER_MAX_RESULTS);
  const wishShow = (slug: string, title: string) =>
    add.mutate(slug, {
      onSuccess: () => {
        // The chosen row leaves the list: the focus goes back to the search, not to the page's top.
        search.current?.focus();
        showToast({
          type: "info",
          group: "wishlist",
          i18n: { content: "Wishlist.Picker.Added", values: { title } },
        });
      },
    });

  return (
    <>
      <TextField
        ref={search}
        type="search"
        label={t("Wishlist.Picker.Search")}
        hint={t("Wishlist.Picker.Hint")}
        value={query}
        autoComplete="off"
        maxLength={SHOW_SEARCH_MAX_LENGTH}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shows.data ? (
        <>
          <p className="wish-picker__count" aria-live="polite">
            {offered.length === 0
              ? t(needle === "" ? "Wishlist.Picker.AllWished" : "Wishlist.Picker.NoMatch")
              : offered.length > listed.length
                ? t("Wishlist.Picker.ResultsFirst", { count: offered.length, shown: listed.length })
                : t("Wishlist.Picker.Results", { count: offered.length })}
          </p>
          <ul className="wish-picker__list" aria-label={t("Wishlist.Picker.ListLabel")}>
            {listed.map((show) => (
              <li key={show.slug} className="wish-picker__item">
                <ShowArtwork
                  kind="poster"
                  slug={show.slug}
                  alt=""
                  width={40}
                  height={60}
                  sizes="40px"
                  className="wish-picker__poster"
                />
                <span className="wish-picker__title">
                  {show.title}
                  <span className="wish-picker__year">{show.releaseYear}</span>
                </span>
                <Button
                  size="sm"
                  busy={add.isPending && add.variables === show.slug}
                  disabled={!account.data}
                  aria-label={t("Wishlist.Picker.AddNamed", { title: show.title })}
                  onClick={() => wishShow(show.slug, show.title)}
                >
                  {t("Wishlist.Picker.Add")}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <SkeletonCard label={t("Wishlist.Picker.Loading")} />
      )}
    </>
  );
}
