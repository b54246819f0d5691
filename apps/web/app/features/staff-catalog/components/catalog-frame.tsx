import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import { staffErrorMessage } from "../../../lib/staff/staff-api";
import { staffPath } from "../../../lib/staff/staff-sections";
import { useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { Button } from "../../../ui";
import { catalogTexts } from "../texts";
import catalogStyles from "./catalog.css?url";

/** The catalog's parts, each a path below `/staff/{language}/catalog`. */
export const CATALOG_PARTS = [
  { segment: "shows", label: "tabShows", about: "aboutShows" },
  { segment: "sessions", label: "tabSessions", about: "aboutSessions" },
  { segment: "cinemas", label: "tabCinemas", about: "aboutCinemas" },
  { segment: "prices", label: "tabPrices", about: "aboutPrices" },
] as const;

/** Every catalog screen: its styles, then the tabs to the other parts, then the screen. */
export function CatalogFrame({ children }: { children: ReactNode }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  return (
    <div className="staff-catalog">
      <link rel="stylesheet" href={catalogStyles} precedence="default" />
      <nav aria-label={texts.sections} className="staff-tabs">
        {CATALOG_PARTS.map((part) => (
          <NavLink key={part.segment} to={staffPath(language, "catalog", part.segment)}>
            {texts[part.label]}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

/** A failed call, said where it happened: the API's message (in the page's language) and the fields it refused. */
export function CatalogError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) {
  const texts = useStaffTexts(catalogTexts);
  const fields = error instanceof ApiError ? error.fields : [];
  return (
    <div className="staff-error" role="alert">
      <p>{staffErrorMessage(error, fallback)}</p>
      {fields.length > 0 ? (
        <p>
          {texts.refusedFields} {[...new Set(fields.map((field) => field.path))].join(", ")}
        </p>
      ) : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {texts.retry}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The words under a field the API refused (its `fields`, by request name: "texts.nl.title"), so
 * the editor finds it on the form; undefined for a field it did not name.
 */
export function useFieldErrors(error: unknown): (path: string) => string | undefined {
  const texts = useStaffTexts(catalogTexts);
  const fields = error instanceof ApiError ? error.fields : [];
  return (path) => {
    const field = fields.find((item) => item.path === path || item.path.startsWith(`${path}.`));
    if (!field) {
      return undefined;
    }
    return field.code === "required" ? texts.fieldRequired : texts.fieldInvalid;
  };
}

/** A write that went through, announced. */
export function CatalogNotice({ children }: { children: ReactNode }) {
  return (
    <p className="staff-notice" role="status">
      {children}
    </p>
  );
}

/** "a, b, c" → ["a", "b", "c"]: a list typed in one field. */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
