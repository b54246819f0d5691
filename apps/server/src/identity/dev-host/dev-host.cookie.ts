import { WEBVIEW_AUTH_COOKIE } from "@cinelux/contract/constants";
import { encodeWebviewAuth, WEBVIEW_EXPIRY_MARGIN_SECONDS } from "@cinelux/contract/embedded";
import { LANGUAGES } from "@cinelux/contract/languages";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { ACCESS_TOKEN_TTL_SECONDS } from "../token-settings.ts";
import { issueAccessToken } from "../tokens.ts";
import type { HostedCustomer } from "./dev-host.repository.ts";

/** SPEC 2.2: the pages the apps embed (`home` is m/{language} itself). */
export const EMBEDDED_PAGES = ["history", "friends", "cinemas", "home"] as const;

/** Which cookie the host sets before framing the page (docs/embedded.md "Dev host"). */
export const COOKIE_STATES = ["valid", "expiring", "malformed", "none"] as const;

export const DevHostQuerySchema = z
  .object({
    mail: z.string().trim().toLowerCase().max(254).optional(),
    page: z.enum(EMBEDDED_PAGES).default("history"),
    language: z.enum(LANGUAGES).default("fr"),
    cookie: z.enum(COOKIE_STATES).default("valid"),
  })
  .strict();
export type DevHostChoice = Omit<z.infer<typeof DevHostQuerySchema>, "mail"> & { mail: string };

export const RenewCookieRequestSchema = z.object({ mail: z.string().trim().max(254) }).strict();

/**
 * A token the web counts as expired already (it ends inside the app's margin) but the server still
 * accepts for a few seconds: what a webview holds when its token is about to end.
 */
const EXPIRING_TTL_SECONDS = Math.max(1, WEBVIEW_EXPIRY_MARGIN_SECONDS - 5);

function cookie(value: string, maxAgeSeconds: number): string {
  // Not HttpOnly: the web reads it (SPEC 2.2 webview mode); SameSite=Lax: sent to the same-site frame.
  return `${WEBVIEW_AUTH_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/**
 * The `Set-Cookie` value an app would leave for its webview: SPEC 9's fields, URL-encoded JSON,
 * with an access token minted as `npm run token` does (dev only). The account is both the
 * provider's subject (`account_id`) and the customer record (`account_icu`) here.
 */
export async function webviewCookie(options: {
  db: Database;
  config: Config;
  customer: HostedCustomer;
  state: (typeof COOKIE_STATES)[number];
}): Promise<string> {
  const { customer, state } = options;
  if (state === "none") {
    return cookie("", 0);
  }
  if (state === "malformed") {
    return cookie(encodeURIComponent(JSON.stringify({ jwt: "not-a-token" })), ACCESS_TOKEN_TTL_SECONDS);
  }
  const ttlSeconds = state === "expiring" ? EXPIRING_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
  const jwt = await issueAccessToken({
    db: options.db,
    config: options.config,
    accountId: customer.id,
    ttlSeconds,
  });
  const value = encodeWebviewAuth({
    jwt,
    account_id: customer.id,
    account_icu: customer.id,
    first_login: !customer.registered,
    email_verified: customer.mailVerified,
  });
  return cookie(value, ACCESS_TOKEN_TTL_SECONDS);
}
