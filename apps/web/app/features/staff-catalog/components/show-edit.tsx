import { AGE_RATINGS } from "@cinelux/contract/catalog";
import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import type { CreateStaffShowRequest, StaffShow } from "@cinelux/contract/staff-catalog";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { Button, CheckboxField, PageHeader, SelectField, TextAreaField, TextField } from "../../../ui";
import { staffShowQuery, useSaveShow } from "../api/catalog-shows";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogFrame, CatalogNotice, splitList, useFieldErrors } from "./catalog-frame";
import { ShowImages } from "./show-images";

/** The form's values: the import's show with its lists as typed text and numbers as typed. */
interface ShowDraft {
  slug: string;
  salesforceShowId: string;
  title: string;
  texts: Record<Language, { title: string; synopsis: string }>;
  isMovie: boolean;
  genres: string;
  durationMinutes: string;
  releaseYear: string;
  ageRating: (typeof AGE_RATINGS)[number];
  director: string;
  cast: string;
  trailerKey: string;
  releaseDate: string;
  presales: boolean;
  comingSoon: boolean;
  bookable: boolean;
}

function draftOf(show: StaffShow | undefined): ShowDraft {
  const text = (language: Language) => ({
    title: show?.texts[language].title ?? "",
    synopsis: show?.texts[language].synopsis ?? "",
  });
  return {
    slug: show?.slug ?? "",
    salesforceShowId: show?.salesforceShowId ?? "",
    title: show?.title ?? "",
    texts: { fr: text("fr"), nl: text("nl"), en: text("en") },
    isMovie: show?.isMovie ?? true,
    genres: show?.genres.join(", ") ?? "",
    durationMinutes: show ? String(show.durationMinutes) : "",
    releaseYear: show ? String(show.releaseYear) : String(new Date().getFullYear()),
    ageRating: show?.ageRating ?? "all",
    director: show?.director ?? "",
    cast: show?.cast.join(", ") ?? "",
    trailerKey: show?.trailerKey ?? "",
    releaseDate: show?.releaseDate ?? "",
    presales: show?.presales ?? false,
    comingSoon: show?.comingSoon ?? false,
    bookable: show?.bookable ?? true,
  };
}

/** The body the API checks (the import's show); what the form does not edit (the backdrop URL) stays as read. */
function bodyOf(draft: ShowDraft, show: StaffShow | undefined): CreateStaffShowRequest {
  return {
    slug: draft.slug.trim(),
    salesforceShowId: draft.salesforceShowId.trim(),
    title: draft.title.trim(),
    texts: draft.texts,
    isMovie: draft.isMovie,
    genres: splitList(draft.genres),
    durationMinutes: Number(draft.durationMinutes),
    releaseYear: Number(draft.releaseYear),
    ageRating: draft.ageRating,
    backdropUrl: show?.backdropUrl ?? null,
    director: draft.director.trim() || null,
    cast: splitList(draft.cast),
    trailerKey: draft.trailerKey.trim() || null,
    releaseDate: draft.releaseDate || null,
    presales: draft.presales,
    comingSoon: draft.comingSoon,
    bookable: draft.bookable,
  };
}

/** `/staff/{language}/catalog/shows/{id}` (or `new`): a show's form, its images once it exists. */
export default function ShowEdit() {
  const id = useParams().showId;
  const language = useStaffLanguage();
  const texts = useStaffTexts(catalogTexts);
  const creating = id === undefined || id === "new";
  const query = useQuery({ ...staffShowQuery(language, id ?? "new"), enabled: !creating });
  return (
    <CatalogFrame>
      <p>
        <Link to={staffPath(language, "catalog", "shows")}>{texts.backToShows}</Link>
      </p>
      {creating ? (
        <ShowForm key="new" />
      ) : query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <CatalogError error={query.error} fallback={texts.showError} onRetry={() => void query.refetch()} />
      ) : (
        <ShowForm key={query.data.id} show={query.data} />
      )}
    </CatalogFrame>
  );
}

