import * as z from "zod";
import { FLAG_NAMES } from "./flags.ts";
import { LANGUAGES } from "./languages.ts";

const FlagsSchema = z.object(
  Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
    (typeof FLAG_NAMES)[number],
    z.ZodBoolean
  >,
);

/**
 * The purposes a visitor accepts or refuses one by one in the consent dialog (CNIL guidelines,
 * Telecommunicatiewet art. 11.7a); what is strictly necessary needs no consent and is not listed.
 */
export const CONSENT_PURPOSES = ["measurement", "personalisation", "advertising"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * SPEC 3 "Settings": injected script or iframe items placed in head or noscript. Each declares the
 * consent purpose it serves: the page inserts it only once the visitor has accepted that purpose.
 */
export const InjectionSchema = z.object({
  element: z.enum(["script", "iframe"]),
  value: z.string(),
  attributes: z.record(z.string(), z.string()),
  position: z.enum(["head", "noscript"]),
  purpose: z.enum(CONSENT_PURPOSES),
});
export type Injection = z.infer<typeof InjectionSchema>;

/** GET /api/settings (no authentication): everything the web needs to know about its domain. */
export const SettingsResponseSchema = z.object({
  domain: z.enum(["fr", "nl"]),
  languages: z.array(z.enum(LANGUAGES)),
  currency: z.literal("EUR"),
  environment: z.enum(["prod", "preprod", "staging", "uat", "dev"]),
  urls: z.object({
    /** Catalog pages are this base plus a translated route key. */
    catalogBase: z.string(),
    /**
     * SPEC 7: the tunnel calls (GET /api/ec/ebillet, /api/ec/sendmail/..., /api/ec/cancel/...) go to
     * this base plus their path, and share links take their host from it; '' is the site itself.
     */
    tunnelBase: z.string(),
    /**
     * SPEC 7: the mobile apps' catalog, this base plus the catalog path (`{base}/api/shows`), called
     * with `x-lcpg-mobile-key`; by default this server under MOBILE_CATALOG_PREFIX.
     */
    mobileCatalogBase: z.string(),
    /** Sign-out returns here, the language appended. */
    logoutReturn: z.string(),
    /** Where a failed sign-in callback goes. */
    errorPath: z.string(),
  }),
  flags: FlagsSchema,
  ageRestriction: z.number().int(),
  defaultCity: z.string(),
  fileUploadParams: z.object({ maxFileSize: z.number().int(), allowedMimeTypes: z.array(z.string()) }),
  mobileKey: z.string(),
  captcha: z.object({ provider: z.literal("altcha"), challengeUrl: z.string() }),
  injections: z.array(InjectionSchema),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
