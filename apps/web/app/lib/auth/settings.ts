import type { WebServerContext } from "@cinelux/contract/web-context";
import type { UserManagerSettings, WebStorageStateStore } from "oidc-client-ts";
import { STORED_USER_PREFIX } from "./stored-session";

export type AuthSettings = WebServerContext["auth"];

/** SPEC 9 identity-library defaults, where oidc-client-ts has a setting for them. */
export const HTTP_TIMEOUT_SECONDS = 10;
export const POPUP_TIMEOUT_SECONDS = 60;

/**
 * Authorization code + PKCE against the configured provider (DESIGN.md "Identity").
 * `offline_access` brings a refresh token, so automatic renewal uses the refresh-token grant and
 * needs no hidden iframe. SPEC 9's 60 s ID-token leeway and 5 s lock have no counterpart here:
 * oidc-client-ts 3 does not check the ID token's time claims itself and keeps no lock.
 * `StateStore` is the identity client's own class, handed in by the caller that loaded the client:
 * this module is also read by pages that never load it (decision 004).
 */
export function userManagerSettings(
  auth: AuthSettings,
  origin: string,
  StateStore: typeof WebStorageStateStore,
  storage: Storage = window.sessionStorage,
): UserManagerSettings {
  return {
    authority: auth.authority,
    client_id: auth.clientId,
    redirect_uri: `${origin}/callback`,
    response_type: "code",
    scope: "openid profile email offline_access",
    automaticSilentRenew: true,
    requestTimeoutInSeconds: HTTP_TIMEOUT_SECONDS,
    silentRequestTimeoutInSeconds: HTTP_TIMEOUT_SECONDS,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: POPUP_TIMEOUT_SECONDS },
    // In sessionStorage (a session ends with the tab), under a prefix of ours: stored-session.ts
    // can tell a signed-in tab without loading this library or reading its own key names.
    userStore: new StateStore({ store: storage, prefix: STORED_USER_PREFIX }),
  };
}

/** SPEC 4 "Logout": the configured return URL (ending with "/") plus the language. */
export function postLogoutRedirectUri(auth: AuthSettings, language: string): string {
  return `${auth.logoutReturnUrl}${language}`;
}
