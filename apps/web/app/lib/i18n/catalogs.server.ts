import type { Language } from "@cinelux/contract/languages";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import type { Catalog } from "./create-i18n";

/** The server renders translated HTML (titles, the not-found page), so its build embeds the catalogs. */
export const serverCatalogs: Record<Language, Catalog> = { fr, nl, en };
