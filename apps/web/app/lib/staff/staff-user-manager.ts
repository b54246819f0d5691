import type { SigninRedirectArgs, User, UserManager } from "oidc-client-ts";
import { publicConfig } from "../environment/public-config";

/** The staff's tokens, beside (never mixed with) a customer's in the same tab. */
export const STAFF_STORE_PREFIX = "cinelux.staff.";

let manager: Promise<UserManager> | undefined;

/**
 * The back-office's own OpenID client (docs/staff.md "Sign-in"): `cinelux-staff`, PKCE, the staff
 * audience, its callback at `/staff/callback`. Created in the browser on first use; the identity
 * client is the customers' chunk, loaded only by the staff pages that need it.
 */
export function getStaffUserManager(): Promise<UserManager> {
  manager ??= createStaffUserManager();
  return manager;
}

async function createStaffUserManager(): Promise<UserManager> {
  const [{ UserManager, WebStorageStateStore }, config] = await Promise.all([
    import("../auth/identity-client"),
    publicConfig(),
  ]);
  const origin = window.location.origin;
  const store = () => new WebStorageStateStore({ store: window.sessionStorage, prefix: STAFF_STORE_PREFIX });
  return new UserManager({
    authority: config.auth.authority,
    client_id: config.auth.staffClientId,
    redirect_uri: `${origin}/staff/callback`,
    post_logout_redirect_uri: `${origin}/staff`,
    response_type: "code",
    scope: "openid offline_access",
    automaticSilentRenew: true,
    // A staff sign-in ends with the tab, as its provider session ends with the browser.
    userStore: store(),
    stateStore: store(),
  });
}

/** Where the sign-in returns: a path of the staff app, never another site's address. */
export interface StaffSignInState {
  target: string;
}

function isStaffPath(target: string): boolean {
  return target.startsWith("/staff/") && !target.startsWith("//");
}

/**
 * Leaves for the provider's staff sign-in; `fresh` asks for the password and the code again (an
 * admin's write after 15 minutes, docs/staff.md "The guard").
 */
export async function startStaffSignIn(target: string, language: string, fresh = false): Promise<never> {
  const userManager = await getStaffUserManager();
  const args: SigninRedirectArgs = {
    state: { target: isStaffPath(target) ? target : `/staff/${language}` } satisfies StaffSignInState,
    ui_locales: language,
  };
  if (fresh) {
    args.prompt = "login";
  }
  await userManager.signinRedirect(args);
  // The page is leaving: nothing below runs.
  return new Promise<never>(() => undefined);
}

/** The provider's answer at `/staff/callback`: the staff path to go back to. */
export async function completeStaffSignIn(): Promise<string> {
  const user = await (await getStaffUserManager()).signinRedirectCallback();
  const target = (user.state as Partial<StaffSignInState> | undefined)?.target;
  return typeof target === "string" && isStaffPath(target) ? target : "/staff";
}

/** The member's valid access token, renewed by its refresh token when expired; null when signed out. */
export async function staffAccessToken(): Promise<string | null> {
  const userManager = await getStaffUserManager();
  const user: User | null = await userManager.getUser();
  if (!user) {
    return null;
  }
  if (!user.expired) {
    return user.access_token;
  }
  if (!user.refresh_token) {
    await userManager.removeUser();
    return null;
  }
  try {
    return (await userManager.signinSilent())?.access_token ?? null;
  } catch {
    // An ended grant or a disabled member: signed out, the guard sends them to the sign-in.
    await userManager.removeUser();
    return null;
  }
}

/** Ends the provider session too, so the next member at this browser signs in with both factors. */
export async function staffSignOut(): Promise<void> {
  const userManager = await getStaffUserManager();
  const user = await userManager.getUser();
  if (!user) {
    window.location.assign("/staff");
    return;
  }
  await userManager.signoutRedirect({ id_token_hint: user.id_token });
}
