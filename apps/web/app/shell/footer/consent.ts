/**
 * SPEC 2.1: a footer link may open the consent preferences panel. The consent manager (a script
 * injected through settings.injections) listens for this window event; see docs/shell.md.
 */
export const OPEN_CONSENT_EVENT = "cinelux:open-consent";

export function openConsentPreferences(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT));
}
