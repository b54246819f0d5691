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

/** SPEC 2.2 registration guard / SPEC 6: registered=false must register first. */
export function decideRegistration(registered: boolean, language: Language): RedirectDecision {
  return registered ? { type: "allow" } : { type: "redirect", to: paths.register(language) };
}

/** SPEC 2.2: {language}/register is only for a user not yet registered; others go home. */
export function decideRegisterPage(registered: boolean, language: Language): RedirectDecision {
  return registered ? { type: "redirect", to: paths.home(language) } : { type: "allow" };
}
