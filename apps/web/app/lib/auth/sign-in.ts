import type { Language } from "@cinelux/contract/languages";
import type { User } from "oidc-client-ts";
import { decideLogin, type SignInRequest, signInRequest } from "./guards";
import { currentUser, getUserManager } from "./user-manager";

/** Leaves for the identity provider; the returned promise never settles because the page unloads. */
export async function signIn(request: SignInRequest): Promise<never> {
  await (await getUserManager()).signinRedirect(request);
  return new Promise<never>(() => undefined);
}

/** Login guard for client loaders (SPEC 2.2): the signed-in user, or off to the provider. */
export async function requireSignedIn(url: URL, language: Language): Promise<User> {
  const decision = decideLogin(await currentUser(), url, language);
  return decision.type === "allow" ? decision.user : signIn(decision.request);
}

/** The API refused our token (revoked, signing keys rotated): forget it and sign in again. */
export async function signInAgain(url: URL, language: Language): Promise<never> {
  await (await getUserManager()).removeUser();
  return signIn(signInRequest(url, language));
}
