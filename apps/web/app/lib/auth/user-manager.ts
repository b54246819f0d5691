import type { User, UserManager } from "oidc-client-ts";
import { publicConfig } from "../environment/public-config";
import { isWebviewMode, webviewAccessToken } from "../webview/webview-session";
import { deleteAuthFlagCookie, setAuthFlagCookie } from "./auth-cookie";
import { isAnonymousError, storeAuthError } from "./auth-error";
import { setAuthState } from "./auth-store";
import { userManagerSettings } from "./settings";
import { registerUserManagerModule } from "./user-manager-module";

let manager: Promise<UserManager> | undefined;

/**
 * Created lazily and in the browser only: oidc-client-ts is a chunk of its own
 * (./identity-client), fetched by the pages that need a user, and the settings arrive with the root
 * loader data.
 */
export function getUserManager(): Promise<UserManager> {
  manager ??= createUserManager();
  return manager;
}

async function createUserManager(): Promise<UserManager> {
  if (import.meta.env.VITE_FAKE_ENDPOINTS === "1") {
    const { createFakeUserManager, FAKE_CUSTOMER_MAIL } = await import("./fake-user-manager");
    return createFakeUserManager(FAKE_CUSTOMER_MAIL);
  }
  const [{ UserManager, WebStorageStateStore }, config] = await Promise.all([
    import("./identity-client"),
    publicConfig(),
  ]);
  const created = new UserManager(
    userManagerSettings(config.auth, window.location.origin, WebStorageStateStore),
  );
  created.events.addUserLoaded(() => void refreshAuthState());
  created.events.addUserUnloaded(() => void refreshAuthState());
  // SPEC 4: a failed silent token fetch stores an error and refreshes the state.
  created.events.addSilentRenewError(async (error) => {
    storeAuthError(error);
    if (isAnonymousError(error)) {
      await created.removeUser();
    }
    await refreshAuthState();
  });
  return created;
}

function usable(user: User | null): user is User {
  return user !== null && (!user.expired || Boolean(user.refresh_token));
}

export async function refreshAuthState(): Promise<void> {
  const user = await (await getUserManager()).getUser();
  // SPEC 9: the catalog learns from this flag that someone is signed in.
  if (usable(user)) {
    setAuthFlagCookie();
    setAuthState({ status: "authenticated", user });
  } else {
    deleteAuthFlagCookie();
    setAuthState({ status: "anonymous" });
  }
}

/**
 * The signed-in user with a valid access token, or null. An expired token is renewed with the
 * refresh token first; SPEC 6 answers such as login_required mean "anonymous", not an error.
 */
export async function currentUser(): Promise<User | null> {
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  if (!user) {
    return null;
  }
  if (!user.expired) {
    return user;
  }
  try {
    return user.refresh_token ? await userManager.signinSilent() : null;
  } catch (error) {
    storeAuthError(error);
    if (!isAnonymousError(error)) {
      throw error;
    }
    await userManager.removeUser();
    return null;
  }
}

export async function getAccessToken(): Promise<string | null> {
  // Webview mode: the app's CINELUX_AUTH cookie carries the token (docs/embedded.md). The
  // m/ guard lets no page in without one; past it, a tab without the cookie is an ordinary one.
  const webviewToken = isWebviewMode() ? await webviewAccessToken() : null;
  return webviewToken ?? (await currentUser())?.access_token ?? null;
}

// For the modules that would import this one on demand (load-user-manager.ts says why).
registerUserManagerModule({ refreshAuthState, currentUser, getAccessToken });
