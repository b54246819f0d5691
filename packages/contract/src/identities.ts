import * as z from "zod";

/** SPEC 3 "Linked identity": the social sign-ins a customer can link (docs/identities.md). */
export const IDENTITY_PROVIDERS = ["facebook", "apple", "google-oauth2"] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/**
 * The customer's own e-mail and password, listed among the ways to sign in with `main: true`. It is
 * not a social provider: it can be neither linked nor unlinked here.
 */
export const PASSWORD_PROVIDER = "password";

export function isIdentityProvider(value: unknown): value is IdentityProvider {
  return (IDENTITY_PROVIDERS as readonly unknown[]).includes(value);
}

/** The icon each way of signing in is drawn with (the web draws them; no remote image). */
export const IDENTITY_ICONS = {
  facebook: "facebook",
  apple: "apple",
  "google-oauth2": "google",
  password: "mail",
} as const satisfies Record<IdentityProvider | typeof PASSWORD_PROVIDER, string>;
export type IdentityIcon = (typeof IDENTITY_ICONS)[keyof typeof IDENTITY_ICONS];

/** How long a link token from the sign-in popup stays valid (docs/identities.md). */
export const LINK_TOKEN_TTL_SECONDS = 300;
/** SPEC 9 "Identity library defaults": the link popup gives up after this long. */
export const LINK_POPUP_TIMEOUT_MS = 60_000;
/** The message type the link popup posts to the site window (same origin only). */
export const LINK_MESSAGE_TYPE = "cinelux:identity-link";

export const LinkedIdentitySchema = z.object({
  provider: z.enum([...IDENTITY_PROVIDERS, PASSWORD_PROVIDER]),
  icon: z.enum(["facebook", "apple", "google", "mail"]),
  account: z.object({
    /** The linked identity's id (what unlink names); the account's own id for the password row. */
    id: z.string(),
    /** The name the provider gave; the e-mail address for the password row. */
    name: z.string(),
    /** The password row: the account's own way to sign in. */
    main: z.boolean(),
  }),
});
export type LinkedIdentity = z.infer<typeof LinkedIdentitySchema>;

/** GET /api/accounts/me/identities (and the answer of link and unlink): password first, then by provider. */
export const IdentitiesResponseSchema = z.array(LinkedIdentitySchema);
export type IdentitiesResponse = z.infer<typeof IdentitiesResponseSchema>;

/**
 * POST /api/accounts/me/link (SPEC 7): the link token the sign-in popup handed the page, and the
 * provider it is for (they must agree).
 */
export const LinkIdentityRequestSchema = z.strictObject({
  token: z.string().min(1).max(4096),
  provider: z.enum(IDENTITY_PROVIDERS),
});
export type LinkIdentityRequest = z.infer<typeof LinkIdentityRequestSchema>;

/** POST /api/accounts/me/unlink (SPEC 7): one of the customer's own linked identities. */
export const UnlinkIdentityRequestSchema = z.strictObject({
  provider: z.enum(IDENTITY_PROVIDERS),
  id: z.uuid(),
});
export type UnlinkIdentityRequest = z.infer<typeof UnlinkIdentityRequestSchema>;

/** Unlinking is refused when it would leave the account with no way to sign in. */
export function isLastWayToSignIn(identities: readonly LinkedIdentity[]): boolean {
  return identities.length <= 1;
}

/** What the popup posts to the page: a link token, or why there is none. */
export type LinkMessage =
  | { type: typeof LINK_MESSAGE_TYPE; state: string; provider: IdentityProvider; token: string }
  | {
      type: typeof LINK_MESSAGE_TYPE;
      state: string;
      provider: IdentityProvider;
      error: "cancelled" | "failed" | "unavailable";
    };
