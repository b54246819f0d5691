import type { Language } from "@cinelux/contract/languages";
import { publicConfig } from "../environment/public-config";
import { deleteAuthCookie } from "./auth-cookie";
import { signInRequest } from "./guards";
import { postLogoutRedirectUri } from "./settings";
import { getUserManager } from "./user-manager";

/**
 * docs/accounts.md "Recent sign-in": account deletion needs a sign-in of the last 10 minutes (the
 * access token's `auth_time`). The web asks for the password again a little before that, so the
 * customer's confirmation does not land just past the limit.
 */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
const MARGIN_SECONDS = 30;

/** The `auth_time` (seconds) of a JWT access token; undefined when the token is not a readable JWT. */
export function tokenSignInTime(accessToken: string | null | undefined): number | undefined {
  const part = accessToken?.split(".")[1];
  if (!part) {
    return undefined;
  }
  try {
    const json = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    const authTime = (JSON.parse(json) as { auth_time?: unknown }).auth_time;
    return typeof authTime === "number" ? authTime : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the token is known to be too old for a sensitive call. An unreadable token (another
 * provider's opaque token, the fakes') is not judged here: the server's REAUTHENTICATION_REQUIRED
 * answer decides.
 */
export function isSignInTooOld(accessToken: string | null | undefined, now = Date.now()): boolean {
  const authTime = tokenSignInTime(accessToken);
  return authTime !== undefined && now / 1000 - authTime > RECENT_SIGN_IN_SECONDS - MARGIN_SECONDS;
}

/**
 * Sends the customer through the provider again, password asked whatever its session (`prompt=login`,
 * `max_age=0`), back to `returnTo` (a path of this site, as the login guard's target).
 */
export async function signInAgainNow(returnTo: URL, language: Language): Promise<never> {
  await (await getUserManager()).signinRedirect({
    ...signInRequest(returnTo, language),
    prompt: "login",
    max_age: 0,
  });
  return new Promise<never>(() => undefined);
}

/**
 * SPEC 4 "E-mail change": once the address changed, new tokens (the refresh-token grant), so the ID
 * token carries the new `email`. A failure leaves the current sign-in as it was.
 */
export async function refreshSignIn(): Promise<boolean> {
  try {
    await (await getUserManager()).signinSilent();
    return true;
  } catch {
    return false;
  }
}

/**
 * The server has ended every session of the account (its deletion): forget the user here too and
 * give the page to leave for, the sign-out's return URL. No call to the provider's end-session
 * endpoint: the session it would end is already gone.
 */
export async function forgetEndedSignIn(language: Language): Promise<string> {
  const [userManager, config] = await Promise.all([getUserManager(), publicConfig()]);
  await userManager.removeUser();
  deleteAuthCookie(window.location.hostname);
  return postLogoutRedirectUri(config.auth, language);
}
