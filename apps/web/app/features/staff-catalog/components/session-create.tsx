import { TECHNOLOGIES } from "@cinelux/contract/catalog";
import { SESSION_VERSIONS } from "@cinelux/contract/session-versions";
import type { StaffCinema } from "@cinelux/contract/staff-catalog";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Button, CheckboxField, SelectField, TextField } from "../../../ui";
import { useCreateSession } from "../api/catalog-sessions";
import { staffShowsQuery } from "../api/catalog-shows";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogNotice } from "./catalog-frame";
import { fromLocalInput } from "./session-dates";

/** A new session of the cinema: a show (found by title), a hall, a start; its end follows the show. */
export function CreateSession({ cinema, date }: { cinema: StaffCinema; date: string }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const create = useCreateSession(language);
  const listId = useId();
  const [show, setShow] = useState("");
  const [hall, setHall] = useState(cinema.halls[0]?.name ?? "");
  const [start, setStart] = useState(`${date}T20:00`);
  const [version, setVersion] = useState<(typeof SESSION_VERSIONS)[number]>(
    cinema.domain === "nl" ? "OV" : "VF",
  );
  const [formats, setFormats] = useState<string[]>([]);
  // The titles matching what is typed, offered as the field's suggestions.
  const typed = show.trim();
  const matches = useQuery({ ...staffShowsQuery(language, typed, 1), enabled: typed.length >= 2 });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const startsAt = fromLocalInput(start);
    create.mutate({
      cinema: cinema.slug,
      hall,
      show: typed,
      startsAt: startsAt ?? start,
      version,
      ...(formats.length > 0 ? { specificities: formats as (typeof TECHNOLOGIES)[number][] } : {}),
    });
  }

  return (
    <section className="staff-catalog__section" aria-labelledby="session-create">
      <h2 id="session-create">{texts.createSession}</h2>
      <form className="staff-catalog__form" onSubmit={onSubmit} noValidate>
        <div className="staff-catalog__fields">
          <TextField
            label={texts.showSlug}
            hint={texts.showSlugHint}
            list={listId}
            value={show}
            required
            autoComplete="off"
            onChange={(event) => setShow(event.target.value)}
          />
          <datalist id={listId}>
            {(matches.data?.shows ?? []).map((item) => (
              <option key={item.id} value={item.slug}>
                {item.title}
              </option>
            ))}
          </datalist>
          <SelectField label={texts.hall} value={hall} onChange={(event) => setHall(event.target.value)}>
            {cinema.halls.map((item) => (
              <option key={item.name} value={item.name}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={texts.start}
            hint={texts.startHint}
            type="datetime-local"
            value={start}
            required
            onChange={(event) => setStart(event.target.value)}
          />
          <SelectField
            label={texts.version}
            value={version}
            onChange={(event) => setVersion(event.target.value as (typeof SESSION_VERSIONS)[number])}
          >
            {SESSION_VERSIONS.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset>
          <legend>{texts.specificities}</legend>
          <p className="staff-catalog__muted">{texts.specificitiesHint}</p>
          <div className="staff-catalog__checks">
            {TECHNOLOGIES.map((item) => (
              <CheckboxField
                key={item}
                label={item.toUpperCase()}
                checked={formats.includes(item)}
                onChange={(event) =>
                  setFormats((current) =>
                    event.target.checked ? [...current, item] : current.filter((other) => other !== item),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        {create.isError ? <CatalogError error={create.error} fallback={texts.saveError} /> : null}
        {create.isSuccess ? <CatalogNotice>{texts.sessionCreated}</CatalogNotice> : null}
        <div className="staff-catalog__actions">
          <Button type="submit" busy={create.isPending}>
            {texts.createSessionButton}
          </Button>
        </div>
      </form>
    </section>
  );
}
