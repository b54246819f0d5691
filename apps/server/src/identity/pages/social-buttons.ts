import { IDENTITY_PROVIDERS, type IdentityProvider, type Language } from "@cinelux/contract";
import type { Config } from "../../config.ts";
import { format } from "../../lib/format.ts";
import { html, SafeHtml } from "../../lib/html.ts";
import { MESSAGES } from "../messages/index.ts";
import { PROVIDER_LABELS } from "../upstream/connections.ts";

/**
 * Simple marks drawn for this site (no remote image, no brand asset download): a "G" in Google's
 * four colours, Facebook's "f" on its blue disc, Apple's apple. Decorative: the text names the button.
 */
export const PROVIDER_ICONS: Record<IdentityProvider, SafeHtml> = {
  "google-oauth2": new SafeHtml(
    `<svg class="social-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="#4285F4" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"/><path fill="#34A853" d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"/><path fill="#FBBC05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z"/><path fill="#EA4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"/></svg>`,
  ),
  facebook: new SafeHtml(
    `<svg class="social-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="11" fill="#1877F2"/><path fill="#fff" d="M13.4 22v-7.3h2.4l.4-2.9h-2.8V10c0-.8.3-1.4 1.4-1.4h1.5V6.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.4V22z"/></svg>`,
  ),
  apple: new SafeHtml(
    `<svg class="social-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M16.4 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3z"/></svg>`,
  ),
};

/** The providers the configuration offers, in the SPEC's order. */
export function offeredProviders(config: Config): IdentityProvider[] {
  return IDENTITY_PROVIDERS.filter((provider) => config.upstreams[provider] !== undefined);
}

/**
 * "Continue with Google / Facebook / Apple" on the sign-in page (docs/identities.md): each starts the
 * upstream sign-in for this interaction. Nothing when no provider is offered.
 */
export function socialButtons(lang: Language, uid: string, providers: readonly IdentityProvider[]): SafeHtml {
  if (providers.length === 0) {
    return html``;
  }
  const t = MESSAGES[lang].upstream;
  return html`<div class="social">${providers.map(
    (provider) =>
      html`<a class="social-button" href="/auth/interaction/${uid}/upstream/${provider}">${PROVIDER_ICONS[provider]}<span>${format(t.continueWith, { provider: PROVIDER_LABELS[provider] })}</span></a>`,
  )}</div>
<p class="social-or">${t.or}</p>`;
}
