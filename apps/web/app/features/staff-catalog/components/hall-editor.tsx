import { TECHNOLOGIES, type Technology } from "@cinelux/contract/catalog";
import type { StaffCinema, StaffHall, StaffSeatMapResponse } from "@cinelux/contract/staff-catalog";
import { type FormEvent, useId, useState } from "react";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Badge, Button, CheckboxField, TextAreaField, TextField } from "../../../ui";
import { useSeatMap, useUpdateHall } from "../api/catalog-venues";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogNotice } from "./catalog-frame";
import { SeatMapGrid } from "./seat-map-grid";

/** A hall: its seats and technologies, then its seat map imported from the booking format's JSON. */
export function HallEditor({ cinema, hall }: { cinema: StaffCinema; hall: StaffHall }) {
  const texts = useStaffTexts(catalogTexts);
  const headingId = useId();
  return (
    <section className="staff-catalog__section staff-catalog__hall" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {hall.name}{" "}
        <Badge tone={hall.hasSeatMap ? "success" : "warning"}>
          {hall.hasSeatMap ? texts.hasSeatMap : texts.noSeatMap}
        </Badge>
      </h2>
      {/* Folded: a cinema has up to forty halls, and an editor opens the one to change. */}
      <details className="staff-catalog__fold">
        <summary>{fill(texts.openHall, { hall: hall.name })}</summary>
        <HallForm cinema={cinema} hall={hall} />
        <SeatMapImport cinema={cinema} hall={hall} />
      </details>
    </section>
  );
}

function HallForm({ cinema, hall }: { cinema: StaffCinema; hall: StaffHall }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const save = useUpdateHall(language, cinema.slug, hall.name);
  const [seatCount, setSeatCount] = useState(String(hall.seatCount));
  const [technologies, setTechnologies] = useState<string[]>(hall.technologies);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ seatCount: Number(seatCount), technologies: technologies as Technology[] });
  }

  return (
    <form className="staff-catalog__form" onSubmit={onSubmit} noValidate>
      <div className="staff-catalog__fields">
        <TextField
          label={texts.seatCount}
          type="number"
          inputMode="numeric"
          min={1}
          max={2000}
          required
          value={seatCount}
          onChange={(event) => setSeatCount(event.target.value)}
        />
      </div>
      <fieldset>
        <legend>{texts.technologies}</legend>
        <div className="staff-catalog__checks">
          {TECHNOLOGIES.map((item) => (
            <CheckboxField
              key={item}
              label={item.toUpperCase()}
              checked={technologies.includes(item)}
              onChange={(event) =>
                setTechnologies((current) =>
                  event.target.checked ? [...current, item] : current.filter((other) => other !== item),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      {save.isError ? <CatalogError error={save.error} fallback={texts.saveError} /> : null}
      {save.isSuccess ? <CatalogNotice>{texts.saved}</CatalogNotice> : null}
      <div className="staff-catalog__actions">
        <Button type="submit" variant="secondary" busy={save.isPending}>
          {texts.saveHall}
        </Button>
      </div>
    </form>
  );
}

/**
 * The seat map's JSON pasted or read from a file, checked by the API (`preview`, which writes
 * nothing) and drawn; only a previewed map can replace the stored one, refused with its code when
 * it drops a sold seat.
 */
function SeatMapImport({ cinema, hall }: { cinema: StaffCinema; hall: StaffHall }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const preview = useSeatMap(language, cinema.slug, hall.name, "preview");
  const replace = useSeatMap(language, cinema.slug, hall.name, "replace");
  const [json, setJson] = useState("");
  const [parseError, setParseError] = useState<string | null>(null);
  const [checked, setChecked] = useState<StaffSeatMapResponse | null>(null);
  const fileId = useId();

  function edit(next: string) {
    setJson(next);
    setParseError(null);
    setChecked(null);
    preview.reset();
    replace.reset();
  }

  function onPreview(event: FormEvent) {
    event.preventDefault();
    if (!json.trim()) {
      setParseError(texts.emptyJson);
      return;
    }
    let seatMap: unknown;
    try {
      seatMap = JSON.parse(json);
    } catch {
      setParseError(texts.notJson);
      return;
    }
    // The booking format's map itself, or a hall of the import's file holding it.
    const body =
      typeof seatMap === "object" && seatMap !== null && "seatMap" in seatMap ? seatMap : { seatMap };
    preview.mutate(body as { seatMap: never }, { onSuccess: setChecked });
  }

  return (
    <div className="staff-catalog__seat-map">
      <h3>{texts.seatMap}</h3>
      <form onSubmit={onPreview} noValidate>
        <TextAreaField
          label={texts.seatMapJson}
          rows={6}
          spellCheck={false}
          className="ui-input ui-input--area staff-catalog__code"
          value={json}
          error={parseError ?? undefined}
          onChange={(event) => edit(event.target.value)}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={fileId}>
            {texts.seatMapFile}
          </label>
          <input
            id={fileId}
            className="ui-input"
            type="file"
            accept="application/json,.json"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) {
                edit(await file.text());
              }
            }}
          />
        </div>
        {preview.isError ? <CatalogError error={preview.error} fallback={texts.saveError} /> : null}
        <div className="staff-catalog__actions">
          <Button type="submit" variant="secondary" busy={preview.isPending}>
            {texts.preview}
          </Button>
        </div>
      </form>
      {checked ? (
        <>
          <SeatMapGrid map={checked.seatMap} hall={hall.name} />
          {checked.removedSeats.length > 0 ? (
            <p className="staff-catalog__warning" role="alert">
              {fill(texts.removedSeats, { seats: checked.removedSeats.join(", ") })}
            </p>
          ) : null}
          {replace.isError ? <CatalogError error={replace.error} fallback={texts.saveError} /> : null}
          {replace.isSuccess ? <CatalogNotice>{texts.mapReplaced}</CatalogNotice> : null}
          <div className="staff-catalog__actions">
            <Button
              busy={replace.isPending}
              disabled={replace.isSuccess}
              onClick={() => replace.mutate({ seatMap: checked.seatMap })}
            >
              {texts.replaceMap}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
