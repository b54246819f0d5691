import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import type { StaffCinema, UpdateStaffCinemaRequest } from "@cinelux/contract/staff-catalog";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { Button, CheckboxField, EmptyState, PageHeader, TextAreaField, TextField } from "../../../ui";
import { staffCinemasQuery, useUpdateCinema } from "../api/catalog-venues";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogFrame, CatalogNotice, splitList, useFieldErrors } from "./catalog-frame";
import { HallEditor } from "./hall-editor";

/** `/staff/{language}/catalog/cinemas/{slug}`: the cinema's form, then each hall's. */
export default function CinemaEdit() {
  const slug = useParams().slug ?? "";
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const query = useQuery(staffCinemasQuery(language));
  const cinema = query.data?.cinemas.find((item) => item.slug === slug);
  return (
    <CatalogFrame>
      <p>
        <Link to={staffPath(language, "catalog", "cinemas")}>{texts.backToCinemas}</Link>
      </p>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <CatalogError error={query.error} fallback={texts.loadError} onRetry={() => void query.refetch()} />
      ) : !cinema ? (
        <EmptyState title={texts.cinemaNotFound} />
      ) : (
        <>
          <PageHeader title={cinema.name} intro={`${cinema.address}, ${cinema.postalCode} ${cinema.city}`} />
          <CinemaForm key={cinema.slug} cinema={cinema} />
          {cinema.halls.map((hall) => (
            <HallEditor key={hall.name} cinema={cinema} hall={hall} />
          ))}
        </>
      )}
    </CatalogFrame>
  );
}

function draftOf(cinema: StaffCinema) {
  return {
    name: cinema.name,
    address: cinema.address,
    postalCode: cinema.postalCode,
    city: cinema.city,
    latitude: cinema.latitude ?? "",
    longitude: cinema.longitude ?? "",
    tags: cinema.tags.join(", "),
    hasPmrService: cinema.hasPmrService,
    seatCount: String(cinema.seatCount),
    descriptions: {
      fr: cinema.descriptions.fr ?? "",
      nl: cinema.descriptions.nl ?? "",
      en: cinema.descriptions.en ?? "",
    } as Record<Language, string>,
  };
}

function CinemaForm({ cinema }: { cinema: StaffCinema }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const save = useUpdateCinema(language, cinema.slug);
  const refused = useFieldErrors(save.error);
  const [draft, setDraft] = useState(() => draftOf(cinema));
  const set = (change: Partial<ReturnType<typeof draftOf>>) =>
    setDraft((current) => ({ ...current, ...change }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const descriptions = Object.fromEntries(
      LANGUAGES.flatMap((of) => (draft.descriptions[of].trim() ? [[of, draft.descriptions[of].trim()]] : [])),
    );
    const body: UpdateStaffCinemaRequest = {
      name: draft.name.trim(),
      address: draft.address.trim(),
      postalCode: draft.postalCode.trim(),
      city: draft.city.trim(),
      latitude: draft.latitude.trim() || null,
      longitude: draft.longitude.trim() || null,
      tags: splitList(draft.tags),
      hasPmrService: draft.hasPmrService,
      seatCount: Number(draft.seatCount),
      descriptions,
    };
    save.mutate(body);
  }

  return (
    <form className="staff-catalog__form" onSubmit={onSubmit} noValidate>
      <div className="staff-catalog__fields">
        <TextField
          label={texts.name}
          value={draft.name}
          error={refused("name")}
          required
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={texts.address}
          value={draft.address}
          error={refused("address")}
          required
          onChange={(e) => set({ address: e.target.value })}
        />
        <TextField
          label={texts.postalCode}
          value={draft.postalCode}
          error={refused("postalCode")}
          required
          onChange={(e) => set({ postalCode: e.target.value })}
        />
        <TextField
          label={texts.city}
          value={draft.city}
          error={refused("city")}
          required
          onChange={(e) => set({ city: e.target.value })}
        />
        <TextField
          label={texts.latitude}
          optionalText={texts.optional}
          inputMode="decimal"
          value={draft.latitude}
          error={refused("latitude")}
          onChange={(e) => set({ latitude: e.target.value })}
        />
        <TextField
          label={texts.longitude}
          optionalText={texts.optional}
          inputMode="decimal"
          value={draft.longitude}
          error={refused("longitude")}
          onChange={(e) => set({ longitude: e.target.value })}
        />
        <TextField
          label={texts.tags}
          hint={texts.listHint}
          value={draft.tags}
          error={refused("tags")}
          onChange={(e) => set({ tags: e.target.value })}
        />
        <TextField
          label={texts.seatCount}
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={draft.seatCount}
          error={refused("seatCount")}
          onChange={(e) => set({ seatCount: e.target.value })}
        />
      </div>
      <CheckboxField
        label={texts.pmr}
        checked={draft.hasPmrService}
        onChange={(e) => set({ hasPmrService: e.target.checked })}
      />
      {LANGUAGES.map((of) => (
        <TextAreaField
          key={of}
          lang={of}
          label={fill(texts.description, { language: texts[`language_${of}`] })}
          optionalText={texts.optional}
          rows={3}
          value={draft.descriptions[of]}
          error={refused(`descriptions.${of}`)}
          onChange={(e) => set({ descriptions: { ...draft.descriptions, [of]: e.target.value } })}
        />
      ))}
      {save.isError ? <CatalogError error={save.error} fallback={texts.saveError} /> : null}
      {save.isSuccess ? <CatalogNotice>{texts.saved}</CatalogNotice> : null}
      <div className="staff-catalog__actions">
        <Button type="submit" busy={save.isPending}>
          {texts.saveCinema}
        </Button>
      </div>
    </form>
  );
}
