import type { Language } from "@cinelux/contract/languages";
import { paths } from "../routing/paths";

/** Where the identity provider sends the customer back to, and in which language it speaks. */
export interface SignInRequest {
  state: string;
  ui_locales: Language;
}

export type LoginDecision<U> = { type: "allow"; user: U } | { type: "sign-in"; request: SignInRequest };
export type RedirectDecision = { type: "allow" } | { type: "redirect"; to: string };

/** The wanted URL (path and query) is the return target; the UI locale goes along (SPEC 1). */
export function signInRequest(url: URL, language: Language): SignInRequest {
  return { state: `${url.pathname}${url.search}`, ui_locales: language };
}

/** SPEC 2.2 login guard: anonymous visitors go to the provider with the wanted URL as return target. */
export function decideLogin<U>(user: U | null, url: URL, language: Language): LoginDecision<U> {
  if (user !== null) {
    return { type: "allow", user };
  }
  return { type: "sign-in", request: signInRequest(url, language) };
}

/** The register page's query parameter naming where a completed registration goes back to. */
export const REGISTRATION_RETURN_PARAM = "next";

/**
 * The pages a completed registration returns to, by path: the pass sign-up only (its `?plan=`
 * kept), so a customer who chose a plan on the catalog is not dropped at the home. Any other
 * guarded page goes home after registering (SPEC 4 "Registration").
 */
function returnsAfterRegistration(pathname: string, language: Language): boolean {
  return pathname === paths.subscribe(language);
}

/**
 * SPEC 2.2 registration guard / SPEC 6: registered=false must register first. `url`, the page
 * asked for, rides along to the register page when it is one a registration returns to.
 */
export function decideRegistration(registered: boolean, language: Language, url?: URL): RedirectDecision {
  if (registered) {
    return { type: "allow" };
  }
  if (url && returnsAfterRegistration(url.pathname, language)) {
    const search = new URLSearchParams({ [REGISTRATION_RETURN_PARAM]: `${url.pathname}${url.search}` });
    return { type: "redirect", to: `${paths.register(language)}?${search}` };
  }
  return { type: "redirect", to: paths.register(language) };
}

/**
 * Where a completed registration goes: the page `next` names when it is one a registration
 * returns to (a path of this site, never another origin), else the language home.
 */
export function registrationReturnPath(next: string | null, language: Language): string {
  if (!next?.startsWith("/") || next.startsWith("//")) {
    return paths.home(language);
  }
  const url = new URL(next, "https://site.invalid");
  return url.origin === "https://site.invalid" && returnsAfterRegistration(url.pathname, language)
    ? `${url.pathname}${url.search}`
    : paths.home(language);
}

/** SPEC 2.2: {language}/register is only for a user not yet registered; others go home. */
export function decideRegisterPage(registered: boolean, language: Language): RedirectDecision {
  return registered ? { type: "redirect", to: paths.home(language) } : { type: "allow" };
}
