import { MOBILE_CATALOG_PREFIX } from "@cinelux/contract/catalog";
import {
  AGE_RESTRICTION,
  DEFAULT_CITY,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
} from "@cinelux/contract/constants";
import { DOMAINS, type DomainId } from "@cinelux/contract/domains";
import { FLAG_NAMES, type Flags } from "@cinelux/contract/flags";
import type { SettingsResponse } from "@cinelux/contract/settings";

const ALL_ON = Object.fromEntries(FLAG_NAMES.map((name) => [name, true])) as Flags;

/** As the server's migration seeds them: every flag on, but the Dutch domain shows no Offers menu. */
export const FAKE_FLAGS: Record<DomainId, Flags> = {
  fr: { ...ALL_ON },
  nl: { ...ALL_ON, offersMenuDisplayed: false },
};

/** GET /api/settings of `domain`, as the server answers it for the site at `origin`. */
export function fakeSettings(
  domain: DomainId,
  origin: string,
  flags: Flags = FAKE_FLAGS[domain],
): SettingsResponse {
  return {
    domain,
    languages: [...DOMAINS[domain].languages],
    currency: "EUR",
    environment: "dev",
    urls: {
      catalogBase: "",
      tunnelBase: "",
      mobileCatalogBase: `${origin}${MOBILE_CATALOG_PREFIX}`,
      logoutReturn: `${origin}/`,
      errorPath: "/",
    },
    flags: { ...flags },
    ageRestriction: AGE_RESTRICTION,
    defaultCity: DEFAULT_CITY,
    fileUploadParams: { maxFileSize: PHOTO_MAX_BYTES, allowedMimeTypes: [...PHOTO_MIME_TYPES] },
    mobileKey: `mk_fake_${domain}`,
    captcha: { provider: "altcha", challengeUrl: "/api/captcha" },
    injections: [],
  };
}
