import type { Language } from "@cinelux/contract/languages";

/**
 * What the shared booking page shows (SPEC 7 share link), finished on the server: texts in the
 * page's language, links built, nothing left for the browser to compute (no zod on a public page,
 * decision 004).
 */
export interface SharedSessionPageData {
  language: Language;
  show: { slug: string; title: string; duration: { hours: string; minutes: string } };
  cinema: { name: string; address: string; city: string; directionsUrl: string };
  session: {
    /** "samedi 14 mars 2026" in the cinema's time zone. */
    day: string;
    /** "20:30" in the cinema's time zone. */
    time: string;
    /** ISO instant, for `<time dateTime>`. */
    startDate: string;
    versionLabel: string;
    auditoriumName: string;
    specificities: string[];
  };
  /** The film's catalog page on this site. */
  showPath: string;
  /** The tunnel's seat page of this very session: a friend books a seat of their own. */
  bookingPath: string;
}
