import type { Language } from "./languages.ts";

/*
 * A session's language versions without zod: the booking tunnel's seat page names them without
 * loading the catalog's schemas (decision 004). catalog.ts exports them again.
 */

/**
 * Language versions of a session: VO (original), VF (French dub), VOST (original, French subtitles)
 * on the French domain; OV (original, Dutch subtitles) and NL (Dutch dub) on the Dutch one.
 */
export const SESSION_VERSIONS = ["VO", "VF", "VOST", "OV", "NL"] as const;
export type SessionVersion = (typeof SESSION_VERSIONS)[number];

/** A version's meaning, for a tooltip or a filter's label (the short code is what tickets show). */
export const SESSION_VERSION_LABELS: Record<SessionVersion, Record<Language, string>> = {
  VO: { fr: "Version originale", nl: "Originele versie", en: "Original version" },
  VF: { fr: "Version française", nl: "Franse versie", en: "French version" },
  VOST: {
    fr: "Version originale sous-titrée",
    nl: "Originele versie met Franse ondertitels",
    en: "Original version, French subtitles",
  },
  OV: {
    fr: "Version originale sous-titrée en néerlandais",
    nl: "Originele versie met Nederlandse ondertitels",
    en: "Original version, Dutch subtitles",
  },
  NL: { fr: "Version néerlandaise", nl: "Nederlands gesproken", en: "Dutch version" },
};
