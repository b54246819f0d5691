import type { ConsentPurpose } from "@cinelux/contract/settings";
import { useSyncExternalStore } from "react";

/**
 * The visitor's consent (CNIL guidelines, Telecommunicatiewet art. 11.7a; docs/shell.md "Consent"):
 * a choice per purpose, kept in a first-party cookie with its date and version. The server never
 * reads it: a page's HTML is the same with or without it (the page cache,
 * docs/decisions/005-page-cache.md), and the browser applies it after hydration.
 */
export const CONSENT_COOKIE = "cinelux_consent";
/** A choice made under another version of the dialog (new purposes, new wording) is asked again. */
export const CONSENT_VERSION = 1;
/** CNIL: a choice is remembered six months, then asked again. */
export const CONSENT_MONTHS = 6;
export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ["measurement", "personalisation", "advertising"];

export type ConsentChoices = Record<ConsentPurpose, boolean>;

/** The cookie's value: `{version}.{date in ms}.{one 0 or 1 per purpose, in CONSENT_PURPOSES order}`. */
export function consentCookieValue(choices: ConsentChoices, now: number): string {
  return `${CONSENT_VERSION}.${now}.${CONSENT_PURPOSES.map((purpose) => (choices[purpose] ? 1 : 0)).join("")}`;
}

/** The choices of a `Cookie` header, or null when none is stored, it is of another version, or six months old. */
export function parseConsent(cookies: string, now: number): ConsentChoices | null {
  const value = cookies
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const [version, at, bits = ""] = value?.split(".") ?? [];
  if (
    Number(version) !== CONSENT_VERSION ||
    !/^[01]+$/.test(bits) ||
    bits.length !== CONSENT_PURPOSES.length
  ) {
    return null;
  }
  const expires = new Date(Number(at));
  expires.setMonth(expires.getMonth() + CONSENT_MONTHS);
  if (!(now < expires.getTime())) {
    return null;
  }
  return Object.fromEntries(
    CONSENT_PURPOSES.map((purpose, index) => [purpose, bits[index] === "1"]),
  ) as ConsentChoices;
}

const listeners = new Set<() => void>();
let snapshot: { cookies: string; choices: ConsentChoices | null } | undefined;

/** The stored choices now (null: none valid, the dialog must ask); null during the server render. */
export function currentConsent(): ConsentChoices | null {
  if (typeof document === "undefined") {
    return null;
  }
  const cookies = document.cookie;
  if (snapshot?.cookies !== cookies) {
    snapshot = { cookies, choices: parseConsent(cookies, Date.now()) };
  }
  return snapshot.choices;
}

/** Stores the visitor's choices for six months (the cookie outlives that a little: the date decides). */
export function saveConsent(choices: ConsentChoices): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  const maxAge = 186 * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read back the same way; the Cookie Store API is missing from Firefox and Safari before 18.4
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choices, Date.now())}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choices, re-rendering when the visitor saves new ones; null on the server and until hydrated. */
export function useConsent(): ConsentChoices | null {
  return useSyncExternalStore(subscribe, currentConsent, () => null);
}