function ShowForm({ show }: { show?: StaffShow }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(show));
  const save = useSaveShow(language, show?.id);
  const refused = useFieldErrors(save.error);
  const set = (change: Partial<ShowDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setText = (of: Language, change: Partial<ShowDraft["texts"][Language]>) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [of]: { ...current.texts[of], ...change } },
    }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft, show);
    const { slug: _slug, ...update } = body;
    save.mutate(show ? update : body, {
      onSuccess: (saved) => {
        if (!show) {
          void navigate(staffPath(language, "catalog", "shows", saved.id));
        }
      },
    });
  }

  return (
    <>
      <PageHeader title={show ? fill(texts.editShow, { title: show.title }) : texts.createTitle} />
      <form className="staff-catalog__form" onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend>{texts.general}</legend>
          <div className="staff-catalog__fields">
            <TextField
              label={texts.slug}
              hint={texts.slugHint}
              value={draft.slug}
              error={refused("slug")}
              readOnly={show !== undefined}
              required
              onChange={(event) => set({ slug: event.target.value })}
            />
            <TextField
              label={texts.salesforceId}
              value={draft.salesforceShowId}
              error={refused("salesforceShowId")}
              required
              onChange={(event) => set({ salesforceShowId: event.target.value })}
            />
            <TextField
              label={texts.catalogTitle}
              hint={texts.catalogTitleHint}
              value={draft.title}
              error={refused("title")}
              required
              onChange={(event) => set({ title: event.target.value })}
            />
            <SelectField
              label={texts.kind}
              value={draft.isMovie ? "movie" : "event"}
              onChange={(event) => set({ isMovie: event.target.value === "movie" })}
            >
              <option value="movie">{texts.kindMovie}</option>
              <option value="event">{texts.kindEvent}</option>
            </SelectField>
            <TextField
              label={texts.genres}
              hint={texts.listHint}
              value={draft.genres}
              error={refused("genres")}
              onChange={(event) => set({ genres: event.target.value })}
            />
            <TextField
              label={texts.durationMinutes}
              type="number"
              inputMode="numeric"
              min={1}
              max={600}
              required
              value={draft.durationMinutes}
              error={refused("durationMinutes")}
              onChange={(event) => set({ durationMinutes: event.target.value })}
            />
            <TextField
              label={texts.releaseYear}
              type="number"
              inputMode="numeric"
              min={1888}
              max={2100}
              required
              value={draft.releaseYear}
              error={refused("releaseYear")}
              onChange={(event) => set({ releaseYear: event.target.value })}
            />
            <TextField
              label={texts.releaseDate}
              optionalText={texts.optional}
              type="date"
              value={draft.releaseDate}
              error={refused("releaseDate")}
              onChange={(event) => set({ releaseDate: event.target.value })}
            />
            <SelectField
              label={texts.ageRating}
              value={draft.ageRating}
              onChange={(event) => set({ ageRating: event.target.value as ShowDraft["ageRating"] })}
            >
              {AGE_RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {texts[`age_${rating}`]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={texts.director}
              optionalText={texts.optional}
              value={draft.director}
              error={refused("director")}
              onChange={(event) => set({ director: event.target.value })}
            />
            <TextField
              label={texts.cast}
              optionalText={texts.optional}
              hint={texts.listHint}
              value={draft.cast}
              error={refused("cast")}
              onChange={(event) => set({ cast: event.target.value })}
            />
            <TextField
              label={texts.trailerKey}
              optionalText={texts.optional}
              value={draft.trailerKey}
              error={refused("trailerKey")}
              onChange={(event) => set({ trailerKey: event.target.value })}
            />
          </div>
          <div className="staff-catalog__checks">
            <CheckboxField
              label={texts.bookable}
              checked={draft.bookable}
              onChange={(event) => set({ bookable: event.target.checked })}
            />
            <CheckboxField
              label={texts.presales}
              checked={draft.presales}
              onChange={(event) => set({ presales: event.target.checked })}
            />
            <CheckboxField
              label={texts.comingSoon}
              checked={draft.comingSoon}
              onChange={(event) => set({ comingSoon: event.target.checked })}
            />
          </div>
        </fieldset>
        {LANGUAGES.map((of) => {
          const name = texts[`language_${of}`];
          return (
            <fieldset key={of}>
              <legend>{name}</legend>
              <TextField
                label={fill(texts.textTitle, { language: name })}
                lang={of}
                value={draft.texts[of].title}
                error={refused(`texts.${of}.title`)}
                required
                onChange={(event) => setText(of, { title: event.target.value })}
              />
              <TextAreaField
                label={fill(texts.synopsis, { language: name })}
                lang={of}
                value={draft.texts[of].synopsis}
                error={refused(`texts.${of}.synopsis`)}
                required
                rows={5}
                onChange={(event) => setText(of, { synopsis: event.target.value })}
              />
            </fieldset>
          );
        })}
        {save.isError ? <CatalogError error={save.error} fallback={texts.saveError} /> : null}
        {save.isSuccess ? <CatalogNotice>{show ? texts.saved : texts.created}</CatalogNotice> : null}
        <div className="staff-catalog__actions">
          <Button type="submit" busy={save.isPending}>
            {texts.save}
          </Button>
        </div>
      </form>
      {show ? <ShowImages show={show} /> : null}
    </>
  );
}
