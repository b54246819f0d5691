import {
  AGE_RESTRICTION,
  DEFAULT_CITY,
  type Domain,
  type Environment,
  FLAG_NAMES,
  type Flags,
  type Injection,
  InjectionSchema,
  MOBILE_CATALOG_PREFIX,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  type SettingsResponse,
  type StaffSettingsResponse,
} from "@cinelux/contract";
import type { SiteSettingsRow } from "../../db/schema/index.ts";

/** DESIGN.md "Captcha": ALTCHA, challenge served by this API. */
const CAPTCHA = { provider: "altcha", challengeUrl: "/api/captcha" } as const;

/** A flag missing from the stored object, or not a boolean, is off: a typo never turns a page on. */
export function readFlags(stored: unknown): Flags {
  const object = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(FLAG_NAMES.map((name) => [name, object[name] === true])) as Flags;
}

/** An injection that does not match the contract is left out rather than breaking every page. */
export function readInjections(stored: unknown): Injection[] {
  if (!Array.isArray(stored)) {
    return [];
  }
  return stored.flatMap((item) => {
    const parsed = InjectionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A configured base URL without its trailing slashes, so a path can follow it. */
function baseUrl(stored: string): string {
  return stored.replace(/\/+$/, "");
}

export function toSettingsResponse(
  row: SiteSettingsRow,
  context: { domain: Domain; environment: Environment; siteOrigin: string },
): SettingsResponse {
  return {
    domain: context.domain.id,
    languages: [...context.domain.languages],
    currency: context.domain.currency,
    environment: context.environment,
    urls: {
      catalogBase: baseUrl(row.catalogBaseUrl),
      // '' keeps the tunnel calls and share links on the site's own origin (SPEC 7).
      tunnelBase: baseUrl(row.tunnelBaseUrl),
      // Apps are not on the site's origin: the default is absolute, this server's mobile catalog.
      mobileCatalogBase: baseUrl(row.mobileCatalogBaseUrl) || `${context.siteOrigin}${MOBILE_CATALOG_PREFIX}`,
      logoutReturn: `${context.siteOrigin}${row.logoutReturnPath ?? "/"}`,
      errorPath: row.errorPath,
    },
    flags: readFlags(row.flags),
    ageRestriction: AGE_RESTRICTION,
    defaultCity: DEFAULT_CITY,
    fileUploadParams: { maxFileSize: PHOTO_MAX_BYTES, allowedMimeTypes: [...PHOTO_MIME_TYPES] },
    mobileKey: row.mobileKey,
    captcha: CAPTCHA,
    injections: readInjections(row.injections),
  };
}

/** A domain's stored flags and settings as the back-office edits them (docs/staff.md). */
export function toStaffSettings(row: SiteSettingsRow): StaffSettingsResponse {
  return {
    domain: row.domain,
    flags: readFlags(row.flags),
    settings: {
      catalogBaseUrl: row.catalogBaseUrl,
      tunnelBaseUrl: row.tunnelBaseUrl,
      mobileCatalogBaseUrl: row.mobileCatalogBaseUrl,
      logoutReturnPath: row.logoutReturnPath,
      errorPath: row.errorPath,
      injections: readInjections(row.injections),
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}
