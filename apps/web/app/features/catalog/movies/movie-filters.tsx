import { type FormEvent, useEffect, useId, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import { SelectField } from "../../../ui/field";
import { TechnologyIcon } from "../../../ui/technology-icon";
import { TECHNOLOGY_KEYS } from "../shared/technologies";
import { type MovieFilters, type MoviesPageData, SEARCH_MAX_LENGTH } from "./movies-page-data";

/** The filled fields only, so a filtered link reads `?genre=drama`, not `?genre=drama&version=&q=`. */
function query(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") {
      params.set(name, value.trim());
    }
  }
  return params;
}

/**
 * The filters: a GET form, so without JavaScript the button sends it and the server filters. With
 * JavaScript a change of genre, version, day or technology filters at once (the loader runs on the
 * server, the list is replaced in place, focus stays on the control); the title search waits for
 * Enter or the button, so typing does not reload the list at each letter.
 */
export function MovieFiltersForm({ page }: { page: MoviesPageData }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const searchId = useId();
  const { filters, options } = page;

  // A client navigation (the clear link, the browser's back button) brings new filters without
  // remounting the form, which would take the focus away: the fields follow the data instead.
  // Not at the first render: the server's HTML already shows these filters, and what a visitor typed
  // or picked before hydration must not be wiped by it.
  const shown = useRef(filters);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements || shown.current === filters) {
      return;
    }
    shown.current = filters;
    for (const name of Object.keys(filters) as (keyof MovieFilters)[]) {
      const field = elements.namedItem(name);
      if (field instanceof RadioNodeList) {
        // Each chip told directly: RadioNodeList's value setter cannot pick the "All" chip (value "").
        for (const radio of field) {
          (radio as HTMLInputElement).checked = (radio as HTMLInputElement).value === filters[name];
        }
      } else if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field.value !== filters[name]
      ) {
        field.value = filters[name];
      }
    }
  }, [filters]);

  const send = (target: HTMLFormElement) =>
    submit(query(target), { method: "get", action: page.path, replace: true, preventScrollReset: true });

  return (
    <Form
      ref={form}
      method="get"
      action={page.path}
      className="movie-filters"
      role="search"
      aria-label={t("CatalogMovies.Filters")}
      onChange={(event: FormEvent<HTMLFormElement>) => {
        if ((event.target as HTMLInputElement).name !== "q") {
          void send(event.currentTarget);
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      <div className="ui-field movie-filters__search">
        <label className="ui-field__label" htmlFor={searchId}>
          {t("CatalogMovies.Search")}
        </label>
        <input
          id={searchId}
          className="ui-input"
          type="search"
          name="q"
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={filters.q}
          placeholder={t("CatalogMovies.SearchPlaceholder")}
          autoComplete="off"
        />
      </div>
      <SelectField label={t("CatalogMovies.Genre")} name="genre" defaultValue={filters.genre}>
        <option value="">{t("CatalogMovies.AllGenres")}</option>
        {options.genres.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("CatalogMovies.Version")} name="version" defaultValue={filters.version}>
        <option value="">{t("CatalogMovies.AllVersions")}</option>
        {options.versions.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("CatalogMovies.Date")} name="date" defaultValue={filters.date}>
        <option value="">{t("CatalogMovies.AnyDate")}</option>
        {options.dates.map(({ value, label, relative }) => (
          <option key={value} value={value}>
            {relative === "today"
              ? t("CatalogMovies.Today")
              : relative === "tomorrow"
                ? t("CatalogMovies.Tomorrow")
                : label}
          </option>
        ))}
      </SelectField>
      <fieldset className="movie-filters__technologies">
        <legend className="ui-field__label">{t("CatalogMovies.Technology")}</legend>
        <label className="movie-chip">
          <input type="radio" name="technology" value="" defaultChecked={filters.technology === ""} />
          <span>{t("CatalogMovies.AllTechnologies")}</span>
        </label>
        {options.technologies.map((technology) => (
          <label key={technology} className="movie-chip">
            <input
              type="radio"
              name="technology"
              value={technology}
              defaultChecked={filters.technology === technology}
            />
            <TechnologyIcon technology={technology} label={t(TECHNOLOGY_KEYS[technology])} />
          </label>
        ))}
      </fieldset>
      <div className="movie-filters__actions">
        <button type="submit" className={buttonClass({ variant: "primary" })}>
          <span>{t("CatalogMovies.Submit")}</span>
        </button>
      </div>
    </Form>
  );
}
