import { domainFromHost } from "@cinelux/contract/domains";
import { storeAuthError } from "../auth/auth-error";
import { getUserManager } from "../auth/user-manager";
import { clearOfflineData } from "../offline/clear-offline-data";
import { getQueryClient } from "../query/query-client";
import { getSettingsQueryOptions } from "../settings/get-settings";
// Static on purpose: the callback needs the identity client at once, and so its chunk is in the
// callback route's manifest entry, where the customer-area pages find it to preload it (decision 004, initial JavaScript).
import "../auth/identity-client";

/** SPEC 2.2 "Callback": without a saved target the customer goes to /. */
export const DEFAULT_TARGET_PATH = "/";
/** SPEC 2.2: the configured error path, or /. */
export const AUTH_ERROR_PATH = "/";

/**
 * The saved target comes back through the provider: only a path on this site is followed, so a
 * forged state cannot send the customer elsewhere.
 */
export function safeTargetPath(state: unknown): string {
  if (typeof state !== "string" || !state.startsWith("/")) {
    return DEFAULT_TARGET_PATH;
  }
  const base = "https://target.invalid";
  const url = new URL(state, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_TARGET_PATH;
}

export interface CallbackOptions {
  /** Exchanges the code for tokens; resolves to the user carrying the saved `state`. */
  signinRedirectCallback: () => Promise<{ state?: unknown }>;
  storage: Storage;
  now: Date;
  errorPath?: string;
}

/** Completes the sign-in and returns where to go next; a failure is stored (SPEC 8). */
export async function completeSignIn(options: CallbackOptions): Promise<string> {
  try {
    const user = await options.signinRedirectCallback();
    // Decision 008 (offline): nothing kept for someone who left without signing out is shown to
    // this customer.
    await clearOfflineData();
    return safeTargetPath(user.state);
  } catch (error) {
    storeAuthError(error, options.storage, options.now);
    return options.errorPath ?? AUTH_ERROR_PATH;
  }
}

/** SPEC 2.2: settings.urls.errorPath, when the settings can be read and it is a path on this site. */
async function configuredErrorPath(): Promise<string | undefined> {
  const language = domainFromHost(window.location.host).languages[0];
  try {
    const settings = await getQueryClient().ensureQueryData(getSettingsQueryOptions(language));
    return settings.urls.errorPath.startsWith("/") ? safeTargetPath(settings.urls.errorPath) : undefined;
  } catch {
    return undefined;
  }
}

export async function completeBrowserSignIn(): Promise<string> {
  const errorPath = configuredErrorPath();
  return completeSignIn({
    signinRedirectCallback: async () => (await getUserManager()).signinRedirectCallback(),
    storage: window.sessionStorage,
    now: new Date(),
    errorPath: await errorPath,
  });
}
