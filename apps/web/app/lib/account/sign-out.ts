import type { Language } from "@cinelux/contract/languages";
import { deleteAuthCookie } from "../auth/auth-cookie";
import { postLogoutRedirectUri } from "../auth/settings";
import { getUserManager } from "../auth/user-manager";
import { publicConfig } from "../environment/public-config";
import { clearOfflineData } from "../offline/clear-offline-data";

/** SPEC 4 "Logout": forget the user here, then end the provider's session and come back in `language`. */
export async function signOut(language: Language): Promise<void> {
  const [userManager, config] = await Promise.all([getUserManager(), publicConfig()]);
  const user = await userManager.getUser();
  await userManager.removeUser();
  deleteAuthCookie(window.location.hostname);
  // Decision 008 (offline): the e-tickets and cards kept for offline use are the customer's own.
  await clearOfflineData();
  await userManager.signoutRedirect({
    id_token_hint: user?.id_token,
    post_logout_redirect_uri: postLogoutRedirectUri(config.auth, language),
    // The provider's sign-out page speaks the customer's language too.
    extraQueryParams: { ui_locales: language },
  });
}
