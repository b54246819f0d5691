import type { StaffShow } from "@cinelux/contract/staff-catalog";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Badge, Button } from "../../../ui";
import { useUploadShowImage } from "../api/catalog-shows";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogNotice } from "./catalog-frame";

const KINDS = ["poster", "backdrop"] as const;
type ImageKind = (typeof KINDS)[number];

/** The show's poster and backdrop as customers get them, and a new file for each, previewed before it is sent. */
export function ShowImages({ show }: { show: StaffShow }) {
  const texts = useStaffTexts(catalogTexts);
  return (
    <section className="staff-catalog__section" aria-labelledby="show-images">
      <h2 id="show-images">{texts.images}</h2>
      <div className="staff-catalog__images">
        {KINDS.map((kind) => (
          <ImageUpload key={kind} show={show} kind={kind} />
        ))}
      </div>
    </section>
  );
}

/** The chosen file's object URL, revoked when the file changes or the form goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ImageUpload({ show, kind }: { show: StaffShow; kind: ImageKind }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const upload = useUploadShowImage(language, show.id);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const name = texts[kind];
  const lower = name.toLowerCase();
  // The served URL stays the same after an upload and browsers keep it an hour: once this page
  // sent a new image it asks for the URL with a query of its own, so the editor sees it at once.
  const [sentAt, setSentAt] = useState<number | null>(null);
  const served = kind === "poster" ? show.images.posterUrl : show.images.backdropUrl;
  const current = sentAt === null ? served : `${served}?sent=${sentAt}`;
  const inputId = `show-image-${kind}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (file) {
      upload.mutate(
        { kind, file },
        {
          onSuccess: () => {
            setFile(null);
            if (input.current) {
              input.current.value = "";
            }
            setSentAt(Date.now());
          },
        },
      );
    }
  }

  return (
    <form className={`staff-catalog__image staff-catalog__image--${kind}`} onSubmit={onSubmit}>
      <h3>{name}</h3>
      <figure>
        <img src={current} alt={fill(texts.current, { kind: lower })} loading="lazy" />
        <figcaption>
          <Badge tone={show.images.uploaded[kind] ? "success" : "neutral"}>
            {show.images.uploaded[kind] ? texts.uploadedYes : texts.uploadedNo}
          </Badge>
        </figcaption>
      </figure>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={inputId}>
          {fill(texts.chooseFile, { kind: lower })}
        </label>
        <input
          id={inputId}
          ref={input}
          className="ui-input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      {preview ? (
        <figure>
          <img src={preview} alt={texts.chosenPreview} />
        </figure>
      ) : null}
      {upload.isError ? <CatalogError error={upload.error} fallback={texts.uploadError} /> : null}
      {upload.isSuccess ? <CatalogNotice>{texts.uploaded}</CatalogNotice> : null}
      <Button type="submit" variant="secondary" disabled={!file} busy={upload.isPending}>
        {fill(texts.upload, { kind: lower })}
      </Button>
    </form>
  );
}
